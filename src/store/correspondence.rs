//! What correspondence players keep: their notification settings, their conditional moves,
//! their vacations, and the servers where they play (for the leaderboards per server).

use super::db::{args, Row, Sql};
use super::{Result, Store, Tx};
use crate::types::{GameId, NotifySet, ServerId, Time, UserId};

/// A stored line of conditional moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PremoveRow {
    pub id: i64,
    pub owner: UserId,
    /// The game's ply at which the line's first move is to be played.
    pub from_ply: u32,
    pub moves: Vec<String>,
}

/// A vacation: from when to when (its end, or when it was ended early).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct VacationRow {
    pub started_at: Time,
    pub until: Time,
}

impl Store {
    /// The events a user is told of directly.
    pub fn notify_settings(&self, user: &UserId) -> Result<NotifySet> {
        self.with(|c| {
            let row = c.query_opt(
                "SELECT notify + 16 * notify_board FROM users WHERE id = ?1",
                args![user],
            )?;
            let bits = row.map(|r| r.num::<u8>(0)).transpose()?;
            Ok(NotifySet::from_bits(bits.unwrap_or(0)))
        })
    }

    /// The lines of conditional moves stored in a game, oldest first.
    pub fn premoves(&self, game_id: GameId) -> Result<Vec<PremoveRow>> {
        self.with(|c| {
            c.query(
                "SELECT id, owner, from_ply, moves FROM premoves WHERE game_id = ?1 ORDER BY id",
                args![game_id],
            )?
            .iter()
            .map(|r| {
                Ok(PremoveRow {
                    id: r.int(0)?,
                    owner: UserId::from_stored(r.text(1)?),
                    from_ply: r.num(2)?,
                    moves: r.text(3)?.split_whitespace().map(str::to_string).collect(),
                })
            })
            .collect()
        })
    }

    /// Games in progress, last changed before `before`, with a line whose start the game has
    /// passed: a move came that its lines have not been checked against.
    pub fn games_with_due_premoves(&self, before: Time, limit: u32) -> Result<Vec<GameId>> {
        self.with(|c| {
            c.query(
                "SELECT DISTINCT p.game_id FROM premoves p JOIN games g ON g.id = p.game_id \
                 WHERE g.finished = 0 AND p.from_ply < g.ply AND g.updated_at < ?1 LIMIT ?2",
                args![before, limit],
            )?
            .iter()
            .map(|r| r.int(0).map(GameId))
            .collect()
        })
    }

    /// A user's vacations that began at or after `since`, oldest first.
    pub fn vacations_since(&self, user: &UserId, since: Time) -> Result<Vec<VacationRow>> {
        self.with(|c| {
            c.query(
                "SELECT started_at, until FROM vacations WHERE user_id = ?1 AND started_at >= ?2 ORDER BY started_at",
                args![user, since],
            )?
            .iter()
            .map(vacation_row)
            .collect()
        })
    }

    /// The vacation a user is on at `now`, if any.
    pub fn vacation_at(&self, user: &UserId, now: Time) -> Result<Option<VacationRow>> {
        self.with(|c| {
            c.query_opt(
                "SELECT started_at, until FROM vacations WHERE user_id = ?1 AND started_at <= ?2 AND until > ?2 \
                 ORDER BY started_at DESC LIMIT 1",
                args![user, now],
            )?
            .as_ref()
            .map(vacation_row)
            .transpose()
        })
    }

    /// Notes that a user plays in a server. Not part of any command's transaction.
    pub fn add_member(&self, server: &ServerId, user: &UserId) -> Result<()> {
        self.with(|c| {
            c.execute(
                "INSERT INTO server_members (server, user_id) VALUES (?1, ?2) ON CONFLICT DO NOTHING",
                args![server, user],
            )?;
            Ok(())
        })
    }
}

fn vacation_row(r: &Row) -> Result<VacationRow> {
    Ok(VacationRow {
        started_at: r.time(0)?,
        until: r.time(1)?,
    })
}

/// Moves the deadlines of games at the given plies; the ids of those that had moved on.
fn shift_deadlines(tx: &mut dyn Sql, games: &[(GameId, u32)], shift: i64) -> Result<Vec<GameId>> {
    let mut missed = Vec::new();
    for &(id, ply) in games {
        let updated = tx.execute(
            "UPDATE games SET deadline = deadline + ?3, remind_at = remind_at + ?3, clock_since_ms = clock_since_ms + ?3 * 1000 \
             WHERE id = ?1 AND ply = ?2 AND finished = 0 AND deadline IS NOT NULL",
            args![id, ply, shift],
        )?;
        if updated != 1 {
            missed.push(id);
        }
    }
    Ok(missed)
}

