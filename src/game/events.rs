//! What the use cases say, in types. A use case answers with a [`Told`]: a reply whose text,
//! direct messages and file captions are [`Said`] (what happened, [`Event`]; what was asked
//! to be seen, [`View`]; what a file shows, [`Caption`]; in order), worded by
//! [`super::words`] only when the reply is presented, so that no use case builds a
//! sentence and each could be worded in another language.

use super::analyses::told::{AnalysisReport, JudgedMove};
pub(super) use super::puzzle_told::PuzzleEvent;
pub(super) use super::subjects::{ChallengeView, GameView, RatingView};
use super::teams::told::TeamEvent;
use super::tournaments::told::{TournamentCaption, TournamentEvent, TournamentInfo};
use crate::rules::{Color, Outcome, Role, Square, Variant};
use crate::store::Offer;
use crate::types::{BotLevel, GameId, Lang, NotifySet, Reply, Time, User, UserId};

/// A use case's reply, before it is worded and its board drawn.
pub(super) type Told = Reply<Said>;

/// What a message says, in order (worded one after the other).
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct Said(pub Vec<Saying>);

impl Said {
    /// Adds `saying` at the end.
    pub fn push(&mut self, saying: impl Into<Saying>) {
        self.0.push(saying.into());
    }

    /// What kind of sayings it has, in order (see [`Saying::kind`]).
    pub fn kinds(&self) -> Vec<&'static str> {
        self.0.iter().map(Saying::kind).collect()
    }

    /// The events it tells, in order.
    pub fn events(&self) -> impl Iterator<Item = &Event> {
        self.0.iter().filter_map(|s| match s {
            Saying::Event(event) => Some(event),
            _ => None,
        })
    }
}

impl From<Event> for Said {
    fn from(event: Event) -> Said {
        Said(vec![event.into()])
    }
}

impl From<View> for Said {
    fn from(view: View) -> Said {
        Said(vec![view.into()])
    }
}

impl From<Caption> for Said {
    fn from(caption: Caption) -> Said {
        Said(vec![caption.into()])
    }
}

impl Told {
    /// A reply saying `said`.
    pub fn saying(said: impl Into<Saying>) -> Told {
        Told {
            text: Said(vec![said.into()]),
            ..Told::default()
        }
    }

    /// A reply saying `event` that notifies `mentions`.
    pub fn telling(event: impl Into<Saying>, mentions: Vec<crate::types::UserId>) -> Told {
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
        /// The move, in SAN.
        san: String,
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
    pub game: GameView,
    pub mover: String,
    pub by: MoveBy,
    /// The move, in SAN.
    pub san: String,
    /// Whose turn it is after the move, and whether they are in check.
    pub to_move: Color,
    pub check: bool,
    pub outcome: Option<Outcome>,
    /// Seconds left to the player to move.
    pub seconds_left: i64,
    /// A game on a chess clock: each side's time left (ms), [White, Black].
    pub clocks: Option<[i64; 2]>,
    /// The players away on vacation (name, until when), in a correspondence game.
    pub away: Vec<(String, Time)>,
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
    pub game: GameView,
    pub yours: bool,
    pub to_move: Color,
    pub left: Option<i64>,
    pub away: Vec<(String, Time)>,
}

/// One thing a message says: something that happened, something a command asked to see, or
/// what a file shows.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Saying {
    Event(Event),
    View(View),
    Caption(Caption),
}

impl Saying {
    /// What kind of saying it is, by name (`MovePlayed`; `VoteCounted` for a team's event,
    /// `Standings` for a tournament's view): for tests and logs, which check what a reply
    /// says without its words.
    pub fn kind(&self) -> &'static str {
        match self {
            Saying::Event(Event::Puzzle(event)) => event.into(),
            Saying::Event(Event::Team(event)) => event.as_ref().into(),
            Saying::Event(Event::Tournament(event)) => event.as_ref().into(),
            Saying::Event(event) => event.into(),
            Saying::View(View::Tournament(view)) => view.as_ref().into(),
            Saying::View(view) => view.into(),
            Saying::Caption(Caption::Tournament(caption)) => caption.as_ref().into(),
            Saying::Caption(caption) => caption.into(),
        }
    }
}

impl From<Event> for Saying {
    fn from(event: Event) -> Saying {
        Saying::Event(event)
    }
}

impl From<View> for Saying {
    fn from(view: View) -> Saying {
        Saying::View(view)
    }
}

impl From<Caption> for Saying {
    fn from(caption: Caption) -> Saying {
        Saying::Caption(caption)
    }
}

