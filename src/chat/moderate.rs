//! The words of `adjudicate`, a moderator's.

use super::{clip, one_game, UsageError};
use crate::rules::Color;
use crate::types::Command;
use crate::types::Problem;

/// `adjudicate white`, `adjudicate draw game:12`, `adjudicate result:black #12`, `adjudicate
/// 1-0` (whether the asker may is the adapter's to say).
pub fn adjudicate_args(args: &[&str]) -> Result<Command, UsageError> {
    const NAME: &str = "adjudicate";
    let (games, results): (Vec<&str>, Vec<&str>) = args
        .iter()
        .partition(|a| a.starts_with("game:") || a.starts_with('#') || a.parse::<u64>().is_ok());
    let winner = match results.as_slice() {
        [] => return Err(UsageError::of(NAME, Problem::WhoWins)),
        [one] => match one
            .trim_start_matches("result:")
            .to_ascii_lowercase()
            .as_str()
        {
            "white" | "w" | "1-0" => Some(Color::White),
            "black" | "b" | "0-1" => Some(Color::Black),
            "draw" | "½-½" | "1/2-1/2" => None,
            other => return Err(UsageError::of(NAME, Problem::NotAResult(clip(other)))),
        },
        _ => return Err(UsageError::of(NAME, Problem::OneResult)),
    };
    Ok(Command::Adjudicate {
        winner,
        game: one_game(NAME, &games)?,
        may_moderate: false,
    })
}
