//! The words of `puzzle` and `solve`.

use super::{usage_error, UsageError};
use crate::rules::Variant;
use crate::types::{Command, SolveAction};

/// `puzzle`, `puzzle suction`, `puzzle theme:mateIn2`, `puzzle suction kingSuckedHome`,
/// `puzzle daily on|off` (whether the asker may is the adapter's to say).
pub fn puzzle_args(args: &[&str]) -> Result<Command, UsageError> {
    if let [daily, rest @ ..] = args {
        if daily.eq_ignore_ascii_case("daily") {
            let on = match rest {
                [word] if word.eq_ignore_ascii_case("on") => true,
                [word] if word.eq_ignore_ascii_case("off") => false,
                _ => return Err(usage_error("puzzle", "daily takes on or off")),
            };
            return Ok(Command::PuzzleDaily {
                on,
                may_moderate: false,
            });
        }
    }
    let variant = |word: &str| -> Result<Variant, UsageError> {
        word.trim_start_matches("variant:")
            .parse()
            .map_err(|e| usage_error("puzzle", e))
    };
    let theme = |word: &str| Some(word.trim_start_matches("theme:").to_string());
    let (variant, theme) = match args {
        [] => (None, None),
        [one] if one.starts_with("theme:") => (None, theme(one)),
        [one] => (Some(variant(one)?), None),
        [first, second] => (Some(variant(first)?), theme(second)),
        _ => return Err(usage_error("puzzle", "too many words")),
    };
    Ok(Command::Puzzle { variant, theme })
}

/// `solve e2e4`, `solve move:e2e4`, `solve show`.
pub fn solve_args(args: &[&str]) -> Result<Command, UsageError> {
    match args {
        [] => Err(usage_error("solve", "which move?")),
        [one] if one.eq_ignore_ascii_case("show") => Ok(Command::Solve(SolveAction::Show)),
        [one] => Ok(Command::Solve(SolveAction::Move(
            one.trim_start_matches("move:").to_string(),
        ))),
        _ => Err(usage_error("solve", "one move at a time")),
    }
}
