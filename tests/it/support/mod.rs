//! What the tests share: this build as a command, a fake Discord, a real Synapse, PostgreSQL servers and databases,
//! python-chess, and the rulings' helpers.

pub mod browser;
pub mod command;
pub mod fake_discord;
pub mod fake_oauth;
pub mod http;
pub mod pg;
pub mod players;
pub mod puzzles;
pub mod python_chess;
pub mod rulings;
pub mod stores;
pub mod synapse;
