//! The search: negamax alpha-beta with iterative deepening, aspiration and principal-variation
//! windows, a transposition table, move ordering (`order.rs`), check extensions, the pruning and
//! reductions of `pruning.rs` and a quiescence search, under a hard limit on nodes or time that
//! always leaves a legal move.

use super::eval::wants_quiescence;
use super::hash::hash;
use super::order::MoveOrder;
use super::pruning::Pruning;
use super::tt::Table;
use crate::rules::random::XorShift;
use crate::rules::{Color, Move, Position};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

mod correction;
mod evals;
mod memory;
mod node;

pub use memory::{think_remembering, Memory};

/// A win in `n` plies scores `MATE - n`; anything above `MATE - MAX_PLY` is a forced win.
pub const MATE: i32 = 30_000;

/// The plies to a forced mate that `score` (for the side to move) promises, negative when
/// the side to move is mated; `None` when it is no mate score.
pub fn plies_to_mate(score: i32) -> Option<i32> {
    if score >= MATE - MAX_PLY as i32 {
        Some(MATE - score)
    } else if score <= -MATE + MAX_PLY as i32 {
        Some(-(MATE + score))
    } else {
        None
    }
}
const INFINITY: i32 = 32_000;
const MAX_PLY: usize = 96;
/// What a draw is worth to the side the engine plays when it plays, in centipawns below an
/// even position: a little less than nothing, so it plays on in a level position instead of
/// repeating. An analysis uses none, to say what a position is worth.
pub const CONTEMPT: i32 = 40;

/// When to stop: whichever limit comes first. With none, the search goes to `MAX_PLY`.
#[derive(Clone, Debug, Default)]
pub struct Limits {
    pub nodes: Option<u64>,
    pub movetime: Option<Duration>,
    /// Whether `movetime` is this move's own time, to be spent to its end (UCI's `go
    /// movetime`, `bestmove --movetime`): a new iteration is begun while any of it is left, as
    /// an unfinished one can still find a better move. Otherwise `movetime` is a cap (a share
    /// of a clock, the bot's limit on its thinking) and none is begun past half of it, which
    /// would most likely be cut off.
    pub spend_movetime: bool,
    pub depth: Option<u32>,
    /// Set from outside (a UCI `stop`) to end the search as a spent budget would.
    pub stop: Option<Arc<AtomicBool>>,
}

/// How the engine should think about one move.
#[derive(Clone, Debug)]
pub struct Options {
    pub limits: Limits,
    /// Choose at random among root moves scoring within this many centipawns of the best
    /// (0: always the best). Weaker levels use it to make human-looking mistakes.
    pub spread: i32,
    pub seed: u64,
    /// The transposition table holds `2^table_bits` entries.
    pub table_bits: u32,
    /// What a draw costs the side to move at the root, in centipawns ([`CONTEMPT`] in play).
    pub contempt: i32,
    /// The pruning rules, when not the variant's own ([`Pruning::of`]): for matches that
    /// measure a rule.
    pub pruning: Option<Pruning>,
    pub repetition: Repetition,
    /// What judges the positions the search reaches.
    pub evaluator: crate::engine::nnue::Evaluator,
}

/// When a position the game went through before the root counts as drawn in the search (one
/// repeated within the search always does: whoever could repeat once can again).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Repetition {
    /// At its second coming: in play, so the engine makes progress rather than go back.
    Second,
    /// At its third, as the rules say: what a position is worth (analysis, puzzles).
    Third,
}

/// What a finished iteration found, for progress lines.
#[derive(Clone, Debug)]
pub struct Info {
    pub depth: u32,
    /// For the side to move, in centipawns; see [`MATE`].
    pub score: i32,
    pub nodes: u64,
    pub elapsed: Duration,
    pub pv: Vec<Move>,
}

/// The move chosen, with what the search saw.
#[derive(Clone, Debug)]
pub struct Thought {
    pub best: Move,
    pub score: i32,
    pub depth: u32,
    pub nodes: u64,
    pub elapsed: Duration,
    pub pv: Vec<Move>,
}

