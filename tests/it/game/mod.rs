//! The game service driven directly, and the text grammar of commands. `service`, `analyses`,
//! `puzzles`, `teams`, `correspondence`, `busy_channels`, `bot_games`, `tournaments`,
//! `moderation` and `query_plans` run on PostgreSQL too
//! (`KIBITZ_TEST_STORE=postgres`, see `support::stores`).

mod analyses;
mod bot_games;
mod busy_channels;
mod clocks;
mod correspondence;
mod golden;
mod grammar;
mod languages;
mod learning;
mod moderation;
mod picker;
mod puzzles;
mod query_plans;
mod service;
mod sessions;
mod teams;
mod tournaments;
