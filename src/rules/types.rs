//! Small `Copy` types of the domain: colours, roles, pieces and squares.

use std::fmt;
use std::ops::{Index, IndexMut, Not};
use std::str::FromStr;

/// A side of the game. White starts at the bottom (rank 1).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    White,
    Black,
}

impl Color {
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// `"white"` or `"black"`.
    pub fn name(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Black => "black",
        }
    }

    pub(crate) fn index(self) -> usize {
        self as usize
    }
}

impl Not for Color {
    type Output = Color;
    fn not(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A pair of values, one per colour.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct ByColor<T> {
    pub white: T,
    pub black: T,
}

impl<T> Index<Color> for ByColor<T> {
    type Output = T;
    fn index(&self, color: Color) -> &T {
        match color {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }
}

impl<T> IndexMut<Color> for ByColor<T> {
    fn index_mut(&mut self, color: Color) -> &mut T {
        match color {
            Color::White => &mut self.white,
            Color::Black => &mut self.black,
        }
    }
}

/// Every kind of piece in any of the variants.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Role {
    Pawn,
    Knight,
    Bishop,
    Rook,
    Queen,
    King,
    /// Swapper: one orthogonal step; swaps with friendly pieces.
    Spearman,
    /// Swapper: a knight's leap; swaps with friendly pieces.
    Valiant,
    /// Swapper: diagonal step or capture; swaps orthogonally with any piece.
    Karateka,
    /// Swapper: king's step to an empty square or a swap; never captures, never captured.
    Strongman,
    /// Swapper: orthogonal step or swap; converts the enemy pieces it swaps with.
    Mage,
    /// Trade-up: a rook turned upside down. Moves as a rook.
    UpsideDownRook,
}

impl Role {
    pub const COUNT: usize = 12;
    pub const ALL: [Role; 12] = [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
        Role::King,
        Role::Spearman,
        Role::Valiant,
        Role::Karateka,
        Role::Strongman,
        Role::Mage,
        Role::UpsideDownRook,
    ];
    /// The five swapper kinds, in the order of the rule page.
    pub const SWAPPERS: [Role; 5] = [
        Role::Spearman,
        Role::Valiant,
        Role::Karateka,
        Role::Strongman,
        Role::Mage,
    ];

    /// The uppercase letter of the role, as used in FEN and notation.
    pub fn upper_char(self) -> char {
        match self {
            Role::Pawn => 'P',
            Role::Knight => 'N',
            Role::Bishop => 'B',
            Role::Rook => 'R',
            Role::Queen => 'Q',
            Role::King => 'K',
            Role::Spearman => 'S',
            Role::Valiant => 'V',
            Role::Karateka => 'A',
            Role::Strongman => 'T',
            Role::Mage => 'M',
            Role::UpsideDownRook => 'U',
        }
    }

    pub fn lower_char(self) -> char {
        self.upper_char().to_ascii_lowercase()
    }

    /// The role for a letter of either case.
    pub fn from_char(c: char) -> Option<Role> {
        let upper = c.to_ascii_uppercase();
        Role::ALL.into_iter().find(|r| r.upper_char() == upper)
    }

    /// A name a person can read: "knight", "upside-down rook".
    pub fn name(self) -> &'static str {
        match self {
            Role::Pawn => "pawn",
            Role::Knight => "knight",
            Role::Bishop => "bishop",
            Role::Rook => "rook",
            Role::Queen => "queen",
            Role::King => "king",
            Role::Spearman => "Spearman",
            Role::Valiant => "Valiant",
            Role::Karateka => "Karateka",
            Role::Strongman => "Strongman",
            Role::Mage => "Mage",
            Role::UpsideDownRook => "upside-down rook",
        }
    }

    pub(crate) fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A piece: a role of a colour.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    pub color: Color,
    pub role: Role,
}

impl Piece {
    pub fn new(color: Color, role: Role) -> Piece {
        Piece { color, role }
    }

    /// FEN letter: uppercase for White, lowercase for Black.
    pub fn char(self) -> char {
        match self.color {
            Color::White => self.role.upper_char(),
            Color::Black => self.role.lower_char(),
        }
    }

    pub fn from_char(c: char) -> Option<Piece> {
        let role = Role::from_char(c)?;
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        Some(Piece { color, role })
    }
}

/// A square of the 8x8 grid, `a1` = 0 .. `h8` = 63. Smaller boards (Shrink Chess) use the
/// squares with `file < width` and `rank < height`, so names are always counted from a1.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// # Panics
    /// If `index >= 64`.
    pub const fn new(index: u8) -> Square {
        assert!(index < 64);
        Square(index)
    }

    pub const fn index(self) -> usize {
        self.0 as usize
    }

    pub const fn file(self) -> u8 {
        self.0 & 7
    }

    pub const fn rank(self) -> u8 {
        self.0 >> 3
    }

    /// The square with the file and rank letters swapped in sort order, used for the notation
    /// rule "squares in string order" (`a2` < `a3` < `b1`).
    pub(crate) fn string_order_key(self) -> (u8, u8) {
        (self.file(), self.rank())
    }

    pub(crate) fn offset(self, delta: i32) -> Square {
        Square((self.0 as i32 + delta) as u8)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

/// Why a square name did not parse.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("'{0}' is not a square (expected a file a-h and a rank 1-8, such as e4)")]
pub struct ParseSquareError(pub String);

impl FromStr for Square {
    type Err = ParseSquareError;
    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        let b = s.as_bytes();
        if b.len() == 2 && (b'a'..=b'h').contains(&b[0]) && (b'1'..=b'8').contains(&b[1]) {
            Ok(Square((b[1] - b'1') * 8 + (b[0] - b'a')))
        } else {
            Err(ParseSquareError(s.chars().take(16).collect()))
        }
    }
}
