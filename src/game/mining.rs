//! Puzzles mined from the games finished here, in the background: one game at a time, every
//! few minutes, so that it takes a small share of one core (a game is searched in a second or
//! two), claimed so that two processes never mine the same game.

use super::games::Games;
use super::replays::replayed;
use crate::engine::puzzles::mine::mine_game;
use crate::store::{MinedPuzzle, StoreError};

/// How long the miner rests between two games.
pub const MINING_EVERY: std::time::Duration = std::time::Duration::from_secs(120);
/// Games shorter than this are not looked at.
const AT_LEAST_PLIES: u32 = 12;

/// Mines the oldest finished game not yet looked at; how many puzzles it gave.
pub(super) fn mine_one(g: Games<'_>) -> Result<usize, StoreError> {
    let Some(row) = g.store.game_to_mine(AT_LEAST_PLIES)? else {
        return Ok(0);
    };
    if !g.store.claim_mining(row.id, g.now)? {
        return Ok(0);
    }
    let Ok(game) = replayed(&row, &g.store.moves(row.id)?) else {
        tracing::warn!(game = %row.id, "a stored game does not replay; not mined");
        return Ok(0);
    };
    let mined: Vec<MinedPuzzle> = mine_game(&game)
        .into_iter()
        .enumerate()
        .map(|(i, p)| MinedPuzzle {
            id: format!("g{}-{}", row.id, i + 1),
            variant: row.variant,
            fen: p.fen,
            moves: p.moves.join(" "),
            rating: p.rating,
            themes: p.themes.join(" "),
        })
        .collect();
    g.store.keep_mined(row.id, &mined)?;
    Ok(mined.len())
}
