//! What a message is about (a game, a challenge, a tournament, a rating) as the words tell of it, apart from how it
//! is stored: the use case makes these from the stored rows, the words read nothing else.

use crate::rules::{Color, Variant};
use crate::store::{
    ChallengeRow, GameRow, RatingRow, StoredRating, TournamentRow, TournamentState,
};
use crate::types::*;

/// A game as a message tells of it: who plays what, where, how far it has come. Made from the
/// stored game by the use case; the words read nothing else of it.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct GameView {
    pub id: GameId,
    /// Where it is played.
    pub channel: ChannelId,
    pub variant: Variant,
    pub white: User,
    pub black: User,
    pub time: TimePerMove,
    /// A game on a chess clock: its time control (then `time` is only its pace).
    pub clock: Option<TimeControl>,
    /// Moves played.
    pub ply: u32,
    pub finished: bool,
}

impl GameView {
    pub fn of(row: &GameRow) -> GameView {
        GameView {
            id: row.id,
            channel: row.channel.clone(),
            variant: row.variant,
            white: row.white.clone(),
            black: row.black.clone(),
            time: row.time,
            clock: row.clock.map(|c| c.control),
            ply: row.ply,
            finished: row.finished,
        }
    }

    /// Who plays `color`.
    pub fn player(&self, color: Color) -> &User {
        match color {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }
}

/// A challenge as a message tells of it: who challenges whom, to what, where.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct ChallengeView {
    pub id: ChallengeId,
    /// Where it waits.
    pub channel: ChannelId,
    pub challenger: User,
    /// Whom it is to (none: anyone here).
    pub opponent: Option<User>,
    pub variant: Variant,
    pub color: ColorChoice,
    pub time: TimePerMove,
    /// A challenge to a game on a chess clock: its time control.
    pub clock: Option<TimeControl>,
    pub rated: bool,
    /// The bot's level, when the bot is challenged.
    pub bot_level: Option<BotLevel>,
    /// A team challenge's vote.
    pub votes: Option<VoteRules>,
}

impl ChallengeView {
    pub fn of(row: &ChallengeRow) -> ChallengeView {
        ChallengeView {
            id: row.id,
            channel: row.channel.clone(),
            challenger: row.challenger.clone(),
            opponent: row.opponent.clone(),
            variant: row.variant,
            color: row.color,
            time: row.time,
            clock: row.clock,
            rated: row.rated,
            bot_level: row.bot_level,
            votes: row.votes,
        }
    }
}

/// A rating as a message shows it: the rating, how far off it may be, and the games (or
/// puzzles) it rests on.
#[derive(Copy, Clone, Debug, PartialEq)]
pub(super) struct RatingView {
    pub rating: f64,
    pub deviation: f64,
    pub games: u32,
}

impl From<&StoredRating> for RatingView {
    fn from(r: &StoredRating) -> RatingView {
        RatingView {
            rating: r.rating,
            deviation: r.deviation,
            games: r.games,
        }
    }
}

impl From<&RatingRow> for RatingView {
    fn from(r: &RatingRow) -> RatingView {
        RatingView {
            rating: r.rating,
            deviation: r.deviation,
            games: r.games,
        }
    }
}

/// A tournament as a message tells of it: its name and terms, who organises it, how far it
/// has come.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct TournamentView {
    pub id: TournamentId,
    pub name: String,
    pub variant: Variant,
    pub format: Format,
    /// The rounds a Swiss is to have (a round robin's follow from its players).
    pub rounds: Option<u32>,
    pub time: TimePerMove,
    pub rated: bool,
    pub max_players: Option<u32>,
    pub organiser: User,
    pub state: TournamentState,
    /// The round being played (0 before the first).
    pub round: u32,
}

impl TournamentView {
    pub fn of(row: &TournamentRow) -> TournamentView {
        TournamentView {
            id: row.id,
            name: row.name.clone(),
            variant: row.variant,
            format: row.format,
            rounds: row.rounds,
            time: row.time,
            rated: row.rated,
            max_players: row.max_players,
            organiser: row.organiser.clone(),
            state: row.state,
            round: row.round,
        }
    }
}
