//! `kibitz tune`: fits the evaluation's terms (`eval/terms.rs`) of a variant to the results of
//! engine self-play, by Texel's method. Positions are taken from seeded self-play games where
//! the engine's chosen move is quiet (a capture about to happen makes a score meaningless),
//! or all of them where the search judges positions as they stand (Suction, Give & Take);
//! each is labelled with its game's result. The logistic of the score should predict the
//! result: first its steepness is fitted to today's evaluation, then the terms' weights by
//! Adam on the mean squared error, with a faint L2 (faint: the fit's own gradients are small,
//! and a stronger one held every weight near zero). Seeded and single-answer: the same
//! arguments give the same weights on any machine.

use super::eval::{evaluate_untuned, sign, terms, wants_quiescence};
use super::order::{promotion, victim};
use super::{history, think, Evaluator, Limits, Options};
use crate::rules::{Color, Game, Position, Variant};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// One position of a self-play game.
pub struct Sample {
    /// The terms the position has: (term, White's count minus Black's).
    terms: Vec<(u16, i16)>,
    phase: i32,
    /// Today's evaluation, White's view (the terms are added to it).
    base: f64,
    /// White's result: 1, 0.5 or 0.
    result: f64,
}

/// How self-play is played.
pub struct SelfPlay {
    pub variant: Variant,
    pub games: usize,
    /// Nodes per move.
    pub nodes: u64,
    pub seed: u64,
    pub threads: usize,
    /// What judges the searches' positions: never `Shipped`, or the games would change when
    /// a network ships (the terms are fitted with the hand-written evaluation; a network's
    /// data is played by the hand-written evaluation or a named network).
    pub evaluator: Evaluator,
}

/// Plies chosen at random (among moves near the best) at the start of each game, so that
/// games differ; not recorded.
const OPENING_PLIES: usize = 10;
/// Games longer than this are drawn.
const MAX_PLIES: usize = 400;

/// Plays the games and returns their positions, in the order of the games (whatever the
/// threads), with `progress` told of each game finished.
pub fn self_play(play: &SelfPlay, progress: &(dyn Fn(usize) + Sync)) -> Vec<Sample> {
    let done = AtomicUsize::new(0);
    let games: Mutex<Vec<(usize, Vec<Sample>)>> = Mutex::new(Vec::new());
    let indices: Vec<usize> = (0..play.games).collect();
    play_games(play, &indices, &|index, positions, result| {
        let samples = positions
            .iter()
            .map(|(pos, _)| sample(pos, result))
            .collect();
        games
            .lock()
            .expect("no panic holds it")
            .push((index, samples));
        progress(done.fetch_add(1, Ordering::Relaxed) + 1);
    });
    let mut games = games.into_inner().expect("no panic holds it");
    games.sort_by_key(|g| g.0);
    games.into_iter().flat_map(|g| g.1).collect()
}

/// A position of a game and the search's score there for the side to move.
pub type Scored = (Position, i32);

/// Plays the self-play games `indices` on `play.threads` threads, telling `finished` of each
/// game as it ends (in no set order): its index, the positions worth judging with their
/// scores, and White's result (1, 0.5 or 0). A game's index alone decides it.
pub fn play_games(
    play: &SelfPlay,
    indices: &[usize],
    finished: &(dyn Fn(usize, Vec<Scored>, f64) + Sync),
) {
    let next = AtomicUsize::new(0);
    std::thread::scope(|scope| {
        for _ in 0..play.threads.max(1) {
            scope.spawn(|| {
                while let Some(&index) = indices.get(next.fetch_add(1, Ordering::Relaxed)) {
                    let (positions, result) = play_game(play, index);
                    finished(index, positions, result);
                }
            });
        }
    });
}

fn sample(pos: &Position, result: f64) -> Sample {
    let mut found = Vec::new();
    terms::each(pos, &mut |term, n| found.push((term as u16, n as i16)));
    Sample {
        terms: found,
        phase: terms::phase(pos),
        base: f64::from(sign(pos.turn()) * evaluate_untuned(pos)),
        result,
    }
}

