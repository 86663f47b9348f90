//! The words of draw offers and takeback requests: made, declined, accepted, answered by the
//! bot.

use super::fluent::t;
use super::{side, Tr};
use crate::rules::Color;
use crate::store::Offer;

/// "Ann offers a draw."
fn offers(tr: Tr, offer: Offer, by: &str) -> String {
    match offer {
        Offer::Draw => t!(tr, "draw-offered", by = by),
        Offer::Takeback => t!(tr, "takeback-asked", by = by),
    }
}

/// "Ann offers a draw. Bob: `draw accept` or `draw decline`."
pub(in crate::game) fn made(tr: Tr, offer: Offer, by: &str, to: &str) -> String {
    let answer = match offer {
        Offer::Draw => t!(tr, "draw-answer", to = to),
        Offer::Takeback => t!(tr, "takeback-answer", to = to),
    };
    format!("{} {answer}", offers(tr, offer, by))
}

/// "Bob declined the draw offer. Play on."
pub(in crate::game) fn declined(tr: Tr, offer: Offer, by: &str) -> String {
    match offer {
        Offer::Draw => t!(tr, "draw-declined", by = by),
        Offer::Takeback => t!(tr, "takeback-declined", by = by),
    }
}

/// A request made to the bot, before its answer: "Ann offers a draw." (The prompt to answer,
/// meant for a person, is left out.)
pub(in crate::game) fn to_bot(tr: Tr, offer: Offer, requester: &str) -> String {
    offers(tr, offer, requester)
}

/// "Bob agreed to take back e7e5 g1f3. Bob (Black) to move."
pub(in crate::game) fn taken_back(
    tr: Tr,
    by: &str,
    moves: &[String],
    to_move: &str,
    color: Color,
) -> String {
    t!(
        tr,
        "taken-back",
        by = by,
        moves = moves.join(" "),
        player = to_move,
        side = side(tr, color)
    )
}
