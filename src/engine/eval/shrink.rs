//! Shrink Chess: material matters as in chess, but the board changes under the pieces.
//! - Pawns are judged by their distance to the promotion rank of the board as it is now: a
//!   shrink brings the last rank nearer, and a pawn on it after a shrink promotes at once.
//! - Mobility counts more than in chess, because a vanished line moves whole groups of pieces
//!   next to each other and what a piece reaches is what decides.
//! - Lines a move would empty: a piece alone on its rank or file decides, by moving, whether
//!   that line vanishes; holding such lines is the initiative over the board's shape.

use super::{chess_material, mobility, sign};
use crate::rules::bitboard::Bitboard;
use crate::rules::{Board, Color, Position, Role};

pub fn evaluate(pos: &Position) -> i32 {
    let board = pos.board();
    let mut score = chess_material(board);
    score += 4 * (mobility(board, Color::White) - mobility(board, Color::Black));
    score += 6 * lonely_lines(board);
    for sq in board.by_role(Role::Pawn) {
        let color = board.color_at(sq).unwrap_or(Color::White);
        let to_go = match color {
            Color::White => board.height() - 1 - sq.rank(),
            Color::Black => sq.rank(),
        } as i32;
        // Closer than chess placement says on a small board: a pawn two steps from a
        // shrinking last rank is one shrink from promoting.
        score += sign(color) * (60 / (to_go + 1));
    }
    score
}

/// White's lines minus Black's: ranks and files that hold exactly one piece, by its colour.
fn lonely_lines(board: &Board) -> i32 {
    let occupied = board.occupied();
    let mut score = 0;
    let lines = (0..board.height())
        .map(Bitboard::rank)
        .chain((0..board.width()).map(Bitboard::file));
    for line in lines {
        if let Some(sq) = (occupied & line).single() {
            score += board.color_at(sq).map_or(0, sign);
        }
    }
    score
}
