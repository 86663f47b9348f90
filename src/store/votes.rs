//! Team games' votes: every vote cast, in order, and each move's vote from its first vote to
//! its closing (claimed by one process at a time, as reminders are).

use super::db::{args, Row};
use super::{Result, Store, Tx};
use crate::types::{GameId, Time, User, UserId};

/// A vote as cast (a member's vote on a move is their latest).
#[derive(Clone, Debug, PartialEq)]
pub struct VoteRow {
    /// The moves played before the move voted on.
    pub ply: u32,
    pub voter: User,
    /// A move's notation as played, or `draw` or `resign`.
    pub choice: String,
}

fn vote_row(r: &Row) -> Result<VoteRow> {
    Ok(VoteRow {
        ply: r.num(0)?,
        voter: User::new(UserId::from_stored(r.text(1)?), r.text(2)?),
        choice: r.text(3)?,
    })
}

const VOTE_COLUMNS: &str =
    "v.ply, v.voter, u.name, v.choice FROM votes v JOIN users u ON u.id = v.voter";

impl Tx<'_> {
    /// Casts `voter`'s vote for `choice` on move `ply` of a game that stands at that ply,
    /// opening the move's vote if it is the first: it closes `vote_seconds` after the turn
    /// began (after `now` if that time has passed with no vote), or at the deadline if that
    /// is sooner. When the vote closes, or `None` (nothing stored) if it is past its closing
    /// time, closing, or the game has moved on.
    pub fn cast_vote(
        &mut self,
        game: GameId,
        ply: u32,
        voter: &UserId,
        choice: &str,
        now: Time,
        vote_seconds: u32,
    ) -> Result<Option<Time>> {
        let tx = &mut *self.sql;
        let at_ply = tx.query_opt(
            "SELECT 1 FROM games WHERE id = ?1 AND ply = ?2 AND finished = 0",
            args![game, ply],
        )?;
        if at_ply.is_none() {
            return Ok(None);
        }
        // The turn began with the last change of the game (its last move, or its start).
        tx.execute(
            "INSERT INTO team_turns (game_id, ply, closes_at) \
             SELECT id, ply, CASE WHEN deadline IS NOT NULL AND deadline < opens + ?3 THEN deadline \
             ELSE opens + ?3 END FROM (SELECT id, ply, deadline, \
             CASE WHEN updated_at + ?3 > ?4 THEN updated_at ELSE ?4 END AS opens \
             FROM games WHERE id = ?1 AND ply = ?2) turn WHERE true ON CONFLICT DO NOTHING",
            args![game, ply, vote_seconds, now],
        )?;
        // Written, not only read: the closing's claim, a write to the same row, is ordered
        // before or after this vote, never beside it.
        let open = tx.query_opt(
            "UPDATE team_turns SET closes_at = closes_at WHERE game_id = ?1 AND ply = ?2 \
             AND claimed_until IS NULL AND chosen IS NULL AND closes_at > ?3 RETURNING closes_at",
            args![game, ply, now],
        )?;
        let Some(open) = open else {
            return Ok(None);
        };
        tx.execute(
            "INSERT INTO votes (game_id, ply, voter, choice, cast_at) VALUES (?1, ?2, ?3, ?4, ?5)",
            args![game, ply, voter, choice, now],
        )?;
        Ok(Some(open.time(0)?))
    }

    /// Brings the closing of a move's vote forward to `at`, unless it closes sooner.
    pub fn close_vote_at(&mut self, game: GameId, ply: u32, at: Time) -> Result<()> {
        self.sql.execute(
            "UPDATE team_turns SET closes_at = ?3 WHERE game_id = ?1 AND ply = ?2 AND closes_at > ?3 \
             AND claimed_until IS NULL",
            args![game, ply, at],
        )?;
        Ok(())
    }

    /// Notes what a move's vote decided: it is closed.
    pub fn vote_decided(&mut self, game: GameId, ply: u32, chosen: &str) -> Result<()> {
        self.sql.execute(
            "UPDATE team_turns SET chosen = ?3 WHERE game_id = ?1 AND ply = ?2",
            args![game, ply, chosen],
        )?;
        Ok(())
    }

    /// Opens a move's vote again from nothing (it decided no move: a draw was offered), to
    /// close at `closes_at`.
    pub fn reopen_vote(&mut self, game: GameId, ply: u32, closes_at: Time) -> Result<()> {
        self.sql.execute(
            "DELETE FROM votes WHERE game_id = ?1 AND ply = ?2",
            args![game, ply],
        )?;
        self.sql.execute(
            "UPDATE team_turns SET closes_at = ?3, claimed_until = NULL WHERE game_id = ?1 AND ply = ?2",
            args![game, ply, closes_at],
        )?;
        Ok(())
    }

    /// Forgets a move's vote that closed with no vote: the next vote opens it again.
    pub fn drop_empty_vote(&mut self, game: GameId, ply: u32) -> Result<()> {
        self.sql.execute(
            "DELETE FROM team_turns WHERE game_id = ?1 AND ply = ?2 AND chosen IS NULL \
             AND NOT EXISTS (SELECT 1 FROM votes v WHERE v.game_id = ?1 AND v.ply = ?2)",
            args![game, ply],
        )?;
        Ok(())
    }
}

