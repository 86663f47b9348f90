//! Direct messages on Matrix against a real Synapse (see `support::synapse`): a player who asked for
//! them gets each in the one direct room Kibitz opens with them, reused afterwards, across a
//! restart too, with the board and a matrix.to link to the game's room; commands work there.

use crate::support::synapse::*;
use kibitz::game::{ManualClock, Service, Settings};
use kibitz::store::Store;
use matrix_sdk::ruma::api::client::room::create_room::v3::Request as CreateRoom;
use matrix_sdk::ruma::events::room::member::StrippedRoomMemberEvent;
use matrix_sdk::ruma::events::room::message::{
    OriginalSyncRoomMessageEvent, RoomMessageEventContent,
};
use matrix_sdk::ruma::{OwnedRoomId, UserId};
use matrix_sdk::{Client, Room, RoomState};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::mpsc;

type Heard = mpsc::UnboundedReceiver<(OwnedRoomId, RoomMessageEventContent)>;

/// The next message of the bot, in any room, that `pred` accepts, within 30 s.
async fn next_from_bot(
    heard: &mut Heard,
    what: &str,
    pred: impl Fn(&OwnedRoomId, &RoomMessageEventContent) -> bool,
) -> (OwnedRoomId, RoomMessageEventContent) {
    let deadline = tokio::time::Instant::now() + Duration::from_secs(30);
    loop {
        match tokio::time::timeout_at(deadline, heard.recv()).await {
            Ok(Some((room, content))) if pred(&room, &content) => return (room, content),
            Ok(Some(_)) => {}
            _ => panic!("no bot message: {what}"),
        }
    }
}

type Wanted<'a> = (
    &'a str,
    &'a dyn Fn(&OwnedRoomId, &RoomMessageEventContent) -> bool,
);

