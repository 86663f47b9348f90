//! Correction history: how far the search's scores have run from the static score in positions
//! with the same pawns and side to move, learned as the search goes and added to the static
//! score. An evaluation misjudges the same structures again and again (a blocked centre, a
//! passed pawn it underrates); once the search has found out, the next node with those pawns
//! starts from the corrected guess, and the pruning that judges by it errs less.

use crate::rules::{Color, Position, Role};

/// Slots per side to move; pawn structures that share one share its correction.
const SLOTS: usize = 1 << 14;
/// Corrections are kept in 1/GRAIN of a centipawn, so that small steps add up.
const GRAIN: i32 = 256;
/// No correction goes beyond this many centipawns either way.
const LIMIT: i32 = 64;
/// A search `depth` deep moves a slot `min(depth + 1, 16)` parts in `WEIGHTS` of the way
/// toward what it found.
const WEIGHTS: i32 = 256;

pub(super) struct Corrections {
    slots: Vec<i32>,
}

impl Corrections {
    pub(super) fn new() -> Corrections {
        Corrections {
            slots: vec![0; 2 * SLOTS],
        }
    }

    /// What to add to the static score of `pos`, in centipawns.
    pub(super) fn of(&self, pos: &Position) -> i32 {
        self.slots[slot(pos)] / GRAIN
    }

    /// A search `depth` deep found `pos` worth `found` where its static score was `raw`.
    pub(super) fn learn(&mut self, pos: &Position, raw: i32, found: i32, depth: i32) {
        let target = ((found - raw).clamp(-LIMIT, LIMIT) * GRAIN) as i64;
        let weight = i64::from((depth + 1).min(16));
        let slot = &mut self.slots[slot(pos)];
        let moved = (i64::from(*slot) * (i64::from(WEIGHTS) - weight) + target * weight)
            / i64::from(WEIGHTS);
        *slot = moved as i32;
    }
}

/// The slot of `pos`: its pawns of each side, mixed, and the side to move.
fn slot(pos: &Position) -> usize {
    let board = pos.board();
    let pawns = board.by_role(Role::Pawn);
    let (white, black) = (
        (pawns & board.by_color(Color::White)).0,
        (pawns & board.by_color(Color::Black)).0,
    );
    let mixed = white.wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ black.rotate_left(17).wrapping_mul(0xC2B2_AE3D_27D4_EB4F);
    let side = usize::from(pos.turn() == Color::Black);
    side * SLOTS + (mixed >> (64 - SLOTS.trailing_zeros())) as usize
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;

    #[test]
    fn a_correction_moves_toward_what_the_search_found_and_stays_within_its_limit() {
        let start = Position::start(Variant::Standard);
        let knight_out = start.play("g1f3").unwrap().1.play("g8f6").unwrap().1;
        let pawn_moved = start.play("e2e4").unwrap().1.play("e7e5").unwrap().1;
        let mut corrections = Corrections::new();
        assert_eq!(corrections.of(&start), 0);
        for _ in 0..200 {
            corrections.learn(&start, 10, 40, 15);
        }
        assert_eq!(corrections.of(&start), 29, "nearly all of the 30 found");
        // Same pawns, same side to move: the same correction; other pawns: none yet.
        assert_eq!(corrections.of(&knight_out), 29);
        assert_eq!(corrections.of(&pawn_moved), 0);
        for _ in 0..200 {
            corrections.learn(&start, 0, -1_000, 15);
        }
        assert_eq!(corrections.of(&start), -(LIMIT - 1));
        // A shallow search moves it less than a deep one.
        let (mut shallow, mut deep) = (Corrections::new(), Corrections::new());
        shallow.learn(&start, 0, 50, 1);
        deep.learn(&start, 0, 50, 12);
        let raw = |c: &Corrections| c.slots[slot(&start)];
        assert!(0 < raw(&shallow) && raw(&shallow) < raw(&deep));
    }
}
