//! Trade-up Chess: kings alone on the board, the rest in hand; a turn is a FIDE move or a
//! trade-up (place pawns, or replace a piece with the next one up from the hand).

use super::gen::{self, FIDE_PROMOTIONS};
use super::{mate_or_stalemate, never_decided, nothing_after, Rules};
use crate::rules::bitboard::Bitboard;
use crate::rules::moves::Move;
use crate::rules::position::Position;
use crate::rules::types::{Color, Piece, Role};
use crate::rules::variant::Hand;

/// The ranks (0-based) a side places pawns on: its own 2nd and 3rd.
pub(crate) fn placement_squares(color: Color) -> Bitboard {
    match color {
        Color::White => Bitboard::rank(1) | Bitboard::rank(2),
        Color::Black => Bitboard::rank(6) | Bitboard::rank(5),
    }
}

/// The starting hand: Q R R B B N N and eight pawns.
pub(crate) fn starting_hand() -> Hand {
    let mut hand = Hand::default();
    for (role, n) in [
        (Role::Queen, 1),
        (Role::Rook, 2),
        (Role::Bishop, 2),
        (Role::Knight, 2),
        (Role::Pawn, 8),
    ] {
        for _ in 0..n {
            hand.add(role);
        }
    }
    hand
}

/// White's first turn: both hands are still full and nothing but kings is on the board. It
/// must place exactly one pawn.
pub(crate) fn is_first_turn(pos: &Position) -> bool {
    pos.turn == Color::White
        && pos.board.occupied() == pos.board.by_role(Role::King)
        && pos.hands.white == starting_hand()
        && pos.hands.black == starting_hand()
}

/// The piece a role from the hand replaces: a pawn for a knight or bishop, a knight or a
/// bishop for a rook, an upside-down rook for a queen.
pub(crate) fn replaces(role: Role) -> &'static [Role] {
    match role {
        Role::Knight | Role::Bishop => &[Role::Pawn],
        Role::Rook => &[Role::Knight, Role::Bishop],
        Role::Queen => &[Role::UpsideDownRook],
        _ => &[],
    }
}

pub(crate) fn pseudo_moves(pos: &Position, moves: &mut Vec<Move>) {
    let us = pos.turn;
    let board = &pos.board;
    let hand = &pos.hands[us];
    let places = placement_squares(us) & board.mask() & !board.occupied();
    if hand.count(Role::Pawn) > 0 {
        for to in places {
            moves.push(Move::Drop {
                role: Role::Pawn,
                to,
            });
        }
    }
    if is_first_turn(pos) {
        return;
    }
    if hand.count(Role::Pawn) > 1 {
        for first in places {
            for second in places {
                if first.string_order_key() < second.string_order_key() {
                    moves.push(Move::DoubleDrop { first, second });
                }
            }
        }
    }
    for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
        if hand.count(role) == 0 {
            continue;
        }
        for &old in replaces(role) {
            for square in board.by_piece(Piece::new(us, old)) {
                moves.push(Move::Replace { role, square });
            }
        }
    }
    for square in board.by_piece(Piece::new(us, Role::Rook)) {
        moves.push(Move::Flip { square });
    }
    gen::fide_pseudo_moves(pos, &FIDE_PROMOTIONS, false, moves);
}

pub(crate) fn legal_moves(pos: &Position, moves: &mut Vec<Move>) {
    pseudo_moves(pos, moves);
    let us = pos.turn;
    let in_check = pos.king_attacked(us);
    moves.retain(|&m| match m {
        // Placing pawns only adds blockers: legal unless in check, then judged as a whole.
        Move::Drop { .. } | Move::DoubleDrop { .. } if !in_check => true,
        // Replacements and flips change no square's occupant colour: they cannot answer a
        // check and cannot expose the king.
        Move::Replace { .. } | Move::Flip { .. } => !in_check,
        _ => !pos.played(m).king_attacked(us),
    });
}

/// The defaults: trade-ups are moves like any other.
pub(crate) const RULES: Rules = Rules {
    legal_moves,
    pseudo_moves,
    decided_by_rule: never_decided,
    without_moves: mate_or_stalemate,
    captured_goes_back: false,
    after_move: nothing_after,
};