/// Plays self-play game `index`: the positions worth judging with the search's scores there,
/// and White's result.
fn play_game(play: &SelfPlay, index: usize) -> (Vec<Scored>, f64) {
    let mut game = Game::start(play.variant);
    let mut positions = Vec::new();
    let seed = play.seed ^ (index as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    let as_they_stand = !wants_quiescence(play.variant);
    while game.outcome().is_none() && game.moves().len() < MAX_PLIES {
        let ply = game.moves().len();
        let opening = ply < OPENING_PLIES;
        let options = Options {
            limits: Limits {
                nodes: Some(if opening { 500 } else { play.nodes }),
                ..Limits::default()
            },
            spread: if opening { 80 } else { 0 },
            seed: seed.wrapping_add(ply as u64),
            table_bits: 16,
            contempt: 0,
            pruning: None,
            repetition: super::Repetition::Second,
            evaluator: play.evaluator.clone(),
        };
        let pos = game.position().clone();
        let Some(thought) = think(&pos, &history(&game), &options, &mut |_| {}) else {
            break;
        };
        // Where the search judges positions as they stand (no quiescence search: Suction,
        // Give & Take), so must the fit, captures to come or not, or the terms go unchecked
        // there (in Give & Take's capture phase every move is a capture).
        let quiet = as_they_stand
            || (victim(&pos, thought.best).is_none() && promotion(thought.best).is_none());
        if !opening && quiet && !pos.is_check() {
            positions.push((pos, thought.score));
        }
        if game.play(&thought.best.to_string()).is_err() {
            break;
        }
    }
    let result = match game.outcome().and_then(|o| o.winner) {
        Some(Color::White) => 1.0,
        Some(Color::Black) => 0.0,
        None => 0.5,
    };
    (positions, result)
}

/// The text of a weights file (`assets/eval/<variant>.txt`).
pub fn write_weights(weights: &terms::Weights) -> String {
    terms::write(weights)
}

/// The chance of a win a score in centipawns predicts, at steepness `k`.
fn predicted(score: f64, k: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-k * score / 400.0))
}

fn error(samples: &[Sample], k: f64, weights: &[(f64, f64)]) -> f64 {
    let total: f64 = samples
        .iter()
        .map(|s| (predicted(score(s, weights), k) - s.result).powi(2))
        .sum();
    total / samples.len().max(1) as f64
}

fn score(sample: &Sample, weights: &[(f64, f64)]) -> f64 {
    let rho = f64::from(sample.phase) / f64::from(terms::FULL_PHASE);
    sample.base
        + sample
            .terms
            .iter()
            .map(|&(t, n)| {
                let (mg, eg) = weights[t as usize];
                f64::from(n) * (mg * rho + eg * (1.0 - rho))
            })
            .sum::<f64>()
}

/// What fitting found.
pub struct Fitted {
    pub weights: Box<terms::Weights>,
    pub steepness: f64,
    pub error_before: f64,
    pub error_after: f64,
}

