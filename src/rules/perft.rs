//! Perft: the number of leaf nodes of the legal move tree, the standard test of a move
//! generator.

use super::moves::Move;
use super::position::Position;

/// Leaf nodes at `depth`. A decided position has no moves, so it counts as no leaf.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = pos.legal_moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|&m| perft(&pos.played(m), depth - 1))
        .sum()
}

/// Perft below each legal move, in the order of [`Position::legal_moves`].
pub fn divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    pos.legal_moves()
        .into_iter()
        .map(|m| (m, perft(&pos.played(m), depth.saturating_sub(1))))
        .collect()
}
