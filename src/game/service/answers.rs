//! Conditional moves answered: after a move that finds lines waiting, each answer the lines
//! choose is played as any move is, one after the other (each may set off the next). Here, in
//! the service, so that the conditional moves' use case decides the answer and the move's
//! use case plays it, and neither calls the other.

use super::Core;
use crate::game::events::Told;
use crate::game::games::Games;
use crate::game::handled::{Handled, NotDone, Played};
use crate::game::premoves::{next_answer, not_played, MAX_CHAIN};
use crate::game::unit::Unit;
use crate::game::{deadlines, play};
use crate::store::StoreError;
use crate::types::{GameId, Notice};

impl Core {
    /// `played`'s reply with the conditional moves it sets off, as the replies that follow it.
    pub(super) fn then_premoves(&self, g: Games<'_>, played: Played) -> Told {
        let mut reply = played.reply;
        let Some(game) = reply
            .game
            .as_ref()
            .filter(|_| played.premoves)
            .map(|g| g.id)
        else {
            return reply;
        };
        match answer_premoves(g, game) {
            Ok(replies) => reply.then = replies,
            Err(NotDone::Failed(e)) => {
                tracing::error!(error = %e, %game, "answering conditional moves failed")
            }
            Err(_) => {}
        }
        reply
    }

    /// The clock's share: moves whose conditional answers a process that stopped in between
    /// left unplayed, answered now, each as a notice in its game's channel.
    pub(super) fn premoves_left_unanswered(
        &self,
        g: Games<'_>,
    ) -> Result<Vec<Notice<crate::game::events::Said>>, StoreError> {
        let mut notices = Vec::new();
        for id in g
            .store
            .games_with_due_premoves(g.now - deadlines::PREMOVE_GRACE, deadlines::TICK_BATCH)?
        {
            let Some(row) = g.store.game(id)? else {
                continue;
            };
            for reply in deadlines::or_skip(answer_premoves(g, id), Vec::new())? {
                notices.push(Notice::once(row.channel.clone(), reply));
            }
        }
        Ok(notices)
    }
}

/// The conditional moves that answer the last move of game `game`, played one after the other
/// while each sets off the next: their replies, in order.
fn answer_premoves(g: Games<'_>, game: GameId) -> Handled<Vec<Told>> {
    // The moves of players who are not here: work of no chat event.
    let w = Unit::none(g.store);
    let mut replies = Vec::new();
    for _ in 0..MAX_CHAIN {
        let Some(answer) = next_answer(g, &w, game)? else {
            break;
        };
        let (who, at) = (&answer.player, &answer.channel);
        match play::play_from(g, &w, who, at, &answer.mv, Some(&answer.seen), answer.by) {
            Ok(Played { reply, premoves }) => {
                replies.push(reply);
                if !premoves {
                    break;
                }
            }
            Err(NotDone::Failed(e)) => return Err(NotDone::Failed(e)),
            // Another move came first (then look again), or the line cannot be played.
            Err(why) => not_played(g, &w, &answer, &why)?,
        }
    }
    Ok(replies)
}
