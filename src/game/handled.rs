//! What every use case of the game layer returns: a value (what happened, as
//! [`super::events`]), or why it did nothing ([`Refusal`]), in types; worded by
//! [`super::words`]. A leaf of the game layer, so that the use cases and the dispatcher
//! ([`super::Service`]) import it and never each other in a circle.

use super::events::Told;
use super::teams::told::TeamRefusal;
use super::tournaments::told::TournamentRefusal;
use crate::rules::{Color, MoveError, Outcome, Role, Square, Variant};
use crate::store::{GameRow, Offer, StoreError};
use crate::types::{GameId, Time};

/// Why a command was refused: what the user asked cannot be done (each case with what its
/// words need, worded by `words::refusals::refusal`).
#[derive(Debug, strum::IntoStaticStr, strum::VariantNames)]
pub(super) enum Refusal {
    /// What the adapter could not read as a command.
    Usage(crate::types::UsageError),
    // --- games -------------------------------------------------------------------------
    NoGameInProgress,
    /// A command about the game here, sent in a channel whose threads hold several of the
    /// sender's games (each: its thread, White, Black, variant).
    PlaysInThreads(Vec<(crate::types::ChannelId, String, String, Variant)>),
    /// `board` or `replay`-like questions where no game was ever played.
    NoGamePlayedHere,
    NoGameToReplay,
    NoSuchGame(GameId),
    NoSuchGameHere(GameId),
    GameOver(GameId),
    NotAPlayer {
        white: String,
        black: String,
    },
    NotYourTurn {
        next: String,
        color: Color,
    },
    /// No game anywhere waits for the user's move (`next`).
    NoMoveWaiting,
    Illegal {
        text: String,
        error: MoveError,
    },
    /// Another move was stored between reading the game and storing this one.
    MoveRaced,
    /// The mover's time on the chess clock ran out before the move came.
    OutOfTime,
    /// The bot's move was thought out on a position that has changed since.
    PositionMoved,
    /// A move picked from menus made for a position the game has left.
    PickExpired,
    /// `web` where no board pages are served (no `--http` with a public address).
    NoBoardPages,
    /// `board widget` outside a Matrix room.
    WidgetsInMatrixRooms,
    /// `board widget` from someone who does not moderate the room.
    WidgetForModerators,
    /// The game changed between reading it and answering (a resignation, an offer).
    GameChanged,
    GameChangedLookAtBoard,
    // --- moderators ----------------------------------------------------------------------
    AdjudicateForModerators,
    /// A moderator asked to decide a game they play themselves (or their channel's team does).
    AdjudicateOwnGame,
    /// A room's language is set by its moderators.
    LanguageForModerators,
    /// `adjudicate` without a game, where none is played but threads within hold games in
    /// progress (each: its id, thread, White, Black, variant).
    NameTheGame(Vec<(GameId, crate::types::ChannelId, String, String, Variant)>),
    // --- moves maps ----------------------------------------------------------------------
    NotOnTheBoard(Square),
    NoPieceOn(Square),
    OpponentsPiece {
        square: Square,
        role: Role,
        color: Color,
    },
    PieceCannotMove {
        square: Square,
        role: Role,
    },
    NoDrop(Role),
    // --- challenges ----------------------------------------------------------------------
    OwnChallenge,
    GameHere {
        white: String,
        black: String,
    },
    GameThere {
        white: String,
        black: String,
    },
    ChallengeYourself,
    ChallengeWaiting {
        variant: Variant,
        to: Option<String>,
    },
    TooManyChallenges(usize),
    ChallengedJustNow,
    NoChallengeToAccept,
    NoChallengeToDecline,
    NoChallengeToCancel,
    ChallengesForOthers {
        names: Vec<String>,
        action: ChallengeAction,
    },
    ChallengeForOther {
        name: String,
        action: ChallengeAction,
    },
    ChallengeJustTaken,
    OpenChallengeNotDeclined,
    OnlyChallengerCancels(String),
    ChallengeGone,
    NoOwnChallenge,
    ChallengeNoLongerWaiting,
    NoChallengeFrom(String),
    // --- offers --------------------------------------------------------------------------
    NotOffered {
        kind: Offer,
        by: String,
    },
    AlreadyOffered {
        kind: Offer,
        to: String,
    },
    NothingToDecline {
        kind: Offer,
        from: String,
    },
    NoOwnMoveToTakeBack,
    NoMoveToTakeBack,
    // --- analysis ------------------------------------------------------------------------
    /// No game of the channel has ended (`playing`: one is being played).
    NoFinishedGameHere {
        playing: bool,
    },
    /// An analysis was asked of a game still being played.
    StillPlayed(GameId),
    /// The game ended before its first move.
    NothingToAnalyse(GameId),
    // --- puzzles -------------------------------------------------------------------------
    NoPuzzleHere,
    /// Turning the daily puzzle on or off is for moderators.
    DailyForModerators,
    NoSuchTheme {
        variant: Variant,
        theme: String,
        themes: Vec<String>,
    },
    NoPuzzleLeft {
        variant: Variant,
        theme: Option<String>,
    },
    // --- tournaments ---------------------------------------------------------------------
    Tournament(TournamentRefusal),
    Team(TeamRefusal),
    // --- rules and pictures --------------------------------------------------------------
    WhichVariant {
        topic: String,
    },
    NoSuchTopic {
        variant: Variant,
        topic: String,
        topics: Vec<String>,
    },
    PictureUnavailable,
    // --- conditional moves -------------------------------------------------------------
    LineNotInPairs,
    LineTooLong(usize),
    YourMoveNow,
    LineOutlastsGame {
        at: usize,
        text: String,
    },
    LineIllegal {
        at: usize,
        by: Option<String>,
        text: String,
        error: MoveError,
    },
    LineStored,
    LineConflict {
        after: String,
        stored: String,
        new: String,
    },
    TooManyLines(usize),
    GameMovedOn,
    // --- vacations -----------------------------------------------------------------------
    NotOnVacation,
    OnVacationUntil(Time),
    VacationLength(u32),
    VacationDaysLeft {
        left: u32,
        used: u32,
        per_year: u32,
    },
}

