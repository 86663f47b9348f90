//! The numbers of games and challenges, as types of their own so that one is never passed
//! for the other; and the servers whose players a leaderboard ranks.

use std::fmt;

/// A game's number, as players see it (`replay game:12`, `premove game:12 ...`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GameId(pub i64);

/// A challenge's number (the buttons under a challenge carry it).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ChallengeId(pub i64);

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl fmt::Display for ChallengeId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl std::str::FromStr for GameId {
    type Err = std::num::ParseIntError;

    fn from_str(text: &str) -> Result<GameId, Self::Err> {
        text.parse().map(GameId)
    }
}

impl std::str::FromStr for ChallengeId {
    type Err = std::num::ParseIntError;

    fn from_str(text: &str) -> Result<ChallengeId, Self::Err> {
        text.parse().map(ChallengeId)
    }
}

/// A tournament's number (`tournament join id:3`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TournamentId(pub i64);

impl fmt::Display for TournamentId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// A server whose players a leaderboard ranks: a Discord server, a Matrix space or homeserver.
/// Made once at the edge from the platform's own id, and stored as made (`discord-guild:1`,
/// `matrix-space:!s:x.org`, `matrix-server:x.org`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ServerId(String);

impl ServerId {
    /// A Discord server, by its id.
    pub fn discord_guild(id: u64) -> ServerId {
        ServerId(format!("discord-guild:{id}"))
    }

    /// A Matrix space, by its room id: its rooms' players are ranked together.
    pub fn matrix_space(room_id: &str) -> ServerId {
        ServerId(format!("matrix-space:{room_id}"))
    }

    /// A Matrix homeserver, by its name.
    pub fn matrix_homeserver(name: &str) -> ServerId {
        ServerId(format!("matrix-server:{name}"))
    }

    /// The server as the store keeps it.
    pub fn from_stored(stored: impl Into<String>) -> ServerId {
        ServerId(stored.into())
    }

    /// The text the store keeps.
    pub fn stored(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for ServerId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
