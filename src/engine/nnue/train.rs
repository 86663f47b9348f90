//! Trains a network on self-play records: the logistic of its output should predict a blend
//! of the search's score there (as a chance, at the variant's steepness) and the game's
//! result, by Adam on the mean squared error, in mini-batches, then its weights are rounded to
//! integers. Seeded, and single-answer whatever the threads: each batch is cut into the same
//! pieces, whose gradients are added up in the same order.

use super::data::Record;
use super::{inputs, Network, Shared, INPUTS, QA, QB};
use crate::engine::eval::evaluate;
use crate::rules::{zobrist, Color, Variant};

/// How to train.
#[derive(Clone, Debug)]
pub struct Settings {
    pub variant: Variant,
    pub hidden: usize,
    pub epochs: usize,
    pub batch: usize,
    /// Adam's step at the start; it falls along a cosine to a tenth by the end.
    pub rate: f32,
    /// How much of the target is the search's score (the rest is the game's result).
    pub lambda: f32,
    /// Centipawns an output of 1 is worth: the variant's centipawns per unit of log-odds.
    pub scale: f32,
    pub seed: u64,
    pub threads: usize,
    /// The network whose weights training starts from (its width, not `hidden`, is the
    /// trained one's); random weights of `hidden` units where there is none.
    pub start: Option<Shared>,
}

/// One record made ready: its inputs from the side to move's view and the other's, and what
/// the output's logistic should be.
#[derive(Clone)]
pub struct Example {
    us: Vec<u16>,
    them: Vec<u16>,
    target: f32,
}

/// Scores beyond this are as good as won (mates among them).
const SCORE_CAP: i32 = 3000;
/// No weight may grow past this, so the integer sums cannot overflow.
const WEIGHT_CAP: f32 = 1.98;
/// Pieces of a batch the threads share: fixed, so the sum is the same however many threads.
const PIECES: usize = 8;

/// `record` made ready to learn from, at `settings`.
pub fn example(record: &Record, settings: &Settings) -> Example {
    let (mut white, mut black) = (Vec::new(), Vec::new());
    inputs(&record.position, &mut |w, b| {
        white.push(w as u16);
        black.push(b as u16);
    });
    let (us, them) = match record.position.turn() {
        Color::White => (white, black),
        Color::Black => (black, white),
    };
    Example {
        us,
        them,
        target: target(record, settings),
    }
}

/// What the output's logistic should be for `record`: the search's score as a chance, blended
/// with the game's result.
fn target(record: &Record, settings: &Settings) -> f32 {
    let score = record.score.clamp(-SCORE_CAP, SCORE_CAP) as f32;
    settings.lambda * sigmoid(score / settings.scale)
        + (1.0 - settings.lambda) * record.result_to_move()
}

fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

/// The network's weights as they are learned.
#[derive(Clone)]
struct Weights {
    hidden: usize,
    /// `INPUTS` rows of `hidden`, then the hidden bias, then the output weights (us, then
    /// them), then the output bias.
    all: Vec<f32>,
}

impl Weights {
    fn zero(hidden: usize) -> Weights {
        Weights {
            hidden,
            all: vec![0.0; (INPUTS + 1) * hidden + 2 * hidden + 1],
        }
    }

    /// Small random weights; the hidden bias a little above zero, so every unit starts
    /// active; the output bias zero.
    fn random(hidden: usize, rng: &mut Seeded) -> Weights {
        let mut weights = Weights::zero(hidden);
        let output = weights.output();
        for (i, w) in weights.all.iter_mut().enumerate() {
            *w = if i < INPUTS * hidden {
                rng.unit() * 0.05
            } else if i < output {
                0.1 + rng.unit() * 0.05
            } else if i < output + 2 * hidden {
                rng.unit() / (2.0 * hidden as f32).sqrt()
            } else {
                0.0
            };
        }
        weights
    }

    /// `network`'s weights, widened back from its integers.
    fn widened(network: &Network) -> Weights {
        let h = network.hidden;
        let mut weights = Weights::zero(h);
        let output = weights.output();
        let widen = |w: &i16, by: i32| f32::from(*w) / by as f32;
        for (i, w) in network.input_weights.iter().enumerate() {
            weights.all[i] = widen(w, QA);
        }
        for (i, w) in network.input_bias.iter().enumerate() {
            weights.all[INPUTS * h + i] = widen(w, QA);
        }
        for (i, w) in network.output_weights.iter().enumerate() {
            weights.all[output + i] = widen(w, QB);
        }
        weights.all[output + 2 * h] = network.output_bias as f32 / (QA * QB) as f32;
        weights
    }

