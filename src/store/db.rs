//! The two databases behind one small interface. Every statement is written once, in SQL that
//! SQLite and PostgreSQL both understand, with SQLite's numbered parameters (`?1`), which
//! become PostgreSQL's (`$1`); parameters and rows are plain values ([`Value`], [`Row`]).

use super::{Result, StoreError};
use crate::types::{ChallengeId, ChannelId, GameId, ServerId, Time, TournamentId, UserId};
use std::borrow::Cow;

/// A parameter or a column's value.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Null,
    Int(i64),
    Real(f64),
    Text(String),
}

macro_rules! from_int {
    ($($t:ty),*) => {$(
        impl From<$t> for Value {
            fn from(v: $t) -> Value {
                Value::Int(i64::from(v))
            }
        }
    )*};
}
from_int!(i64, i32, u32, u16, u8, bool);

impl From<GameId> for Value {
    fn from(id: GameId) -> Value {
        Value::Int(id.0)
    }
}

/// An instant, stored as Unix seconds.
impl From<Time> for Value {
    fn from(time: Time) -> Value {
        Value::Int(time.unix())
    }
}

impl From<ChallengeId> for Value {
    fn from(id: ChallengeId) -> Value {
        Value::Int(id.0)
    }
}

impl From<TournamentId> for Value {
    fn from(id: TournamentId) -> Value {
        Value::Int(id.0)
    }
}

impl From<&UserId> for Value {
    fn from(id: &UserId) -> Value {
        Value::Text(id.stored().to_string())
    }
}

impl From<&ServerId> for Value {
    fn from(id: &ServerId) -> Value {
        Value::Text(id.stored().to_string())
    }
}

impl From<&ChannelId> for Value {
    fn from(id: &ChannelId) -> Value {
        Value::Text(id.stored().to_string())
    }
}

impl From<f64> for Value {
    fn from(v: f64) -> Value {
        Value::Real(v)
    }
}

impl From<&str> for Value {
    fn from(v: &str) -> Value {
        Value::Text(v.to_string())
    }
}

impl From<&String> for Value {
    fn from(v: &String) -> Value {
        Value::Text(v.clone())
    }
}

impl From<String> for Value {
    fn from(v: String) -> Value {
        Value::Text(v)
    }
}

impl<T: Into<Value>> From<Option<T>> for Value {
    fn from(v: Option<T>) -> Value {
        v.map_or(Value::Null, Into::into)
    }
}

/// The parameters of a statement: `args![game_id, ply]`.
macro_rules! args {
    ($($v:expr),* $(,)?) => {
        &[$($crate::store::db::Value::from($v)),*] as &[$crate::store::db::Value]
    };
}
pub(crate) use args;

/// A row of a result.
#[derive(Clone, Debug, PartialEq)]
pub struct Row(pub Vec<Value>);

fn wrong(i: usize, what: &str, value: &Value) -> StoreError {
    StoreError::Corrupt(format!("column {i}: {what} expected, found {value:?}"))
}

impl Row {
    fn at(&self, i: usize) -> &Value {
        self.0.get(i).unwrap_or(&Value::Null)
    }

    pub fn opt_int(&self, i: usize) -> Result<Option<i64>> {
        match self.at(i) {
            Value::Null => Ok(None),
            Value::Int(v) => Ok(Some(*v)),
            other => Err(wrong(i, "an integer", other)),
        }
    }

    pub fn int(&self, i: usize) -> Result<i64> {
        self.opt_int(i)?
            .ok_or_else(|| wrong(i, "an integer", &Value::Null))
    }

    /// An instant stored as Unix seconds.
    pub fn time(&self, i: usize) -> Result<Time> {
        self.int(i).map(Time::from_unix)
    }

    pub fn opt_time(&self, i: usize) -> Result<Option<Time>> {
        Ok(self.opt_int(i)?.map(Time::from_unix))
    }

    /// An integer that fits `T` (a ply, a count, a level).
    pub fn num<T: TryFrom<i64>>(&self, i: usize) -> Result<T> {
        let v = self.int(i)?;
        T::try_from(v).map_err(|_| wrong(i, "a small integer", &Value::Int(v)))
    }

    pub fn opt_num<T: TryFrom<i64>>(&self, i: usize) -> Result<Option<T>> {
        match self.opt_int(i)? {
            None => Ok(None),
            Some(_) => self.num(i).map(Some),
        }
    }