/// Thinks about `pos` and chooses a move; `None` when it has no legal move. `history` holds
/// the keys ([`super::hash`]) of the game's earlier positions, oldest first, so repetitions
/// are seen. Deterministic when only nodes and depth limit it.
pub fn think(
    pos: &Position,
    history: &[u64],
    options: &Options,
    on_info: &mut dyn FnMut(&Info),
) -> Option<Thought> {
    think_excluding(pos, history, options, &[], on_info)
}

/// [`think`] among the legal moves other than `excluded`: the best of the rest, as a puzzle's
/// check that no second move comes near its solution asks. `None` if no other move is legal.
pub fn think_excluding(
    pos: &Position,
    history: &[u64],
    options: &Options,
    excluded: &[Move],
    on_info: &mut dyn FnMut(&Info),
) -> Option<Thought> {
    let table = Table::new(options.table_bits);
    search(table, pos, history, options, excluded, on_info).0
}

/// The search of [`think_excluding`] in `table`, which it hands back.
fn search(
    mut table: Table,
    pos: &Position,
    history: &[u64],
    options: &Options,
    excluded: &[Move],
    on_info: &mut dyn FnMut(&Info),
) -> (Option<Thought>, Table) {
    let mut legal = pos.legal_moves();
    legal.retain(|m| !excluded.contains(m));
    if legal.is_empty() {
        return (None, table);
    }
    let start = Instant::now();
    let pruning = options
        .pruning
        .unwrap_or_else(|| Pruning::of(pos.variant()));
    table.new_search(pruning.table_buckets);
    let mut searcher = Searcher {
        table,
        evals: evals::Evals::new(
            options.table_bits.clamp(10, 16),
            options.evaluator.network(pos.variant()),
            MAX_PLY + 1,
        ),
        nodes: 0,
        node_limit: options.limits.nodes.unwrap_or(u64::MAX),
        deadline: options.limits.movetime.map(|t| start + t),
        stop: options.limits.stop.clone(),
        stopped: false,
        order: MoveOrder::new(MAX_PLY, pruning.continuation_history),
        corrections: pruning
            .correction_history
            .then(correction::Corrections::new),
        path: history.to_vec(),
        root_index: history.len(),
        repetition: options.repetition,
        quiescence: wants_quiescence(pos.variant()),
        root_depth: 0,
        engine_side: pos.turn(),
        contempt: options.contempt,
        pruning,
        static_evals: [None; MAX_PLY + 1],
        excluded: None,
    };
    let exact = options.spread > 0;
    let mut root: Vec<(Move, i32)> = searcher
        .order
        .sort(pos, legal, None, 0, searcher.pruning.exchanges)
        .map(|m| (m, -INFINITY))
        .collect();
    let mut best = (root[0].0, 0);
    let mut depth_done = 0;
    let mut scored = Vec::new();
    let max_depth = options
        .limits
        .depth
        .unwrap_or(MAX_PLY as u32)
        .min(MAX_PLY as u32 - 1);
    for depth in 1..=max_depth {
        searcher.root_depth = depth as i32;
        let found = searcher.iterate(pos, &mut root, depth as i32, exact, best.1);
        if searcher.stopped {
            if let (Some(found), false) = (found, exact) {
                best = found;
            }
            break;
        }
        best = found.unwrap_or(best);
        depth_done = depth;
        scored = root.clone();
        on_info(&Info {
            depth,
            score: best.1,
            nodes: searcher.nodes,
            elapsed: start.elapsed(),
            pv: searcher.principal_variation(pos, best.0, depth as usize),
        });
        let mate_found = best.1.abs() >= MATE - depth as i32;
        let half_time_gone = !options.limits.spend_movetime
            && options
                .limits
                .movetime
                .is_some_and(|t| start.elapsed() * 2 >= t);
        // A forced move needs no more thought when the clock runs; a budget of nodes (an
        // analysis, a level) is spent on what the position is worth.
        let forced = root.len() == 1 && options.limits.movetime.is_some();
        if mate_found || forced || half_time_gone {
            break;
        }
    }
    if exact && !scored.is_empty() {
        best = choose_with_spread(&scored, options.spread, options.seed);
    }
    let thought = Thought {
        best: best.0,
        score: best.1,
        depth: depth_done,
        nodes: searcher.nodes,
        elapsed: start.elapsed(),
        pv: searcher.principal_variation(pos, best.0, depth_done.max(1) as usize),
    };
    (Some(thought), searcher.table)
}

