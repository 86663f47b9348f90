//! Time: when a move is due, when its player is reminded, losses on time, and challenges
//! that nobody answered.

use super::endings::stored_ending;
use super::handled::{ending_outcome, Handled, HowEnded, Refusal};
use super::words::games as said;
use super::Service;
use crate::rules::{Color, Outcome, Reason};
use crate::store::{GameRow, StoreError};
use crate::types::*;

/// A waiting challenge expires after this long.
pub const CHALLENGE_LIFETIME: i64 = 24 * 3600;
/// The most of each kind of notice one tick sends; the rest wait for the next tick, so that a
/// backlog (after a long outage) never makes one tick slow.
const TICK_BATCH: u32 = 200;

/// How long after a move the tick answers conditional moves left unanswered: the mover's own
/// request answers them at once, and the two should not race.
const PREMOVE_GRACE: i64 = 30;
/// How long a process has to post a reminder or a loss on time it claimed and confirm it
/// ([`Service::posted`]) before another tick sends it again.
const POSTING_LEASE: i64 = 120;
/// How long the announcement of a loss on time is tried again.
const ANNOUNCE_FOR: i64 = 24 * 3600;

/// Inside the tick: a failing database stops it; a game it cannot read is passed over.
fn or_skip<T>(result: Handled<T>, skip: T) -> Result<T, StoreError> {
    match result {
        Ok(value) => Ok(value),
        Err(Refusal::Store(StoreError::Corrupt(why))) => {
            tracing::warn!(why, "passing over a game the tick cannot read");
            Ok(skip)
        }
        Err(Refusal::Store(e)) => Err(e),
        Err(refused) => {
            tracing::warn!(?refused, "passing over a game the tick cannot read");
            Ok(skip)
        }
    }
}

/// When the move now begun is due, and when its player is reminded.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MoveClock {
    pub deadline: i64,
    pub remind_at: i64,
}

/// The reminder comes when a quarter of the time is left, but never more than a day before
/// the deadline (a day's notice is enough even in two-week games).
pub fn move_clock(now: i64, time: TimePerMove) -> MoveClock {
    let seconds = i64::from(time.seconds());
    let deadline = now + seconds;
    MoveClock {
        deadline,
        remind_at: deadline - (seconds / 4).min(86_400),
    }
}

impl Service {
    /// The clock of a move of `player`'s now begun: it starts now, or when their vacation ends.
    pub(super) fn clock_for(&self, time: TimePerMove, player: &UserId) -> Handled<MoveClock> {
        Ok(move_clock(self.clock_start(player, time)?, time))
    }

    /// The clock of a move of the player of `color` in `row` now begun (see
    /// [`Service::clock_for`]), from the vacation read with the game.
    pub(super) fn clock_in(&self, row: &GameRow, color: Color) -> MoveClock {
        move_clock(self.clock_start_in(row, color), row.time)
    }

    /// Fires what is due: losses on time, reminders and expired challenges. Call it every few
    /// seconds (the deadlines are in the database, so nothing is missed across a restart). It
    /// reads only what is due, however many games are in progress.
    pub fn tick(&self) -> Vec<Notice> {
        self.release_overdue_bot_moves();
        match self.try_tick() {
            Ok(mut notices) => {
                for notice in &mut notices {
                    self.present(&mut notice.reply);
                }
                notices
            }
            Err(e) => {
                tracing::error!(error = %e, "checking deadlines failed");
                Vec::new()
            }
        }
    }

