//! The Matrix adapter end to end against a real Synapse on 127.0.0.1 (see `support::synapse`): a whole
//! game, and commands around restarts.

use crate::support::synapse::*;
use kibitz::game::{ManualClock, Service};
use kibitz::store::Store;
use matrix_sdk::ruma::api::client::room::create_room::v3::Request as CreateRoom;
use matrix_sdk::ruma::events::room::message::{MessageType, Relation};
use matrix_sdk::ruma::UserId;
use std::sync::Arc;
use std::time::{Duration, Instant};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_in_a_matrix_room_against_synapse() {
    let synapse = Synapse::start("game");
    let bot_id = synapse.register_bot_and_players();

    let data_dir = synapse.dir.join("bot");
    let config = synapse.bot_config(&data_dir);
    let service = Arc::new(Service::new(
        Store::open_in_memory().unwrap(),
        Arc::new(ManualClock::new(1_700_000_000)),
    ));
    let bot = tokio::spawn(kibitz::matrix::run(config, &service));

    let mut ann = player(&synapse, "ann", bot_id.clone()).await;
    let mut bob = player(&synapse, "bob", bot_id.clone()).await;

    // Ann opens a room and invites Kibitz and Bob; Kibitz joins by itself.
    let mut request = CreateRoom::new();
    request.name = Some("Kibitz test".into());
    request.invite = vec![bot_id.clone(), UserId::parse("@bob:localhost").unwrap()];
    let room = ann.client.create_room(request).await.unwrap();
    let room_id = room.room_id().to_owned();
    bob.client.join_room_by_id(&room_id).await.unwrap();
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let joined = room
            .get_member(&bot_id)
            .await
            .ok()
            .flatten()
            .is_some_and(|m| {
                *m.membership() == matrix_sdk::ruma::events::room::member::MembershipState::Join
            });
        if joined {
            break;
        }
        assert!(Instant::now() < deadline, "the bot did not join");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    assert!(
        data_dir.join("session.json").exists(),
        "the session is kept for restarts"
    );

    ann.say(
        &room_id,
        "!kibitz challenge standard @bob:localhost color:white minutes:30",
    )
    .await;
    let challenge = ann
        .expect("the challenge", |c| body(c).contains("challenges"))
        .await;
    assert!(
        body(&challenge).contains("ann challenges bob to Standard Chess"),
        "{}",
        body(&challenge)
    );

    bob.say(&room_id, "!kibitz accept").await;
    ann.expect("the start board", |c| {
        is_image(c, "begin a game of Standard Chess")
    })
    .await;

    let f2f3 = ann.say(&room_id, "!move f3").await;
    let (_, stamp, moved) = bob
        .expect_stamped("the board after f3", |c| is_image(c, "ann played f3"))
        .await;
    let mut answer_times = vec![bob.answer_time(&f2f3, stamp).await];
    if let MessageType::Image(image) = &moved.msgtype {
        assert!(
            image.body.contains("bob (Black) to move"),
            "text fallback: {}",
            image.body
        );
    }
    assert!(
        moved.mentions.as_ref().is_some_and(|m| m
            .user_ids
            .contains(&UserId::parse("@bob:localhost").unwrap())),
        "the player to move is mentioned"
    );

    // An illegal move: a reply to the message that caused it, and nothing changes.
    let wrong = bob.say(&room_id, "!move e7e4").await;
    let error = bob
        .expect("the error", |c| body(c).contains("not a legal move"))
        .await;
    assert!(
        body(&error).contains("a pawn on e7 cannot move to e4"),
        "{}",
        body(&error)
    );
    match &error.relates_to {
        Some(Relation::Reply(reply)) => assert_eq!(reply.in_reply_to.event_id, wrong),
        other => panic!("the error is not a reply: {other:?}"),
    }

    // Pawn moves on the queen's side (move-to-image timings), then the fool's mate.
    let moves = [
        ("bob", "a6"),
        ("ann", "a3"),
        ("bob", "a5"),
        ("ann", "a4"),
        ("bob", "b6"),
        ("ann", "b3"),
        ("bob", "b5"),
        ("ann", "b4"),
        ("bob", "e5"),
        ("ann", "g4"),
    ];
    for (who, mv) in moves {
        let (mover, watcher) = if who == "ann" {
            (&ann, &mut bob)
        } else {
            (&bob, &mut ann)
        };
        let sent = mover.say(&room_id, &format!("!move {mv}")).await;
        let played = format!("{who} played {mv}");
        let (_, stamp, _) = watcher
            .expect_stamped(&played, |c| is_image(c, &played))
            .await;
        answer_times.push(watcher.answer_time(&sent, stamp).await);
    }
    report("matrix move to image", answer_times);
    bob.say(&room_id, "!move Qh4#").await;
    let mate = ann
        .expect("the result", |c| is_image(c, "wins by checkmate"))
        .await;
    assert!(
        body(&mate).contains("bob (Black) wins by checkmate"),
        "{}",
        body(&mate)
    );

    // The finished game analysed: the report in words, then its graph and its key moment.
    bob.say(&room_id, "!kibitz analysis").await;
    let analysis = bob
        .expect("the analysis", |c| {
            body(c).starts_with("Analysis of game 1:")
        })
        .await;
    assert!(
        body(&analysis).contains("6. g4?? blunder: White's chances "),
        "{}",
        body(&analysis)
    );
    bob.expect("the evaluation graph", |c| {
        is_image(c, "White's winning chances over game 1")
    })
    .await;
    bob.expect("the key moment", |c| {
        is_image(c, "Key moment of game 1: the position before 6. g4??")
    })
    .await;

    // A puzzle: shown with its board, a right first move, and a puzzle a day turned on by
    // the room's creator (a moderator), the first posted by the clock at once.
    bob.say(&room_id, "!kibitz puzzle standard").await;
    let shown = bob
        .expect("the puzzle", |c| body(c).starts_with("Puzzle st"))
        .await;
    let id = body(&shown)["Puzzle ".len()..]
        .split(',')
        .next()
        .unwrap()
        .to_string();
    assert!(
        matches!(shown.msgtype, MessageType::Image(_)),
        "the puzzle comes as its board"
    );
    let (_, puzzle) = kibitz::engine::puzzles::by_id(&id).unwrap();
    // Ann slips; Bob finds every move, and his puzzle rating rises.
    use crate::support::puzzles::{san, wrong_answer};
    let standard = kibitz::rules::Variant::Standard;
    let wrong = san(standard, puzzle, &[wrong_answer(standard, puzzle)]).remove(0);
    ann.say(&room_id, &format!("!kibitz solve {wrong}")).await;
    ann.expect("the slip", |c| {
        body(c).contains(&format!("ann: {wrong} is not the move"))
    })
    .await;
    for mv in san(standard, puzzle, &puzzle.moves).iter().step_by(2) {
        bob.say(&room_id, &format!("!kibitz solve {mv}")).await;
        bob.expect("the right answer", |c| {
            body(c).starts_with(&format!("bob: {mv} is right."))
        })
        .await;
    }
    bob.say(&room_id, "!kibitz ratings").await;
    let ratings = bob
        .expect("the ratings", |c| body(c).contains("Puzzles:"))
        .await;
    let rating = crate::support::puzzles::chess_puzzle_rating(body(&ratings)).unwrap();
    assert!(rating > 1500.0, "{}", body(&ratings));
    bob.say(&room_id, "!kibitz puzzle daily on").await;
    bob.expect("a refusal: bob moderates nothing", |c| {
        body(c).contains("Only moderators")
    })
    .await;
    ann.say(&room_id, "!kibitz puzzle daily on").await;
    ann.expect("the daily puzzle turned on", |c| {
        body(c).contains("every day at 12:00 UTC")
    })
    .await;
    ann.expect("the puzzle of the day", |c| {
        body(c).starts_with("The puzzle of ")
    })
    .await;

    // Ann plays Kibitz itself: it accepts at once and answers her move with its own.
    ann.say(
        &room_id,
        "!kibitz challenge suction @kibitz:localhost level:2 color:white minutes:30",
    )
    .await;
    ann.expect("the game against the bot", |c| {
        is_image(
            c,
            "ann (White) and kibitz (Black) begin a game of Suction Chess",
        )
    })
    .await;
    ann.say(&room_id, "!move e4").await;
    // The board of Ann's move first, then the bot's answer below it.
    let (_, shown_at, first) = ann
        .expect_stamped("a board", |c| matches!(c.msgtype, MessageType::Image(_)))
        .await;
    assert!(
        is_image(&first, "ann played e4"),
        "the bot's move came above the move it answers: {}",
        body(&first)
    );
    let (_, answered_at, reply) = ann
        .expect_stamped("the bot's move", |c| is_image(c, "kibitz played"))
        .await;
    assert!(answered_at >= shown_at);
    if let MessageType::Image(image) = &reply.msgtype {
        assert!(image.body.contains("ann (White) to move"), "{}", image.body);
    }

    // The game so far as an animated replay: a GIF with its size.
    ann.say(&room_id, "!kibitz replay").await;
    ann.expect("the replay", |c| match &c.msgtype {
        MessageType::Image(image) => image.info.as_ref().is_some_and(|i| {
            i.mimetype.as_deref() == Some("image/gif") && i.width.is_some() && i.size.is_some()
        }),
        _ => false,
    })
    .await;

    // One rule with its picture: the words, then the diagram as an image with its info.
    ann.say(&room_id, "!kibitz rules shrink vanishing-lines")
        .await;
    ann.expect("the rule's words", |c| {
        body(c).contains("Emptied lines vanish") && !matches!(c.msgtype, MessageType::Image(_))
    })
    .await;
    ann.expect("the rule's diagram", |c| {
        is_image(c, "Shrink Chess: Emptied lines vanish")
    })
    .await;

    // The same in an encrypted room: the players' clients can read Kibitz only if it
    // encrypted its messages for their devices, and Kibitz can answer only if it decrypted theirs.
    let mut request = CreateRoom::new();
    request.name = Some("Kibitz encrypted".into());
    request.invite = vec![bot_id.clone(), UserId::parse("@bob:localhost").unwrap()];
    let secret_room = ann.client.create_room(request).await.unwrap();
    secret_room.enable_encryption().await.unwrap();
    let secret_id = secret_room.room_id().to_owned();
    bob.client.join_room_by_id(&secret_id).await.unwrap();
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let member = secret_room.get_member(&bot_id).await.ok().flatten();
        if member.is_some_and(|m| {
            *m.membership() == matrix_sdk::ruma::events::room::member::MembershipState::Join
        }) {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "the bot did not join the encrypted room"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    assert!(secret_room
        .latest_encryption_state()
        .await
        .unwrap()
        .is_encrypted());
    ann.say(
        &secret_id,
        "!kibitz challenge suction @bob:localhost color:white",
    )
    .await;
    ann.expect("the challenge in the encrypted room", |c| {
        body(c).contains("challenges bob to Suction Chess")
    })
    .await;
    bob.say(&secret_id, "!accept").await;
    ann.say(&secret_id, "!move e4").await;
    bob.expect("an encrypted board", |c| is_image(c, "ann played e4"))
        .await;

    bot.abort();
}

/// Commands around a restart: a move sent while the bot is down is played when it is back;
/// one that waited longer than ten minutes is answered, not played; a message delivered again
/// (the bot restarted from an older position in the stream) is not carried out twice. Each
/// "restart" drops the bot and starts a new one on the same database and data folder.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn commands_sent_while_the_bot_is_down_are_handled_once() {
    let synapse = Synapse::start("restart");
    let bot_id = synapse.register_bot_and_players();
    let data_dir = synapse.dir.join("bot");
    let db = synapse.dir.join("kibitz.sqlite");
    let start_bot = |clock: Arc<dyn kibitz::game::Clock>| {
        let config = synapse.bot_config(&data_dir);
        let service = Arc::new(Service::new(Store::open(&db).unwrap(), clock));
        tokio::spawn(kibitz::matrix::run(config, &service))
    };
    let bot = start_bot(Arc::new(kibitz::game::SystemClock));
    let mut ann = player(&synapse, "ann", bot_id.clone()).await;
    let mut bob = player(&synapse, "bob", bot_id.clone()).await;
    let room_id = room_with_a_game(&mut ann, &mut bob, &bot_id).await;
    ann.say(&room_id, "!move e4").await;
    bob.expect("e4", |c| is_image(c, "ann played e4")).await;
    let before_outage = std::fs::read_to_string(data_dir.join("sync-token")).unwrap();

    // Down: Bob moves meanwhile; back up, the move is played.
    bot.abort();
    tokio::time::sleep(Duration::from_millis(500)).await;
    bob.say(&room_id, "!move e5").await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    let bot = start_bot(Arc::new(kibitz::game::SystemClock));
    ann.expect("the move sent while the bot was down", |c| {
        is_image(c, "bob played e5")
    })
    .await;

    // Down again; Ann moves. The bot comes back from the position before the first outage,
    // with a clock an hour ahead: Bob's move (handled) is not played again, Ann's is too old.
    bot.abort();
    tokio::time::sleep(Duration::from_millis(500)).await;
    let late = ann.say(&room_id, "!move Nf3").await;
    std::fs::write(data_dir.join("sync-token"), &before_outage).unwrap();
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64;
    let bot = start_bot(Arc::new(ManualClock::new(now + 3600)));
    let offline = ann
        .expect("the answer to the stale move", |c| {
            body(c).contains("I was offline when you sent this")
        })
        .await;
    match &offline.relates_to {
        Some(Relation::Reply(reply)) => assert_eq!(reply.in_reply_to.event_id, late),
        other => panic!("not a reply to the stale move: {other:?}"),
    }
    assert!(
        !ann.hears_within(Duration::from_secs(2), |c| body(c).contains("played"))
            .await,
        "a move was played again"
    );
    bot.abort();
    assert_eq!(stored_moves(&db, &room_id), ["e2e4", "e7e5"]);
}
