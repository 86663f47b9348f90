//! Finding puzzles in engine self-play at mixed levels: the weaker engines' mistakes leave
//! the other side a move that wins. Each position of a game is searched lightly; where the
//! side to move has come to be winning (and was not before the opponent's move), a deeper
//! search decides whether one move alone wins, and the line goes on with the opponent's best
//! replies while the solver's move stays the only one.

use super::{initial_rating, is_winning, only_winning_move, options, themes, Puzzle};
use super::{MAX_SOLVER_MOVES, SCAN_NODES, VERIFY_NODES};
use crate::engine::{hash, think, Level};
use crate::rules::random::XorShift;
use crate::rules::{Game, Move, Position, Variant};
use std::collections::HashSet;

/// Self-play games are cut after this many plies.
const MAX_PLIES: usize = 200;
/// At most this many puzzles come from one game, at least this many plies apart.
const PER_GAME: usize = 2;
const APART: usize = 6;
/// The levels the self-play engines play at, drawn per side and game.
const LEVELS: [u8; 4] = [1, 2, 3, 4];
/// Games tried per puzzle wanted before giving up.
const GAMES_PER_PUZZLE: usize = 100;

/// `count` puzzles of `variant` (fewer if the games tried run out), mined on `threads`
/// threads from self-play seeded by `seed`; the same seed gives the same puzzles whatever
/// the threads. `progress` is told how many were found, of how many, after each batch.
pub fn generate(
    variant: Variant,
    count: usize,
    seed: u64,
    threads: usize,
    progress: &(dyn Fn(usize, usize) + Sync),
) -> Vec<Puzzle> {
    let threads = threads.max(1);
    let mut found: Vec<Puzzle> = Vec::new();
    let mut seen = HashSet::new();
    let mut game = 0;
    while found.len() < count && game < count.max(1) * GAMES_PER_PUZZLE {
        let batch: Vec<Vec<Puzzle>> = std::thread::scope(|scope| {
            let handles: Vec<_> = (0..threads)
                .map(|t| {
                    let game_seed =
                        seed ^ ((game + t) as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
                    scope.spawn(move || mine_game(&self_play(variant, game_seed)))
                })
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().expect("a puzzle miner panicked"))
                .collect()
        });
        for puzzle in batch.into_iter().flatten() {
            if found.len() < count && seen.insert(puzzle.fen.clone()) {
                found.push(puzzle);
            }
        }
        game += threads;
        progress(found.len(), count);
    }
    for (i, puzzle) in found.iter_mut().enumerate() {
        puzzle.id = format!("{}{:04}", prefix(variant), i + 1);
    }
    found
}

/// The two letters that begin a variant's puzzle ids.
pub(super) fn prefix(variant: Variant) -> &'static str {
    match variant {
        Variant::Standard => "st",
        Variant::Suction => "su",
        Variant::Shrink => "sh",
        Variant::Swapper => "sw",
        Variant::GiveAndTake => "gt",
        Variant::TradeUp => "tu",
    }
}

/// The puzzles (without ids) of a game: self-play's, or one played by people.
pub fn mine_game(game: &Game) -> Vec<Puzzle> {
    let variant = game.position().variant();
    let positions = game.positions();
    let keys: Vec<u64> = positions.iter().map(hash).collect();
    let history = |i: usize| -> &[u64] {
        let back = positions[i]
            .repetition_horizon()
            .map_or(i, |h| (h as usize).min(i));
        &keys[i - back..i]
    };
    let scan = options(SCAN_NODES);
    let scores: Vec<Option<i32>> = (0..positions.len())
        .map(|i| think(&positions[i], history(i), &scan, &mut |_| {}).map(|t| t.score))
        .collect();
    let mut puzzles = Vec::new();
    let mut last_taken: Option<usize> = None;
    for i in 1..positions.len() {
        let (Some(now), Some(before)) = (scores[i], scores[i - 1]) else {
            continue;
        };
        // Winning now, and not already before the opponent's move (whose score was theirs).
        if !is_winning(variant, now) || is_winning(variant, -before) {
            continue;
        }
        if last_taken.is_some_and(|at| i < at + APART) {
            continue;
        }
        // A puzzle is its position alone: what came before it is not searched for repetitions.
        let pos = &positions[i];
        let line = solution(pos, &[]);
        let Some(&first) = line.first() else {
            continue;
        };
        let solver_moves = line.len().div_ceil(2);
        puzzles.push(Puzzle {
            id: String::new(),
            fen: pos.fen(),
            moves: line.iter().map(Move::to_string).collect(),
            rating: initial_rating(pos, first, solver_moves),
            themes: themes(pos, &line),
        });
        last_taken = Some(i);
        if puzzles.len() == PER_GAME {
            break;
        }
    }
    puzzles
}

/// A game between engines of levels drawn from [`LEVELS`], cut at [`MAX_PLIES`].
fn self_play(variant: Variant, seed: u64) -> Game {
    let mut rng = XorShift(seed | 1);
    let mut level = || {
        Level::new(LEVELS[(rng.next_u64() % LEVELS.len() as u64) as usize])
            .expect("the levels exist")
    };
    let levels = [level(), level()];
    let mut game = Game::start(variant);
    while game.outcome().is_none() && game.moves().len() < MAX_PLIES {
        let ply = game.moves().len() as u64;
        let pos = game.position();
        let options = levels[pos.turn().index()].options(variant, seed ^ ply, None);
        let Some(thought) = think(pos, &crate::engine::history(&game), &options, &mut |_| {})
        else {
            break;
        };
        if game.play(&thought.best.to_string()).is_err() {
            break;
        }
    }
    game
}

/// The solution from `pos` (the game's keys before it in `history`): its only winning move,
/// then while the game goes on, the opponent's best reply and the solver's next move, as long
/// as that move is again the only one (at most [`MAX_SOLVER_MOVES`] of them). Empty if `pos`
/// has no only winning move.
pub fn solution(pos: &Position, history: &[u64]) -> Vec<Move> {
    let Some(first) = only_winning_move(pos, history) else {
        return Vec::new();
    };
    let mut line = vec![first];
    let mut history = history.to_vec();
    history.push(hash(pos));
    let mut pos = pos.played(first);
    let deep = options(VERIFY_NODES);
    while pos.outcome().is_none() && line.len().div_ceil(2) < MAX_SOLVER_MOVES {
        let Some(reply) = think(&pos, &history, &deep, &mut |_| {}).map(|t| t.best) else {
            break;
        };
        let after = pos.played(reply);
        let mut next_history = history.clone();
        next_history.push(hash(&pos));
        if after.outcome().is_some() {
            break;
        }
        let Some(next) = only_winning_move(&after, &next_history) else {
            break;
        };
        line.extend([reply, next]);
        next_history.push(hash(&after));
        history = next_history;
        pos = after.played(next);
    }
    line
}
