//! Games, their moves and their deadlines.

use super::ratings::{update_ratings, RatingRule};
use super::{color_key, parse_color, parse_variant, time_of, Result, Store, StoreError};
use crate::rules::{Color, Reason, Variant};
use crate::types::{ChannelId, TimePerMove, User, UserId};
use rusqlite::{params, Connection, OptionalExtension, Row, Transaction};

/// A game as stored.
#[derive(Clone, Debug, PartialEq)]
pub struct GameRow {
    pub id: i64,
    pub channel: ChannelId,
    pub variant: Variant,
    pub white: User,
    pub black: User,
    pub start_fen: String,
    pub fen: String,
    pub ply: u32,
    pub time: TimePerMove,
    pub deadline: Option<i64>,
    pub draw_offer: Option<Color>,
    pub takeback_request: Option<Color>,
    pub finished: bool,
    pub winner: Option<Color>,
    pub result_reason: Option<Reason>,
    pub rated: bool,
    /// In a game against the bot itself: the side it plays and its level.
    pub bot: Option<BotSide>,
}

/// The side the bot plays in a game against it, and how strongly.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct BotSide {
    pub color: Color,
    pub level: u8,
}

impl GameRow {
    pub fn player(&self, color: Color) -> &User {
        match color {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }

    /// The colour `user` plays, if they play.
    pub fn color_of(&self, user: &UserId) -> Option<Color> {
        if &self.white.id == user {
            Some(Color::White)
        } else if &self.black.id == user {
            Some(Color::Black)
        } else {
            None
        }
    }
}

/// How a game ended, and how that changes the players' ratings (`None`: it does not).
#[derive(Clone, Debug)]
pub struct Ending {
    pub winner: Option<Color>,
    pub reason: Reason,
    pub ratings: Option<RatingRule>,
}

/// What a move changes in its game's row.
pub struct MoveWrite<'a> {
    pub game_id: i64,
    /// The ply and position the mover saw; the write fails if another move came first (or a
    /// takeback and another move brought the game back to the same ply).
    pub expected_ply: u32,
    pub fen_before: &'a str,
    pub notation: &'a str,
    pub fen_after: &'a str,
    pub now: i64,
    pub deadline: Option<i64>,
    /// When to remind the next player to move.
    pub remind_at: Option<i64>,
    pub ending: Option<Ending>,
}

/// A game with the positions (FENs) after its last few moves, read as one snapshot.
pub struct GameWithHistory {
    pub game: GameRow,
    /// Oldest first.
    pub recent_fens: Vec<String>,
}

/// Which standing offer [`Store::set_offer`] changes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Offer {
    Draw,
    Takeback,
}

const GAME_COLUMNS: &str = "g.id, g.channel, g.variant, g.white, w.name, g.black, b.name, g.start_fen, g.fen, g.ply, \
     g.seconds_per_move, g.deadline, g.draw_offer, g.takeback_request, g.finished, g.winner, g.result_reason, g.rated, \
     g.bot_color, g.bot_level \
     FROM games g JOIN users w ON w.id = g.white JOIN users b ON b.id = g.black";

/// A row as read, before its text columns are checked.
struct RawGame {
    game: GameRow,
    variant: String,
    draw_offer: Option<String>,
    takeback_request: Option<String>,
    winner: Option<String>,
    seconds_per_move: i64,
    reason: Option<String>,
    bot: Option<(String, u8)>,
}

fn raw_game(row: &Row<'_>) -> rusqlite::Result<RawGame> {
    Ok(RawGame {
        game: GameRow {
            id: row.get(0)?,
            channel: ChannelId(row.get(1)?),
            variant: Variant::Standard,
            white: User::new(row.get::<_, String>(3)?, row.get::<_, String>(4)?),
            black: User::new(row.get::<_, String>(5)?, row.get::<_, String>(6)?),
            start_fen: row.get(7)?,
            fen: row.get(8)?,
            ply: row.get(9)?,
            time: TimePerMove::DEFAULT,
            deadline: row.get(11)?,
            draw_offer: None,
            takeback_request: None,
            finished: row.get(14)?,
            winner: None,
            result_reason: None,
            rated: row.get(17)?,
            bot: None,
        },
        variant: row.get(2)?,
        seconds_per_move: row.get(10)?,
        draw_offer: row.get(12)?,
        takeback_request: row.get(13)?,
        winner: row.get(15)?,
        reason: row.get(16)?,
        bot: row
            .get::<_, Option<String>>(18)?
            .zip(row.get::<_, Option<u8>>(19)?),
    })
}

