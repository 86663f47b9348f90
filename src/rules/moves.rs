//! Moves of every kind, and the notation of the spec: one token per move.

use super::types::{Role, Square};
use std::fmt;
use std::str::FromStr;

/// The pieces chosen for pawns that a Shrink Chess shrink put on their promotion rank, in the
/// order of their squares after the shrink (a1, b1, .., a2, ..). Empty in every other case.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct ShrinkPromotions {
    len: u8,
    /// Two bits per pawn: an index into [`ShrinkPromotions::ROLES`].
    packed: u32,
}

impl ShrinkPromotions {
    /// The pieces a pawn may become: Q, R, B, N.
    pub const ROLES: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];
    /// At most 16 pawns exist, so at most 16 can promote at once.
    pub const MAX: usize = 16;

    pub const NONE: ShrinkPromotions = ShrinkPromotions { len: 0, packed: 0 };

    pub fn is_empty(self) -> bool {
        self.len == 0
    }

    pub fn len(self) -> usize {
        self.len as usize
    }

    /// Appends one choice; `None` if it is not Q, R, B or N or the list is full.
    pub fn push(self, role: Role) -> Option<ShrinkPromotions> {
        let index = Self::ROLES.iter().position(|&r| r == role)? as u32;
        if self.len() >= Self::MAX {
            return None;
        }
        Some(ShrinkPromotions {
            len: self.len + 1,
            packed: self.packed | index << (2 * self.len),
        })
    }

    pub fn iter(self) -> impl Iterator<Item = Role> {
        (0..self.len).map(move |i| Self::ROLES[(self.packed >> (2 * i) & 3) as usize])
    }

    /// Every combination of choices for `count` pawns, in a fixed order.
    pub fn all_combinations(count: usize) -> impl Iterator<Item = ShrinkPromotions> {
        let count = count.min(Self::MAX);
        (0..1u64 << (2 * count)).map(move |bits| ShrinkPromotions {
            len: count as u8,
            packed: bits as u32,
        })
    }
}

/// A move of any variant. Each kind of move has its own variant; what a move does to the
/// position depends on the game's variant (a Suction capture moves the captured piece).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// A piece moves or captures; a pawn reaching its last rank names its `promotion`.
    Normal {
        role: Role,
        from: Square,
        to: Square,
        promotion: Option<Role>,
        shrink: ShrinkPromotions,
    },
    /// A pawn captures en passant, landing on `to`.
    EnPassant {
        from: Square,
        to: Square,
        shrink: ShrinkPromotions,
    },
    /// The king moves two squares toward the rook on `rook`; the rook lands on the square the
    /// king crossed.
    Castle {
        king: Square,
        rook: Square,
        shrink: ShrinkPromotions,
    },
    /// Swapper Superheroes: the piece on `from` and the piece on `to` trade places (a Mage
    /// converts an enemy piece it swaps with).
    Swap {
        role: Role,
        from: Square,
        to: Square,
    },
    /// A piece from the hand (or, in the Swapper setup phase, from the supply) is put on `to`.
    Drop { role: Role, to: Square },
    /// Trade-up: two pawns from the hand, on squares in string order (`first < second`).
    DoubleDrop { first: Square, second: Square },
    /// Trade-up: the piece on `square` goes back to the hand and `role` from the hand takes
    /// its place.
    Replace { role: Role, square: Square },
    /// Trade-up: the rook on `square` is turned upside down.
    Flip { square: Square },
}

impl Move {
    /// The square the move is written to: the destination, or the square dropped on.
    pub fn to(self) -> Square {
        match self {
            Move::Normal { to, .. }
            | Move::EnPassant { to, .. }
            | Move::Swap { to, .. }
            | Move::Drop { to, .. } => to,
            Move::Castle { king, rook, .. } => king_destination(king, rook),
            Move::DoubleDrop { first, .. } => first,
            Move::Replace { square, .. } | Move::Flip { square } => square,
        }
    }

    pub(crate) fn shrink_promotions(self) -> ShrinkPromotions {
        match self {
            Move::Normal { shrink, .. }
            | Move::EnPassant { shrink, .. }
            | Move::Castle { shrink, .. } => shrink,
            _ => ShrinkPromotions::NONE,
        }
    }