/// Fits the terms' weights to `samples` in `epochs` full passes, telling `progress` the
/// error every hundred.
pub fn fit(samples: &[Sample], epochs: usize, progress: &dyn Fn(usize, f64)) -> Fitted {
    let zero = vec![(0.0, 0.0); terms::TERMS];
    // The steepness that makes today's evaluation predict best, by golden-section search.
    let (mut low, mut high) = (0.05f64, 4.0f64);
    let golden = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..60 {
        let a = high - golden * (high - low);
        let b = low + golden * (high - low);
        if error(samples, a, &zero) < error(samples, b, &zero) {
            high = b;
        } else {
            low = a;
        }
    }
    let k = (low + high) / 2.0;
    let error_before = error(samples, k, &zero);
    let mut weights = zero;
    let mut moments = vec![[0.0f64; 4]; terms::TERMS];
    let (rate, beta1, beta2, decay) = (2.0, 0.9, 0.999, 1e-7);
    let n = samples.len().max(1) as f64;
    for epoch in 1..=epochs {
        let mut gradient = vec![(0.0f64, 0.0f64); terms::TERMS];
        for sample in samples {
            let p = predicted(score(sample, &weights), k);
            let slope = 2.0 * (p - sample.result) * p * (1.0 - p) * k * 10f64.ln() / 400.0;
            let rho = f64::from(sample.phase) / f64::from(terms::FULL_PHASE);
            for &(t, count) in &sample.terms {
                let g = &mut gradient[t as usize];
                g.0 += slope * f64::from(count) * rho / n;
                g.1 += slope * f64::from(count) * (1.0 - rho) / n;
            }
        }
        for (t, (gm, ge)) in gradient.into_iter().enumerate() {
            let (wm, we) = weights[t];
            let m = &mut moments[t];
            for (i, (g, w)) in [(gm + decay * wm, wm), (ge + decay * we, we)]
                .into_iter()
                .enumerate()
            {
                m[i * 2] = beta1 * m[i * 2] + (1.0 - beta1) * g;
                m[i * 2 + 1] = beta2 * m[i * 2 + 1] + (1.0 - beta2) * g * g;
                let mh = m[i * 2] / (1.0 - beta1.powi(epoch as i32));
                let vh = m[i * 2 + 1] / (1.0 - beta2.powi(epoch as i32));
                let step = rate * mh / (vh.sqrt() + 1e-12);
                if i == 0 {
                    weights[t].0 = w - step;
                } else {
                    weights[t].1 = w - step;
                }
            }
        }
        if epoch % 100 == 0 {
            progress(epoch, error(samples, k, &weights));
        }
    }
    let mut rounded = Box::new([(0, 0); terms::TERMS]);
    for (r, &(mg, eg)) in rounded.iter_mut().zip(&weights) {
        *r = (mg.round() as i32, eg.round() as i32);
    }
    let error_after = error(samples, k, &weights);
    Fitted {
        weights: rounded,
        steepness: k,
        error_before,
        error_after,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn play(variant: Variant) -> SelfPlay {
        SelfPlay {
            variant,
            games: 1,
            nodes: 300,
            seed: 7,
            threads: 1,
            evaluator: Evaluator::HandWritten,
        }
    }

    #[test]
    fn give_and_takes_capture_phase_is_judged_too() {
        let (positions, _) = play_game(&play(Variant::GiveAndTake), 0);
        assert!(positions.iter().any(|(pos, _)| pos.in_drop_phase()));
        assert!(positions.iter().any(|(pos, _)| pos.in_capture_phase()));
    }

    /// Suction's search has no quiescence search: every position after the opening is kept,
    /// captures to come or not (most of its moves are captures).
    #[test]
    fn suctions_positions_are_all_judged() {
        let (positions, _) = play_game(&play(Variant::Suction), 0);
        let ply =
            |pos: &Position| 2 * (pos.fullmoves() - 1) + u32::from(pos.turn() == Color::Black);
        let plies: Vec<u32> = positions.iter().map(|(pos, _)| ply(pos)).collect();
        let every: Vec<u32> = (OPENING_PLIES as u32..).take(plies.len()).collect();
        assert!(plies.len() > 20, "{plies:?}");
        assert_eq!(plies, every);
    }

    #[test]
    fn chess_positions_are_taken_out_of_check() {
        let (positions, result) = play_game(&play(Variant::Standard), 0);
        assert!(!positions.is_empty());
        assert!(positions.iter().all(|(pos, _)| !pos.is_check()));
        assert!([0.0, 0.5, 1.0].contains(&result));
    }

    /// Results that follow a term (White wins more the more it has of term 0) make the fit
    /// weigh it positively and predict better.
    #[test]
    fn the_fit_weighs_a_term_the_results_follow() {
        let samples: Vec<Sample> = (0..400)
            .map(|i| {
                let (spread, count) = (i % 9 - 4, (i / 9) % 5 - 2);
                let chance = predicted(f64::from(40 * spread + 60 * count), 1.0);
                Sample {
                    terms: vec![(0, count as i16)],
                    phase: terms::FULL_PHASE,
                    base: f64::from(40 * spread),
                    // The result nearest the chance: a loss, a draw or a win.
                    result: (chance * 2.0).round() / 2.0,
                }
            })
            .collect();
        let fitted = fit(&samples, 300, &|_, _| {});
        assert!(fitted.weights[0].0 > 0, "{:?}", fitted.weights[0]);
        assert!(fitted.error_after < fitted.error_before);
        assert!(fitted.weights[1..].iter().all(|&w| w == (0, 0)));
    }
}