/// Two messages of the bot in different rooms, in whichever order they come; the first's
/// content.
async fn both_from_bot(
    heard: &mut Heard,
    first: Wanted<'_>,
    second: Wanted<'_>,
) -> RoomMessageEventContent {
    let (mut one, mut two) = (None, false);
    let deadline = tokio::time::Instant::now() + Duration::from_secs(30);
    while one.is_none() || !two {
        match tokio::time::timeout_at(deadline, heard.recv()).await {
            Ok(Some((room, content))) if first.1(&room, &content) => one = Some(content),
            Ok(Some((room, content))) if second.1(&room, &content) => two = true,
            Ok(Some(_)) => {}
            _ => panic!(
                "no bot message: {}",
                if one.is_none() { first.0 } else { second.0 }
            ),
        }
    }
    one.unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn direct_messages_come_in_one_direct_room_reused_across_a_restart() {
    let synapse = Synapse::start("direct");
    let bot_id = synapse.register_bot_and_players();
    let data_dir = synapse.dir.join("bot");
    let db = synapse.dir.join("kibitz.sqlite");
    let start_bot = || {
        let config = synapse.bot_config(&data_dir);
        let clock = Arc::new(ManualClock::new(1_700_000_000));
        // Pages linked: `web` gives links (the HTTP side itself is not needed here).
        let settings = Settings::default().linking_pages_at("https://kibitz.example.org");
        let service = Arc::new(Service::with(Store::open(&db).unwrap(), clock, settings));
        tokio::spawn(kibitz::matrix::run(config, &service))
    };
    let bot = start_bot();
    let ann = player(&synapse, "ann", bot_id.clone()).await;
    let mut bob = player(&synapse, "bob", bot_id.clone()).await;
    // Bob joins the rooms he is invited to, and hears the bot everywhere.
    let (tx, mut heard) = mpsc::unbounded_channel();
    let from_bot = bot_id.clone();
    bob.client
        .add_event_handler(move |event: OriginalSyncRoomMessageEvent, room: Room| {
            let (tx, bot) = (tx.clone(), from_bot.clone());
            async move {
                if event.sender == bot {
                    tx.send((room.room_id().to_owned(), event.content)).ok();
                }
            }
        });
    bob.client.add_event_handler(
        |event: StrippedRoomMemberEvent, room: Room, client: Client| async move {
            if Some(event.state_key.as_ref()) == client.user_id()
                && room.state() == RoomState::Invited
            {
                room.join().await.ok();
            }
        },
    );

    let mut request = CreateRoom::new();
    request.invite = vec![bot_id.clone(), UserId::parse("@bob:localhost").unwrap()];
    let room = ann.client.create_room(request).await.unwrap();
    let game_room = room.room_id().to_owned();
    until_joined(&room, &bot_id).await;
    until_joined(&room, &UserId::parse("@bob:localhost").unwrap()).await;

    bob.say(&game_room, "!notify on").await;
    bob.expect("the settings", |c| body(c).contains("Saved"))
        .await;
    ann.say(
        &game_room,
        "!challenge standard @bob:localhost color:white days:2",
    )
    .await;
    let link = format!("https://matrix.to/#/{game_room}");
    let (direct, challenge) = next_from_bot(&mut heard, "the challenge, directly", |r, c| {
        *r != game_room && body(c).contains("challenges you to Standard Chess")
    })
    .await;
    assert!(body(&challenge).contains(&link), "{}", body(&challenge));

    bob.say(&game_room, "!accept").await;
    bob.expect("the start", |c| is_image(c, "begin a game"))
        .await;
    ann.say(&game_room, "!move e4").await;
    let (room, moved) = next_from_bot(&mut heard, "his move, directly", |r, c| {
        *r != game_room && is_image(c, "ann played e4.")
    })
    .await;
    assert_eq!(room, direct, "the same direct room");
    assert!(body(&moved).contains(&link), "{}", body(&moved));

    // Commands work in the direct room: his games, with the link to each.
    bob.say(&direct, "!games").await;
    let (_, games) = next_from_bot(&mut heard, "his games", |r, c| {
        *r == direct && body(c).contains("Your games")
    })
    .await;
    assert!(body(&games).contains(&link), "{}", body(&games));
    bob.say(&game_room, "!move e5").await;
    bob.expect("his move", |c| is_image(c, "bob played e5"))
        .await;

    // Conditional moves are his secret: sent in the game's room, where Ann reads along, they
    // are not stored, and he is asked for them in the direct room, where they are.
    bob.say(&game_room, "!premove d4 d5").await;
    let refused = both_from_bot(
        &mut heard,
        ("the refusal in the room", &|r, c| {
            *r == game_room && body(c).contains("did not store")
        }),
        ("where to send them", &|r, c| {
            *r == direct && body(c).contains("Send your conditional moves here")
        }),
    )
    .await;
    assert!(
        body(&refused).contains("premove game:1 "),
        "{}",
        body(&refused)
    );
    bob.say(&direct, "!premove game:1 d4 d5").await;
    next_from_bot(&mut heard, "the line stored", |r, c| {
        *r == direct && body(c).starts_with("Stored; only you see it.")
    })
    .await;
    // Listing them in the room: the list goes to the direct room.
    bob.say(&game_room, "!premove").await;
    both_from_bot(
        &mut heard,
        ("the pointer", &|r, c| {
            *r == game_room && body(c).contains("sent you the answer in our direct room")
        }),
        ("the list, directly", &|r, c| {
            *r == direct && body(c).contains("d4")
        }),
    )
    .await;

    // His own link to play on the board is his alone too: asked for in the room, it comes in
    // the direct room, and the room is told where it went.
    bob.say(&game_room, "!web").await;
    let pointer = both_from_bot(
        &mut heard,
        ("the pointer", &|r, c| {
            *r == game_room && body(c).contains("sent you the answer in our direct room")
        }),
        ("the link, directly", &|r, c| {
            *r == direct && body(c).contains("https://kibitz.example.org/play#")
        }),
    )
    .await;
    assert!(!body(&pointer).contains("/play#"), "{}", body(&pointer));

    // After a restart the same room is used.
    bot.abort();
    tokio::time::sleep(Duration::from_millis(500)).await;
    let bot = start_bot();
    ann.say(&game_room, "!move Nf3").await;
    let (room, _) = next_from_bot(&mut heard, "his move after the restart", |r, c| {
        *r != game_room && is_image(c, "ann played Nf3.")
    })
    .await;
    assert_eq!(
        room, direct,
        "the direct room is found again after a restart"
    );
    let rooms = bob.client.joined_rooms().len();
    assert_eq!(rooms, 2, "one game room and one direct room");
    bot.abort();
}
