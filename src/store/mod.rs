//! SQLite storage through rusqlite. The schema lives in `migrations/*.sql`, applied in order at
//! start-up. Every accepted move is one transaction (the move row and the game's new state
//! together), guarded by the game's ply so that of two moves racing for one position exactly
//! one is stored.
//!
//! One file per kind of record: [`challenges`], [`games`] (with moves and deadlines),
//! [`ratings`], [`events`] (chat events already handled), [`correspondence`] (notification
//! settings, conditional moves, vacations, the servers players play in).

mod challenges;
mod correspondence;
mod events;
mod games;
mod ratings;

pub use correspondence::{PremoveRow, VacationRow};
pub use events::EventState;
pub use games::{BotSide, Ending, GameRow, GameWithHistory, MoveWrite, Offer};
pub use ratings::{RatingRow, RatingRule, StoredRating};

pub use challenges::ChallengeRow;

use crate::rules::{Color, Variant};
use crate::types::{TimePerMove, User};
use rusqlite::{params, Connection, Transaction, TransactionBehavior};
use rusqlite_migration::{Migrations, M};
use std::path::Path;
use std::sync::{Mutex, PoisonError};
use std::time::Duration;

/// The schema, one numbered file per change. Never edit a file once released: add one.
pub fn migrations() -> Migrations<'static> {
    Migrations::new(vec![
        M::up(include_str!("../../migrations/0001_init.sql")),
        M::up(include_str!("../../migrations/0002_ratings.sql")),
        M::up(include_str!("../../migrations/0003_busy_channels.sql")),
        M::up(include_str!("../../migrations/0004_bot_games.sql")),
        M::up(include_str!("../../migrations/0005_correspondence.sql")),
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
    /// The chat event being handled was already handled (by this process before a restart, or
    /// by another one): the transaction that would have repeated its effect was rolled back.
    #[error("this event was already handled")]
    AlreadyHandled,
}

pub type Result<T> = std::result::Result<T, StoreError>;

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

/// How long a connection waits for another one's write lock before it gives up.
const BUSY_TIMEOUT: Duration = Duration::from_secs(5);
/// Attempts at setting a database up while other processes may be doing the same.
const SET_UP_ATTEMPTS: u32 = 40;

/// The database. One connection behind a mutex: SQLite writes one transaction at a time
/// anyway, and callers hold the lock only for the statements themselves (validation and
/// drawing happen outside it).
pub struct Store {
    conn: Mutex<Connection>,
}

impl Store {
    /// Opens (creating if needed) the database file and brings its schema up to date. Safe
    /// when several processes open the same new file at once: one migrates, the others wait
    /// for it and find the schema current.
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
        // First, so that every statement below waits for other processes instead of failing.
        conn.busy_timeout(BUSY_TIMEOUT)?;
        // Transactions take the write lock when they begin (waiting for it), never halfway
        // through, where SQLite would have to fail them to avoid a deadlock.
        conn.set_transaction_behavior(TransactionBehavior::Immediate);
        // Another process starting on the same new file at the same moment can make a step
        // fail without waiting (switching to WAL needs the file to itself; a migration finds
        // the tables the other just made): then all is done again, and finds the work done.
        let mut attempt = 0;
        loop {
            match set_up(&mut conn) {
                Ok(()) => break,
                Err(e) if attempt + 1 < SET_UP_ATTEMPTS => {
                    attempt += 1;
                    tracing::debug!(error = %e, attempt, "setting up the database; trying again");
                    std::thread::sleep(Duration::from_millis(10 + 7 * u64::from(attempt)));
                }
                Err(e) => return Err(e),
            }
        }
        Ok(Store {
            conn: Mutex::new(conn),
        })
    }

    fn with<T>(&self, f: impl FnOnce(&mut Connection) -> Result<T>) -> Result<T> {
        let mut conn = self.conn.lock().unwrap_or_else(PoisonError::into_inner);
        f(&mut conn)
    }

    /// Runs `f` in a read transaction: everything it reads is one snapshot of the database.
    fn read<T>(&self, f: impl FnOnce(&Transaction<'_>) -> Result<T>) -> Result<T> {
        self.with(|conn| {
            let tx = conn.transaction_with_behavior(TransactionBehavior::Deferred)?;
            let value = f(&tx)?;
            tx.finish()?;
            Ok(value)
        })
    }

    /// Runs `f` in a write transaction. The chat event being handled on this thread, if any
    /// (see [`Store::handling`]), is recorded in the same transaction, so that its effect and
    /// the record that it happened are stored together or not at all.
    fn write<T>(&self, f: impl FnOnce(&Transaction<'_>) -> Result<T>) -> Result<T> {
        self.with(|conn| {
            let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
            let value = f(&tx)?;
            events::record_pending(&tx)?;
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
}

/// Per connection, not in migrations: WAL so readers never block the writer; NORMAL sync,
/// which in WAL mode loses nothing a killed process acknowledged. Then the schema, brought up
/// to date in one transaction (all pending migrations or none).
fn set_up(conn: &mut Connection) -> Result<()> {
    conn.pragma_update(None, "journal_mode", "WAL")?;
    conn.pragma_update(None, "synchronous", "NORMAL")?;
    conn.pragma_update(None, "foreign_keys", "ON")?;
    migrations().to_latest(conn)?;
    Ok(())
}
