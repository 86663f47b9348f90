//! A move picked from menus rather than typed (Discord's select menus): what each step
//! offers, and the value each choice sends back, written out and read back.

use super::GameId;
use crate::rules::{Role, Square};

/// What a step of the picker offers.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PickStep {
    /// The pieces that can move, and those of the hand that can be dropped.
    Piece,
    /// The moves of the piece on a square.
    From(Square),
    /// Where a piece of the hand can go (a drop, a Trade-up replacement or placement).
    Hand(Role),
    /// The promotions of one pawn's move: what it becomes.
    Promotion { from: Square, to: Square },
}

/// One choice of a step: the next step, or the move it plays (in the coordinate notation).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PickValue {
    Step(PickStep),
    Move(String),
}

impl PickValue {
    /// As a select menu's value (at most 100 characters): `p:g1`, `h:N`, `q:e7e8`, `m:g1f3`.
    pub fn written(&self) -> String {
        match self {
            PickValue::Step(PickStep::Piece) => "pieces".into(),
            PickValue::Step(PickStep::From(square)) => format!("p:{square}"),
            PickValue::Step(PickStep::Hand(role)) => format!("h:{}", role.upper_char()),
            PickValue::Step(PickStep::Promotion { from, to }) => format!("q:{from}{to}"),
            PickValue::Move(notation) => format!("m:{notation}"),
        }
    }

    /// A value as [`PickValue::written`] wrote it; `None` for anything else.
    pub fn read(text: &str) -> Option<PickValue> {
        if text == "pieces" {
            return Some(PickValue::Step(PickStep::Piece));
        }
        let (kind, rest) = text.split_once(':')?;
        let square = |s: &str| s.parse::<Square>().ok();
        Some(match kind {
            "p" => PickValue::Step(PickStep::From(square(rest)?)),
            "h" => {
                let mut chars = rest.chars();
                let role = Role::from_char(chars.next()?)?;
                chars.next().is_none().then_some(())?;
                PickValue::Step(PickStep::Hand(role))
            }
            "q" => PickValue::Step(PickStep::Promotion {
                from: square(rest.get(..2)?)?,
                to: square(rest.get(2..)?)?,
            }),
            "m" if !rest.is_empty() && rest.len() <= 40 => PickValue::Move(rest.to_string()),
            _ => return None,
        })
    }
}

/// One choice of a menu: what it shows, and the value it sends.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PickChoice {
    pub label: String,
    pub value: PickValue,
}

/// A step of the picker for the player to move, worded: its prompt and its choices. The
/// game and the ply say which position it was made for: a choice made after the game moved
/// on is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MovePicker {
    pub game: GameId,
    pub ply: u32,
    pub prompt: String,
    pub choices: Vec<PickChoice>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_read_back_as_written() {
        for value in [
            PickValue::Step(PickStep::Piece),
            PickValue::Step(PickStep::From("g1".parse().unwrap())),
            PickValue::Step(PickStep::Hand(Role::Knight)),
            PickValue::Step(PickStep::Promotion {
                from: "e7".parse().unwrap(),
                to: "e8".parse().unwrap(),
            }),
            PickValue::Move("P@a2,P@b3".into()),
        ] {
            assert_eq!(PickValue::read(&value.written()), Some(value));
        }
        for junk in ["", "p:", "p:z9", "h:NN", "q:e7", "m:", "x:1"] {
            assert_eq!(PickValue::read(junk), None, "{junk}");
        }
    }
}
