//! Games ended by a player (resigning, agreeing) or by the clock: what is stored and what is
//! announced.

use super::handled::{Handled, HowEnded, Refusal};
use super::unit::Unit;
use super::words::games as said;
use super::Service;
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

impl Service {
    /// Ends the game in `row` with `ending`, `by` one of its players.
    pub(super) fn finish_reply(
        &self,
        w: &Unit,
        row: &GameRow,
        ending: Outcome,
        how: HowEnded,
        by: &UserId,
    ) -> Handled<Reply> {
        let stored = stored_ending(row, ending);
        if !w.write(|tx| tx.finish(row.id, row.ply, &stored, self.now()))? {
            return Err(Refusal::GameChangedLookAtBoard);
        }
        self.ended_reply(row, ending, how, Some(by))
    }

    /// The reply announcing that the game in `row` ended with `ending`, `by` a player (none:
    /// the clock): how it ended and the result, the final board.
    pub(super) fn ended_reply(
        &self,
        row: &GameRow,
        ending: Outcome,
        how: HowEnded,
        by: Option<&UserId>,
    ) -> Handled<Reply> {
        let pos = Self::position(row)?;
        let mut reply = self.board_reply(row, row.ply, &pos, None, Some(ending));
        reply.text = said::ended(how, row, ending);
        reply.mentions = vec![row.white.id.clone(), row.black.id.clone()];
        self.tell_result(&mut reply, row, ending, by);
        Ok(reply)
    }

    pub(super) fn resign(&self, w: &Unit, actor: &User, channel: &ChannelId) -> Handled<Reply> {
        let row = self.active(channel)?;
        let color = self.player(&row, actor)?;
        let outcome = Outcome {
            winner: Some(!color),
            reason: Reason::Resignation,
        };
        self.finish_reply(
            w,
            &row,
            outcome,
            HowEnded::Resigned { by: &actor.name },
            &actor.id,
        )
    }
}
