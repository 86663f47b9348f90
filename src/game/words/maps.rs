//! The words of `moves`: the legal moves listed, and the caption of their map.

use super::side;
use crate::game::events::Which;
use crate::rules::{Color, Role};

fn which(which: Which) -> String {
    match which {
        Which::All => String::new(),
        Which::From { square, role } => {
            format!(" of the {} on {square}", role.map_or("piece", Role::name))
        }
        Which::Drops(role) => format!(" of a {} from the hand", role.name()),
    }
}

/// "20 legal moves for Ann (White): a2a3 a2a4 ... … and 3 more"
pub(in crate::game) fn listed(
    asked: Which,
    count: usize,
    listed: &[String],
    to_move: &str,
    color: Color,
) -> String {
    let more = count.saturating_sub(listed.len());
    let tail = if more > 0 {
        format!(" … and {more} more")
    } else {
        String::new()
    };
    format!(
        "{count} legal moves{} for {to_move} ({}): {}{tail}",
        which(asked),
        side(color),
        listed.join(" ")
    )
}

/// The line under the map: "3 legal moves of the knight on g1".
pub(in crate::game) fn caption(asked: Which, count: usize) -> String {
    format!(
        "{count} legal move{}{}",
        if count == 1 { "" } else { "s" },
        which(asked)
    )
}

/// The map file's caption: "Move map: 3 legal moves of the knight on g1".
pub(in crate::game) fn map_caption(asked: Which, count: usize) -> String {
    format!("Move map: {}", caption(asked, count))
}
