//! A five-player Swiss on Matrix against a real Synapse: organised by the room's creator
//! (power level 100; a member at 0 is refused), each pairing's game in a new room the bot
//! makes and invites both players to, rounds announced in the tournament's room with
//! matrix.to links, played to the final standings.

use crate::support::synapse::*;
use kibitz::game::{ManualClock, Service};
use kibitz::store::Store;
use matrix_sdk::ruma::api::client::room::create_room::v3::Request as CreateRoom;
use matrix_sdk::ruma::events::room::member::StrippedRoomMemberEvent;
use matrix_sdk::ruma::{OwnedRoomId, RoomId, UserId};
use matrix_sdk::{Client, Room, RoomState};
use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use std::time::Duration;

const NAMES: [&str; 5] = ["ann", "bob", "cleo", "dan", "eve"];

/// Joins every room `client` is invited to.
fn join_invites(client: &Client) {
    client.add_event_handler(
        |event: StrippedRoomMemberEvent, room: Room, client: Client| async move {
            if Some(event.state_key.as_ref()) == client.user_id()
                && room.state() == RoomState::Invited
            {
                for _ in 0..10 {
                    if room.join().await.is_ok() {
                        break;
                    }
                    tokio::time::sleep(Duration::from_millis(200)).await;
                }
            }
        },
    );
}

/// The room `id` once `player` has joined it.
async fn joined(player: &Player, id: &RoomId) -> Room {
    for _ in 0..300 {
        if let Some(room) = player.client.get_room(id) {
            if room.state() == RoomState::Joined {
                return room;
            }
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("never joined {id}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_swiss_in_rooms_of_its_own_on_synapse() {
    let synapse = Synapse::start("tournament");
    for name in ["kibitz"].iter().chain(&NAMES) {
        synapse.register(name);
    }
    let bot_id = UserId::parse("@kibitz:localhost").unwrap();
    let config = synapse.bot_config(&synapse.dir.join("bot"));
    let clock = Arc::new(ManualClock::new(1_700_000_000));
    let db = synapse.dir.join("kibitz.sqlite");
    let service = Arc::new(Service::new(Store::open(&db).unwrap(), clock));
    tokio::spawn(kibitz::matrix::run(config, &service));
    let mut players = Vec::new();
    for name in NAMES {
        let p = player(&synapse, name, bot_id.clone()).await;
        join_invites(&p.client);
        players.push(p);
    }
    let mut request = CreateRoom::new();
    request.invite = std::iter::once(bot_id.clone())
        .chain(
            NAMES[1..]
                .iter()
                .map(|n| UserId::parse(format!("@{n}:localhost")).unwrap()),
        )
        .collect();
    let room = players[0].client.create_room(request).await.unwrap();
    let club: OwnedRoomId = room.room_id().to_owned();
    until_joined(&room, &bot_id).await;
    for p in &players[1..] {
        joined(p, &club).await;
    }

    // Bob, at power level 0, may not open one; Ann, who made the room, may.
    players[1]
        .say(
            &club,
            "!tournament create variant:standard format:swiss rounds:3",
        )
        .await;
    players[1]
        .expect("the refusal", |c| body(c).contains("Only organisers"))
        .await;
    players[0]
        .say(
            &club,
            "!tournament create variant:standard format:swiss rounds:3 hours:6 name:Matrix Swiss",
        )
        .await;
    players[0]
        .expect("the announcement", |c| {
            body(c).contains("opened Matrix Swiss (tournament 1)")
        })
        .await;
    for (i, name) in NAMES.iter().enumerate() {
        players[i].say(&club, "!tournament join").await;
        players[i]
            .expect("joined", |c| body(c).contains(&format!("{name} joined")))
            .await;
    }
    players[0].say(&club, "!tournament start").await;
    let index: HashMap<&str, usize> = NAMES.iter().enumerate().map(|(i, n)| (*n, i)).collect();
    let mut met = HashSet::new();
    let mut byes = HashSet::new();
    for round in 1..=3 {
        let heading = format!("Round {round} of 3 of Matrix Swiss (tournament 1):");
        let announced = players[4]
            .expect("the round", |c| body(c).contains(&heading))
            .await;
        let text = body(&announced).to_string();
        let mut boards = Vec::new();
        for line in text.lines() {
            if let Some(rest) = line.strip_prefix("Board ") {
                let (_, rest) = rest.split_once(": ").unwrap();
                let (white, rest) = rest.split_once(" (White) v ").unwrap();
                let (black, link) = rest.split_once(" (Black) in ").unwrap();
                let room = link.strip_prefix("https://matrix.to/#/").unwrap();
                boards.push((
                    white.to_string(),
                    black.to_string(),
                    RoomId::parse(room).unwrap(),
                ));
            } else if let Some(rest) = line.strip_prefix("Bye: ") {
                assert!(rest.ends_with("(1 point)"), "{line}");
                assert!(
                    byes.insert(rest.split(" (").next().unwrap().to_string()),
                    "{text}"
                );
            }
        }
        assert_eq!(boards.len(), 2, "{text}");
        for (white, black, game_room) in &boards {
            assert!(met.insert((white.clone(), black.clone())), "{text}");
            assert!(!met.contains(&(black.clone(), white.clone())), "{text}");
            let (w, b) = (index[white.as_str()], index[black.as_str()]);
            // Both were invited to the game's room; its board is there.
            joined(&players[w], game_room).await;
            joined(&players[b], game_room).await;
            players[w].say(game_room, "!move e4").await;
            players[w]
                .expect("the move", |c| is_image(c, "played e4"))
                .await;
            players[b].say(game_room, "!resign").await;
            players[b]
                .expect("the result", |c| body(c).contains("wins by resignation"))
                .await;
        }
    }
    assert_eq!(byes.len(), 3, "three byes to three players");
    players[0]
        .expect("the final standings", |c| {
            body(c).contains("Matrix Swiss (tournament 1) is over")
        })
        .await;
}
