//! Perft: the number of leaf nodes of the legal move tree, the standard test of a move
//! generator.

use super::moves::Move;
use super::position::Position;

/// Leaf nodes at `depth`. A decided position has no moves, so it counts as no leaf.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    let mut buffers = vec![Vec::with_capacity(64); depth as usize];
    count(pos, &mut buffers)
}

/// Perft to the depth of `buffers`: one move list per ply, reused across the tree.
fn count(pos: &Position, buffers: &mut [Vec<Move>]) -> u64 {
    let Some((moves, deeper)) = buffers.split_first_mut() else {
        return 1;
    };
    pos.legal_moves_into(moves);
    if deeper.is_empty() {
        return moves.len() as u64;
    }
    moves.iter().map(|&m| count(&pos.played(m), deeper)).sum()
}

/// Perft below each legal move, in the order of [`Position::legal_moves`].
pub fn divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    pos.legal_moves()
        .into_iter()
        .map(|m| (m, perft(&pos.played(m), depth.saturating_sub(1))))
        .collect()
}
