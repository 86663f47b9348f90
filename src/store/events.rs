//! Chat events already handled, so that each is carried out once: a message delivered again
//! after a restart (or seen by two processes) finds its record and does nothing.
//!
//! The record is written in the same transaction as the event's effect. The event being
//! handled is set for the current thread with [`Store::handling`]; every write transaction on
//! that thread records it, and the first that does makes any later attempt fail with
//! [`StoreError::AlreadyHandled`].

use super::db::{args, Sql};
use super::{Result, Store, StoreError};
use std::cell::RefCell;

thread_local! {
    /// The event being handled on this thread and when, until a transaction records it.
    static PENDING: RefCell<Option<(String, i64)>> = const { RefCell::new(None) };
}

/// What the store knows of a chat event.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum EventState {
    New,
    /// Carried out, but its answer may not have gone out.
    Handled,
    /// Carried out and answered.
    Answered,
}

/// Inside a write transaction: records the pending event of this thread, if any. It stays
/// pending until [`recorded`] says the transaction was committed.
pub(super) fn record_pending(tx: &mut dyn Sql) -> Result<()> {
    let Some((id, now)) = pending() else {
        return Ok(());
    };
    let inserted = tx.execute(
        "INSERT INTO handled_events (event_id, handled_at) VALUES (?1, ?2) ON CONFLICT DO NOTHING",
        args![id, now],
    )?;
    if inserted == 0 {
        // Dropping the transaction rolls the effect back.
        return Err(StoreError::AlreadyHandled);
    }
    Ok(())
}

/// The event being handled on this thread and when, for a statement that records it itself
/// (then [`recorded`] after it).
pub(super) fn pending() -> Option<(String, i64)> {
    PENDING.with(|p| p.borrow().clone())
}

/// After a commit: the pending event is recorded.
pub(super) fn recorded() {
    PENDING.with(|p| p.borrow_mut().take());
}

impl Store {
    /// Runs `f` as the handling of chat event `event_id`: the first write transaction inside
    /// records the event with its effect. If `f` wrote nothing (a question, an error), the
    /// event is recorded on its own afterwards.
    ///
    /// # Errors
    /// [`StoreError::AlreadyHandled`] if the event had been handled before, whatever `f` did.
    pub fn handling<T>(&self, event_id: &str, now: i64, f: impl FnOnce() -> T) -> Result<T> {
        if self.event_state(event_id)? != EventState::New {
            return Err(StoreError::AlreadyHandled);
        }
        /// Clears the pending event however `f` ends (a blocking thread is reused).
        struct Clear;
        impl Drop for Clear {
            fn drop(&mut self) {
                PENDING.with(|p| p.borrow_mut().take());
            }
        }
        let _clear = Clear;
        PENDING.with(|p| *p.borrow_mut() = Some((event_id.to_string(), now)));
        let value = f();
        if PENDING.with(|p| p.borrow().is_some()) {
            self.write(|_| Ok(()))?;
        }
        Ok(value)
    }

    /// Whether a chat event was handled, and answered.
    pub fn event_state(&self, event_id: &str) -> Result<EventState> {
        self.with(|c| {
            let answered = c.query_opt(
                "SELECT answered FROM handled_events WHERE event_id = ?1",
                args![event_id],
            )?;
            Ok(match answered.map(|r| r.flag(0)).transpose()? {
                None => EventState::New,
                Some(false) => EventState::Handled,
                Some(true) => EventState::Answered,
            })
        })
    }

    /// Notes that the answer to a handled event went out.
    pub fn mark_answered(&self, event_id: &str) -> Result<()> {
        self.with(|c| {
            c.execute(
                "UPDATE handled_events SET answered = 1 WHERE event_id = ?1",
                args![event_id],
            )?;
            Ok(())
        })
    }

    /// Forgets events handled before `before` (a redelivery that old is answered as stale
    /// anyway); returns how many.
    pub fn forget_events(&self, before: i64) -> Result<usize> {
        self.with(|c| {
            c.execute(
                "DELETE FROM handled_events WHERE handled_at < ?1",
                args![before],
            )
        })
    }
}
