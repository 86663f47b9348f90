//! `kibitz migrate`: every row of a SQLite file copied into an empty PostgreSQL database in one
//! transaction, then counted on both sides, so that an admin can move without losing a game.

use super::db::{Row, Sql, Value};
use super::{Db, Result, Store, StoreError};
use std::fmt::Write as _;
use std::path::Path;

/// Every table, parents before the tables that refer to them.
const TABLES: &[&str] = &[
    "users",
    "challenges",
    "games",
    "moves",
    "ratings",
    "bot_ratings",
    "handled_events",
    "premoves",
    "vacations",
    "server_members",
    "tournaments",
    "tournament_players",
    "tournament_boards",
    "analyses",
    "puzzle_player_ratings",
    "puzzle_ratings",
    "puzzle_tries",
    "channel_puzzles",
    "daily_puzzles",
    "mined_games",
    "mined_puzzles",
    "votes",
    "team_turns",
    "team_ratings",
    "pages",
    "board_links",
    "channel_languages",
    // So that the time the move took is given back to the running chess clocks.
    "clock_heartbeat",
    "board_sessions",
];

/// The tables whose ids PostgreSQL numbers: after the copy, numbering goes on past the last.
const NUMBERED: &[&str] = &["challenges", "games", "premoves", "tournaments", "votes"];

/// Rows sent in one statement.
const BATCH: usize = 500;

/// Copies `from` (a SQLite file) into `to` (a PostgreSQL URL, its database empty); a report
/// of the rows copied per table.
///
/// # Errors
/// If either database cannot be opened, `to` already holds data, or a count differs after the
/// copy (then nothing is kept: the copy is one transaction).
pub fn sqlite_to_postgres(from: &Path, to: &str) -> Result<String> {
    if !from.exists() {
        return Err(StoreError::Refused(format!(
            "there is no SQLite file {}",
            from.display()
        )));
    }
    let source = Store::open(from)?;
    let target = Store::open_postgres(to)?;
    let (Db::Sqlite(source), Db::Postgres(pool)) = (&source.db, &target.db) else {
        unreachable!("opened as SQLite and PostgreSQL");
    };
    let mut source = source
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    let mut conn = pool.get()?;
    let mut tx = conn.client.transaction()?;
    for table in TABLES {
        if count(&mut tx, table)? > 0 {
            return Err(StoreError::Refused(format!(
                "the PostgreSQL database already holds {table}; migrate into an empty database"
            )));
        }
    }
    let mut report = String::new();
    for table in TABLES {
        let columns = columns(&source, table)?;
        let rows = source.query(&format!("SELECT {} FROM {table}", columns.join(", ")), &[])?;
        for chunk in rows.chunks(BATCH) {
            insert(&mut tx, table, &columns, chunk)?;
        }
        let copied = count(&mut tx, table)?;
        if copied != rows.len() as i64 {
            return Err(StoreError::Corrupt(format!(
                "{table}: {} rows in SQLite but {copied} copied",
                rows.len()
            )));
        }
        writeln!(report, "{table}: {copied} rows").ok();
    }
    for table in NUMBERED {
        tx.query(
            &format!(
                "SELECT setval(pg_get_serial_sequence('{table}', 'id'), COALESCE(MAX(id), 0) + 1, false) FROM {table}"
            ),
            &[],
        )?;
    }
    tx.commit()?;
    report.push_str("migrated: every count matches\n");
    Ok(report)
}

fn count(c: &mut dyn Sql, table: &str) -> Result<i64> {
    match c.query_opt(&format!("SELECT COUNT(*) FROM {table}"), &[])? {
        Some(row) => row.int(0),
        None => Ok(0),
    }
}

/// A SQLite table's columns, in order.
fn columns(c: &rusqlite::Connection, table: &str) -> Result<Vec<String>> {
    let mut stmt = c.prepare(&format!("SELECT name FROM pragma_table_info('{table}')"))?;
    let names = stmt
        .query_map([], |r| r.get(0))?
        .collect::<rusqlite::Result<Vec<String>>>()?;
    Ok(names)
}

impl Store {
    /// Inserts `rows` (values for `columns`, in order) into `table`, in one transaction and
    /// a few statements: for loading many rows at once (`kibitz bench service`'s large
    /// database).
    ///
    /// # Errors
    /// If a row is refused; then none is kept.
    pub fn insert_rows(&self, table: &str, columns: &[&str], rows: &[Row]) -> Result<()> {
        self.write(|tx| {
            for chunk in rows.chunks(BATCH) {
                insert(tx, table, columns, chunk)?;
            }
            Ok(())
        })
    }

    /// After loading many rows: PostgreSQL's planner statistics and visibility map brought up
    /// to date (`VACUUM ANALYZE`), as its autovacuum would do a little later, so that what
    /// follows runs as on a database that grew slowly. Nothing to do on SQLite.
    ///
    /// # Errors
    /// If the database fails.
    pub fn settle(&self) -> Result<()> {
        match &self.db {
            Db::Postgres(pool) => {
                pool.get()?.client.batch_execute("VACUUM ANALYZE")?;
                Ok(())
            }
            Db::Sqlite(_) => Ok(()),
        }
    }
}

/// One statement inserting `rows`.
fn insert(tx: &mut dyn Sql, table: &str, columns: &[impl AsRef<str>], rows: &[Row]) -> Result<()> {
    let names: Vec<&str> = columns.iter().map(AsRef::as_ref).collect();
    let mut sql = format!("INSERT INTO {table} ({}) VALUES ", names.join(", "));
    let mut args: Vec<Value> = Vec::with_capacity(rows.len() * columns.len());
    for (r, row) in rows.iter().enumerate() {
        if r > 0 {
            sql.push_str(", ");
        }
        sql.push('(');
        for c in 0..columns.len() {
            if c > 0 {
                sql.push_str(", ");
            }
            write!(sql, "?{}", args.len() + 1).ok();
            args.push(row.0.get(c).cloned().unwrap_or(Value::Null));
        }
        sql.push(')');
    }
    tx.execute(&sql, &args)?;
    Ok(())
}
