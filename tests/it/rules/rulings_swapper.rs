//! Swapper Superheroes Chess: every ruling of the spec, on positions set up by hand.

use crate::support::rulings::*;
use kibitz::rules::{Illegal, MoveError, Position, Role, SwapperSetup, Variant::Swapper};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 setup";

#[test]
fn white_drops_on_rank_3_and_black_must_answer_with_the_same_kind_on_rank_6() {
    let p = after(Swapper, START, "V@d3");
    assert_eq!(
        p.swapper_setup(),
        SwapperSetup::Reply(kibitz::rules::Role::Valiant)
    );
    assert_eq!(
        p.fen(),
        "rnbqkbnr/pppppppp/8/8/8/3V4/PPPPPPPP/RNBQKBNR b KQkq - 0 1 reply:V"
    );
    let replies = legal(Swapper, &p.fen());
    let expected: std::collections::BTreeSet<String> =
        ('a'..='h').map(|f| format!("V@{f}6")).collect();
    assert_eq!(replies, expected);
    for wrong in ["e7e5", "S@d6", "V@d5"] {
        assert_eq!(
            refused(Swapper, &p.fen(), wrong),
            MoveError::Rule(Illegal::SwapperReply(Role::Valiant)),
            "{wrong}"
        );
    }
    // After the reply White may drop again or play.
    let p = after(Swapper, &p.fen(), "V@e6");
    assert_eq!(p.swapper_setup(), SwapperSetup::Open);
    assert_has(Swapper, &p.fen(), &["M@a3", "e2e4"]);
}

#[test]
fn a_normal_move_ends_the_setup_phase_for_good() {
    let p = after(Swapper, START, "e2e4");
    assert_eq!(p.swapper_setup(), SwapperSetup::Over);
    assert_eq!(p.legal_moves().len(), 20);
    let p = after(Swapper, &p.fen(), "e7e5");
    assert_eq!(
        refused(Swapper, &p.fen(), "S@d3"),
        MoveError::Rule(Illegal::SetupOver)
    );
}

#[test]
fn with_rank_3_full_white_moves_normally() {
    let fen = "rnbqkbnr/pppppppp/8/8/8/SSSSSSSS/PPPPPPPP/RNBQKBNR w KQkq - 0 1 setup";
    assert!(legal(Swapper, fen).iter().all(|m| !m.contains('@')));
}

#[test]
fn spearman_steps_captures_and_swaps_with_friends_but_never_takes_a_strongman() {
    // Spearman d4: d5 holds a black rook (capture), d3 a white pawn (swap), c4 empty, e4 a
    // black Strongman (untouchable).
    let fen = "4k3/8/8/3r4/3St3/3P4/8/4K3 w - - 0 1";
    let spear: Vec<String> = legal(Swapper, fen)
        .into_iter()
        .filter(|m| m.starts_with("d4"))
        .collect();
    assert_eq!(spear, vec!["d4c4", "d4d3", "d4d5"]);
    assert_eq!(
        after(Swapper, fen, "d4d3").fen(),
        "4k3/8/8/3r4/3Pt3/3S4/8/4K3 b - - 1 1"
    );
    let why = refused(Swapper, fen, "d4e4");
    assert_eq!(why, MoveError::Rule(Illegal::StrongmanUncapturable));
}

#[test]
fn valiant_leaps_captures_and_swaps_with_friends_only() {
    // Valiant b1: a3 a black bishop (capture), c3 a white knight (swap), d2 empty.
    let fen = "4k3/8/8/8/8/b1N5/8/1V2K3 w - - 0 1";
    let val: Vec<String> = legal(Swapper, fen)
        .into_iter()
        .filter(|m| m.starts_with("b1"))
        .collect();
    assert_eq!(val, vec!["b1a3", "b1c3", "b1d2"]);
    assert_eq!(
        after(Swapper, fen, "b1c3").fen(),
        "4k3/8/8/8/8/b1V5/8/1N2K3 b - - 1 1"
    );
    // The black bishop is captured, not swapped.
    assert_eq!(
        after(Swapper, fen, "b1a3").fen(),
        "4k3/8/8/8/8/V1N5/8/4K3 b - - 0 1"
    );
}

#[test]
fn karateka_moves_and_captures_diagonally_and_swaps_orthogonally_with_any_piece() {
    // Karateka d4: c5, e5 black pawns (captures), c3 and e3 empty (moves), d3 a black bishop
    // (orthogonal swap, either colour), d5, c4, e4 empty (no orthogonal move to an empty square).
    let fen = "4k3/8/8/2p1p3/3A4/3b4/8/4K3 w - - 0 1";
    let kar: Vec<String> = legal(Swapper, fen)
        .into_iter()
        .filter(|m| m.starts_with("d4"))
        .collect();
    assert_eq!(kar, vec!["d4c3", "d4c5", "d4d3", "d4e3", "d4e5"]);
    assert_eq!(
        after(Swapper, fen, "d4d3").fen(),
        "4k3/8/8/2p1p3/3b4/3A4/8/4K3 b - - 1 1"
    );
}