/// A move among those within `spread` of the best, the better ones likelier.
fn choose_with_spread(scored: &[(Move, i32)], spread: i32, seed: u64) -> (Move, i32) {
    let top = scored.iter().map(|s| s.1).max().unwrap_or(0);
    let weights: Vec<(Move, i32, u64)> = scored
        .iter()
        .filter(|s| s.1 >= top - spread && s.1 > -MATE + MAX_PLY as i32)
        .map(|&(m, s)| (m, s, (spread - (top - s) + 1) as u64))
        .collect();
    let total: u64 = weights.iter().map(|w| w.2).sum();
    if total == 0 {
        return scored[0];
    }
    let mut pick = XorShift(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1).next_u64() % total;
    for &(m, s, w) in &weights {
        if pick < w {
            return (m, s);
        }
        pick -= w;
    }
    scored[0]
}

struct Searcher {
    table: Table,
    /// The static evaluations made so far.
    evals: evals::Evals,
    nodes: u64,
    node_limit: u64,
    deadline: Option<Instant>,
    stop: Option<Arc<AtomicBool>>,
    stopped: bool,
    order: MoveOrder,
    /// The correction history, where the search keeps one.
    corrections: Option<correction::Corrections>,
    /// The keys of the game before the root and of the search path above the current node.
    path: Vec<u64>,
    /// Where the root's key stands in `path`: after the game's.
    root_index: usize,
    repetition: Repetition,
    quiescence: bool,
    root_depth: i32,
    /// The side the engine plays (to move at the root), for the contempt of draws.
    engine_side: Color,
    contempt: i32,
    pruning: Pruning,
    /// The static score of each node on the search path, by ply (none in check).
    static_evals: [Option<i32>; MAX_PLY + 1],
    /// The move the next node searched at this ply must leave out: a singular extension's
    /// search of the same position without the table's move.
    excluded: Option<(usize, Move)>,
}

/// Aspiration: the first window's half width around the last iteration's score.
const WINDOW: i32 = 30;

impl Searcher {
    /// Counts a node; `true` once a limit is reached (and from then on).
    fn out_of_budget(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes >= self.node_limit {
            self.stopped = true;
        }
        if self.nodes & 1023 == 0
            && (self.deadline.is_some_and(|d| Instant::now() >= d)
                || self
                    .stop
                    .as_ref()
                    .is_some_and(|s| s.load(Ordering::Relaxed)))
        {
            self.stopped = true;
        }
        self.stopped
    }

    /// Whether the position with `key` counts as drawn by repetition, looking back `horizon`
    /// plies: once it repeats a position of the search below the root, or one of the game's
    /// as [`Repetition`] says.
    fn repeats(&self, key: u64, horizon: Option<u32>) -> bool {
        let mut in_game = 0;
        for i in (0..self.path.len())
            .rev()
            .take(horizon.map_or(usize::MAX, |h| h as usize))
            .skip(1)
            .step_by(2)
        {
            if self.path[i] == key {
                if i > self.root_index {
                    return true;
                }
                in_game += 1;
                if in_game == 2 || self.repetition == Repetition::Second {
                    return true;
                }
            }
        }
        false
    }

    /// One iteration: the root searched in a window around `last` (the previous iteration's
    /// score) that widens until the score falls inside it; the full window when `exact` or
    /// shallow.
    fn iterate(
        &mut self,
        pos: &Position,
        root: &mut [(Move, i32)],
        depth: i32,
        exact: bool,
        last: i32,
    ) -> Option<(Move, i32)> {
        if exact || depth < 5 || !self.pruning.aspiration || last.abs() >= MATE - MAX_PLY as i32 {
            return self.root(pos, root, depth, exact, -INFINITY, INFINITY);
        }
        let mut width = WINDOW;
        let (mut alpha, mut beta) = (last - width, last + width);
        loop {
            let found = self.root(pos, root, depth, false, alpha, beta);
            let score = found.map_or(-INFINITY, |f| f.1);
            if self.stopped {
                // Only a move that beat the window's alpha is known to be good.
                return found.filter(|_| score > alpha);
            }
            width *= 2;
            if score <= alpha {
                alpha = (alpha - width).max(-INFINITY);
            } else if score >= beta {
                beta = (beta + width).min(INFINITY);
            } else {
                return found;
            }
            if width > 1000 {
                (alpha, beta) = (-INFINITY, INFINITY);
            }
        }
    }

