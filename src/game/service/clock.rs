//! The clock's side of the service: what is due (losses on time, reminders, expired
//! challenges, tournament rounds, daily puzzles) presented as notices in their channels'
//! languages, and the notices' receipts.

use super::{Core, REMEMBER_EVENTS};
use crate::game::events::Said;
use crate::game::{deadlines, puzzles, tournaments};
use crate::store::StoreError;
use crate::types::*;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;
use std::time::Duration;

/// The part of the service that runs by the clock rather than by a command: what is due
/// (losses on time, reminders, expired challenges, votes closing, tournament rounds and the
/// boards they set up, daily puzzles), the bot's moves and the puzzle miner in the
/// background.
#[derive(Clone)]
pub struct Clockwork {
    pub(super) core: Arc<Core>,
    /// When handled chat events were last forgotten (a write, so not on every tick).
    events_forgotten_at: Arc<AtomicI64>,
}

impl Clockwork {
    pub(super) fn new(core: Arc<Core>) -> Clockwork {
        Clockwork {
            core,
            events_forgotten_at: Arc::new(AtomicI64::new(i64::MIN)),
        }
    }

    /// Fires what is due: losses on time, reminders and expired challenges. Call it every few
    /// seconds (the deadlines are in the database, so nothing is missed across a restart). It
    /// reads only what is due, however many games are in progress.
    pub fn tick(&self) -> Vec<Notice> {
        let core = &self.core;
        core.bot.release_overdue();
        if let Err(e) = core.store.beat(core.now()) {
            tracing::warn!(error = %e, "could not note that the clock is alive");
        }
        // Votes first: a vote due at its team's deadline is played, not lost on time.
        let votes = core.close_votes();
        let due = votes.and_then(|closed| {
            let mut notices = closed;
            notices.extend(deadlines::due(core.games())?);
            // Moves whose conditional answers were not played (a process stopped between).
            notices.extend(core.premoves_left_unanswered(core.games())?);
            // After the losses on time, which may end a tournament's round.
            let rounds = tournaments::rounds::due(core.games())?;
            self.forget_old_events()?;
            notices.extend(puzzles::daily_due(core.games())?);
            self.core
                .flags
                .look_again(core.store.next_flag(core.now())?);
            Ok((notices, rounds))
        });
        match due {
            Ok((notices, rounds)) => {
                let mut presented: Vec<Notice> = notices
                    .into_iter()
                    .map(|mut notice| {
                        // A team's move may leave the bot to move: its answer is posted
                        // once this notice is (see `posted`).
                        core.bot.answers_after_notice(&notice.reply);
                        core.add_team_records(&mut notice.reply);
                        core.present_notice(notice)
                    })
                    .collect();
                for (mut notice, table) in rounds {
                    // The final standings come with their table drawn.
                    notice.reply.files.extend(
                        table.map(|t| {
                            core.draw_standings(&t, core.channel_language(&notice.channel))
                        }),
                    );
                    presented.push(core.present_notice(notice));
                }
                presented
            }
            Err(e) => {
                tracing::error!(error = %e, "checking deadlines failed");
                Vec::new()
            }
        }
    }

    /// Notes that `notices` were posted: their reminders and results are not sent again.
    /// Call it with what the tick returned once it is out (a notice not handed back is sent
    /// again after a while, by whichever process looks first).
    pub fn posted(&self, notices: &[Notice]) {
        deadlines::posted(&self.core.store, notices);
        puzzles::posted(&self.core.store, notices);
        for notice in notices {
            self.core.bot.replied(&notice.reply);
        }
    }

    /// Waits until a chess clock may have run out (the next tick then ends its game).
    pub async fn flag_due(&self) {
        let flags = &self.core.flags;
        loop {
            let changed = flags.changed.notified();
            let Some(at) = flags.next() else {
                changed.await;
                continue;
            };
            let wait = self.until(at);
            if wait.is_zero() {
                // Looked at by the tick that follows; not again before it has (so that a tick
                // that fails waits for the next interval rather than spinning).
                flags.taken(at);
                return;
            }
            tokio::select! {
                () = tokio::time::sleep(wait) => return,
                () = changed => {}
            }
        }
    }

    /// How long until a chess clock may have run out, if one runs (for a loop that waits
    /// without an async runtime, as the console's).
    pub fn until_flag(&self) -> Option<Duration> {
        self.core.flags.next().map(|at| self.until(at))
    }

    fn until(&self, at: Time) -> Duration {
        let ms = at.unix().saturating_mul(1000) - self.core.clock.now_ms();
        Duration::from_millis(u64::try_from(ms).unwrap_or(0))
    }

    /// Forgets handled events old enough never to come again; at most once an hour.
    fn forget_old_events(&self) -> Result<(), StoreError> {
        let now = self.core.now();
        let last = Time::from_unix(self.events_forgotten_at.load(Ordering::Relaxed));
        if now - last < 3600 {
            return Ok(());
        }
        self.events_forgotten_at
            .store(now.unix(), Ordering::Relaxed);
        self.core.store.forget_events(now - REMEMBER_EVENTS)?;
        Ok(())
    }
}

/// When the next chess clock may run out, for the ticker to wake then rather than at its next
/// tick: the earliest in the store after each tick, lowered by every move that sets an
/// earlier one.
pub(super) struct Flags {
    /// Unix seconds; `i64::MAX` when no clock runs.
    next: AtomicI64,
    changed: tokio::sync::Notify,
}

impl Flags {
    pub fn new() -> Flags {
        Flags {
            next: AtomicI64::new(i64::MAX),
            changed: tokio::sync::Notify::new(),
        }
    }

    /// A chess clock may run out at `at`.
    pub fn lower(&self, at: Time) {
        if self.next.fetch_min(at.unix(), Ordering::SeqCst) > at.unix() {
            self.changed.notify_one();
        }
    }

    /// After a tick: the earliest time a clock may run out, as the store says. A move that
    /// lowered it while the store was read is kept.
    fn look_again(&self, at: Option<Time>) {
        self.next.store(i64::MAX, Ordering::SeqCst);
        if let Some(at) = at {
            self.lower(at);
        }
    }

    /// The flag due at `at` is being looked at.
    fn taken(&self, at: Time) {
        let _ = self
            .next
            .compare_exchange(at.unix(), i64::MAX, Ordering::SeqCst, Ordering::SeqCst);
    }

    fn next(&self) -> Option<Time> {
        let at = self.next.load(Ordering::SeqCst);
        (at != i64::MAX).then(|| Time::from_unix(at))
    }
}

impl Core {
    /// Gives back the time the chess clocks ran while no process ran the clock (since its
    /// last heartbeat); called once as the service starts, before any command or tick.
    pub(super) fn resume_clocks(&self) {
        let now = self.now();
        let resumed = match self.store.heartbeat() {
            Ok(Some(last_alive)) => self.store.resume_clocks(last_alive, now),
            Ok(None) => self.store.beat(now).map(|()| 0),
            Err(e) => Err(e),
        };
        match resumed {
            Ok(0) => {}
            Ok(games) => {
                tracing::info!(games, "gave the chess clocks back the time Kibitz was down")
            }
            Err(e) => {
                tracing::error!(error = %e, "could not give the chess clocks back the time Kibitz was down")
            }
        }
    }

    fn present_notice(&self, notice: Notice<Said>) -> Notice {
        let lang = self.channel_language(&notice.channel);
        Notice {
            channel: notice.channel,
            reply: self.present(notice.reply, lang),
            receipt: notice.receipt,
        }
    }
}
