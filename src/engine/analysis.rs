//! Analysis of a game: every position searched to the same node budget (the positions shared
//! out among threads, each search on its own, so the budget alone decides the result), the
//! evaluation after each ply, the engine's move before it, and the move played judged as
//! lichess judges it.

use super::accuracy::{game_accuracy, judge, steepness, Eval, Judgement};
use super::{
    hash, plies_to_mate, think_remembering, Evaluator, Limits, Memory, Options, Repetition,
};
use crate::rules::{Color, Game, Move, Position};
use std::sync::atomic::{AtomicUsize, Ordering};

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

/// What the search said of one position: its evaluation from White's side, and the engine's
/// move there if it has one (none where the game is over).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Scored {
    pub eval: Eval,
    pub best: Option<Move>,
}

/// Analyses `game` (finished or not) at `nodes` per position on `threads` threads.
pub fn analyse(game: &Game, nodes: u64, threads: usize) -> Analysis {
    judged(game, &search_positions(game, nodes, threads, &|_, _| {}))
}

/// Positions are searched in stretches of this many, each stretch from its last position back
/// to its first with one table: a position is searched knowing what was found after it (as
/// lichess's analysis does), so a move and the position it leads to are judged alike. The
/// stretches are fixed, so the result does not depend on how many threads share them out.
const STRETCH: usize = 16;

/// Every position of `game` searched to `nodes`, shared out among `threads` threads; after
/// each one, `progress` is told how many are done of how many.
pub fn search_positions(
    game: &Game,
    nodes: u64,
    threads: usize,
    progress: &(dyn Fn(usize, usize) + Sync),
) -> Vec<Scored> {
    let positions = game.positions();
    let keys: Vec<u64> = positions.iter().map(hash).collect();
    let last = positions.len() - 1;
    let options = Options {
        limits: Limits {
            nodes: Some(nodes),
            ..Default::default()
        },
        spread: 0,
        seed: 0,
        table_bits: 19,
        // What a position is worth, not what the engine would risk to avoid a draw.
        contempt: 0,
        pruning: None,
        repetition: Repetition::Third,
        evaluator: Evaluator::Shipped,
    };
    let searched = |i: usize, memory: &mut Memory| -> Scored {
        if i == last {
            if let Some(outcome) = game.outcome() {
                let eval = outcome.winner.map_or(Eval::Cp(0), Eval::Won);
                return Scored { eval, best: None };
            }
        }
        let pos = &positions[i];
        let back = pos.repetition_horizon().map_or(i, |h| (h as usize).min(i));
        match think_remembering(memory, pos, &keys[i - back..i], &options, &mut |_| {}) {
            Some(thought) => Scored {
                eval: from_score(pos, thought.score),
                best: Some(thought.best),
            },
            // No move and no outcome the game knows of: a position the rules end.
            None => Scored {
                eval: pos
                    .outcome()
                    .and_then(|o| o.winner)
                    .map_or(Eval::Cp(0), Eval::Won),
                best: None,
            },
        }
    };
    let stretches = positions.len().div_ceil(STRETCH);
    let threads = threads.clamp(1, stretches);
    let done = AtomicUsize::new(0);
    let mut results: Vec<Option<Scored>> = vec![None; positions.len()];
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let (searched, done, options) = (&searched, &done, &options);
                scope.spawn(move || {
                    let mut found = Vec::new();
                    for stretch in (t..stretches).step_by(threads) {
                        let mut memory = Memory::new(options.table_bits);
                        let first = stretch * STRETCH;
                        for i in (first..(first + STRETCH).min(positions.len())).rev() {
                            found.push((i, searched(i, &mut memory)));
                            progress(done.fetch_add(1, Ordering::Relaxed) + 1, positions.len());
                        }
                    }
                    found
                })
            })
            .collect();
        for handle in handles {
            for (i, result) in handle.join().expect("an analysis thread panicked") {
                results[i] = Some(result);
            }
        }
    });
    results.into_iter().flatten().collect()
}

/// The analysis of `game` from what the search said of each of its positions (`scored`, one
/// per position): each move judged against the engine's, and the accuracies.
pub fn judged(game: &Game, scored: &[Scored]) -> Analysis {
    judged_at(game, scored, steepness(game.position().variant()))
}

/// [`judged`] at the steepness `k` (lichess's, to judge another engine's scores as lichess
/// does).
pub fn judged_at(game: &Game, scored: &[Scored], k: f64) -> Analysis {
    let positions = game.positions();
    let plies: Vec<Ply> = game
        .moves()
        .iter()
        .enumerate()
        .map(|(i, &played)| {
            let (before, after) = (scored[i], scored[i + 1]);
            let mover = positions[i].turn();
            let class = if Some(played) == before.best {
                Class::Best
            } else {
                judge(k, mover, before.eval, after.eval).map_or(Class::Good, Class::Judged)
            };
            Ply {
                played,
                eval: after.eval,
                best: before.best,
                class,
            }
        })
        .collect();
    let evals: Vec<Eval> = plies.iter().map(|p| p.eval).collect();
    Analysis {
        start: scored[0].eval,
        accuracy: game_accuracy(k, positions[0].turn(), &evals),
        plies,
    }
}

/// `scored` as one line of text to keep (`35 e2e4;#-2 d7d5;w -`: each position's evaluation,
/// `w` or `b` for a game won, and the engine's move or `-`).
pub fn encode(scored: &[Scored]) -> String {
    let one = |s: &Scored| {
        let eval = match s.eval {
            Eval::Won(Color::White) => "w".to_string(),
            Eval::Won(Color::Black) => "b".to_string(),
            eval => eval.to_string(),
        };
        let best = s.best.map_or("-".to_string(), |m| m.to_string());
        format!("{eval} {best}")
    };
    scored.iter().map(one).collect::<Vec<_>>().join(";")
}

/// What [`encode`] wrote for `game`, read back; `None` if it does not fit the game (one entry
/// per position, each move legal where it stands).
pub fn decode(game: &Game, text: &str) -> Option<Vec<Scored>> {
    let entries: Vec<&str> = text.split(';').collect();
    if entries.len() != game.positions().len() {
        return None;
    }
    entries
        .iter()
        .zip(game.positions())
        .map(|(entry, pos)| {
            let (eval, best) = entry.split_once(' ')?;
            let eval = match eval {
                "w" => Eval::Won(Color::White),
                "b" => Eval::Won(Color::Black),
                _ => match eval.strip_prefix('#') {
                    Some(n) => Eval::Mate(n.parse().ok()?),
                    None => Eval::Cp(eval.parse().ok()?),
                },
            };
            let best = match best {
                "-" => None,
                text => Some(pos.parse_move(text).ok()?),
            };
            Some(Scored { eval, best })
        })
        .collect()
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
