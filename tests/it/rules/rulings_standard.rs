//! Standard chess (the control) and the rulings common to every variant.

use crate::support::rulings::*;
use kibitz::rules::{Color, Game, Illegal, MoveError, Reason, Variant::Standard};

#[test]
fn castling_needs_a_king_out_of_check_and_an_unattacked_crossed_square() {
    // Rooks on b2 and f2 attack b1 and f1. The king crosses f1 to castle short: illegal.
    // Castling long crosses d1 (not attacked); the rook passes b1, which may be attacked.
    let fen = "r3k2r/8/8/8/8/8/1r3r2/R3K2R w KQ - 0 1";
    assert_lacks(Standard, fen, &["e1g1"]);
    assert_has(Standard, fen, &["e1c1"]);
    let p = after(Standard, fen, "e1c1");
    assert_eq!(p.fen(), "r3k2r/8/8/8/8/8/1r3r2/2KR3R b - - 1 1");
}

#[test]
fn en_passant_that_exposes_the_king_on_the_rank_is_illegal() {
    // King a5, pawns e5 (white) and d5 (black, just moved two), rook h5. Capturing en passant
    // would empty d5 and e5 at once and open the rank to the rook.
    let fen = "8/8/8/K2pP2r/8/8/8/7k w - d6 0 1";
    assert_lacks(Standard, fen, &["e5d6"]);
    assert!(matches!(
        refused(Standard, fen, "e5d6"),
        MoveError::LeavesKingInCheck(_)
    ));
    // Without the rook the capture is legal and removes the d5 pawn.
    let p = after(Standard, "8/8/8/K2pP3/8/8/8/7k w - d6 0 1", "e5d6");
    assert_eq!(p.fen(), "8/8/3P4/K7/8/8/8/7k b - - 0 1");
}

#[test]
fn promotion_offers_queen_rook_bishop_knight_and_must_be_named() {
    let fen = "8/P7/8/8/8/8/8/k1K5 w - - 0 1";
    assert_has(Standard, fen, &["a7a8q", "a7a8r", "a7a8b", "a7a8n"]);
    assert_lacks(Standard, fen, &["a7a8", "a7a8k", "a7a8s"]);
    assert!(matches!(
        refused(Standard, fen, "a7a8"),
        MoveError::Rule(Illegal::PromotionLetterMissing { .. })
    ));
}

#[test]
fn checkmate_stalemate_and_insufficient_material() {
    let mate = after(
        Standard,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "f2f3 e7e5 g2g4 d8h4",
    );
    let outcome = mate.outcome().unwrap();
    assert_eq!(
        (outcome.winner, outcome.reason),
        (Some(Color::Black), Reason::Checkmate)
    );
    assert!(mate.legal_moves().is_empty());

    // Black king h8; queen f7 covers g8, g7 and h7; king g6 covers g7 and h7. h8 is not
    // attacked: stalemate.
    let stalemate = pos(Standard, "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    let outcome = stalemate.outcome().unwrap();
    assert_eq!((outcome.winner, outcome.reason), (None, Reason::Stalemate));

    // K+B v K is a draw although moves remain (perft still counts them).
    let bare = pos(Standard, "8/8/8/8/8/8/8/k1K1B3 w - - 0 1");
    assert_eq!(bare.outcome().unwrap().reason, Reason::InsufficientMaterial);
    assert!(!bare.legal_moves().is_empty());
    // K+R v K is not.
    assert_eq!(
        pos(Standard, "8/8/8/8/8/8/8/k1K1R3 w - - 0 1").outcome(),
        None
    );
}

#[test]
fn illegal_moves_say_why_and_change_nothing() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    assert_eq!(
        refused(Standard, start, "e3e4").to_string(),
        "there is no piece on e3"
    );
    assert_eq!(
        refused(Standard, start, "e7e5").to_string(),
        "the black pawn on e7 is not yours"
    );
    assert_eq!(
        refused(Standard, start, "e2e5").to_string(),
        "a pawn on e2 cannot move to e5"
    );
    assert!(matches!(
        refused(Standard, start, "N@e4"),
        MoveError::Rule(_)
    ));
    assert!(matches!(
        refused(Standard, start, "e2x"),
        MoveError::Parse(_)
    ));
    // A SAN no piece of its kind can play says so.
    assert!(matches!(
        refused(Standard, start, "e2"),
        MoveError::NoneCanReach { .. }
    ));
    // The knight on d2 is pinned by the bishop on b4.
    let pinned = "4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1";
    assert!(matches!(
        refused(Standard, pinned, "d2f3"),
        MoveError::LeavesKingInCheck(_)
    ));
}

#[test]
fn threefold_repetition_draws_a_real_game() {
    let mut game = Game::start(Standard);
    for mv in "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1".split(' ') {
        game.play(mv).unwrap();
        assert_eq!(game.outcome(), None);
    }
    // The start position stands for the third time.
    game.play("f6g8").unwrap();
    assert_eq!(game.outcome().unwrap().reason, Reason::ThreefoldRepetition);
    assert!(matches!(game.play("e2e4"), Err(MoveError::GameOver(_))));
}

#[test]
fn hundred_half_moves_draw_a_real_game() {
    let mut game = Game::new(pos(Standard, "4k3/8/8/8/8/8/8/R3K3 w - - 99 80"));
    assert_eq!(game.outcome(), None);
    game.play("a1a2").unwrap();
    assert_eq!(game.outcome().unwrap().reason, Reason::HundredHalfMoves);
    // A pawn move resets the count.
    let mut game = Game::new(pos(Standard, "4k3/8/8/8/8/8/P7/R3K3 w - - 99 80"));
    game.play("a2a3").unwrap();
    assert_eq!(game.outcome(), None);
    assert_eq!(game.position().halfmoves(), 0);
}

#[test]
fn an_en_passant_square_counts_for_repetition_only_when_the_capture_is_legal() {
    // After 1.e4 no black pawn can take on e3: the position equals the one without the square.
    let with = pos(
        Standard,
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
    );
    let without = pos(
        Standard,
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
    );
    assert_eq!(with.repetition_key(), without.repetition_key());
    // With a black pawn on d4 the capture is legal and the positions differ.
    let with = pos(
        Standard,
        "rnbqkbnr/pppppppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
    );
    let without = pos(
        Standard,
        "rnbqkbnr/pppppppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
    );
    assert_ne!(with.repetition_key(), without.repetition_key());
}

#[test]
fn a_shrink_promotion_in_standard_chess_is_explained_for_standard_chess() {
    let start = kibitz::rules::Position::start(Standard).fen();
    let why = refused(Standard, &start, "e2e4=nq");
    assert!(
        matches!(
            why,
            MoveError::Rule(Illegal::NoShrinkPromotions {
                variant: Standard,
                ..
            })
        ),
        "{why:?}"
    );
}
