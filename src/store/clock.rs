//! What the clock fires: games past their deadline, reminders due, and the claims that make
//! each reminder and loss on time sent by one process at a time until one confirms it posted.

use super::db::args;
use super::games::{finish_in, Ending, GameRow, GAME_COLUMNS};
use super::{Result, Store};
use crate::types::{GameClock, GameId, Time};

impl Store {
    /// Games whose player to move has run out of time (at most `limit`, the most overdue first).
    pub fn games_past_deadline(&self, now: Time, limit: u32) -> Result<Vec<GameRow>> {
        self.query_games(
            &format!("SELECT {GAME_COLUMNS} WHERE g.finished = 0 AND g.deadline <= ?1 ORDER BY g.deadline LIMIT ?2"),
            args![now, limit],
        )
    }

    /// Games whose player to move is due a reminder (at most `limit`). Reads only what is due:
    /// the index on `remind_at` holds games in progress not yet reminded.
    pub fn games_to_remind(&self, now: Time, limit: u32) -> Result<Vec<GameRow>> {
        self.query_games(
            &format!("SELECT {GAME_COLUMNS} WHERE g.finished = 0 AND g.remind_at <= ?1 ORDER BY g.remind_at LIMIT ?2"),
            args![now, limit],
        )
    }

    /// Claims the reminder of the move at `ply` until `until`: no other tick sends it before
    /// then. `false` if the game moved on or another process claimed it first (one guarded
    /// statement, as the claims and confirmations below: a racing claim finds the guard false
    /// on the newest row). Unless [`Store::confirm_reminder`] follows, the reminder is due
    /// again at `until`.
    pub fn claim_reminder(
        &self,
        game_id: GameId,
        ply: u32,
        now: Time,
        until: Time,
    ) -> Result<bool> {
        self.with(|c| {
            Ok(c.execute(
                "UPDATE games SET remind_at = ?4 WHERE id = ?1 AND ply = ?2 AND finished = 0 AND remind_at <= ?3",
                args![game_id, ply, now, until],
            )? == 1)
        })
    }

    /// Notes that the reminder of the move at `ply` was posted.
    pub fn confirm_reminder(&self, game_id: GameId, ply: u32) -> Result<()> {
        self.with(|c| {
            c.execute(
                "UPDATE games SET reminded = 1, remind_at = NULL WHERE id = ?1 AND ply = ?2",
                args![game_id, ply],
            )?;
            Ok(())
        })
    }

    /// Ends a game on the clock's behalf (see [`Store::finish`]), its result to be announced
    /// by `announce_by`: if [`Store::confirm_announcement`] has not followed by then, it is
    /// among [`Store::results_to_announce`]. A game on a chess clock keeps `clock`, its
    /// clocks as they stopped.
    pub fn finish_by_clock(
        &self,
        (game_id, ply): (GameId, u32),
        ending: &Ending,
        clock: Option<GameClock>,
        now: Time,
        announce_by: Time,
    ) -> Result<bool> {
        self.write(|tx| {
            if !finish_in(tx, game_id, ply, ending, now)? {
                return Ok(false);
            }
            tx.execute(
                "UPDATE games SET announce_at = ?2, white_ms = COALESCE(?3, white_ms), black_ms = COALESCE(?4, black_ms) WHERE id = ?1",
                args![
                    game_id,
                    announce_by,
                    clock.map(|c| c.left_ms[0]),
                    clock.map(|c| c.left_ms[1])
                ],
            )?;
            Ok(true)
        })
    }

    /// Games the clock ended after `since` whose results were claimed but not posted by
    /// `now`.
    pub fn results_to_announce(&self, now: Time, since: Time, limit: u32) -> Result<Vec<GameRow>> {
        self.query_games(
            &format!("SELECT {GAME_COLUMNS} WHERE g.announce_at <= ?1 AND g.updated_at > ?2 ORDER BY g.announce_at LIMIT ?3"),
            args![now, since, limit],
        )
    }

    /// Claims the announcement of a game's result until `until`; `false` if another process
    /// claimed or posted it first.
    pub fn claim_announcement(&self, game_id: GameId, now: Time, until: Time) -> Result<bool> {
        self.with(|c| {
            Ok(c.execute(
                "UPDATE games SET announce_at = ?3 WHERE id = ?1 AND announce_at <= ?2",
                args![game_id, now, until],
            )? == 1)
        })
    }

    /// Notes that a game's result was posted.
    pub fn confirm_announcement(&self, game_id: GameId) -> Result<()> {
        self.with(|c| {
            c.execute(
                "UPDATE games SET announce_at = NULL WHERE id = ?1",
                args![game_id],
            )?;
            Ok(())
        })
    }

    /// When the first game on a chess clock runs out of time (its side to move's) after
    /// `now`, if any game on a clock is in progress.
    pub fn next_flag(&self, now: Time) -> Result<Option<Time>> {
        self.with(|c| {
            c.query_opt(
                "SELECT MIN(deadline) FROM games WHERE finished = 0 AND deadline > ?1 AND clock_since_ms IS NOT NULL",
                args![now],
            )?
            .map(|r| r.opt_time(0))
            .transpose()
            .map(Option::flatten)
        })
    }

    /// When a process running the clock was last alive, if one ever was.
    pub fn heartbeat(&self) -> Result<Option<Time>> {
        self.with(|c| {
            c.query_opt("SELECT alive_at FROM clock_heartbeat WHERE id = 1", args![])?
                .map(|r| r.time(0))
                .transpose()
        })
    }

    /// Notes that a process running the clock is alive at `now`.
    pub fn beat(&self, now: Time) -> Result<()> {
        self.with(|c| {
            c.execute(
                "INSERT INTO clock_heartbeat (id, alive_at) VALUES (1, ?1) \
                 ON CONFLICT (id) DO UPDATE SET alive_at = excluded.alive_at",
                args![now],
            )?;
            Ok(())
        })
    }

    /// Gives every running chess clock back the time since `last_alive`, when the process was
    /// last seen alive, up to `now`: in one transaction, and only if no other process beat
    /// meanwhile (so that of two processes starting together, one does it). How many games
    /// had their time given back.
    pub fn resume_clocks(&self, last_alive: Time, now: Time) -> Result<usize> {
        let down = now - last_alive;
        self.write(|tx| {
            let claimed = tx.execute(
                "UPDATE clock_heartbeat SET alive_at = ?2 WHERE id = 1 AND alive_at = ?1",
                args![last_alive, now],
            )?;
            if claimed != 1 || down <= 0 {
                return Ok(0);
            }
            tx.execute(
                "UPDATE games SET deadline = deadline + ?1, clock_since_ms = clock_since_ms + ?1 * 1000, \
                 remind_at = remind_at + ?1 WHERE finished = 0 AND clock_since_ms IS NOT NULL",
                args![down],
            )
        })
    }
}