fn checked_game(raw: RawGame) -> Result<GameRow> {
    let mut game = raw.game;
    game.variant = parse_variant(&raw.variant)?;
    game.draw_offer = parse_color(raw.draw_offer)?;
    game.takeback_request = parse_color(raw.takeback_request)?;
    game.winner = parse_color(raw.winner)?;
    game.time = time_of(raw.seconds_per_move)?;
    game.bot = match raw.bot {
        Some((color, level)) => Some(BotSide {
            color: parse_color(Some(color))?
                .ok_or_else(|| StoreError::Corrupt("bot colour".into()))?,
            level,
        }),
        None => None,
    };
    game.result_reason = raw
        .reason
        .map(|key| {
            Reason::from_key(&key).ok_or_else(|| StoreError::Corrupt(format!("end reason '{key}'")))
        })
        .transpose()?;
    Ok(game)
}

fn query_game(c: &Connection, sql: &str, args: impl rusqlite::Params) -> Result<Option<GameRow>> {
    let raw = c
        .prepare_cached(sql)?
        .query_row(args, raw_game)
        .optional()?;
    raw.map(checked_game).transpose()
}

fn recent_fens(c: &Connection, game_id: i64, count: u32) -> Result<Vec<String>> {
    let mut stmt = c.prepare_cached(
        "SELECT fen_after FROM moves WHERE game_id = ?1 ORDER BY ply DESC LIMIT ?2",
    )?;
    let mut fens = stmt
        .query_map(params![game_id, count], |r| r.get(0))?
        .collect::<rusqlite::Result<Vec<String>>>()?;
    fens.reverse();
    Ok(fens)
}

fn active_game_sql() -> String {
    format!("SELECT {GAME_COLUMNS} WHERE g.channel = ?1 AND g.finished = 0")
}

impl Store {
    /// Turns a challenge into a game, atomically; `Ok(None)` if the challenge is gone or the
    /// channel already has a game.
    pub fn start_game(
        &self,
        challenge_id: i64,
        game: &GameRow,
        remind_at: Option<i64>,
        now: i64,
    ) -> Result<Option<GameRow>> {
        let id = self.write(|tx| {
            if tx.execute("DELETE FROM challenges WHERE id = ?1", [challenge_id])? != 1 {
                return Ok(None);
            }
            let inserted = tx.execute(
                "INSERT INTO games (channel, variant, white, black, start_fen, fen, ply, seconds_per_move, deadline, remind_at, rated, created_at, updated_at, bot_color, bot_level) \
                 VALUES (?1, ?2, ?3, ?4, ?5, ?5, 0, ?6, ?7, ?8, ?9, ?10, ?10, ?11, ?12) \
                 ON CONFLICT DO NOTHING",
                params![
                    game.channel.0,
                    game.variant.key(),
                    game.white.id.0,
                    game.black.id.0,
                    game.start_fen,
                    game.time.seconds(),
                    game.deadline,
                    remind_at,
                    game.rated,
                    now,
                    game.bot.map(|b| color_key(b.color)),
                    game.bot.map(|b| b.level)
                ],
            )?;
            Ok((inserted == 1).then(|| tx.last_insert_rowid()))
        })?;
        id.map(|id| self.game(id)).transpose().map(Option::flatten)
    }

    pub fn game(&self, id: i64) -> Result<Option<GameRow>> {
        self.with(|c| {
            query_game(
                c,
                &format!("SELECT {GAME_COLUMNS} WHERE g.id = ?1"),
                params![id],
            )
        })
    }

    /// The game in progress in a channel.
    pub fn active_game(&self, channel: &ChannelId) -> Result<Option<GameRow>> {
        self.with(|c| query_game(c, &active_game_sql(), params![channel.0]))
    }

    /// The game in progress in a channel with the FENs after its last `history(game)` moves,
    /// read in one transaction, so that the two always agree.
    pub fn active_game_with_history(
        &self,
        channel: &ChannelId,
        history: impl FnOnce(&GameRow) -> u32,
    ) -> Result<Option<GameWithHistory>> {
        self.read(|tx| {
            let Some(game) = query_game(tx, &active_game_sql(), params![channel.0])? else {
                return Ok(None);
            };
            let count = history(&game);
            let recent_fens = if count == 0 {
                Vec::new()
            } else {
                recent_fens(tx, game.id, count)?
            };
            Ok(Some(GameWithHistory { game, recent_fens }))
        })
    }

