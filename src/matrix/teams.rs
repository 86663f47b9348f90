//! Team games on Matrix: the rooms a team challenge names (by id or alias, among the rooms
//! Kibitz is in on the same homeserver), and the name a room's team goes by.

use super::channel_key;
use crate::game::ChannelId;
use matrix_sdk::ruma::{RoomAliasId, RoomId};
use matrix_sdk::{Client, Room, RoomState};
use std::collections::HashMap;

/// The rooms that the words of `line` name (`!id:server`, `#alias:server`, alone or as an
/// option's value), with their teams' names: those Kibitz has joined on `room`'s homeserver.
pub async fn rooms_named(
    client: &Client,
    room: &Room,
    line: &str,
) -> HashMap<String, (ChannelId, String)> {
    let mut named = HashMap::new();
    for word in line.split_whitespace() {
        let value = word.split_once(':').map_or(word, |(key, value)| {
            if key.starts_with(['#', '!']) {
                word
            } else {
                value
            }
        });
        if named.contains_key(value) {
            continue;
        }
        if let Some(other) = joined_room(client, value)
            .await
            .filter(|other| other.room_id().server_name() == room.room_id().server_name())
        {
            named.insert(
                value.to_string(),
                (channel_key(&other), team_name(&other).await),
            );
        }
    }
    named
}

/// The joined room `word` names by id or alias.
async fn joined_room(client: &Client, word: &str) -> Option<Room> {
    let id = if word.starts_with('!') {
        RoomId::parse(word).ok()?
    } else if word.starts_with('#') {
        let alias = RoomAliasId::parse(word).ok()?;
        client.resolve_room_alias(&alias).await.ok()?.room_id
    } else {
        return None;
    };
    client
        .get_room(&id)
        .filter(|r| r.state() == RoomState::Joined)
}

/// How a room's team is shown: "team" and the room's name.
pub async fn team_name(room: &Room) -> String {
    let name = match room.display_name().await {
        Ok(name) => name.to_string(),
        Err(_) => room.room_id().to_string(),
    };
    format!("team {name}")
}
