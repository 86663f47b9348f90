//! The transposition table: what earlier searches found about a position, by its Zobrist key.

use super::huge_pages;
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

/// What one slot of the table takes in memory: its entry and the search that wrote it.
pub const ENTRY_BYTES: usize = std::mem::size_of::<Option<Entry>>() + 1;

/// A fixed number of slots in buckets of one or two (as the search under way asks): a
/// position's entry goes in its bucket's slot that holds it already, or else in the one worth
/// least (empty, left by an older search, or shallower), so that with two a shallow entry
/// seldom drives out a deep one of another position. The same position's entry is replaced
/// when the new one is at least as deep or has a best move.
pub struct Table {
    slots: Vec<Option<Entry>>,
    /// The search that wrote each slot, apart from the slots: inside them it would be padded
    /// out to a word.
    written: Vec<u8>,
    /// The search under way, counted on from one search to the next in the same table.
    generation: u8,
    /// How many slots a bucket has in the search under way: 1 or 2.
    bucket: usize,
}

impl Table {
    /// A table of `2^bits` slots (two at least), one to a bucket until a search asks for two.
    pub fn new(bits: u32) -> Table {
        Table {
            slots: huge_pages::filled(1 << bits.max(1), None),
            written: vec![0; 1 << bits.max(1)],
            generation: 0,
            bucket: 1,
        }
    }

    /// Every slot emptied.
    pub fn clear(&mut self) {
        self.slots.fill(None);
    }

    /// A new search begins, with buckets of two slots or of one: what earlier searches stored
    /// is kept, but given up first.
    pub fn new_search(&mut self, two_slot_buckets: bool) {
        self.generation = self.generation.wrapping_add(1);
        self.bucket = if two_slot_buckets { 2 } else { 1 };
    }

    /// The slots of `key`'s bucket.
    fn bucket(&self, key: u64) -> std::ops::Range<usize> {
        let first = (key as usize) & (self.slots.len() - 1) & !(self.bucket - 1);
        first..first + self.bucket
    }

