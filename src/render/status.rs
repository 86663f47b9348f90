//! The words under the board: the result, whose turn, the phase and the last move.

use super::RenderOptions;
use crate::rules::{Color, Move, Outcome, Position, SwapperSetup, Variant};

pub(super) fn line_names(mask: u8, name: impl Fn(u8) -> String) -> Vec<String> {
    (0..8).filter(|i| mask & (1 << i) != 0).map(name).collect()
}

/// What the last move did, in words, for the status line.
pub(super) fn describe(mv: Move) -> &'static str {
    match mv {
        Move::Swap { .. } => " (swap)",
        Move::Drop { .. } | Move::DoubleDrop { .. } => " (drop)",
        Move::Replace { .. } | Move::Flip { .. } => " (trade-up)",
        Move::Castle { .. } => " (castling)",
        _ => "",
    }
}

/// The line under the board: the result, or whose turn it is and the phase, and the last move.
pub(super) fn status_line(
    pos: &Position,
    opts: &RenderOptions<'_>,
    outcome: Option<Outcome>,
) -> String {
    let mut line = match outcome {
        Some(outcome) => {
            let mut text = outcome.to_string();
            if let Some(first) = text.get(0..1) {
                text.replace_range(0..1, &first.to_uppercase());
            }
            text
        }
        None => {
            let side = match pos.turn() {
                Color::White => "White",
                Color::Black => "Black",
            };
            let mut text = match (pos.variant(), pos.swapper_setup()) {
                (Variant::Swapper, SwapperSetup::Open) => {
                    "Setup: White drops a swapper on rank 3 or moves".to_string()
                }
                (Variant::Swapper, SwapperSetup::Reply(role)) => {
                    format!("Setup: Black drops a {role} on rank 6")
                }
                (Variant::GiveAndTake, _) if pos.in_drop_phase() => {
                    format!("Drop phase · {side} to move")
                }
                (Variant::GiveAndTake, _) => format!("Capture phase · {side} to move"),
                _ => format!("{side} to move"),
            };
            if pos.is_check() {
                text.push_str(" · check");
            }
            text
        }
    };
    if let Some((mv, before)) = opts.last_move {
        line.push_str(&format!(" · last move {mv}{}", describe(mv)));
        let (files, ranks) = before.lines_removed_by(mv);
        let mut removed = line_names(files, |f| format!("file {}", (b'a' + f) as char));
        removed.extend(line_names(ranks, |r| format!("rank {}", r + 1)));
        if !removed.is_empty() {
            line.push_str(&format!(", removed {}", removed.join(" and ")));
        }
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_status_line_says_whose_turn_and_the_last_move() {
        let start = Position::start(Variant::Standard);
        let (mv, after) = start.play("e2e4").unwrap();
        let opts = RenderOptions {
            last_move: Some((mv, &start)),
            ..RenderOptions::new()
        };
        assert_eq!(
            status_line(&after, &opts, None),
            "Black to move · last move e2e4"
        );
    }
}