    fn bias(&self) -> usize {
        INPUTS * self.hidden
    }

    fn output(&self) -> usize {
        (INPUTS + 1) * self.hidden
    }

    /// The accumulator of one view: the hidden bias plus the inputs' rows.
    fn accumulate(&self, inputs: &[u16], into: &mut [f32]) {
        let h = self.hidden;
        into.copy_from_slice(&self.all[self.bias()..self.bias() + h]);
        for &i in inputs {
            let row = &self.all[i as usize * h..(i as usize + 1) * h];
            for (a, w) in into.iter_mut().zip(row) {
                *a += w;
            }
        }
    }

    /// The output (before the logistic) of an example, with both views' accumulators.
    fn forward(&self, example: &Example, us: &mut [f32], them: &mut [f32]) -> f32 {
        self.accumulate(&example.us, us);
        self.accumulate(&example.them, them);
        let out = &self.all[self.output()..];
        let activated = |a: f32| a.clamp(0.0, 1.0).powi(2);
        let h = self.hidden;
        us.iter()
            .zip(&out[..h])
            .map(|(&a, w)| activated(a) * w)
            .sum::<f32>()
            + them
                .iter()
                .zip(&out[h..2 * h])
                .map(|(&a, w)| activated(a) * w)
                .sum::<f32>()
            + out[2 * h]
    }

    /// The mean squared error over `examples`.
    fn mean_error(&self, examples: &[Example]) -> f64 {
        let (mut us, mut them) = (vec![0.0; self.hidden], vec![0.0; self.hidden]);
        let total: f64 = examples
            .iter()
            .map(|e| {
                let p = sigmoid(self.forward(e, &mut us, &mut them));
                f64::from((p - e.target).powi(2))
            })
            .sum();
        total / examples.len().max(1) as f64
    }

    /// Adds the gradient of `examples`' summed squared error to `gradient`; returns that error.
    fn gradient(&self, examples: &[Example], gradient: &mut Weights) -> f64 {
        let h = self.hidden;
        let (mut us, mut them) = (vec![0.0; h], vec![0.0; h]);
        let mut down = vec![0.0; h];
        let mut error = 0.0;
        let output = self.output();
        for example in examples {
            let p = sigmoid(self.forward(example, &mut us, &mut them));
            let miss = p - example.target;
            error += f64::from(miss * miss);
            let g = 2.0 * miss * p * (1.0 - p);
            gradient.all[output + 2 * h] += g;
            for (view, accumulator, at) in [(&example.us, &us, 0), (&example.them, &them, h)] {
                // The error's slope at each hidden unit's sum, passed down to its bias and
                // to the weights of the inputs the view has.
                for (i, &a) in accumulator.iter().enumerate() {
                    let clipped = a.clamp(0.0, 1.0);
                    gradient.all[output + at + i] += g * clipped * clipped;
                    down[i] = if a > 0.0 && a < 1.0 {
                        g * self.all[output + at + i] * 2.0 * a
                    } else {
                        0.0
                    };
                }
                // The hidden bias is the row after the inputs'.
                for &row in std::iter::once(&(INPUTS as u16)).chain(view.iter()) {
                    let start = usize::from(row) * h;
                    for (w, d) in gradient.all[start..start + h].iter_mut().zip(&down) {
                        *w += d;
                    }
                }
            }
        }
        error
    }
}

/// A generator of seeded numbers: the rules' SplitMix64 sequence, from the seed.
struct Seeded(u64);

impl Seeded {
    fn next(&mut self) -> u64 {
        zobrist::next(&mut self.0)
    }

    /// Uniform in [-1, 1).
    fn unit(&mut self) -> f32 {
        (self.next() >> 40) as f32 / (1u64 << 23) as f32 - 1.0
    }
}

