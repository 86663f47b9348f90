//! The clock's side of the service: what is due (losses on time, reminders, expired
//! challenges, tournament rounds, daily puzzles) presented as notices in their channels'
//! languages, and the notices' receipts.

use super::{Service, REMEMBER_EVENTS};
use crate::game::events::Said;
use crate::game::{deadlines, puzzles, tournaments};
use crate::store::StoreError;
use crate::types::*;
use std::sync::atomic::Ordering;

impl Service {
    /// Fires what is due: losses on time, reminders and expired challenges. Call it every few
    /// seconds (the deadlines are in the database, so nothing is missed across a restart). It
    /// reads only what is due, however many games are in progress.
    pub fn tick(&self) -> Vec<Notice> {
        self.bot.release_overdue();
        // Votes first: a vote due at its team's deadline is played, not lost on time.
        let votes = self.close_votes();
        let due = votes.and_then(|closed| {
            let mut notices = closed;
            notices.extend(deadlines::due(self.games())?);
            // Moves whose conditional answers were not played (a process stopped between).
            notices.extend(self.premoves_left_unanswered(self.games())?);
            // After the losses on time, which may end a tournament's round.
            let rounds = tournaments::rounds::due(self.games())?;
            self.forget_old_events()?;
            notices.extend(puzzles::daily_due(self.games())?);
            Ok((notices, rounds))
        });
        match due {
            Ok((notices, rounds)) => {
                let mut presented: Vec<Notice> = notices
                    .into_iter()
                    .map(|mut notice| {
                        // A team's move may leave the bot to move: its answer is posted
                        // once this notice is (see `posted`).
                        self.bot.answers_after_notice(&notice.reply);
                        self.add_team_records(&mut notice.reply);
                        self.present_notice(notice)
                    })
                    .collect();
                for (mut notice, table) in rounds {
                    // The final standings come with their table drawn.
                    notice.reply.files.extend(
                        table.map(|t| {
                            self.draw_standings(&t, self.channel_language(&notice.channel))
                        }),
                    );
                    presented.push(self.present_notice(notice));
                }
                presented
            }
            Err(e) => {
                tracing::error!(error = %e, "checking deadlines failed");
                Vec::new()
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

    /// Notes that `notices` were posted: their reminders and results are not sent again.
    /// Call it with what the tick returned once it is out (a notice not handed back is sent
    /// again after a while, by whichever process looks first).
    pub fn posted(&self, notices: &[Notice]) {
        deadlines::posted(&self.store, notices);
        puzzles::posted(&self.store, notices);
        for notice in notices {
            self.bot.replied(&notice.reply);
        }
    }

    /// Forgets handled events old enough never to come again; at most once an hour.
    fn forget_old_events(&self) -> Result<(), StoreError> {
        let now = self.now();
        let last = self.events_forgotten_at.load(Ordering::Relaxed);
        if now.saturating_sub(last) < 3600 {
            return Ok(());
        }
        self.events_forgotten_at.store(now, Ordering::Relaxed);
        self.store.forget_events(now - REMEMBER_EVENTS)?;
        Ok(())
    }
}
