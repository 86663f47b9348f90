//! Move-generation helpers shared by the variants.

use crate::rules::bitboard::{between, Bitboard};
use crate::rules::moves::{Move, ShrinkPromotions};
use crate::rules::position::Position;
use crate::rules::types::{Color, Piece, Role, Square};

/// The pieces that move by their capture patterns: knight, bishop, rook, queen, king.
pub(crate) const CHESS_PIECES: [Role; 5] = [
    Role::Knight,
    Role::Bishop,
    Role::Rook,
    Role::Queen,
    Role::King,
];

/// The FIDE promotion choices.
pub(crate) const FIDE_PROMOTIONS: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

/// What pawns may do in a variant, and which destinations are wanted now.
pub(crate) struct Pawns<'a> {
    /// Squares a push may end on (`Bitboard::EMPTY` for no pushes).
    pub push_targets: Bitboard,
    /// Squares a diagonal capture may end on (enemy pieces that can be captured).
    pub capture_targets: Bitboard,
    pub en_passant: bool,
    /// Pieces a pawn reaching its last rank becomes; empty: it stays a pawn.
    pub promotions: &'a [Role],
}

#[inline]
pub(crate) fn normal(role: Role, from: Square, to: Square) -> Move {
    Move::Normal {
        role,
        from,
        to,
        promotion: None,
        shrink: ShrinkPromotions::NONE,
    }
}

/// The rank (0-based) a pawn of `color` promotes on, on the board as it is.
pub(crate) fn last_rank(pos: &Position, color: Color) -> u8 {
    match color {
        Color::White => pos.board.height() - 1,
        Color::Black => 0,
    }
}

/// Pawn pushes (two steps from the pawn's own second rank, any time, while the board has 8
/// ranks), captures, en passant and promotions.
pub(crate) fn pawn_moves(pos: &Position, rules: &Pawns<'_>, moves: &mut Vec<Move>) {
    let board = &pos.board;
    let us = pos.turn;
    let occupied = board.occupied();
    let height = board.height();
    let (forward, second_rank) = match us {
        Color::White => (8, 1),
        Color::Black => (-8, height as i32 - 2),
    };
    let last = last_rank(pos, us);
    let add = |moves: &mut Vec<Move>, from: Square, to: Square| {
        if to.rank() == last && !rules.promotions.is_empty() {
            for &role in rules.promotions {
                moves.push(Move::Normal {
                    role: Role::Pawn,
                    from,
                    to,
                    promotion: Some(role),
                    shrink: ShrinkPromotions::NONE,
                });
            }
        } else {
            moves.push(normal(Role::Pawn, from, to));
        }
    };
    for from in board.by_piece(Piece::new(us, Role::Pawn)) {
        let ahead = from.rank() as i32 + forward / 8;
        if rules.push_targets.any() && (0..height as i32).contains(&ahead) {
            let to = from.offset(forward);
            if !occupied.contains(to) {
                if rules.push_targets.contains(to) {
                    add(moves, from, to);
                }
                if height == 8 && from.rank() as i32 == second_rank {
                    let two = to.offset(forward);
                    if !occupied.contains(two) && rules.push_targets.contains(two) {
                        moves.push(normal(Role::Pawn, from, two));
                    }
                }
            }
        }
        let attacks = board.attacks_from(from, Piece::new(us, Role::Pawn));
        for to in attacks & rules.capture_targets {
            add(moves, from, to);
        }
        if rules.en_passant {
            if let Some(ep) = pos.ep_square {
                if attacks.contains(ep) && !occupied.contains(ep) {
                    moves.push(Move::EnPassant {
                        from,
                        to: ep,
                        shrink: ShrinkPromotions::NONE,
                    });
                }
            }
        }
    }
}

/// Moves of the pieces of the given roles to `targets` by their capture-and-move patterns
/// (knight, bishop, rook, queen, king, upside-down rook).
pub(crate) fn piece_moves(
    pos: &Position,
    roles: &[Role],
    targets: Bitboard,
    moves: &mut Vec<Move>,
) {
    let us = pos.turn;
    for &role in roles {
        let piece = Piece::new(us, role);
        for from in pos.board.by_piece(piece) {
            for to in pos.board.attacks_from(from, piece) & targets {
                moves.push(normal(role, from, to));
            }
        }
    }
}

/// Castling by the rules common to standard, Shrink and Swapper chess: an unmoved king and
/// rook on the back rank with exactly 2 or 3 empty squares between them; the king is not in
/// check and does not cross an attacked square. Whether it lands on an attacked square is
/// judged after the move, like every move.
pub(crate) fn castling_moves(pos: &Position, moves: &mut Vec<Move>) {
    let us = pos.turn;
    let back = Bitboard::rank(pos.back_rank(us));
    let rooks = pos.castling & pos.board.by_piece(Piece::new(us, Role::Rook)) & back;
    if rooks.is_empty() {
        return;
    }
    let Some(king) = (pos.board.kings(us) & back).single() else {
        return;
    };
    for rook in rooks {
        let gap = between(king, rook);
        if !(2..=3).contains(&gap.count()) || (gap & pos.board.occupied()).any() {
            continue;
        }
        let crossed = if rook > king {
            king.offset(1)
        } else {
            king.offset(-1)
        };
        if pos.board.is_attacked(king, !us) || pos.board.is_attacked(crossed, !us) {
            continue;
        }
        moves.push(Move::Castle {
            king,
            rook,
            shrink: ShrinkPromotions::NONE,
        });
    }
}

/// Every FIDE move by the movement rules (pieces of the standard set plus upside-down
/// rooks), before checking the mover's king. `castling` and the promotion choices vary.
pub(crate) fn fide_pseudo_moves(
    pos: &Position,
    promotions: &[Role],
    castling: bool,
    moves: &mut Vec<Move>,
) {
    let us = pos.turn;
    let mask = pos.board.mask();
    let empty = mask & !pos.board.occupied();
    let theirs = pos.board.by_color(!us);
    pawn_moves(
        pos,
        &Pawns {
            push_targets: empty,
            capture_targets: theirs,
            en_passant: true,
            promotions,
        },
        moves,
    );
    piece_moves(pos, &CHESS_PIECES, empty | theirs, moves);
    piece_moves(pos, &[Role::UpsideDownRook], empty | theirs, moves);
    if castling {
        castling_moves(pos, moves);
    }
}

/// Keeps the moves after which none of the mover's kings is attacked.
pub(crate) fn retain_king_safe(pos: &Position, moves: &mut Vec<Move>) {
    let us = pos.turn;
    moves.retain(|&m| !pos.played(m).king_attacked(us));
}
