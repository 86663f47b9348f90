//! What a command asks of the database, and how the database answers it: the statements run
//! while recording ([`Store::record_statements`]) and each one's plan ([`Store::plan`]), for
//! the test that no statement a command runs reads every row of a large table.

use super::db::{postgres_args, postgres_sql, Row, Sql, Value};
use super::{on_postgres, Db, Result, Store};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, PoisonError};

/// A statement as it was run.
#[derive(Clone, Debug, PartialEq)]
pub struct Statement {
    pub sql: String,
    pub args: Vec<Value>,
}

/// The statements run while recording; nothing (but one flag read) while not.
#[derive(Default)]
pub(super) struct StatementLog {
    on: AtomicBool,
    statements: Mutex<Vec<Statement>>,
}

impl StatementLog {
    fn note(&self, sql: &str, args: &[Value]) {
        if self.on.load(Ordering::Relaxed) {
            let mut statements = self
                .statements
                .lock()
                .unwrap_or_else(PoisonError::into_inner);
            if !statements.iter().any(|s| s.sql == sql) {
                statements.push(Statement {
                    sql: sql.to_string(),
                    args: args.to_vec(),
                });
            }
        }
    }
}

/// A connection or transaction whose statements are noted in a [`StatementLog`].
pub(super) struct Logged<'a> {
    pub sql: &'a mut dyn Sql,
    pub log: &'a StatementLog,
}

impl Sql for Logged<'_> {
    fn execute(&mut self, sql: &str, args: &[Value]) -> Result<usize> {
        self.log.note(sql, args);
        self.sql.execute(sql, args)
    }
    fn query(&mut self, sql: &str, args: &[Value]) -> Result<Vec<Row>> {
        self.log.note(sql, args);
        self.sql.query(sql, args)
    }
}

impl Store {
    /// Starts keeping every statement run from now on (each text once, with the arguments it
    /// was first run with), forgetting those kept before.
    pub fn record_statements(&self) {
        let log = &self.log;
        log.statements
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clear();
        log.on.store(true, Ordering::Relaxed);
    }

    /// The statements run since [`Store::record_statements`], in the order first run; stops
    /// recording.
    pub fn recorded_statements(&self) -> Vec<Statement> {
        self.log.on.store(false, Ordering::Relaxed);
        std::mem::take(
            &mut *self
                .log
                .statements
                .lock()
                .unwrap_or_else(PoisonError::into_inner),
        )
    }

    /// How the database would run `statement`, one line per step, without running it: SQLite's
    /// `EXPLAIN QUERY PLAN` (`SCAN g`, `SEARCH g USING INDEX ...`), or PostgreSQL's `EXPLAIN`
    /// with sequential scans discouraged, so that a `Seq Scan` left in it is one no index can
    /// replace, whatever the tables' sizes.
    ///
    /// # Errors
    /// If the database cannot plan it.
    pub fn plan(&self, statement: &Statement) -> Result<Vec<String>> {
        let args = &statement.args;
        match &self.db {
            Db::Sqlite(conn) => {
                let conn = conn.lock().unwrap_or_else(PoisonError::into_inner);
                let mut explain = conn.prepare(&format!("EXPLAIN QUERY PLAN {}", statement.sql))?;
                let mut rows = explain.query(rusqlite::params_from_iter(args))?;
                let mut plan = Vec::new();
                while let Some(row) = rows.next()? {
                    plan.push(row.get::<_, String>(3)?);
                }
                Ok(plan)
            }
            Db::Postgres(pool) => on_postgres(pool, |conn| {
                let mut tx = conn.client.transaction()?;
                tx.batch_execute("SET LOCAL enable_seqscan = off")?;
                let sql = format!("EXPLAIN {}", postgres_sql(&statement.sql));
                let plan = tx
                    .query(&sql, &postgres_args(args))?
                    .iter()
                    .map(|row| row.try_get::<_, String>(0))
                    .collect::<std::result::Result<_, _>>()?;
                tx.rollback()?;
                Ok(plan)
            }),
        }
    }
}
