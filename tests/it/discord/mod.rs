//! The Discord adapter end to end: the real serenity client and poise framework against the
//! fake Discord of `support::fake_discord`.

mod activity;
mod analysis;
mod bot;
mod busy;
mod clocks;
mod games;
mod languages;
mod moderation;
mod notify;
mod pages;
mod picker;
mod puzzles;
mod refusals;
mod shards;
mod teams;
mod tournaments;
