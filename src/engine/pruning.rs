//! Which moves and positions the search may skip or look at less deeply, and where each rule
//! is safe. Every rule is a bet that a position is as good (or as bad) as it looks. Matches
//! against the engine before them (`kibitz match`) decide where they stay on: in Give & Take
//! only the reductions do ([`Pruning::of`]).
//!
//! - Null move: let the opponent move twice; if the side to move still stands above beta, cut.
//!   Wrong in zugzwang, when every move makes things worse, as is common in Give & Take (every
//!   move of the capture phase is forced to be a capture, and the side without one loses) and
//!   in Shrink (a move that empties a line shrinks the board): off there, and elsewhere only
//!   with a piece besides pawns and kings, never in check, never twice in a row.
//! - Reverse futility: a position far above beta at a small depth is cut.
//! - Futility and late-move pruning: at small depths, quiet moves that cannot bring the score
//!   back to alpha, and quiet moves late in the ordering, are skipped.
//! - Late-move reductions: quiet moves late in the ordering are searched less deeply first.
//! - Aspiration windows: each iteration starts with a window around the last score.
//! - Exchanges (`see.rs`): below the horizon, captures that lose material on their square are
//!   not played out, nor captures that cannot bring the score back to alpha. Where captures
//!   are plain exchanges: standard chess and Trade-up (there +87.3 ± 34.5 Elo at 100 ms a
//!   move, SPRT H1 over 390 games).
//! - Evasions: below the horizon, a side in check tries every answer instead of standing pat.
//!   Off in Shrink, where checks abound and every king step can shrink the board: there the
//!   answers multiplied the quiescence search (56,000 nodes to depth 5 where 8,000 did) and
//!   cost 40 Elo at 100 ms a move.
//! - Exchange pruning: at small depths, captures and quiet moves that lose material on their
//!   square (by more than a margin that grows with the depth) are skipped. Standard chess only
//!   so far, where it was measured: +45.9 ± 23.4 Elo at 100 ms a move (SPRT H1, 670 games).
//! - Iterative reduction: a deep node with no move from the table is searched a ply less.
//! - Capture reductions: where every move is a capture (Give & Take's capture phase), late
//!   captures are reduced as late quiet moves are elsewhere. Nothing else would thin that
//!   phase's tree: the other rules spare captures.
//! - History in the reductions: a late quiet move is reduced a ply less when it is a killer of
//!   its ply, and up to two plies less (or more) as its history is good (or bad). Suction
//!   only so far, where it was measured: +23.1 ± 15.1 Elo at 100 ms a move (SPRT H1, 1,840
//!   games over three runs). In standard chess it was undecided (+20.7 ± 22.6, 640 games).
//! - The table's bound on the static score: the rules above that judge by the static score
//!   judge by the score the table proved instead, where it says more (at least a higher one,
//!   at most a lower one).
//! - Improving: where the static score has risen since the side to move last moved (two plies
//!   up), reverse futility needs a ply's margin less; where it has not, late-move pruning
//!   tries half as many quiet moves and late moves are reduced a ply more.
//!   These two are standard chess's only so far, where they were measured together: +19.8 ±
//!   13.9 Elo at 100 ms a move (SPRT H1, 1,704 games, seed 360).
//! - Continuation history (`order.rs`): quiet moves are ordered by how well they answered the
//!   move before them, and went on from the side's own move before that, as well as by their
//!   history alone.
//! - Correction history (`search/correction.rs`): the static score is corrected by how far
//!   the search has found positions with the same pawns to differ from it.
//!   These two are no variant's yet: in standard chess, together, they measured -0.3 ± 17.5
//!   Elo at 100 ms a move after 1,020 games (seed 420, LLR -0.67, stopped undecided).
//! - The table below the horizon: the quiescence search reads the table (a bound that ends the
//!   node, the capture to try first) and writes what it found there. Standard chess only so
//!   far, where it was measured: +24.2 ± 15.8 Elo at 100 ms a move (SPRT H1, 1,310 games,
//!   seed 450).
//! - Buckets (`tt.rs`): two entries a bucket of the table, a shallow one seldom driving out a
//!   deep one.
//! - Singular extensions: at a deep node, the table's move is searched a ply deeper when a
//!   shallower search without it finds every other move well below its score; when even
//!   without it the node stands above beta, two moves refute it and it is cut (multi-cut).
//!   These two are no variant's yet.

