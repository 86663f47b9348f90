//! The openings a match starts its games from: read from a file (one opening a line, moves
//! in SAN or coordinates), or made for the variant from a seed, the same for the same seed.

use crate::engine::{self, Limits, Options, Repetition};
use crate::rules::{Game, Move, Variant};

/// Plies of a made opening: enough to leave the variant's first moves (the setup phases of
/// Swapper, Give & Take and Trade-up take more) and vary the game.
fn plies(variant: Variant) -> usize {
    match variant {
        Variant::Standard | Variant::Suction | Variant::Shrink => 8,
        Variant::Swapper => 14,
        Variant::GiveAndTake => 12,
        Variant::TradeUp => 10,
    }
}

/// Each ply of a made opening is chosen among the moves a short search scores within this
/// many centipawns of the best.
const SPREAD: i32 = 60;
/// An opening is kept only if a longer search finds it this even.
const EVEN: i32 = 120;

/// `count` openings of `variant` made from `seed`: each ply a reasonable move chosen at
/// random, kept when the position is still about even and the game goes on.
pub fn make(variant: Variant, count: usize, seed: u64) -> Vec<Vec<Move>> {
    let mut book = Vec::with_capacity(count);
    let mut attempt = 0u64;
    while book.len() < count {
        attempt += 1;
        let seed = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ attempt;
        if let Some(opening) = try_one(variant, seed) {
            if !book.contains(&opening) {
                book.push(opening);
            }
        }
    }
    book
}

fn try_one(variant: Variant, seed: u64) -> Option<Vec<Move>> {
    let mut game = Game::start(variant);
    for ply in 0..plies(variant) {
        let options = Options {
            limits: Limits {
                nodes: Some(400),
                ..Limits::default()
            },
            spread: SPREAD,
            seed: seed.wrapping_add(ply as u64 * 0x2545_F491),
            table_bits: 12,
            contempt: 0,
            pruning: None,
            repetition: Repetition::Third,
            // Not the shipped network: a book stays the same when one ships (a match's
            // ledger names its openings).
            evaluator: engine::Evaluator::HandWritten,
        };
        let pos = game.position().clone();
        let mv = engine::think(&pos, &engine::history(&game), &options, &mut |_| {})?.best;
        game.play(&mv.to_string()).ok()?;
        if game.outcome().is_some() {
            return None;
        }
    }
    let judge = Options {
        limits: Limits {
            nodes: Some(20_000),
            ..Limits::default()
        },
        spread: 0,
        seed: 0,
        table_bits: 16,
        contempt: 0,
        pruning: None,
        repetition: Repetition::Third,
        evaluator: engine::Evaluator::HandWritten,
    };
    let score = engine::think(
        game.position(),
        &engine::history(&game),
        &judge,
        &mut |_| {},
    )?;
    (score.score.abs() <= EVEN).then(|| game.moves().to_vec())
}

/// The openings of a book file: a line each, moves separated by spaces (SAN or coordinates);
/// empty lines and lines starting with `#` are skipped.
pub fn read(variant: Variant, text: &str) -> Result<Vec<Vec<Move>>, String> {
    let mut book = Vec::new();
    for (number, game) in lines(variant, text)? {
        if game.outcome().is_some() {
            return Err(format!("line {number}: the game is already over"));
        }
        book.push(game.moves().to_vec());
    }
    if book.is_empty() {
        return Err("the book has no openings".to_string());
    }
    Ok(book)
}

/// The games of a file written as a book is (`kibitz match --record` writes one), finished
/// or not.
pub fn games(variant: Variant, text: &str) -> Result<Vec<Game>, String> {
    let games: Vec<Game> = lines(variant, text)?.into_iter().map(|(_, g)| g).collect();
    if games.is_empty() {
        return Err("there are no games in it".to_string());
    }
    Ok(games)
}

/// Each line's game, with the line's number, every move checked.
fn lines(variant: Variant, text: &str) -> Result<Vec<(usize, Game)>, String> {
    let mut games = Vec::new();
    for (number, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let mut game = Game::start(variant);
        for token in line.split_whitespace() {
            game.play(token)
                .map_err(|e| format!("line {}: {token}: {e}", number + 1))?;
        }
        games.push((number + 1, game));
    }
    Ok(games)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn made_openings_are_different_repeatable_and_unfinished() {
        for variant in Variant::ALL {
            let book = make(variant, 4, 7);
            assert_eq!(book, make(variant, 4, 7), "{variant}");
            assert_eq!(book.len(), 4);
            for opening in &book {
                assert_eq!(opening.len(), plies(variant), "{variant}");
            }
        }
    }

    #[test]
    fn a_book_file_is_read_in_either_notation_and_bad_lines_are_named() {
        let book = read(Variant::Standard, "# two\ne4 e5 Nf3\n\nd2d4 d7d5\n").unwrap();
        assert_eq!(book.len(), 2);
        assert_eq!(book[0][2].to_string(), "g1f3");
        let err = read(Variant::Standard, "e4\ne4 e4\n").unwrap_err();
        assert!(err.starts_with("line 2: e4"), "{err}");
        assert!(read(Variant::Standard, "# nothing\n").is_err());
    }
}
