//! A small efficiently-updatable neural network (NNUE) that judges a position, trained per
//! variant on engine self-play by `kibitz nnue train`. Its shape is the common first one of
//! engines that move to a network: the board's pieces as inputs seen from each side, one
//! hidden layer for each side's view with the same weights (so a position and its mirror with
//! the colours swapped score the same), squared clipped activations, and one output from the
//! side to move's view and the other's together.
//!
//! Inputs, for the view of `side`: a piece of each kind and colour (its own side's or the
//! other's) on each square, squares counted from `side`'s own back rank; and for each kind a
//! hand can hold, one input for each of the first eight pieces held, again own or other's.
//! Every variant's position fits them (Shrink's smaller boards use some of the squares).
//!
//! Weights are kept as integers, the layer sums in 16 bits, as engines keep them: the network
//! is computed exactly alike on every machine, so a search at a node budget reproduces.

pub mod data;
pub mod train;

use crate::rules::{Color, Hand, Position, Role, Square, Variant};
use std::sync::Arc;

/// Inputs of the board: (own or other's, kind, square).
const BOARD_INPUTS: usize = 2 * Role::COUNT * 64;
/// Pieces in hand counted, of each kind, at most.
const HELD: usize = 8;
/// Every input.
pub const INPUTS: usize = BOARD_INPUTS + 2 * Hand::ROLES.len() * HELD;
/// The widest hidden layer a network may have (the accumulators live on the stack).
pub const MAX_HIDDEN: usize = 1024;

/// The most a network may say a position is worth: well short of the search's mate scores,
/// whatever its weights.
const BOUND: i64 = 10_000;

/// The hidden layer's integer scale: an activation of 1 is this.
const QA: i32 = 255;
/// The output layer's integer scale.
const QB: i32 = 64;

/// The inputs `pos` has, each as its index from White's view and from Black's.
pub fn inputs(pos: &Position, found: &mut impl FnMut(usize, usize)) {
    let board = pos.board();
    let height = board.height();
    let square = |sq: Square, view: Color| match view {
        Color::White => sq.index(),
        Color::Black => usize::from(height - 1 - sq.rank()) * 8 + usize::from(sq.file()),
    };
    let index = |own: bool, role: Role, sq: usize| {
        (usize::from(!own) * Role::COUNT + role.index()) * 64 + sq
    };
    for (sq, piece) in board.pieces() {
        found(
            index(
                piece.color == Color::White,
                piece.role,
                square(sq, Color::White),
            ),
            index(
                piece.color == Color::Black,
                piece.role,
                square(sq, Color::Black),
            ),
        );
    }
    for color in Color::ALL {
        let hand = pos.hand(color);
        for (kind, role) in Hand::ROLES.into_iter().enumerate() {
            for n in 0..usize::from(hand.count(role)).min(HELD) {
                let held = |own: bool| {
                    BOARD_INPUTS + (usize::from(!own) * Hand::ROLES.len() + kind) * HELD + n
                };
                found(held(color == Color::White), held(color == Color::Black));
            }
        }
    }
}

/// A trained network, its weights in integers.
#[derive(Clone, Debug, PartialEq)]
pub struct Network {
    variant: Variant,
    hidden: usize,
    /// Centipawns an output of 1 is worth.
    scale: i32,
    /// Per input, its `hidden` weights, times `QA`.
    input_weights: Vec<i16>,
    input_bias: Vec<i16>,
    /// The side to move's view's `hidden` weights, then the other's, times `QB`.
    output_weights: Vec<i16>,
    /// Times `QA * QB`.
    output_bias: i32,
}

/// Why a network file was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NetworkError {
    #[error("not a Kibitz network file (it does not begin with {MAGIC:?})")]
    NotANetwork,
    #[error("the network is for an unknown variant '{0}'")]
    Variant(String),
    #[error("the network's shape is wrong: {0}")]
    Shape(String),
}

const MAGIC: &str = "KIBITZ-NNUE-1";

