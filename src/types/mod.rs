//! The plain words every layer speaks: users, channels, commands and replies, time per move.
//! A leaf: it imports only the rules' value types, so that the store, the game service and the
//! adapters can all use it without importing one another.

use crate::rules::{Color, Role, Square, Variant};
use std::fmt;

mod clock;
mod correspondence;
mod ids;
mod lang;
mod opponent;
mod picker;
mod platform;
mod reply;
mod solve;
mod team;
mod time;
mod tournament;
mod usage;
pub use clock::*;
pub use correspondence::*;
pub use ids::*;
pub use lang::*;
pub use opponent::*;
pub use picker::*;
pub use platform::*;
pub use reply::*;
pub use solve::*;
pub use team::*;
pub use time::*;
pub use tournament::*;
pub use usage::*;

/// A database as it may be shown or logged: a URL's password hidden
/// (`postgres://kibitz:***@db/kibitz`), a file's path as it is.
pub fn redacted(database: &str) -> String {
    let Some((scheme, rest)) = database.split_once("://") else {
        return database.to_string();
    };
    let Some((credentials, host)) = rest.rsplit_once('@') else {
        return database.to_string();
    };
    match credentials.split_once(':') {
        Some((user, _)) => format!("{scheme}://{user}:***@{host}"),
        None => database.to_string(),
    }
}

/// A user with the name to show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct User {
    pub id: UserId,
    pub name: String,
}

impl User {
    /// A user with the name cleaned for showing (see [`clean_name`]).
    pub fn new(id: UserId, name: impl AsRef<str>) -> User {
        let mut name = clean_name(name.as_ref());
        if name.is_empty() {
            // Nothing showable is left: the id names them.
            name = clean_name(id.key());
        }
        User { id, name }
    }
}

/// Longest name shown, in characters.
pub const MAX_NAME_CHARS: usize = 32;

/// A name as it may be shown anywhere (chat text, terminals, board images): without control
/// characters, characters XML forbids (U+FFFE, U+FFFF, lone surrogates cannot occur in a
/// `str`), bidirectional overrides and isolates (which make text read unlike it was typed)
/// and invisible format characters (zero-width space, word joiner, BOM); runs of white space
/// become one space; at most [`MAX_NAME_CHARS`] characters.
pub fn clean_name(raw: &str) -> String {
    let mut out = String::new();
    let mut count = 0;
    let mut space = false;
    for c in raw.chars().filter(|&c| showable(c)) {
        if c.is_whitespace() {
            space = !out.is_empty();
            continue;
        }
        if count + usize::from(space) + 1 > MAX_NAME_CHARS {
            break;
        }
        if space {
            out.push(' ');
            count += 1;
            space = false;
        }
        out.push(c);
        count += 1;
    }
    out
}

/// Whether a character may stand in a shown name.
fn showable(c: char) -> bool {
    let forbidden = c.is_control()
        || matches!(c,
            '\u{FFFE}' | '\u{FFFF}'               // not characters (XML forbids them)
            | '\u{FDD0}'..='\u{FDEF}'             // noncharacters
            | '\u{200B}' | '\u{200E}' | '\u{200F}' // zero-width space, LRM, RLM (joiners stay: emoji and scripts need them)
            | '\u{202A}'..='\u{202E}'             // bidi embeddings and overrides
            | '\u{2060}'..='\u{206F}'             // word joiner, invisible operators, isolates
            | '\u{FEFF}'                          // byte order mark
            | '\u{FFF9}'..='\u{FFFB}'             // interlinear annotation
            | '\u{E0000}'..='\u{E007F}'           // tags
            | '\u{061C}'                          // Arabic letter mark
            | '\u{115F}' | '\u{1160}' | '\u{3164}' | '\u{FFA0}' // Hangul fillers (blank)
            | '\u{034F}'                          // combining grapheme joiner
        );
    // Private use and unassigned planes 15-16 are harmless but show as boxes; keep them.
    !forbidden && (c as u32 & 0xFFFE) != 0xFFFE
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

/// One interaction as an adapter hands it to the service: the command, who sent it, where,
/// and what the platform says of the languages they and the place read.
#[derive(Clone, Debug, PartialEq)]
pub struct Request {
    pub actor: User,
    pub channel: ChannelId,
    /// The server it was sent in (a Discord server, a Matrix homeserver: the players of its
    /// leaderboard), if any.
    pub server: Option<ServerId>,
    pub locales: Locales,
    pub command: Command,
}

impl Request {
    /// `command` from `actor` in `channel`, outside any server, with no word of languages.
    pub fn new(actor: User, channel: ChannelId, command: Command) -> Request {
        Request {
            actor,
            channel,
            server: None,
            locales: Locales::default(),
            command,
        }
    }
}

/// What a platform says of languages with an interaction (Discord: the locale of the user's
/// client, and the server's preferred one); nothing elsewhere. A locale Kibitz does not speak
/// clears the setting it tells.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Locales {
    pub user: Option<String>,
    pub server: Option<String>,
}

