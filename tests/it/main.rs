//! Every integration test of Kibitz, in one test binary: one module per area, the helpers they
//! share in `support`. One binary links serenity, matrix-sdk and resvg once, where a binary per
//! file linked them some thirty times.
//!
//! Run an area with a filter: `cargo test --test it discord::`, `cargo test --test it rules::`.
#![recursion_limit = "256"]

mod analysis;
mod arena;
mod board_page;
mod browser;
mod cli;
mod console;
mod console_tournament;
mod discord;
mod docs;
mod engine;
mod game;
mod i18n;
mod layers;
mod matrix;
mod nnue;
mod pairing;
mod puzzles;
mod render;
mod rules;
mod store;
mod support;
mod uci;
mod web;