    pub(crate) fn with_shrink_promotions(self, promotions: ShrinkPromotions) -> Move {
        match self {
            Move::Normal {
                role,
                from,
                to,
                promotion,
                ..
            } => Move::Normal {
                role,
                from,
                to,
                promotion,
                shrink: promotions,
            },
            Move::EnPassant { from, to, .. } => Move::EnPassant {
                from,
                to,
                shrink: promotions,
            },
            Move::Castle { king, rook, .. } => Move::Castle {
                king,
                rook,
                shrink: promotions,
            },
            other => other,
        }
    }

    /// The move as the spec writes it; what a user types and `moves` prints.
    pub fn notation(self) -> MoveText {
        match self {
            Move::Normal {
                from,
                to,
                promotion,
                shrink,
                ..
            } => MoveText::Board {
                from,
                to,
                promotion,
                shrink,
            },
            Move::EnPassant { from, to, shrink } => MoveText::Board {
                from,
                to,
                promotion: None,
                shrink,
            },
            Move::Castle { king, rook, shrink } => MoveText::Board {
                from: king,
                to: king_destination(king, rook),
                promotion: None,
                shrink,
            },
            Move::Swap { from, to, .. } => MoveText::Board {
                from,
                to,
                promotion: None,
                shrink: ShrinkPromotions::NONE,
            },
            Move::Drop { role, to } | Move::Replace { role, square: to } => {
                MoveText::Drop { role, to }
            }
            Move::Flip { square } => MoveText::Drop {
                role: Role::UpsideDownRook,
                to: square,
            },
            Move::DoubleDrop { first, second } => MoveText::DoubleDrop { first, second },
        }
    }
}

/// Where the king lands when castling with the rook on `rook`: two squares toward it.
pub(crate) fn king_destination(king: Square, rook: Square) -> Square {
    if rook > king {
        king.offset(2)
    } else {
        king.offset(-2)
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.notation().fmt(f)
    }
}

/// A move as written, before it is checked against a position: the syntax of the spec.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum MoveText {
    /// `e2e4`, `e7e8q`, `c2c3=nq`, `e7e8q=n`.
    Board {
        from: Square,
        to: Square,
        promotion: Option<Role>,
        shrink: ShrinkPromotions,
    },
    /// `N@e4`; Trade-up replacements `R@e3` and the flip `U@e3` are written the same way.
    Drop { role: Role, to: Square },
    /// `P@a2,P@b3`.
    DoubleDrop { first: Square, second: Square },
}

impl MoveText {
    /// The from and to squares of a board move.
    pub fn board_squares(self) -> Option<(Square, Square)> {
        match self {
            MoveText::Board { from, to, .. } => Some((from, to)),
            _ => None,
        }
    }
}

impl fmt::Display for MoveText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            MoveText::Board {
                from,
                to,
                promotion,
                shrink,
            } => {
                write!(f, "{from}{to}")?;
                if let Some(role) = promotion {
                    write!(f, "{}", role.lower_char())?;
                }
                if !shrink.is_empty() {
                    f.write_str("=")?;
                    for role in shrink.iter() {
                        write!(f, "{}", role.lower_char())?;
                    }
                }
                Ok(())
            }
            MoveText::Drop { role, to } => write!(f, "{}@{to}", role.upper_char()),
            MoveText::DoubleDrop { first, second } => write!(f, "P@{first},P@{second}"),
        }
    }
}

/// Why a move did not parse.
#[derive(
    Debug, Clone, PartialEq, Eq, thiserror::Error, strum::IntoStaticStr, strum::VariantNames,
)]
pub enum ParseMoveError {
    #[error("no move given")]
    Empty,
    #[error("'{0}' is too long to be a move")]
    TooLong(String),
    #[error("'{0}' is not a move: write a board move as from and to squares (e2e4, e7e8q), a drop as N@e4, two pawns as P@a2,P@b3")]
    Syntax(String),
    #[error("'{0}' is not a piece letter for a promotion (use q, r, b, n, or for Swapper s, v, a, t, m; lowercase)")]
    Promotion(char),
    #[error("'{0}' is not a piece letter for a drop (use K, Q, R, B, N, P, S, V, A, T, M or U; uppercase)")]
    DropRole(char),
    #[error("write the two pawn squares in string order: {0}")]
    DoubleDropOrder(String),
    #[error("the two pawns must go on different squares")]
    DoubleDropSame,
}

impl FromStr for MoveText {
    type Err = ParseMoveError;

