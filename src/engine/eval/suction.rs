//! Suction Chess: a captured piece goes to the square its capturer came from, and a king
//! sucked onto its own side's losing rank (Black's onto rank 1, White's onto the top rank)
//! loses. Material means little (nothing leaves the board); what counts is how near each
//! king is to that rank and which enemy pieces could pull it there.

use super::{sign, value};
use crate::rules::{Board, Color, Position, Role, Square};

pub fn evaluate(pos: &Position) -> i32 {
    let board = pos.board();
    let mut score = 0;
    for (sq, piece) in board.pieces() {
        // Pieces still count a little: each is a capturer that can pull a king.
        score += sign(piece.color) * value(piece.role) / 10;
        // A piece on its own first rank is the one that can suck the enemy king onto it.
        if piece.role != Role::King && losing_rank_distance(!piece.color, sq, board) == 0 {
            score += sign(piece.color) * 12;
        }
    }
    for color in Color::ALL {
        score -= sign(color) * king_danger(board, color);
    }
    score
}

/// How many ranks `sq` is from the rank where a king of `color` loses.
fn losing_rank_distance(color: Color, sq: Square, board: &Board) -> i32 {
    match color {
        Color::White => (board.height() - 1 - sq.rank()) as i32,
        Color::Black => sq.rank() as i32,
    }
}

/// How far from its losing rank the enemy piece that would pull `color`'s king nearest to it
/// stands (a capture brings the king to the capturer's square); none when nothing attacks it.
pub(super) fn nearest_puller(board: &Board, color: Color) -> Option<i32> {
    let king = board.kings(color).first()?;
    // Kings never capture in Suction.
    let pullers = board.attackers_to(king, !color, board.occupied()) & !board.kings(!color);
    pullers
        .map(|from| losing_rank_distance(color, from, board))
        .min()
}

/// How badly the king of `color` stands: nearness to its losing rank, and the worst square an
/// enemy capture would pull it to (the capturer's square). An attacker on the losing rank
/// itself is a threat to win at once.
fn king_danger(board: &Board, color: Color) -> i32 {
    let Some(king) = board.kings(color).first() else {
        return 0;
    };
    let rows = board.height() as i32 - 1;
    let mut danger = (rows - losing_rank_distance(color, king, board)) * 15;
    if let Some(distance) = nearest_puller(board, color) {
        danger += if distance == 0 {
            250
        } else {
            (rows - distance) * (rows - distance) * 4
        };
    }
    danger
}
