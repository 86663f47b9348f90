//! What the puzzle tests share.

use kibitz::engine::puzzles::Puzzle;
use kibitz::rules::{Position, Variant};

/// A legal first move of `puzzle` that is not its answer and does not end the game (so that
/// no rule could take it as another win).
pub fn wrong_answer(variant: Variant, puzzle: &Puzzle) -> String {
    let start = Position::from_fen(variant, &puzzle.fen).unwrap();
    start
        .legal_moves()
        .into_iter()
        .filter(|&m| start.played(m).outcome().is_none())
        .map(|m| m.to_string())
        .find(|m| m != &puzzle.moves[0])
        .expect("another legal move")
}

/// `moves` of `puzzle`'s line (from its start), in SAN.
pub fn san(variant: Variant, puzzle: &Puzzle, moves: &[String]) -> Vec<String> {
    Position::from_fen(variant, &puzzle.fen)
        .unwrap()
        .san_line(moves)
}

/// The puzzle rating in chess that the words of `ratings` give, if they list one.
pub fn chess_puzzle_rating(ratings: &str) -> Option<f64> {
    let line = ratings
        .lines()
        .skip_while(|l| !l.starts_with("Puzzles:"))
        .find(|l| l.contains("Standard Chess"))?;
    line.split(": ").nth(1)?.split(' ').next()?.parse().ok()
}
