//! Puzzles: positions from games where the side to move has one move that wins (a mate, a
//! king sucked home, a decisive gain) and no other comparable move, checked by a deeper
//! search, continued with the opponent's best replies while the solver's move stays the only
//! one. `mine.rs` finds them in engine self-play; `themes.rs` names what each one shows.
//!
//! Kept as CSV with lichess's puzzle columns (`PuzzleId,FEN,Moves,Rating,Themes`): the FEN is
//! the position the solver sees, and the moves begin with the solver's.

pub mod mine;
mod themes;
pub mod verify;

use super::accuracy::{steepness, winning_chances, Eval};
use super::{plies_to_mate, think, think_excluding, Evaluator, Level, Limits, Options};
use crate::rules::{Move, Position, Variant};
use std::sync::OnceLock;

pub use themes::themes;

/// The nodes each position of a self-play game is first searched to, to find candidates.
pub const SCAN_NODES: u64 = 5_000;
/// The deeper search that decides a candidate: its best move, and the best of the others.
pub const VERIFY_NODES: u64 = 50_000;
/// The solver's winning chances (-1 to +1, lichess's scale, calibrated per variant) that the
/// solution must reach, unless it forces a win.
pub const WINNING: f64 = 0.6;
/// The most the best other move may reach: below this, no other move is comparable.
pub const SECOND_AT_MOST: f64 = 0.2;
/// A puzzle's solver makes at most this many moves (so that a forced win can be proved by
/// trying every move).
pub const MAX_SOLVER_MOVES: usize = 3;

pub const CSV_HEADER: &str = "PuzzleId,FEN,Moves,Rating,Themes";

/// One puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    pub id: String,
    /// The position the solver sees, the solver to move.
    pub fen: String,
    /// The solver's moves and the opponent's replies between them, in Kibitz's notation.
    pub moves: Vec<String>,
    pub rating: u32,
    pub themes: Vec<String>,
}

impl Puzzle {
    /// The puzzle as a line of its CSV file.
    pub fn csv_line(&self) -> String {
        format!(
            "{},{},{},{},{}",
            self.id,
            self.fen,
            self.moves.join(" "),
            self.rating,
            self.themes.join(" ")
        )
    }

    /// A line of a puzzle CSV file read back.
    pub fn from_csv_line(line: &str) -> Result<Puzzle, String> {
        let fields: Vec<&str> = line.trim_end().split(',').collect();
        let [id, fen, moves, rating, themes] = fields[..] else {
            return Err(format!("not 5 fields: {line}"));
        };
        Ok(Puzzle {
            id: id.to_string(),
            fen: fen.to_string(),
            moves: moves.split_whitespace().map(String::from).collect(),
            rating: rating
                .parse()
                .map_err(|_| format!("{id}: the rating '{rating}' is not a number"))?,
            themes: themes.split_whitespace().map(String::from).collect(),
        })
    }

    /// How many moves the solver makes.
    pub fn solver_moves(&self) -> usize {
        self.moves.len().div_ceil(2)
    }
}

/// The puzzles that come with Kibitz for `variant` (`assets/puzzles/<variant>.csv`).
pub fn shipped(variant: Variant) -> &'static [Puzzle] {
    static SHIPPED: OnceLock<Vec<Vec<Puzzle>>> = OnceLock::new();
    let all = SHIPPED.get_or_init(|| {
        Variant::ALL
            .iter()
            .map(|&v| {
                shipped_csv(v)
                    .lines()
                    .skip(1)
                    .filter(|l| !l.trim().is_empty())
                    .map(|l| Puzzle::from_csv_line(l).expect("the shipped puzzles are well formed"))
                    .collect()
            })
            .collect()
    });
    &all[Variant::ALL.iter().position(|&v| v == variant).unwrap_or(0)]
}

/// The shipped puzzle `id`, with its variant.
pub fn by_id(id: &str) -> Option<(Variant, &'static Puzzle)> {
    Variant::ALL
        .iter()
        .find_map(|&v| shipped(v).iter().find(|p| p.id == id).map(|p| (v, p)))
}

fn shipped_csv(variant: Variant) -> &'static str {
    match variant {
        Variant::Standard => include_str!("../../../assets/puzzles/standard.csv"),
        Variant::Suction => include_str!("../../../assets/puzzles/suction.csv"),
        Variant::Shrink => include_str!("../../../assets/puzzles/shrink.csv"),
        Variant::Swapper => include_str!("../../../assets/puzzles/swapper.csv"),
        Variant::GiveAndTake => include_str!("../../../assets/puzzles/giveandtake.csv"),
        Variant::TradeUp => include_str!("../../../assets/puzzles/tradeup.csv"),
    }
}

/// The search options a puzzle is decided with: node-limited, so that it decides the same
/// everywhere, and without contempt (a position's worth, not a player's risk).
pub fn options(nodes: u64) -> Options {
    Options {
        limits: Limits {
            nodes: Some(nodes),
            ..Limits::default()
        },
        spread: 0,
        seed: 0,
        table_bits: 18,
        contempt: 0,
        pruning: None,
        repetition: crate::engine::Repetition::Third,
        evaluator: Evaluator::Shipped,
    }
}

/// A search's score for the side to move: whether it wins by force, else its chances.
fn forced_win(score: i32) -> bool {
    plies_to_mate(score).is_some_and(|plies| plies > 0)
}

fn chances(variant: Variant, score: i32) -> f64 {
    winning_chances(steepness(variant), Eval::Cp(score))
}

/// Whether a score for the side to move is a win worth a puzzle.
pub fn is_winning(variant: Variant, score: i32) -> bool {
    forced_win(score) || (plies_to_mate(score).is_none() && chances(variant, score) >= WINNING)
}

/// The one move that wins in `pos` (the game's earlier positions' keys in `history`; none for
/// a puzzle, which is its position alone), if there is one: the deeper search's best move wins, and the best of the others at the same
/// depth does not come near (no forced win beside a forced win; below [`SECOND_AT_MOST`]
/// beside a decisive gain).
pub fn only_winning_move(pos: &Position, history: &[u64]) -> Option<Move> {
    let deep = options(VERIFY_NODES);
    let best = think(pos, history, &deep, &mut |_| {})?;
    if !is_winning(pos.variant(), best.score) {
        return None;
    }
    let Some(second) = think_excluding(pos, history, &deep, &[best.best], &mut |_| {}) else {
        // The only legal move.
        return Some(best.best);
    };
    let comparable = if forced_win(best.score) {
        forced_win(second.score)
    } else {
        forced_win(second.score) || chances(pos.variant(), second.score) > SECOND_AT_MOST
    };
    (!comparable).then_some(best.best)
}

/// A puzzle's rating before anyone has played it: from the lowest engine level (1 to 5)
/// that finds its first move (the level's node budget, without its random mistakes), and
/// its length.
pub fn initial_rating(pos: &Position, first: Move, solver_moves: usize) -> u32 {
    let found_at = (1..=5)
        .filter_map(Level::new)
        .find(|level| {
            think(pos, &[], &options(level.nodes()), &mut |_| {}).is_some_and(|t| t.best == first)
        })
        .map_or(6, |level| u32::from(level.number()));
    (600 + 150 * found_at + 100 * (solver_moves as u32).saturating_sub(1)).min(2800)
}
