//! Sessions on the board inside a chat client (a Discord Activity, a Matrix widget): once the
//! platform has shown who the user is, a session for that user in that channel or room, for a
//! few hours. Its secret is made and kept as a board link's is (256 bits; only its selector and
//! digest stored, compared in constant time); a session acts in its own place only.

use super::board_links::{digest, same_digest, SECRET_DIGITS, SELECTOR_DIGITS};
use super::games::Games;
use super::pages::{is_hex, random_hex};
use crate::store::{BoardSession, StoreError};
use crate::types::{ChannelId, UserId};

/// How long a session lasts.
pub const SESSION_SECONDS: i64 = 4 * 3600;

/// A new session for `user` in `place`: its secret.
pub(super) fn open_session(
    g: Games<'_>,
    user: &UserId,
    place: &ChannelId,
) -> Result<String, StoreError> {
    let secret = random_hex(SECRET_DIGITS)?;
    let session = BoardSession {
        digest: digest(&secret),
        user: user.clone(),
        place: place.clone(),
        expires_at: g.now + SESSION_SECONDS,
    };
    g.store
        .add_board_session(&secret[..SELECTOR_DIGITS], &session, g.now)?;
    Ok(secret)
}

/// The session `secret` stands for, if it was opened and has not ended (anything else,
/// malformed or not, is no session).
pub(super) fn session_of(g: Games<'_>, secret: &str) -> Result<Option<BoardSession>, StoreError> {
    if !is_hex(secret, SECRET_DIGITS) {
        return Ok(None);
    }
    let Some(session) = g.store.board_session(&secret[..SELECTOR_DIGITS])? else {
        return Ok(None);
    };
    let valid = same_digest(secret, &session.digest) && g.now < session.expires_at;
    Ok(valid.then_some(session))
}
