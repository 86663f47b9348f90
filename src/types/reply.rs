//! What the service answers: replies with their boards and files, direct messages, and the
//! notices it sends by itself.

use super::{ChallengeId, ChannelId, GameId, Lang, TallyRef, Time, TournamentId, User, UserId};
use crate::rules::{Color, Move, Outcome, Position, Variant};

/// The most files one reply carries: Discord's limit of ten attachments, one kept for the board.
pub const MAX_FILES: usize = 9;

/// A board a reply shows, as its use case saw it; drawn into the reply's `image` when the
/// reply is presented, after the command's transaction.
#[derive(Clone, Debug)]
pub struct BoardView {
    pub position: Position,
    /// The move that led to the position, with the position it was played from (arrows).
    pub last_move: Option<(Move, Position)>,
    pub white: String,
    pub black: String,
    /// The result to announce.
    pub outcome: Option<Outcome>,
    /// The players away on vacation and until when, said under the board.
    pub away: Vec<(String, Time)>,
    /// The image's file name: `game-12-ply-31.png`.
    pub file_name: String,
    /// A tournament game's round and board, said on the image.
    pub tournament_board: Option<(u32, u32)>,
    /// Drawn from Black's side (a puzzle Black solves).
    pub flip: bool,
    /// A game on a chess clock: each side's time left in milliseconds, [White, Black].
    pub clocks: Option<[i64; 2]>,
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

/// A file a reply carries besides its board: a rules diagram, a move map, a replay, a record.
/// `T` is how its caption is said: words (as the adapters get it), or what the game layer
/// says before it words it.
#[derive(Clone, Debug)]
pub struct Attachment<T = String> {
    pub bytes: Vec<u8>,
    pub file_name: String,
    pub kind: FileKind,
    /// What it shows, in a few words: the alt text on Discord, the body on Matrix.
    pub caption: T,
}

/// What kind of file an [`Attachment`] is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FileKind {
    Png {
        width: u32,
        height: u32,
    },
    Gif {
        width: u32,
        height: u32,
    },
    Pgn,
    /// A tournament report (FIDE's TRF-16), plain text.
    Trf,
}

impl FileKind {
    pub fn mime(self) -> &'static str {
        match self {
            FileKind::Png { .. } => "image/png",
            FileKind::Gif { .. } => "image/gif",
            FileKind::Pgn => "application/vnd.chess-pgn",
            FileKind::Trf => "text/plain",
        }
    }

    /// Width and height of an image.
    pub fn dimensions(self) -> Option<(u32, u32)> {
        match self {
            FileKind::Png { width, height } | FileKind::Gif { width, height } => {
                Some((width, height))
            }
            FileKind::Pgn | FileKind::Trf => None,
        }
    }
}

