//! Whom a challenge is for: anyone, a person, or the bot at a level; the one rule about
//! levels lives here.

use super::User;
use std::fmt;

/// The bot's strength in a game against it, from 1 (a beginner) to 8 (full strength), the
/// engine's levels. Made only by [`BotLevel::new`], so a level is never out of range.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BotLevel(u8);

impl BotLevel {
    pub const MIN: u8 = 1;
    pub const MAX: u8 = 8;
    /// The level of a challenge to the bot that names none.
    pub const DEFAULT: BotLevel = BotLevel(3);

    /// `None` outside 1 to 8.
    pub fn new(level: u8) -> Option<BotLevel> {
        (Self::MIN..=Self::MAX)
            .contains(&level)
            .then_some(BotLevel(level))
    }

    pub fn number(self) -> u8 {
        self.0
    }
}

impl fmt::Display for BotLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// Whom a challenge is for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Opponent {
    /// Anyone in the channel: an open challenge.
    Anyone,
    /// One person.
    Person(User),
    /// Kibitz itself (this user), playing at a level; it accepts at once.
    Bot(User, BotLevel),
}

/// A level was given for a challenge to someone other than the bot.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct LevelWithoutBot;

impl Opponent {
    /// The opponent a challenge names (`user`, who `is_bot` or not), with the one rule about
    /// levels: a level is for a game against the bot, which plays at [`BotLevel::DEFAULT`]
    /// when none is given.
    pub fn named(
        user: Option<User>,
        is_bot: bool,
        level: Option<BotLevel>,
    ) -> Result<Opponent, LevelWithoutBot> {
        match (user, level) {
            (Some(bot), level) if is_bot => {
                Ok(Opponent::Bot(bot, level.unwrap_or(BotLevel::DEFAULT)))
            }
            (_, Some(_)) => Err(LevelWithoutBot),
            (Some(user), None) => Ok(Opponent::Person(user)),
            (None, None) => Ok(Opponent::Anyone),
        }
    }

    /// The user challenged, unless anyone may accept.
    pub fn user(&self) -> Option<&User> {
        match self {
            Opponent::Anyone => None,
            Opponent::Person(user) | Opponent::Bot(user, _) => Some(user),
        }
    }

    /// The bot's level, in a challenge to the bot.
    pub fn level(&self) -> Option<BotLevel> {
        match self {
            Opponent::Bot(_, level) => Some(*level),
            _ => None,
        }
    }
}
