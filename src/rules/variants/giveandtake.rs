//! Give & Take Chess: both armies start in hand. In the drop phase every move is a drop onto
//! a square the enemy attacks that leaves the dropper attacking three empty squares; in the
//! capture phase every move is a capture. Kings are ordinary pieces; no move loses.

use super::gen::{self, Pawns};
use crate::rules::bitboard::Bitboard;
use crate::rules::moves::Move;
use crate::rules::position::{Hand, Position};
use crate::rules::types::{Color, Piece, Role};

/// Pawns capturing onto their last rank promote to one of these.
pub(crate) const PROMOTIONS: [Role; 5] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight, Role::King];

/// A drop must leave the dropper's pieces attacking at least this many empty squares.
pub(crate) const MIN_ATTACKED_EMPTY: u32 = 3;

/// The union of the squares `color`'s pieces attack by their capture patterns.
pub(crate) fn attacked_by(pos: &Position, color: Color) -> Bitboard {
    pos.board
        .pieces()
        .filter(|(_, p)| p.color == color)
        .fold(Bitboard::EMPTY, |acc, (sq, p)| acc | pos.board.attacks_from(sq, p))
}

/// White's very first drop is the only one not bound to a square the enemy attacks.
pub(crate) fn is_first_white_drop(pos: &Position) -> bool {
    pos.turn == Color::White && pos.board.by_color(Color::White).is_empty()
}

/// Squares a piece of `role` may not be dropped on regardless of attacks.
pub(crate) fn forbidden_drop_squares(role: Role) -> Bitboard {
    if role == Role::Pawn {
        Bitboard::rank(0) | Bitboard::rank(7)
    } else {
        Bitboard::EMPTY
    }
}

/// How many empty squares `pos.turn`'s pieces attack after dropping `role` on `to`.
pub(crate) fn attacked_empty_after_drop(pos: &Position, role: Role, to: crate::rules::types::Square) -> u32 {
    let mut after = pos.board.clone();
    after.set(to, Piece::new(pos.turn, role));
    let attacked = after
        .pieces()
        .filter(|(_, p)| p.color == pos.turn)
        .fold(Bitboard::EMPTY, |acc, (sq, p)| acc | after.attacks_from(sq, p));
    (attacked & after.mask() & !after.occupied()).count()
}

pub(crate) fn legal_moves(pos: &Position, moves: &mut Vec<Move>) {
    let us = pos.turn;
    if pos.in_drop_phase() {
        let empty = pos.board.mask() & !pos.board.occupied();
        let allowed = if is_first_white_drop(pos) {
            empty
        } else {
            empty & attacked_by(pos, !us)
        };
        for role in Hand::ROLES {
            if pos.hands[us].count(role) == 0 {
                continue;
            }
            for to in allowed & !forbidden_drop_squares(role) {
                if attacked_empty_after_drop(pos, role, to) >= MIN_ATTACKED_EMPTY {
                    moves.push(Move::Drop { role, to });
                }
            }
        }
        return;
    }
    let theirs = pos.board.by_color(!us);
    gen::pawn_moves(
        pos,
        &Pawns {
            push_targets: Bitboard::EMPTY,
            capture_targets: theirs,
            en_passant: false,
            promotions: &PROMOTIONS,
        },
        moves,
    );
    gen::piece_moves(pos, &[Role::Knight, Role::Bishop, Role::Rook, Role::Queen, Role::King], theirs, moves);
}
