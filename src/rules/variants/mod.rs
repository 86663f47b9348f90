//! The six variants, one file each, dispatched by [`Variant`]. Everything outside this module
//! asks [`Position`] and never needs to know which variant it holds.

pub(crate) mod gen;
pub(crate) mod giveandtake;
mod playing;
pub(crate) mod shrink;
pub(crate) mod standard;
pub(crate) mod suction;
pub(crate) mod swapper;
pub(crate) mod tradeup;

use crate::rules::bitboard::Bitboard;
use crate::rules::fen::FenError;
use crate::rules::illegal::Illegal;
use crate::rules::moves::{Move, MoveText};
use crate::rules::outcome::{MoveError, Outcome, Reason};
use crate::rules::position::Position;
use crate::rules::types::{Role, Square};
use crate::rules::variant::Variant;

/// What each variant's file fills in: the parts of the rules that differ between variants.
/// Everything else (movement, king safety, notation, FEN) is shared.
pub(crate) struct Rules {
    /// Every legal move; none once the game is decided by the variant's own rule.
    pub legal_moves: fn(&Position, &mut Vec<Move>),
    /// The legal captures and promotions alone, in the order of `legal_moves`, where the
    /// variant generates them apart from the quiet moves.
    pub tactical_moves: Option<fn(&Position, &mut Vec<Move>)>,
    /// The moves that follow the movement rules, before the mover's king safety (and, in
    /// Give & Take, the drop rules) are judged: what refusals are explained against.
    pub pseudo_moves: fn(&Position, &mut Vec<Move>),
    /// A result by the variant's own rule although moves remain.
    pub decided_by_rule: fn(&Position) -> Option<Outcome>,
    /// The result when the side to move has no legal move.
    pub without_moves: fn(&Position) -> Outcome,
    /// A captured piece is put on the square its capturer came from (Suction).
    pub captured_goes_back: bool,
    /// What the variant does once a move is on the board (a shrink, the setup phase), given
    /// the squares occupied before it.
    pub after_move: fn(&mut Position, Bitboard, Move),
    /// Refuses a kind of move the game's current phase does not allow (a setup or drop
    /// phase), before anything else about the move is looked at.
    pub refuse_in_phase: fn(&Position, MoveText) -> Option<Illegal>,
    /// The variant's own reason why the piece `role` on `from` cannot go to `to`, if any.
    pub refuse_board_move: fn(&Position, Role, Square, Square) -> Option<Illegal>,
    /// Why a drop is refused, given the moves that follow the movement rules; `None` when
    /// only the king's safety forbids it.
    pub refuse_drop: fn(&Position, Role, Square, &[Move]) -> Option<Illegal>,
    /// Why a two-pawn placement is refused; `None` as for drops.
    pub refuse_double_drop: fn(&Position, Square, Square) -> Option<Illegal>,
    /// What the variant forbids in a position read from FEN, beyond what every variant
    /// checks (fields, pieces, board size, kings).
    pub check_fen: fn(&Position) -> Result<(), FenError>,
}

impl Rules {
    /// What a variant keeps of standard chess unless its file says otherwise.
    pub(crate) const CHESS: Rules = Rules {
        legal_moves: standard::legal_moves,
        tactical_moves: None,
        pseudo_moves: standard::pseudo_moves,
        decided_by_rule: never_decided,
        without_moves: mate_or_stalemate,
        captured_goes_back: false,
        after_move: nothing_after,
        refuse_in_phase: any_phase,
        refuse_board_move: no_board_rule,
        refuse_drop: no_drops,
        refuse_double_drop: no_double_drops,
        check_fen: any_position,
    };
}

/// The rules of `variant`.
pub(crate) fn rules(variant: Variant) -> &'static Rules {
    match variant {
        Variant::Standard => &standard::RULES,
        Variant::Suction => &suction::RULES,
        Variant::Shrink => &shrink::RULES,
        Variant::Swapper => &swapper::RULES,
        Variant::GiveAndTake => &giveandtake::RULES,
        Variant::TradeUp => &tradeup::RULES,
    }
}

/// No result but checkmate, stalemate and the like.
pub(crate) fn never_decided(_: &Position) -> Option<Outcome> {
    None
}

/// No legal move: checkmate if in check, else stalemate.
pub(crate) fn mate_or_stalemate(pos: &Position) -> Outcome {
    if pos.is_check() {
        Outcome {
            winner: Some(!pos.turn),
            reason: Reason::Checkmate,
        }
    } else {
        Outcome {
            winner: None,
            reason: Reason::Stalemate,
        }
    }
}

/// Nothing happens after a move beyond the move itself.
pub(crate) fn nothing_after(_: &mut Position, _: Bitboard, _: Move) {}

