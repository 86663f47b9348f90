//! What the use cases say happened, in types. A use case answers with a [`Told`]: a reply
//! whose text, direct messages and file captions are [`Said`] (events, in order), worded by
//! [`super::words`] only when the reply is presented, so that no use case builds a
//! sentence and each could be worded in another language.

use super::analyses::told::{AnalysisReport, JudgedMove};
use super::teams::told::TeamEvent;
use super::tournaments::told::TournamentEvent;
use crate::rules::{Color, Outcome, Role, Square, Variant};
use crate::store::{ChallengeRow, GameRow, Offer, PremoveRow, RatingRow, StoredRating};
use crate::types::{BotLevel, GameId, Lang, NotifySet, Reply, User};

/// A use case's reply, before it is worded and its board drawn.
pub(super) type Told = Reply<Said>;

/// What a message says: its events in order (worded one after the other).
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct Said(pub Vec<Event>);

impl From<Event> for Said {
    fn from(event: Event) -> Said {
        Said(vec![event])
    }
}

impl Told {
    /// A reply saying `event`.
    pub fn saying(event: Event) -> Told {
        Told {
            text: event.into(),
            ..Told::default()
        }
    }

    /// A reply saying `event` that notifies `mentions`.
    pub fn telling(event: Event, mentions: Vec<crate::types::UserId>) -> Told {
        Told {
            mentions,
            ..Told::saying(event)
        }
    }
}

/// How a game ended by someone's doing or the clock (the result is told with it).
#[derive(Clone, Debug, PartialEq)]
pub(super) enum HowEnded {
    Resigned {
        by: String,
    },
    DrawAgreed {
        by: String,
        offered_by: String,
    },
    OutOfTime {
        loser: String,
    },
    /// Decided by a moderator (a player left).
    Adjudicated {
        by: String,
    },
}

/// Why it became a player's move, as a direct message tells them.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum WhyYourMove {
    Played {
        by: String,
        notation: String,
    },
    Accepted {
        by: String,
    },
    /// A tournament's game begins with your move.
    Paired {
        tournament: String,
        round: u32,
        board: u32,
    },
}

/// Who chose a move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum MoveBy {
    /// The player, or the bot, just now.
    Player,
    /// A conditional move stored earlier by the player of this colour.
    Conditional(Color),
}

/// A move stored in a game.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct MovePlayed {
    /// The game as it is after the move (its new deadline included).
    pub row: Box<GameRow>,
    pub mover: String,
    pub by: MoveBy,
    pub notation: String,
    /// Whose turn it is after the move, and whether they are in check.
    pub to_move: Color,
    pub check: bool,
    pub outcome: Option<Outcome>,
    /// Seconds left to the player to move.
    pub seconds_left: i64,
    /// The players away on vacation (name, until when), in a correspondence game.
    pub away: Vec<(String, i64)>,
}

/// Which moves were asked for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Which {
    All,
    /// One square's piece (`None`: no piece there, said as "piece").
    From {
        square: Square,
        role: Option<Role>,
    },
    /// A piece from the hand.
    Drops(Role),
}

/// One of a player's games in progress: whose move, the seconds left, who is away.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct GameLine {
    pub row: GameRow,
    pub yours: bool,
    pub to_move: Color,
    pub left: Option<i64>,
    pub away: Vec<(String, i64)>,
}

