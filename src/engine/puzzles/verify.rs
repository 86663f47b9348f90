//! The shipped puzzles checked again after the engine changes: a puzzle stays only while the
//! engine's solution from its position still begins with its line (its first move the only
//! winning one, each reply the best defence, each next move again the only winning one).
//! Those that fail (a second winning move, a refuted line, a win that is no longer one) are
//! dropped, and new ones are mined in their place, with ids that continue the numbering, so
//! that an id once shipped never names another puzzle.

use super::mine::{generate, prefix};
use super::{shipped, Puzzle};
use crate::rules::{Position, Variant};
use std::collections::HashSet;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// What checking a variant's puzzles found.
pub struct Checked {
    /// The puzzles that stand, then the new ones.
    pub puzzles: Vec<Puzzle>,
    pub dropped: Vec<String>,
    pub mined: usize,
}

/// Whether the engine, today, solves `puzzle` as its line says.
pub fn stands(variant: Variant, puzzle: &Puzzle) -> bool {
    let Ok(start) = Position::from_fen(variant, &puzzle.fen) else {
        return false;
    };
    let solution: Vec<String> = super::mine::solution(&start, &[])
        .iter()
        .map(ToString::to_string)
        .collect();
    solution.len() >= puzzle.moves.len() && solution[..puzzle.moves.len()] == puzzle.moves[..]
}

/// Checks every shipped puzzle of `variant` on `threads` threads, and mines as many new ones
/// (from `seed`) as were dropped.
pub fn check(variant: Variant, seed: u64, threads: usize) -> Checked {
    let all = shipped(variant);
    let next = AtomicUsize::new(0);
    let verdicts = Mutex::new(vec![false; all.len()]);
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(puzzle) = all.get(i) else {
                    return;
                };
                let ok = stands(variant, puzzle);
                verdicts.lock().expect("no panic holds it")[i] = ok;
            });
        }
    });
    let verdicts = verdicts.into_inner().expect("no panic holds it");
    let (kept, dropped): (Vec<_>, Vec<_>) = all.iter().zip(verdicts).partition(|(_, ok)| *ok);
    let mut puzzles: Vec<Puzzle> = kept.into_iter().map(|(p, _)| p.clone()).collect();
    let dropped: Vec<String> = dropped.into_iter().map(|(p, _)| p.id.clone()).collect();
    let last = all
        .iter()
        .filter_map(|p| p.id.strip_prefix(prefix(variant))?.parse::<usize>().ok())
        .max()
        .unwrap_or(0);
    let mut fens: HashSet<String> = all.iter().map(|p| p.fen.clone()).collect();
    let mut mined = 0;
    let mut round = 0u64;
    while mined < dropped.len() && round < 8 {
        round += 1;
        let fresh = generate(
            variant,
            dropped.len() - mined,
            seed ^ round,
            threads,
            &|_, _| {},
        );
        for mut puzzle in fresh {
            if mined < dropped.len() && fens.insert(puzzle.fen.clone()) {
                mined += 1;
                puzzle.id = format!("{}{:04}", prefix(variant), last + mined);
                puzzles.push(puzzle);
            }
        }
    }
    Checked {
        puzzles,
        dropped,
        mined,
    }
}
