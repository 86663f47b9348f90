//! What correspondence players keep: their notification settings, their conditional moves,
//! their vacations, and the servers where they play (for the leaderboards per server).

use super::{Result, Store};
use crate::types::{NotifySet, UserId};
use rusqlite::{params, OptionalExtension};

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
    pub started_at: i64,
    pub until: i64,
}

impl Store {
    /// The events a user is told of directly.
    pub fn notify_settings(&self, user: &UserId) -> Result<NotifySet> {
        self.with(|c| {
            let bits: Option<u8> = c
                .prepare_cached("SELECT notify FROM users WHERE id = ?1")?
                .query_row([&user.0], |r| r.get(0))
                .optional()?;
            Ok(NotifySet::from_bits(bits.unwrap_or(0)))
        })
    }

    /// Stores a user's settings (the user must have been recorded).
    pub fn set_notify_settings(&self, user: &UserId, settings: NotifySet) -> Result<()> {
        self.write(|tx| {
            tx.execute(
                "UPDATE users SET notify = ?2 WHERE id = ?1",
                params![user.0, settings.bits()],
            )?;
            Ok(())
        })
    }

    /// The lines of conditional moves stored in a game, oldest first.
    pub fn premoves(&self, game_id: i64) -> Result<Vec<PremoveRow>> {
        self.with(|c| {
            let mut stmt = c.prepare_cached(
                "SELECT id, owner, from_ply, moves FROM premoves WHERE game_id = ?1 ORDER BY id",
            )?;
            let rows = stmt
                .query_map([game_id], |r| {
                    Ok(PremoveRow {
                        id: r.get(0)?,
                        owner: UserId(r.get(1)?),
                        from_ply: r.get(2)?,
                        moves: r
                            .get::<_, String>(3)?
                            .split_whitespace()
                            .map(str::to_string)
                            .collect(),
                    })
                })?
                .collect::<rusqlite::Result<Vec<_>>>()?;
            Ok(rows)
        })
    }

    /// Stores a line starting at the game's current ply; `false` (nothing stored) if the game
    /// is no longer at `ply` or has ended.
    pub fn add_premove(
        &self,
        game_id: i64,
        owner: &UserId,
        ply: u32,
        moves: &[String],
    ) -> Result<bool> {
        self.write(|tx| {
            Ok(tx.execute(
                "INSERT INTO premoves (game_id, owner, from_ply, moves) \
                 SELECT ?1, ?2, ?3, ?4 WHERE EXISTS (SELECT 1 FROM games WHERE id = ?1 AND ply = ?3 AND finished = 0)",
                params![game_id, owner.0, ply, moves.join(" ")],
            )? == 1)
        })
    }

    /// Rewrites lines (by id: their new start and moves) and deletes others, together.
    pub fn rewrite_premoves(&self, kept: &[PremoveRow], deleted: &[i64]) -> Result<()> {
        self.write(|tx| {
            for line in kept {
                tx.prepare_cached("UPDATE premoves SET from_ply = ?2, moves = ?3 WHERE id = ?1")?
                    .execute(params![line.id, line.from_ply, line.moves.join(" ")])?;
            }
            for id in deleted {
                tx.prepare_cached("DELETE FROM premoves WHERE id = ?1")?
                    .execute([id])?;
            }
            Ok(())
        })
    }

    /// Deletes a game's lines: one owner's, or everyone's; how many there were.
    pub fn clear_premoves(&self, game_id: i64, owner: Option<&UserId>) -> Result<usize> {
        self.write(|tx| {
            Ok(match owner {
                Some(owner) => tx.execute(
                    "DELETE FROM premoves WHERE game_id = ?1 AND owner = ?2",
                    params![game_id, owner.0],
                )?,
                None => tx.execute("DELETE FROM premoves WHERE game_id = ?1", [game_id])?,
            })
        })
    }

    /// Games in progress, last changed before `before`, with a line whose start the game has
    /// passed: a move came that its lines have not been checked against.
    pub fn games_with_due_premoves(&self, before: i64, limit: u32) -> Result<Vec<i64>> {
        self.with(|c| {
            let mut stmt = c.prepare_cached(
                "SELECT DISTINCT p.game_id FROM premoves p JOIN games g ON g.id = p.game_id \
                 WHERE g.finished = 0 AND p.from_ply < g.ply AND g.updated_at < ?1 LIMIT ?2",
            )?;
            let ids = stmt
                .query_map(params![before, limit], |r| r.get(0))?
                .collect::<rusqlite::Result<Vec<i64>>>()?;
            Ok(ids)
        })
    }

