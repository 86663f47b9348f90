//! Fitting a variant's steepness - how fast winning chances rise with the engine's
//! centipawns - to engine self-play: every position the engine scored on the way, paired with
//! how the game ended for the side that was to move, and the logistic curve lichess uses
//! fitted to them by maximum likelihood.

use super::{history, plies_to_mate, think, Level};
use crate::rules::random::XorShift;
use crate::rules::{Game, Variant};

/// A position's score for the side to move, and what that side scored in the end (1, ½, 0).
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Sample {
    pub cp: i32,
    pub result: f64,
}

/// What a calibration found.
#[derive(Clone, Debug, PartialEq)]
pub struct Calibration {
    pub steepness: f64,
    pub samples: usize,
    /// Games that ended (those stopped at [`MAX_PLIES`] count for nothing), and how: White
    /// won, drawn, Black won.
    pub games: [usize; 3],
}

/// Self-play games longer than this are stopped and left out.
pub const MAX_PLIES: usize = 300;

/// The first plies of a game say little about its end: they are left out.
const OPENING_PLIES: usize = 6;

/// Plays `games` games of `variant` between engines of levels 4 to 6 (drawn per game, so that
/// both sides win and lose), on `threads` threads, and fits the steepness to what they scored.
pub fn calibrate(variant: Variant, games: usize, seed: u64, threads: usize) -> Calibration {
    let threads = threads.clamp(1, games.max(1));
    let played: Vec<(Vec<Sample>, Option<usize>)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                scope.spawn(move || {
                    (t..games)
                        .step_by(threads)
                        .map(|g| self_play(variant, seed ^ ((g as u64 + 1) * 0x9E37_79B9)))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("a calibration thread panicked"))
            .collect()
    });
    let mut tally = [0; 3];
    let mut samples = Vec::new();
    for (game, ending) in played {
        if let Some(ending) = ending {
            tally[ending] += 1;
            samples.extend(game);
        }
    }
    Calibration {
        steepness: fit(&samples),
        samples: samples.len(),
        games: tally,
    }
}

/// One self-play game: its samples, and how it ended (0 White won, 1 drawn, 2 Black won;
/// `None` when stopped).
fn self_play(variant: Variant, seed: u64) -> (Vec<Sample>, Option<usize>) {
    let mut rng = XorShift(seed | 1);
    // Levels of 1,000 to 30,000 nodes, without spread: near enough the analysis's strength for
    // its scores to mean what they will there, quick enough for hundreds of games.
    let mut level = || Level::new(4 + (rng.next_u64() % 3) as u8).expect("levels 4 to 6 exist");
    let levels = [level(), level()];
    let mut game = Game::start(variant);
    let mut scored = Vec::new();
    while game.outcome().is_none() && game.moves().len() < MAX_PLIES {
        let pos = game.position();
        let side = pos.turn();
        let ply = game.moves().len() as u64;
        let options = levels[side.index()].options(variant, seed ^ ply, None);
        let Some(thought) = think(pos, &history(&game), &options, &mut |_| {}) else {
            break;
        };
        if game.moves().len() >= OPENING_PLIES && plies_to_mate(thought.score).is_none() {
            scored.push((side, thought.score));
        }
        if game.play(&thought.best.to_string()).is_err() {
            break;
        }
    }
    let Some(outcome) = game.outcome() else {
        return (Vec::new(), None);
    };
    let samples = scored
        .into_iter()
        .map(|(side, cp)| Sample {
            cp,
            result: match outcome.winner {
                None => 0.5,
                Some(winner) if winner == side => 1.0,
                Some(_) => 0.0,
            },
        })
        .collect();
    let ending = match outcome.winner {
        Some(crate::rules::Color::White) => 0,
        None => 1,
        Some(crate::rules::Color::Black) => 2,
    };
    (samples, Some(ending))
}

/// The steepness `k` that makes `1 / (1 + e^(-k cp))` most likely to have produced the
/// results (Newton's method on the log-likelihood, which is concave in `k`). Centipawns count
/// up to the ceiling lichess uses.
pub fn fit(samples: &[Sample]) -> f64 {
    let mut k = super::accuracy::LICHESS_STEEPNESS;
    for _ in 0..50 {
        let (mut slope, mut curvature) = (0.0, 0.0);
        for s in samples {
            let cp = s.cp.clamp(-1000, 1000) as f64;
            let p = 1.0 / (1.0 + (-k * cp).exp());
            slope += (s.result - p) * cp;
            curvature -= p * (1.0 - p) * cp * cp;
        }
        if curvature == 0.0 {
            break;
        }
        let step = slope / curvature;
        k -= step;
        if step.abs() < 1e-12 {
            break;
        }
    }
    k
}
