//! Analysis of a game: every position searched to the same node budget (the positions shared
//! out among threads, each search on its own, so the budget alone decides the result), the
//! evaluation after each ply, the engine's move before it, and the move played judged as
//! lichess judges it.

use super::accuracy::{game_accuracy, judge, steepness, Eval, Judgement};
use super::{hash, plies_to_mate, think, Limits, Options};
use crate::rules::{Game, Move, Position};

/// The nodes each position is searched to unless told otherwise.
pub const DEFAULT_NODES: u64 = 100_000;

/// How a move compares with the engine's.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Class {
    /// The engine's own move.
    Best,
    /// Not the engine's, but not judged worse.
    Good,
    Judged(Judgement),
}

impl Class {
    pub fn name(self) -> &'static str {
        match self {
            Class::Best => "best",
            Class::Good => "good",
            Class::Judged(Judgement::Inaccuracy) => "inaccuracy",
            Class::Judged(Judgement::Mistake) => "mistake",
            Class::Judged(Judgement::Blunder) => "blunder",
        }
    }
}

/// One ply of an analysed game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ply {
    pub played: Move,
    /// After the move, from White's side.
    pub eval: Eval,
    /// The engine's move in the position before, if it had one.
    pub best: Option<Move>,
    pub class: Class,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Analysis {
    /// The start position's evaluation, from White's side.
    pub start: Eval,
    pub plies: Vec<Ply>,
    /// White's and Black's accuracy, when each has moved.
    pub accuracy: Option<(f64, f64)>,
}

/// Analyses `game` (finished or not) at `nodes` per position on `threads` threads.
pub fn analyse(game: &Game, nodes: u64, threads: usize) -> Analysis {
    let positions = game.positions();
    let keys: Vec<u64> = positions.iter().map(hash).collect();
    let last = positions.len() - 1;
    let searched = |i: usize| -> (Eval, Option<Move>) {
        if i == last {
            if let Some(outcome) = game.outcome() {
                return (outcome.winner.map_or(Eval::Cp(0), Eval::Won), None);
            }
        }
        let pos = &positions[i];
        let back = pos.repetition_horizon().map_or(i, |h| (h as usize).min(i));
        let options = Options {
            limits: Limits {
                nodes: Some(nodes),
                ..Default::default()
            },
            spread: 0,
            seed: 0,
            table_bits: 18,
        };
        match think(pos, &keys[i - back..i], &options, &mut |_| {}) {
            Some(thought) => (from_score(pos, thought.score), Some(thought.best)),
            // No move and no outcome the game knows of: a position the rules end.
            None => (
                pos.outcome()
                    .and_then(|o| o.winner)
                    .map_or(Eval::Cp(0), Eval::Won),
                None,
            ),
        }
    };
    let threads = threads.clamp(1, positions.len());
    let mut results: Vec<Option<(Eval, Option<Move>)>> = vec![None; positions.len()];
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let searched = &searched;
                scope.spawn(move || {
                    (t..positions.len())
                        .step_by(threads)
                        .map(|i| (i, searched(i)))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        for handle in handles {
            for (i, result) in handle.join().expect("an analysis thread panicked") {
                results[i] = Some(result);
            }
        }
    });
    let results: Vec<(Eval, Option<Move>)> = results.into_iter().flatten().collect();
    let k = steepness(positions[0].variant());
    let plies: Vec<Ply> = game
        .moves()
        .iter()
        .enumerate()
        .map(|(i, &played)| {
            let ((before, best), (after, _)) = (results[i], results[i + 1]);
            let mover = positions[i].turn();
            let class = if Some(played) == best {
                Class::Best
            } else {
                judge(k, mover, before, after).map_or(Class::Good, Class::Judged)
            };
            Ply {
                played,
                eval: after,
                best,
                class,
            }
        })
        .collect();
    let evals: Vec<Eval> = plies.iter().map(|p| p.eval).collect();
    Analysis {
        start: results[0].0,
        accuracy: game_accuracy(k, positions[0].turn(), &evals),
        plies,
    }
}

/// The search's score for the side to move in `pos` as an evaluation from White's side.
fn from_score(pos: &Position, score: i32) -> Eval {
    // Plies to moves: a mate in 1 ply or 2 is a mate in 1 move.
    let own = match plies_to_mate(score) {
        Some(plies) if plies > 0 => Eval::Mate((plies + 1) / 2),
        Some(plies) => Eval::Mate(-((-plies + 1) / 2)),
        None => Eval::Cp(score),
    };
    own.for_side(pos.turn())
}
