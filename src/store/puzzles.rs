//! Puzzles as they are played: the tries, the ratings of players and puzzles, and the puzzle
//! each channel shows. Which puzzle and how ratings move is the game layer's to decide.

use super::db::{args, Row, Sql};
use super::games::{query_game, GameRow, GAME_COLUMNS};
use super::ratings::StoredRating;
use super::{parse_variant, Result, Store, Tx};
use crate::rules::Variant;
use crate::types::{ChannelId, GameId, Time, UserId};

/// A player's try at a puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleTry {
    /// The solver's moves found so far.
    pub found: u32,
    /// A wrong move was played or the solution shown: the try counted as lost.
    pub failed: bool,
    pub finished: bool,
}

fn rating(r: &Row, at: usize) -> Result<StoredRating> {
    Ok(StoredRating {
        rating: r.real(at)?,
        deviation: r.real(at + 1)?,
        volatility: r.real(at + 2)?,
        games: r.num(at + 3)?,
    })
}

impl Store {
    /// The puzzle `channel` shows, if any.
    pub fn channel_puzzle(&self, channel: &ChannelId) -> Result<Option<String>> {
        self.with(|c| {
            c.query_opt(
                "SELECT puzzle_id FROM channel_puzzles WHERE channel = ?1",
                args![channel],
            )?
            .map(|r| r.text(0))
            .transpose()
        })
    }

    /// The puzzles `user` has tried, by id.
    pub fn tried_puzzles(&self, user: &UserId) -> Result<Vec<String>> {
        self.with(|c| {
            c.query(
                "SELECT puzzle_id FROM puzzle_tries WHERE user_id = ?1",
                args![user],
            )?
            .iter()
            .map(|r| r.text(0))
            .collect()
        })
    }

    /// A player's puzzle rating in a variant, if they have one.
    pub fn puzzle_player_rating(
        &self,
        user: &UserId,
        variant: Variant,
    ) -> Result<Option<StoredRating>> {
        self.with(|c| player_rating(c, user, variant))
    }

    /// A player's puzzle ratings, per variant.
    pub fn puzzle_ratings_of(&self, user: &UserId) -> Result<Vec<(Variant, StoredRating)>> {
        self.with(|c| {
            c.query(
                "SELECT rating, deviation, volatility, games, variant FROM puzzle_player_ratings WHERE user_id = ?1 ORDER BY variant",
                args![user],
            )?
            .iter()
            .map(|r| Ok((parse_variant(&r.text(4)?)?, rating(r, 0)?)))
            .collect()
        })
    }

    /// The ratings of the puzzles played so far, by id.
    pub fn puzzle_ratings(&self) -> Result<Vec<(String, StoredRating)>> {
        self.with(|c| {
            c.query(
                "SELECT rating, deviation, volatility, games, puzzle_id FROM puzzle_ratings",
                args![],
            )?
            .iter()
            .map(|r| Ok((r.text(4)?, rating(r, 0)?)))
            .collect()
        })
    }
}

fn player_rating(c: &mut dyn Sql, user: &UserId, variant: Variant) -> Result<Option<StoredRating>> {
    c.query_opt(
        "SELECT rating, deviation, volatility, games FROM puzzle_player_ratings WHERE user_id = ?1 AND variant = ?2",
        args![user, variant.key()],
    )?
    .map(|r| rating(&r, 0))
    .transpose()
}

impl Store {
    /// `user`'s try at `puzzle`, if they have begun one.
    pub fn puzzle_try_of(&self, user: &UserId, puzzle: &str) -> Result<Option<PuzzleTry>> {
        self.with(|c| try_of(c, user, puzzle))
    }
}

fn try_of(c: &mut dyn Sql, user: &UserId, puzzle: &str) -> Result<Option<PuzzleTry>> {
    c.query_opt(
        "SELECT found, failed, finished FROM puzzle_tries WHERE user_id = ?1 AND puzzle_id = ?2",
        args![user, puzzle],
    )?
    .map(|r| {
        Ok(PuzzleTry {
            found: r.num(0)?,
            failed: r.flag(1)?,
            finished: r.flag(2)?,
        })
    })
    .transpose()
}

