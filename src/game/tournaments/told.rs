//! What the tournament use cases say happened, and why they refuse, in types (worded by
//! [`crate::game::words::tournaments`]).

use crate::game::subjects::TournamentView;
use crate::pairing::standings::{self, Tiebreak};
use crate::store::TournamentState;
use crate::types::{ChannelId, Format, TournamentId};

/// The tie-breaks of a format, in order (C.07's recommendations), as the standings carry
/// their values.
pub(in crate::game) fn tiebreaks(format: Format) -> &'static [Tiebreak] {
    match format {
        Format::Swiss => &standings::SWISS,
        Format::RoundRobin | Format::Double => &standings::ROUND_ROBIN,
    }
}

/// One board of a round as a pairing list shows it.
#[derive(Clone, Debug, PartialEq)]
pub(in crate::game) struct PairingLine {
    pub board: u32,
    pub white: String,
    pub black: String,
    /// Where its game is played (none: not set up, or decided without one).
    pub channel: Option<ChannelId>,
    pub result: Option<BoardResult>,
}

/// A board's result.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(in crate::game) enum BoardResult {
    WhiteWon,
    BlackWon,
    Drawn,
    /// Won by forfeit, White's or Black's.
    WhiteByForfeit,
    BlackByForfeit,
}

/// A round's boards, with its bye.
#[derive(Clone, Debug, PartialEq)]
pub(in crate::game) struct RoundLines {
    pub round: u32,
    pub lines: Vec<PairingLine>,
    /// The player with the bye and the points it gives, in half points.
    pub bye: Option<(String, u32)>,
}

/// One line of the standings.
#[derive(Clone, Debug, PartialEq)]
pub(in crate::game) struct StandingLine {
    /// The player's index among the entrants.
    pub player: usize,
    pub place: usize,
    pub name: String,
    /// In half points.
    pub points: u32,
    /// As [`crate::pairing::standings::Row`] has them, in the format's order.
    pub tiebreaks: Vec<u64>,
    pub withdrawn: bool,
}

/// A tournament's standings, to draw as a table.
#[derive(Clone, Debug, PartialEq)]
pub(in crate::game) struct StandingsTable {
    pub t: TournamentView,
    /// Rounds whose results it counts.
    pub after: u32,
    pub lines: Vec<StandingLine>,
}

/// What happened to a tournament: a command's doing, or a round's progress.
#[derive(Clone, Debug, PartialEq, strum::IntoStaticStr, strum::VariantNames)]
pub(in crate::game) enum TournamentEvent {
    /// Opened: the announcement, with how to join.
    Created(Box<TournamentView>),
    Joined {
        t: Box<TournamentView>,
        player: String,
        count: usize,
    },
    Left {
        t: Box<TournamentView>,
        player: String,
        count: usize,
    },
    Withdrawn {
        t: Box<TournamentView>,
        player: String,
        /// Their game of this round, ended: the opponent's name and whether it counts as a
        /// forfeit (they had not moved).
        game_lost: Option<(String, bool)>,
    },
    Started {
        t: Box<TournamentView>,
        players: usize,
    },
    Cancelled(Box<TournamentView>),
    /// A round paired and set up, announced in the tournament's channel.
    RoundAnnounced {
        t: Box<TournamentView>,
        round: RoundLines,
        /// Withdrawn before it for two games lost on time without a move.
        withdrawn: Vec<String>,
    },
    /// The last round ended (or no further round could be paired): the final standings.
    Over {
        t: Box<TournamentView>,
        lines: Vec<StandingLine>,
        /// Ended before its last round: too few players left, or no pairing obeys the rules.
        early: bool,
    },
    /// A direct message to a player with their pairing.
    PairedDirect {
        t: Box<TournamentView>,
        round: u32,
        board: u32,
        white: bool,
        opponent: String,
        channel: ChannelId,
    },
    /// A game of a round set up (said in its own channel, with the board).
    BoardBegins {
        t: Box<TournamentView>,
        round: u32,
        board: u32,
        white: String,
        black: String,
    },
    /// The name of the thread or room a board's game is played in.
    PlaceName {
        t: Box<TournamentView>,
        round: u32,
        board: u32,
        white: String,
        black: String,
    },
}

/// What a tournament command asked to see.
#[derive(Clone, Debug, PartialEq, strum::IntoStaticStr, strum::VariantNames)]
pub(in crate::game) enum TournamentInfo {
    /// What it is and where it stands.
    Shown {
        t: Box<TournamentView>,
        players: Vec<String>,
        /// Of the current round: games decided, and boards.
        decided: usize,
        boards: usize,
    },
    Standings {
        t: Box<TournamentView>,
        /// Rounds whose results it counts.
        after: u32,
        lines: Vec<StandingLine>,
    },
    Pairings {
        t: Box<TournamentView>,
        round: RoundLines,
    },
    Exported {
        t: Box<TournamentView>,
        games: usize,
    },
}

/// What a tournament's file shows.
#[derive(Clone, Debug, PartialEq, strum::IntoStaticStr, strum::VariantNames)]
pub(in crate::game) enum TournamentCaption {
    Report(Box<TournamentView>),
    Standings(Box<TournamentView>),
    Games {
        t: Box<TournamentView>,
        games: usize,
    },
}

/// Why a tournament command did nothing.
#[derive(Clone, Debug, PartialEq, strum::IntoStaticStr, strum::VariantNames)]
pub(in crate::game) enum TournamentRefusal {
    /// None in this channel that the command could mean.
    NoneHere,
    NoSuch(TournamentId),
    /// Several could be meant: (id, name) of each.
    Which(Vec<(TournamentId, String)>),
    OrganisersOnly,
    /// Only its organiser (named) or a server's organisers may.
    NotOrganiser(String),
    AlreadyIn(String),
    NotIn(String),
    Full {
        name: String,
        max: u32,
    },
    /// The command needs another state: the tournament's name and its state.
    NotOpen(String, TournamentState),
    /// `start` of one under way or over.
    NotToStart(String, TournamentState),
    NotRunning(String, TournamentState),
    TooFewPlayers {
        name: String,
        players: usize,
    },
    TooManyRounds {
        rounds: u32,
        players: usize,
    },
    RoundsForRoundRobin(Format),
    NoSuchRound {
        round: u32,
        paired: u32,
    },
    NothingPaired(String),
    AlreadyWithdrawn(String),
}
