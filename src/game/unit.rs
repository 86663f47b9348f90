//! One command's unit of work: what the command writes, and the chat event it handles, which
//! is recorded in the transaction of the command's effect (so that a message delivered again
//! finds the record and changes nothing). The event travels here, explicitly, into every write.

use crate::store::{HandledEvent, MoveWrite, Result, Store, Stored, Tx};
use std::cell::Cell;

/// The writes of one command, with the chat event it handles when it came as one. A
/// command's effect is one transaction ([`Unit::write`] once, several statements in it); what
/// follows from it in other hands (the bot's answer, conditional moves set off) is work of its
/// own ([`Unit::none`]).
pub(super) struct Unit<'s> {
    store: &'s Store,
    event: Option<HandledEvent>,
    /// Whether a transaction of this unit recorded the event (or there is none).
    recorded: Cell<bool>,
}

impl<'s> Unit<'s> {
    /// The work of handling chat `event`.
    pub fn handling(store: &'s Store, event: HandledEvent) -> Unit<'s> {
        Unit {
            store,
            event: Some(event),
            recorded: Cell::new(false),
        }
    }

    /// Work that handles no chat event: a command given directly, the clock's, the bot's.
    pub fn none(store: &'s Store) -> Unit<'s> {
        Unit {
            store,
            event: None,
            recorded: Cell::new(true),
        }
    }

    /// The event, until a transaction has recorded it.
    fn pending(&self) -> Option<&HandledEvent> {
        self.event.as_ref().filter(|_| !self.recorded.get())
    }

    /// Runs `f` as one transaction, which records the event if none has yet.
    pub fn write<T>(&self, f: impl FnMut(&mut Tx<'_>) -> Result<T>) -> Result<T> {
        let value = self.store.transaction(self.pending(), f)?;
        self.recorded.set(true);
        Ok(value)
    }

    /// Stores a move (see [`Store::apply_move`]), recording the event with it.
    pub fn apply_move(&self, m: &MoveWrite<'_>) -> Result<Option<Stored>> {
        let stored = self.store.apply_move(self.pending(), m)?;
        self.recorded.set(true);
        Ok(stored)
    }

    /// Ends the unit: a command that wrote nothing (a question, a refusal) records its event
    /// on its own.
    ///
    /// # Errors
    /// [`crate::store::StoreError::AlreadyHandled`] if another delivery of the event was
    /// handled meanwhile.
    pub fn close(self) -> Result<()> {
        if self.pending().is_some() {
            self.write(|_| Ok(()))?;
        }
        Ok(())
    }
}
