//! Messages that a chat platform may deliver again (Matrix, after a restart): each is carried
//! out once, and one that waited too long while Kibitz was offline is not acted on.

use super::service::Refusal;
use super::Service;
use crate::store::{EventState, StoreError};
use crate::types::*;
use std::sync::atomic::Ordering;

/// A command older than this when it arrives is answered, not carried out: a move sent during
/// a long outage could otherwise be played hours later, in a position its sender no longer
/// has in mind.
pub const STALE_AFTER: i64 = 10 * 60;
/// Handled events are remembered this long (redelivery comes only after a restart).
const REMEMBER_EVENTS: i64 = 7 * 24 * 3600;

/// A message as delivered: its id on the platform, and when it was sent.
#[derive(Clone, Debug)]
pub struct Delivery {
    pub event_id: String,
    /// Unix seconds, by the sender's server.
    pub sent_at: i64,
    /// The server it was sent in, if any (see [`Service::handle_in`]).
    pub server: Option<String>,
}

/// What a user is told about a command that arrived too late.
pub const OFFLINE: &str = "I was offline when you sent this; please send it again.";

impl Service {
    /// Carries out a delivered command once: `None` if it was handled and answered before.
    /// `command` is what the adapter read (or why it could not). The record that the message
    /// was handled is stored in the transaction of its effect, so a crash can never repeat it.
    /// Call [`Service::answered`] once the reply has gone out.
    pub fn handle_delivered(
        &self,
        delivery: &Delivery,
        actor: &User,
        channel: &ChannelId,
        command: Result<Command, String>,
    ) -> Option<Reply> {
        let now = self.now();
        let result = match self.store.event_state(&delivery.event_id) {
            Ok(EventState::Answered) => return None,
            Ok(EventState::Handled) => {
                // Carried out just before a restart; its answer may not have gone out.
                return Some(Reply::error(
                    "I handled this just before a restart. `board` shows where the game stands now.",
                ));
            }
            Ok(EventState::New) => self.store.handling(&delivery.event_id, now, || {
                if now - delivery.sent_at > STALE_AFTER {
                    return Reply::error(OFFLINE);
                }
                match command {
                    Ok(command) => {
                        self.handle_in(actor, channel, delivery.server.as_deref(), command)
                    }
                    Err(usage) => Reply::error(usage),
                }
            }),
            Err(e) => Err(e),
        };
        match result {
            Ok(reply) => Some(reply),
            Err(StoreError::AlreadyHandled) => None,
            Err(e) => Some(self.respond(channel, Err(Refusal::Store(e)))),
        }
    }

    /// Notes that the reply to a delivered command went out.
    pub fn answered(&self, delivery: &Delivery) {
        if let Err(e) = self.store.mark_answered(&delivery.event_id) {
            tracing::warn!(error = %e, "could not note an answer");
        }
    }

    /// Forgets handled events old enough never to come again; at most once an hour.
    pub(super) fn forget_old_events(&self) -> Result<(), StoreError> {
        let now = self.now();
        let last = self.events_forgotten_at.load(Ordering::Relaxed);
        if now.saturating_sub(last) < 3600 {
            return Ok(());
        }
        self.events_forgotten_at.store(now, Ordering::Relaxed);
        self.store.forget_events(now - REMEMBER_EVENTS)?;
        Ok(())
    }
}