/// What the service answers. `T` is how it is said: words, as the adapters get it (the
/// default), or what the game layer's use cases say happened, worded when presented.
#[derive(Clone, Debug, Default)]
pub struct Reply<T = String> {
    pub text: T,
    /// The board after the command, to draw.
    pub board: Option<BoardView>,
    /// The board after the command, as an image: drawn from `board` when the reply is
    /// presented.
    pub image: Option<BoardImage>,
    /// Files shown after the text and the board (at most [`MAX_FILES`]).
    pub files: Vec<Attachment<T>>,
    /// The board drawn in text, for clients without images.
    pub board_text: Option<String>,
    /// Users to notify (the player to move, the one challenged).
    pub mentions: Vec<UserId>,
    /// An error: shown only to the user who caused it where the platform can; nothing changed.
    pub error: bool,
    /// Why the command was refused, by name (`NotYourTurn`), when it was: for tests and
    /// logs. What the user reads is `text`.
    pub refused: Option<&'static str>,
    /// What the text says, by kind (`MovePlayed`, `VoteCounted`, `Standings`; a failure as
    /// `AlreadyHandled`, `Unreachable` or `NotSaved`), in order: for tests and logs, which
    /// check what a reply tells without its words.
    pub says: Vec<&'static str>,
    /// Shown only to the user who asked, where the platform can (a player's move map).
    pub private: bool,
    /// The asker has a game where it is their move: platforms with buttons offer `next`.
    pub offers_next: bool,
    /// A wrong answer to a puzzle: platforms with buttons offer its solution.
    pub offers_solution: bool,
    /// The game the reply is about, if any.
    pub game: Option<GameSummary>,
    /// The challenge just made, for adapters that put buttons under it.
    pub challenge: Option<ChallengeId>,
    /// The tournament just opened, for adapters that put Join and Leave buttons under it.
    pub tournament: Option<TournamentId>,
    /// Direct messages to players who asked for them (`notify`), sent after the reply.
    pub direct: Vec<Direct<T>>,
    /// A team's vote whose tally this reply is: adapters keep one message per vote and edit
    /// it (at most every few seconds, and once more when the vote closes).
    pub tally: Option<TallyRef>,
    /// Messages for other channels, posted with this one (a team challenge waits in the
    /// other team's channel).
    pub elsewhere: Vec<Elsewhere<T>>,
    /// Messages for the same channel that follow this one: moves played at once in answer
    /// (conditional moves).
    pub then: Vec<Reply<T>>,
    /// The language it is worded in, for the words adapters add (buttons, embeds).
    pub lang: Lang,
    /// What the command sets in motion once this reply is out, as its use case said it;
    /// the game layer carries it out, adapters leave it alone.
    pub follows: Follows,
    /// The room's board widget to add or remove: the Matrix adapter writes the room's state.
    pub room_widget: Option<RoomWidget>,
}

/// A Matrix room's board widget (`board widget on|off`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RoomWidget {
    /// Shown in the room, from this address (whose `$matrix_...` variables the client fills).
    Add {
        url: String,
    },
    Remove,
}

/// What follows a command, said by the use case that carried it out (as lichess's round
/// module states what follows a move), and carried out by the service in one place.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Follows {
    /// The bot is to move in this game, at this ply: it thinks now, and its move is posted
    /// once this reply is.
    pub bot_turn: Option<(GameId, u32)>,
    /// Work for the clock is due now, not at its next tick: a tournament's game ended (its
    /// round may be over), a tournament began, a daily puzzle was asked for, a team's vote
    /// may close.
    pub wake_clock: bool,
    /// A chess clock runs out at this time unless a move comes first: the clock looks then.
    pub flag_at: Option<Time>,
}

/// A message for another channel than its reply's.
#[derive(Clone, Debug)]
pub struct Elsewhere<T = String> {
    pub channel: ChannelId,
    pub reply: Reply<T>,
}

/// A direct message to one user: a Discord DM, a Matrix direct room, a console line.
#[derive(Clone, Debug)]
pub struct Direct<T = String> {
    pub user: UserId,
    pub text: T,
    /// What the text says, by kind, as [`Reply::says`].
    pub says: Vec<&'static str>,
    /// Whether the message shows the reply's board (as `image`, once drawn).
    pub board: bool,
    pub image: Option<BoardImage>,
}

impl<T> Direct<T> {
    /// A direct message to `user` saying `text`, with the reply's board if `board`.
    pub fn new(user: UserId, text: T, board: bool) -> Direct<T> {
        Direct {
            user,
            text,
            says: Vec::new(),
            board,
            image: None,
        }
    }
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

impl<T> Reply<T> {
    /// The last of this reply and those that follow it: where the game stands after them.
    pub fn last(&self) -> &Reply<T> {
        self.then.last().unwrap_or(self)
    }

    /// [`Reply::last`], to change.
    pub fn last_mut(&mut self) -> &mut Reply<T> {
        match self.then.len() {
            0 => self,
            n => &mut self.then[n - 1],
        }
    }

