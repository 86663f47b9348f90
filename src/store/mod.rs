//! SQLite storage through rusqlite. The schema lives in `migrations/*.sql`, applied in order at
//! start-up. Every accepted move is one transaction (the move row and the game's new state
//! together), guarded by the game's ply so that of two moves racing for one position exactly
//! one is stored.

use crate::game::types::{ChannelId, ColorChoice, TimePerMove, User, UserId};
use crate::rules::{Color, Variant};
use rusqlite::{params, Connection, OptionalExtension, Row, Transaction, TransactionBehavior};
use rusqlite_migration::{Migrations, M};
use skillratings::glicko2::{glicko2, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;
use std::path::Path;
use std::sync::{Mutex, PoisonError};

/// The schema, one numbered file per change. Never edit a file once released: add one.
pub fn migrations() -> Migrations<'static> {
    Migrations::new(vec![
        M::up(include_str!("../../migrations/0001_init.sql")),
        M::up(include_str!("../../migrations/0002_ratings.sql")),
    ])
}

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("database error: {0}")]
    Sql(#[from] rusqlite::Error),
    #[error("database migration failed: {0}")]
    Migration(#[from] rusqlite_migration::Error),
    #[error("the database holds a value Kibitz cannot read: {0}")]
    Corrupt(String),
}

pub type Result<T> = std::result::Result<T, StoreError>;

/// An open challenge in a channel.
#[derive(Clone, Debug, PartialEq)]
pub struct ChallengeRow {
    pub id: i64,
    pub channel: ChannelId,
    pub challenger: User,
    pub opponent: Option<User>,
    pub variant: Variant,
    pub color: ColorChoice,
    pub time: TimePerMove,
    pub rated: bool,
}

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
    pub result_reason: Option<String>,
    pub rated: bool,
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

/// How a game ended, as stored.
#[derive(Clone, Debug, PartialEq)]
pub struct Ending {
    pub winner: Option<Color>,
    pub reason: String,
}

/// A player's rating in one variant.
#[derive(Clone, Debug, PartialEq)]
pub struct RatingRow {
    pub user: User,
    pub variant: Variant,
    pub rating: f64,
    pub deviation: f64,
    pub games: u32,
}

/// What a move changes in its game's row.
pub struct MoveWrite<'a> {
    pub game_id: i64,
    /// The ply the mover saw; the write fails if another move came first.
    pub expected_ply: u32,
    pub notation: &'a str,
    pub fen_after: &'a str,
    pub now: i64,
    pub deadline: Option<i64>,
    pub ending: Option<Ending>,
}

fn color_key(color: Color) -> &'static str {
    color.name()
}

fn parse_color(text: Option<String>) -> Result<Option<Color>> {
    match text.as_deref() {
        None => Ok(None),
        Some("white") => Ok(Some(Color::White)),
        Some("black") => Ok(Some(Color::Black)),
        Some(other) => Err(StoreError::Corrupt(format!("colour '{other}'"))),
    }
}

fn parse_variant(text: &str) -> Result<Variant> {
    text.parse()
        .map_err(|_| StoreError::Corrupt(format!("variant '{text}'")))
}

fn time_of(seconds: i64) -> Result<TimePerMove> {
    TimePerMove::from_seconds(seconds as u64)
        .ok_or_else(|| StoreError::Corrupt(format!("time per move {seconds}")))
}

const GAME_COLUMNS: &str = "g.id, g.channel, g.variant, g.white, w.name, g.black, b.name, g.start_fen, g.fen, g.ply, \
     g.seconds_per_move, g.deadline, g.draw_offer, g.takeback_request, g.finished, g.winner, g.result_reason, g.rated \
     FROM games g JOIN users w ON w.id = g.white JOIN users b ON b.id = g.black";

/// A row as read, before its text columns are checked.
type RawGame = (
    GameRow,
    String,
    Option<String>,
    Option<String>,
    Option<String>,
    i64,
);

fn raw_game(row: &Row<'_>) -> rusqlite::Result<RawGame> {
    Ok((
        GameRow {
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
            result_reason: row.get(16)?,
            rated: row.get(17)?,
        },
        row.get(2)?,
        row.get(12)?,
        row.get(13)?,
        row.get(15)?,
        row.get(10)?,
    ))
}

fn checked_game((mut game, variant, draw, takeback, winner, seconds): RawGame) -> Result<GameRow> {
    game.variant = parse_variant(&variant)?;
    game.draw_offer = parse_color(draw)?;
    game.takeback_request = parse_color(takeback)?;
    game.winner = parse_color(winner)?;
    game.time = time_of(seconds)?;
    Ok(game)
}

/// The database. One connection behind a mutex: SQLite writes one transaction at a time
/// anyway, and callers hold the lock only for the statements themselves (validation and
/// drawing happen outside it).
pub struct Store {
    conn: Mutex<Connection>,
}

