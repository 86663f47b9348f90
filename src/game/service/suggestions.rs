//! What Discord's autocompletion offers as a user types: the legal moves of their game, the
//! answers to the channel's puzzle.

use super::Commands;
use crate::game::games::position;
use crate::game::puzzles;
use crate::types::*;

impl Commands {
    /// The legal moves of the game in `channel` that start with `prefix`, for autocompletion;
    /// only for the player to move.
    pub fn move_suggestions(
        &self,
        actor: &UserId,
        channel: &ChannelId,
        prefix: &str,
        limit: usize,
    ) -> Vec<String> {
        let Ok(row) = self.core.games().active(channel) else {
            return Vec::new();
        };
        let Ok(pos) = position(&row) else {
            return Vec::new();
        };
        if row.color_of(actor) != Some(pos.turn()) {
            return Vec::new();
        }
        pos.legal_moves()
            .iter()
            .map(|m| m.to_string())
            .filter(|m| m.starts_with(prefix.trim()))
            .take(limit)
            .collect()
    }

    /// The answers `actor` may give the puzzle of `channel` that start with `prefix`, for
    /// autocompletion.
    pub fn solve_suggestions(
        &self,
        actor: &UserId,
        channel: &ChannelId,
        prefix: &str,
        limit: usize,
    ) -> Vec<String> {
        puzzles::suggestions(self.core.games(), actor, channel, prefix, limit).unwrap_or_default()
    }
}
