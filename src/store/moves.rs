//! Moves: storing one (guarded by the ply and position its player saw) and reading them back.

use super::clock_columns::clock_values;
use super::db::args;
use super::games::{finish_in, recent_fens, Ending};
use super::{HandledEvent, Result, Store, StoreError, Tx};
use crate::types::{GameClock, GameId, Time};

/// What a move changes in its game's row.
pub struct MoveWrite<'a> {
    pub game_id: GameId,
    /// The ply and position the mover saw; the write fails if another move came first (or a
    /// takeback and another move brought the game back to the same ply).
    pub expected_ply: u32,
    pub fen_before: &'a str,
    pub notation: &'a str,
    pub fen_after: &'a str,
    pub now: Time,
    pub deadline: Option<Time>,
    /// When to remind the next player to move.
    pub remind_at: Option<Time>,
    /// In a game on a clock: the clocks after the move.
    pub clock: Option<GameClock>,
    pub ending: Option<Ending>,
}

/// What a takeback changes in its game's row.
pub struct TakebackWrite<'a> {
    pub game_id: GameId,
    /// The ply the asker saw; the write fails if the game moved on.
    pub expected_ply: u32,
    pub to_ply: u32,
    /// The position at `to_ply`.
    pub fen: &'a str,
    pub deadline: Option<Time>,
    pub remind_at: Option<Time>,
    pub clock: Option<GameClock>,
    pub now: Time,
}

/// A move stored by [`Store::apply_move`].
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Stored {
    /// Lines of conditional moves wait in the game, to be checked against the move.
    pub premoves: bool,
}

impl Store {
    /// The FENs after the last `count` moves, oldest first.
    pub fn recent_fens(&self, game_id: GameId, count: u32) -> Result<Vec<String>> {
        self.with(|c| recent_fens(c, game_id, count))
    }

    /// Every move of a game in order: notation and FEN after it.
    pub fn moves(&self, game_id: GameId) -> Result<Vec<(String, String)>> {
        self.with(|c| {
            c.query(
                "SELECT notation, fen_after FROM moves WHERE game_id = ?1 ORDER BY ply",
                args![game_id],
            )?
            .iter()
            .map(|r| Ok((r.text(0)?, r.text(1)?)))
            .collect()
        })
    }

    /// The move that handling chat event `event_id` made, if any: its game and ply.
    pub fn move_of_event(&self, event_id: &str) -> Result<Option<(GameId, u32)>> {
        self.with(|c| {
            c.query_opt(
                "SELECT game_id, ply FROM moves WHERE event_id = ?1",
                args![event_id],
            )?
            .map(|r| Ok((GameId(r.int(0)?), u32::try_from(r.int(1)?).unwrap_or(0))))
            .transpose()
        })
    }

    /// Stores a move and the game's new state together, if the game is still at the ply and
    /// position the mover saw; `None` if another move came first. With `event`, the chat event
    /// that made the move is recorded as handled and noted with the move, in the same
    /// transaction. On PostgreSQL a move that ends nothing is one statement, one round trip
    /// (see [`apply_move_at_once`]).
    pub fn apply_move(
        &self,
        event: Option<&HandledEvent>,
        m: &MoveWrite<'_>,
    ) -> Result<Option<Stored>> {
        if let (None, Some(pool)) = (&m.ending, self.postgres()) {
            return apply_move_at_once(self, pool, event, m);
        }
        self.transaction(event, |tx| tx.apply_move(m))
    }
}

