//! Standard chess's attack terms, counted for `terms.rs`: how many safe squares each knight,
//! bishop, rook and queen reaches (not held by its own side, not attacked by enemy pawns), in
//! a table by that count, since the first squares a piece gains are worth more than the last;
//! and what bears on each king: the squares next to it that each kind of enemy piece attacks,
//! and the safe checks each kind has (squares it reaches from which it would give check, that
//! the king's side does not attack). The linear terms beside them (mobility, the king zone)
//! cannot say that a queen next to the king weighs more than a knight, nor that a check no one
//! can stop is the start of a mating attack.

use crate::rules::bitboard::{bishop_attacks, king_attacks, knight_attacks, pawn_attacks};
use crate::rules::bitboard::{rook_attacks, Bitboard};
use crate::rules::{Board, Color, Piece, Role};

/// The pieces counted, in the order of their terms.
const PIECES: [Role; 4] = [Role::Knight, Role::Bishop, Role::Rook, Role::Queen];
/// The most safe squares each can reach: its table counts 0 to this.
const MOST: [usize; 4] = [8, 13, 14, 27];
/// How many terms the mobility table has.
pub const MOBILITY_TERMS: usize = MOST[0] + MOST[1] + MOST[2] + MOST[3] + 4;
/// How many terms the king's danger has: the squares next to it each kind attacks, then the
/// safe checks of each kind.
pub const DANGER_TERMS: usize = 2 * PIECES.len();

/// Where a role's terms stand among the four counted, if it is one of them.
pub fn piece_index(role: Role) -> Option<usize> {
    PIECES.iter().position(|&r| r == role)
}

/// The squares `color`'s pawns attack.
pub fn pawn_cover(board: &Board, color: Color) -> Bitboard {
    let pawns = board.by_piece(Piece::new(color, Role::Pawn));
    pawns
        .into_iter()
        .fold(Bitboard::EMPTY, |cover, sq| cover | pawn_attacks(color, sq))
}

/// The mobility table's term (from its first) of the piece `index` reaching `squares` safe
/// squares.
pub fn mobility_term(index: usize, squares: usize) -> usize {
    let before: usize = MOST[..index].iter().map(|most| most + 1).sum();
    before + squares.min(MOST[index])
}

/// What bears on `color`'s king: `count(term, n)` for the squares next to it each kind of
/// enemy piece attacks (terms 0 to 3) and each kind's safe checks (4 to 7). `enemy` holds the
/// squares each kind of enemy piece attacks, `defended` every square `color` attacks.
pub fn danger(
    board: &Board,
    color: Color,
    enemy: &[Bitboard; 4],
    defended: Bitboard,
    count: &mut impl FnMut(usize, i32),
) {
    let Some(king) = board.kings(color).first() else {
        return;
    };
    let zone = king_attacks(king) & board.mask();
    let occupied = board.occupied();
    let (diagonal, straight) = (bishop_attacks(king, occupied), rook_attacks(king, occupied));
    let checks = [
        knight_attacks(king),
        diagonal,
        straight,
        diagonal | straight,
    ];
    let safe = board.mask() & !defended & !board.by_color(!color);
    for (index, &attacks) in enemy.iter().enumerate() {
        let near = (zone & attacks).count() as i32;
        if near > 0 {
            count(index, near);
        }
        let safe_checks = (checks[index] & attacks & safe).count() as i32;
        if safe_checks > 0 {
            count(PIECES.len() + index, safe_checks);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_pieces_table_follows_the_last() {
        assert_eq!(mobility_term(0, 0), 0);
        assert_eq!(mobility_term(0, 8), 8);
        assert_eq!(mobility_term(1, 0), 9);
        assert_eq!(mobility_term(3, 27), MOBILITY_TERMS - 1);
        // More squares than a piece can reach count as its most.
        assert_eq!(mobility_term(0, 30), 8);
    }
}
