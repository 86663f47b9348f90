//! Sets of squares as 64-bit words, and the attack tables, computed at compile time.

use super::types::{Color, Square};
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, Not};

/// A set of squares of the 8x8 grid; bit `i` is square `i` (a1 = 0, h8 = 63).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Bitboard(pub u64);

impl Bitboard {
    pub const EMPTY: Bitboard = Bitboard(0);
    pub const ALL: Bitboard = Bitboard(!0);

    pub const fn from_square(sq: Square) -> Bitboard {
        Bitboard(1 << sq.index())
    }

    /// The squares of one rank (0-based).
    pub const fn rank(rank: u8) -> Bitboard {
        Bitboard(0xff << (8 * rank as u32))
    }

    /// The squares of one file (0-based).
    pub const fn file(file: u8) -> Bitboard {
        Bitboard(0x0101_0101_0101_0101 << file as u32)
    }

    /// The squares of a board `width` files wide and `height` ranks high, from a1.
    pub const fn board(width: u8, height: u8) -> Bitboard {
        let row: u64 = if width >= 8 { 0xff } else { (1 << width) - 1 };
        let mut b = 0;
        let mut r = 0;
        while r < height {
            b |= row << (8 * r);
            r += 1;
        }
        Bitboard(b)
    }

    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub const fn any(self) -> bool {
        self.0 != 0
    }

    pub const fn contains(self, sq: Square) -> bool {
        self.0 & (1 << sq.index()) != 0
    }

    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    pub const fn more_than_one(self) -> bool {
        self.0 & self.0.wrapping_sub(1) != 0
    }

    /// The lowest square of the set.
    pub fn first(self) -> Option<Square> {
        (self.0 != 0).then(|| Square::new(self.0.trailing_zeros() as u8))
    }

    /// The only square of the set, if it has exactly one.
    pub fn single(self) -> Option<Square> {
        if self.0 != 0 && !self.more_than_one() {
            self.first()
        } else {
            None
        }
    }

    pub fn with(self, sq: Square) -> Bitboard {
        Bitboard(self.0 | 1 << sq.index())
    }

    pub fn without(self, sq: Square) -> Bitboard {
        Bitboard(self.0 & !(1 << sq.index()))
    }

    /// Removes file `file` and shifts the files right of it one to the left.
    pub(crate) const fn remove_file(self, file: u8) -> Bitboard {
        const FILE_A: u64 = 0x0101_0101_0101_0101;
        let left = ((1u64 << file) - 1) * FILE_A;
        let right = !(((2u64 << file) - 1) * FILE_A);
        Bitboard((self.0 & left) | ((self.0 & right) >> 1))
    }

    /// Removes rank `rank` and shifts the ranks above it one down.
    pub(crate) const fn remove_rank(self, rank: u8) -> Bitboard {
        let below = (1u64 << (8 * rank as u32)) - 1;
        let above = match u64::MAX.checked_shl(8 * (rank as u32 + 1)) {
            Some(above) => above,
            None => 0,
        };
        Bitboard((self.0 & below) | ((self.0 & above) >> 8))
    }
}

impl Iterator for Bitboard {
    type Item = Square;
    #[inline]
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            let sq = self.0.trailing_zeros() as u8;
            self.0 &= self.0 - 1;
            Some(Square::new(sq))
        }
    }
}

macro_rules! bit_ops {
    ($($tr:ident $f:ident $op:tt),*) => {$(
        impl $tr for Bitboard {
            type Output = Bitboard;
            #[inline]
            fn $f(self, rhs: Bitboard) -> Bitboard { Bitboard(self.0 $op rhs.0) }
        }
    )*};
}
bit_ops!(BitAnd bitand &, BitOr bitor |, BitXor bitxor ^);

impl BitAndAssign for Bitboard {
    fn bitand_assign(&mut self, rhs: Bitboard) {
        self.0 &= rhs.0;
    }
}

impl BitOrAssign for Bitboard {
    fn bitor_assign(&mut self, rhs: Bitboard) {
        self.0 |= rhs.0;
    }
}

impl Not for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn not(self) -> Bitboard {
        Bitboard(!self.0)
    }
}