impl Tx<'_> {
    /// Takes moves back (see [`TakebackWrite`]); `false` if the game moved on.
    pub fn take_back(&mut self, t: &TakebackWrite<'_>) -> Result<bool> {
        let tx = &mut *self.sql;
        let [white_ms, black_ms, since_ms] = clock_values(t.clock);
        let updated = tx.execute(
            "UPDATE games SET fen = ?4, ply = ?3, deadline = ?5, remind_at = ?6, reminded = 0, draw_offer = NULL, takeback_request = NULL, \
             updated_at = ?7, white_ms = ?8, black_ms = ?9, clock_since_ms = ?10 WHERE id = ?1 AND ply = ?2 AND finished = 0",
            args![
                t.game_id,
                t.expected_ply,
                t.to_ply,
                t.fen,
                t.deadline,
                t.remind_at,
                t.now,
                white_ms,
                black_ms,
                since_ms
            ],
        )?;
        if updated != 1 {
            return Ok(false);
        }
        tx.execute(
            "DELETE FROM moves WHERE game_id = ?1 AND ply > ?2",
            args![t.game_id, t.to_ply],
        )?;
        Ok(true)
    }

    /// [`Store::apply_move`] as a statement of this transaction.
    pub fn apply_move(&mut self, m: &MoveWrite<'_>) -> Result<Option<Stored>> {
        let event = self.event.map(|e| e.id.as_str());
        let tx = &mut *self.sql;
        let [white_ms, black_ms, since_ms] = clock_values(m.clock);
        let updated = tx.execute(
            "UPDATE games SET fen = ?3, ply = ply + 1, deadline = ?4, remind_at = ?5, reminded = 0, draw_offer = NULL, \
             takeback_request = NULL, updated_at = ?6, white_ms = ?8, black_ms = ?9, clock_since_ms = ?10 \
             WHERE id = ?1 AND ply = ?2 AND fen = ?7 AND finished = 0",
            args![
                m.game_id,
                m.expected_ply,
                m.fen_after,
                m.deadline,
                m.remind_at,
                m.now,
                m.fen_before,
                white_ms,
                black_ms,
                since_ms
            ],
        )?;
        if updated != 1 {
            return Ok(None);
        }
        tx.execute(
            "INSERT INTO moves (game_id, ply, notation, fen_after, played_at, event_id) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            args![m.game_id, m.expected_ply + 1, m.notation, m.fen_after, m.now, event],
        )?;
        let premoves = match &m.ending {
            Some(ending) => {
                finish_in(tx, m.game_id, m.expected_ply + 1, ending, m.now)?;
                false
            }
            None => tx
                .query_opt(
                    "SELECT 1 FROM premoves WHERE game_id = ?1 LIMIT 1",
                    args![m.game_id],
                )?
                .is_some(),
        };
        Ok(Some(Stored { premoves }))
    }
}

/// [`Store::apply_move`] on PostgreSQL as one statement, its own transaction: the chat event
/// being handled recorded first (the move is made only if it was new: the event's key
/// decides between racing deliveries), the game updated if it is at the ply and position the
/// mover saw (of racing moves the first wins, the others find the guard false), the move added
/// if it was, and whether conditional moves wait in the game. One round trip instead of five.
/// (A line of conditional moves stored at the very moment of the move may be missed here;
/// the tick answers it, see [`Store::games_with_due_premoves`].)
fn apply_move_at_once(
    store: &Store,
    pool: &super::pg::Pool,
    event: Option<&HandledEvent>,
    m: &MoveWrite<'_>,
) -> Result<Option<Stored>> {
    let [white_ms, black_ms, since_ms] = clock_values(m.clock);
    let row = super::postgres_statement(
        store,
        pool,
        "WITH event AS ( \
             INSERT INTO handled_events (event_id, handled_at) \
             SELECT CAST(?8 AS TEXT), CAST(?10 AS BIGINT) WHERE CAST(?8 AS TEXT) IS NOT NULL \
             ON CONFLICT DO NOTHING RETURNING 1 \
         ), moved AS ( \
             UPDATE games SET fen = ?3, ply = ply + 1, deadline = ?4, remind_at = ?5, reminded = 0, draw_offer = NULL, \
             takeback_request = NULL, updated_at = ?6, white_ms = ?11, black_ms = ?12, clock_since_ms = ?13 \
             WHERE id = ?1 AND ply = ?2 AND fen = ?7 AND finished = 0 \
             AND (CAST(?8 AS TEXT) IS NULL OR EXISTS (SELECT 1 FROM event)) RETURNING ply \
         ), added AS ( \
             INSERT INTO moves (game_id, ply, notation, fen_after, played_at, event_id) \
             SELECT ?1, ply, ?9, ?3, ?6, CAST(?8 AS TEXT) FROM moved RETURNING 1 \
         ) \
         SELECT (SELECT COUNT(*) FROM added), (SELECT COUNT(*) FROM event), \
             EXISTS (SELECT 1 FROM premoves WHERE game_id = ?1)",
        args![
            m.game_id,
            m.expected_ply,
            m.fen_after,
            m.deadline,
            m.remind_at,
            m.now,
            m.fen_before,
            event.map(|e| e.id.as_str()),
            m.notation,
            event.map(|e| e.at),
            white_ms,
            black_ms,
            since_ms
        ],
    )?;
    if event.is_some() && row.int(1)? == 0 {
        return Err(StoreError::AlreadyHandled);
    }
    let premoves = row.flag(2)?;
    Ok((row.int(0)? == 1).then_some(Stored { premoves }))
}
