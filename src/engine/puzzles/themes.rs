//! What a puzzle shows, named as lichess names its themes where they exist (`mateIn2`,
//! `oneMove`, `advantage`) and after each variant's own ways of winning otherwise.

use crate::rules::{Move, Position, Reason, Variant};

/// The themes of the puzzle from `start` whose line (the solver's moves and the replies) is
/// `line`, every move legal.
pub fn themes(start: &Position, line: &[Move]) -> Vec<String> {
    let solver = start.turn();
    let solver_moves = line.len().div_ceil(2);
    let mut positions = vec![start.clone()];
    for &mv in line {
        let next = positions.last().expect("at least the start").played(mv);
        positions.push(next);
    }
    let end = positions.last().expect("at least the start");
    let mut themes = Vec::new();
    match end.outcome().filter(|o| o.winner == Some(solver)) {
        Some(o) if o.reason == Reason::Checkmate => {
            themes.push("mate".to_string());
            themes.push(format!("mateIn{solver_moves}"));
        }
        Some(o) => {
            themes.push(format!("winIn{solver_moves}"));
            themes.push(
                match o.reason {
                    Reason::KingSucked => "kingSuckedHome",
                    _ => "noMovesLeft",
                }
                .to_string(),
            );
        }
        None => themes.push("advantage".to_string()),
    }
    themes.push(
        match solver_moves {
            1 => "oneMove",
            2 => "short",
            _ => "long",
        }
        .to_string(),
    );
    // The solver's moves, each with the position it was played in.
    let solvers: Vec<(Move, &Position)> = line
        .iter()
        .zip(&positions)
        .step_by(2)
        .map(|(&mv, pos)| (mv, pos))
        .collect();
    let won = end.outcome().is_some_and(|o| o.winner == Some(solver));
    let last = solvers.last().map(|&(mv, _)| mv);
    let mut add = |theme: &str| themes.push(theme.to_string());
    match start.variant() {
        Variant::Shrink => {
            if solvers
                .iter()
                .any(|&(mv, pos)| pos.lines_removed_by(mv) != (0, 0))
            {
                add("vanishingLine");
            }
        }
        Variant::Swapper => {
            if solvers
                .iter()
                .any(|(mv, _)| matches!(mv, Move::Swap { .. }))
            {
                add("swap");
            }
            if won && matches!(last, Some(Move::Swap { .. })) {
                add("swapMate");
            }
        }
        Variant::GiveAndTake => {
            if start.in_drop_phase() {
                add("dropPhase");
            }
            let last_drop = solvers.iter().any(|&(mv, pos)| {
                matches!(mv, Move::Drop { .. }) && pos.played(mv).hand(solver).is_empty()
            });
            if last_drop {
                add("lastDrop");
            }
        }
        Variant::TradeUp => {
            let trade_up = |mv: &Move| {
                matches!(
                    mv,
                    Move::Drop { .. }
                        | Move::DoubleDrop { .. }
                        | Move::Replace { .. }
                        | Move::Flip { .. }
                )
            };
            if solvers.iter().any(|(mv, _)| trade_up(mv)) {
                add("tradeUp");
            }
            if won && last.as_ref().is_some_and(trade_up) {
                add("tradeUpMate");
            }
        }
        Variant::Standard | Variant::Suction => {}
    }
    themes
}
