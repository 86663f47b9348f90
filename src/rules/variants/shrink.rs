//! Shrink Chess: FIDE chess where every row or column that a move empties disappears, and
//! the board shrinks toward a1.

use super::gen::{self, FIDE_PROMOTIONS};
use super::Rules;
use crate::rules::bitboard::Bitboard;
use crate::rules::fen::FenError;
use crate::rules::moves::{Move, ShrinkPromotions};
use crate::rules::position::Position;
use crate::rules::types::{Color, Piece, Role};

pub(crate) fn pseudo_moves(pos: &Position, moves: &mut Vec<Move>) {
    gen::fide_pseudo_moves(pos, &FIDE_PROMOTIONS, true, moves);
}

/// A move that empties no line is judged as in chess. One that empties a line is played with
/// its shrink, which changes what attacks what; if pawns then stand on their promotion rank,
/// it becomes one move per combination of choices, each judged on its own.
pub(crate) fn legal_moves(pos: &Position, moves: &mut Vec<Move>) {
    let first = moves.len();
    pseudo_moves(pos, moves);
    let us = pos.turn;
    let safety = gen::KingSafety::of(pos);
    let occupied = pos.board.occupied();
    let mut promotes_by_shrinking = false;
    moves.retain(|&mv| {
        if let (Some(safety), false) = (&safety, empties_a_line(occupied, mv)) {
            if let Some(safe) = safety.judge(pos, mv) {
                return safe;
            }
        }
        let after = pos.played(mv);
        promotes_by_shrinking |= pawns_on_promotion_ranks(&after).any();
        !after.king_attacked(us)
    });
    if promotes_by_shrinking {
        moves.truncate(first);
        let mut pseudo = Vec::new();
        pseudo_moves(pos, &mut pseudo);
        moves.extend(pseudo.into_iter().flat_map(|mv| with_choices(pos, mv)));
    }
}

/// Whether a move that takes one square and fills another may empty a line: whether its
/// square of departure is the last piece of its file or rank. Other moves count as emptying.
fn empties_a_line(occupied: Bitboard, mv: Move) -> bool {
    let Move::Normal { from, to, .. } = mv else {
        return true;
    };
    let left = occupied.without(from).with(to);
    (left & Bitboard::file(from.file())).is_empty()
        || (left & Bitboard::rank(from.rank())).is_empty()
}

/// A pseudo-move as the legal moves it makes: none, itself, or one per combination of
/// promotions by shrinking.
pub(crate) fn with_choices(pos: &Position, mv: Move) -> Vec<Move> {
    let us = pos.turn;
    let after = pos.played(mv);
    let promoting = pawns_on_promotion_ranks(&after).count() as usize;
    if promoting == 0 {
        return if after.king_attacked(us) {
            vec![]
        } else {
            vec![mv]
        };
    }
    ShrinkPromotions::all_combinations(promoting)
        .filter(|&choice| {
            let mut promoted = after.clone();
            promote(&mut promoted, choice);
            !promoted.king_attacked(us)
        })
        .map(|choice| mv.with_shrink_promotions(choice))
        .collect()
}

/// Pawns standing on their own promotion rank (White: the top row; Black: row 1), a1 first.
fn pawns_on_promotion_ranks(pos: &Position) -> Bitboard {
    let board = &pos.board;
    (board.by_piece(Piece::new(Color::White, Role::Pawn)) & Bitboard::rank(board.height() - 1))
        | (board.by_piece(Piece::new(Color::Black, Role::Pawn)) & Bitboard::rank(0))
}

fn promote(pos: &mut Position, choice: ShrinkPromotions) {
    for (sq, role) in pawns_on_promotion_ranks(pos).zip(choice.iter()) {
        if let Some(color) = pos.board.color_at(sq) {
            pos.board.set(sq, Piece::new(color, role));
        }
    }
}

/// The files and ranks (bit 0 = file a or rank 1) that hold a piece in `before` and none in
/// `after`: the lines a move removes.
pub(crate) fn emptied_lines(before: Bitboard, after: Bitboard) -> (u8, u8) {
    let (files_before, ranks_before) = lines(before);
    let (files_after, ranks_after) = lines(after);
    (files_before & !files_after, ranks_before & !ranks_after)
}

/// The files and ranks that hold a square of `b` (bit 0 = file a or rank 1).
fn lines(b: Bitboard) -> (u8, u8) {
    const LOW_SEVEN: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    let mut folded = b.0 | b.0 >> 32;
    folded |= folded >> 16;
    folded |= folded >> 8;
    // The top bit of each byte of `b` that is not zero, then those eight bits gathered.
    let nonzero = (((b.0 & LOW_SEVEN) + LOW_SEVEN) | b.0) & !LOW_SEVEN;
    let ranks = ((nonzero >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56) as u8;
    (folded as u8, ranks)
}

/// Removes every row and column that held a piece before the move and holds none after it,
/// then promotes the pawns the shrink put on their promotion rank as `promotions` says.
fn shrink_after(pos: &mut Position, occupied_before: Bitboard, promotions: ShrinkPromotions) {
    let (files, ranks) = emptied_lines(occupied_before, pos.board.occupied());
    if files == 0 && ranks == 0 {
        return;
    }
    let mut ep = pos.ep_square.map(Bitboard::from_square).unwrap_or_default();
    pos.board
        .shrink(files, ranks, &mut [&mut pos.castling, &mut ep]);
    pos.ep_square = ep.first();
    if !promotions.is_empty() {
        promote(pos, promotions);
    }
}

/// Emptied lines vanish after every move.
pub(crate) const RULES: Rules = Rules {
    legal_moves,
    pseudo_moves,
    after_move: |pos, occupied_before, mv| {
        shrink_after(pos, occupied_before, mv.shrink_promotions())
    },
    check_fen,
    ..Rules::CHESS
};

/// A pawn on its last rank would have promoted (the last rank moves as the board shrinks).
fn check_fen(pos: &Position) -> Result<(), FenError> {
    let board = &pos.board;
    let top = Bitboard::rank(board.height() - 1);
    if (board.by_piece(Piece::new(Color::White, Role::Pawn)) & top).any()
        || (board.by_piece(Piece::new(Color::Black, Role::Pawn)) & Bitboard::rank(0)).any()
    {
        return Err(FenError::Invalid(
            "a pawn stands on its promotion rank".into(),
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_the_files_and_ranks_a_set_touches() {
        for bits in [0u64, 1, 0x8000_0000_0000_0000, 0x0081_0000_4200_ff00, !0] {
            let b = Bitboard(bits);
            let (mut files, mut ranks) = (0u8, 0u8);
            for sq in b {
                files |= 1 << sq.file();
                ranks |= 1 << sq.rank();
            }
            assert_eq!(lines(b), (files, ranks), "{bits:#x}");
        }
    }
}
