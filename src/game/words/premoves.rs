//! The words of conditional moves.

use crate::store::PremoveRow;
use crate::types::GameId;

/// "Your conditional moves in game 3: 1. e7e5 → g1f3, then b8c6 → f1b5 ..."
pub(in crate::game) fn listing(game: GameId, lines: &[PremoveRow]) -> String {
    if lines.is_empty() {
        return format!(
            "You have no conditional moves in game {game}. While your opponent is to move, `premove <their move> <your reply> ...` stores a line."
        );
    }
    let mut text = format!("Your conditional moves in game {game}:");
    for (i, line) in lines.iter().enumerate() {
        let steps: Vec<String> = line
            .moves
            .chunks(2)
            .map(|pair| match pair {
                [theirs, yours] => format!("{theirs} → {yours}"),
                _ => pair.join(" "),
            })
            .collect();
        text.push_str(&format!("\n{}. {}", i + 1, steps.join(", then ")));
    }
    text.push_str("\n(their move → your reply; a move of theirs no line expects clears them all; `premove clear` removes them)");
    text
}

/// A line stored, with every line of the player's in the game.
pub(in crate::game) fn stored(game: GameId, lines: &[PremoveRow]) -> String {
    format!("Stored; only you see it. {}", listing(game, lines))
}

pub(in crate::game) fn cleared(game: GameId, lines: usize) -> String {
    format!(
        "Removed your {lines} conditional line{} in game {game}.",
        if lines == 1 { "" } else { "s" }
    )
}

/// How to name the game in a `premove` sent from elsewhere.
fn named(game: Option<GameId>) -> String {
    game.map_or_else(|| "game:<number> ".to_string(), |id| format!("game:{id} "))
}

/// Conditional moves sent where everyone reads them: not stored.
pub(in crate::game) fn not_in_public(game: Option<GameId>) -> String {
    format!(
        "Everyone in this room can read your message, your opponent too, so I did not store these conditional moves. Send them to me in our direct room, where only you see them: `premove {}<moves>`.",
        named(game)
    )
}

/// The direct message that asks for them where only the player reads them.
pub(in crate::game) fn send_them_here(game: Option<GameId>) -> String {
    format!(
        "Send your conditional moves here, where only you see them: `premove {}<their move> <your reply> ...`.",
        named(game)
    )
}