    /// The same reply said otherwise: its text, its direct messages' and its files' captions
    /// (and those of the replies that follow) turned by `say`.
    pub fn map<U>(self, say: &mut impl FnMut(T) -> U) -> Reply<U> {
        Reply {
            text: say(self.text),
            board: self.board,
            image: self.image,
            files: (self.files.into_iter())
                .map(|f| Attachment {
                    bytes: f.bytes,
                    file_name: f.file_name,
                    kind: f.kind,
                    caption: say(f.caption),
                })
                .collect(),
            board_text: self.board_text,
            mentions: self.mentions,
            error: self.error,
            refused: self.refused,
            says: self.says,
            private: self.private,
            offers_next: self.offers_next,
            offers_solution: self.offers_solution,
            game: self.game,
            challenge: self.challenge,
            tournament: self.tournament,
            tally: self.tally,
            direct: (self.direct.into_iter())
                .map(|d| Direct {
                    user: d.user,
                    text: say(d.text),
                    says: d.says,
                    board: d.board,
                    image: d.image,
                })
                .collect(),
            elsewhere: (self.elsewhere.into_iter())
                .map(|e| Elsewhere {
                    channel: e.channel,
                    reply: e.reply.map(say),
                })
                .collect(),
            then: self.then.into_iter().map(|r| r.map(say)).collect(),
            lang: self.lang,
            follows: self.follows,
            room_widget: self.room_widget,
        }
    }
}

/// The state of a game in a reply, for adapters that show buttons or embeds.
#[derive(Clone, Debug, PartialEq)]
pub struct GameSummary {
    pub id: GameId,
    pub variant: Variant,
    pub white: User,
    pub black: User,
    pub to_move: Color,
    pub finished: bool,
    /// The last move, in the coordinate notation (as stored).
    pub last_move: Option<String>,
    /// The last move in SAN, as people read it.
    pub last_san: Option<String>,
    /// Moves played so far.
    pub ply: u32,
    /// Seconds left to the player to move.
    pub seconds_left: Option<i64>,
    /// A game on a chess clock: each side's time left in milliseconds, [White, Black], the
    /// clock of the side to move running from the reply on.
    pub clocks: Option<[i64; 2]>,
    /// The colour the bot plays, in a game against it.
    pub bot: Option<Color>,
    /// Its players can have a link to play it on its board page (`web`): the pages are
    /// served and linked.
    pub board_page: bool,
}

impl GameSummary {
    /// Whether the bot is to move (its reply will follow as a notice).
    pub fn bot_to_move(&self) -> bool {
        !self.finished && self.bot == Some(self.to_move)
    }
}

/// A message the service sends by itself: a reminder, a loss on time, the bot's move.
#[derive(Clone, Debug)]
pub struct Notice<T = String> {
    pub channel: ChannelId,
    pub reply: Reply<T>,
    /// To hand back to the service (`Service::posted`) once the notice is posted; until
    /// then it is sent again a little later (by any process), so that none is lost when the
    /// process that was to post it stops first.
    pub receipt: Option<Receipt>,
}

impl<T> Notice<T> {
    /// A notice that is posted at most once, with no receipt.
    pub fn once(channel: ChannelId, reply: Reply<T>) -> Notice<T> {
        Notice {
            channel,
            reply,
            receipt: None,
        }
    }
}

/// What a posted [`Notice`] was.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Receipt {
    /// The reminder of the move at `ply` in a game.
    Reminder { game: GameId, ply: u32 },
    /// The result of a game the clock ended.
    Result { game: GameId },
    /// A tournament's announcement: of round `what`, or (one more than its last round) its
    /// final standings.
    Tournament { id: TournamentId, what: u32 },
    /// A channel's puzzle of the day (days since 1970, UTC).
    DailyPuzzle { day: i64 },
}

/// A tournament board whose game is to be set up: the adapter opens a place for it (a
/// thread under `parent`, a room, a console channel) named `name`, and hands it to
/// `Service::seat`.
#[derive(Clone, Debug, PartialEq)]
pub struct Seat<T = String> {
    pub tournament: TournamentId,
    pub round: u32,
    pub board: u32,
    /// The tournament's channel.
    pub parent: ChannelId,
    pub name: T,
    /// White and Black, for platforms that invite them to the place.
    pub players: [UserId; 2],
}