impl From<Square> for Bitboard {
    fn from(sq: Square) -> Bitboard {
        Bitboard::from_square(sq)
    }
}

// ---------------------------------------------------------------------------------------------
// Attack tables

/// Ray directions as (file step, rank step). The first four point towards higher squares, so
/// the nearest blocker on them is the lowest set bit; the last four towards lower squares.
const DIRECTIONS: [(i32, i32); 8] = [
    (0, 1),   // north
    (1, 1),   // north-east
    (1, 0),   // east
    (-1, 1),  // north-west
    (0, -1),  // south
    (-1, -1), // south-west
    (-1, 0),  // west
    (1, -1),  // south-east
];

const fn step_table(steps: &[(i32, i32)]) -> [u64; 64] {
    let mut table = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        let (f, r) = ((sq % 8) as i32, (sq / 8) as i32);
        let mut i = 0;
        while i < steps.len() {
            let (nf, nr) = (f + steps[i].0, r + steps[i].1);
            if nf >= 0 && nf < 8 && nr >= 0 && nr < 8 {
                table[sq] |= 1 << (nr * 8 + nf);
            }
            i += 1;
        }
        sq += 1;
    }
    table
}

const fn ray_table() -> [[u64; 64]; 8] {
    let mut table = [[0u64; 64]; 8];
    let mut d = 0;
    while d < 8 {
        let mut sq = 0;
        while sq < 64 {
            let (mut f, mut r) = ((sq % 8) as i32, (sq / 8) as i32);
            loop {
                f += DIRECTIONS[d].0;
                r += DIRECTIONS[d].1;
                if f < 0 || f >= 8 || r < 0 || r >= 8 {
                    break;
                }
                table[d][sq] |= 1 << (r * 8 + f);
            }
            sq += 1;
        }
        d += 1;
    }
    table
}

static KNIGHT: [u64; 64] = step_table(&[
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
]);
static KING: [u64; 64] = step_table(&[
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
]);
static ORTHOGONAL_STEP: [u64; 64] = step_table(&[(0, 1), (1, 0), (0, -1), (-1, 0)]);
static DIAGONAL_STEP: [u64; 64] = step_table(&[(1, 1), (1, -1), (-1, -1), (-1, 1)]);
static WHITE_PAWN: [u64; 64] = step_table(&[(-1, 1), (1, 1)]);
static BLACK_PAWN: [u64; 64] = step_table(&[(-1, -1), (1, -1)]);
static RAYS: [[u64; 64]; 8] = ray_table();

const fn between_table() -> [[u64; 64]; 64] {
    let rays = ray_table();
    let mut table = [[0u64; 64]; 64];
    let mut a = 0;
    while a < 64 {
        let mut d = 0;
        while d < 8 {
            let mut b = 0;
            while b < 64 {
                if rays[d][a] & (1 << b) != 0 {
                    table[a][b] = rays[d][a] & !rays[d][b] & !(1 << b);
                }
                b += 1;
            }
            d += 1;
        }
        a += 1;
    }
    table
}

const fn line_table() -> [[u64; 64]; 64] {
    let rays = ray_table();
    let mut table = [[0u64; 64]; 64];
    let mut a = 0;
    while a < 64 {
        let mut d = 0;
        while d < 8 {
            let opposite = (d + 4) % 8;
            let mut b = 0;
            while b < 64 {
                if rays[d][a] & (1 << b) != 0 {
                    table[a][b] = rays[d][a] | rays[opposite][a] | (1 << a);
                }
                b += 1;
            }
            d += 1;
        }
        a += 1;
    }
    table
}

static BETWEEN: [[u64; 64]; 64] = between_table();
static LINE: [[u64; 64]; 64] = line_table();

/// The squares along one ray from `sq` up to and including the first blocker. Without a
/// blocker the search stops on the corner the ray points at (h8 or a1), whose own ray that way
/// is empty: no branch.
#[inline]
fn ray(direction: usize, sq: Square, occupied: Bitboard) -> u64 {
    let ray = RAYS[direction][sq.index()];
    let blockers = ray & occupied.0;
    let first = if direction < 4 {
        (blockers | 1 << 63).trailing_zeros()
    } else {
        63 - (blockers | 1).leading_zeros()
    };
    ray ^ RAYS[direction][first as usize]
}

