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

mod accumulator;
pub mod data;
mod kernels;
pub mod train;

pub use accumulator::{Accumulator, Changes, Plies};
use kernels::OutputWeights;

use crate::rules::{Color, Hand, Piece, Position, Role, Square, Variant};
use std::sync::{Arc, OnceLock};

/// Inputs of the board: (own or other's, kind, square).
const BOARD_INPUTS: usize = 2 * Role::COUNT * 64;
/// Pieces in hand counted, of each kind, at most.
const HELD: usize = 8;
/// Every input.
pub const INPUTS: usize = BOARD_INPUTS + 2 * Hand::ROLES.len() * HELD;
/// The widest hidden layer a network may have.
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
    for (sq, piece) in board.pieces() {
        let (white, black) = on_board(piece, sq, board.height());
        found(white, black);
    }
    for color in Color::ALL {
        let hand = pos.hand(color);
        for (kind, role) in Hand::ROLES.into_iter().enumerate() {
            for n in 0..held(hand, role) {
                let (white, black) = in_hand(color, kind, n);
                found(white, black);
            }
        }
    }
}

/// The input of `piece` on `sq` of a board `height` ranks high, from White's view and from
/// Black's.
fn on_board(piece: Piece, sq: Square, height: u8) -> (usize, usize) {
    let index = |view: Color| {
        let square = match view {
            Color::White => sq.index(),
            Color::Black => usize::from(height - 1 - sq.rank()) * 8 + usize::from(sq.file()),
        };
        (usize::from(piece.color != view) * Role::COUNT + piece.role.index()) * 64 + square
    };
    (index(Color::White), index(Color::Black))
}

/// How many of `hand`'s pieces of `role` have inputs.
fn held(hand: &Hand, role: Role) -> usize {
    usize::from(hand.count(role)).min(HELD)
}

/// The input of the `n`th piece of kind `kind` (of [`Hand::ROLES`]) in `color`'s hand, from
/// White's view and from Black's.
fn in_hand(color: Color, kind: usize, n: usize) -> (usize, usize) {
    let index = |view: Color| {
        BOARD_INPUTS + (usize::from(color != view) * Hand::ROLES.len() + kind) * HELD + n
    };
    (index(Color::White), index(Color::Black))
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
    output_weights: OutputWeights,
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
    pub fn hidden(&self) -> usize {
        self.hidden
    }

    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The score of `pos` for the side to move, in centipawns, computed afresh (a search
    /// keeps the sums from one position to the next: [`Plies`]).
    pub fn evaluate(&self, pos: &Position) -> i32 {
        self.output(&self.accumulate(pos), pos.turn())
    }

    /// Input `input`'s weights, one for each hidden unit.
    fn row(&self, input: usize) -> &[i16] {
        &self.input_weights[input * self.hidden..(input + 1) * self.hidden]
    }

    /// The score from the hidden sums of the side to move's view and the other's.
    fn score(&self, us: &[i16], them: &[i16]) -> i32 {
        let sum = self.output_weights.dot(us, them);
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
            output_weights: reader.i16s(2 * hidden)?.into(),
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
        for weights in [
            &self.input_weights[..],
            &self.input_bias,
            &self.output_weights,
        ] {
            out.extend(weights.iter().flat_map(|w| w.to_le_bytes()));
        }
        out.extend(self.output_bias.to_le_bytes());
        out
    }
}

/// A network chosen for a search, shared by the searches that use it.
pub type Shared = Arc<Network>;

/// What judges the positions a search reaches.
#[derive(Clone, Debug)]
pub enum Evaluator {
    /// The network shipped for the variant (`assets/nnue/<variant>.nnue`), or the
    /// hand-written evaluation of a variant that has none: what players, analyses and puzzles
    /// get.
    Shipped,
    /// The variant's hand-written evaluation: for what must not move when a network ships
    /// (the data networks are trained on, the match books) and for matches that measure one.
    HandWritten,
    /// This network for its own variant's positions, the hand-written evaluation for the
    /// others': UCI's `EvalFile`.
    Network(Shared),
}

impl Evaluator {
    /// The network that judges `variant`'s positions; `None` for the hand-written evaluation.
    pub fn network(&self, variant: Variant) -> Option<Shared> {
        match self {
            Evaluator::Shipped => shipped(variant),
            Evaluator::HandWritten => None,
            Evaluator::Network(network) => (network.variant() == variant).then(|| network.clone()),
        }
    }
}

/// The network shipped for `variant`, if it has one; read once.
pub fn shipped(variant: Variant) -> Option<Shared> {
    static STANDARD: OnceLock<Shared> = OnceLock::new();
    let (cell, bytes): (_, &[u8]) = match variant {
        Variant::Standard => (
            &STANDARD,
            include_bytes!("../../../assets/nnue/standard.nnue"),
        ),
        _ => return None,
    };
    let network = cell.get_or_init(|| {
        // Tested: each shipped file reads, for its own variant.
        Arc::new(Network::from_bytes(bytes).expect("a shipped network reads"))
    });
    Some(network.clone())
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
