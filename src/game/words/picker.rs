//! The words of the move picker: each step's prompt and its choices (moves in SAN).

use super::fluent::{t, Tr};
use super::piece;
use crate::game::picker::{Picked, Picking};
use crate::types::{MovePicker, PickChoice, PickStep, PickValue};

/// `picked` worded in `tr`'s language.
pub(in crate::game) fn picker(tr: Tr, picked: Picked) -> MovePicker {
    let prompt = match picked.step {
        PickStep::Piece => t!(tr, "picker-piece"),
        PickStep::From(square) => t!(tr, "picker-from", square = square.to_string()),
        PickStep::Hand(role) => t!(tr, "picker-hand", piece = piece(tr, role)),
        PickStep::Promotion { .. } => t!(tr, "picker-promotion"),
    };
    let choices = (picked.choices.into_iter())
        .map(|choice| match choice {
            Picking::Piece { square, role } => PickChoice {
                label: capitalized(t!(
                    tr,
                    "picker-piece-on",
                    piece = piece(tr, role),
                    square = square.to_string()
                )),
                value: PickValue::Step(PickStep::From(square)),
            },
            Picking::Hand(role) => PickChoice {
                label: capitalized(t!(tr, "picker-piece-in-hand", piece = piece(tr, role))),
                value: PickValue::Step(PickStep::Hand(role)),
            },
            Picking::Move { san, notation } => PickChoice {
                label: san,
                value: PickValue::Move(notation),
            },
            Picking::Promotions { from, to, san } => PickChoice {
                label: t!(tr, "picker-promotes", san = san),
                value: PickValue::Step(PickStep::Promotion { from, to }),
            },
        })
        .collect();
    MovePicker {
        game: picked.game,
        ply: picked.ply,
        prompt,
        choices,
    }
}

/// `label` with its first letter in capitals, as a menu's choice begins.
fn capitalized(label: String) -> String {
    let mut chars = label.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => label,
    }
}
