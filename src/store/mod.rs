//! Storage, in SQLite (an embedded file, the default) or PostgreSQL (`postgres://...`), behind
//! one interface: every statement is written once (see [`db`]). The schema lives in numbered
//! migration files (`migrations/*.sql` for SQLite, `migrations/postgres/` for PostgreSQL),
//! applied at start-up. Every accepted move is one transaction (the move row and the game's new
//! state together; on PostgreSQL one statement), guarded by the game's ply so that of two moves
//! racing for one position exactly one is stored, whichever process sent them.
//!
//! A command's writes are the statements of one [`Tx`] ([`Store::transaction`]), which also
//! records the chat event the command handles, so that its effect and the record that it
//! happened are stored together or not at all.
//!
//! One file per kind of record: [`challenges`], [`games`], [`moves`], [`clock`] (deadlines,
//! reminders and their claims), [`ratings`], [`events`] (chat events already handled),
//! [`correspondence`] (notification settings, conditional moves, vacations, the servers
//! players play in), [`tournaments`] (tournaments, their players and boards; their writes in
//! [`tournament_writes`]).

mod analyses;
mod challenges;
mod changes;
mod clock;
mod clock_columns;
pub mod copy;
mod correspondence;
pub mod db;
mod events;
mod games;
mod languages;
mod moves;
mod pages;
mod pg;
mod places;
mod plans;
mod puzzles;
mod ratings;
mod tournament_writes;
mod tournaments;
mod tx;
mod votes;

pub use correspondence::{PremoveRow, VacationRow};
pub use events::EventState;
pub use games::{BotSide, Ending, GameRow, GameWithHistory, Offer, TournamentBoard};
pub use moves::{MoveWrite, Stored, TakebackWrite};
pub use pages::{BoardLink, BoardSession, Counts, PageOf};
pub use plans::Statement;
pub use puzzles::{MinedPuzzle, PuzzleTry};
pub use ratings::{RatingRow, RatingRule, StoredRating};
pub use tournaments::{BoardGame, BoardRow, EntrantRow, NewBoard, TournamentRow, TournamentState};
pub use tx::{HandledEvent, Tx};
pub use votes::VoteRow;

pub use analyses::StoredAnalysis;
pub use challenges::ChallengeRow;

use crate::rules::{Color, Variant};
use crate::types::{BotLevel, TimePerMove, User, UserId};
use db::{args, Sql};
use r2d2_postgres::{postgres, PostgresConnectionManager};
use rusqlite::{Connection, TransactionBehavior};
use rusqlite_migration::{Migrations, M};
use std::path::Path;
use std::sync::{Mutex, PoisonError};
use std::time::Duration;

mod postgres_migrations {
    refinery::embed_migrations!("migrations/postgres");
}

