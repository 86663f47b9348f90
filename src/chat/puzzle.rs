//! The words of `puzzle` and `solve`.

use super::{variant_for, UsageError};
use crate::types::{Command, Problem, SolveAction};

/// `puzzle`, `puzzle suction`, `puzzle theme:mateIn2`, `puzzle suction kingSuckedHome`,
/// `puzzle daily on|off` (whether the asker may is the adapter's to say).
pub fn puzzle_args(args: &[&str]) -> Result<Command, UsageError> {
    if let [daily, rest @ ..] = args {
        if daily.eq_ignore_ascii_case("daily") {
            let on = match rest {
                [word] if word.eq_ignore_ascii_case("on") => true,
                [word] if word.eq_ignore_ascii_case("off") => false,
                _ => return Err(UsageError::of("puzzle", Problem::DailyOnOrOff)),
            };
            return Ok(Command::PuzzleDaily {
                on,
                may_moderate: false,
            });
        }
    }
    let variant = |word: &str| variant_for("puzzle", word);
    let theme = |word: &str| Some(word.trim_start_matches("theme:").to_string());
    let (variant, theme) = match args {
        [] => (None, None),
        [one] if one.starts_with("theme:") => (None, theme(one)),
        [one] => (Some(variant(one)?), None),
        [first, second] => (Some(variant(first)?), theme(second)),
        _ => return Err(UsageError::of("puzzle", Problem::TooManyWords)),
    };
    Ok(Command::Puzzle { variant, theme })
}

/// `solve e2e4`, `solve move:e2e4`, `solve show`.
pub fn solve_args(args: &[&str]) -> Result<Command, UsageError> {
    match args {
        [] => Err(UsageError::of("solve", Problem::WhichMove)),
        [one] if one.eq_ignore_ascii_case("show") => Ok(Command::Solve(SolveAction::Show)),
        [one] => Ok(Command::Solve(SolveAction::Move(
            one.trim_start_matches("move:").to_string(),
        ))),
        _ => Err(UsageError::of("solve", Problem::OneMoveAtATime)),
    }
}
