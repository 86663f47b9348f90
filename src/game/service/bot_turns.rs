//! The bot's side: its workers started with the games left waiting for it, and each move it
//! thinks out played as any player's move is.

use super::{Clockwork, Core};
use crate::game::bot;
use crate::game::events::MoveBy;
use crate::game::play;
use crate::game::unit::Unit;
use crate::types::Notice;
use std::sync::mpsc::Receiver;
use std::sync::Arc;

impl Clockwork {
    /// Starts `threads` threads that play the bot's moves, and gives them every unfinished
    /// game where the bot is to move (after a restart, those left waiting). The bot's moves
    /// come back on the returned receiver, as notices to post in the games' channels.
    /// Starting again returns a receiver that gets nothing: one set of workers per service.
    pub fn start_bot(&self, threads: usize) -> Receiver<Notice> {
        let core = Arc::downgrade(&self.core);
        let turn = move |job| core.upgrade()?.bot_turn(job);
        let Some(moves) = self.core.bot.start(threads, turn) else {
            return std::sync::mpsc::channel().1;
        };
        // The games left waiting are read on a thread of their own: the caller may be an
        // async task, which must not wait for the database.
        let core = self.core.clone();
        let spawned = std::thread::Builder::new()
            .name("kibitz-bot-resume".into())
            .spawn(move || {
                for job in bot::waiting_turns(&core.store) {
                    core.bot.queue(job);
                }
            });
        if let Err(e) = spawned {
            tracing::error!(error = %e, "cannot resume the games where the bot is to move");
        }
        moves
    }
}

impl Core {
    /// The bot's move in game `job.0` at ply `job.1`, thought out and played, with the
    /// conditional moves it sets off: the notice to post, if a move was played.
    fn bot_turn(&self, job: bot::Job) -> Option<Notice> {
        let thought = bot::think(self.games(), job)?;
        // Thinking took time: the move is played at the clock's reading after it, if the game
        // still stands where it was thought out, in the channel where it is played now (it
        // may have moved into its thread meanwhile).
        let g = self.games();
        let (channel, played) = match g.store.game(thought.game) {
            Ok(Some(row)) => {
                let played = play::play_from(
                    g,
                    &Unit::none(&self.store),
                    &thought.bot,
                    &row.channel,
                    &thought.notation,
                    Some(&thought.seen),
                    MoveBy::Player,
                );
                (row.channel, played)
            }
            Ok(None) => return None,
            Err(e) => (thought.channel, Err(e.into())),
        };
        let played = played.map(|played| {
            let mut told = self.then_premoves(g, played);
            self.add_team_records(&mut told);
            told
        });
        let reply = self.respond(&channel, self.channel_language(&channel), played);
        (!reply.error).then(|| Notice::once(channel, reply))
    }
}