pub(crate) fn legal_moves(pos: &Position, moves: &mut Vec<Move>) {
    (rules(pos.variant).legal_moves)(pos, moves);
}

pub(crate) fn decided_by_rule(pos: &Position) -> Option<Outcome> {
    (rules(pos.variant).decided_by_rule)(pos)
}

pub(crate) fn outcome_without_moves(pos: &Position) -> Outcome {
    (rules(pos.variant).without_moves)(pos)
}

/// Says why `written`, which is not among `legal`, cannot be played: the shared reasons
/// here, the variant's own from its [`Rules`].
pub(crate) fn explain_illegal(pos: &Position, written: MoveText, legal: &[Move]) -> MoveError {
    let rules = rules(pos.variant);
    let squares: Vec<Square> = match written {
        MoveText::Board { from, to, .. } => vec![from, to],
        MoveText::Drop { to, .. } => vec![to],
        MoveText::DoubleDrop { first, second } => vec![first, second],
    };
    if let Some(&square) = squares.iter().find(|&&sq| !pos.board.is_on_board(sq)) {
        return MoveError::OffBoard {
            square,
            width: pos.board.width(),
            height: pos.board.height(),
        };
    }
    if let Some(refusal) = (rules.refuse_in_phase)(pos, written) {
        return refusal.into();
    }
    let mut pseudo = Vec::new();
    (rules.pseudo_moves)(pos, &mut pseudo);
    let only_king_safety = || {
        if pos.variant.has_royal_king() {
            MoveError::LeavesKingInCheck(written)
        } else {
            Illegal::NotAllowedHere(written).into()
        }
    };
    let refusal = match written {
        MoveText::Board {
            from,
            to,
            promotion,
            shrink,
        } => {
            let Some(piece) = pos.board.piece_at(from) else {
                return MoveError::NoPiece(from);
            };
            if piece.color != pos.turn {
                return MoveError::NotYourPiece {
                    square: from,
                    piece,
                };
            }
            let same_squares = |m: &&Move| m.notation().board_squares() == Some((from, to));
            let candidates: Vec<Move> = legal.iter().filter(same_squares).copied().collect();
            if !candidates.is_empty() {
                explain_promotion(pos, &candidates, promotion, shrink.len())
            } else if pseudo.iter().any(|m| same_squares(&m)) {
                None
            } else {
                return explain_board_move(pos, piece.role, from, to);
            }
        }
        MoveText::Drop { role, to } => (rules.refuse_drop)(pos, role, to, &pseudo),
        MoveText::DoubleDrop { first, second } => (rules.refuse_double_drop)(pos, first, second),
    };
    refusal.map_or_else(only_king_safety, MoveError::from)
}

/// A board move whose squares are right: what is wrong with its promotion letters, if anything.
fn explain_promotion(
    pos: &Position,
    candidates: &[Move],
    promotion: Option<Role>,
    shrink_letters: usize,
) -> Option<Illegal> {
    let example = candidates[0].notation();
    let promotion_of = |m: &Move| match m.notation() {
        MoveText::Board { promotion, .. } => promotion,
        _ => None,
    };
    let shrink_count = |m: &Move| m.shrink_promotions().len();
    let promotes = promotion_of(&candidates[0]).is_some();
    if promotion.is_none() && promotes {
        let mut letters = String::new();
        for c in candidates
            .iter()
            .filter_map(promotion_of)
            .map(Role::lower_char)
        {
            if !letters.contains(c) {
                letters.push(c);
            }
        }
        return Some(Illegal::PromotionLetterMissing { letters, example });
    }
    if promotion.is_some() && !promotes {
        let (from, to) = example.board_squares()?;
        return Some(Illegal::NotAPromotion { from, to });
    }
    if let Some(role) =
        promotion.filter(|&r| !candidates.iter().any(|m| promotion_of(m) == Some(r)))
    {
        return Some(Illegal::CannotPromoteTo(role));
    }
    if !candidates.iter().any(|m| shrink_count(m) == shrink_letters) {
        let count = shrink_count(&candidates[0]);
        return Some(if pos.variant != Variant::Shrink {
            Illegal::NoShrinkPromotions {
                variant: pos.variant,
                example,
            }
        } else if count == 0 {
            Illegal::PromotesNoPawnByShrinking(example)
        } else {
            Illegal::ShrinkPromotionLetters { count, example }
        });
    }
    None
}