    /// Asks the processor to bring `key`'s bucket into its cache, so that the probe soon to
    /// come does not wait on memory: a search calls it as soon as it knows a child's key.
    #[inline]
    pub fn prefetch(&self, key: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
            let bucket = &self.slots[self.bucket(key)];
            // Its first byte and its last: a bucket may straddle two cache lines.
            let first = bucket.as_ptr().cast::<i8>();
            let last = first.wrapping_add(std::mem::size_of_val(bucket) - 1);
            // SAFETY: SSE is part of every x86_64 processor, and a prefetch reads nothing
            // the program sees: it is a hint, whatever the address.
            unsafe {
                _mm_prefetch::<_MM_HINT_T0>(first);
                _mm_prefetch::<_MM_HINT_T0>(last);
            }
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    pub fn probe(&self, key: u64) -> Option<Entry> {
        self.slots[self.bucket(key)]
            .iter()
            .flatten()
            .find(|e| e.key == key)
            .copied()
    }

    pub fn store(&mut self, entry: Entry) {
        let bucket = self.bucket(entry.key);
        let same = bucket.clone().find_map(|i| {
            let old = self.slots[i]?;
            (old.key == entry.key).then_some((i, old))
        });
        let (i, best) = match same {
            Some((i, old)) => {
                if entry.depth < old.depth && entry.best.is_none() {
                    return;
                }
                (i, entry.best.or(old.best))
            }
            None => {
                let least = bucket.min_by_key(|&i| self.worth(i));
                (least.expect("a bucket has slots"), entry.best)
            }
        };
        self.slots[i] = Some(Entry { best, ..entry });
        self.written[i] = self.generation;
    }

    /// How much slot `i` is worth keeping: nothing when empty; its depth, less for every
    /// search since the one that wrote it.
    fn worth(&self, i: usize) -> i32 {
        self.slots[i].map_or(i32::MIN, |e| {
            let age = self.generation.wrapping_sub(self.written[i]);
            e.depth - 4 * i32::from(age)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Position, Variant};

    fn entry(key: u64, depth: i32) -> Entry {
        Entry {
            key,
            best: None,
            score: depth,
            depth,
            bound: Bound::Exact,
        }
    }

    /// Keys that share a bucket in a table of `2^bits` slots.
    fn rivals(bits: u32, n: u64) -> Vec<u64> {
        (0..n).map(|k| (k << bits) | 6).collect()
    }

    /// A table searched with buckets of two slots.
    fn two_slot_table() -> Table {
        let mut table = Table::new(4);
        table.new_search(true);
        table
    }

    #[test]
    fn a_shallow_entry_takes_the_shallower_slot_of_its_bucket() {
        let mut table = two_slot_table();
        let keys = rivals(4, 3);
        table.store(entry(keys[0], 9));
        table.store(entry(keys[1], 2));
        // Both fit in the bucket.
        assert_eq!(table.probe(keys[0]).unwrap().depth, 9);
        assert_eq!(table.probe(keys[1]).unwrap().depth, 2);
        // A third position drives out the shallower one, not the deep one.
        table.store(entry(keys[2], 0));
        assert_eq!(table.probe(keys[0]).unwrap().depth, 9);
        assert!(table.probe(keys[1]).is_none());
        assert_eq!(table.probe(keys[2]).unwrap().depth, 0);
        // A key of another bucket leaves this one alone.
        table.store(entry(9, 1));
        assert!(table.probe(keys[0]).is_some() && table.probe(keys[2]).is_some());
    }

    #[test]
    fn the_same_position_is_replaced_by_a_deeper_search_or_a_best_move_only() {
        let mut table = Table::new(4);
        table.store(entry(5, 6));
        table.store(entry(5, 3));
        assert_eq!(table.probe(5).unwrap().depth, 6);
        let mv = Position::start(Variant::Standard).legal_moves()[0];
        table.store(Entry {
            best: Some(mv),
            ..entry(5, 3)
        });
        assert_eq!(table.probe(5).unwrap().best, Some(mv));
        // A deeper entry with no move keeps the move found before.
        table.store(entry(5, 8));
        assert_eq!(table.probe(5).unwrap().depth, 8);
        assert_eq!(table.probe(5).unwrap().best, Some(mv));
    }

    #[test]
    fn with_one_slot_buckets_a_new_position_always_takes_the_slot() {
        let mut table = Table::new(4);
        table.new_search(false);
        let keys = rivals(4, 2);
        table.store(entry(keys[0], 9));
        table.store(entry(keys[1], 0));
        assert!(table.probe(keys[0]).is_none());
        assert_eq!(table.probe(keys[1]).unwrap().depth, 0);
        // Its neighbour's slot, a bucket of its own, is left alone.
        table.store(entry(keys[0] ^ 1, 3));
        assert_eq!(table.probe(keys[1]).unwrap().depth, 0);
        assert_eq!(table.probe(keys[0] ^ 1).unwrap().depth, 3);
    }

    #[test]
    fn an_older_search_s_deep_entry_gives_way_in_time() {
        let mut table = two_slot_table();
        let keys = rivals(4, 4);
        table.store(entry(keys[0], 8));
        table.store(entry(keys[1], 6));
        table.new_search(true);
        // One search on, a depth of 5 is worth more than the old 6 (6 - 4), not than the old 8.
        table.store(entry(keys[2], 5));
        assert!(table.probe(keys[0]).is_some() && table.probe(keys[1]).is_none());
        table.new_search(true);
        table.new_search(true);
        // Three searches on, the old 8 (8 - 12) gives way to a new 1 before the 5 (5 - 8) does.
        table.store(entry(keys[3], 1));
        assert!(table.probe(keys[0]).is_none() && table.probe(keys[2]).is_some());
    }
}