    fn from_str(s: &str) -> Result<MoveText, ParseMoveError> {
        if s.is_empty() {
            return Err(ParseMoveError::Empty);
        }
        if s.len() > 40 {
            let shown: String = s.chars().take(12).collect();
            return Err(ParseMoveError::TooLong(format!("{shown}...")));
        }
        let syntax = || ParseMoveError::Syntax(s.to_string());
        let square = |t: &str| t.parse::<Square>().map_err(|_| syntax());
        if let Some((a, b)) = s.split_once(',') {
            let first = a.strip_prefix("P@").ok_or_else(syntax).and_then(square)?;
            let second = b.strip_prefix("P@").ok_or_else(syntax).and_then(square)?;
            return match first.string_order_key().cmp(&second.string_order_key()) {
                std::cmp::Ordering::Less => Ok(MoveText::DoubleDrop { first, second }),
                std::cmp::Ordering::Equal => Err(ParseMoveError::DoubleDropSame),
                std::cmp::Ordering::Greater => Err(ParseMoveError::DoubleDropOrder(format!(
                    "P@{second},P@{first}"
                ))),
            };
        }
        if let Some((letter, sq)) = s.split_once('@') {
            let mut chars = letter.chars();
            let c = match (chars.next(), chars.next()) {
                (Some(c), None) => c,
                _ => return Err(syntax()),
            };
            let role = Role::from_char(c)
                .filter(|_| c.is_ascii_uppercase())
                .ok_or(ParseMoveError::DropRole(c))?;
            return Ok(MoveText::Drop {
                role,
                to: square(sq)?,
            });
        }
        let (main, suffix) = match s.split_once('=') {
            Some((main, suffix)) => (main, Some(suffix)),
            None => (s, None),
        };
        if !main.is_ascii() || !(4..=5).contains(&main.len()) {
            return Err(syntax());
        }
        let from = square(&main[0..2])?;
        let to = square(&main[2..4])?;
        let promotion = match main[4..].chars().next() {
            Some(c) => Some(promotion_role(c)?),
            None => None,
        };
        let mut shrink = ShrinkPromotions::NONE;
        if let Some(suffix) = suffix {
            if suffix.is_empty() {
                return Err(syntax());
            }
            for c in suffix.chars() {
                let role = promotion_role(c)?;
                shrink = shrink.push(role).ok_or(ParseMoveError::Promotion(c))?;
            }
        }
        Ok(MoveText::Board {
            from,
            to,
            promotion,
            shrink,
        })
    }
}

fn promotion_role(c: char) -> Result<Role, ParseMoveError> {
    Role::from_char(c)
        .filter(|r| c.is_ascii_lowercase() && !matches!(r, Role::Pawn | Role::UpsideDownRook))
        .ok_or(ParseMoveError::Promotion(c))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips() {
        for text in [
            "e2e4",
            "e7e8q",
            "c2c3=nq",
            "e7e8q=n",
            "N@e4",
            "U@e3",
            "P@a2,P@b3",
            "g7g8m",
        ] {
            let parsed: MoveText = text.parse().unwrap();
            assert_eq!(parsed.to_string(), text);
        }
    }

    #[test]
    fn malformed_moves_are_rejected_with_a_reason() {
        assert_eq!("".parse::<MoveText>(), Err(ParseMoveError::Empty));
        assert!(matches!(
            "e2".parse::<MoveText>(),
            Err(ParseMoveError::Syntax(_))
        ));
        assert!(matches!(
            "e9e4".parse::<MoveText>(),
            Err(ParseMoveError::Syntax(_))
        ));
        assert_eq!(
            "e7e8Q".parse::<MoveText>(),
            Err(ParseMoveError::Promotion('Q'))
        );
        assert_eq!(
            "e7e8p".parse::<MoveText>(),
            Err(ParseMoveError::Promotion('p'))
        );
        assert_eq!(
            "n@e4".parse::<MoveText>(),
            Err(ParseMoveError::DropRole('n'))
        );
        assert_eq!(
            "P@b3,P@a2".parse::<MoveText>(),
            Err(ParseMoveError::DoubleDropOrder("P@a2,P@b3".into()))
        );
        assert_eq!(
            "P@a2,P@a2".parse::<MoveText>(),
            Err(ParseMoveError::DoubleDropSame)
        );
        assert!(matches!(
            "é2e4".parse::<MoveText>(),
            Err(ParseMoveError::Syntax(_))
        ));
    }
}
