//! How a game ends, and why a move is refused: plain values.

use super::illegal::Illegal;
use super::moves::{MoveText, ParseMoveError};
use super::types::{Color, Piece, Role, Square};
use std::fmt;

/// How a game ended. The reason reads as a sentence ending: "checkmate", "the king reached
/// the first rank".
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// `None` for a draw.
    pub winner: Option<Color>,
    pub reason: Reason,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Reason {
    Checkmate,
    Stalemate,
    /// Suction: a king was sucked to the opponent's first rank.
    KingSucked,
    /// The side to move has no legal move (Suction: a draw; Give & Take: a loss).
    NoLegalMove,
    InsufficientMaterial,
    ThreefoldRepetition,
    HundredHalfMoves,
    /// Game-level endings, decided by the players or the clock rather than the position.
    Resignation,
    Timeout,
    Agreement,
    /// Decided by a moderator, for a game stuck by a player who left (PGN's "adjudication").
    Adjudication,
}

impl Reason {
    pub const ALL: [Reason; 11] = [
        Reason::Checkmate,
        Reason::Stalemate,
        Reason::KingSucked,
        Reason::NoLegalMove,
        Reason::InsufficientMaterial,
        Reason::ThreefoldRepetition,
        Reason::HundredHalfMoves,
        Reason::Resignation,
        Reason::Timeout,
        Reason::Agreement,
        Reason::Adjudication,
    ];

    /// A stable name for storage: `checkmate`, `king-sucked`, ...
    pub fn key(self) -> &'static str {
        match self {
            Reason::Checkmate => "checkmate",
            Reason::Stalemate => "stalemate",
            Reason::KingSucked => "king-sucked",
            Reason::NoLegalMove => "no-legal-move",
            Reason::InsufficientMaterial => "insufficient-material",
            Reason::ThreefoldRepetition => "threefold-repetition",
            Reason::HundredHalfMoves => "hundred-half-moves",
            Reason::Resignation => "resignation",
            Reason::Timeout => "timeout",
            Reason::Agreement => "agreement",
            Reason::Adjudication => "adjudication",
        }
    }

    pub fn from_key(key: &str) -> Option<Reason> {
        Reason::ALL.into_iter().find(|r| r.key() == key)
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Reason::Checkmate => "checkmate",
            Reason::Stalemate => "stalemate",
            Reason::KingSucked => "king sucked to the first rank",
            Reason::NoLegalMove => "no legal move",
            Reason::InsufficientMaterial => "insufficient material",
            Reason::ThreefoldRepetition => "threefold repetition",
            Reason::HundredHalfMoves => {
                "100 half-moves without capture, pawn move, drop or trade-up"
            }
            Reason::Resignation => "resignation",
            Reason::Timeout => "time",
            Reason::Agreement => "agreement",
            Reason::Adjudication => "adjudication",
        })
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.winner {
            Some(color) => write!(f, "{color} wins by {}", self.reason),
            None => write!(f, "draw by {}", self.reason),
        }
    }
}

/// Why a move was refused. The position is unchanged.
#[derive(
    Debug, Clone, PartialEq, Eq, thiserror::Error, strum::IntoStaticStr, strum::VariantNames,
)]
pub enum MoveError {
    #[error(transparent)]
    Parse(#[from] ParseMoveError),
    #[error("the game is over: {0}")]
    GameOver(Outcome),
    #[error("{square} is not on the board (the board is now {width}x{height}, a1 to {})", Square::new((*.height - 1) * 8 + (*.width - 1)))]
    OffBoard {
        square: Square,
        width: u8,
        height: u8,
    },
    #[error("there is no piece on {0}")]
    NoPiece(Square),
    #[error("the {} {} on {square} is not yours", .piece.color, .piece.role)]
    NotYourPiece { square: Square, piece: Piece },
    #[error("a {role} on {from} cannot move to {to}")]
    CannotMove {
        role: Role,
        from: Square,
        to: Square,
    },
    #[error("{0} would leave your king in check")]
    LeavesKingInCheck(MoveText),
    /// A SAN that names several legal moves: their SANs, each told apart.
    #[error("{written} could be {}", .choices.join(" or "))]
    Ambiguous {
        written: String,
        choices: Vec<String>,
    },
    /// A SAN of a board move that no piece of its kind can play.
    #[error("no {role} of yours can move to {to}")]
    NoneCanReach { role: Role, to: Square },
    /// A SAN that names no move of this position (castling without a king).
    #[error("{0} is not a move here")]
    NoSuchMove(String),
    #[error(transparent)]
    Rule(#[from] Illegal),
}