use super::eval::value;
use super::tt::Bound;
use crate::rules::{Color, Position, Role, Variant};
use std::str::FromStr;
use std::sync::OnceLock;

/// The rules a search uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pruning {
    pub null_move: bool,
    pub reverse_futility: bool,
    pub futility: bool,
    pub late_moves: bool,
    pub reductions: bool,
    pub aspiration: bool,
    pub exchanges: bool,
    pub evasions: bool,
    pub iterative_reduction: bool,
    pub capture_reductions: bool,
    pub exchange_pruning: bool,
    pub history_reductions: bool,
    pub table_eval: bool,
    pub improving: bool,
    pub continuation_history: bool,
    pub correction_history: bool,
    pub quiescence_table: bool,
    pub table_buckets: bool,
    pub singular: bool,
}

impl Pruning {
    pub const NONE: Pruning = Pruning {
        null_move: false,
        reverse_futility: false,
        futility: false,
        late_moves: false,
        reductions: false,
        aspiration: false,
        exchanges: false,
        evasions: false,
        iterative_reduction: false,
        capture_reductions: false,
        exchange_pruning: false,
        history_reductions: false,
        table_eval: false,
        improving: false,
        continuation_history: false,
        correction_history: false,
        quiescence_table: false,
        table_buckets: false,
        singular: false,
    };

    /// What pays in `variant`. In Give & Take only the reductions (with captures reduced in
    /// its capture phase) and the iterative reduction: the null move is unsound in its
    /// zugzwangs, and the rest pay nothing in the drop phase (all of them: -60 ± 47 Elo; all
    /// but the null move: -3.9 ± 19.3 after 720 games).
    pub fn of(variant: Variant) -> Pruning {
        if variant == Variant::GiveAndTake {
            return Pruning {
                reductions: true,
                iterative_reduction: true,
                capture_reductions: true,
                ..Pruning::NONE
            };
        }
        Pruning {
            null_move: variant != Variant::Shrink,
            reverse_futility: true,
            futility: true,
            late_moves: true,
            reductions: true,
            aspiration: true,
            exchanges: matches!(variant, Variant::Standard | Variant::TradeUp),
            evasions: variant != Variant::Shrink,
            iterative_reduction: true,
            capture_reductions: false,
            exchange_pruning: variant == Variant::Standard,
            history_reductions: variant == Variant::Suction,
            table_eval: variant == Variant::Standard,
            improving: variant == Variant::Standard,
            continuation_history: false,
            correction_history: false,
            quiescence_table: variant == Variant::Standard,
            table_buckets: false,
            singular: false,
        }
    }

    const NAMES: [&'static str; 19] = [
        "null",
        "rfp",
        "futility",
        "lmp",
        "lmr",
        "aspiration",
        "see",
        "evasions",
        "iir",
        "lmrc",
        "seeprune",
        "lmrh",
        "ttev",
        "improving",
        "conthist",
        "corrhist",
        "qtt",
        "buckets",
        "se",
    ];

    fn flags(&mut self) -> [&mut bool; 19] {
        [
            &mut self.null_move,
            &mut self.reverse_futility,
            &mut self.futility,
            &mut self.late_moves,
            &mut self.reductions,
            &mut self.aspiration,
            &mut self.exchanges,
            &mut self.evasions,
            &mut self.iterative_reduction,
            &mut self.capture_reductions,
            &mut self.exchange_pruning,
            &mut self.history_reductions,
            &mut self.table_eval,
            &mut self.improving,
            &mut self.continuation_history,
            &mut self.correction_history,
            &mut self.quiescence_table,
            &mut self.table_buckets,
            &mut self.singular,
        ]
    }

    /// Whether a rule needs the static evaluation of a node.
    pub fn judges_by_eval(&self) -> bool {
        self.null_move || self.reverse_futility || self.futility
    }

    /// Whether the null move may be tried in `pos` (not in check, the side to move keeping a
    /// piece besides pawns and kings, a phase where passing is a position at all).
    pub fn null_move_allowed(&self, pos: &Position) -> bool {
        self.null_move && !pos.is_check() && has_pieces(pos, pos.turn()) && pos.passed().is_some()
    }
}