/// Trains a network on `examples`, telling `progress` each epoch's mean squared error on
/// them and on `held_out` (examples it does not learn from, to see it generalise).
pub fn train(
    examples: &mut [Example],
    held_out: &[Example],
    settings: &Settings,
    progress: &dyn Fn(usize, f64, f64),
) -> Network {
    let mut rng = Seeded(settings.seed);
    let mut weights = match &settings.start {
        Some(network) => Weights::widened(network),
        None => Weights::random(settings.hidden, &mut rng),
    };
    // The starting network's width where there is one: the layout follows the weights.
    let h = weights.hidden;
    let output = weights.output();
    let mut first = vec![0.0f32; weights.all.len()];
    let mut second = vec![0.0f32; weights.all.len()];
    let (beta1, beta2) = (0.9f32, 0.999f32);
    let batch = settings.batch.max(1);
    let batches = examples.len().div_ceil(batch).max(1);
    let mut step: i32 = 0;
    for epoch in 1..=settings.epochs {
        shuffle(examples, &mut rng);
        let mut error = 0.0;
        for part in examples.chunks(batch) {
            step += 1;
            let progress_done = step as f32 / (settings.epochs * batches) as f32;
            let rate = settings.rate
                * (0.1 + 0.9 * 0.5 * (1.0 + (std::f32::consts::PI * progress_done).cos()));
            let (gradient, batch_error) = batch_gradient(&weights, part, settings.threads);
            error += batch_error;
            let n = part.len() as f32;
            let (c1, c2) = (1.0 - beta1.powi(step), 1.0 - beta2.powi(step));
            for (i, g) in gradient.all.iter().enumerate() {
                let g = g / n;
                first[i] = beta1 * first[i] + (1.0 - beta1) * g;
                second[i] = beta2 * second[i] + (1.0 - beta2) * g * g;
                let w = &mut weights.all[i];
                *w -= rate * (first[i] / c1) / ((second[i] / c2).sqrt() + 1e-8);
                if i < output + 2 * h {
                    *w = w.clamp(-WEIGHT_CAP, WEIGHT_CAP);
                }
            }
        }
        progress(
            epoch,
            error / examples.len().max(1) as f64,
            weights.mean_error(held_out),
        );
    }
    quantised(&weights, settings)
}

/// The mean squared error of the variant's own evaluation, at the same scale, on `records`:
/// what a network should do better than.
pub fn own_error(records: &[Record], settings: &Settings) -> f64 {
    let total: f64 = records
        .iter()
        .map(|r| {
            let own = evaluate(&r.position) as f32 / settings.scale;
            f64::from((sigmoid(own) - target(r, settings)).powi(2))
        })
        .sum();
    total / records.len().max(1) as f64
}

/// The gradient of a batch and its summed error, its pieces on the threads.
fn batch_gradient(weights: &Weights, part: &[Example], threads: usize) -> (Weights, f64) {
    let pieces: Vec<&[Example]> = part.chunks(part.len().div_ceil(PIECES).max(1)).collect();
    let mut results: Vec<Option<(Weights, f64)>> = vec![None; pieces.len()];
    std::thread::scope(|scope| {
        for (slots, mine) in results
            .chunks_mut(pieces.len().div_ceil(threads.max(1)))
            .zip(pieces.chunks(pieces.len().div_ceil(threads.max(1))))
        {
            scope.spawn(move || {
                for (slot, piece) in slots.iter_mut().zip(mine) {
                    let mut gradient = Weights::zero(weights.hidden);
                    let error = weights.gradient(piece, &mut gradient);
                    *slot = Some((gradient, error));
                }
            });
        }
    });
    let mut sum = Weights::zero(weights.hidden);
    let mut error = 0.0;
    for (gradient, e) in results.into_iter().flatten() {
        for (s, g) in sum.all.iter_mut().zip(&gradient.all) {
            *s += g;
        }
        error += e;
    }
    (sum, error)
}

fn shuffle(examples: &mut [Example], rng: &mut Seeded) {
    for i in (1..examples.len()).rev() {
        let j = (rng.next() % (i as u64 + 1)) as usize;
        examples.swap(i, j);
    }
}

/// The learned weights rounded to the network's integers.
fn quantised(weights: &Weights, settings: &Settings) -> Network {
    let h = weights.hidden;
    let round = |w: f32, by: i32| (w * by as f32).round() as i16;
    let output = weights.output();
    Network {
        variant: settings.variant,
        hidden: h,
        scale: settings.scale.round() as i32,
        input_weights: weights.all[..INPUTS * h]
            .iter()
            .map(|&w| round(w, QA))
            .collect(),
        input_bias: weights.all[INPUTS * h..output]
            .iter()
            .map(|&w| round(w, QA))
            .collect(),
        output_weights: weights.all[output..output + 2 * h]
            .iter()
            .map(|&w| round(w, QB))
            .collect::<Vec<_>>()
            .into(),
        output_bias: (weights.all[output + 2 * h] * (QA * QB) as f32).round() as i32,
    }
}

/// The float network's score of `example` for the side to move, in centipawns, for tests.
#[cfg(test)]
pub(super) fn float_score(network: &Network, example: &Example) -> f32 {
    let h = network.hidden;
    let (mut us, mut them) = (vec![0.0; h], vec![0.0; h]);
    Weights::widened(network).forward(example, &mut us, &mut them) * network.scale as f32
}
