//! Why a typed command could not be read, in types: the grammar (`chat`) and the adapters
//! say what is wrong, the game layer's words say it in the reader's language with the
//! command's usage.

/// A command that could not be read: which command (its usage is shown with the problem),
/// and what is wrong. A word quoted is as the user typed it, cut to a length a reply can show.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{problem:?} (command {command:?})")]
pub struct UsageError {
    /// The command's name, when the problem is in its words.
    pub command: Option<&'static str>,
    pub problem: Problem,
}

impl UsageError {
    /// A problem in the words of `command`.
    pub fn of(command: &'static str, problem: Problem) -> UsageError {
        UsageError {
            command: Some(command),
            problem,
        }
    }

    /// A problem with the line itself (no command named, or none known).
    pub fn line(problem: Problem) -> UsageError {
        UsageError {
            command: None,
            problem,
        }
    }
}

/// What is wrong with a command as typed.
#[derive(Debug, Clone, PartialEq, Eq, strum::IntoStaticStr, strum::VariantNames)]
pub enum Problem {
    /// The line is longer than `max` characters.
    LineTooLong {
        max: usize,
    },
    NoCommand,
    /// A word that names no command, and the command it is close to, if any.
    UnknownCommand {
        word: String,
        close: Option<&'static str>,
    },
    /// Words after a command that takes none.
    TakesNothing,
    TooManyWords,
    /// An answer to an offer that is neither accept nor decline.
    NotAnAnswer(String),
    NoSuchUser(String),
    OneChallengerAtMost,
    WhichMove,
    OneMoveAtATime,
    VoteForWhichMove,
    OneSquareOrPiece,
    NotASquareOrPiece(String),
    UnknownVariant(String),
    WhichVariant,
    NotANumber(String),
    /// A time per move outside one minute to 14 days.
    TimeOutOfRange,
    /// A chess clock that is not `M+S` (1+0 to 180+180) or `Nd+Md` (1d+0d to 14d+14d).
    NotAClock(String),
    /// Both a time per move and a chess clock.
    TimeOrClock,
    /// A chess clock for a team game, which is played by votes.
    NoClockForTeams,
    NotAColor(String),
    /// A bot level outside `min..=max`.
    LevelOutOfRange {
        min: u8,
        max: u8,
        word: String,
    },
    LevelWithoutBot,
    /// An option (`rated`, `team`) that is yes or no, given something else.
    YesOrNo {
        option: &'static str,
        word: String,
    },
    UnknownOption(String),
    /// A word that fits nowhere in the command.
    WhatIs(String),
    NotAGameNumber(String),
    OneGameAtMost,
    /// `notify` not followed by on or off.
    NotifyOnOrOff(String),
    NotANotifyEvent(String),
    NotDaysOrEnd(String),
    WhichRoomLanguage,
    /// A language not spoken (the reply lists those that are).
    NotALanguage(String),
    OneLanguageAtATime,
    WhoWins,
    NotAResult(String),
    OneResult,
    DailyOnOrOff,
    /// `board` with words that are not `widget on` or `widget off`.
    WidgetOnOrOff,
    /// A team challenge's opponent that is neither Kibitz nor a channel with a team.
    NotBotOrChannel(String),
    VotersShownOrHidden(String),
    TeamOpponent(TeamOpponentProblem),
    NotAVoteTime(String),
    /// A tournament option that is a number from `min` to `max`.
    NumberOutOfRange {
        option: &'static str,
        min: u32,
        max: u32,
        word: String,
    },
    NotATournamentNumber(String),
    NotATournamentAction(String),
    NotAFormat(String),
    /// A tournament's name longer than `max` characters.
    NameTooLong {
        max: usize,
    },
    /// An option the platform sent that does not read (a Discord argument).
    Unreadable(String),
}

/// Why a team challenge's opponent will not do.
#[derive(Debug, Copy, Clone, PartialEq, Eq)]
pub enum TeamOpponentProblem {
    /// Neither Kibitz nor a channel named.
    NoOpponent,
    /// A person named: a team plays Kibitz or another team.
    APerson,
    /// Both Kibitz and a channel named.
    Both,
}