/// A board move no piece could make: the variant's own reason, else the shared one.
fn explain_board_move(pos: &Position, role: Role, from: Square, to: Square) -> MoveError {
    if let Some(refusal) = (rules(pos.variant).refuse_board_move)(pos, role, from, to) {
        return refusal.into();
    }
    let own_piece = pos.board.piece_at(to).is_some_and(|p| p.color == pos.turn);
    if own_piece && role != Role::King {
        Illegal::OwnPiece(to).into()
    } else {
        MoveError::CannotMove { role, from, to }
    }
}

/// Any position FEN can write is one of the variant's.
pub(crate) fn any_position(_: &Position) -> Result<(), FenError> {
    Ok(())
}

/// Pawns never stand on the first or last rank.
pub(crate) fn no_pawns_on_back_ranks(pos: &Position) -> Result<(), FenError> {
    let back_ranks = Bitboard::rank(0) | Bitboard::rank(pos.board.height() - 1);
    if (pos.board.by_role(Role::Pawn) & back_ranks).any() {
        return Err(FenError::Invalid("pawns on the first or last rank".into()));
    }
    Ok(())
}

/// No phase restricts which kinds of move may be played.
pub(crate) fn any_phase(_: &Position, _: MoveText) -> Option<Illegal> {
    None
}

/// No board move is refused for a reason of the variant's own.
pub(crate) fn no_board_rule(_: &Position, _: Role, _: Square, _: Square) -> Option<Illegal> {
    None
}

/// The variant has no drops.
pub(crate) fn no_drops(pos: &Position, _: Role, _: Square, _: &[Move]) -> Option<Illegal> {
    Some(Illegal::NoDrops(pos.variant))
}

/// The variant has no two-pawn placements.
pub(crate) fn no_double_drops(pos: &Position, _: Square, _: Square) -> Option<Illegal> {
    Some(Illegal::NoDoubleDrops(pos.variant))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::random::sample_positions;

    /// Judging moves from checks and pins (and, in Shrink, only the moves that empty no line)
    /// gives exactly the moves that playing every movement-rule move out gives.
    #[test]
    fn judged_legality_matches_playing_every_move_out() {
        for variant in [
            Variant::Standard,
            Variant::Shrink,
            Variant::Swapper,
            Variant::TradeUp,
        ] {
            for pos in sample_positions(variant, 30, 160, 0xfa57 + variant as u64) {
                let mut judged = Vec::new();
                legal_moves(&pos, &mut judged);
                let mut pseudo = Vec::new();
                (rules(variant).pseudo_moves)(&pos, &mut pseudo);
                let played_out: Vec<Move> = match variant {
                    Variant::Shrink => pseudo
                        .into_iter()
                        .flat_map(|m| shrink::with_choices(&pos, m))
                        .collect(),
                    _ => pseudo
                        .into_iter()
                        .filter(|&m| !pos.played(m).king_attacked(pos.turn))
                        .collect(),
                };
                let text = |moves: Vec<Move>| {
                    let mut text: Vec<String> = moves.iter().map(Move::to_string).collect();
                    text.sort();
                    text
                };
                assert_eq!(text(judged), text(played_out), "{variant} {}", pos.fen());
            }
        }
    }

    /// Each variant refuses what its own rules make impossible, and only that.
    #[test]
    fn each_variant_checks_its_own_fen() {
        let cases = [
            (
                Variant::Standard,
                "4k3/8/8/8/8/8/8/3KK3 w - - 0 1",
                Some("more than one king"),
            ),
            (Variant::Swapper, "4k3/8/8/8/8/8/8/3KK3 w - - 0 1", None),
            (
                Variant::Standard,
                "4k3/8/8/8/8/8/8/P3K3 w - - 0 1",
                Some("first or last rank"),
            ),
            (Variant::Suction, "4k3/8/8/8/8/8/8/P3K3 w - - 0 1", None),
            (Variant::Shrink, "4k3/8/8/8/8/8/8/P3K3 w - - 0 1", None),
            (
                Variant::Shrink,
                "P3k/5/4K w - - 0 1",
                Some("its promotion rank"),
            ),
            (
                Variant::Shrink,
                "4k/5/p3K w - - 0 1",
                Some("its promotion rank"),
            ),
            (
                Variant::GiveAndTake,
                "p7/8/8/8/8/8/8/8[] w - - 0 1",
                Some("first or last rank"),
            ),
            (Variant::TradeUp, "4k3/8/8/8/8/8/8/P3K3[] w - - 0 1", None),
        ];
        for (variant, fen, refusal) in cases {
            let read = Position::from_fen(variant, fen);
            match refusal {
                Some(why) => assert!(
                    read.as_ref().is_err_and(|e| e.to_string().contains(why)),
                    "{variant} {fen}: {read:?}"
                ),
                None => assert!(read.is_ok(), "{variant} {fen}: {read:?}"),
            }
        }
    }
}
