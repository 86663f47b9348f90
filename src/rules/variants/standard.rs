//! Standard chess (FIDE): the control. Legal moves are generated directly, with pins and
//! check evasions worked out up front, because its perft must be fast.

use super::gen::{self, Pawns, FIDE_PROMOTIONS};
use super::{no_pawns_on_back_ranks, Rules};
use crate::rules::bitboard::{between, king_attacks, line, Bitboard};
use crate::rules::fen::FenError;
use crate::rules::moves::Move;
use crate::rules::position::Position;
use crate::rules::types::Color;
use crate::rules::types::Role;

pub(crate) fn pseudo_moves(pos: &Position, moves: &mut Vec<Move>) {
    gen::fide_pseudo_moves(pos, &FIDE_PROMOTIONS, true, moves);
}

pub(crate) fn legal_moves(pos: &Position, moves: &mut Vec<Move>) {
    generate(pos, false, moves);
}

/// The legal captures (en passant among them) and promotions, in the order [`legal_moves`]
/// gives them: what a quiescence search plays out, without generating the quiet moves.
pub(crate) fn tactical_moves(pos: &Position, moves: &mut Vec<Move>) {
    generate(pos, true, moves);
}

/// Every legal move, or with `tactical` only the captures and promotions (a subsequence of
/// every legal move, in the same order).
fn generate(pos: &Position, tactical: bool, moves: &mut Vec<Move>) {
    let board = &pos.board;
    let us = pos.turn;
    let them = !us;
    let ours = board.by_color(us);
    let theirs = board.by_color(them);
    let Some(king) = board.kings(us).single() else {
        pseudo_moves(pos, moves);
        gen::retain_king_safe(pos, moves);
        if tactical {
            moves.retain(|&m| is_tactical(m, theirs));
        }
        return;
    };
    let occupied = board.occupied();
    let checkers = board.attackers_to(king, them, occupied);
    // Where a move may land: anywhere not ours, or only on their pieces (and, for a pawn's
    // push, its last rank).
    let landing = if tactical { theirs } else { !ours };
    let pushes = if tactical {
        Bitboard::rank(gen::last_rank(pos, us))
    } else {
        !Bitboard::EMPTY
    };

    for to in king_attacks(king) & landing {
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
            push_targets: target & !occupied & pushes,
            capture_targets: target & theirs,
            en_passant: true,
            promotions: &FIDE_PROMOTIONS,
        },
        moves,
    );
    gen::piece_moves(
        pos,
        &[Role::Knight, Role::Bishop, Role::Rook, Role::Queen],
        target & landing,
        moves,
    );
    if checkers.is_empty() && !tactical {
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

/// Whether `m` is a capture (of one of `theirs`, or en passant) or a promotion.
fn is_tactical(m: Move, theirs: Bitboard) -> bool {
    match m {
        Move::Normal { to, promotion, .. } => theirs.contains(to) || promotion.is_some(),
        Move::EnPassant { .. } => true,
        _ => false,
    }
}

/// Standard chess: the defaults.
pub(crate) const RULES: Rules = Rules {
    legal_moves,
    tactical_moves: Some(tactical_moves),
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

    /// The captures and promotions alone are every legal move's captures and promotions, in
    /// the same order: a search that plays them out finds what it found from every move.
    #[test]
    fn tactical_moves_are_the_legal_captures_and_promotions_in_order() {
        let set = [
            // Promotions by a push and by captures, a pinned piece, en passant.
            "r3k2r/1P4P1/8/3pP3/8/2b5/3N4/R3K2R w KQkq d6 0 1",
            // In check: only the checker's capture and the king's captures.
            "4k3/8/8/8/8/5n2/3P4/r3K2R w K - 0 1",
            // En passant that would expose the king.
            "8/8/8/K2pP2r/8/8/8/7k w - d6 0 1",
        ];
        let fixed = set
            .iter()
            .map(|f| Position::from_fen(Variant::Standard, f).unwrap());
        let mut seen = 0;
        for pos in sample_positions(Variant::Standard, 60, 200, 11)
            .into_iter()
            .chain(fixed)
        {
            let mut all = Vec::new();
            legal_moves(&pos, &mut all);
            let theirs = pos.board.by_color(!pos.turn);
            all.retain(|&m| is_tactical(m, theirs));
            let mut tactical = Vec::new();
            tactical_moves(&pos, &mut tactical);
            assert_eq!(tactical, all, "{}", pos.fen());
            seen += all.len();
        }
        assert!(
            seen > 1000,
            "the positions had {seen} captures and promotions"
        );
    }
}