    pub fn flag(&self, i: usize) -> Result<bool> {
        Ok(self.int(i)? != 0)
    }

    pub fn real(&self, i: usize) -> Result<f64> {
        match self.at(i) {
            Value::Real(v) => Ok(*v),
            Value::Int(v) => Ok(*v as f64),
            other => Err(wrong(i, "a number", other)),
        }
    }

    pub fn opt_text(&self, i: usize) -> Result<Option<String>> {
        match self.at(i) {
            Value::Null => Ok(None),
            Value::Text(v) => Ok(Some(v.clone())),
            other => Err(wrong(i, "text", other)),
        }
    }

    pub fn text(&self, i: usize) -> Result<String> {
        self.opt_text(i)?
            .ok_or_else(|| wrong(i, "text", &Value::Null))
    }
}

/// A connection or a transaction, of either database.
pub trait Sql {
    /// Runs a statement; how many rows it changed.
    fn execute(&mut self, sql: &str, args: &[Value]) -> Result<usize>;
    fn query(&mut self, sql: &str, args: &[Value]) -> Result<Vec<Row>>;

    /// The first row, if any.
    fn query_opt(&mut self, sql: &str, args: &[Value]) -> Result<Option<Row>> {
        Ok(self.query(sql, args)?.into_iter().next())
    }
}

// --- SQLite ---------------------------------------------------------------------------------

impl rusqlite::ToSql for Value {
    fn to_sql(&self) -> rusqlite::Result<rusqlite::types::ToSqlOutput<'_>> {
        use rusqlite::types::ToSqlOutput;
        Ok(match self {
            Value::Null => ToSqlOutput::from(rusqlite::types::Null),
            Value::Int(v) => ToSqlOutput::from(*v),
            Value::Real(v) => ToSqlOutput::from(*v),
            Value::Text(v) => ToSqlOutput::from(v.as_str()),
        })
    }
}

fn sqlite_execute(c: &rusqlite::Connection, sql: &str, args: &[Value]) -> Result<usize> {
    Ok(c.prepare_cached(sql)?
        .execute(rusqlite::params_from_iter(args))?)
}

fn sqlite_query(c: &rusqlite::Connection, sql: &str, args: &[Value]) -> Result<Vec<Row>> {
    use rusqlite::types::ValueRef;
    let mut stmt = c.prepare_cached(sql)?;
    let columns = stmt.column_count();
    let mut rows = stmt.query(rusqlite::params_from_iter(args))?;
    let mut out = Vec::new();
    while let Some(row) = rows.next()? {
        let mut values = Vec::with_capacity(columns);
        for i in 0..columns {
            values.push(match row.get_ref(i)? {
                ValueRef::Null => Value::Null,
                ValueRef::Integer(v) => Value::Int(v),
                ValueRef::Real(v) => Value::Real(v),
                ValueRef::Text(v) | ValueRef::Blob(v) => {
                    Value::Text(String::from_utf8_lossy(v).into_owned())
                }
            });
        }
        out.push(Row(values));
    }
    Ok(out)
}

impl Sql for rusqlite::Connection {
    fn execute(&mut self, sql: &str, args: &[Value]) -> Result<usize> {
        sqlite_execute(self, sql, args)
    }
    fn query(&mut self, sql: &str, args: &[Value]) -> Result<Vec<Row>> {
        sqlite_query(self, sql, args)
    }
}

impl Sql for rusqlite::Transaction<'_> {
    fn execute(&mut self, sql: &str, args: &[Value]) -> Result<usize> {
        sqlite_execute(self, sql, args)
    }
    fn query(&mut self, sql: &str, args: &[Value]) -> Result<Vec<Row>> {
        sqlite_query(self, sql, args)
    }
}

// --- PostgreSQL -----------------------------------------------------------------------------

/// `?1` becomes `$1` (no statement of ours has a `?` anywhere else).
pub(super) fn postgres_sql(sql: &str) -> Cow<'_, str> {
    if sql.contains('?') {
        Cow::Owned(sql.replace('?', "$"))
    } else {
        Cow::Borrowed(sql)
    }
}

