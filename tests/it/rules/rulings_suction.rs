//! Suction Chess: every ruling of the spec, on positions set up by hand.

use crate::support::rulings::*;
use kibitz::rules::{Color, Illegal, MoveError, Reason, Variant::Suction};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1";

#[test]
fn a_captured_piece_goes_to_the_capturers_starting_square() {
    // 1.e4 d5 2.exd5: the black pawn is not removed but sucked to e4.
    let p = after(Suction, START, "e2e4 d7d5 e4d5");
    assert_eq!(
        p.fen(),
        "rnbqkbnr/ppp1pppp/8/3P4/4p3/8/PPPP1PPP/RNBQKBNR b - - 0 2"
    );
}

#[test]
fn en_passant_puts_the_captured_pawn_on_the_capturers_starting_square() {
    // Black plays d7-d5 past the white pawn on e5; exd6 e.p. lands on d6 and the black pawn
    // goes to e5, where the white pawn started. d5 is left empty.
    let p = after(Suction, "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1", "d7d5 e5d6");
    assert_eq!(p.fen(), "4k3/8/3P4/4p3/8/8/8/4K3 b - - 0 2");
}

#[test]
fn kings_never_move_and_castling_does_not_exist() {
    let all = legal(Suction, "r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1");
    assert!(all.iter().all(|m| !m.starts_with("e1")), "{all:?}");
    assert_eq!(
        refused(Suction, START, "e1e2"),
        MoveError::Rule(Illegal::KingsNeverMove)
    );
    // No castling rights can even be written.
    assert!(
        kibitz::rules::Position::from_fen(Suction, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").is_err()
    );
}

#[test]
fn a_king_can_be_captured_and_is_moved_to_the_capturers_square() {
    // The black queen on d2 takes the white king on e1: the king goes to d2.
    let p = after(Suction, "4k3/8/8/8/8/8/3q4/N3K3 b - - 0 1", "d2e1");
    assert_eq!(p.fen(), "4k3/8/8/8/8/8/3K4/N3q3 w - - 0 2");
    assert_eq!(p.outcome(), None);
}

#[test]
fn a_king_sucked_to_the_first_rank_loses_at_once() {
    // The bishop on d1 takes the black king on e2; the king lands on d1, rank 1: White wins.
    let p = after(Suction, "8/8/8/8/K7/8/4k3/3B4 w - - 0 1", "d1e2");
    let outcome = p.outcome().unwrap();
    assert_eq!(
        (outcome.winner, outcome.reason),
        (Some(Color::White), Reason::KingSucked)
    );
    // A decided position has no moves (perft counts nothing below it).
    assert!(p.legal_moves().is_empty());
    // And Black wins when the white king reaches rank 8.
    let p = pos(Suction, "3K4/8/8/8/8/8/8/4k3 w - - 0 1");
    assert_eq!(p.outcome().unwrap().winner, Some(Color::Black));
}

#[test]
fn there_is_no_check() {
    // The queen on e2 "attacks" the king on e1; the knight may still make any move.
    assert_eq!(
        legal(Suction, "4k3/8/8/8/8/8/4q3/1N2K3 w - - 0 1"),
        set(&["b1a3", "b1c3", "b1d2"])
    );
}

#[test]
fn pawns_step_twice_from_the_second_rank_at_any_time_and_once_from_the_first() {
    // A pawn back on its second rank may step twice again.
    assert_has(
        Suction,
        "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1",
        &["e2e3", "e2e4"],
    );
    assert_has(
        Suction,
        "4k3/4p3/8/8/8/8/8/4K3 b - - 0 1",
        &["e7e6", "e7e5"],
    );
    // A pawn sucked to its own first rank steps once.
    assert_eq!(
        legal(Suction, "4k3/8/8/8/8/8/8/P3K3 w - - 0 1"),
        set(&["a1a2"])
    );
}

#[test]
fn pawns_never_promote_and_are_stuck_on_the_last_rank() {
    // A step onto the last rank stays a pawn; a capture onto it is allowed too.
    let fen = "1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1";
    assert_eq!(legal(Suction, fen), set(&["a7a8", "a7b8"]));
    let p = after(Suction, fen, "a7b8");
    assert_eq!(p.fen(), "1P2k3/n7/8/8/8/8/8/4K3 b - - 0 1");
    // A pawn on its last rank has no move; with nothing else to move the game is drawn.
    let stuck = pos(Suction, "P3k3/8/8/8/8/8/8/4K3 w - - 0 1");
    assert!(stuck.legal_moves().is_empty());
    let outcome = stuck.outcome().unwrap();
    assert_eq!(
        (outcome.winner, outcome.reason),
        (None, Reason::NoLegalMove)
    );
}

#[test]
fn suction_captures_reset_the_half_move_clock() {
    let p = after(Suction, "4k3/8/8/3p4/8/8/8/3QK3 w - - 30 40", "d1d5");
    assert_eq!(p.halfmoves(), 0);
    assert_eq!(p.fen(), "4k3/8/8/3Q4/8/8/8/3pK3 b - - 0 40");
}
