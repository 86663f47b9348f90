//! The words of conditional moves.

use super::fluent::t;
use super::Tr;
use crate::types::GameId;

/// "Your conditional moves in game 3: 1. e7e5 → g1f3, then b8c6 → f1b5 ..."
pub(in crate::game) fn listing(tr: Tr, game: GameId, lines: &[Vec<String>]) -> String {
    if lines.is_empty() {
        return t!(tr, "premoves-none", game = game.0);
    }
    let mut text = t!(tr, "premoves-listed", game = game.0);
    let then = tr.s("premove-then");
    for (i, line) in lines.iter().enumerate() {
        let steps: Vec<String> = line
            .chunks(2)
            .map(|pair| match pair {
                [theirs, yours] => t!(
                    tr,
                    "premove-step",
                    theirs = theirs.as_str(),
                    yours = yours.as_str()
                ),
                _ => pair.join(" "),
            })
            .collect();
        text.push_str(&format!("\n{}. {}", i + 1, steps.join(&then)));
    }
    text.push('\n');
    text.push_str(&t!(tr, "premoves-hint"));
    text
}

/// A line stored, with every line of the player's in the game.
pub(in crate::game) fn stored(tr: Tr, game: GameId, lines: &[Vec<String>]) -> String {
    format!("{} {}", t!(tr, "premove-stored"), listing(tr, game, lines))
}

pub(in crate::game) fn cleared(tr: Tr, game: GameId, lines: usize) -> String {
    t!(tr, "premoves-cleared", count = lines, game = game.0)
}

/// How to name the game in a `premove` sent from elsewhere.
fn named(game: Option<GameId>) -> String {
    game.map_or_else(|| "game:<number> ".to_string(), |id| format!("game:{id} "))
}

/// Conditional moves sent where everyone reads them: not stored.
pub(in crate::game) fn not_in_public(tr: Tr, game: Option<GameId>) -> String {
    t!(tr, "premove-not-in-public", game = named(game))
}

/// The direct message that asks for them where only the player reads them.
pub(in crate::game) fn send_them_here(tr: Tr, game: Option<GameId>) -> String {
    t!(tr, "premove-send-here", game = named(game))
}
