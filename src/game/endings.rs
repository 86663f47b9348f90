//! Games ended by a player (resigning, agreeing) or by the clock: what is stored and what is
//! announced.

use super::events::{Event, HowEnded, Told};
use super::games::{position, Games};
use super::handled::{Handled, Refusal};
use super::notify::tell_result;
use super::unit::Unit;
use super::views::board_reply;
use crate::rules::{Outcome, Reason};
use crate::store::{Ending, GameRow};
use crate::types::*;

/// How the game in `row` ending with `outcome` is stored, its ratings included.
pub(super) fn stored_ending(row: &GameRow, outcome: Outcome) -> Ending {
    Ending {
        winner: outcome.winner,
        reason: outcome.reason,
        ratings: super::ratings::rule_for(row),
    }
}

/// Ends the game in `row` with `ending`, `by` one of its players.
pub(super) fn finish_reply(
    g: Games<'_>,
    w: &Unit,
    row: &GameRow,
    ending: Outcome,
    how: HowEnded,
    by: &UserId,
) -> Handled<Told> {
    let stored = stored_ending(row, ending);
    if !w.write(|tx| tx.finish(row.id, row.ply, &stored, g.now))? {
        return Err(Refusal::GameChangedLookAtBoard);
    }
    ended_reply(g.now, row, ending, how, Some(by))
}

/// The reply announcing that the game in `row` ended with `ending` at `now`, `by` a player
/// (none: the clock): how it ended and the result, the final board.
pub(super) fn ended_reply(
    now: i64,
    row: &GameRow,
    ending: Outcome,
    how: HowEnded,
    by: Option<&UserId>,
) -> Handled<Told> {
    let pos = position(row)?;
    let mut reply = board_reply(now, row, row.ply, &pos, None, Some(ending));
    reply.text = Event::Ended {
        how,
        row: Box::new(row.clone()),
        outcome: ending,
    }
    .into();
    reply.mentions = vec![row.white.id.clone(), row.black.id.clone()];
    tell_result(&mut reply, row, ending, by);
    Ok(reply)
}

/// `resign`: the game in `channel` ends, won by the opponent.
pub(super) fn resign(g: Games<'_>, w: &Unit, actor: &User, channel: &ChannelId) -> Handled<Told> {
    let (row, color) = g.playing(channel, actor)?;
    let outcome = Outcome {
        winner: Some(!color),
        reason: Reason::Resignation,
    };
    finish_reply(
        g,
        w,
        &row,
        outcome,
        HowEnded::Resigned {
            by: actor.name.clone(),
        },
        &actor.id,
    )
}