/// What a refused command about a challenge asked for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum ChallengeAction {
    Accept,
    Decline,
}

/// Why a command did nothing: it was refused (the user is told why), or the database failed
/// (logged, and the user told that nothing changed). A failure is not the user's mistake, and
/// the two are kept apart so that no refusal can be taken for one.
#[derive(Debug)]
pub(super) enum NotDone {
    Refused(Refusal),
    Failed(StoreError),
}

impl Refusal {
    /// What was refused, by name (`NotYourTurn`; a team's or tournament's by its own): what
    /// [`Reply::refused`] tells.
    pub(super) fn kind(&self) -> &'static str {
        match self {
            Refusal::Tournament(why) => why.into(),
            Refusal::Team(why) => why.into(),
            why => why.into(),
        }
    }
}

impl From<Refusal> for NotDone {
    fn from(why: Refusal) -> NotDone {
        NotDone::Refused(why)
    }
}

impl From<StoreError> for NotDone {
    fn from(e: StoreError) -> NotDone {
        NotDone::Failed(e)
    }
}

/// What a use case returns: what happened, or why nothing did.
pub(super) type Handled<T> = Result<T, NotDone>;

/// A use case's refusal: nothing was done, for `why`.
pub(super) fn refused<T>(why: Refusal) -> Handled<T> {
    Err(NotDone::Refused(why))
}

/// A move played: its reply, and whether conditional moves wait in its game (to be answered
/// with the service's `then_premoves`).
#[derive(Debug)]
pub(super) struct Played {
    pub reply: Told,
    pub premoves: bool,
}

pub(super) fn ending_outcome(row: &GameRow) -> Option<Outcome> {
    let reason = row.result_reason?;
    Some(Outcome {
        winner: row.winner,
        reason,
    })
}