impl postgres::types::ToSql for Value {
    fn to_sql(
        &self,
        ty: &postgres::types::Type,
        out: &mut bytes::BytesMut,
    ) -> std::result::Result<postgres::types::IsNull, Box<dyn std::error::Error + Sync + Send>>
    {
        use postgres::types::Type;
        match self {
            Value::Null => Ok(postgres::types::IsNull::Yes),
            Value::Int(v) => match *ty {
                Type::INT4 => i32::try_from(*v)?.to_sql(ty, out),
                Type::INT2 => i16::try_from(*v)?.to_sql(ty, out),
                Type::FLOAT8 => (*v as f64).to_sql(ty, out),
                Type::BOOL => (*v != 0).to_sql(ty, out),
                Type::TEXT | Type::VARCHAR => v.to_string().to_sql(ty, out),
                _ => v.to_sql(ty, out),
            },
            Value::Real(v) => match *ty {
                Type::FLOAT4 => (*v as f32).to_sql(ty, out),
                _ => v.to_sql(ty, out),
            },
            Value::Text(v) => v.as_str().to_sql(ty, out),
        }
    }

    fn accepts(_: &postgres::types::Type) -> bool {
        true
    }

    postgres::types::to_sql_checked!();
}

pub(super) fn postgres_row(row: &postgres::Row) -> Result<Row> {
    use postgres::types::Type;
    let mut values = Vec::with_capacity(row.len());
    for (i, column) in row.columns().iter().enumerate() {
        let value = match *column.type_() {
            Type::INT8 => row.try_get::<_, Option<i64>>(i)?.map(Value::Int),
            Type::INT4 => row
                .try_get::<_, Option<i32>>(i)?
                .map(|v| Value::Int(v.into())),
            Type::INT2 => row
                .try_get::<_, Option<i16>>(i)?
                .map(|v| Value::Int(v.into())),
            Type::BOOL => row
                .try_get::<_, Option<bool>>(i)?
                .map(|v| Value::Int(v.into())),
            Type::FLOAT8 => row.try_get::<_, Option<f64>>(i)?.map(Value::Real),
            Type::FLOAT4 => row
                .try_get::<_, Option<f32>>(i)?
                .map(|v| Value::Real(v.into())),
            _ => row.try_get::<_, Option<String>>(i)?.map(Value::Text),
        };
        values.push(value.unwrap_or(Value::Null));
    }
    Ok(Row(values))
}

pub(super) fn postgres_args(args: &[Value]) -> Vec<&(dyn postgres::types::ToSql + Sync)> {
    args.iter()
        .map(|a| a as &(dyn postgres::types::ToSql + Sync))
        .collect()
}

fn postgres_execute(
    c: &mut impl postgres::GenericClient,
    sql: &str,
    args: &[Value],
) -> Result<usize> {
    let changed = c.execute(postgres_sql(sql).as_ref(), &postgres_args(args))?;
    Ok(changed as usize)
}

fn postgres_query(
    c: &mut impl postgres::GenericClient,
    sql: &str,
    args: &[Value],
) -> Result<Vec<Row>> {
    c.query(postgres_sql(sql).as_ref(), &postgres_args(args))?
        .iter()
        .map(postgres_row)
        .collect()
}

/// A plain transaction, without prepared statements kept (`kibitz migrate`'s one).
impl Sql for postgres::Transaction<'_> {
    fn execute(&mut self, sql: &str, args: &[Value]) -> Result<usize> {
        postgres_execute(self, sql, args)
    }
    fn query(&mut self, sql: &str, args: &[Value]) -> Result<Vec<Row>> {
        postgres_query(self, sql, args)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parameters_are_numbered_for_postgres() {
        assert_eq!(
            postgres_sql("SELECT a FROM t WHERE b = ?1 AND c > ?12"),
            "SELECT a FROM t WHERE b = $1 AND c > $12"
        );
    }

    #[test]
    fn rows_read_their_columns_or_say_what_is_wrong() {
        let row = Row(vec![
            Value::Int(7),
            Value::Null,
            Value::Text("x".into()),
            Value::Real(1.5),
        ]);
        assert_eq!(row.int(0).unwrap(), 7);
        assert_eq!(row.num::<u8>(0).unwrap(), 7);
        assert_eq!(row.opt_int(1).unwrap(), None);
        assert!(row.int(1).is_err());
        assert_eq!(row.text(2).unwrap(), "x");
        assert!(row.int(2).is_err());
        assert_eq!(row.real(3).unwrap(), 1.5);
        assert_eq!(row.real(0).unwrap(), 7.0);
        assert!(Row(vec![Value::Int(300)]).num::<u8>(0).is_err());
    }
}
