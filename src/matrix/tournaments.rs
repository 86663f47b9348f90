//! Tournaments on Matrix: who may organise (a moderator: a power level of at least 50 in the
//! room), and each board's game set up in a room of its own, named after the board, with both
//! players invited and anyone with the link (the announcement's) free to join and watch.

use super::message::send;
use super::tallies::Tallies;
use super::threads::Place;
use super::{direct, matrix_user};
use crate::game::{ChannelId, Clockwork, Platform, Seat};
use matrix_sdk::room::RoomMember;
use matrix_sdk::ruma::api::client::room::create_room::v3::{Request as CreateRoom, RoomPreset};
use matrix_sdk::ruma::events::room::power_levels::UserPowerLevel;
use matrix_sdk::ruma::{Int, UserId};
use matrix_sdk::{Client, Room};

/// A moderator's power level in a room.
const MODERATOR_LEVEL: i32 = 50;

/// Whether `user` moderates `room`: organises tournaments, turns the daily puzzle on or off
/// and decides games stuck by a player who left.
pub async fn may_moderate(room: &Room, user: &UserId) -> bool {
    let member: Option<RoomMember> = room.get_member(user).await.ok().flatten();
    member.is_some_and(|m| m.power_level() >= UserPowerLevel::Int(Int::from(MODERATOR_LEVEL)))
}

/// Sets up each seat's game in a new room, posts its board there and sends the players'
/// direct messages. A seat whose room cannot be made waits: it is offered again later.
pub async fn open_seats(
    client: &Client,
    tallies: &Tallies,
    clockwork: &Clockwork,
    seats: Vec<Seat>,
) {
    for seat in seats {
        let mut request = CreateRoom::new();
        request.name = Some(seat.name.clone());
        request.preset = Some(RoomPreset::PublicChat);
        request.invite = seat.players.iter().filter_map(matrix_user).collect();
        let room = match client.create_room(request).await {
            Ok(room) => room,
            Err(e) => {
                tracing::warn!(error = %e, "could not make a tournament game's room");
                continue;
            }
        };
        let place = ChannelId::new(Platform::Matrix, room.room_id().as_str());
        let clockwork = clockwork.clone();
        let seated = tokio::task::spawn_blocking(move || clockwork.seat(&seat, &place))
            .await
            .unwrap_or_else(|e| crate::game::failed(crate::game::Lang::default(), e));
        if seated.error {
            tracing::info!(why = %seated.text, "a tournament game was not set up");
            if let Err(e) = room.leave().await {
                tracing::info!(error = %e, "could not leave an unused room");
            }
            continue;
        }
        if let Err(e) = send(&Place::room(&room), &seated, None).await {
            tracing::warn!(error = %e, "could not post a tournament game's board");
        }
        direct::extras(client, tallies, &Place::room(&room), &seated).await;
    }
}