/// `none`, or names of rules separated by commas or `+` (`null,lmr`, `null+lmr`), for matches
/// that measure one rule against its absence.
impl FromStr for Pruning {
    type Err = String;
    fn from_str(s: &str) -> Result<Pruning, String> {
        let mut pruning = Pruning::NONE;
        if s.trim() == "none" {
            return Ok(pruning);
        }
        // `+` as well as `,`: a match's engine settings are separated by commas.
        for name in s.split([',', '+']).map(str::trim) {
            let at = Pruning::NAMES
                .iter()
                .position(|n| *n == name)
                .ok_or_else(|| {
                    format!(
                        "unknown rule '{name}' (none, or {})",
                        Pruning::NAMES.join(",")
                    )
                })?;
            *pruning.flags()[at] = true;
        }
        Ok(pruning)
    }
}

/// Whether `color` has a piece that is neither a pawn nor a king.
fn has_pieces(pos: &Position, color: Color) -> bool {
    let board = pos.board();
    (board.by_color(color) & !board.by_role(Role::Pawn) & !board.by_role(Role::King)).any()
}

/// How much less deeply the `index`-th move (from 0) is searched at `depth`.
pub fn reduction(depth: i32, index: usize) -> i32 {
    static TABLE: OnceLock<Vec<[i32; 64]>> = OnceLock::new();
    let table = TABLE.get_or_init(|| {
        (0..64)
            .map(|d| {
                let mut row = [0; 64];
                for (i, r) in row.iter_mut().enumerate().skip(1) {
                    if d > 0 {
                        *r = (0.75 + (d as f64).ln() * (i as f64).ln() / 2.25) as i32;
                    }
                }
                row
            })
            .collect()
    });
    table[depth.clamp(0, 63) as usize][index.min(63)]
}

/// History in the reductions: how many plies less (or more) a late quiet move is reduced for
/// its history score, a ply per 4,096 of it, at most two either way.
pub fn history_adjustment(history: i32) -> i32 {
    (history / 4096).clamp(-2, 2)
}

/// Reverse futility: the margin a position must stand above beta by, per ply of depth.
pub const REVERSE_FUTILITY_MARGIN: i32 = 90;
pub const REVERSE_FUTILITY_DEPTH: i32 = 6;
/// Futility: quiet moves are skipped when the static score plus this per ply cannot reach alpha.
pub const FUTILITY_MARGIN: i32 = 110;
pub const FUTILITY_DEPTH: i32 = 3;

/// Exchanges: below the horizon, a capture is skipped when the static score plus the piece it
/// takes plus this stays at or below alpha.
pub const DELTA_MARGIN: i32 = 200;

/// Singular extensions: from this depth, with a table entry at most this many plies shallower
/// that proves at least its score.
pub const SINGULAR_DEPTH: i32 = 8;
pub const SINGULAR_ENTRY_SLACK: i32 = 3;

/// Singular extensions: the score every other move must stay below, at `depth`, for the
/// table's move (proving `score`) to be extended.
pub fn singular_beta(score: i32, depth: i32) -> i32 {
    score - 2 * depth
}

/// Exchange pruning: up to this depth, a move is skipped when it loses more on its square than
/// [`exchange_margin`].
pub const EXCHANGE_PRUNING_DEPTH: i32 = 6;

/// How much a move may lose on its square at `depth` and still be searched: a pawn a ply for
/// captures; for quiet moves less at first and more as the depth grows.
pub fn exchange_margin(depth: i32, quiet: bool) -> i32 {
    let pawn = value(Role::Pawn);
    if quiet {
        -(pawn * depth * depth) / 3
    } else {
        -pawn * depth
    }
}

/// Late-move pruning: at this depth, quiet moves after this many are skipped.
/// Half as many where the static score has not risen since the side to move last moved.
pub fn late_move_count(depth: i32, worsening: bool) -> usize {
    (3 + depth * depth) as usize >> usize::from(worsening)
}

/// The static score `eval` of a node bettered by the `score` the table holds for it: where the
/// search proved the node worth at least (`Lower`) more, or at most (`Upper`) less, or exactly.
pub fn bettered_by_table(eval: i32, score: i32, bound: Bound) -> i32 {
    match bound {
        Bound::Exact => score,
        Bound::Lower => eval.max(score),
        Bound::Upper => eval.min(score),
    }
}

/// The null move's reduction at `depth`, larger as the static score stands further above beta.
pub fn null_move_reduction(depth: i32, eval: i32, beta: i32) -> i32 {
    3 + depth / 4 + ((eval - beta) / value(Role::Pawn).max(1)).clamp(0, 2)
}

#[cfg(test)]
mod tests;
