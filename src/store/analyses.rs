//! Analyses of finished games, kept so that each is computed once.

use super::db::args;
use super::{Result, Store};
use crate::types::{GameId, Time};

/// A game's kept analysis: what the engine said of each position, in the game layer's text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredAnalysis {
    pub nodes: u64,
    pub scored: String,
}

impl Store {
    /// The analysis kept for `game`, if any.
    pub fn analysis(&self, game: GameId) -> Result<Option<StoredAnalysis>> {
        self.with(|c| {
            let row = c.query_opt(
                "SELECT nodes, scored FROM analyses WHERE game_id = ?1",
                args![game],
            )?;
            row.map(|r| {
                Ok(StoredAnalysis {
                    nodes: r.int(0)? as u64,
                    scored: r.text(1)?,
                })
            })
            .transpose()
        })
    }

    /// Keeps `analysis` for `game`, unless one is kept already (two processes that analysed
    /// the same game at once: the first kept stays). Whether this one was kept.
    pub fn keep_analysis(&self, game: GameId, analysis: &StoredAnalysis, at: Time) -> Result<bool> {
        self.with(|c| {
            let kept = c.execute(
                "INSERT INTO analyses (game_id, nodes, scored, made_at) VALUES (?1, ?2, ?3, ?4)
                 ON CONFLICT(game_id) DO NOTHING",
                args![game, analysis.nodes as i64, analysis.scored.as_str(), at],
            )?;
            Ok(kept == 1)
        })
    }
}
