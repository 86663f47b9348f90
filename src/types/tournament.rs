//! What a tournament command asks, as every adapter builds it.

use super::{TimePerMove, TournamentId};
use crate::rules::Variant;

/// The most players a tournament may take, and the most Swiss rounds.
pub const MAX_PLAYERS: u32 = 1000;
pub const MAX_ROUNDS: u32 = 30;
/// The longest tournament name, in characters.
pub const MAX_NAME: usize = 60;

/// How a tournament is paired.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Format {
    /// The FIDE Dutch system.
    Swiss,
    /// Everyone meets everyone once (the FIDE Berger tables).
    RoundRobin,
    /// Everyone meets everyone twice, colours reversed in the second cycle.
    Double,
}

impl Format {
    pub const ALL: [Format; 3] = [Format::Swiss, Format::RoundRobin, Format::Double];

    /// The word that names it in commands and in the database.
    pub fn key(self) -> &'static str {
        match self {
            Format::Swiss => "swiss",
            Format::RoundRobin => "roundrobin",
            Format::Double => "double",
        }
    }

    pub fn from_key(key: &str) -> Option<Format> {
        Format::ALL.into_iter().find(|f| f.key() == key)
    }
}

/// A new tournament's terms.
#[derive(Clone, Debug, PartialEq)]
pub struct TournamentTerms {
    pub variant: Variant,
    pub format: Format,
    /// Swiss only; none: decided at the start from the number of players.
    pub rounds: Option<u32>,
    pub time: TimePerMove,
    pub name: Option<String>,
    pub rated: bool,
    pub max_players: Option<u32>,
}

/// What a `tournament` command asks; most name a tournament by id, or mean the channel's
/// one (the latest not over) when none is named.
#[derive(Clone, Debug, PartialEq)]
pub enum TournamentAction {
    Create(TournamentTerms),
    /// What it is and where it stands.
    Show,
    Join,
    Leave,
    Withdraw,
    Start,
    Cancel,
    Standings,
    Pairings(Option<u32>),
    Export,
}

/// A `tournament` command.
#[derive(Clone, Debug, PartialEq)]
pub struct TournamentCommand {
    pub action: TournamentAction,
    pub id: Option<TournamentId>,
    /// Whether the asker may organise tournaments here, as the platform says (Discord: Manage
    /// Server or Manage Events; Matrix: power level 50; the console: anyone).
    pub may_organise: bool,
}
