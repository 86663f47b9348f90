//! Deterministic random play, for tests and benchmarks that need many real positions.

use super::{Position, Variant};

/// A small deterministic generator, so every run measures the same positions.
pub struct XorShift(pub u64);

impl XorShift {
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

/// Positions from random games of a variant (every ply of several games).
pub fn sample_positions(
    variant: Variant,
    games: usize,
    max_plies: usize,
    seed: u64,
) -> Vec<Position> {
    let mut rng = XorShift(seed | 1);
    let mut out = Vec::new();
    for _ in 0..games {
        let mut pos = Position::start(variant);
        for _ in 0..max_plies {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            out.push(pos.clone());
            let mv = moves[(rng.next_u64() % moves.len() as u64) as usize];
            pos.play_unchecked(mv);
        }
    }
    out
}
