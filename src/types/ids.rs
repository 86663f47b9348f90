//! The numbers of games and challenges, as types of their own so that one is never passed
//! for the other.

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
