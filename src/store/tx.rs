//! Write transactions, and the chat event each records: a command's effect and the record
//! that its event was handled are stored together or not at all, so a message delivered again
//! (after a restart, or to a second process) finds the record and changes nothing.
//!
//! The event travels with the transaction: [`Store::transaction`] takes it, and the writes of
//! one command are the statements of one [`Tx`].

use super::db::{args, Sql};
use super::{Result, Store, StoreError};
use crate::types::Time;

/// A chat event being handled: its platform's id (a Matrix event id, a Discord interaction
/// id) and when it was handled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandledEvent {
    pub id: String,
    pub at: Time,
}

/// The statements of one write transaction (see [`Store::transaction`]): every write a
/// command makes is a method of this, so that a command's writes are one unit.
pub struct Tx<'a> {
    pub(super) sql: &'a mut dyn Sql,
    /// The chat event whose effect this is, recorded when the transaction commits.
    pub(super) event: Option<&'a HandledEvent>,
}

impl Store {
    /// Runs `f` as one write transaction. With `event`, that chat event is recorded as handled
    /// in the same transaction. On PostgreSQL `f` may run again when the transaction loses a
    /// race with another process's, so it must do nothing but its statements.
    ///
    /// # Errors
    /// [`StoreError::AlreadyHandled`] if `event` had been handled already: nothing `f` did is
    /// kept. Any error of `f` rolls it back.
    pub fn transaction<T>(
        &self,
        event: Option<&HandledEvent>,
        mut f: impl FnMut(&mut Tx<'_>) -> Result<T>,
    ) -> Result<T> {
        self.write(|sql| {
            let value = f(&mut Tx { sql, event })?;
            if let Some(event) = event {
                record(sql, event)?;
            }
            Ok(value)
        })
    }
}

/// Records `event` as handled; [`StoreError::AlreadyHandled`] if it was.
fn record(sql: &mut dyn Sql, event: &HandledEvent) -> Result<()> {
    let inserted = sql.execute(
        "INSERT INTO handled_events (event_id, handled_at) VALUES (?1, ?2) ON CONFLICT DO NOTHING",
        args![&event.id, event.at],
    )?;
    if inserted == 0 {
        // The caller's transaction is dropped, which rolls its effect back.
        return Err(StoreError::AlreadyHandled);
    }
    Ok(())
}
