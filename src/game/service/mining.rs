//! Mining finished games for puzzles, in the background.

use super::{Clockwork, Core};
use std::sync::Arc;

impl Clockwork {
    /// Mines the oldest finished game not yet looked at for puzzles; how many it gave.
    pub fn mine_one(&self) -> usize {
        self.core.mine_one()
    }

    /// Starts the thread that mines finished games for puzzles, one every
    /// [`crate::game::mining::MINING_EVERY`]; it stops with the service.
    pub fn start_miner(&self) {
        let core = Arc::downgrade(&self.core);
        let spawned = std::thread::Builder::new()
            .name("kibitz-miner".into())
            .spawn(move || loop {
                std::thread::sleep(crate::game::mining::MINING_EVERY);
                match core.upgrade() {
                    Some(core) => {
                        core.mine_one();
                    }
                    None => break,
                }
            });
        if let Err(e) = spawned {
            tracing::warn!(error = %e, "could not start the puzzle miner");
        }
    }
}

impl Core {
    fn mine_one(&self) -> usize {
        crate::game::mining::mine_one(self.games()).unwrap_or_else(|e| {
            tracing::warn!(error = %e, "mining a game for puzzles failed");
            0
        })
    }
}
