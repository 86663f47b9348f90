//! Suction Chess: a captured piece goes to the square its capturer came from; kings never
//! move; a king sucked to the opponent's first rank loses.

use super::gen::{self, Pawns};
use super::Rules;
use crate::rules::bitboard::Bitboard;
use crate::rules::illegal::Illegal;
use crate::rules::moves::Move;
use crate::rules::outcome::{Outcome, Reason};
use crate::rules::position::Position;
use crate::rules::types::{Color, Role};

/// Every move (there is no check, so every move that follows the movement rules is legal).
/// Pawns never promote: a pawn on its last rank simply has no move.
pub(crate) fn pseudo_moves(pos: &Position, moves: &mut Vec<Move>) {
    let us = pos.turn;
    let mask = pos.board.mask();
    let empty = mask & !pos.board.occupied();
    let theirs = pos.board.by_color(!us);
    gen::pawn_moves(
        pos,
        &Pawns {
            push_targets: empty,
            capture_targets: theirs,
            en_passant: true,
            promotions: &[],
        },
        moves,
    );
    gen::piece_moves(
        pos,
        &[Role::Knight, Role::Bishop, Role::Rook, Role::Queen],
        empty | theirs,
        moves,
    );
}

pub(crate) fn legal_moves(pos: &Position, moves: &mut Vec<Move>) {
    if decided_by_rule(pos).is_none() {
        pseudo_moves(pos, moves);
    }
}

/// White wins when a Black king stands on rank 1, Black when a White king stands on the top
/// rank. (If both at once, which no legal game reaches, the side that just moved wins.)
pub(crate) fn decided_by_rule(pos: &Position) -> Option<Outcome> {
    let black_sucked = (pos.board.kings(Color::Black) & Bitboard::rank(0)).any();
    let white_sucked =
        (pos.board.kings(Color::White) & Bitboard::rank(pos.board.height() - 1)).any();
    let winner = match (black_sucked, white_sucked) {
        (false, false) => return None,
        (true, false) => Color::White,
        (false, true) => Color::Black,
        (true, true) => !pos.turn,
    };
    Some(Outcome {
        winner: Some(winner),
        reason: Reason::KingSucked,
    })
}

/// A king sucked to the first rank decides; no legal move is a draw; captures swap.
pub(crate) const RULES: Rules = Rules {
    legal_moves,
    pseudo_moves,
    decided_by_rule,
    without_moves: |_| Outcome {
        winner: None,
        reason: Reason::NoLegalMove,
    },
    captured_goes_back: true,
    refuse_board_move: |_, role, _, _| (role == Role::King).then_some(Illegal::KingsNeverMove),
    ..Rules::CHESS
};
