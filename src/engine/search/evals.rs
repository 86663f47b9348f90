//! The static evaluations one search has made, by position key: iterative deepening comes
//! back to the same positions every iteration, and an evaluation costs far more than a
//! lookup. Evaluation depends only on what the key covers (the board, the side to move, the
//! hands), so a hit gives the same score and the search the same tree, only sooner.

use crate::engine::eval::evaluate;
use crate::engine::huge_pages;
use crate::engine::nnue::{Plies, Shared};
use crate::rules::Position;

pub(super) struct Evals {
    /// (key, score); `NONE` marks an empty slot.
    slots: Vec<(u64, i32)>,
    mask: usize,
    /// The network that judges instead of the variant's evaluation, if one was chosen, with
    /// its sums kept from ply to ply.
    network: Option<Plies>,
}

/// No evaluation is this low.
const NONE: i32 = i32::MIN;

impl Evals {
    /// A cache of `2^bits` slots, each position in one slot, a newer one replacing it, of
    /// the evaluations of `network` if given, in a search `plies` deep.
    pub(super) fn new(bits: u32, network: Option<Shared>, plies: usize) -> Evals {
        Evals {
            slots: huge_pages::filled(1 << bits, (0, NONE)),
            mask: (1 << bits) - 1,
            network: network.map(|network| Plies::new(network, plies)),
        }
    }

    /// The evaluation of `pos`, whose key is `key`, reached at `ply`.
    pub(super) fn of(&mut self, pos: &Position, key: u64, ply: usize) -> i32 {
        let slot = &mut self.slots[key as usize & self.mask];
        if slot.0 != key || slot.1 == NONE {
            let score = match &mut self.network {
                Some(network) => network.evaluate(pos, ply),
                None => evaluate(pos),
            };
            *slot = (key, score);
        }
        slot.1
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::hash;
    use crate::rules::Variant;

    #[test]
    fn a_cached_evaluation_is_the_evaluation() {
        let mut evals = Evals::new(4, None, 8);
        let start = Position::start(Variant::Standard);
        let after = start.play("e2e4").unwrap().1;
        for pos in [&start, &after, &start, &after] {
            assert_eq!(evals.of(pos, hash(pos), 1), evaluate(pos));
        }
        // Two keys for one slot of 16: the newer replaces the older, and each position
        // still scores as itself.
        for (pos, key) in [(&start, 5), (&after, 5 + 16), (&start, 5)] {
            assert_eq!(evals.of(pos, key, 1), evaluate(pos));
        }
    }
}
