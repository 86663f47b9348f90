//! Kibitz: a chat bot that hosts games of unusual chess variants.

pub mod bench;
pub mod chat;
pub mod console;
pub mod discord;
pub mod game;
pub mod limits;
pub mod matrix;
pub mod render;
pub mod rules;
pub mod store;
pub mod tools;
pub mod types;
