//! What Discord offers a player: as they type, the legal moves of their game and the answers
//! to the channel's puzzle, each shown in SAN with its coordinates and matched in either
//! notation; and the menus of the move picker, step by step.

use super::Commands;
use crate::game::games::position;
use crate::game::{picker, puzzles, words};
use crate::rules::Position;
use crate::types::*;

/// A choice offered as a user types: what it shows, and what choosing it sends.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Suggestion {
    pub label: String,
    pub value: String,
}

impl Commands {
    /// `step` of the move picker for `actor` in the game of `channel`, worded in their
    /// language; `made_for`, the game and ply of the menu the step was chosen from. A
    /// refusal (not their move, a menu of an earlier position) as its reply.
    pub fn move_picker(
        &self,
        actor: &User,
        channel: &ChannelId,
        step: PickStep,
        made_for: Option<(GameId, u32)>,
        locales: &Locales,
    ) -> Result<MovePicker, Box<Reply>> {
        let core = &self.core;
        core.note_locales(actor, channel, locales);
        let lang = core.language(&actor.id, channel);
        match picker::pick(core.games(), actor, channel, step, made_for) {
            Ok(picked) => Ok(words::picker::picker(words::Tr(lang), picked)),
            Err(refused) => Err(Box::new(core.respond(channel, lang, Err(refused)))),
        }
    }

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
