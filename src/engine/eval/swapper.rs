//! Swapper Superheroes: chess material with each hero valued by its power (see `value`), and
//! a little mobility, since heroes step one square and are worth what they can reach. The
//! setup phase needs nothing of its own: every White drop is answered by the same hero, so
//! the heroes' values cancel and the search judges where they stand.

use super::{chess_material, mobility};
use crate::rules::{Color, Position};

pub fn evaluate(pos: &Position) -> i32 {
    let board = pos.board();
    chess_material(board) + 2 * (mobility(board, Color::White) - mobility(board, Color::Black))
}