impl Store {
    /// Opens (creating if needed) the database file and brings its schema up to date.
    ///
    /// # Errors
    /// If the file cannot be opened or a migration fails.
    pub fn open(path: &Path) -> Result<Store> {
        Store::from_connection(Connection::open(path)?)
    }

    /// A private database in memory, for tests and benchmarks.
    ///
    /// # Errors
    /// If a migration fails.
    pub fn open_in_memory() -> Result<Store> {
        Store::from_connection(Connection::open_in_memory()?)
    }

    fn from_connection(mut conn: Connection) -> Result<Store> {
        // Per connection, not in migrations: WAL so readers never block the writer; NORMAL
        // sync, which in WAL mode loses nothing a killed process acknowledged.
        conn.pragma_update(None, "journal_mode", "WAL")?;
        conn.pragma_update(None, "synchronous", "NORMAL")?;
        conn.pragma_update(None, "foreign_keys", "ON")?;
        conn.busy_timeout(std::time::Duration::from_secs(5))?;
        migrations().to_latest(&mut conn)?;
        Ok(Store {
            conn: Mutex::new(conn),
        })
    }

    fn with<T>(&self, f: impl FnOnce(&mut Connection) -> Result<T>) -> Result<T> {
        let mut conn = self.conn.lock().unwrap_or_else(PoisonError::into_inner);
        f(&mut conn)
    }

