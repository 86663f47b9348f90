//! A transposition table kept from one search to the next.

use super::{search, Info, Options, Thought};
use crate::engine::tt::Table;
use crate::rules::{Color, Position};

/// A transposition table kept from one search to the next (over a stretch of an analysis's
/// positions, or the moves of a game the engine plays over UCI): what an earlier search found
/// there is a head start; deterministic still when the same searches come in the same order.
pub struct Memory {
    table: Table,
    /// The side and contempt whose draws the table's scores hold: a search for another side
    /// (where draws count against one) or another contempt starts from an empty table.
    draws: Option<(Color, i32)>,
}

impl Memory {
    /// A memory of `2^bits` entries.
    pub fn new(bits: u32) -> Memory {
        Memory {
            table: Table::new(bits),
            draws: None,
        }
    }
}

/// [`think`](super::think) with the table `memory` keeps: what earlier searches stored there is used, and
/// what this one finds is kept for the next.
pub fn think_remembering(
    memory: &mut Memory,
    pos: &Position,
    history: &[u64],
    options: &Options,
    on_info: &mut dyn FnMut(&Info),
) -> Option<Thought> {
    let draws = (pos.turn(), options.contempt);
    // Without contempt a draw is worth nothing to either side, whichever is to move.
    if memory
        .draws
        .is_some_and(|old| old != draws && (old.1 != 0 || draws.1 != 0))
    {
        memory.table.clear();
    }
    memory.draws = Some(draws);
    let table = std::mem::replace(&mut memory.table, Table::new(0));
    let (thought, table) = search(table, pos, history, options, &[], on_info);
    memory.table = table;
    thought
}
