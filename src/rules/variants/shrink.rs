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

/// Each move is played with its shrink; a move after which pawns stand on their promotion
/// rank becomes one move per combination of choices, each judged on its own.
pub(crate) fn legal_moves(pos: &Position, moves: &mut Vec<Move>) {
    let mut pseudo = Vec::with_capacity(64);
    pseudo_moves(pos, &mut pseudo);
    let us = pos.turn;
    for mv in pseudo {
        let after = pos.played(mv);
        let promoting = pawns_on_promotion_ranks(&after).count() as usize;
        if promoting == 0 {
            if !after.king_attacked(us) {
                moves.push(mv);
            }
            continue;
        }
        for choice in ShrinkPromotions::all_combinations(promoting) {
            let mut promoted = after.clone();
            promote(&mut promoted, choice);
            if !promoted.king_attacked(us) {
                moves.push(mv.with_shrink_promotions(choice));
            }
        }
    }
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
    let lines = |b: Bitboard| {
        let bytes = b.0.to_le_bytes();
        let files = bytes.iter().fold(0u8, |acc, &row| acc | row);
        let ranks = bytes
            .iter()
            .enumerate()
            .fold(0u8, |acc, (r, &row)| acc | u8::from(row != 0) << r);
        (files, ranks)
    };
    let (files_before, ranks_before) = lines(before);
    let (files_after, ranks_after) = lines(after);
    (files_before & !files_after, ranks_before & !ranks_after)
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
