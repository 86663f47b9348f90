//! PostgreSQL connections for the pool, each keeping its prepared statements: a statement is
//! parsed once per connection, and every later use is one round trip instead of two.

use super::db::{postgres_args, postgres_row, postgres_sql, Row, Sql, Value};
use super::Result;
use r2d2_postgres::postgres::{self, Client, Statement, Transaction};
use r2d2_postgres::PostgresConnectionManager;
use std::collections::HashMap;

/// A connection and the statements prepared on it.
pub struct Connection {
    pub client: Client,
    statements: HashMap<String, Statement>,
}

impl Connection {
    /// A transaction that uses (and adds to) this connection's statements.
    pub fn transaction(
        &mut self,
        isolation: postgres::IsolationLevel,
        read_only: bool,
    ) -> Result<Cached<'_>> {
        let tx = self
            .client
            .build_transaction()
            .isolation_level(isolation)
            .read_only(read_only)
            .start()?;
        Ok(Cached {
            tx,
            statements: &mut self.statements,
        })
    }
}

/// A transaction with its connection's statements.
pub struct Cached<'a> {
    tx: Transaction<'a>,
    statements: &'a mut HashMap<String, Statement>,
}

impl Cached<'_> {
    pub fn commit(self) -> Result<()> {
        self.tx.commit()?;
        Ok(())
    }
}

fn prepared(
    client: &mut impl postgres::GenericClient,
    statements: &mut HashMap<String, Statement>,
    sql: &str,
) -> Result<Statement> {
    if let Some(statement) = statements.get(sql) {
        return Ok(statement.clone());
    }
    let statement = client.prepare(postgres_sql(sql).as_ref())?;
    statements.insert(sql.to_string(), statement.clone());
    Ok(statement)
}

impl Sql for Connection {
    fn execute(&mut self, sql: &str, args: &[Value]) -> Result<usize> {
        let statement = prepared(&mut self.client, &mut self.statements, sql)?;
        Ok(self.client.execute(&statement, &postgres_args(args))? as usize)
    }
    fn query(&mut self, sql: &str, args: &[Value]) -> Result<Vec<Row>> {
        let statement = prepared(&mut self.client, &mut self.statements, sql)?;
        self.client
            .query(&statement, &postgres_args(args))?
            .iter()
            .map(postgres_row)
            .collect()
    }
}

impl Sql for Cached<'_> {
    fn execute(&mut self, sql: &str, args: &[Value]) -> Result<usize> {
        let statement = prepared(&mut self.tx, self.statements, sql)?;
        Ok(self.tx.execute(&statement, &postgres_args(args))? as usize)
    }
    fn query(&mut self, sql: &str, args: &[Value]) -> Result<Vec<Row>> {
        let statement = prepared(&mut self.tx, self.statements, sql)?;
        self.tx
            .query(&statement, &postgres_args(args))?
            .iter()
            .map(postgres_row)
            .collect()
    }
}

/// Makes [`Connection`]s for the pool.
pub struct Manager(pub PostgresConnectionManager<postgres::NoTls>);

impl r2d2::ManageConnection for Manager {
    type Connection = Connection;
    type Error = postgres::Error;

    fn connect(&self) -> std::result::Result<Connection, postgres::Error> {
        Ok(Connection {
            client: self.0.connect()?,
            statements: HashMap::new(),
        })
    }

    fn is_valid(&self, conn: &mut Connection) -> std::result::Result<(), postgres::Error> {
        self.0.is_valid(&mut conn.client)
    }

    fn has_broken(&self, conn: &mut Connection) -> bool {
        self.0.has_broken(&mut conn.client)
    }
}

pub type Pool = r2d2::Pool<Manager>;
