//! Why a move is not legal, worded once in each language for every reason the rules give,
//! against `tests/golden/moves/<code>.txt` (written anew with `KIBITZ_UPDATE_GOLDEN=1`).
//! The rules' tests check which reason a move meets, by its type; this checks how each is
//! said. A reason added without a sample here fails the test.

use super::golden_test::compare_with_golden;
use super::moves::move_error;
use super::Tr;
use crate::rules::*;
use crate::types::Lang;
use std::collections::BTreeSet;
use strum::VariantNames;

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn text(mv: &str) -> MoveText {
    mv.parse().unwrap()
}

/// One error of each kind, with what its words need.
fn samples() -> Vec<MoveError> {
    use Illegal as I;
    use ParseMoveError as P;
    let mut all = vec![
        MoveError::GameOver(Outcome {
            winner: Some(Color::Black),
            reason: Reason::Checkmate,
        }),
        MoveError::OffBoard {
            square: sq("h8"),
            width: 6,
            height: 7,
        },
        MoveError::NoPiece(sq("e3")),
        MoveError::NotYourPiece {
            square: sq("e7"),
            piece: Piece {
                color: Color::Black,
                role: Role::Pawn,
            },
        },
        MoveError::CannotMove {
            role: Role::Bishop,
            from: sq("c1"),
            to: sq("c3"),
        },
        MoveError::LeavesKingInCheck(text("e1e2")),
        MoveError::Ambiguous {
            written: "Nd2".into(),
            choices: vec!["Nbd2".into(), "Nfd2".into()],
        },
        MoveError::NoneCanReach {
            role: Role::Bishop,
            to: sq("e5"),
        },
        MoveError::NoSuchMove("O-O".into()),
    ];
    all.extend(
        [
            P::Empty,
            P::TooLong("e2e4e2e4e2e4...".into()),
            P::Syntax("e9".into()),
            P::Promotion('x'),
            P::DropRole('X'),
            P::DoubleDropOrder("P@a2,P@b3".into()),
            P::DoubleDropSame,
        ]
        .map(MoveError::Parse),
    );
    all.extend(
        [
            I::OwnPiece(sq("d2")),
            I::Occupied(sq("e4")),
            I::NotAllowedHere(text("N@e4")),
            I::NoDrops(Variant::Standard),
            I::NotInHand(Role::Knight),
            I::PromotionLetterMissing {
                letters: "q, r, b, n".into(),
                example: text("a7a8q"),
            },
            I::NotAPromotion {
                from: sq("e2"),
                to: sq("e4"),
            },
            I::CannotPromoteTo(Role::King),
            I::NoShrinkPromotions {
                variant: Variant::Standard,
                example: text("e2e4"),
            },
            I::PromotesNoPawnByShrinking(text("e1e2")),
            I::ShrinkPromotionLetters {
                count: 2,
                example: text("a8a3=qq"),
            },
            I::KingsNeverMove,
            I::SwapperReply(Role::Valiant),
            I::SetupOver,
            I::OnlySwappersDropped,
            I::SwapperDropRank,
            I::StrongmanUncapturable,
            I::DropPhase,
            I::CapturePhase,
            I::MustCapture,
            I::PawnDropRank,
            I::DropNotAttacked(sq("b8")),
            I::TooFewAttacked {
                needed: 3,
                would: 2,
            },
            I::FirstPlacement,
            I::NoDoubleDrops(Variant::GiveAndTake),
            I::TwoPawnsNeeded,
            I::PlacementRank {
                color: Color::Black,
                square: sq("e5"),
            },
            I::PlacementNotAllowed,
            I::OnlyOwnRookFlips,
            I::ReplacesOnly(Role::Rook),
            I::NotATradeUp,
        ]
        .map(MoveError::Rule),
    );
    all
}

/// An error's kind, by the enum that names it (`Illegal::SetupOver`).
fn kind(error: &MoveError) -> String {
    match error {
        MoveError::Parse(e) => format!("ParseMoveError::{}", <&str>::from(e)),
        MoveError::Rule(e) => format!("Illegal::{}", <&str>::from(e)),
        e => format!("MoveError::{}", <&str>::from(e)),
    }
}

#[test]
fn every_reason_a_move_is_refused_has_a_sample() {
    let named = |of: &str, names: &[&'static str]| -> Vec<String> {
        (names.iter())
            .filter(|n| !["Parse", "Rule"].contains(n))
            .map(|n| format!("{of}::{n}"))
            .collect()
    };
    let every: BTreeSet<String> = [
        named("MoveError", MoveError::VARIANTS),
        named("ParseMoveError", ParseMoveError::VARIANTS),
        named("Illegal", Illegal::VARIANTS),
    ]
    .concat()
    .into_iter()
    .collect();
    let sampled: BTreeSet<String> = samples().iter().map(kind).collect();
    let missing: Vec<_> = every.difference(&sampled).collect();
    assert!(missing.is_empty(), "reasons with no sample: {missing:?}");
}

#[test]
fn every_reason_a_move_is_refused_is_said_in_each_language_as_its_golden_text() {
    let said = |lang: Lang| -> String {
        (samples().iter())
            .map(|e| format!("{}: {}\n", kind(e), move_error(Tr(lang), e)))
            .collect()
    };
    compare_with_golden("moves", Lang::ALL.map(|lang| (lang.code(), said(lang))));
}