    fn try_tick(&self) -> Result<Vec<Notice>, StoreError> {
        let now = self.now();
        let mut notices = Vec::new();
        for row in self.store.games_past_deadline(now, TICK_BATCH)? {
            let Ok(pos) = Self::position(&row) else {
                continue;
            };
            if or_skip(self.paused(&row), true)? {
                continue;
            }
            let outcome = Outcome {
                winner: Some(!pos.turn()),
                reason: Reason::Timeout,
            };
            let ending = stored_ending(&row, outcome);
            if !self
                .store
                .finish_by_clock(row.id, row.ply, &ending, now, now + POSTING_LEASE)?
            {
                continue; // a move came in first, or another process ended it
            }
            notices.extend(self.timeout_notice(&row, outcome)?);
        }
        // Losses on time whose announcement a process claimed and never posted (it stopped, or
        // the chat could not be reached), for a day.
        for row in self
            .store
            .results_to_announce(now, now - ANNOUNCE_FOR, TICK_BATCH)?
        {
            let Some(outcome) = ending_outcome(&row) else {
                continue;
            };
            if self
                .store
                .claim_announcement(row.id, now, now + POSTING_LEASE)?
            {
                notices.extend(self.timeout_notice(&row, outcome)?);
            }
        }
        for row in self.store.games_to_remind(now, TICK_BATCH)? {
            if or_skip(self.paused(&row), true)? {
                continue;
            }
            if !self
                .store
                .claim_reminder(row.id, row.ply, now, now + POSTING_LEASE)?
            {
                continue;
            }
            let Ok(pos) = Self::position(&row) else {
                continue;
            };
            let (to_move, opponent) = (row.player(pos.turn()), row.player(!pos.turn()));
            let left = row.deadline.map_or(0, |d| d - now);
            let mut reply = Reply::mentioning(
                said::reminder(&row, to_move, opponent, left),
                vec![to_move.id.clone()],
            );
            if row.time.seconds() >= CORRESPONDENCE_SECONDS {
                let text = said::reminder_direct(&row, opponent, left);
                self.tell_player(
                    &mut reply,
                    &row,
                    pos.turn(),
                    NotifyEvent::Reminder,
                    text,
                    false,
                );
            }
            notices.push(Notice {
                channel: row.channel.clone(),
                reply,
                receipt: Some(Receipt::Reminder {
                    game: row.id,
                    ply: row.ply,
                }),
            });
        }
        // Moves whose conditional answers were not played (the process stopped in between).
        for id in self
            .store
            .games_with_due_premoves(now - PREMOVE_GRACE, TICK_BATCH)?
        {
            let Some(row) = self.store.game(id)? else {
                continue;
            };
            for reply in or_skip(self.answer_premoves(id), Vec::new())? {
                self.bot_turn_if_due(&reply);
                notices.push(Notice::once(row.channel.clone(), reply));
            }
        }
        for ch in self
            .store
            .challenges_made_before(self.expired_before(), TICK_BATCH)?
        {
            if !self
                .store
                .transaction(None, |tx| tx.delete_challenge(ch.id))?
            {
                continue; // accepted or withdrawn just now
            }
            notices.push(Notice::once(
                ch.channel.clone(),
                Reply::mentioning(
                    super::words::challenges::expired(&ch),
                    vec![ch.challenger.id.clone()],
                ),
            ));
        }
        self.forget_old_events()?;
        Ok(notices)
    }

    /// The announcement of a loss on time in `row`, which ended with `outcome`; none if the
    /// game cannot be read (it is passed over, as elsewhere in the tick).
    fn timeout_notice(
        &self,
        row: &GameRow,
        outcome: Outcome,
    ) -> Result<Option<Notice>, StoreError> {
        let loser = row.player(outcome.winner.map_or(Color::White, |w| !w));
        let how = HowEnded::OutOfTime { loser: &loser.name };
        let reply = or_skip(self.ended_reply(row, outcome, how, None).map(Some), None)?;
        Ok(reply.map(|reply| Notice {
            channel: row.channel.clone(),
            reply,
            receipt: Some(Receipt::Result { game: row.id }),
        }))
    }

    /// Notes that `notices` were posted: their reminders and results are not sent again.
    /// Call it with what the tick returned once it is out (a notice not handed back is sent
    /// again after a while, by whichever process looks first).
    pub fn posted(&self, notices: &[Notice]) {
        for receipt in notices.iter().filter_map(|n| n.receipt) {
            let confirmed = match receipt {
                Receipt::Reminder { game, ply } => self.store.confirm_reminder(game, ply),
                Receipt::Result { game } => self.store.confirm_announcement(game),
            };
            if let Err(e) = confirmed {
                tracing::warn!(error = %e, ?receipt, "noting a posted notice failed; it will be sent again");
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reminders_come_with_a_quarter_of_the_time_left_but_at_most_a_day_early() {
        let hour = TimePerMove::from_seconds(3600).unwrap();
        assert_eq!(
            move_clock(1000, hour),
            MoveClock {
                deadline: 4600,
                remind_at: 4600 - 900
            }
        );
        let weeks = TimePerMove::from_seconds(14 * 86_400).unwrap();
        let clock = move_clock(0, weeks);
        assert_eq!(clock.deadline - clock.remind_at, 86_400);
    }
}