impl Network {
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The score of `pos` for the side to move, in centipawns.
    pub fn evaluate(&self, pos: &Position) -> i32 {
        let h = self.hidden;
        let mut white = [0i16; MAX_HIDDEN];
        let mut black = [0i16; MAX_HIDDEN];
        let (white, black) = (&mut white[..h], &mut black[..h]);
        white.copy_from_slice(&self.input_bias);
        black.copy_from_slice(&self.input_bias);
        inputs(pos, &mut |w, b| {
            add(white, &self.input_weights[w * h..(w + 1) * h]);
            add(black, &self.input_weights[b * h..(b + 1) * h]);
        });
        let (us, them) = match pos.turn() {
            Color::White => (&*white, &*black),
            Color::Black => (&*black, &*white),
        };
        let (to_us, to_them) = self.output_weights.split_at(h);
        let sum = activated_dot(us, to_us) + activated_dot(them, to_them);
        let output = sum / i64::from(QA) + i64::from(self.output_bias);
        let score = output * i64::from(self.scale) / i64::from(QA * QB);
        score.clamp(-BOUND, BOUND) as i32
    }

    /// The network from its file's bytes (as [`Network::to_bytes`] writes them).
    ///
    /// # Errors
    /// When the bytes are not a network of a known variant with a sane shape.
    pub fn from_bytes(bytes: &[u8]) -> Result<Network, NetworkError> {
        let rest = bytes
            .strip_prefix(MAGIC.as_bytes())
            .ok_or(NetworkError::NotANetwork)?;
        let mut reader = Reader(rest);
        let key_len = reader.u32()? as usize;
        let key = String::from_utf8_lossy(reader.take(key_len)?).into_owned();
        let variant: Variant = key.parse().map_err(|_| NetworkError::Variant(key))?;
        let inputs = reader.u32()? as usize;
        let hidden = reader.u32()? as usize;
        if inputs != INPUTS || !(1..=MAX_HIDDEN).contains(&hidden) {
            return Err(NetworkError::Shape(format!(
                "{inputs} inputs and {hidden} hidden (expected {INPUTS}, and 1 to {MAX_HIDDEN})"
            )));
        }
        let scale = reader.u32()? as i32;
        let network = Network {
            variant,
            hidden,
            scale,
            input_weights: reader.i16s(inputs * hidden)?,
            input_bias: reader.i16s(hidden)?,
            output_weights: reader.i16s(2 * hidden)?,
            output_bias: reader.u32()? as i32,
        };
        if !reader.0.is_empty() {
            return Err(NetworkError::Shape(format!(
                "{} bytes after the weights",
                reader.0.len()
            )));
        }
        Ok(network)
    }

    /// The network file: the magic text, then little-endian numbers.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = MAGIC.as_bytes().to_vec();
        let key = self.variant.key().as_bytes();
        out.extend((key.len() as u32).to_le_bytes());
        out.extend(key);
        for n in [INPUTS, self.hidden, self.scale as usize] {
            out.extend((n as u32).to_le_bytes());
        }
        for weights in [&self.input_weights, &self.input_bias, &self.output_weights] {
            out.extend(weights.iter().flat_map(|w| w.to_le_bytes()));
        }
        out.extend(self.output_bias.to_le_bytes());
        out
    }
}

/// A network chosen for a search, shared by the searches that use it.
pub type Shared = Arc<Network>;

fn add(accumulator: &mut [i16], weights: &[i16]) {
    for (a, w) in accumulator.iter_mut().zip(weights) {
        *a = a.wrapping_add(*w);
    }
}

/// The sum of each activation (clipped to 0..QA and squared) times its weight.
fn activated_dot(accumulator: &[i16], weights: &[i16]) -> i64 {
    accumulator
        .iter()
        .zip(weights)
        .map(|(&a, &w)| {
            let a = i32::from(a).clamp(0, QA);
            i64::from(a * a) * i64::from(w)
        })
        .sum()
}

struct Reader<'a>(&'a [u8]);

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Result<&'a [u8], NetworkError> {
        if self.0.len() < n {
            return Err(NetworkError::Shape("the file ends early".to_string()));
        }
        let (taken, rest) = self.0.split_at(n);
        self.0 = rest;
        Ok(taken)
    }

    fn u32(&mut self) -> Result<u32, NetworkError> {
        let b = self.take(4)?;
        Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }

    fn i16s(&mut self, n: usize) -> Result<Vec<i16>, NetworkError> {
        let bytes = self.take(n.checked_mul(2).ok_or(NetworkError::NotANetwork)?)?;
        Ok(bytes
            .chunks_exact(2)
            .map(|b| i16::from_le_bytes([b[0], b[1]]))
            .collect())
    }
}

#[cfg(test)]
mod tests;
