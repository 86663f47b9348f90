//! What follows a reply in Matrix: the messages after it in its room (moves played in answer)
//! and direct messages, each in the one direct room Kibitz shares with the player: created
//! (and marked direct in Kibitz's account data, so that it is found again after a restart)
//! the first time, reused after.

use super::message::send;
use super::tallies::{show_tally, Tallies};
use super::threads::{place_of, Place};
use crate::game::{Direct, Reply};
use matrix_sdk::ruma::api::client::room::create_room::v3::{Request as CreateRoom, RoomPreset};
use matrix_sdk::ruma::events::room::member::MembershipState;
use matrix_sdk::ruma::UserId;
use matrix_sdk::{Client, Room};
use std::sync::OnceLock;

/// Held while a direct room is looked up or created, so that two messages at once for one
/// player never make two rooms.
fn creating() -> &'static tokio::sync::Mutex<()> {
    static LOCK: OnceLock<tokio::sync::Mutex<()>> = OnceLock::new();
    LOCK.get_or_init(|| tokio::sync::Mutex::new(()))
}

/// Sends the replies that follow `reply` in `room` (a team's tally kept in one message by
/// `tallies`), those for other rooms (a team's opponents), then its direct messages (a refusal
/// may carry one too: where to send what was refused here).
pub async fn extras(client: &Client, tallies: &Tallies, place: &Place, reply: &Reply) {
    if !reply.error {
        for then in &reply.then {
            show(tallies, place, then).await;
        }
        for other in &reply.elsewhere {
            match place_of(client, &other.channel) {
                Some(there) => show(tallies, &there, &other.reply).await,
                None => tracing::info!(channel = %other.channel, "a message for a room not joined"),
            }
        }
    }
    let followers = (reply.then.iter()).chain(reply.elsewhere.iter().map(|e| &e.reply));
    for direct in (reply.direct.iter()).chain(followers.flat_map(|r| &r.direct)) {
        if let Err(e) = direct_message(client, direct).await {
            tracing::warn!(error = %e, user = %direct.user, "could not send a direct message");
        }
    }
}

/// Shows `reply` at `place`: a tally in its vote's message, anything else as a new message.
async fn show(tallies: &Tallies, place: &Place, reply: &Reply) {
    if let Some(tally) = &reply.tally {
        show_tally(tallies, &place.room, tally, reply);
    } else if let Err(e) = send(place, reply, None).await {
        tracing::warn!(error = %e, room = %place.room.room_id(), "could not post a message");
    }
}

async fn direct_message(client: &Client, direct: &Direct) -> anyhow::Result<()> {
    let message = Reply {
        text: direct.text.clone(),
        image: direct.image.clone(),
        ..Reply::default()
    };
    let Some(user) = super::matrix_user(&direct.user) else {
        return Ok(());
    };
    send_directly(client, &user, &message).await
}

/// Sends `reply` to `user` in the direct room Kibitz shares with them.
///
/// # Errors
/// When the room cannot be made or the homeserver refuses the message.
pub async fn send_directly(client: &Client, user: &UserId, reply: &Reply) -> anyhow::Result<()> {
    let room = direct_room(client, user).await?;
    send(&Place::room(&room), reply, None).await?;
    Ok(())
}

/// The direct room shared with `user` that they have not left, else a new one.
async fn direct_room(client: &Client, user: &UserId) -> anyhow::Result<Room> {
    let _held = creating().lock().await;
    for room in client.get_dm_rooms(user) {
        let gone = match room.get_member_no_sync(user).await {
            Ok(Some(member)) => matches!(
                member.membership(),
                MembershipState::Leave | MembershipState::Ban
            ),
            _ => false,
        };
        if !gone {
            return Ok(room);
        }
    }
    let mut request = CreateRoom::new();
    request.invite = vec![user.to_owned()];
    request.is_direct = true;
    request.preset = Some(RoomPreset::TrustedPrivateChat);
    request.name = Some("Kibitz".to_string());
    Ok(client.create_room(request).await?)
}
