//! Training data for a network: positions of seeded self-play games (as `kibitz tune` takes
//! them), each with the search's score there and its game's result, kept as text so a run
//! can be stopped and carried on. A game is written whole, its positions then a line `#<game
//! index>`; a file cut off mid-game loses only that game, which is played again.
//!
//! A position's line: `<FEN>;<score, centipawns for the side to move>;<White's result: 1, 0.5
//! or 0>`.

use crate::engine::tune::{play_games, SelfPlay};
use crate::rules::{Color, Position, Variant};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::sync::Mutex;

/// One position to learn from.
#[derive(Clone, Debug, PartialEq)]
pub struct Record {
    pub position: Position,
    /// The search's score for the side to move, in centipawns.
    pub score: i32,
    /// White's result: 1, 0.5 or 0.
    pub result: f32,
}

impl Record {
    /// The result from the side to move's view.
    pub fn result_to_move(&self) -> f32 {
        match self.position.turn() {
            Color::White => self.result,
            Color::Black => 1.0 - self.result,
        }
    }
}

/// What a data file holds so far.
pub struct Contents {
    /// The positions of its whole games, in the order of the games' numbers (whatever order
    /// the games ended in), so that the same games train the same network.
    pub records: Vec<Record>,
    /// The games whose positions are all in it.
    pub games: BTreeSet<usize>,
    /// How many bytes of the file those games take: anything after is a game cut off.
    pub whole: usize,
}

/// Reads a data file of `variant`.
///
/// # Errors
/// A line that is not a position's nor a game's end, with its number.
pub fn read(text: &str, variant: Variant) -> Result<Contents, String> {
    let mut games = BTreeMap::new();
    let mut whole = 0;
    let mut pending = Vec::new();
    let mut offset = 0;
    for (number, line) in text.split_inclusive('\n').enumerate() {
        offset += line.len();
        if !line.ends_with('\n') {
            break;
        }
        let line = line.trim_end();
        let bad = |why: &str| format!("line {}: {why}: '{line}'", number + 1);
        if let Some(index) = line.strip_prefix('#') {
            let index = index.parse().map_err(|_| bad("not a game's number"))?;
            games.insert(index, std::mem::take(&mut pending));
            whole = offset;
            continue;
        }
        let mut fields = line.split(';');
        let (Some(fen), Some(score), Some(result), None) =
            (fields.next(), fields.next(), fields.next(), fields.next())
        else {
            return Err(bad("expected '<FEN>;<score>;<result>'"));
        };
        pending.push(Record {
            position: Position::from_fen(variant, fen).map_err(|e| bad(&e.to_string()))?,
            score: score
                .parse()
                .map_err(|_| bad("the score is not a number"))?,
            result: result
                .parse()
                .ok()
                .filter(|r| [0.0, 0.5, 1.0].contains(r))
                .ok_or_else(|| bad("the result is not 1, 0.5 or 0"))?,
        });
    }
    Ok(Contents {
        games: games.keys().copied().collect(),
        records: games.into_values().flatten().collect(),
        whole,
    })
}

/// Plays the games of `play` not in `done`, writing each as it ends with `write` (its text,
/// whole).
pub fn generate(play: &SelfPlay, done: &BTreeSet<usize>, write: &(dyn Fn(&str) + Sync)) {
    let to_play: Vec<usize> = (0..play.games).filter(|i| !done.contains(i)).collect();
    let writing = Mutex::new(());
    play_games(play, &to_play, &|index, positions, result| {
        let mut text = String::new();
        for (pos, score) in positions {
            let _ = writeln!(text, "{};{score};{result}", pos.fen());
        }
        let _ = writeln!(text, "#{index}");
        let _guard = writing.lock().unwrap_or_else(|e| e.into_inner());
        write(&text);
    });
}