/// The schema, one numbered file per change. Never edit a file once released: add one.
pub fn migrations() -> Migrations<'static> {
    Migrations::new(vec![
        M::up(include_str!("../../migrations/0001_init.sql")),
        M::up(include_str!("../../migrations/0002_ratings.sql")),
        M::up(include_str!("../../migrations/0003_busy_channels.sql")),
        M::up(include_str!("../../migrations/0004_bot_games.sql")),
        M::up(include_str!("../../migrations/0005_correspondence.sql")),
        M::up(include_str!("../../migrations/0006_announcements.sql")),
        M::up(include_str!("../../migrations/0007_move_events.sql")),
        M::up(include_str!("../../migrations/0008_tournaments.sql")),
        M::up(include_str!("../../migrations/0009_analyses.sql")),
        M::up(include_str!("../../migrations/0010_puzzles.sql")),
        M::up(include_str!("../../migrations/0011_team_games.sql")),
        M::up(include_str!("../../migrations/0012_pages.sql")),
        M::up(include_str!("../../migrations/0013_languages.sql")),
        M::up(include_str!("../../migrations/0014_game_rooms.sql")),
        M::up(include_str!("../../migrations/0015_board_links.sql")),
        M::up(include_str!("../../migrations/0016_clocks.sql")),
        M::up(include_str!("../../migrations/0017_board_sessions.sql")),
    ])
}

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("database error: {0}")]
    Sql(#[from] rusqlite::Error),
    #[error("database error: {0}")]
    Postgres(postgres::Error),
    #[error("database migration failed: {0}")]
    Migration(#[from] rusqlite_migration::Error),
    #[error("database migration failed: {0}")]
    PostgresMigration(#[from] refinery::Error),
    /// The database cannot be reached (PostgreSQL down, the network gone): nothing was done,
    /// and trying again later may work.
    #[error("the database is unreachable: {0}")]
    Unavailable(String),
    #[error("the database holds a value Kibitz cannot read: {0}")]
    Corrupt(String),
    /// What was asked cannot be done with these databases (`kibitz migrate` into a database
    /// that holds games, from a file that does not exist).
    #[error("{0}")]
    Refused(String),
    /// The chat event being handled was already handled (by this process before a restart, or
    /// by another one): the transaction that would have repeated its effect was rolled back.
    #[error("this event was already handled")]
    AlreadyHandled,
}

impl From<postgres::Error> for StoreError {
    fn from(e: postgres::Error) -> StoreError {
        // An error without a database error in it is the connection's; so are the server's
        // connection exceptions (class 08) and its shutting down or refusing connections
        // (class 57: an administrator, a restart, a database closed to connections).
        let class = e.code().map(|c| &c.code()[..2]);
        if e.as_db_error().is_none() || matches!(class, Some("08" | "57")) {
            StoreError::Unavailable(e.to_string())
        } else {
            StoreError::Postgres(e)
        }
    }
}

impl From<r2d2::Error> for StoreError {
    fn from(e: r2d2::Error) -> StoreError {
        StoreError::Unavailable(e.to_string())
    }
}

impl StoreError {
    /// A PostgreSQL transaction that lost a race with another (serialization failure,
    /// deadlock): done again, it may succeed.
    fn retryable(&self) -> bool {
        use postgres::error::SqlState;
        matches!(self, StoreError::Postgres(e) if e.code().is_some_and(|c| {
            *c == SqlState::T_R_SERIALIZATION_FAILURE || *c == SqlState::T_R_DEADLOCK_DETECTED
        }))
    }
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

fn bot_level_of(level: Option<u8>) -> Result<Option<BotLevel>> {
    level
        .map(|n| BotLevel::new(n).ok_or_else(|| StoreError::Corrupt(format!("bot level {n}"))))
        .transpose()
}

fn time_of(seconds: i64) -> Result<TimePerMove> {
    TimePerMove::from_seconds(seconds as u64)
        .ok_or_else(|| StoreError::Corrupt(format!("time per move {seconds}")))
}

/// How long a connection waits for another one's write lock before it gives up.
const BUSY_TIMEOUT: Duration = Duration::from_secs(5);
/// Attempts at setting a database up while other processes may be doing the same.
const SET_UP_ATTEMPTS: u32 = 40;
/// Connections to PostgreSQL kept by one process.
const POOL_SIZE: u32 = 8;
/// How long a command waits for a PostgreSQL connection before it is told the database is
/// unreachable.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(3);
/// Attempts at a PostgreSQL write transaction that loses races with other transactions.
const WRITE_ATTEMPTS: u32 = 30;
/// The advisory lock that processes starting on one PostgreSQL database at once take in turn
/// to bring its schema up to date.
const MIGRATION_LOCK: i64 = 0x6b69_6269_747a;

enum Db {
    /// One connection behind a mutex: SQLite writes one transaction at a time anyway, and
    /// callers hold the lock only for the statements themselves (validation and drawing
    /// happen outside it).
    Sqlite(Mutex<Connection>),
    Postgres(pg::Pool),
}

/// The database.
pub struct Store {
    db: Db,
    /// Where to LISTEN for other processes' changes (PostgreSQL only): see `changes.rs`.
    listen: Option<postgres::Config>,
    /// The statements run, while a test records them.
    log: plans::StatementLog,
}

/// Whether a `--db` argument names a PostgreSQL database rather than a SQLite file.
pub fn is_postgres(target: &str) -> bool {
    target.starts_with("postgres://") || target.starts_with("postgresql://")
}

impl Store {
    /// Opens the database `target` names: a PostgreSQL URL (`postgres://user@host/db`) or a
    /// SQLite file (created if needed).
    ///
    /// # Errors
    /// If it cannot be opened or reached, or a migration fails.
    pub fn connect(target: &str) -> Result<Store> {
        if is_postgres(target) {
            Store::open_postgres(target)
        } else {
            Store::open(Path::new(target))
        }
    }

    /// Opens (creating if needed) a SQLite file and brings its schema up to date. Safe
    /// when several processes open the same new file at once: one migrates, the others wait
    /// for it and find the schema current.
    ///
    /// # Errors
    /// If the file cannot be opened or a migration fails.
    pub fn open(path: &Path) -> Result<Store> {
        Store::from_connection(Connection::open(path)?)
    }

    /// A private SQLite database in memory, for tests and benchmarks.
    ///
    /// # Errors
    /// If a migration fails.
    pub fn open_in_memory() -> Result<Store> {
        Store::from_connection(Connection::open_in_memory()?)
    }

    /// Connects to PostgreSQL (a pool of connections) and brings its schema up to date,
    /// processes starting at once taking turns.
    ///
    /// # Errors
    /// If the URL is malformed, the server unreachable, or a migration fails.
    pub fn open_postgres(url: &str) -> Result<Store> {
        let config: postgres::Config = url
            .parse()
            .map_err(|e| StoreError::Unavailable(format!("cannot read the database URL: {e}")))?;
        let pool = r2d2::Pool::builder()
            .max_size(POOL_SIZE)
            .min_idle(Some(1))
            .connection_timeout(CONNECT_TIMEOUT)
            .test_on_check_out(false)
            .build(pg::Manager(PostgresConnectionManager::new(
                config.clone(),
                postgres::NoTls,
            )))?;
        let mut conn = pool.get()?;
        let client = &mut conn.client;
        client.execute("SELECT pg_advisory_lock($1)", &[&MIGRATION_LOCK])?;
        let migrated = postgres_migrations::migrations::runner().run(client);
        client.execute("SELECT pg_advisory_unlock($1)", &[&MIGRATION_LOCK])?;
        migrated?;
        Ok(Store {
            db: Db::Postgres(pool),
            listen: Some(config),
            log: Default::default(),
        })
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
            listen: None,
            db: Db::Sqlite(Mutex::new(conn)),
            log: Default::default(),
        })
    }

    /// Whether this is a PostgreSQL database.
    pub fn is_postgres(&self) -> bool {
        matches!(self.db, Db::Postgres(_))
    }

    /// Runs `f` on a connection, each statement on its own.
    fn with<T>(&self, mut f: impl FnMut(&mut dyn Sql) -> Result<T>) -> Result<T> {
        match &self.db {
            Db::Sqlite(conn) => {
                let mut conn = conn.lock().unwrap_or_else(PoisonError::into_inner);
                f(&mut self.logged(&mut *conn))
            }
            Db::Postgres(pool) => on_postgres(pool, |conn| f(&mut self.logged(conn))),
        }
    }

    /// Runs `f` in a write transaction (see [`Store::transaction`] for one that records a chat
    /// event). On PostgreSQL the transaction is serializable (as SQLite's are), and done again
    /// when it loses a race with another process's.
    fn write<T>(&self, mut f: impl FnMut(&mut dyn Sql) -> Result<T>) -> Result<T> {
        let value = match &self.db {
            Db::Sqlite(conn) => {
                let mut conn = conn.lock().unwrap_or_else(PoisonError::into_inner);
                let mut tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
                let value = f(&mut self.logged(&mut tx))?;
                tx.commit()?;
                value
            }
            Db::Postgres(pool) => retrying(|| {
                on_postgres(pool, |conn| {
                    let mut tx = conn.transaction(postgres::IsolationLevel::Serializable, false)?;
                    let value = f(&mut self.logged(&mut tx))?;
                    tx.commit()?;
                    Ok(value)
                })
            })?,
        };
        Ok(value)
    }

    /// `sql`, its statements noted while they are recorded.
    fn logged<'a>(&'a self, sql: &'a mut dyn Sql) -> plans::Logged<'a> {
        plans::Logged {
            sql,
            log: &self.log,
        }
    }

    /// The PostgreSQL connections, if this is a PostgreSQL database.
    fn postgres(&self) -> Option<&pg::Pool> {
        match &self.db {
            Db::Postgres(pool) => Some(pool),
            Db::Sqlite(_) => None,
        }
    }

    /// Records `user` unless they are known already (with the name they are known by).
    pub fn add_user(&self, user: &User) -> Result<()> {
        self.with(|c| {
            c.execute(
                "INSERT INTO users (id, name) VALUES (?1, ?2) ON CONFLICT(id) DO NOTHING",
                args![&user.id, &user.name],
            )?;
            Ok(())
        })
    }

    /// The name `user` is known by, if they are known.
    pub fn user_name(&self, user: &UserId) -> Result<Option<String>> {
        self.with(|c| {
            c.query_opt("SELECT name FROM users WHERE id = ?1", args![user])?
                .map(|r| r.text(0))
                .transpose()
        })
    }

    /// Records a user and the name to show for them.
    pub fn upsert_user(&self, user: &User) -> Result<()> {
        self.with(|c| {
            c.execute(
                "INSERT INTO users (id, name) VALUES (?1, ?2) ON CONFLICT(id) DO UPDATE SET name = excluded.name \
                 WHERE users.name <> excluded.name",
                args![&user.id, &user.name],
            )?;
            Ok(())
        })
    }
}
/// Runs `f` on a pooled PostgreSQL connection. Connections are not tested when taken from
/// the pool (that would cost a round trip each time): one the server closed meanwhile (a
/// restart, an outage) fails, and `f` is run once more on a fresh one. A write that failed so
/// was not committed, or if its commit did reach the server, is refused when done again (every
/// write is guarded by what it read).
fn on_postgres<T>(
    pool: &pg::Pool,
    mut f: impl FnMut(&mut pg::Connection) -> Result<T>,
) -> Result<T> {
    let mut conn = pool.get()?;
    match f(&mut conn) {
        Err(StoreError::Unavailable(_)) if conn.client.is_closed() => {
            drop(conn);
            f(&mut *pool.get()?)
        }
        other => other,
    }
}

/// Runs `once` again while it loses races with other PostgreSQL transactions (serialization
/// failures, deadlocks), up to [`WRITE_ATTEMPTS`] times.
fn retrying<T>(mut once: impl FnMut() -> Result<T>) -> Result<T> {
    let mut attempt = 0;
    loop {
        match once() {
            Err(e) if e.retryable() && attempt + 1 < WRITE_ATTEMPTS => {
                attempt += 1;
                std::thread::sleep(Duration::from_millis(u64::from(attempt % 7)));
            }
            result => return result,
        }
    }
}

/// Runs one statement that returns one row on PostgreSQL, as its own transaction, done again
/// when it loses a race as [`Store::write`]'s transactions are: a write in one round trip
/// instead of the three or more of a transaction. It runs at PostgreSQL's default isolation
/// (read committed; reads made serializable would fail when they meet writes): the statement
/// must be safe so, each row it changes guarded by what its writer saw (PostgreSQL then
/// checks the guard again on the newest row when another transaction changed it first).
fn postgres_statement(
    store: &Store,
    pool: &pg::Pool,
    sql: &str,
    args: &[db::Value],
) -> Result<db::Row> {
    retrying(|| {
        on_postgres(pool, |conn| {
            store
                .logged(conn)
                .query_opt(sql, args)?
                .ok_or_else(|| StoreError::Corrupt("a statement returned no row".into()))
        })
    })
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
