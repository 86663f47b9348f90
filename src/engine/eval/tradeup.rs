//! Trade-up Chess: chess material on the board, plus the hand. A piece in hand is worth what
//! trading it in gains: a pawn is placed in one move (nearly its full value); a knight or
//! bishop only replaces a pawn (which goes back to the hand), a rook a minor piece, a queen
//! an upside-down rook; so each is worth most of the difference between the two, discounted
//! for the moves the trade costs.

use super::{chess_material, sign, value};
use crate::rules::{Color, Hand, Position, Role};

pub fn evaluate(pos: &Position) -> i32 {
    let mut score = chess_material(pos.board());
    for color in Color::ALL {
        score += sign(color) * hand_value(pos.hand(color));
    }
    score
}

fn hand_value(hand: &Hand) -> i32 {
    Hand::ROLES
        .into_iter()
        .map(|role| {
            let each = match role {
                Role::Pawn => 80,
                Role::Knight | Role::Bishop => (value(role) - value(Role::Pawn)) * 3 / 4,
                Role::Rook => (value(Role::Rook) - value(Role::Knight)) * 3 / 4,
                Role::Queen => (value(Role::Queen) - value(Role::UpsideDownRook)) * 3 / 4,
                _ => 0,
            };
            each * hand.count(role) as i32
        })
        .sum()
}
