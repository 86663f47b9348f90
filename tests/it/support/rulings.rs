//! Helpers for the rulings tests: positions from FEN, the legal moves as text, moves played.

use kibitz::rules::{Game, MoveError, Position, Variant};
use std::collections::BTreeSet;

pub fn pos(variant: Variant, fen: &str) -> Position {
    Position::from_fen(variant, fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The legal moves of a position, as the spec writes them.
pub fn legal(variant: Variant, fen: &str) -> BTreeSet<String> {
    pos(variant, fen)
        .legal_moves()
        .iter()
        .map(|m| m.to_string())
        .collect()
}

pub fn set(moves: &[&str]) -> BTreeSet<String> {
    moves.iter().map(|s| s.to_string()).collect()
}

/// The FEN after playing `moves` (space-separated) from `fen`.
pub fn after(variant: Variant, fen: &str, moves: &str) -> Position {
    let mut game = Game::new(pos(variant, fen));
    for mv in moves.split_whitespace() {
        game.play(mv)
            .unwrap_or_else(|e| panic!("{mv} from {}: {e}", game.position().fen()));
    }
    game.position().clone()
}

/// The error for an illegal move.
pub fn refused(variant: Variant, fen: &str, mv: &str) -> MoveError {
    pos(variant, fen)
        .parse_move(mv)
        .expect_err(&format!("{mv} should be illegal in {fen}"))
}

pub fn assert_has(variant: Variant, fen: &str, moves: &[&str]) {
    let all = legal(variant, fen);
    for m in moves {
        assert!(
            all.contains(*m),
            "{m} should be legal in {fen}; legal: {all:?}"
        );
    }
}

pub fn assert_lacks(variant: Variant, fen: &str, moves: &[&str]) {
    let all = legal(variant, fen);
    for m in moves {
        assert!(!all.contains(*m), "{m} should be illegal in {fen}");
    }
}
