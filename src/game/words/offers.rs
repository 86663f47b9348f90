//! The words of draw offers and takeback requests: made, declined, accepted, answered by the
//! bot.

use super::side;
use crate::rules::Color;
use crate::store::Offer;

/// The words of one kind of offer.
struct Kind {
    command: &'static str,
    /// "Ann offers a draw."
    offers: &'static str,
    /// "Ann declined the draw offer."
    declined: &'static str,
}

fn kind(offer: Offer) -> Kind {
    match offer {
        Offer::Draw => Kind {
            command: "draw",
            offers: "offers a draw",
            declined: "declined the draw offer",
        },
        Offer::Takeback => Kind {
            command: "takeback",
            offers: "asks to take back their last move",
            declined: "declined the takeback",
        },
    }
}

/// "Ann offers a draw. Bob: `draw accept` or `draw decline`."
pub(in crate::game) fn made(offer: Offer, by: &str, to: &str) -> String {
    let k = kind(offer);
    format!(
        "{by} {}. {to}: `{1} accept` or `{1} decline`.",
        k.offers, k.command
    )
}

/// "Bob declined the draw offer. Play on."
pub(in crate::game) fn declined(offer: Offer, by: &str) -> String {
    format!("{by} {}. Play on.", kind(offer).declined)
}

/// A request made to the bot, before its answer: "Ann offers a draw." (The prompt to answer,
/// meant for a person, is left out.)
pub(in crate::game) fn to_bot(offer: Offer, requester: &str) -> String {
    format!("{requester} {}.", kind(offer).offers)
}

/// Why the bot declines takebacks in a rated game, said after its answer.
pub(in crate::game) const BOT_TAKEBACKS_UNRATED: &str =
    "Takebacks against the bot are for unrated games (`challenge ... rated:no`).";

/// "Bob agreed to take back e7e5 g1f3. Bob (Black) to move."
pub(in crate::game) fn taken_back(
    by: &str,
    moves: &[String],
    to_move: &str,
    color: Color,
) -> String {
    format!(
        "{by} agreed to take back {}. {to_move} ({}) to move.",
        moves.join(" "),
        side(color)
    )
}
