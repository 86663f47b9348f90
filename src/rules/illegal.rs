//! Why a well-written move breaks a rule of its variant: one typed reason per ruling, and the
//! only place those reasons become text.

use super::moves::MoveText;
use super::types::{Color, Role, Square};
use super::variant::Variant;

/// A rule a move breaks. Each variant's file says which of these applies; the wording lives
/// here alone, so every adapter shows the same sentence.
#[derive(
    Debug, Clone, PartialEq, Eq, thiserror::Error, strum::IntoStaticStr, strum::VariantNames,
)]
pub enum Illegal {
    // Moves in general.
    #[error("{0} holds your own piece")]
    OwnPiece(Square),
    #[error("{0} is occupied")]
    Occupied(Square),
    #[error("{0} is not allowed here")]
    NotAllowedHere(MoveText),
    #[error("{} has no drops", .0.title())]
    NoDrops(Variant),
    #[error("you have no {0} in hand")]
    NotInHand(Role),

    // Promotion.
    #[error("the pawn promotes: add one of the letters {letters} ({example}, say)")]
    PromotionLetterMissing { letters: String, example: MoveText },
    #[error("{from}{to} is not a promotion: write it without a piece letter")]
    NotAPromotion { from: Square, to: Square },
    #[error("a pawn cannot promote to a {0} here")]
    CannotPromoteTo(Role),

    // Shrink Chess: promotion by shrinking the board.
    #[error("{} has no promotions by shrinking the board: write the move without '=' ({example}, say)", .variant.title())]
    NoShrinkPromotions { variant: Variant, example: MoveText },
    #[error("this move promotes no pawn by shrinking the board: write it without '=' ({0}, say)")]
    PromotesNoPawnByShrinking(MoveText),
    #[error("this move shrinks the board and promotes {}: after '=' give one letter (q, r, b, n) per pawn, in the order of their squares from a1 ({example}, say)", pawns(*.count))]
    ShrinkPromotionLetters { count: usize, example: MoveText },

    // Suction Chess.
    #[error("kings never move in Suction Chess")]
    KingsNeverMove,

    // Swapper Superheroes Chess.
    #[error("the Black reply must be a {0} dropped on an empty square of rank 6 ({letter}@e6, say)", letter = .0.upper_char())]
    SwapperReply(Role),
    #[error("the setup phase is over: swappers can no longer be dropped")]
    SetupOver,
    #[error("only swapper pieces (S, V, A, T, M) are dropped in the setup phase")]
    OnlySwappersDropped,
    #[error("White drops swappers on rank 3")]
    SwapperDropRank,
    #[error("a Strongman can never be captured")]
    StrongmanUncapturable,

    // Give & Take Chess.
    #[error("in the drop phase every move drops a piece from your hand (N@e4, say)")]
    DropPhase,
    #[error("the drop phase is over: every move now is a capture")]
    CapturePhase,
    #[error("in the capture phase every move must capture an enemy piece")]
    MustCapture,
    #[error("a pawn may not be dropped on rank 1 or 8")]
    PawnDropRank,
    #[error("{0} is not attacked by the enemy: every drop after White's first must go on an attacked square")]
    DropNotAttacked(Square),
    #[error("after the drop your pieces must attack at least {needed} empty squares; they would attack {would}")]
    TooFewAttacked { needed: u32, would: u32 },

    // Trade-up Chess.
    #[error("White's first turn must place exactly one pawn on rank 2 or 3 (P@e3, say)")]
    FirstPlacement,
    #[error("{} has no two-pawn placements", .0.title())]
    NoDoubleDrops(Variant),
    #[error("you need two pawns in hand to place two")]
    TwoPawnsNeeded,
    #[error("pawns are placed on your own 2nd or 3rd rank (rank {}), not on {square}", placement_ranks(*.color))]
    PlacementRank { color: Color, square: Square },
    #[error("placing a pawn is not allowed now")]
    PlacementNotAllowed,
    #[error("only your own rook can be turned upside down (U@square)")]
    OnlyOwnRookFlips,
    #[error("a {0} from hand replaces your {replaced}", replaced = replaced(*.0))]
    ReplacesOnly(Role),
    #[error("that is not a trade-up: place P, replace with N, B, R or Q, or flip a rook with U")]
    NotATradeUp,
}

fn pawns(count: usize) -> String {
    if count == 1 {
        "1 pawn".to_string()
    } else {
        format!("{count} pawns")
    }
}

fn placement_ranks(color: Color) -> &'static str {
    match color {
        Color::White => "2 or 3",
        Color::Black => "7 or 6",
    }
}

/// What a piece from a Trade-up hand may replace on the board.
fn replaced(role: Role) -> &'static str {
    match role {
        Role::Rook => "knight or bishop",
        Role::Queen => "upside-down rook",
        _ => "pawn",
    }
}
