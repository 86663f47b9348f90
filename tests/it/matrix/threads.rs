//! Matrix as a native bot, against a real Synapse: a thread per game (three at once in one
//! room), reactions as buttons, notices, commands by mention, typing while the bot thinks;
//! a leaderboard per space; a room upgraded mid-game.

use crate::support::synapse::*;
use kibitz::game::{ManualClock, Service};
use kibitz::store::Store;
use matrix_sdk::ruma::api::client::room::create_room::v3::{Request as CreateRoom, RoomPreset};
use matrix_sdk::ruma::{OwnedEventId, OwnedRoomId, OwnedUserId};
use std::sync::Arc;
use std::time::Duration;

fn bot_service() -> Arc<Service> {
    Arc::new(Service::new(
        Store::open_in_memory().unwrap(),
        Arc::new(ManualClock::new(1_700_000_000)),
    ))
}

/// A room made by `owner` with the bot and `others` in it (public when `public`).
async fn room_of(
    owner: &Player,
    others: &[&Player],
    bot_id: &OwnedUserId,
    public: bool,
) -> OwnedRoomId {
    let mut request = CreateRoom::new();
    request.invite = [bot_id.clone()]
        .into_iter()
        .chain(
            others
                .iter()
                .map(|p| p.client.user_id().unwrap().to_owned()),
        )
        .collect();
    if public {
        request.preset = Some(RoomPreset::PublicChat);
    }
    let room = owner.client.create_room(request).await.unwrap();
    let id = room.room_id().to_owned();
    for other in others {
        other.client.join_room_by_id(&id).await.unwrap();
    }
    until_joined(&room, bot_id).await;
    id
}

