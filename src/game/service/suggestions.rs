//! What Discord's autocompletion offers as a user types: the legal moves of their game, the
//! answers to the channel's puzzle, each shown in SAN with its coordinates and matched in
//! either notation.

use super::Commands;
use crate::game::games::position;
use crate::game::puzzles;
use crate::rules::Position;
use crate::types::*;

/// A choice offered as a user types: what it shows, and what choosing it sends.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Suggestion {
    pub label: String,
    pub value: String,
}

impl Commands {
    /// The legal moves of the game in `channel` that match what is typed, for autocompletion;
    /// only for the player to move.
    pub fn move_suggestions(
        &self,
        actor: &UserId,
        channel: &ChannelId,
        typed: &str,
        limit: usize,
    ) -> Vec<Suggestion> {
        let Ok(row) = self.core.games().active(channel) else {
            return Vec::new();
        };
        let Ok(pos) = position(&row) else {
            return Vec::new();
        };
        if row.color_of(actor) != Some(pos.turn()) {
            return Vec::new();
        }
        legal_matching(&pos, typed).take(limit).collect()
    }

    /// The answers `actor` may give the puzzle of `channel` that match what is typed, for
    /// autocompletion.
    pub fn solve_suggestions(
        &self,
        actor: &UserId,
        channel: &ChannelId,
        typed: &str,
        limit: usize,
    ) -> Vec<Suggestion> {
        let Ok(Some(pos)) = puzzles::position_to_solve(self.core.games(), actor, channel) else {
            return Vec::new();
        };
        let show = Suggestion {
            label: "show".into(),
            value: "show".into(),
        };
        let show = "show".starts_with(typed.trim()).then_some(show);
        (legal_matching(&pos, typed).chain(show))
            .take(limit)
            .collect()
    }
}

/// The legal moves of `pos` whose SAN or coordinates begin with `typed` (in any case, a SAN's
/// `x` optional), in SAN with the coordinates after.
fn legal_matching(pos: &Position, typed: &str) -> impl Iterator<Item = Suggestion> {
    let typed = typed.trim().to_lowercase();
    (pos.legal_moves_san().into_iter())
        .filter(move |(mv, san)| {
            let san = san.to_lowercase();
            san.starts_with(&typed)
                || san.replace('x', "").starts_with(&typed.replace('x', ""))
                || mv.to_string().to_lowercase().starts_with(&typed)
        })
        .map(|(mv, san)| Suggestion {
            label: format!("{san} ({mv})"),
            value: san,
        })
}