/// What happened, as a reply tells it: a challenge made, a move played, a game ended, an
/// offer, a setting changed.
#[derive(Clone, Debug, PartialEq, strum::IntoStaticStr, strum::VariantNames)]
pub(super) enum Event {
    ChallengeMade(Box<ChallengeView>),
    /// The same, in a direct message to the one challenged.
    ChallengedYou(Box<ChallengeView>),
    GameBegins(GameView),
    ChallengeDeclined {
        by: String,
        challenge: Box<ChallengeView>,
    },
    ChallengeWithdrawn(Box<ChallengeView>),
    ChallengeExpired(Box<ChallengeView>),
    MovePlayed(MovePlayed),
    /// A move's answer owed after a restart, the game having moved on since.
    PlayedThenMovedOn {
        mover: String,
        /// The move, in SAN.
        san: String,
    },
    Ended {
        how: HowEnded,
        game: GameView,
        outcome: Outcome,
    },
    /// The result, in a direct message to a player.
    EndedDirect {
        game: GameView,
        outcome: Outcome,
    },
    Reminder {
        game: GameView,
        to_move: User,
        opponent: User,
        left: i64,
    },
    ReminderDirect {
        game: GameView,
        opponent: User,
        left: i64,
    },
    YourMoveDirect {
        why: WhyYourMove,
        game: GameView,
        opponent: User,
        left: Option<i64>,
    },
    /// The answer to a command carried out just before a restart (what follows says where
    /// things stand now).
    Owed {
        not_played: Option<String>,
    },
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
    /// A line stored, with every line of the player's in the game (each its moves in order:
    /// theirs, then the answer).
    PremoveStored {
        game: GameId,
        lines: Vec<Vec<String>>,
    },
    PremovesCleared {
        game: GameId,
        count: usize,
    },
    /// The asker's links to play `game` on its board page ended (`web revoke`).
    BoardLinksRevoked {
        game: GameId,
        count: usize,
    },
    /// The board added to this room's widgets, or removed (`board widget on|off`).
    BoardWidget {
        on: bool,
    },
    PremoveNotInPublic(Option<GameId>),
    PremoveSendHere(Option<GameId>),
    VacationStarted {
        until: Time,
        paused: usize,
        used: u32,
    },
    VacationEnded {
        used: u32,
    },
    /// How far an analysis has come: positions searched, of how many.
    Analysing {
        id: GameId,
        done: usize,
        total: usize,
    },
    Puzzle(PuzzleEvent),
    Tournament(Box<TournamentEvent>),
    Team(Box<TeamEvent>),
}

/// What a command asked to see: a board, a list, a record, the rules, ratings, settings.
#[derive(Clone, Debug, PartialEq, strum::IntoStaticStr, strum::VariantNames)]
pub(super) enum View {
    /// The challenges waiting in a channel, with the seconds each has left.
    ChallengesWaiting(Vec<(ChallengeView, i64)>),
    /// The link to a game's or tournament's web page: `url` is filled in when the reply is
    /// presented, and the link left out when pages are not linked.
    PageLink {
        of: crate::store::PageOf,
        url: Option<String>,
    },
    /// `player`'s own link to play `game` on its board page: made when the reply is
    /// presented (its secret is never in a use case's events), and left out when pages are
    /// not linked.
    BoardLink {
        game: GameId,
        player: UserId,
        url: Option<String>,
    },
    PremoveLines {
        game: GameId,
        lines: Vec<Vec<String>>,
    },
    NotifySettings {
        saved: bool,
        settings: NotifySet,
    },
    VacationStatus {
        until: Option<Time>,
        used: u32,
    },
    Board {
        game: GameView,
        to_move: Color,
        outcome: Option<Outcome>,
        away: Vec<(String, Time)>,
    },
    Games(Vec<GameLine>),
    Next {
        game: GameView,
        left: Option<i64>,
        away: Vec<(String, Time)>,
    },
    History {
        game: GameView,
        moves: usize,
        outcome: Option<Outcome>,
        movetext: String,
        pgn: String,
    },
    Replay {
        game: GameView,
        plies: usize,
    },
    Exported {
        count: usize,
    },
    MovesListed {
        asked: Which,
        count: usize,
        listed: Vec<String>,
        mover: String,
        color: Color,
    },
    BestRatings {
        variant: Variant,
        in_server: bool,
        /// The best players, best first.
        top: Vec<(User, RatingView)>,
        /// The asker's rank, of how many, and rating, when not among the best.
        me: Option<(u32, u32, RatingView)>,
        levels: Vec<(BotLevel, RatingView)>,
    },
    PlayerRatings {
        player: User,
        in_server: bool,
        /// Each variant's rating, its rank and of how many.
        ranked: Vec<(Variant, RatingView, u32, u32)>,
        against_bot: Vec<(Variant, RatingView)>,
        puzzles: Vec<(Variant, RatingView)>,
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
    Tournament(Box<TournamentInfo>),
    Analysis(Box<AnalysisReport>),
}

/// What a file shows, in a few words under it (its alt text on Discord).
#[derive(Clone, Debug, PartialEq, strum::IntoStaticStr, strum::VariantNames)]
pub(super) enum Caption {
    Record(GameId),
    Replay {
        game: GameView,
        plies: usize,
    },
    Export {
        player: User,
        count: usize,
    },
    Map {
        asked: Which,
        count: usize,
    },
    /// The line under a rules diagram's file.
    Diagram {
        variant: Variant,
        topic: String,
    },
    Graph(GameId),
    KeyMoment {
        id: GameId,
        moment: Box<JudgedMove>,
    },
    Tournament(Box<TournamentCaption>),
}

impl From<TournamentEvent> for Saying {
    fn from(event: TournamentEvent) -> Saying {
        Event::Tournament(Box::new(event)).into()
    }
}

impl From<TournamentInfo> for Saying {
    fn from(view: TournamentInfo) -> Saying {
        View::Tournament(Box::new(view)).into()
    }
}

impl From<TournamentCaption> for Said {
    fn from(caption: TournamentCaption) -> Said {
        Caption::Tournament(Box::new(caption)).into()
    }
}