impl Tx<'_> {
    /// Stores a user's settings (the user must have been recorded): the board link's bit in
    /// a column of its own (see migration 0015).
    pub fn set_notify_settings(&mut self, user: &UserId, settings: NotifySet) -> Result<()> {
        let tx = &mut *self.sql;
        let bits = settings.bits();
        tx.execute(
            "UPDATE users SET notify = ?2, notify_board = ?3 WHERE id = ?1",
            args![user, bits & 15, bits >> 4],
        )?;
        Ok(())
    }

    /// Stores a line starting at the game's current ply; `false` (nothing stored) if the game
    /// is no longer at `ply` or has ended.
    pub fn add_premove(
        &mut self,
        game_id: GameId,
        owner: &UserId,
        ply: u32,
        moves: &[String],
    ) -> Result<bool> {
        let tx = &mut *self.sql;
        Ok(tx.execute(
            "INSERT INTO premoves (game_id, owner, from_ply, moves) \
             SELECT ?1, ?2, ?3, ?4 WHERE EXISTS (SELECT 1 FROM games WHERE id = ?1 AND ply = ?3 AND finished = 0)",
            args![game_id, owner, ply, moves.join(" ")],
        )? == 1)
    }

    /// Rewrites lines (by id: their new start and moves) and deletes others, together.
    pub fn rewrite_premoves(&mut self, kept: &[PremoveRow], deleted: &[i64]) -> Result<()> {
        let tx = &mut *self.sql;
        for line in kept {
            tx.execute(
                "UPDATE premoves SET from_ply = ?2, moves = ?3 WHERE id = ?1",
                args![line.id, line.from_ply, line.moves.join(" ")],
            )?;
        }
        for &id in deleted {
            tx.execute("DELETE FROM premoves WHERE id = ?1", args![id])?;
        }
        Ok(())
    }

    /// Deletes a game's lines: one owner's, or everyone's; how many there were.
    pub fn clear_premoves(&mut self, game_id: GameId, owner: Option<&UserId>) -> Result<usize> {
        let tx = &mut *self.sql;
        Ok(match owner {
            Some(owner) => tx.execute(
                "DELETE FROM premoves WHERE game_id = ?1 AND owner = ?2",
                args![game_id, owner],
            )?,
            None => tx.execute("DELETE FROM premoves WHERE game_id = ?1", args![game_id])?,
        })
    }

    /// Records a vacation and moves the deadlines of the games given as (id, ply) by `shift`
    /// seconds, together; the games that had moved on by then are returned, not shifted.
    pub fn start_vacation(
        &mut self,
        user: &UserId,
        vacation: VacationRow,
        games: &[(GameId, u32)],
        shift: i64,
    ) -> Result<Vec<GameId>> {
        let tx = &mut *self.sql;
        tx.execute(
            "INSERT INTO vacations (user_id, started_at, until) VALUES (?1, ?2, ?3) \
             ON CONFLICT(user_id, started_at) DO UPDATE SET until = excluded.until",
            args![user, vacation.started_at, vacation.until],
        )?;
        shift_deadlines(tx, games, shift)
    }

    /// Ends a vacation at `now` and moves the deadlines of the games given back by `shift`
    /// seconds, together; the games that had moved on are returned, not shifted.
    pub fn end_vacation(
        &mut self,
        user: &UserId,
        started_at: Time,
        now: Time,
        games: &[(GameId, u32)],
        shift: i64,
    ) -> Result<Vec<GameId>> {
        let tx = &mut *self.sql;
        tx.execute(
            "UPDATE vacations SET until = ?3 WHERE user_id = ?1 AND started_at = ?2",
            args![user, started_at, now],
        )?;
        shift_deadlines(tx, games, -shift)
    }

    /// Moves one game's deadline (and reminder) by `shift` seconds; `false` if it moved on.
    pub fn shift_deadline(&mut self, game_id: GameId, ply: u32, shift: i64) -> Result<bool> {
        let tx = &mut *self.sql;
        Ok(shift_deadlines(tx, &[(game_id, ply)], shift)?.is_empty())
    }
}
