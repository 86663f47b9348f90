//! Who the service has met: users stored with their names, and the members of each server
//! (for its leaderboards), each written once per process rather than on every command.

use super::Core;
use crate::store::StoreError;
use crate::types::{ServerId, User, UserId};

impl Core {
    /// Stores `user` with their name, unless this process stored that name already.
    pub(super) fn remember(&self, user: &User) -> Result<(), StoreError> {
        let known = self
            .known_users
            .lock()
            .is_ok_and(|known| known.get(&user.id) == Some(&user.name));
        if known {
            return Ok(());
        }
        self.store.upsert_user(user)?;
        if let Ok(mut known) = self.known_users.lock() {
            if known.len() > 100_000 {
                known.clear();
            }
            known.insert(user.id.clone(), user.name.clone());
        }
        Ok(())
    }

    /// Notes that `actor` plays in `server` (once per process and pair), for the leaderboards
    /// of servers.
    pub(super) fn note_member(&self, server: &ServerId, actor: &UserId) {
        let key = (server.clone(), actor.clone());
        let fresh = self.members_seen.lock().is_ok_and(|mut seen| {
            if seen.len() > 100_000 {
                seen.clear();
            }
            seen.insert(key)
        });
        if fresh {
            if let Err(e) = self.store.add_member(server, actor) {
                tracing::warn!(error = %e, "noting a server's member failed");
                // Noted next time instead.
                if let Ok(mut seen) = self.members_seen.lock() {
                    seen.remove(&(server.clone(), actor.clone()));
                }
            }
        }
    }
}
