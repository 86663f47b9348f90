//! Shrink Chess: every ruling of the spec, on positions set up by hand.

use crate::support::rulings::*;
use kibitz::rules::{Illegal, MoveError, Variant::Shrink};

#[test]
fn a_file_emptied_by_a_move_disappears_and_the_board_shrinks_toward_a1() {
    // The knight was the only piece on the b-file: after Nb1-c3 the file goes, everything
    // right of it shifts one file left (c3 -> b3, e1 -> d1, h8 -> g8). Ranks 2-7 were already
    // empty and stay.
    let p = after(Shrink, "7k/8/8/8/8/8/8/1N2K3 w - - 0 1", "b1c3");
    assert_eq!(p.fen(), "6k/7/7/7/7/1N5/7/3K3 b - - 1 1");
    assert_eq!((p.board().width(), p.board().height()), (7, 8));
}

#[test]
fn a_move_can_remove_a_file_and_a_rank_at_once() {
    // The knight on c4 was alone on the c-file and on rank 4: both go. e8 -> d7, e5 -> d4,
    // e1 -> d1 on a 7x7 board.
    let p = after(Shrink, "4k3/8/8/8/2N5/8/8/4K3 w - - 0 1", "c4e5");
    assert_eq!(p.fen(), "3k3/7/7/3N3/7/7/3K3 b - - 1 1");
}

#[test]
fn a_move_is_illegal_if_the_shrink_leaves_the_king_in_check() {
    // White: Ka1, Nb1 (alone on the b-file); Black: Kc2. Any knight move empties the b-file,
    // the black king shifts to b2, next to a1: all illegal. Ka1-b2 is next to c2. Only Ka2.
    let fen = "8/8/8/8/8/8/2k5/KN6 w - - 0 1";
    assert_eq!(legal(Shrink, fen), set(&["a1a2"]));
    assert!(matches!(
        refused(Shrink, fen, "b1d2"),
        MoveError::LeavesKingInCheck(_)
    ));
}

#[test]
fn two_steps_only_while_the_board_has_eight_ranks() {
    // Seven ranks: the pawn on its second rank steps once.
    let fen = "4k3/8/8/8/8/P7/4K3 w - - 0 1";
    assert_has(Shrink, fen, &["a2a3"]);
    assert_lacks(Shrink, fen, &["a2a4"]);
}

#[test]
fn castling_with_two_or_three_squares_between_king_and_rook() {
    // The d-file has gone: on seven files the king stands on d1 with two empty squares to
    // each rook. Long castling: king d1 -> b1, rook a1 -> c1.
    let fen = "r2k2r/7/7/7/7/7/7/R2K2R w KQkq - 0 1";
    assert_has(Shrink, fen, &["d1b1", "d1f1"]);
    assert_eq!(
        after(Shrink, fen, "d1b1").fen(),
        "r2k2r/7/7/7/7/7/7/1KR3R b kq - 1 1"
    );
    // Only one square between king and rook: no castling.
    assert_lacks(Shrink, "4k3/8/8/8/8/8/8/R1K5 w Q - 0 1", &["c1a1"]);
}

#[test]
fn a_shift_by_a_shrink_is_not_a_move_for_castling() {
    // Nd1-c3 empties the d-file; king and rooks shift but keep their rights, and the king
    // then castles long with two squares between.
    let p = after(Shrink, "r3k2r/8/8/8/8/8/8/R2NK2R w KQkq - 0 1", "d1c3");
    assert_eq!(p.fen(), "r2k2r/7/7/7/7/2N4/7/R2K2R b KQkq - 1 1");
    let p = after(Shrink, &p.fen(), "g8g7 d1b1");
    assert_eq!(p.fen(), "r2k3/6r/7/7/7/2N4/7/1KR3R b q - 3 2");
}

#[test]
fn a_pawn_put_on_its_promotion_rank_by_a_shrink_promotes_as_the_mover_chooses() {
    // The rook was alone on rank 8: Ra8-a3 removes it, the c7 pawn stands on the new top row
    // and promotes. Each choice is a move of its own.
    let fen = "R7/2P5/7k/8/8/8/8/4K3 w - - 0 1";
    assert_has(Shrink, fen, &["a8a3=q", "a8a3=r", "a8a3=b", "a8a3=n"]);
    assert_lacks(Shrink, fen, &["a8a3"]);
    assert!(matches!(
        refused(Shrink, fen, "a8a3"),
        MoveError::Rule(Illegal::ShrinkPromotionLetters { count: 1, .. })
    ));
    let p = after(Shrink, fen, "a8a3=n");
    assert_eq!(p.fen(), "2N5/7k/8/8/R7/8/4K3 b - - 1 1");
    let one = refused(Shrink, fen, "a8a3=nq");
    assert!(
        matches!(
            one,
            MoveError::Rule(Illegal::ShrinkPromotionLetters { count: 1, .. })
        ),
        "{one:?}"
    );
    // A move that promotes nothing by shrinking says so, not "promotes 0 pawns".
    let none = refused(Shrink, fen, "e1e2=q");
    assert!(
        matches!(none, MoveError::Rule(Illegal::PromotesNoPawnByShrinking(_))),
        "{none:?}"
    );
}

#[test]
fn the_mover_chooses_for_the_opponents_pawns_and_each_choice_is_judged_alone() {
    // White's king is alone on rank 1. A king step to rank 2 removes rank 1 and the black pawn
    // on c2 lands on rank 1, promoting as White chooses. A queen or rook on c1 would attack
    // the king on d1, e1 or f1 (all on rank 1 after the shift): only bishop and knight are
    // legal. Kd1 stays on rank 1 but the c2 pawn attacks d1. Kf1 shrinks nothing.
    let fen = "4k3/8/8/8/8/8/2p5/4K3 w - - 0 1";
    assert_eq!(
        legal(Shrink, fen),
        set(&["e1f1", "e1d2=b", "e1d2=n", "e1e2=b", "e1e2=n", "e1f2=b", "e1f2=n"])
    );
    // The promoted piece keeps the pawn's colour.
    assert_eq!(
        after(Shrink, fen, "e1e2=n").fen(),
        "4k3/8/8/8/8/8/2n1K3 b - - 1 1"
    );
}

#[test]
fn an_own_promotion_is_written_before_the_promotions_by_the_shrink() {
    // A 5x2 board. The b1 pawn promotes on b2 (the top row); rank 1 is then empty and goes,
    // and the black c2 pawn lands on the only row, Black's promotion rank.
    let fen = "K1p1k/1P3 w - - 0 1";
    assert_has(Shrink, fen, &["b1b2q=n", "b1b2n=q"]);
    assert_lacks(Shrink, fen, &["b1b2q", "b1b2=q"]);
    assert_eq!(after(Shrink, fen, "b1b2q=n").fen(), "KQn1k b - - 0 1");
}

#[test]
fn the_en_passant_square_of_a_shrinking_two_step_is_kept_and_renamed() {
    // The e2 pawn was alone on rank 2: e2-e4 removes that rank, so e3 becomes e2 and the
    // pawns on rank 4 stand on rank 3. The black pawn takes en passant on the new e2.
    let p = after(Shrink, "4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1", "e2e4");
    assert_eq!(p.fen(), "4k3/8/8/8/3pP3/8/4K3 b - e2 0 1");
    assert!(p.legal_moves().iter().any(|m| m.to_string() == "d3e2"));
}