    /// The game in progress in a channel, or else the last one played there.
    pub fn latest_game(&self, channel: &ChannelId) -> Result<Option<GameRow>> {
        self.with(|c| {
            query_game(
                c,
                &format!("SELECT {GAME_COLUMNS} WHERE g.channel = ?1 ORDER BY g.finished ASC, g.id DESC LIMIT 1"),
                params![channel.0],
            )
        })
    }

    fn query_games(&self, sql: &str, args: impl rusqlite::Params) -> Result<Vec<GameRow>> {
        self.with(|c| {
            let mut stmt = c.prepare_cached(sql)?;
            let raws = stmt
                .query_map(args, raw_game)?
                .collect::<rusqlite::Result<Vec<_>>>()?;
            raws.into_iter().map(checked_game).collect()
        })
    }

    /// A user's games in progress, everywhere.
    pub fn games_of(&self, user: &UserId) -> Result<Vec<GameRow>> {
        self.query_games(
            &format!("SELECT {GAME_COLUMNS} WHERE (g.white = ?1 OR g.black = ?1) AND g.finished = 0 ORDER BY g.deadline"),
            params![user.0],
        )
    }

    /// A user's finished games, everywhere, oldest first.
    pub fn finished_games_of(&self, user: &UserId) -> Result<Vec<GameRow>> {
        self.query_games(
            &format!("SELECT {GAME_COLUMNS} WHERE (g.white = ?1 OR g.black = ?1) AND g.finished = 1 ORDER BY g.id"),
            params![user.0],
        )
    }

    /// The unfinished games against the bot, oldest first.
    pub fn games_with_bot(&self) -> Result<Vec<GameRow>> {
        self.query_games(
            &format!("SELECT {GAME_COLUMNS} WHERE g.finished = 0 AND g.bot_color IS NOT NULL ORDER BY g.id"),
            [],
        )
    }

    /// Games whose player to move has run out of time (at most `limit`, the most overdue first).
    pub fn games_past_deadline(&self, now: i64, limit: u32) -> Result<Vec<GameRow>> {
        self.query_games(
            &format!("SELECT {GAME_COLUMNS} WHERE g.finished = 0 AND g.deadline <= ?1 ORDER BY g.deadline LIMIT ?2"),
            params![now, limit],
        )
    }

    /// Games whose player to move is due a reminder (at most `limit`). Reads only what is due:
    /// the index on `remind_at` holds games in progress not yet reminded.
    pub fn games_to_remind(&self, now: i64, limit: u32) -> Result<Vec<GameRow>> {
        self.query_games(
            &format!("SELECT {GAME_COLUMNS} WHERE g.finished = 0 AND g.remind_at <= ?1 ORDER BY g.remind_at LIMIT ?2"),
            params![now, limit],
        )
    }

    /// Marks that the reminder for the current move went out; `false` if the game moved on or
    /// someone else sent it.
    pub fn mark_reminded(&self, game_id: i64, ply: u32) -> Result<bool> {
        self.write(|tx| {
            Ok(tx.execute(
                "UPDATE games SET reminded = 1, remind_at = NULL WHERE id = ?1 AND ply = ?2 AND finished = 0 AND remind_at IS NOT NULL",
                params![game_id, ply],
            )? == 1)
        })
    }

    /// The FENs after the last `count` moves, oldest first.
    pub fn recent_fens(&self, game_id: i64, count: u32) -> Result<Vec<String>> {
        self.with(|c| recent_fens(c, game_id, count))
    }

    /// Every move of a game in order: notation and FEN after it.
    pub fn moves(&self, game_id: i64) -> Result<Vec<(String, String)>> {
        self.with(|c| {
            let mut stmt = c.prepare_cached(
                "SELECT notation, fen_after FROM moves WHERE game_id = ?1 ORDER BY ply",
            )?;
            let moves = stmt
                .query_map([game_id], |r| Ok((r.get(0)?, r.get(1)?)))?
                .collect::<rusqlite::Result<_>>()?;
            Ok(moves)
        })
    }

