//! Why a move is not legal, in words: every [`MoveError`] of the rules (which carry what the
//! rule needs, never words).

use super::fluent::t;
use super::fluent::Tr;
use super::{piece, variant};
use crate::rules::{Illegal, MoveError, ParseMoveError, Square};

/// What follows "`e2e5` is not a legal move: ".
pub(super) fn move_error(tr: Tr, error: &MoveError) -> String {
    match error {
        MoveError::Parse(e) => parse_error(tr, e),
        MoveError::GameOver(outcome) => match outcome.winner {
            Some(color) => t!(
                tr,
                "move-game-over-won",
                side = super::side(tr, color),
                reason = super::reason(tr, outcome.reason)
            ),
            None => t!(
                tr,
                "move-game-over-drawn",
                reason = super::reason(tr, outcome.reason)
            ),
        },
        MoveError::OffBoard {
            square,
            width,
            height,
        } => {
            let corner = Square::new((height - 1) * 8 + (width - 1));
            t!(
                tr,
                "move-off-board",
                square = square.to_string(),
                width = *width,
                height = *height,
                corner = corner.to_string()
            )
        }
        MoveError::NoPiece(square) => t!(tr, "move-no-piece", square = square.to_string()),
        MoveError::NotYourPiece { square, piece: p } => t!(
            tr,
            "move-not-your-piece",
            color = p.color.name(),
            piece = piece(tr, p.role),
            square = square.to_string()
        ),
        MoveError::CannotMove { role, from, to } => t!(
            tr,
            "move-cannot-move",
            piece = piece(tr, *role),
            from = from.to_string(),
            to = to.to_string()
        ),
        MoveError::LeavesKingInCheck(text) => {
            t!(tr, "move-leaves-king-in-check", text = text.to_string())
        }
        MoveError::Ambiguous { choices, .. } => {
            let choices: Vec<String> = choices.iter().map(|c| format!("`{c}`")).collect();
            t!(
                tr,
                "move-ambiguous",
                choices = choices.join(&tr.s("list-or"))
            )
        }
        MoveError::NoneCanReach { role, to } => t!(
            tr,
            "move-none-can-reach",
            piece = piece(tr, *role),
            square = to.to_string()
        ),
        MoveError::NoSuchMove(_) => t!(tr, "move-no-such-move"),
        MoveError::Rule(illegal) => illegal_move(tr, illegal),
    }
}

fn parse_error(tr: Tr, error: &ParseMoveError) -> String {
    match error {
        ParseMoveError::Empty => t!(tr, "move-empty"),
        ParseMoveError::TooLong(text) => t!(tr, "move-too-long", text = text.as_str()),
        ParseMoveError::Syntax(text) => t!(tr, "move-syntax", text = text.as_str()),
        ParseMoveError::Promotion(c) => {
            t!(tr, "move-promotion-letter", letter = c.to_string())
        }
        ParseMoveError::DropRole(c) => t!(tr, "move-drop-letter", letter = c.to_string()),
        ParseMoveError::DoubleDropOrder(text) => {
            t!(tr, "move-double-drop-order", text = text.as_str())
        }
        ParseMoveError::DoubleDropSame => t!(tr, "move-double-drop-same"),
    }
}

fn illegal_move(tr: Tr, illegal: &Illegal) -> String {
    use Illegal::*;
    match illegal {
        OwnPiece(square) => t!(tr, "move-own-piece", square = square.to_string()),
        Occupied(square) => t!(tr, "move-occupied", square = square.to_string()),
        NotAllowedHere(text) => t!(tr, "move-not-allowed-here", text = text.to_string()),
        NoDrops(v) => t!(tr, "move-no-drops", variant = variant(tr, *v)),
        NotInHand(role) => t!(tr, "move-not-in-hand", piece = piece(tr, *role)),
        PromotionLetterMissing { letters, example } => t!(
            tr,
            "move-promotion-missing",
            letters = letters.as_str(),
            example = example.to_string()
        ),
        NotAPromotion { from, to } => {
            t!(tr, "move-not-a-promotion", text = format!("{from}{to}"))
        }
        CannotPromoteTo(role) => t!(tr, "move-cannot-promote-to", piece = piece(tr, *role)),
        NoShrinkPromotions {
            variant: v,
            example,
        } => t!(
            tr,
            "move-no-shrink-promotions",
            variant = variant(tr, *v),
            example = example.to_string()
        ),
        PromotesNoPawnByShrinking(example) => t!(
            tr,
            "move-promotes-no-pawn-by-shrinking",
            example = example.to_string()
        ),
        ShrinkPromotionLetters { count, example } => t!(
            tr,
            "move-shrink-promotion-letters",
            count = *count,
            example = example.to_string()
        ),
        KingsNeverMove => t!(tr, "move-kings-never-move"),
        SwapperReply(role) => t!(
            tr,
            "move-swapper-reply",
            piece = piece(tr, *role),
            letter = role.upper_char().to_string()
        ),
        SetupOver => t!(tr, "move-setup-over"),
        OnlySwappersDropped => t!(tr, "move-only-swappers-dropped"),
        SwapperDropRank => t!(tr, "move-swapper-drop-rank"),
        StrongmanUncapturable => t!(tr, "move-strongman-uncapturable"),
        DropPhase => t!(tr, "move-drop-phase"),
        CapturePhase => t!(tr, "move-capture-phase"),
        MustCapture => t!(tr, "move-must-capture"),
        PawnDropRank => t!(tr, "move-pawn-drop-rank"),
        DropNotAttacked(square) => {
            t!(tr, "move-drop-not-attacked", square = square.to_string())
        }
        TooFewAttacked { needed, would } => t!(
            tr,
            "move-too-few-attacked",
            needed = *needed,
            would = *would
        ),
        FirstPlacement => t!(tr, "move-first-placement"),
        NoDoubleDrops(v) => t!(tr, "move-no-double-drops", variant = variant(tr, *v)),
        TwoPawnsNeeded => t!(tr, "move-two-pawns-needed"),
        PlacementRank { color, square } => t!(
            tr,
            "move-placement-rank",
            color = color.name(),
            square = square.to_string()
        ),
        PlacementNotAllowed => t!(tr, "move-placement-not-allowed"),
        OnlyOwnRookFlips => t!(tr, "move-only-own-rook-flips"),
        ReplacesOnly(role) => t!(
            tr,
            "move-replaces-only",
            piece = piece(tr, *role),
            kind = role.name()
        ),
        NotATradeUp => t!(tr, "move-not-a-trade-up"),
    }
}