impl Tx<'_> {
    /// Shows `puzzle` in `channel` (instead of the one it showed).
    pub fn show_puzzle(&mut self, channel: &ChannelId, puzzle: &str, now: Time) -> Result<()> {
        self.sql.execute(
            "INSERT INTO channel_puzzles (channel, puzzle_id, shown_at) VALUES (?1, ?2, ?3) \
             ON CONFLICT(channel) DO UPDATE SET puzzle_id = excluded.puzzle_id, shown_at = excluded.shown_at",
            args![channel, puzzle, now],
        )?;
        Ok(())
    }

    /// `user`'s try at `puzzle` as this transaction sees it.
    pub fn puzzle_try(&mut self, user: &UserId, puzzle: &str) -> Result<Option<PuzzleTry>> {
        try_of(self.sql, user, puzzle)
    }

    /// Stores `user`'s try at `puzzle`.
    pub fn save_puzzle_try(
        &mut self,
        user: &UserId,
        puzzle: &str,
        t: &PuzzleTry,
        now: Time,
    ) -> Result<()> {
        self.sql.execute(
            "INSERT INTO puzzle_tries (user_id, puzzle_id, found, failed, finished, started_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6) \
             ON CONFLICT(user_id, puzzle_id) DO UPDATE SET found = excluded.found, failed = excluded.failed, finished = excluded.finished",
            args![user, puzzle, t.found, t.failed, t.finished, now],
        )?;
        Ok(())
    }

    /// A player's puzzle rating in a variant and a puzzle's, as this transaction sees them.
    pub fn puzzle_ratings_for(
        &mut self,
        user: &UserId,
        variant: Variant,
        puzzle: &str,
    ) -> Result<(Option<StoredRating>, Option<StoredRating>)> {
        let player = player_rating(self.sql, user, variant)?;
        let own = self
            .sql
            .query_opt(
                "SELECT rating, deviation, volatility, games FROM puzzle_ratings WHERE puzzle_id = ?1",
                args![puzzle],
            )?
            .map(|r| rating(&r, 0))
            .transpose()?;
        Ok((player, own))
    }

    /// Stores a player's puzzle rating in a variant and a puzzle's.
    pub fn save_puzzle_ratings(
        &mut self,
        user: &UserId,
        variant: Variant,
        player: StoredRating,
        puzzle: &str,
        own: StoredRating,
    ) -> Result<()> {
        self.sql.execute(
            "INSERT INTO puzzle_player_ratings (user_id, variant, rating, deviation, volatility, games) VALUES (?1, ?2, ?3, ?4, ?5, ?6) \
             ON CONFLICT(user_id, variant) DO UPDATE SET rating = excluded.rating, deviation = excluded.deviation, \
             volatility = excluded.volatility, games = excluded.games",
            args![user, variant.key(), player.rating, player.deviation, player.volatility, player.games],
        )?;
        self.sql.execute(
            "INSERT INTO puzzle_ratings (puzzle_id, rating, deviation, volatility, games) VALUES (?1, ?2, ?3, ?4, ?5) \
             ON CONFLICT(puzzle_id) DO UPDATE SET rating = excluded.rating, deviation = excluded.deviation, \
             volatility = excluded.volatility, games = excluded.games",
            args![puzzle, own.rating, own.deviation, own.volatility, own.games],
        )?;
        Ok(())
    }
}

impl Store {
    /// Turns the daily puzzle of `channel` on (the first due at `due_at`) or off; whether it
    /// changed.
    pub fn set_daily_puzzle(&self, channel: &ChannelId, on: bool, due_at: Time) -> Result<bool> {
        self.with(|c| {
            let changed = if on {
                c.execute(
                    "INSERT INTO daily_puzzles (channel, due_at) VALUES (?1, ?2) ON CONFLICT DO NOTHING",
                    args![channel, due_at],
                )?
            } else {
                c.execute("DELETE FROM daily_puzzles WHERE channel = ?1", args![channel])?
            };
            Ok(changed == 1)
        })
    }

    /// The channels whose daily puzzle is due (at most `limit`).
    pub fn daily_puzzles_due(&self, now: Time, limit: u32) -> Result<Vec<ChannelId>> {
        self.with(|c| {
            c.query(
                "SELECT channel FROM daily_puzzles WHERE due_at <= ?1 ORDER BY due_at LIMIT ?2",
                args![now, limit],
            )?
            .iter()
            .map(|r| Ok(ChannelId::from_stored(r.text(0)?)))
            .collect()
        })
    }

