//! The transposition table: what earlier searches found about a position, by its Zobrist key.

use crate::rules::Move;

/// What a stored score says about the true score.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Bound {
    Exact,
    /// The true score is at least this (a beta cutoff).
    Lower,
    /// The true score is at most this (no move reached alpha).
    Upper,
}

impl Bound {
    /// What a search's `score` in the window (`alpha`, `beta`) says about the true score.
    pub fn of(score: i32, alpha: i32, beta: i32) -> Bound {
        if score <= alpha {
            Bound::Upper
        } else if score >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        }
    }
}

#[derive(Copy, Clone, Debug)]
pub struct Entry {
    pub key: u64,
    pub best: Option<Move>,
    pub score: i32,
    pub depth: i32,
    pub bound: Bound,
}

/// What one slot of the table takes in memory.
pub const ENTRY_BYTES: usize = std::mem::size_of::<Option<Entry>>();

/// A fixed number of slots, one entry each, replaced when the new entry is at least as deep
/// or belongs to another position.
pub struct Table {
    slots: Vec<Option<Entry>>,
}

impl Table {
    /// A table of `2^bits` slots.
    pub fn new(bits: u32) -> Table {
        Table {
            slots: vec![None; 1 << bits],
        }
    }

    /// Every slot emptied.
    pub fn clear(&mut self) {
        self.slots.fill(None);
    }

    fn index(&self, key: u64) -> usize {
        (key as usize) & (self.slots.len() - 1)
    }

    pub fn probe(&self, key: u64) -> Option<Entry> {
        self.slots[self.index(key)].filter(|e| e.key == key)
    }

    pub fn store(&mut self, entry: Entry) {
        let i = self.index(entry.key);
        let replace = match self.slots[i] {
            Some(old) => old.key != entry.key || entry.depth >= old.depth || entry.best.is_some(),
            None => true,
        };
        if replace {
            let best = entry.best.or_else(|| {
                self.slots[i]
                    .filter(|o| o.key == entry.key)
                    .and_then(|o| o.best)
            });
            self.slots[i] = Some(Entry { best, ..entry });
        }
    }
}
