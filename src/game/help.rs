//! The usage of every command (from [`super::commands::COMMANDS`]); `help`, `variants` and
//! the rules of each variant are worded in [`super::words`].

use super::commands::COMMANDS;

/// The usage line of a command.
pub fn usage(command: &str) -> Option<&'static str> {
    COMMANDS.iter().find(|c| c.name == command).map(|c| c.usage)
}
