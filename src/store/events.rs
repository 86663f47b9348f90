//! Chat events already handled, so that each is carried out once: a message delivered again
//! after a restart (or seen by two processes) finds its record and does nothing. The record
//! is written by the transaction of the event's effect (see [`super::tx`]).

use super::db::args;
use super::{Result, Store};
use crate::types::Time;

/// What the store knows of a chat event.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum EventState {
    New,
    /// Carried out at `at`, but its answer may not have gone out.
    Handled {
        at: Time,
    },
    /// Carried out and answered.
    Answered,
}

impl Store {
    /// Whether a chat event was handled, and answered.
    pub fn event_state(&self, event_id: &str) -> Result<EventState> {
        self.with(|c| {
            let row = c.query_opt(
                "SELECT answered, handled_at FROM handled_events WHERE event_id = ?1",
                args![event_id],
            )?;
            Ok(match row {
                None => EventState::New,
                Some(r) if r.flag(0)? => EventState::Answered,
                Some(r) => EventState::Handled { at: r.time(1)? },
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
    pub fn forget_events(&self, before: Time) -> Result<usize> {
        self.with(|c| {
            c.execute(
                "DELETE FROM handled_events WHERE handled_at < ?1",
                args![before],
            )
        })
    }
}