#[inline]
pub fn rook_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    Bitboard(
        ray(0, sq, occupied) | ray(2, sq, occupied) | ray(4, sq, occupied) | ray(6, sq, occupied),
    )
}

#[inline]
pub fn bishop_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    Bitboard(
        ray(1, sq, occupied) | ray(3, sq, occupied) | ray(5, sq, occupied) | ray(7, sq, occupied),
    )
}

#[inline]
pub fn queen_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    rook_attacks(sq, occupied) | bishop_attacks(sq, occupied)
}

#[inline]
pub fn knight_attacks(sq: Square) -> Bitboard {
    Bitboard(KNIGHT[sq.index()])
}

#[inline]
pub fn king_attacks(sq: Square) -> Bitboard {
    Bitboard(KING[sq.index()])
}

#[inline]
pub fn orthogonal_steps(sq: Square) -> Bitboard {
    Bitboard(ORTHOGONAL_STEP[sq.index()])
}

#[inline]
pub fn diagonal_steps(sq: Square) -> Bitboard {
    Bitboard(DIAGONAL_STEP[sq.index()])
}

/// The squares a pawn of `color` on `sq` attacks (diagonally forward).
#[inline]
pub fn pawn_attacks(color: Color, sq: Square) -> Bitboard {
    Bitboard(match color {
        Color::White => WHITE_PAWN[sq.index()],
        Color::Black => BLACK_PAWN[sq.index()],
    })
}

/// The squares strictly between two squares on a line, or empty.
#[inline]
pub fn between(a: Square, b: Square) -> Bitboard {
    Bitboard(BETWEEN[a.index()][b.index()])
}

/// The whole line through two squares (both included), or empty if they share none.
#[inline]
pub fn line(a: Square, b: Square) -> Bitboard {
    Bitboard(LINE[a.index()][b.index()])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    #[test]
    fn sliders_stop_at_the_first_blocker() {
        let occupied = Bitboard::from_square(sq("d6")) | Bitboard::from_square(sq("f4"));
        let attacks = rook_attacks(sq("d4"), occupied);
        assert!(attacks.contains(sq("d6")) && !attacks.contains(sq("d7")));
        assert!(attacks.contains(sq("f4")) && !attacks.contains(sq("g4")));
        assert!(attacks.contains(sq("a4")) && attacks.contains(sq("d1")));
        assert_eq!(attacks.count(), 3 + 2 + 2 + 3);
    }

    #[test]
    fn between_and_line() {
        assert_eq!(between(sq("a1"), sq("d4")).count(), 2);
        assert!(between(sq("a1"), sq("b3")).is_empty());
        assert!(line(sq("a1"), sq("c3")).contains(sq("h8")));
    }

    #[test]
    fn removing_lines_shifts_toward_a1() {
        let b = Bitboard::from_square(sq("c3")) | Bitboard::from_square(sq("a1"));
        let shifted = b.remove_file(1).remove_rank(1);
        assert_eq!(
            shifted,
            Bitboard::from_square(sq("b2")) | Bitboard::from_square(sq("a1"))
        );
    }

    /// Every file and rank, edges included, against moving the squares one by one.
    #[test]
    fn removing_any_line_matches_moving_each_square() {
        let b = Bitboard(0x9f3c_a517_60e8_4bd1);
        for line in 0..8u8 {
            let (mut files, mut ranks) = (Bitboard::EMPTY, Bitboard::EMPTY);
            for s in b {
                let (f, r) = (s.file(), s.rank());
                if f != line {
                    files = files.with(Square::new(r * 8 + f - u8::from(f > line)));
                }
                if r != line {
                    ranks = ranks.with(Square::new((r - u8::from(r > line)) * 8 + f));
                }
            }
            assert_eq!(b.remove_file(line), files, "file {line}");
            assert_eq!(b.remove_rank(line), ranks, "rank {line}");
        }
    }
}
