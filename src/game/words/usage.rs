//! What is said about a command that could not be read: the problem in the reader's words,
//! then the command's usage (its syntax, typed the same in every language).

use super::fluent::t;
use super::Tr;
use crate::game::help::usage;
use crate::types::{Lang, Problem, TeamOpponentProblem, UsageError};

/// What is said about `error` in `lang`.
pub fn unreadable(lang: Lang, error: &UsageError) -> String {
    let tr = Tr(lang);
    let said = problem(tr, &error.problem, error.command.unwrap_or_default());
    match error.command.and_then(usage) {
        Some(usage) => t!(tr, "usage-with-usage", problem = said, usage = usage),
        // Without the command's usage, a team's opponent needs saying what it is about.
        None if matches!(error.problem, Problem::TeamOpponent(_)) => {
            t!(tr, "usage-in-team-challenge", problem = said)
        }
        None => said,
    }
}

/// What is wrong, with `command` the name of the command it is in.
fn problem(tr: Tr, problem: &Problem, command: &str) -> String {
    use Problem::*;
    let word = |id: &str, word: &str| t!(tr, id, word = word);
    match problem {
        LineTooLong { max } => t!(tr, "usage-line-too-long", max = *max),
        NoCommand => t!(tr, "usage-no-command"),
        UnknownCommand { word, close: None } => {
            t!(tr, "usage-unknown-command", word = word.as_str())
        }
        UnknownCommand {
            word,
            close: Some(close),
        } => t!(
            tr,
            "usage-unknown-command-close",
            word = word.as_str(),
            close = *close
        ),
        TakesNothing => t!(tr, "usage-takes-nothing", command = command),
        TooManyWords => t!(tr, "usage-too-many-words"),
        NotAnAnswer(w) => word("usage-not-an-answer", w),
        NoSuchUser(w) => word("usage-no-such-user", w),
        OneChallengerAtMost => t!(tr, "usage-one-challenger"),
        WhichMove => t!(tr, "usage-which-move"),
        OneMoveAtATime => t!(tr, "usage-one-move"),
        VoteForWhichMove => t!(tr, "usage-vote-which-move"),
        OneSquareOrPiece => t!(tr, "usage-one-square-or-piece"),
        NotASquareOrPiece(w) => word("usage-not-square-or-piece", w),
        UnknownVariant(w) => word("usage-unknown-variant", w),
        WhichVariant => t!(tr, "usage-which-variant"),
        NotANumber(w) => word("usage-not-a-number", w),
        TimeOutOfRange => t!(tr, "usage-time-range"),
        NotAClock(w) => word("usage-not-a-clock", w),
        TimeOrClock => t!(tr, "usage-time-or-clock"),
        WidgetOnOrOff => t!(tr, "usage-widget-on-or-off"),
        NoClockForTeams => t!(tr, "usage-no-clock-for-teams"),
        NotAColor(w) => word("usage-not-a-color", w),
        LevelOutOfRange { min, max, word } => t!(
            tr,
            "usage-level-range",
            min = *min,
            max = *max,
            word = word.as_str()
        ),
        LevelWithoutBot => t!(tr, "usage-level-without-bot"),
        YesOrNo { option, word } => {
            t!(
                tr,
                "usage-yes-or-no",
                option = *option,
                word = word.as_str()
            )
        }
        UnknownOption(w) => word("usage-unknown-option", w),
        WhatIs(w) => word("usage-what-is", w),
        NotAGameNumber(w) => word("usage-not-a-game-number", w),
        OneGameAtMost => t!(tr, "usage-one-game"),
        NotifyOnOrOff(w) => word("usage-notify-on-off", w),
        NotANotifyEvent(w) => word("usage-not-a-notify-event", w),
        NotDaysOrEnd(w) => word("usage-days-or-end", w),
        WhichRoomLanguage => t!(tr, "usage-which-room-language"),
        NotALanguage(w) => t!(
            tr,
            "usage-not-a-language",
            word = w.as_str(),
            codes = Lang::codes()
        ),
        OneLanguageAtATime => t!(tr, "usage-one-language"),
        WhoWins => t!(tr, "usage-who-wins"),
        NotAResult(w) => word("usage-not-a-result", w),
        OneResult => t!(tr, "usage-one-result"),
        DailyOnOrOff => t!(tr, "usage-daily-on-off"),
        NotBotOrChannel(w) => word("usage-not-bot-or-channel", w),
        VotersShownOrHidden(w) => word("usage-voters", w),
        TeamOpponent(why) => t!(
            tr,
            match why {
                TeamOpponentProblem::NoOpponent => "usage-team-no-opponent",
                TeamOpponentProblem::APerson => "usage-team-a-person",
                TeamOpponentProblem::Both => "usage-team-both",
            }
        ),
        NotAVoteTime(w) => word("usage-vote-time", w),
        NumberOutOfRange {
            option,
            min,
            max,
            word,
        } => t!(
            tr,
            "usage-number-range",
            option = *option,
            min = *min,
            max = *max,
            word = word.as_str()
        ),
        NotATournamentNumber(w) => word("usage-not-a-tournament-number", w),
        NotATournamentAction(w) => word("usage-not-a-tournament-action", w),
        NotAFormat(w) => word("usage-not-a-format", w),
        NameTooLong { max } => t!(tr, "usage-name-too-long", max = *max),
        Unreadable(w) => word("usage-unreadable", w),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::words::fluent::errors_seen;

    /// Every problem, once.
    fn every_problem() -> Vec<Problem> {
        use Problem::*;
        let w = || "x!".to_string();
        vec![
            LineTooLong { max: 500 },
            NoCommand,
            UnknownCommand {
                word: w(),
                close: None,
            },
            UnknownCommand {
                word: w(),
                close: Some("move"),
            },
            TakesNothing,
            TooManyWords,
            NotAnAnswer(w()),
            NoSuchUser(w()),
            OneChallengerAtMost,
            WhichMove,
            OneMoveAtATime,
            VoteForWhichMove,
            OneSquareOrPiece,
            NotASquareOrPiece(w()),
            UnknownVariant(w()),
            WhichVariant,
            NotANumber(w()),
            TimeOutOfRange,
            NotAClock(w()),
            TimeOrClock,
            WidgetOnOrOff,
            NoClockForTeams,
            NotAColor(w()),
            LevelOutOfRange {
                min: 1,
                max: 8,
                word: w(),
            },
            LevelWithoutBot,
            YesOrNo {
                option: "rated",
                word: w(),
            },
            UnknownOption(w()),
            WhatIs(w()),
            NotAGameNumber(w()),
            OneGameAtMost,
            NotifyOnOrOff(w()),
            NotANotifyEvent(w()),
            NotDaysOrEnd(w()),
            WhichRoomLanguage,
            NotALanguage(w()),
            OneLanguageAtATime,
            WhoWins,
            NotAResult(w()),
            OneResult,
            DailyOnOrOff,
            NotBotOrChannel(w()),
            VotersShownOrHidden(w()),
            TeamOpponent(TeamOpponentProblem::NoOpponent),
            TeamOpponent(TeamOpponentProblem::APerson),
            TeamOpponent(TeamOpponentProblem::Both),
            NotAVoteTime(w()),
            NumberOutOfRange {
                option: "rounds",
                min: 1,
                max: 30,
                word: w(),
            },
            NotATournamentNumber(w()),
            NotATournamentAction(w()),
            NotAFormat(w()),
            NameTooLong { max: 60 },
            Unreadable(w()),
        ]
    }

    /// Each problem is said in each language, in its own words, with the word typed quoted
    /// and the command's usage as typed.
    #[test]
    fn every_problem_is_said_in_every_language_with_the_usage() {
        let errors = errors_seen();
        for problem in every_problem() {
            let quotes_word = format!("{problem:?}").contains("x!");
            let of_move = UsageError::of("move", problem.clone());
            let english = unreadable(Lang::En, &of_move);
            for lang in Lang::ALL {
                let before = errors_seen();
                let said = unreadable(lang, &of_move);
                assert_eq!(errors_seen(), before, "{lang}: {said}");
                assert!(said.ends_with("`move <move>`"), "{lang}: {said}");
                assert_eq!(said.contains("x!"), quotes_word, "{lang}: {said}");
                assert!(!said.contains("usage-"), "{lang}: {said}");
                if lang != Lang::En {
                    assert_ne!(said, english, "{lang}: {said}");
                }
                let alone = unreadable(lang, &UsageError::line(problem.clone()));
                assert!(!alone.contains("`move <move>`"), "{lang}: {alone}");
            }
        }
        assert_eq!(errors_seen(), errors, "every message formatted as asked");
    }
}
