//! The shared rules module: positions, moves, notation, FEN, legal-move generation and
//! outcomes for all six variants. No I/O, no async; every other module asks it, and only it,
//! whether a move is legal.

pub mod bitboard;
pub mod board;
pub mod fen;
pub mod game;
pub mod illegal;
pub mod moves;
pub mod outcome;
pub mod perft;
pub mod position;
pub mod random;
pub mod san;
pub mod types;
pub mod variant;
mod variants;
pub mod zobrist;

pub use board::Board;
pub use fen::FenError;
pub use game::Game;
pub use illegal::Illegal;
pub use moves::{Move, MoveText, ParseMoveError, ShrinkPromotions};
pub use outcome::{MoveError, Outcome, Reason};
pub use position::Position;
pub use types::{ByColor, Color, Piece, Role, Square};
pub use variant::{Hand, SwapperSetup, Variant};
