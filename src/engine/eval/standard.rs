//! Standard chess: material and piece placement; the search does the rest.

use super::chess_material;
use crate::rules::Position;

pub fn evaluate(pos: &Position) -> i32 {
    chess_material(pos.board())
}