    /// A user's vacations that began at or after `since`, oldest first.
    pub fn vacations_since(&self, user: &UserId, since: i64) -> Result<Vec<VacationRow>> {
        self.with(|c| {
            let mut stmt = c.prepare_cached(
                "SELECT started_at, until FROM vacations WHERE user_id = ?1 AND started_at >= ?2 ORDER BY started_at",
            )?;
            let rows = stmt
                .query_map(params![user.0, since], |r| {
                    Ok(VacationRow {
                        started_at: r.get(0)?,
                        until: r.get(1)?,
                    })
                })?
                .collect::<rusqlite::Result<Vec<_>>>()?;
            Ok(rows)
        })
    }

    /// The vacation a user is on at `now`, if any.
    pub fn vacation_at(&self, user: &UserId, now: i64) -> Result<Option<VacationRow>> {
        self.with(|c| {
            Ok(c.prepare_cached(
                "SELECT started_at, until FROM vacations WHERE user_id = ?1 AND started_at <= ?2 AND until > ?2 \
                 ORDER BY started_at DESC LIMIT 1",
            )?
            .query_row(params![user.0, now], |r| {
                Ok(VacationRow {
                    started_at: r.get(0)?,
                    until: r.get(1)?,
                })
            })
            .optional()?)
        })
    }

    /// Records a vacation and moves the deadlines of the games given as (id, ply) by `shift`
    /// seconds, together; the games that had moved on by then are returned, not shifted.
    pub fn start_vacation(
        &self,
        user: &UserId,
        vacation: VacationRow,
        games: &[(i64, u32)],
        shift: i64,
    ) -> Result<Vec<i64>> {
        self.write(|tx| {
            tx.execute(
                "INSERT INTO vacations (user_id, started_at, until) VALUES (?1, ?2, ?3) \
                 ON CONFLICT DO UPDATE SET until = excluded.until",
                params![user.0, vacation.started_at, vacation.until],
            )?;
            shift_deadlines(tx, games, shift)
        })
    }

    /// Ends a vacation at `now` and moves the deadlines of the games given back by `shift`
    /// seconds, together; the games that had moved on are returned, not shifted.
    pub fn end_vacation(
        &self,
        user: &UserId,
        started_at: i64,
        now: i64,
        games: &[(i64, u32)],
        shift: i64,
    ) -> Result<Vec<i64>> {
        self.write(|tx| {
            tx.execute(
                "UPDATE vacations SET until = ?3 WHERE user_id = ?1 AND started_at = ?2",
                params![user.0, started_at, now],
            )?;
            shift_deadlines(tx, games, -shift)
        })
    }

    /// Moves one game's deadline (and reminder) by `shift` seconds; `false` if it moved on.
    pub fn shift_deadline(&self, game_id: i64, ply: u32, shift: i64) -> Result<bool> {
        self.write(|tx| Ok(shift_deadlines(tx, &[(game_id, ply)], shift)?.is_empty()))
    }

    /// Notes that a user plays in a server. Not part of any command's transaction.
    pub fn add_member(&self, server: &str, user: &UserId) -> Result<()> {
        self.with(|c| {
            c.prepare_cached(
                "INSERT INTO server_members (server, user_id) VALUES (?1, ?2) ON CONFLICT DO NOTHING",
            )?
            .execute(params![server, user.0])?;
            Ok(())
        })
    }
}

/// Moves the deadlines of games at the given plies; the ids of those that had moved on.
fn shift_deadlines(
    tx: &rusqlite::Transaction<'_>,
    games: &[(i64, u32)],
    shift: i64,
) -> Result<Vec<i64>> {
    let mut missed = Vec::new();
    for &(id, ply) in games {
        let updated = tx
            .prepare_cached(
                "UPDATE games SET deadline = deadline + ?3, remind_at = remind_at + ?3 \
                 WHERE id = ?1 AND ply = ?2 AND finished = 0 AND deadline IS NOT NULL",
            )?
            .execute(params![id, ply, shift])?;
        if updated != 1 {
            missed.push(id);
        }
    }
    Ok(missed)
}