impl Store {
    /// The votes cast on move `ply` of a game, in the order cast.
    pub fn votes(&self, game: GameId, ply: u32) -> Result<Vec<VoteRow>> {
        self.with(|c| {
            c.query(
                &format!("SELECT {VOTE_COLUMNS} WHERE v.game_id = ?1 AND v.ply = ?2 ORDER BY v.id"),
                args![game, ply],
            )?
            .iter()
            .map(vote_row)
            .collect()
        })
    }

    /// Every vote cast in a game, in the order cast.
    pub fn votes_of_game(&self, game: GameId) -> Result<Vec<VoteRow>> {
        self.with(|c| {
            c.query(
                &format!("SELECT {VOTE_COLUMNS} WHERE v.game_id = ?1 ORDER BY v.id"),
                args![game],
            )?
            .iter()
            .map(vote_row)
            .collect()
        })
    }

    /// Who voted on the moves `plies` of a game.
    pub fn voters_on(&self, game: GameId, plies: &[u32]) -> Result<Vec<UserId>> {
        let (first, last) = match (plies.iter().min(), plies.iter().max()) {
            (Some(first), Some(last)) => (*first, *last),
            _ => return Ok(Vec::new()),
        };
        let rows = self.with(|c| {
            c.query(
                "SELECT DISTINCT voter, ply FROM votes WHERE game_id = ?1 AND ply BETWEEN ?2 AND ?3",
                args![game, first, last],
            )
        })?;
        let mut voters = Vec::new();
        for r in &rows {
            let ply: u32 = r.num(1)?;
            let voter = UserId::from_stored(r.text(0)?);
            if plies.contains(&ply) && !voters.contains(&voter) {
                voters.push(voter);
            }
        }
        Ok(voters)
    }

    /// The votes due to close at `now` that no process is closing, at most `limit`.
    pub fn votes_due(&self, now: Time, limit: u32) -> Result<Vec<(GameId, u32)>> {
        self.with(|c| {
            c.query(
                "SELECT game_id, ply FROM team_turns WHERE chosen IS NULL AND closes_at <= ?1 \
                 AND (claimed_until IS NULL OR claimed_until < ?1) ORDER BY closes_at LIMIT ?2",
                args![now, limit],
            )?
            .iter()
            .map(|r| Ok((GameId(r.int(0)?), r.num(1)?)))
            .collect()
        })
    }

    /// Claims the closing of a move's vote until `until`; `false` if another process is
    /// closing it or it has closed. From the claim on, votes count for nothing.
    pub fn claim_vote(&self, game: GameId, ply: u32, now: Time, until: Time) -> Result<bool> {
        self.transaction(None, |tx| {
            Ok(tx.sql.execute(
                "UPDATE team_turns SET claimed_until = ?4 WHERE game_id = ?1 AND ply = ?2 AND chosen IS NULL \
                 AND (claimed_until IS NULL OR claimed_until < ?3)",
                args![game, ply, now, until],
            )? == 1)
        })
    }
}
