//! `web`: a player's private link to play one game on its board page. The link carries a
//! secret of 256 bits (64 hex digits) after a `#`, so that it never reaches a server's or a
//! proxy's log nor a referrer; the page sends it in the body of its POSTs. Only the secret's
//! first 16 digits (the selector, to find it) and its SHA-256 (compared in constant time) are
//! stored, so that the database alone gives no one a link. `web revoke` ends a player's links
//! to a game; a link to a game that has ended shows it, read-only.

use super::events::{Event, Told, View};
use super::games::{player, Games};
use super::handled::{refused, Handled, Refusal};
use super::pages::{hex, is_hex, random_hex};
use crate::store::{BoardLink, StoreError};
use crate::types::{ChannelId, GameId, Platform, RoomWidget, User, UserId};
use sha2::{Digest, Sha256};
use subtle::ConstantTimeEq;

/// Hex digits of a link's secret: 256 bits.
pub(super) const SECRET_DIGITS: usize = 64;
/// Hex digits of the secret that find its stored link.
pub(super) const SELECTOR_DIGITS: usize = 16;

/// `web`: the asker's new link to play the game here (or `game`), made when the reply is
/// presented; or (`revoke`) their links to it ended. Links are given only where the board
/// pages are served and linked (`linked`).
pub(super) fn web(
    g: Games<'_>,
    actor: &User,
    channel: &ChannelId,
    game: Option<GameId>,
    revoke: bool,
    linked: bool,
) -> Handled<Told> {
    let row = match game {
        None => g.active(channel)?,
        Some(id) => match g.store.game(id)? {
            Some(row) => row,
            None => return refused(Refusal::NoSuchGame(id)),
        },
    };
    player(&row, actor)?;
    let mut told = if revoke {
        let count = g.store.revoke_board_links(row.id, &actor.id)?;
        Told::saying(Event::BoardLinksRevoked {
            game: row.id,
            count,
        })
    } else {
        if row.finished {
            return refused(Refusal::GameOver(row.id));
        }
        if !linked {
            return refused(Refusal::NoBoardPages);
        }
        Told::saying(View::BoardLink {
            game: row.id,
            player: actor.id.clone(),
            url: None,
        })
    };
    // The link plays for its holder: it is for the asker's eyes only.
    told.private = true;
    Ok(told)
}

/// `board widget on|off`: the board page added to this Matrix room's widgets (or removed), by
/// its moderators, where the pages are served at `public_url`. The client fills in the room
/// and the user; the page signs them in through the client (see `board_sessions`).
pub(super) fn board_widget(
    channel: &ChannelId,
    on: bool,
    may_moderate: bool,
    public_url: Option<&str>,
) -> Handled<Told> {
    if channel.platform() != Platform::Matrix {
        return refused(Refusal::WidgetsInMatrixRooms);
    }
    if !may_moderate {
        return refused(Refusal::WidgetForModerators);
    }
    let Some(public) = public_url else {
        return refused(Refusal::NoBoardPages);
    };
    let mut told = Told::saying(Event::BoardWidget { on });
    told.room_widget = Some(if on {
        RoomWidget::Add {
            url: format!(
                "{public}/play?widget=matrix&room=$matrix_room_id&user=$matrix_user_id&theme=$org.matrix.msc2873.client_theme"
            ),
        }
    } else {
        RoomWidget::Remove
    });
    Ok(told)
}

/// A new secret for `player` in `game`, its link stored.
pub(super) fn new_link(g: Games<'_>, game: GameId, player: &UserId) -> Result<String, StoreError> {
    let secret = random_hex(SECRET_DIGITS)?;
    let link = BoardLink {
        digest: digest(&secret),
        game,
        player: player.clone(),
    };
    g.store.add_board_link(&secret[..SELECTOR_DIGITS], &link)?;
    Ok(secret)
}

/// What is stored of `secret` to check it: its SHA-256, in hex.
pub(super) fn digest(secret: &str) -> String {
    hex(&Sha256::digest(secret.as_bytes()))
}

/// The game and player a link's `secret` stands for, if it is a link that was given and not
/// revoked (anything else, malformed or not, is no link).
pub(super) fn link_of(g: Games<'_>, secret: &str) -> Result<Option<BoardLink>, StoreError> {
    if !is_hex(secret, SECRET_DIGITS) {
        return Ok(None);
    }
    let Some(link) = g.store.board_link(&secret[..SELECTOR_DIGITS])? else {
        return Ok(None);
    };
    Ok(same_digest(secret, &link.digest).then_some(link))
}

/// Whether `secret` is the one whose digest was stored as `stored`, compared in constant time.
pub(super) fn same_digest(secret: &str, stored: &str) -> bool {
    digest(secret).as_bytes().ct_eq(stored.as_bytes()).into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_digest_is_the_secrets_sha256_in_hex() {
        // FIPS 180-2's example: SHA-256("abc").
        assert_eq!(
            digest("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }
}