    /// The root searched in the window (`alpha`, `beta`). Scores every root move (exactly,
    /// when `exact`) and sorts them best first; returns the best-scoring move of the moves
    /// searched to the end.
    fn root(
        &mut self,
        pos: &Position,
        root: &mut [(Move, i32)],
        depth: i32,
        exact: bool,
        mut alpha: i32,
        beta: i32,
    ) -> Option<(Move, i32)> {
        let mut best = None;
        self.path.push(hash(pos));
        for (i, slot) in root.iter_mut().enumerate() {
            let mv = slot.0;
            let child = pos.played(mv);
            self.order.play(0, pos.turn(), Some(mv));
            let score = if exact {
                -self.negamax(&child, depth - 1, -INFINITY, INFINITY, 1, true)
            } else if i == 0 {
                -self.negamax(&child, depth - 1, -beta, -alpha, 1, true)
            } else {
                let s = -self.negamax(&child, depth - 1, -alpha - 1, -alpha, 1, true);
                if s > alpha && s < beta && !self.stopped {
                    -self.negamax(&child, depth - 1, -beta, -alpha, 1, true)
                } else {
                    s
                }
            };
            if self.stopped {
                break;
            }
            slot.1 = score;
            if best.is_none_or(|(_, b)| score > b) {
                best = Some((mv, score));
            }
            if score > alpha && !exact {
                alpha = score;
                if score >= beta {
                    break;
                }
            }
        }
        self.path.pop();
        root.sort_by_key(|&(_, score)| std::cmp::Reverse(score));
        best
    }

    /// A draw for the side to move of `pos`: the contempt below nothing for the engine.
    fn draw(&self, pos: &Position) -> i32 {
        if pos.turn() == self.engine_side {
            -self.contempt
        } else {
            self.contempt
        }
    }

    /// The score of a position without legal moves, for the side to move, `ply` plies from
    /// the root.
    fn terminal(&self, pos: &Position, ply: usize) -> i32 {
        match pos.outcome().and_then(|o| o.winner) {
            Some(winner) if winner == pos.turn() => MATE - ply as i32,
            Some(_) => -(MATE - ply as i32),
            None => self.draw(pos),
        }
    }

    /// The expected line from the root: `first`, then the table's best moves while they are
    /// legal and the line does not repeat.
    fn principal_variation(&self, pos: &Position, first: Move, max_len: usize) -> Vec<Move> {
        let mut line = vec![first];
        let mut pos = pos.played(first);
        let mut seen = vec![hash(&pos)];
        while line.len() < max_len {
            let Some(mv) = self.table.probe(hash(&pos)).and_then(|e| e.best) else {
                break;
            };
            if !pos.legal_moves().contains(&mv) {
                break;
            }
            pos = pos.played(mv);
            let key = hash(&pos);
            if seen.contains(&key) {
                break;
            }
            seen.push(key);
            line.push(mv);
        }
        line
    }
}

/// Mate scores are stored relative to the node, so they stay right wherever it is reached.
fn to_table(score: i32, ply: usize) -> i32 {
    if score >= MATE - MAX_PLY as i32 {
        score + ply as i32
    } else if score <= -MATE + MAX_PLY as i32 {
        score - ply as i32
    } else {
        score
    }
}

fn from_table(score: i32, ply: usize) -> i32 {
    if score >= MATE - MAX_PLY as i32 {
        score - ply as i32
    } else if score <= -MATE + MAX_PLY as i32 {
        score + ply as i32
    } else {
        score
    }
}