/// What happened, or what was asked for, as a reply tells it.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Event {
    // --- challenges ------------------------------------------------------------------------
    ChallengeMade(Box<ChallengeRow>),
    /// The same, in a direct message to the one challenged.
    ChallengedYou(Box<ChallengeRow>),
    /// The challenges waiting in a channel, with the seconds each has left.
    ChallengesWaiting(Vec<(ChallengeRow, i64)>),
    GameBegins(Box<GameRow>),
    ChallengeDeclined {
        by: String,
        challenge: Box<ChallengeRow>,
    },
    ChallengeWithdrawn(Box<ChallengeRow>),
    ChallengeExpired(Box<ChallengeRow>),
    // --- a game's course ---------------------------------------------------------------------
    MovePlayed(MovePlayed),
    /// A move's answer owed after a restart, the game having moved on since.
    PlayedThenMovedOn {
        mover: String,
        notation: String,
    },
    Ended {
        how: HowEnded,
        row: Box<GameRow>,
        outcome: Outcome,
    },
    /// The link to a game's or tournament's web page: `url` is filled in when the reply is
    /// presented, and the link left out when pages are not linked.
    PageLink {
        of: crate::store::PageOf,
        url: Option<String>,
    },
    /// The result, in a direct message to a player.
    EndedDirect {
        row: Box<GameRow>,
        outcome: Outcome,
    },
    Reminder {
        row: Box<GameRow>,
        to_move: User,
        opponent: User,
        left: i64,
    },
    ReminderDirect {
        row: Box<GameRow>,
        opponent: User,
        left: i64,
    },
    YourMoveDirect {
        why: WhyYourMove,
        row: Box<GameRow>,
        opponent: User,
        left: Option<i64>,
    },
    /// The answer to a command carried out just before a restart (what follows says where
    /// things stand now).
    Owed {
        not_played: Option<String>,
    },
    // --- offers --------------------------------------------------------------------------
    OfferMade {
        kind: Offer,
        by: String,
        to: String,
    },
    OfferDeclined {
        kind: Offer,
        by: String,
    },
    /// An offer made to the bot (its answer follows).
    OfferToBot {
        kind: Offer,
        by: String,
    },
    BotTakebacksUnrated,
    TakenBack {
        by: String,
        moves: Vec<String>,
        to_move: String,
        color: Color,
    },
    // --- conditional moves ---------------------------------------------------------------
    PremoveLines {
        game: GameId,
        lines: Vec<PremoveRow>,
    },
    PremoveStored {
        game: GameId,
        lines: Vec<PremoveRow>,
    },
    PremovesCleared {
        game: GameId,
        count: usize,
    },
    PremoveNotInPublic(Option<GameId>),
    PremoveSendHere(Option<GameId>),
    // --- settings --------------------------------------------------------------------------
    NotifySettings {
        saved: bool,
        settings: NotifySet,
    },
    VacationStatus {
        until: Option<i64>,
        used: u32,
    },
    VacationStarted {
        until: i64,
        paused: usize,
        used: u32,
    },
    VacationEnded {
        used: u32,
    },
    // --- what users look up ------------------------------------------------------------------
    Board {
        row: Box<GameRow>,
        to_move: Color,
        outcome: Option<Outcome>,
        away: Vec<(String, i64)>,
    },
    Games(Vec<GameLine>),
    Next {
        row: Box<GameRow>,
        left: Option<i64>,
        away: Vec<(String, i64)>,
    },
    History {
        row: Box<GameRow>,
        moves: usize,
        outcome: Option<Outcome>,
        movetext: String,
        pgn: String,
    },
    RecordCaption(GameId),
    Replay {
        row: Box<GameRow>,
        plies: usize,
    },
    ReplayCaption {
        row: Box<GameRow>,
        plies: usize,
    },
    Exported {
        count: usize,
    },
    ExportCaption {
        player: User,
        count: usize,
    },
    MovesListed {
        asked: Which,
        count: usize,
        listed: Vec<String>,
        mover: String,
        color: Color,
    },
    MapCaption {
        asked: Which,
        count: usize,
    },
    BestRatings {
        variant: Variant,
        in_server: bool,
        top: Vec<RatingRow>,
        /// The asker's rank, of how many, and rating, when not among the best.
        me: Option<(u32, u32, RatingRow)>,
        levels: Vec<(BotLevel, StoredRating)>,
    },
    PlayerRatings {
        player: User,
        in_server: bool,
        ranked: Vec<(RatingRow, u32, u32)>,
        against_bot: Vec<(Variant, StoredRating)>,
        puzzles: Vec<(Variant, StoredRating)>,
    },
    WhichRules,
    Rules {
        variant: Variant,
        topics: Vec<String>,
    },
    /// One rule with its picture (its topic, as `rules <variant> <topic>` names it).
    Rule {
        variant: Variant,
        topic: String,
    },
    /// The line under a rules diagram's file.
    DiagramCaption {
        variant: Variant,
        topic: String,
    },
    Variants,
    Help(Option<String>),
    /// Where `language` stands: the language the asker chose (none: they follow the room),
    /// the room's own, whether this command `saved` one of them, and whether the platform
    /// tells the asker's language by itself (Discord, from their client).
    Languages {
        mine: Option<Lang>,
        room: Option<Lang>,
        saved: bool,
        from_client: bool,
    },
    // --- analysis ------------------------------------------------------------------------
    Analysis(Box<AnalysisReport>),
    /// How far an analysis has come: positions searched, of how many.
    Analysing {
        id: GameId,
        done: usize,
        total: usize,
    },
    GraphCaption(GameId),
    KeyMomentCaption {
        id: GameId,
        moment: Box<JudgedMove>,
    },
    Puzzle(PuzzleEvent),
    // --- tournaments ---------------------------------------------------------------------
    Tournament(Box<TournamentEvent>),
    Team(Box<TeamEvent>),
}

/// What happened to a puzzle. `rating` is the solver's puzzle rating in the variant before
/// and after, when this try moved it.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum PuzzleEvent {
    Shown {
        id: String,
        variant: Variant,
        rating: i32,
        themes: Vec<String>,
        solver: Color,
        solver_moves: usize,
    },
    /// A right move: the opponent's reply follows, or the puzzle is solved.
    Right {
        id: String,
        solver: String,
        played: String,
        reply: Option<String>,
        rating: Option<(Variant, f64, f64)>,
    },
    Wrong {
        id: String,
        solver: String,
        played: String,
        rating: Option<(Variant, f64, f64)>,
    },
    /// The rest of the solution, shown on request.
    Solution {
        id: String,
        solver: String,
        rest: Vec<String>,
        rating: Option<(Variant, f64, f64)>,
    },
    AlreadyDone {
        id: String,
        solved: bool,
    },
    /// The daily puzzle turned on or off (`changed`: it was not already so).
    Daily {
        on: bool,
        changed: bool,
    },
    /// What comes before the puzzle of the day.
    OfTheDay {
        day: i64,
    },
}
