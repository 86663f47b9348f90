//! Standard chess (FIDE): the control. Legal moves are generated directly, with pins and
//! check evasions worked out up front, because its perft must be fast.

use super::gen::{self, Pawns, FIDE_PROMOTIONS};
use super::{no_pawns_on_back_ranks, Rules};
use crate::rules::bitboard::{between, king_attacks, line};
use crate::rules::fen::FenError;
use crate::rules::moves::Move;
use crate::rules::position::Position;
use crate::rules::types::Color;
use crate::rules::types::Role;

pub(crate) fn pseudo_moves(pos: &Position, moves: &mut Vec<Move>) {
    gen::fide_pseudo_moves(pos, &FIDE_PROMOTIONS, true, moves);
}

pub(crate) fn legal_moves(pos: &Position, moves: &mut Vec<Move>) {
    let board = &pos.board;
    let us = pos.turn;
    let them = !us;
    let Some(king) = board.kings(us).single() else {
        pseudo_moves(pos, moves);
        gen::retain_king_safe(pos, moves);
        return;
    };
    let ours = board.by_color(us);
    let theirs = board.by_color(them);
    let occupied = board.occupied();
    let checkers = board.attackers_to(king, them, occupied);

    for to in king_attacks(king) & !ours {
        if board
            .attackers_to(to, them, occupied.without(king))
            .is_empty()
        {
            moves.push(gen::normal(Role::King, king, to));
        }
    }
    if checkers.more_than_one() {
        return;
    }
    let target = match checkers.single() {
        Some(checker) => between(king, checker).with(checker),
        None => !ours,
    };
    let first_non_king = moves.len();
    gen::pawn_moves(
        pos,
        &Pawns {
            push_targets: target & !occupied,
            capture_targets: target & theirs,
            en_passant: true,
            promotions: &FIDE_PROMOTIONS,
        },
        moves,
    );
    gen::piece_moves(
        pos,
        &[Role::Knight, Role::Bishop, Role::Rook, Role::Queen],
        target,
        moves,
    );
    if checkers.is_empty() {
        gen::castling_moves(pos, moves);
    }

    let pinned = gen::pinned_pieces(pos, king);
    let needs_filter = pinned.any()
        || moves[first_non_king..]
            .iter()
            .any(|m| matches!(m, Move::EnPassant { .. } | Move::Castle { .. }));
    if needs_filter {
        let mut index = 0;
        moves.retain(|&m| {
            index += 1;
            if index <= first_non_king {
                return true;
            }
            match m {
                Move::Normal { from, to, .. } => {
                    !pinned.contains(from) || line(king, from).contains(to)
                }
                _ => !pos.played(m).king_attacked(us),
            }
        });
    }
}

/// Standard chess: the defaults.
pub(crate) const RULES: Rules = Rules {
    legal_moves,
    pseudo_moves,
    check_fen,
    ..Rules::CHESS
};

/// One king a side, and no pawn where it could never have got to.
fn check_fen(pos: &Position) -> Result<(), FenError> {
    if Color::ALL
        .iter()
        .any(|&c| pos.board.kings(c).more_than_one())
    {
        return Err(FenError::Invalid("a side has more than one king".into()));
    }
    no_pawns_on_back_ranks(pos)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::random::sample_positions;
    use crate::rules::variant::Variant;

    /// The direct generator agrees with the generic one (movement rules, then king safety)
    /// that Swapper and Trade-up build on.
    #[test]
    fn direct_generation_matches_filtered_pseudo_moves() {
        for pos in sample_positions(Variant::Standard, 40, 150, 7) {
            let mut direct = Vec::new();
            legal_moves(&pos, &mut direct);
            let mut generic = Vec::new();
            pseudo_moves(&pos, &mut generic);
            gen::retain_king_safe(&pos, &mut generic);
            let key = |m: &Move| m.to_string();
            direct.sort_by_key(key);
            generic.sort_by_key(key);
            assert_eq!(direct, generic, "{}", pos.fen());
        }
    }
}
