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

impl Core {
    fn present_notice(&self, notice: Notice<Said>) -> Notice {
        let lang = self.channel_language(&notice.channel);
        Notice {
            channel: notice.channel,
            reply: self.present(notice.reply, lang),
            receipt: notice.receipt,
        }
    }
}