    fn write<T>(&self, f: impl FnOnce(&Transaction<'_>) -> Result<T>) -> Result<T> {
        self.with(|conn| {
            let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
            let value = f(&tx)?;
            tx.commit()?;
            Ok(value)
        })
    }

    /// Records a user and the name to show for them.
    pub fn upsert_user(&self, user: &User) -> Result<()> {
        self.with(|c| {
            c.prepare_cached("INSERT INTO users (id, name) VALUES (?1, ?2) ON CONFLICT(id) DO UPDATE SET name = excluded.name WHERE name <> excluded.name")?
                .execute(params![user.id.0, user.name])?;
            Ok(())
        })
    }

    pub fn challenge_in(&self, channel: &ChannelId) -> Result<Option<ChallengeRow>> {
        self.with(|c| {
            let raw = c
                .prepare_cached(
                    "SELECT ch.id, ch.challenger, u.name, ch.opponent, o.name, ch.variant, ch.color, ch.seconds_per_move, ch.rated \
                     FROM challenges ch JOIN users u ON u.id = ch.challenger LEFT JOIN users o ON o.id = ch.opponent \
                     WHERE ch.channel = ?1",
                )?
                .query_row([&channel.0], |r| {
                    Ok((
                        r.get::<_, i64>(0)?,
                        User::new(r.get::<_, String>(1)?, r.get::<_, String>(2)?),
                        r.get::<_, Option<String>>(3)?.zip(r.get::<_, Option<String>>(4)?),
                        r.get::<_, String>(5)?,
                        r.get::<_, String>(6)?,
                        r.get::<_, i64>(7)?,
                        r.get::<_, bool>(8)?,
                    ))
                })
                .optional()?;
            raw.map(|(id, challenger, opponent, variant, color, seconds, rated)| {
                Ok(ChallengeRow {
                    id,
                    channel: channel.clone(),
                    challenger,
                    opponent: opponent.map(|(id, name)| User::new(id, name)),
                    variant: parse_variant(&variant)?,
                    color: ColorChoice::from_key(&color).ok_or_else(|| StoreError::Corrupt(format!("colour '{color}'")))?,
                    time: time_of(seconds)?,
                    rated,
                })
            })
            .transpose()
        })
    }

    /// Stores a challenge; `Ok(None)` if the channel already has one.
    pub fn insert_challenge(&self, ch: &ChallengeRow, now: i64) -> Result<Option<i64>> {
        self.write(|tx| {
            let inserted = tx
                .prepare_cached(
                    "INSERT INTO challenges (channel, challenger, opponent, variant, color, seconds_per_move, rated, created_at) \
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8) ON CONFLICT(channel) DO NOTHING",
                )?
                .execute(params![
                    ch.channel.0,
                    ch.challenger.id.0,
                    ch.opponent.as_ref().map(|o| &o.id.0),
                    ch.variant.key(),
                    ch.color.key(),
                    ch.time.seconds(),
                    ch.rated,
                    now
                ])?;
            Ok((inserted == 1).then(|| tx.last_insert_rowid()))
        })
    }

    /// Removes a challenge; `false` if it was already gone.
    pub fn delete_challenge(&self, id: i64) -> Result<bool> {
        self.write(|tx| Ok(tx.execute("DELETE FROM challenges WHERE id = ?1", [id])? == 1))
    }

    /// Turns a challenge into a game, atomically; `Ok(None)` if the challenge is gone or the
    /// channel already has a game.
    pub fn start_game(
        &self,
        challenge_id: i64,
        game: &GameRow,
        now: i64,
    ) -> Result<Option<GameRow>> {
        let id = self.write(|tx| {
            if tx.execute("DELETE FROM challenges WHERE id = ?1", [challenge_id])? != 1 {
                return Ok(None);
            }
            let inserted = tx.execute(
                "INSERT INTO games (channel, variant, white, black, start_fen, fen, ply, seconds_per_move, deadline, rated, created_at, updated_at) \
                 VALUES (?1, ?2, ?3, ?4, ?5, ?5, 0, ?6, ?7, ?8, ?9, ?9) \
                 ON CONFLICT DO NOTHING",
                params![
                    game.channel.0,
                    game.variant.key(),
                    game.white.id.0,
                    game.black.id.0,
                    game.start_fen,
                    game.time.seconds(),
                    game.deadline,
                    game.rated,
                    now
                ],
            )?;
            Ok((inserted == 1).then(|| tx.last_insert_rowid()))
        })?;
        id.map(|id| self.game(id)).transpose().map(Option::flatten)
    }

    pub fn game(&self, id: i64) -> Result<Option<GameRow>> {
        self.query_game(
            &format!("SELECT {GAME_COLUMNS} WHERE g.id = ?1"),
            params![id],
        )
    }

    /// The game in progress in a channel.
    pub fn active_game(&self, channel: &ChannelId) -> Result<Option<GameRow>> {
        self.query_game(
            &format!("SELECT {GAME_COLUMNS} WHERE g.channel = ?1 AND g.finished = 0"),
            params![channel.0],
        )
    }

    /// The game in progress in a channel, or else the last one played there.
    pub fn latest_game(&self, channel: &ChannelId) -> Result<Option<GameRow>> {
        self.query_game(
            &format!("SELECT {GAME_COLUMNS} WHERE g.channel = ?1 ORDER BY g.finished ASC, g.id DESC LIMIT 1"),
            params![channel.0],
        )
    }

    fn query_game(&self, sql: &str, args: impl rusqlite::Params) -> Result<Option<GameRow>> {
        self.with(|c| {
            let raw = c
                .prepare_cached(sql)?
                .query_row(args, raw_game)
                .optional()?;
            raw.map(checked_game).transpose()
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

    /// Games whose player to move has run out of time.
    pub fn games_past_deadline(&self, now: i64) -> Result<Vec<GameRow>> {
        self.query_games(
            &format!("SELECT {GAME_COLUMNS} WHERE g.finished = 0 AND g.deadline <= ?1"),
            params![now],
        )
    }

    /// Games whose player to move should be reminded: a quarter of the time (at most a day)
    /// is left, and no reminder went out since the last move.
    pub fn games_to_remind(&self, now: i64) -> Result<Vec<GameRow>> {
        self.query_games(
            &format!(
                "SELECT {GAME_COLUMNS} WHERE g.finished = 0 AND g.reminded = 0 AND g.deadline > ?1 \
                 AND g.deadline - MIN(g.seconds_per_move / 4, 86400) <= ?1"
            ),
            params![now],
        )
    }

    /// Marks that the reminder for the current move went out; `false` if the game moved on.
    pub fn mark_reminded(&self, game_id: i64, ply: u32) -> Result<bool> {
        self.write(|tx| {
            Ok(tx.execute(
                "UPDATE games SET reminded = 1 WHERE id = ?1 AND ply = ?2 AND finished = 0 AND reminded = 0",
                params![game_id, ply],
            )? == 1)
        })
    }

    /// The FENs after the last `count` moves, oldest first.
    pub fn recent_fens(&self, game_id: i64, count: u32) -> Result<Vec<String>> {
        self.with(|c| {
            let mut stmt = c.prepare_cached(
                "SELECT fen_after FROM moves WHERE game_id = ?1 ORDER BY ply DESC LIMIT ?2",
            )?;
            let mut fens = stmt
                .query_map(params![game_id, count], |r| r.get(0))?
                .collect::<rusqlite::Result<Vec<String>>>()?;
            fens.reverse();
            Ok(fens)
        })
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
                    "UPDATE games SET fen = ?3, ply = ply + 1, deadline = ?4, reminded = 0, draw_offer = NULL, \
                     takeback_request = NULL, updated_at = ?5 WHERE id = ?1 AND ply = ?2 AND finished = 0",
                )?
                .execute(params![m.game_id, m.expected_ply, m.fen_after, m.deadline, m.now])?;
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
    pub fn take_back(
        &self,
        game_id: i64,
        expected_ply: u32,
        to_ply: u32,
        fen: &str,
        deadline: Option<i64>,
        now: i64,
    ) -> Result<bool> {
        self.write(|tx| {
            let updated = tx.execute(
                "UPDATE games SET fen = ?4, ply = ?3, deadline = ?5, reminded = 0, draw_offer = NULL, takeback_request = NULL, \
                 updated_at = ?6 WHERE id = ?1 AND ply = ?2 AND finished = 0",
                params![game_id, expected_ply, to_ply, fen, deadline, now],
            )?;
            if updated != 1 {
                return Ok(false);
            }
            tx.execute("DELETE FROM moves WHERE game_id = ?1 AND ply > ?2", params![game_id, to_ply])?;
            Ok(true)
        })
    }

    /// The best-rated players of a variant.
    pub fn top_ratings(&self, variant: Variant, limit: u32) -> Result<Vec<RatingRow>> {
        self.ratings_where(
            "r.variant = ?1 ORDER BY r.rating DESC LIMIT ?2",
            params![variant.key(), limit],
        )
    }

    /// A user's ratings in every variant they have played rated games in.
    pub fn ratings_of(&self, user: &UserId) -> Result<Vec<RatingRow>> {
        self.ratings_where("r.user_id = ?1 ORDER BY r.variant", params![user.0])
    }

    fn ratings_where(
        &self,
        condition: &str,
        args: impl rusqlite::Params,
    ) -> Result<Vec<RatingRow>> {
        self.with(|c| {
            let sql = format!(
                "SELECT r.user_id, u.name, r.variant, r.rating, r.deviation, r.games FROM ratings r JOIN users u ON u.id = r.user_id WHERE {condition}"
            );
            let mut stmt = c.prepare_cached(&sql)?;
            let raws = stmt
                .query_map(args, |r| {
                    Ok((
                        User::new(r.get::<_, String>(0)?, r.get::<_, String>(1)?),
                        r.get::<_, String>(2)?,
                        r.get::<_, f64>(3)?,
                        r.get::<_, f64>(4)?,
                        r.get::<_, u32>(5)?,
                    ))
                })?
                .collect::<rusqlite::Result<Vec<_>>>()?;
            raws.into_iter()
                .map(|(user, variant, rating, deviation, games)| {
                    Ok(RatingRow {
                        user,
                        variant: parse_variant(&variant)?,
                        rating,
                        deviation,
                        games,
                    })
                })
                .collect()
        })
    }
}

/// Which standing offer [`Store::set_offer`] changes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Offer {
    Draw,
    Takeback,
}

/// Marks the game finished and, for a rated game, updates both players' Glicko-2 ratings,
/// inside the caller's transaction.
fn finish_in(tx: &Transaction<'_>, game_id: i64, ending: &Ending, now: i64) -> Result<()> {
    tx.execute(
        "UPDATE games SET finished = 1, winner = ?2, result_reason = ?3, deadline = NULL, draw_offer = NULL, \
         takeback_request = NULL, updated_at = ?4 WHERE id = ?1",
        params![game_id, ending.winner.map(color_key), ending.reason, now],
    )?;
    let (white, black, variant, rated): (String, String, String, bool) = tx.query_row(
        "SELECT white, black, variant, rated FROM games WHERE id = ?1",
        [game_id],
        |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
    )?;
    if !rated || white == black {
        return Ok(());
    }
    let load = |user: &str| -> Result<(Glicko2Rating, u32)> {
        let row = tx
            .query_row(
                "SELECT rating, deviation, volatility, games FROM ratings WHERE user_id = ?1 AND variant = ?2",
                params![user, variant],
                |r| {
                    Ok((
                        Glicko2Rating {
                            rating: r.get(0)?,
                            deviation: r.get(1)?,
                            volatility: r.get(2)?,
                        },
                        r.get(3)?,
                    ))
                },
            )
            .optional()?;
        Ok(row.unwrap_or((Glicko2Rating::new(), 0)))
    };
    let ((w, w_games), (b, b_games)) = (load(&white)?, load(&black)?);
    let outcome = match ending.winner {
        Some(Color::White) => Outcomes::WIN,
        Some(Color::Black) => Outcomes::LOSS,
        None => Outcomes::DRAW,
    };
    let (w, b) = glicko2(&w, &b, &outcome, &Glicko2Config::new());
    let mut save = tx.prepare_cached(
        "INSERT INTO ratings (user_id, variant, rating, deviation, volatility, games) VALUES (?1, ?2, ?3, ?4, ?5, ?6) \
         ON CONFLICT(user_id, variant) DO UPDATE SET rating = excluded.rating, deviation = excluded.deviation, \
         volatility = excluded.volatility, games = excluded.games",
    )?;
    save.execute(params![
        white,
        variant,
        w.rating,
        w.deviation,
        w.volatility,
        w_games + 1
    ])?;
    save.execute(params![
        black,
        variant,
        b.rating,
        b.deviation,
        b.volatility,
        b_games + 1
    ])?;
    Ok(())
}
