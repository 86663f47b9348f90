//! Telling a team that its vote is open: after the game's start and after every move, when a
//! team is to move. Apart from the rest of [`super`], so that the use cases that start games
//! and play moves can say it without importing the challenges' team side.

use super::told::TeamEvent;
use crate::game::events::Told;
use crate::rules::Color;
use crate::types::VoteRules;

/// Adds to `told` (a game's reply) how to vote, if a team is to move in its game.
pub(in crate::game) fn open_vote_if_due(told: &mut Told, votes: Option<VoteRules>) {
    let last = told.last_mut();
    let (Some(game), Some(votes)) = (&last.game, votes) else {
        return;
    };
    let to_move = match game.to_move {
        Color::White => &game.white,
        Color::Black => &game.black,
    };
    if !game.finished && to_move.id.is_team() {
        last.text.push(TeamEvent::VoteOpen {
            team: to_move.name.clone(),
            vote: votes.vote,
        });
    }
}
