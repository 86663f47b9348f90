//! Give & Take Chess: every ruling of the spec, on positions set up by hand.

use crate::support::rulings::*;
use kibitz::rules::{Color, Illegal, MoveError, Reason, Variant::GiveAndTake};

const START: &str = "8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1";

#[test]
fn whites_first_drop_must_attack_three_empty_squares_but_need_not_be_attacked() {
    // A knight in a corner attacks two squares; on b1 three (a3, c3, d2). A pawn at most two.
    assert_has(GiveAndTake, START, &["N@b1", "K@a1", "B@h8", "Q@d4"]);
    assert_lacks(GiveAndTake, START, &["N@a1", "N@h8", "P@e4", "P@a2"]);
    let err = refused(GiveAndTake, START, "N@a1");
    assert_eq!(
        err,
        MoveError::Rule(Illegal::TooFewAttacked {
            needed: 3,
            would: 2
        })
    );
}

#[test]
fn later_drops_go_on_squares_the_enemy_attacks() {
    // The white queen on d4 attacks a1 (diagonal) but not b8.
    let fen = "8/8/8/8/3Q4/8/8/8[KRRBBNNPPPPPPPPkqrrbbnnpppppppp] b - - 1 1";
    assert_has(GiveAndTake, fen, &["K@a1"]);
    assert_lacks(GiveAndTake, fen, &["K@b8"]);
    assert_eq!(
        refused(GiveAndTake, fen, "K@b8"),
        MoveError::Rule(Illegal::DropNotAttacked("b8".parse().unwrap()))
    );
    // Every legal reply stands on a square the queen attacks.
    let p = pos(GiveAndTake, fen);
    for m in p.legal_moves() {
        assert!(p.board().is_attacked(m.to(), Color::White), "{m}");
    }
}

#[test]
fn pawns_are_not_dropped_on_the_first_or_last_rank_and_pawn_attacks_count() {
    // White rook on d1 attacks d8 and the whole first rank; a black pawn may not go there.
    let fen = "8/8/8/8/8/8/8/3R4[KQRBBNNPPPPPPPPkqrrbbnnpppppppp] b - - 1 1";
    assert_lacks(GiveAndTake, fen, &["P@d8", "P@a1"]);
    assert_eq!(
        refused(GiveAndTake, fen, "P@d8"),
        MoveError::Rule(Illegal::PawnDropRank)
    );
    // A black pawn on d5 attacks c4 and e4; with the black knight on h6 (attacking g8, f7,
    // f5, g4) that makes more than 3. The pawn stands on d5, attacked by the d1 rook.
    let fen = "8/8/7n/8/8/8/8/3R4[KQRBBNNPPPPPPPPkqrrbbnpppppppp] b - - 1 1";
    assert_has(GiveAndTake, fen, &["P@d5"]);
    // Alone, a black pawn attacks only two squares: not enough.
    let fen = "8/8/8/8/8/8/8/3R4[KQRBBNNPPPPPPPPp] b - - 1 1";
    assert_lacks(GiveAndTake, fen, &["P@d5"]);
}

#[test]
fn the_capture_phase_has_only_captures_and_no_en_passant() {
    // Hands empty: the king may take the pawn on d2 but not step to e2.
    let fen = "4k3/8/8/8/8/8/3p4/4K3[] w - - 0 1";
    assert_eq!(legal(GiveAndTake, fen), set(&["e1d2"]));
    assert_eq!(
        refused(GiveAndTake, fen, "e1e2"),
        MoveError::Rule(Illegal::MustCapture)
    );
    // There is no en passant: a pawn beside one that stepped past has no capture, and a FEN
    // cannot even name an en-passant square.
    assert_eq!(
        legal(GiveAndTake, "8/8/8/3pP3/8/8/8/k7[] w - - 0 1"),
        set(&[])
    );
    assert!(
        kibitz::rules::Position::from_fen(GiveAndTake, "8/8/8/3pP3/8/8/8/k7[] w - d6 0 1").is_err()
    );
}

#[test]
fn a_pawn_capturing_onto_the_last_rank_promotes_even_to_a_king() {
    assert_eq!(
        legal(GiveAndTake, "3r4/4P3/8/8/8/8/8/k7[] w - - 0 1"),
        set(&["e7d8q", "e7d8r", "e7d8b", "e7d8n", "e7d8k"])
    );
}

#[test]
fn kings_are_ordinary_pieces() {
    // The white king is attacked by the queen; White may ignore it.
    assert_has(
        GiveAndTake,
        "4k3/8/8/7n/8/8/3q4/4K2R[] w - - 0 1",
        &["h1h5", "e1d2"],
    );
    // A side may have no king.
    assert_eq!(
        legal(GiveAndTake, "8/8/8/8/8/8/3p4/4R3[] w - - 0 1"),
        set(&[])
    );
}

#[test]
fn the_side_to_move_with_no_legal_move_loses() {
    let p = pos(GiveAndTake, "8/8/8/8/8/8/8/K6k[] w - - 0 1");
    let outcome = p.outcome().unwrap();
    assert_eq!(
        (outcome.winner, outcome.reason),
        (Some(Color::Black), Reason::NoLegalMove)
    );
    // In the drop phase too: with no white piece on the board no square is attacked by the
    // enemy, so Black has no legal drop.
    let p = pos(GiveAndTake, "8/8/8/8/8/8/8/8[Kp] b - - 1 1");
    assert_eq!(p.outcome().unwrap().winner, Some(Color::White));
}

#[test]
fn the_drop_phase_ends_when_both_hands_are_empty() {
    let p = pos(GiveAndTake, "8/8/8/8/8/8/8/8[Kk] w - - 0 1");
    assert!(p.in_drop_phase());
    let p = after(GiveAndTake, "8/8/8/8/8/8/8/8[Kk] w - - 0 1", "K@d4 K@e5");
    assert!(!p.in_drop_phase());
    assert_eq!(p.fen(), "8/8/8/4k3/3K4/8/8/8[] w - - 0 2");
    assert_eq!(legal(GiveAndTake, &p.fen()), set(&["d4e5"]));
}
