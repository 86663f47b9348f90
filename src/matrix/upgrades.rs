//! Room upgrades: when a room is replaced (`m.room.tombstone`), Kibitz joins the new room and
//! moves there what the old one held: its games, challenges, tournaments and puzzles. A
//! thread cannot cross rooms, so each game played in a thread of the old room gets a thread
//! of its own in the new one, rooted at its board posted there.

use super::message::send;
use super::threads::Place;
use super::State;
use crate::game::{ChannelId, Command};
use matrix_sdk::event_handler::Ctx;
use matrix_sdk::ruma::events::room::tombstone::OriginalSyncRoomTombstoneEvent;
use matrix_sdk::ruma::OwnedServerName;
use matrix_sdk::{Client, Room};

/// Follows a room's upgrade to the room that replaces it.
pub async fn on_tombstone(
    event: OriginalSyncRoomTombstoneEvent,
    room: Room,
    client: Client,
    state: Ctx<State>,
) {
    let new_id = event.content.replacement_room.clone();
    let via: Vec<OwnedServerName> = new_id
        .server_name()
        .map(ToOwned::to_owned)
        .into_iter()
        .chain([event.sender.server_name().to_owned()])
        .collect();
    let state = state.0.clone();
    tokio::spawn(async move {
        let target = <&matrix_sdk::ruma::RoomOrAliasId>::from(&*new_id);
        let joined = super::joining(&new_id, || client.join_room_by_id_or_alias(target, &via));
        let Some(new_room) = joined.await else {
            return;
        };
        let (old, new) = (
            Place::room(&room).channel(),
            Place::room(&new_room).channel(),
        );
        let commands = state.commands.clone();
        let moving = (old.clone(), new.clone());
        let moved =
            tokio::task::spawn_blocking(move || commands.channel_replaced(&moving.0, &moving.1))
                .await;
        match moved {
            Ok(Ok(count)) => {
                tracing::info!(from = %old, to = %new, count, "followed a room upgrade")
            }
            Ok(Err(e)) => {
                tracing::error!(error = %e, from = %old, "could not move a room's games to its new room");
                return;
            }
            Err(e) => {
                tracing::error!(error = %e, "moving a room's games failed");
                return;
            }
        }
        reopen_threads(&state, &new_room, &new).await;
    });
}

/// Gives each game moved from a thread of the old room (its channel still naming the old
/// root) a thread in `room`: its board posted there as the root.
async fn reopen_threads(state: &State, room: &Room, channel: &ChannelId) {
    let commands = state.commands.clone();
    let within = channel.clone();
    let threads = tokio::task::spawn_blocking(move || commands.game_threads(&within))
        .await
        .unwrap_or_default();
    let viewer = crate::game::User::new(state.bot.clone(), "Kibitz");
    for thread in threads {
        let commands = state.commands.clone();
        let (viewer, at) = (viewer.clone(), thread.clone());
        let Ok(board) =
            tokio::task::spawn_blocking(move || commands.handle(&viewer, &at, Command::Board))
                .await
        else {
            continue;
        };
        let Some(game) = board.game.as_ref().map(|g| g.id) else {
            continue;
        };
        let root = match send(&Place::room(room), &board, None).await {
            Ok(root) => root,
            Err(e) => {
                tracing::warn!(error = %e, "could not post a moved game's board");
                continue;
            }
        };
        let into = ChannelId::within(channel, root.as_str());
        let commands = state.commands.clone();
        let moved =
            tokio::task::spawn_blocking(move || commands.into_thread(game, &thread, &into)).await;
        if !matches!(moved, Ok(true)) {
            tracing::warn!(%game, "a moved game stays where it was");
        }
    }
}
