//! Move-generation helpers shared by the variants.

use crate::rules::bitboard::{between, bishop_attacks, line, pawn_attacks, rook_attacks, Bitboard};
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
/// ranks), captures, en passant and promotions: all pawns at once, set by set.
pub(crate) fn pawn_moves(pos: &Position, rules: &Pawns<'_>, moves: &mut Vec<Move>) {
    let board = &pos.board;
    let us = pos.turn;
    let pawns = board.by_piece(Piece::new(us, Role::Pawn));
    if pawns.is_empty() {
        return;
    }
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
    // One rank forward, and the shifts of a capture toward file a and toward file h.
    let (forward, toward_a, toward_h, second_rank) = match us {
        Color::White => (8, 7, 9, 1),
        Color::Black => (-8, -9, -7, 6),
    };
    let shift = |b: Bitboard, by: i32| Bitboard(if by > 0 { b.0 << by } else { b.0 >> -by });
    if rules.push_targets.any() {
        let empty = board.mask() & !board.occupied();
        let one_step = shift(pawns, forward) & empty;
        for to in one_step & rules.push_targets {
            add(moves, to.offset(-forward), to);
        }
        if board.height() == 8 {
            let from_second = shift(pawns & Bitboard::rank(second_rank), forward) & empty;
            for to in shift(from_second, forward) & empty & rules.push_targets {
                moves.push(normal(Role::Pawn, to.offset(-2 * forward), to));
            }
        }
    }
    let file_a = Bitboard::file(0);
    let file_h = Bitboard::file(board.width() - 1);
    for (movable, by) in [(pawns & !file_a, toward_a), (pawns & !file_h, toward_h)] {
        for to in shift(movable, by) & rules.capture_targets {
            add(moves, to.offset(-by), to);
        }
    }
    if let (true, Some(ep)) = (rules.en_passant, pos.ep_square) {
        if !board.occupied().contains(ep) {
            for from in pawn_attacks(!us, ep) & pawns {
                moves.push(Move::EnPassant {
                    from,
                    to: ep,
                    shrink: ShrinkPromotions::NONE,
                });
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

/// Keeps the moves after which none of the mover's kings is attacked: judged from the
/// position's checks and pins where [`KingSafety`] can, played out otherwise.
pub(crate) fn retain_king_safe(pos: &Position, moves: &mut Vec<Move>) {
    let us = pos.turn;
    let safety = KingSafety::of(pos);
    moves.retain(|&m| {
        safety
            .as_ref()
            .and_then(|s| s.judge(pos, m))
            .unwrap_or_else(|| !pos.played(m).king_attacked(us))
    });
}

/// The side to move's only king, what checks it and which of its pieces are pinned: enough to
/// judge most moves without playing them, as a chess move generator does. It holds while
/// attacks depend on occupancy alone: not in Suction (a capture puts a piece back) and, in
/// Shrink, only for moves that empty no line.
pub(crate) struct KingSafety {
    king: Square,
    checkers: Bitboard,
    pinned: Bitboard,
}

impl KingSafety {
    /// `None` unless the side to move has exactly one king.
    pub(crate) fn of(pos: &Position) -> Option<KingSafety> {
        let us = pos.turn;
        let king = pos.board.kings(us).single()?;
        Some(KingSafety {
            king,
            checkers: pos.board.attackers_to(king, !us, pos.board.occupied()),
            pinned: pinned_pieces(pos, king),
        })
    }

    /// Whether `mv` leaves the king safe, or `None` when only playing it out can tell (en
    /// passant, castling, swaps but those of two of the mover's own pieces, trade-ups: moves
    /// that do more than take one square and fill another).
    pub(crate) fn judge(&self, pos: &Position, mv: Move) -> Option<bool> {
        let king = self.king;
        // Squares where a piece stops the one check: the checker and the line to it.
        let blocks = || match self.checkers.single() {
            Some(checker) => between(king, checker).with(checker),
            None => Bitboard::EMPTY,
        };
        match mv {
            Move::Normal { from, to, .. } if from == king => {
                let occupied = pos.board.occupied().without(king);
                Some(pos.board.attackers_to(to, !pos.turn, occupied).is_empty())
            }
            Move::Normal { from, to, .. } => {
                let answers_check = self.checkers.is_empty() || blocks().contains(to);
                let stays_on_pin = !self.pinned.contains(from) || line(king, from).contains(to);
                Some(answers_check && stays_on_pin)
            }
            // A new piece only blocks.
            Move::Drop { to, .. } => Some(self.checkers.is_empty() || blocks().contains(to)),
            // Two of the mover's pieces, neither its king, change places: the occupancy and the
            // enemy's pieces stay as they were, and so does every attack on the king.
            Move::Swap { from, to, .. }
                if from != king && to != king && pos.board.color_at(to) == Some(pos.turn) =>
            {
                Some(self.checkers.is_empty())
            }
            _ => None,
        }
    }
}

/// The side to move's pieces that stand alone between `king` and an enemy slider.
pub(crate) fn pinned_pieces(pos: &Position, king: Square) -> Bitboard {
    let board = &pos.board;
    let them = board.by_color(!pos.turn);
    let queens = board.by_role(Role::Queen);
    let orthogonal = board.by_role(Role::Rook) | board.by_role(Role::UpsideDownRook) | queens;
    let diagonal = board.by_role(Role::Bishop) | queens;
    let snipers = ((rook_attacks(king, Bitboard::EMPTY) & orthogonal)
        | (bishop_attacks(king, Bitboard::EMPTY) & diagonal))
        & them;
    let mut pinned = Bitboard::EMPTY;
    for sniper in snipers {
        let blockers = between(king, sniper) & board.occupied();
        if !blockers.more_than_one() {
            pinned |= blockers;
        }
    }
    pinned & board.by_color(pos.turn)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::random::sample_positions;
    use crate::rules::Variant;

    /// Every move the king's safety judges without playing it is judged as playing it out
    /// would: along random games of the variants whose moves it judges.
    #[test]
    fn king_safety_judges_as_playing_the_move_out_would() {
        let (mut judged, mut swaps) = (0, 0);
        for variant in [Variant::Standard, Variant::Swapper, Variant::TradeUp] {
            for pos in sample_positions(variant, 30, 160, 7) {
                let Some(safety) = KingSafety::of(&pos) else {
                    continue;
                };
                let mut moves = Vec::new();
                (crate::rules::variants::rules(variant).pseudo_moves)(&pos, &mut moves);
                for mv in moves {
                    if let Some(safe) = safety.judge(&pos, mv) {
                        let played = !pos.played(mv).king_attacked(pos.turn);
                        assert_eq!(safe, played, "{mv} in {}", pos.fen());
                        judged += 1;
                        swaps += u32::from(matches!(mv, Move::Swap { .. }));
                    }
                }
            }
        }
        assert!(
            judged > 10_000 && swaps > 500,
            "{judged} moves, {swaps} swaps"
        );
    }
}