#[test]
fn strongman_never_captures_is_never_captured_attacks_nothing_and_may_swap_with_the_enemy_king() {
    // White Strongman e7 next to the black king e8: no check; the king may not take it.
    let fen = "4k3/4T3/8/8/8/8/8/4K3 b - - 0 1";
    let p = pos(Swapper, fen);
    assert!(!p.is_check());
    assert_eq!(legal(Swapper, fen), set(&["e8d7", "e8d8", "e8f7", "e8f8"]));
    // The Strongman swaps with the enemy king (d4 <-> d3) and steps to empty squares; it has
    // no capture of the black pawn on e4, only a swap.
    let fen = "8/8/8/8/3kp3/3T4/8/4K3 w - - 0 1";
    assert_has(Swapper, fen, &["d3d4", "d3e4", "d3c3"]);
    assert_eq!(
        after(Swapper, fen, "d3d4").fen(),
        "8/8/8/8/3Tp3/3k4/8/4K3 b - - 1 1"
    );
    assert_eq!(
        after(Swapper, fen, "d3e4").fen(),
        "8/8/8/8/3kT3/3p4/8/4K3 b - - 1 1"
    );
}

#[test]
fn a_mage_converts_the_enemy_piece_it_swaps_with_and_checks_orthogonally() {
    let fen = "4k3/8/8/8/3n4/3M4/8/4K3 w - - 7 1";
    let p = after(Swapper, fen, "d3d4");
    assert_eq!(p.fen(), "4k3/8/8/8/3M4/3N4/8/4K3 b - - 0 1");
    // The Mage next to the king gives check: d7 and f7 are attacked, the Mage may be taken.
    let fen = "4k3/4M3/8/8/8/8/8/4K3 b - - 0 1";
    assert!(pos(Swapper, fen).is_check());
    assert_eq!(legal(Swapper, fen), set(&["e8d8", "e8e7", "e8f8"]));
}

#[test]
fn a_converted_pawn_moves_in_its_new_owners_direction() {
    // The Mage on c5 swaps with the black pawn on d5: a white pawn now stands on c5.
    let p = after(Swapper, "4k3/8/8/2Mp4/8/8/8/4K3 w - - 0 1", "c5d5 e8e7");
    assert_has(Swapper, &p.fen(), &["c5c6"]);
    assert_lacks(Swapper, &p.fen(), &["c5c4"]);
}

#[test]
fn pawns_promote_to_swappers_by_their_own_move_but_not_when_swapped_to_the_last_rank() {
    let fen = "4k3/P7/8/8/8/8/8/4K3 w - - 0 1";
    let promotions: Vec<String> = legal(Swapper, fen)
        .into_iter()
        .filter(|m| m.starts_with("a7a8"))
        .collect();
    assert_eq!(promotions.len(), 9, "{promotions:?}");
    assert_has(
        Swapper,
        fen,
        &["a7a8s", "a7a8v", "a7a8a", "a7a8t", "a7a8m", "a7a8q"],
    );
    // The Spearman on a8 swaps with the a7 pawn: the pawn stands on a8 and stays a pawn,
    // with no move from there.
    let p = after(Swapper, "S3k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a8a7");
    assert_eq!(p.fen(), "P3k3/S7/8/8/8/8/8/4K3 b - - 1 1");
}

#[test]
fn pawns_step_twice_from_their_second_rank_but_not_from_their_first() {
    assert_has(Swapper, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", &["e2e4"]);
    assert_eq!(
        legal(Swapper, "4k3/8/8/8/8/8/8/P6K w - - 0 1"),
        set(&["a1a2", "h1g1", "h1g2", "h1h2"])
    );
}

#[test]
fn a_king_or_rook_displaced_by_a_swap_loses_its_castling_right() {
    // The Strongman on f1 swaps with the king: both white rights go.
    let p = after(Swapper, "r3k2r/8/8/8/8/8/8/R3KT1R w KQkq - 0 1", "f1e1");
    assert_eq!(p.fen(), "r3k2r/8/8/8/8/8/8/R3TK1R b kq - 1 1");
    // A Spearman swapping with the h1 rook ends only that rook's right.
    let p = after(Swapper, "r3k2r/8/8/8/8/8/7S/R3K2R w KQkq - 0 1", "h2h1");
    assert_eq!(p.fen(), "r3k2r/8/8/8/8/8/7R/R3K2S b Qkq - 1 1");
    // Castling needs the right: without K, no short castling.
    assert_lacks(Swapper, "r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1", &["e1g1"]);
    assert_has(Swapper, "r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1", &["e1c1"]);
}

#[test]
fn a_move_may_not_leave_the_king_attacked_by_a_swapper() {
    // The black Valiant on d3 attacks e1 by a knight's leap: White is in check and the
    // pawn push does not help.
    let fen = "4k3/8/8/8/8/3v4/P7/4K3 w - - 0 1";
    assert!(pos(Swapper, fen).is_check());
    assert!(matches!(
        refused(Swapper, fen, "a2a3"),
        MoveError::LeavesKingInCheck(_)
    ));
    assert!(Position::from_fen(Swapper, fen)
        .unwrap()
        .legal_moves()
        .iter()
        .all(|m| m.to_string().starts_with("e1")));
}