/// What a user asks of the service. Every adapter (console, Discord, Matrix) builds these.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// A challenge to one user, the bot, or anyone in the channel.
    Challenge {
        variant: Variant,
        opponent: Opponent,
        color: ColorChoice,
        time: TimePerMove,
        /// A chess clock (`clock:5+3`) instead of a time per move.
        clock: Option<TimeControl>,
        /// Whether the game counts for ratings (against the bot: the ratings kept apart for
        /// games against it). Takebacks against the bot are for unrated games.
        rated: bool,
    },
    /// Accept a waiting challenge: the one named, else one made to you, else the oldest open one.
    Accept(Option<ChallengePick>),
    /// Decline a challenge made to you: the one named, else the oldest.
    Decline(Option<ChallengePick>),
    /// Withdraw your challenge here.
    Cancel,
    /// The challenges waiting here.
    Challenges,
    Move(String),
    /// A move picked from menus made for the position of the game `game` at `ply`: played
    /// only if the game still stands there.
    PickedMove {
        notation: String,
        game: GameId,
        ply: u32,
    },
    Board,
    /// The board as a widget of this Matrix room, added or removed; `may_moderate` as the
    /// platform says (a moderator's right).
    BoardWidget {
        on: bool,
        may_moderate: bool,
    },
    /// The legal moves, with a map of them for the players: one piece's (`square`), a piece
    /// in hand's drops (`piece`), or all.
    Moves {
        square: Option<Square>,
        piece: Option<Role>,
    },
    Resign,
    Draw(Answer),
    Takeback(Answer),
    /// The rules of a variant (the game's here if none), or one topic of them.
    Rules {
        variant: Option<Variant>,
        topic: Option<String>,
    },
    Variants,
    Games,
    History,
    /// A game of the channel as an animated GIF: the one named, else the latest.
    Replay(Option<GameId>),
    /// A finished game analysed by the engine: the one named, else the channel's last.
    Analysis(Option<GameId>),
    /// A puzzle for the asker, shown in the channel: of `variant` (the channel's game's, else
    /// any), with `theme` if given.
    Puzzle {
        variant: Option<Variant>,
        theme: Option<String>,
    },
    /// An answer to the channel's puzzle.
    Solve(SolveAction),
    /// A puzzle a day in this channel, on or off; `may_moderate` as the platform says (a
    /// moderator's right).
    PuzzleDaily {
        on: bool,
        may_moderate: bool,
    },
    /// Every finished game of the asker as one PGN file, privately.
    Export,
    /// The board of the asker's most urgent game where it is their move.
    Next,
    /// A private link to play a game on its board page: the game here, else game `game`;
    /// with `revoke`, the asker's links to it end instead.
    Web {
        game: Option<GameId>,
        revoke: bool,
    },
    /// Ratings: the asker's with their ranks, or a variant's best players; of the players of
    /// this server unless `global` (or outside any server).
    Ratings {
        variant: Option<Variant>,
        global: bool,
    },
    /// Direct messages for some events: `on` or off for `events` (all if empty); with no
    /// `on`, the settings are shown.
    Notify {
        on: Option<bool>,
        events: Vec<NotifyEvent>,
    },
    /// Conditional moves in the game here (or the game named, from anywhere).
    Premove {
        game: Option<GameId>,
        action: PremoveAction,
    },
    Vacation(VacationAction),
    Tournament(TournamentCommand),
    /// A challenge for this channel's team (see [`TeamTerms`]); one to the bot begins at once.
    TeamChallenge(Box<TeamTerms>),
    /// A team member's vote on their team's move; `on` (a game and its ply), when the vote was
    /// cast on one move's tally (a button), so that it counts only while that move is voted on.
    Vote {
        choice: VoteChoice,
        on: Option<(GameId, u32)>,
    },
    /// A moderator ends a game in progress that a player left: won by `winner`, or drawn
    /// (none). The game here, else game `game`, played here or in a thread within here;
    /// `may_moderate` as the platform says.
    Adjudicate {
        winner: Option<Color>,
        game: Option<GameId>,
        may_moderate: bool,
    },
    /// `language`: the language the asker reads, or (`room`, a moderator's) the default of
    /// this channel; `may_moderate` as the platform says.
    Language {
        setting: LanguageSetting,
        room: bool,
        may_moderate: bool,
    },
    Help(Option<String>),
}