    /// Claims `channel`'s due daily puzzle until `until` (no other tick posts it before then);
    /// `false` if another process claimed it first.
    pub fn claim_daily_puzzle(&self, channel: &ChannelId, now: Time, until: Time) -> Result<bool> {
        self.with(|c| {
            Ok(c.execute(
                "UPDATE daily_puzzles SET due_at = ?3 WHERE channel = ?1 AND due_at <= ?2",
                args![channel, now, until],
            )? == 1)
        })
    }

    /// Notes that `channel`'s puzzle of `day` was posted: the next is due at `next`.
    pub fn confirm_daily_puzzle(&self, channel: &ChannelId, day: i64, next: Time) -> Result<()> {
        self.with(|c| {
            c.execute(
                "UPDATE daily_puzzles SET due_at = ?3, posted_day = ?2 WHERE channel = ?1",
                args![channel, day, next],
            )?;
            Ok(())
        })
    }
}

/// A puzzle mined from a game played here, as stored (moves and themes separated by spaces).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MinedPuzzle {
    pub id: String,
    pub variant: Variant,
    pub fen: String,
    pub moves: String,
    pub rating: u32,
    pub themes: String,
}

fn mined(r: &Row) -> Result<MinedPuzzle> {
    Ok(MinedPuzzle {
        id: r.text(0)?,
        variant: parse_variant(&r.text(1)?)?,
        fen: r.text(2)?,
        moves: r.text(3)?,
        rating: r.num(4)?,
        themes: r.text(5)?,
    })
}

const MINED_COLUMNS: &str = "id, variant, fen, moves, rating, themes";

impl Store {
    /// The oldest finished game of at least `plies` moves not yet looked at for puzzles.
    pub fn game_to_mine(&self, plies: u32) -> Result<Option<GameRow>> {
        self.with(|c| {
            query_game(
                c,
                &format!(
                    "SELECT {GAME_COLUMNS} WHERE g.finished = 1 AND g.ply >= ?1 \
                     AND NOT EXISTS (SELECT 1 FROM mined_games m WHERE m.game_id = g.id) ORDER BY g.id LIMIT 1"
                ),
                args![plies],
            )
        })
    }

    /// Claims `game` for mining; `false` if it was looked at already (by another process).
    pub fn claim_mining(&self, game: GameId, now: Time) -> Result<bool> {
        self.with(|c| {
            Ok(c.execute(
                "INSERT INTO mined_games (game_id, mined_at) VALUES (?1, ?2) ON CONFLICT DO NOTHING",
                args![game, now],
            )? == 1)
        })
    }

    /// Keeps the puzzles mined from `game`.
    pub fn keep_mined(&self, game: GameId, puzzles: &[MinedPuzzle]) -> Result<()> {
        self.write(|c| {
            for p in puzzles {
                c.execute(
                    &format!("INSERT INTO mined_puzzles ({MINED_COLUMNS}, game_id) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7) ON CONFLICT DO NOTHING"),
                    args![&p.id, p.variant.key(), &p.fen, &p.moves, p.rating, &p.themes, game],
                )?;
            }
            Ok(())
        })
    }

    /// The puzzles mined here in `variant`.
    pub fn mined_puzzles(&self, variant: Variant) -> Result<Vec<MinedPuzzle>> {
        self.with(|c| {
            c.query(
                &format!(
                    "SELECT {MINED_COLUMNS} FROM mined_puzzles WHERE variant = ?1 ORDER BY id"
                ),
                args![variant.key()],
            )?
            .iter()
            .map(mined)
            .collect()
        })
    }

    /// The mined puzzle `id`, if there is one.
    pub fn mined_puzzle(&self, id: &str) -> Result<Option<MinedPuzzle>> {
        self.with(|c| {
            c.query_opt(
                &format!("SELECT {MINED_COLUMNS} FROM mined_puzzles WHERE id = ?1"),
                args![id],
            )?
            .map(|r| mined(&r))
            .transpose()
        })
    }
}
