//! The platform-neutral words of the game service: users, channels, commands and replies.

use crate::rules::{Color, Variant};
use std::fmt;

/// A user, qualified by platform: `console:ann`, `discord:80351110224678912`,
/// `matrix:@ann:example.org`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct UserId(pub String);

/// A place where a game is played: a console channel, a Discord thread, a Matrix room.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ChannelId(pub String);

impl fmt::Display for UserId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl fmt::Display for ChannelId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// A user with the name to show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct User {
    pub id: UserId,
    pub name: String,
}

impl User {
    pub fn new(id: impl Into<String>, name: impl Into<String>) -> User {
        User {
            id: UserId(id.into()),
            name: name.into(),
        }
    }
}

/// The colour a challenger asks for.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum ColorChoice {
    White,
    Black,
    #[default]
    Random,
}

impl ColorChoice {
    pub fn key(self) -> &'static str {
        match self {
            ColorChoice::White => "white",
            ColorChoice::Black => "black",
            ColorChoice::Random => "random",
        }
    }

    pub fn from_key(key: &str) -> Option<ColorChoice> {
        match key {
            "white" | "w" => Some(ColorChoice::White),
            "black" | "b" => Some(ColorChoice::Black),
            "random" | "r" => Some(ColorChoice::Random),
            _ => None,
        }
    }
}

/// Time per move, from one minute to fourteen days.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct TimePerMove(u32);

impl TimePerMove {
    pub const MIN_SECONDS: u32 = 60;
    pub const MAX_SECONDS: u32 = 14 * 24 * 3600;
    /// Three days, when a challenge names no time.
    pub const DEFAULT: TimePerMove = TimePerMove(3 * 24 * 3600);

    /// `None` outside one minute to fourteen days.
    pub fn from_seconds(seconds: u64) -> Option<TimePerMove> {
        (Self::MIN_SECONDS as u64..=Self::MAX_SECONDS as u64)
            .contains(&seconds)
            .then_some(TimePerMove(seconds as u32))
    }

    pub fn seconds(self) -> u32 {
        self.0
    }
}

impl fmt::Display for TimePerMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&human_duration(self.0 as i64))
    }
}

/// "3 days", "1 hour 5 minutes", "45 seconds".
pub fn human_duration(seconds: i64) -> String {
    let s = seconds.max(0);
    let (d, h, m) = (s / 86_400, s % 86_400 / 3600, s % 3600 / 60);
    let unit = |n: i64, word: &str| format!("{n} {word}{}", if n == 1 { "" } else { "s" });
    match (d, h, m) {
        (0, 0, 0) => unit(s, "second"),
        (0, 0, m) => unit(m, "minute"),
        (0, h, 0) => unit(h, "hour"),
        (0, h, m) => format!("{} {}", unit(h, "hour"), unit(m, "minute")),
        (d, 0, _) => unit(d, "day"),
        (d, h, _) => format!("{} {}", unit(d, "day"), unit(h, "hour")),
    }
}

/// What a user asks of the service. Every adapter (console, Discord, Matrix) builds these.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// A challenge to one user, or (no opponent) to anyone in the channel.
    Challenge {
        variant: Variant,
        opponent: Option<User>,
        color: ColorChoice,
        time: TimePerMove,
    },
    Accept,
    Decline,
    Cancel,
    Move(String),
    Board,
    Moves,
    Resign,
    Draw(Answer),
    Takeback(Answer),
    Rules(Option<Variant>),
    Variants,
    Games,
    History,
    Ratings(Option<Variant>),
    Help(Option<String>),
}

/// Offer (or request), accept or decline: the draw and takeback protocol. A bare `draw` offers,
/// or accepts the opponent's standing offer.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    Offer,
    Accept,
    Decline,
}

/// A PNG of the board.
#[derive(Clone, Debug)]
pub struct BoardImage {
    pub png: Vec<u8>,
    pub width: u32,
    pub height: u32,
    /// A file name that says what it shows: `game-12-ply-31.png`.
    pub file_name: String,
}

/// What the service answers.
#[derive(Clone, Debug, Default)]
pub struct Reply {
    pub text: String,
    /// The board after the command, as an image.
    pub image: Option<BoardImage>,
    /// The board drawn in text, for clients without images.
    pub board_text: Option<String>,
    /// Users to notify (the player to move, the one challenged).
    pub mentions: Vec<UserId>,
    /// An error: shown only to the user who caused it where the platform can; nothing changed.
    pub error: bool,
    /// The game the reply is about, if any.
    pub game: Option<GameSummary>,
}

impl Reply {
    pub fn text(text: impl Into<String>) -> Reply {
        Reply {
            text: text.into(),
            ..Reply::default()
        }
    }

    /// A reply that notifies `mentions`.
    pub fn mentioning(text: impl Into<String>, mentions: Vec<UserId>) -> Reply {
        Reply {
            text: text.into(),
            mentions,
            ..Reply::default()
        }
    }

    pub fn error(text: impl Into<String>) -> Reply {
        Reply {
            text: text.into(),
            error: true,
            ..Reply::default()
        }
    }
}

/// The state of a game in a reply, for adapters that show buttons or embeds.
#[derive(Clone, Debug, PartialEq)]
pub struct GameSummary {
    pub id: i64,
    pub variant: Variant,
    pub white: User,
    pub black: User,
    pub to_move: Color,
    pub finished: bool,
    pub last_move: Option<String>,
    /// Moves played so far.
    pub ply: u32,
    /// Seconds left to the player to move.
    pub seconds_left: Option<i64>,
}

/// A message the service sends by itself: a reminder or a loss on time.
#[derive(Clone, Debug)]
pub struct Notice {
    pub channel: ChannelId,
    pub reply: Reply,
}
