//! Sessions on the board inside a chat client: opened by the HTTP side once the platform has
//! shown who the user is (Discord's OAuth2, a Matrix homeserver's OpenID), for one channel or
//! room.

use super::web::{Page, Site};
use crate::game::board_sessions::{open_session, session_of, SESSION_SECONDS};
use crate::types::{ChannelId, UserId};

/// A session just opened: its secret (for the page to send with each request) and how long it
/// lasts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpenedSession {
    pub secret: String,
    pub seconds: i64,
}

impl Site {
    /// A new session for `user` in `place` (a Discord channel, a Matrix room), whom the
    /// platform has shown to be who they are.
    pub fn open_session(&self, user: &UserId, place: &ChannelId) -> Page<OpenedSession> {
        let secret = open_session(self.core.games(), user, place)?;
        metrics::counter!(crate::meters::BOARD_SESSIONS, "outcome" => "opened").increment(1);
        Ok(Some(OpenedSession {
            secret,
            seconds: SESSION_SECONDS,
        }))
    }

    /// Who the session `secret` is for, and where: none for no session (or one that ended).
    pub fn session(&self, secret: &str) -> Page<(UserId, ChannelId)> {
        let session = session_of(self.core.games(), secret)?;
        Ok(session.map(|s| (s.user, s.place)))
    }

    /// Counts a session refused because the platform did not vouch for its user (nothing else
    /// of it is kept).
    pub fn session_refused(&self, platform: &'static str) {
        metrics::counter!(crate::meters::BOARD_SESSIONS, "outcome" => "refused", "platform" => platform)
            .increment(1);
    }
}
