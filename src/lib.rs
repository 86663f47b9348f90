//! Kibitz: a chat bot that hosts games of unusual chess variants.

pub mod bench;
pub mod render;
pub mod rules;
pub mod tools;
