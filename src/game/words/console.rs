//! The console's own words: who is acting, in which channel, and what its files are.

use super::fluent::t;
use super::Tr;
use crate::types::Lang;

/// What the console says about itself, between the replies it prints.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ConsoleSays<'a> {
    /// `as <user>` switched to this user.
    ActingAs(&'a str),
    /// `in <channel>` switched to this channel.
    InChannel(&'a str),
    /// `as` given what is not a user's name, at most `max` characters.
    AsTakesAName { max: usize },
    /// `in` given what is not a channel's name, at most `max` characters.
    InTakesAName { max: usize },
    /// The label of a board's picture written to the images folder.
    BoardImage,
}

/// What the console says, in `lang`.
pub fn console_says(lang: Lang, says: ConsoleSays<'_>) -> String {
    let tr = Tr(lang);
    match says {
        ConsoleSays::ActingAs(name) => t!(tr, "console-acting-as", name = name),
        ConsoleSays::InChannel(name) => t!(tr, "console-in-channel", name = name),
        ConsoleSays::AsTakesAName { max } => t!(tr, "console-as-takes-a-name", max = max),
        ConsoleSays::InTakesAName { max } => t!(tr, "console-in-takes-a-name", max = max),
        ConsoleSays::BoardImage => t!(tr, "console-board-image"),
    }
}