    /// Stores a move and the game's new state in one transaction; `false` (and nothing
    /// written) if the game is no longer at `expected_ply`.
    pub fn apply_move(&self, m: &MoveWrite<'_>) -> Result<bool> {
        self.write(|tx| {
            let updated = tx
                .prepare_cached(
                    "UPDATE games SET fen = ?3, ply = ply + 1, deadline = ?4, remind_at = ?5, reminded = 0, draw_offer = NULL, \
                     takeback_request = NULL, updated_at = ?6 WHERE id = ?1 AND ply = ?2 AND fen = ?7 AND finished = 0",
                )?
                .execute(params![m.game_id, m.expected_ply, m.fen_after, m.deadline, m.remind_at, m.now, m.fen_before])?;
            if updated != 1 {
                return Ok(false);
            }
            tx.prepare_cached("INSERT INTO moves (game_id, ply, notation, fen_after, played_at) VALUES (?1, ?2, ?3, ?4, ?5)")?
                .execute(params![m.game_id, m.expected_ply + 1, m.notation, m.fen_after, m.now])?;
            if let Some(ending) = &m.ending {
                finish_in(tx, m.game_id, ending, m.now)?;
            }
            Ok(true)
        })
    }

    /// Ends a game (resignation, agreement, time) at `expected_ply`; `false` if it moved on or
    /// already ended.
    pub fn finish(
        &self,
        game_id: i64,
        expected_ply: u32,
        ending: &Ending,
        now: i64,
    ) -> Result<bool> {
        self.write(|tx| {
            let current: Option<u32> = tx
                .query_row(
                    "SELECT ply FROM games WHERE id = ?1 AND finished = 0",
                    [game_id],
                    |r| r.get(0),
                )
                .optional()?;
            if current != Some(expected_ply) {
                return Ok(false);
            }
            finish_in(tx, game_id, ending, now)?;
            Ok(true)
        })
    }

    /// Sets or clears a standing draw offer or takeback request; `false` if the game moved on.
    pub fn set_offer(
        &self,
        game_id: i64,
        expected_ply: u32,
        kind: Offer,
        by: Option<Color>,
    ) -> Result<bool> {
        let column = match kind {
            Offer::Draw => "draw_offer",
            Offer::Takeback => "takeback_request",
        };
        self.write(|tx| {
            Ok(tx.execute(
                &format!(
                    "UPDATE games SET {column} = ?3 WHERE id = ?1 AND ply = ?2 AND finished = 0"
                ),
                params![game_id, expected_ply, by.map(color_key)],
            )? == 1)
        })
    }

    /// Takes moves back to `to_ply`, whose position is `fen`; `false` if the game moved on.
    #[allow(clippy::too_many_arguments)]
    pub fn take_back(
        &self,
        game_id: i64,
        expected_ply: u32,
        to_ply: u32,
        fen: &str,
        deadline: Option<i64>,
        remind_at: Option<i64>,
        now: i64,
    ) -> Result<bool> {
        self.write(|tx| {
            let updated = tx.execute(
                "UPDATE games SET fen = ?4, ply = ?3, deadline = ?5, remind_at = ?6, reminded = 0, draw_offer = NULL, takeback_request = NULL, \
                 updated_at = ?7 WHERE id = ?1 AND ply = ?2 AND finished = 0",
                params![game_id, expected_ply, to_ply, fen, deadline, remind_at, now],
            )?;
            if updated != 1 {
                return Ok(false);
            }
            tx.execute("DELETE FROM moves WHERE game_id = ?1 AND ply > ?2", params![game_id, to_ply])?;
            Ok(true)
        })
    }
}

/// Marks the game finished and updates the ratings, inside the caller's transaction.
fn finish_in(tx: &Transaction<'_>, game_id: i64, ending: &Ending, now: i64) -> Result<()> {
    tx.execute(
        "UPDATE games SET finished = 1, winner = ?2, result_reason = ?3, deadline = NULL, remind_at = NULL, draw_offer = NULL, \
         takeback_request = NULL, updated_at = ?4 WHERE id = ?1",
        params![game_id, ending.winner.map(color_key), ending.reason.key(), now],
    )?;
    // Conditional moves of an ended game can never be played.
    tx.execute("DELETE FROM premoves WHERE game_id = ?1", [game_id])?;
    match ending.ratings {
        Some(rule) => update_ratings(tx, game_id, ending.winner, rule),
        None => Ok(()),
    }
}
