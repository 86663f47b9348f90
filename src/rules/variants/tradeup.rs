//! Trade-up Chess: kings alone on the board, the rest in hand; a turn is a FIDE move or a
//! trade-up (place pawns, or replace a piece with the next one up from the hand).

use super::gen::{self, FIDE_PROMOTIONS};
use super::Rules;
use crate::rules::bitboard::Bitboard;
use crate::rules::illegal::Illegal;
use crate::rules::moves::Move;
use crate::rules::moves::MoveText;
use crate::rules::position::Position;
use crate::rules::types::Square;
use crate::rules::types::{Color, Piece, Role};
use crate::rules::variant::Hand;

/// The ranks (0-based) a side places pawns on: its own 2nd and 3rd.
fn placement_squares(color: Color) -> Bitboard {
    match color {
        Color::White => Bitboard::rank(1) | Bitboard::rank(2),
        Color::Black => Bitboard::rank(6) | Bitboard::rank(5),
    }
}

/// The starting hand: Q R R B B N N and eight pawns.
fn starting_hand() -> Hand {
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
fn is_first_turn(pos: &Position) -> bool {
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
    let safety = gen::KingSafety::of(pos);
    moves.retain(|&m| match m {
        // Placing pawns only adds blockers: legal unless in check, then judged as a whole.
        Move::Drop { .. } | Move::DoubleDrop { .. } if !in_check => true,
        // Replacements and flips change no square's occupant colour: they cannot answer a
        // check and cannot expose the king.
        Move::Replace { .. } | Move::Flip { .. } => !in_check,
        _ => safety
            .as_ref()
            .and_then(|s| s.judge(pos, m))
            .unwrap_or_else(|| !pos.played(m).king_attacked(us)),
    });
}

/// The defaults: trade-ups are moves like any other.
pub(crate) const RULES: Rules = Rules {
    legal_moves,
    pseudo_moves,
    refuse_in_phase: |pos, written| {
        let places_a_pawn = matches!(
            written,
            MoveText::Drop {
                role: Role::Pawn,
                ..
            }
        );
        (is_first_turn(pos) && !places_a_pawn).then_some(Illegal::FirstPlacement)
    },
    refuse_drop,
    refuse_double_drop,
    ..Rules::CHESS
};

fn placement_error(pos: &Position, sq: Square) -> Option<Illegal> {
    if !placement_squares(pos.turn).contains(sq) {
        return Some(Illegal::PlacementRank {
            color: pos.turn,
            square: sq,
        });
    }
    pos.board
        .occupied()
        .contains(sq)
        .then_some(Illegal::Occupied(sq))
}

/// Placing a pawn, replacing a piece by a bigger one from hand, or turning a rook over.
fn refuse_drop(pos: &Position, role: Role, to: Square, pseudo: &[Move]) -> Option<Illegal> {
    let us = pos.turn;
    if role != Role::UpsideDownRook && pos.hands[us].count(role) == 0 {
        return Some(Illegal::NotInHand(role));
    }
    let here = pos
        .board
        .piece_at(to)
        .filter(|p| p.color == us)
        .map(|p| p.role);
    match role {
        Role::Pawn => placement_error(pos, to).or_else(|| {
            let placeable = pseudo
                .iter()
                .any(|m| m.notation() == (MoveText::Drop { role, to }));
            (!placeable).then_some(Illegal::PlacementNotAllowed)
        }),
        Role::UpsideDownRook => (here != Some(Role::Rook)).then_some(Illegal::OnlyOwnRookFlips),
        Role::Knight | Role::Bishop | Role::Rook | Role::Queen => {
            let replaceable = here.is_some_and(|r| replaces(role).contains(&r));
            (!replaceable).then_some(Illegal::ReplacesOnly(role))
        }
        _ => Some(Illegal::NotATradeUp),
    }
}

fn refuse_double_drop(pos: &Position, first: Square, second: Square) -> Option<Illegal> {
    if pos.hands[pos.turn].count(Role::Pawn) < 2 {
        return Some(Illegal::TwoPawnsNeeded);
    }
    placement_error(pos, first).or_else(|| placement_error(pos, second))
}