impl Command {
    /// The command's name (the same for all its forms), for counting commands by kind.
    pub fn name(&self) -> &'static str {
        match self {
            Command::Challenge { .. } => "challenge",
            Command::TeamChallenge(_) => "team-challenge",
            Command::Accept(_) => "accept",
            Command::Decline(_) => "decline",
            Command::Cancel => "cancel",
            Command::Challenges => "challenges",
            Command::Move(_) | Command::PickedMove { .. } => "move",
            Command::Board | Command::BoardWidget { .. } => "board",
            Command::Moves { .. } => "moves",
            Command::Resign => "resign",
            Command::Web { .. } => "web",
            Command::Draw(_) => "draw",
            Command::Takeback(_) => "takeback",
            Command::Rules { .. } => "rules",
            Command::Variants => "variants",
            Command::Games => "games",
            Command::History => "history",
            Command::Replay(_) => "replay",
            Command::Analysis(_) => "analysis",
            Command::Puzzle { .. } => "puzzle",
            Command::Solve(_) => "solve",
            Command::PuzzleDaily { .. } => "puzzle-daily",
            Command::Export => "export",
            Command::Next => "next",
            Command::Ratings { .. } => "ratings",
            Command::Notify { .. } => "notify",
            Command::Premove { .. } => "premove",
            Command::Vacation(_) => "vacation",
            Command::Tournament(_) => "tournament",
            Command::Vote { .. } => "vote",
            Command::Adjudicate { .. } => "adjudicate",
            Command::Language { .. } => "language",
            Command::Help(_) => "help",
        }
    }
}

/// Which of the challenges waiting in a channel a command means.
#[derive(Clone, Debug, PartialEq)]
pub enum ChallengePick {
    /// By its id (buttons carry it).
    Id(ChallengeId),
    /// The one made by this user.
    From(User),
}

/// A challenge that may be accepted, as adapters need it (to name a game's thread).
#[derive(Clone, Debug, PartialEq)]
pub struct ChallengeSummary {
    pub id: ChallengeId,
    pub challenger: User,
    pub variant: Variant,
}

/// Offer (or request), accept or decline: the draw and takeback protocol. A bare `draw` offers,
/// or accepts the opponent's standing offer.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    Offer,
    Accept,
    Decline,
}

#[cfg(test)]
mod tests {
    use super::redacted;

    #[test]
    fn database_passwords_are_never_shown() {
        assert_eq!(
            redacted("postgres://kibitz:s3cret@db.example:5432/kibitz"),
            "postgres://kibitz:***@db.example:5432/kibitz"
        );
        assert_eq!(
            redacted("postgres://kibitz@db/kibitz"),
            "postgres://kibitz@db/kibitz"
        );
        assert_eq!(redacted("games/kibitz.sqlite"), "games/kibitz.sqlite");
    }
}