/// The id of the bot's next message accepted by `pred`, with its content.
async fn next(
    player: &mut Player,
    what: &str,
    pred: impl Fn(&matrix_sdk::ruma::events::room::message::RoomMessageEventContent) -> bool,
) -> (
    OwnedEventId,
    matrix_sdk::ruma::events::room::message::RoomMessageEventContent,
) {
    let (id, _, content) = player.expect_stamped(what, pred).await;
    (id, content)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_games_in_threads_of_one_room_with_reactions_notices_and_mentions() {
    let synapse = Synapse::start("threads");
    let bot_id = synapse.register_bot_and_players();
    for name in ["cal", "dan"] {
        synapse.register(name);
    }
    let config = synapse.bot_config(&synapse.dir.join("bot"));
    let bot = tokio::spawn(kibitz::matrix::run(config, &bot_service()));
    let mut ann = player(&synapse, "ann", bot_id.clone()).await;
    let mut bob = quick_player(&synapse, "bob", bot_id.clone()).await;
    let mut cal = player(&synapse, "cal", bot_id.clone()).await;
    let mut dan = player(&synapse, "dan", bot_id.clone()).await;
    let room = room_of(&ann, &[&bob, &cal, &dan], &bot_id, false).await;

    // Game 1: Ann challenges Bob; the challenge is a notice with ✅ and ❌, and Bob's ✅
    // accepts. The first board is the root of the game's thread.
    ann.say(&room, "!challenge standard @bob:localhost color:white")
        .await;
    let (challenge, content) = next(&mut ann, "the challenge", |c| {
        body(c).contains("challenges bob")
    })
    .await;
    assert!(is_notice(&content), "replies are notices: {content:?}");
    // Cal's ✅ counts for nothing: the challenge is Bob's to accept.
    cal.react(&room, &challenge, "✅").await;
    assert!(
        !ann.hears_within(Duration::from_secs(2), |c| is_image(c, "begin a game"))
            .await,
        "someone else's ✅ accepted the challenge"
    );
    bob.react(&room, &challenge, "✅").await;
    let (root1, first) = next(&mut ann, "game 1 begins", |c| {
        is_image(c, "ann (White) and bob (Black) begin")
    })
    .await;
    assert_eq!(thread_of(&first), None, "the first board roots the thread");

    // Game 2: Ann challenges Cal, who accepts by typing.
    ann.say(&room, "!challenge standard @cal:localhost color:white")
        .await;
    ann.expect("the challenge", |c| body(c).contains("challenges cal"))
        .await;
    cal.say(&room, "!accept").await;
    let (root2, _) = next(&mut ann, "game 2 begins", |c| {
        is_image(c, "ann (White) and cal (Black) begin")
    })
    .await;

    // Game 3: Dan plays the bot, which thinks (typing) and answers in the thread.
    dan.say(
        &room,
        "!challenge suction @kibitz:localhost level:8 color:white",
    )
    .await;
    let (root3, _) = next(&mut dan, "game 3 begins", |c| {
        is_image(c, "dan (White) and kibitz (Black) begin")
    })
    .await;
    assert!(root1 != root2 && root2 != root3);

    // Moves in each thread go to that thread.
    ann.say_in_thread(&room, &root1, "!move e4").await;
    let (_, moved) = next(&mut bob, "game 1 e4", |c| is_image(c, "ann played e4")).await;
    assert_eq!(thread_of(&moved).as_ref(), Some(&root1));
    ann.say_in_thread(&room, &root2, "!move d4").await;
    let (_, moved) = next(&mut cal, "game 2 d4", |c| is_image(c, "ann played d4")).await;
    assert_eq!(thread_of(&moved).as_ref(), Some(&root2));
    // Dan plays one game here: his move from the main timeline goes to its thread, and the
    // bot's answer follows there, typing shown while it thinks.
    dan.say(&room, "!move e4").await;
    let (_, moved) = next(&mut dan, "game 3 e4", |c| is_image(c, "dan played e4")).await;
    assert_eq!(thread_of(&moved).as_ref(), Some(&root3));
    let (_, answer) = next(&mut dan, "the bot's move", |c| is_image(c, "kibitz played")).await;
    assert_eq!(thread_of(&answer).as_ref(), Some(&root3));
    // Ann plays two games here: from the main timeline she is told where they are.
    ann.say(&room, "!board").await;
    let (_, told) = next(&mut ann, "where Ann's games are", |c| {
        body(c).contains("send your command in the thread")
    })
    .await;
    assert!(body(&told).contains(root1.as_str()) && body(&told).contains(root2.as_str()));

    // A command by mention, in a thread: `kibitz: board`.
    bob.say_in_thread(&room, &root1, "kibitz: board").await;
    let (board, content) = next(&mut bob, "the board by mention", |c| {
        is_image(c, "bob (Black) to move")
    })
    .await;
    assert_eq!(thread_of(&content).as_ref(), Some(&root1));

    // A draw by 🤝 in game 2: Ann offers under her board, Cal accepts.
    let (board2, _) = {
        cal.say_in_thread(&room, &root2, "!move d5").await;
        next(&mut ann, "game 2 d5", |c| is_image(c, "cal played d5")).await
    };
    ann.react(&room, &board2, "🤝").await;
    ann.expect("the draw offer", |c| body(c).contains("offers a draw"))
        .await;
    cal.react(&room, &board2, "🤝").await;
    let (_, drawn) = next(&mut ann, "the draw", |c| {
        body(c).contains("Draw by agreement")
    })
    .await;
    assert_eq!(thread_of(&drawn).as_ref(), Some(&root2));

    // A resignation by 🏳️ in game 1, confirmed on the bot's question; Cal's 🏳️ on game 1's
    // board asks nothing (she does not play there).
    cal.react(&room, &board, "🏳️").await;
    assert!(
        !ann.hears_within(Duration::from_secs(2), |c| body(c)
            .contains("Really resign"))
            .await,
        "a spectator's 🏳️ was taken"
    );
    bob.react(&room, &board, "🏳️").await;
    let (question, asked) = next(&mut bob, "the question", |c| {
        body(c).contains("Really resign")
    })
    .await;
    assert_eq!(thread_of(&asked).as_ref(), Some(&root1));
    ann.react(&room, &question, "🏳️").await;
    assert!(
        !bob.hears_within(Duration::from_secs(2), |c| body(c).contains("resigned"))
            .await,
        "Ann resigned Bob's game"
    );
    bob.react(&room, &question, "🏳️").await;
    let (_, resigned) = next(&mut ann, "the resignation", |c| {
        body(c).contains("bob resigned")
    })
    .await;
    assert_eq!(thread_of(&resigned).as_ref(), Some(&root1));
    assert!(
        body(&resigned).contains("ann (White) wins by resignation"),
        "{}",
        body(&resigned)
    );

    // The finished game analysed in its thread, the bot shown typing while it thinks.
    bob.say_in_thread(&room, &root1, "!kibitz analysis").await;
    let (_, analysis) = next(&mut bob, "the analysis", |c| {
        body(c).starts_with("Analysis of game")
    })
    .await;
    assert_eq!(thread_of(&analysis).as_ref(), Some(&root1));
    assert!(
        bob.saw_bot_typing.load(std::sync::atomic::Ordering::SeqCst),
        "the bot was never seen typing"
    );

    bot.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_leaderboard_per_space_and_a_room_upgraded_mid_game() {
    use matrix_sdk::ruma::api::client::room::upgrade_room::v3::Request as Upgrade;
    use matrix_sdk::ruma::events::space::parent::SpaceParentEventContent;
    use matrix_sdk::ruma::room::RoomType;
    use matrix_sdk::ruma::serde::Raw;
    use matrix_sdk::ruma::{OwnedServerName, RoomVersionId};

    let synapse = Synapse::start("spaces");
    let bot_id = synapse.register_bot_and_players();
    let config = synapse.bot_config(&synapse.dir.join("bot"));
    let bot = tokio::spawn(kibitz::matrix::run(config, &bot_service()));
    let mut ann = player(&synapse, "ann", bot_id.clone()).await;
    let mut bob = player(&synapse, "bob", bot_id.clone()).await;

    // A space, and a room in it (its m.space.parent names the space), where Ann and Bob play
    // a rated game.
    let mut request = CreateRoom::new();
    let mut creation = matrix_sdk::ruma::api::client::room::create_room::v3::CreationContent::new();
    creation.room_type = Some(RoomType::Space);
    request.creation_content = Some(Raw::new(&creation).unwrap());
    let space = ann.client.create_room(request).await.unwrap();
    let in_space = room_of(&ann, &[&bob], &bot_id, false).await;
    let via: Vec<OwnedServerName> = vec!["localhost".try_into().unwrap()];
    ann.room(&in_space)
        .send_state_event_for_key(space.room_id(), SpaceParentEventContent::new(via))
        .await
        .unwrap();
    tokio::time::sleep(Duration::from_millis(500)).await;
    ann.say(&in_space, "!challenge standard @bob:localhost color:white")
        .await;
    ann.expect("the challenge", |c| body(c).contains("challenges bob"))
        .await;
    bob.say(&in_space, "!accept").await;
    ann.expect("the game begins", |c| is_image(c, "begin a game"))
        .await;
    for (mover, mv) in [("ann", "f3"), ("bob", "e5"), ("ann", "g4"), ("bob", "Qh4#")] {
        let who = if mover == "ann" { &ann } else { &bob };
        who.say(&in_space, &format!("!move {mv}")).await;
        ann.expect(mv, |c| is_image(c, &format!("{mover} played {mv}")))
            .await;
    }
    // The space's leaderboard has both; the homeserver's (a room in no space) only those who
    // spoke outside the space: Ann, who asks there.
    bob.say(&in_space, "!ratings standard").await;
    let ratings = bob
        .expect("the space's ratings", |c| {
            body(c).contains("Ratings in Standard Chess")
        })
        .await;
    assert!(
        body(&ratings).contains("ann") && body(&ratings).contains("bob"),
        "{}",
        body(&ratings)
    );
    ann.expect("the space's ratings, as Ann sees them", |c| {
        body(c).contains("Ratings in Standard Chess")
    })
    .await;
    let alone = room_of(&ann, &[], &bot_id, false).await;
    ann.say(&alone, "!ratings standard").await;
    let ratings = ann
        .expect("the homeserver's ratings", |c| {
            body(c).contains("Ratings in Standard Chess")
        })
        .await;
    assert!(
        body(&ratings).contains("ann") && !body(&ratings).contains("bob"),
        "{}",
        body(&ratings)
    );

    // A game in a room that is upgraded after two moves: Kibitz follows, and the game goes on
    // in a thread of the new room.
    let room = room_of(&ann, &[&bob], &bot_id, true).await;
    ann.say(&room, "!challenge standard @bob:localhost color:white")
        .await;
    ann.expect("the challenge", |c| body(c).contains("challenges bob"))
        .await;
    bob.say(&room, "!accept").await;
    let (root, _) = next(&mut ann, "the game begins", |c| is_image(c, "begin a game")).await;
    ann.say_in_thread(&room, &root, "!move f3").await;
    bob.expect("f3", |c| is_image(c, "ann played f3")).await;
    bob.say(&room, "!move e5").await;
    ann.expect("e5", |c| is_image(c, "bob played e5")).await;
    let upgraded = ann
        .client
        .send(Upgrade::new(room.clone(), RoomVersionId::V10))
        .await
        .unwrap();
    let new_room = upgraded.replacement_room;
    ann.client.join_room_by_id(&new_room).await.unwrap();
    bob.client.join_room_by_id(&new_room).await.unwrap();
    let (new_root, moved) = next(&mut ann, "the game's board in the new room", |c| {
        is_image(c, "ann (White) to move")
    })
    .await;
    assert_eq!(
        thread_of(&moved),
        None,
        "the board roots the game's new thread"
    );
    ann.say(&new_room, "!move g4").await;
    let (_, played) = next(&mut bob, "g4 in the new room", |c| {
        is_image(c, "ann played g4")
    })
    .await;
    assert_eq!(thread_of(&played).as_ref(), Some(&new_root));
    bob.say_in_thread(&new_room, &new_root, "!move Qh4#").await;
    ann.expect("the mate in the new room", |c| {
        is_image(c, "bob (Black) wins by checkmate")
    })
    .await;
    bot.abort();
}
