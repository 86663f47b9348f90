//! Exactly once across restarts on Matrix, against a real Synapse: commands that matrix-sdk
//! read but Kibitz did not handle before it stopped, answers owed for commands carried out
//! just before a stop, and the `kibitz matrix` process itself stopped by SIGTERM (it finishes
//! what it is handling) and by SIGKILL, with nothing in its log an admin must look at.

use crate::support::synapse::*;
use kibitz::game::{Clock, Command, Delivery, Service, SystemClock, User};
use kibitz::game::{Platform, UserId};
use kibitz::store::Store;
use matrix_sdk::config::SyncSettings;
use matrix_sdk::ruma::events::room::message::RoomMessageEventContent;
use std::process::{Child, Stdio};
use std::sync::Arc;
use std::time::Duration;

/// Whether a message of the bot mentions `user`.
fn mentions(content: &RoomMessageEventContent, user: &str) -> bool {
    content
        .mentions
        .as_ref()
        .is_some_and(|m| m.user_ids.iter().any(|u| u.as_str() == user))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn commands_read_by_matrix_sdk_but_not_handled_and_answers_owed_come_after_a_restart() {
    // Without presence, the position in the stream moves only with what happens in rooms,
    // so that the restarted bot's first sync ends exactly where matrix-sdk's saved one did.
    let synapse = Synapse::start_with("sdk-ahead", "presence:\n  enabled: false\n");
    let bot_id = synapse.register_bot_and_players();
    let data_dir = synapse.dir.join("bot");
    let db = synapse.dir.join("kibitz.sqlite");
    let start_bot = || {
        let service = Arc::new(Service::new(
            Store::open(&db).unwrap(),
            Arc::new(SystemClock),
        ));
        tokio::spawn(kibitz::matrix::run(synapse.bot_config(&data_dir), &service))
    };
    let bot = start_bot();
    let mut ann = player(&synapse, "ann", bot_id.clone()).await;
    let mut bob = player(&synapse, "bob", bot_id.clone()).await;
    let room_id = room_with_a_game(&mut ann, &mut bob, &bot_id).await;
    ann.say(&room_id, "!move e4").await;
    bob.expect("e4", |c| is_image(c, "ann played e4")).await;

    // The bot stops; meanwhile Bob moves and Ann asks for rules.
    bot.abort();
    tokio::time::sleep(Duration::from_millis(500)).await;
    bob.say(&room_id, "!move e5").await;
    ann.say(&room_id, "!rules swapper").await;
    // And they chat: more messages than a homeserver brings per room unless asked.
    for i in 0..12 {
        bob.say(&room_id, &format!("waiting for the bot ({i})"))
            .await;
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    // matrix-sdk reads them and saves its own position in the stream, but Kibitz never gets
    // to handle them: as when the bot stops just after a sync response came in.
    let handled_up_to = std::fs::read_to_string(data_dir.join("sync-token")).unwrap();
    {
        let sdk = matrix_sdk::Client::builder()
            .homeserver_url(synapse.url())
            .sqlite_store(data_dir.join("store"), None)
            .build()
            .await
            .unwrap();
        let session: matrix_sdk::authentication::matrix::MatrixSession =
            serde_json::from_str(&std::fs::read_to_string(data_dir.join("session.json")).unwrap())
                .unwrap();
        sdk.restore_session(session).await.unwrap();
        sdk.sync_once(SyncSettings::default().token(handled_up_to.trim()))
            .await
            .unwrap();
    }
    // Back up: both are handled, in order.
    let bot = start_bot();
    ann.expect("the move matrix-sdk had read", |c| {
        is_image(c, "bob played e5") && mentions(c, "@ann:localhost")
    })
    .await;
    ann.expect("the rules matrix-sdk had read", |c| {
        body(c).contains("Swapper Superheroes")
    })
    .await;

    // Down again. Ann moves, and the move is carried out (stored) as by a bot that then
    // stopped before answering: after the restart the answer owed comes, rebuilt from the
    // move stored, and Bob is told it is his move. It is not played twice.
    bot.abort();
    tokio::time::sleep(Duration::from_millis(500)).await;
    let event = ann.say(&room_id, "!move Nf3").await;
    {
        let service = Service::new(Store::open(&db).unwrap(), Arc::new(SystemClock));
        let delivery = Delivery {
            event_id: event.to_string(),
            sent_at: SystemClock.now(),
            server: None,
            in_public: true,
        };
        let ann_user = User::new(UserId::new(Platform::Matrix, "@ann:localhost"), "ann");
        // The game is played in the thread of its first board in the room.
        let channel = game_channel(&db, &room_id);
        let stored = service
            .deliveries()
            .handle_delivered(
                &delivery,
                &ann_user,
                &channel,
                Ok(Command::Move("g1f3".into())),
            )
            .unwrap()
            .reply;
        assert!(stored.text.contains("ann played Nf3"), "{}", stored.text);
    }
    let bot = start_bot();
    bob.expect("the answer owed for Nf3", |c| {
        is_image(c, "ann played Nf3")
            && body(c).contains("bob (Black) to move")
            && mentions(c, "@bob:localhost")
    })
    .await;
    bot.abort();
    assert_eq!(stored_moves(&db, &room_id), ["e2e4", "e7e5", "g1f3"]);
}

/// `kibitz matrix` as an admin runs it, its log on a file.
fn kibitz_matrix(synapse: &Synapse, run: usize) -> Child {
    let log = std::fs::File::create(synapse.dir.join(format!("kibitz-{run}.log"))).unwrap();
    std::process::Command::new(env!("CARGO_BIN_EXE_kibitz"))
        .args(["matrix", "--db"])
        .arg(synapse.dir.join("kibitz.sqlite"))
        .env("MATRIX_HOMESERVER", synapse.url())
        .env("MATRIX_USER", "@kibitz:localhost")
        .env("MATRIX_PASSWORD", "kibitz-password")
        .env("MATRIX_DATA_DIR", synapse.dir.join("bot"))
        .env("NO_COLOR", "1")
        .env_remove("RUST_LOG")
        .stdout(Stdio::null())
        .stderr(log)
        .spawn()
        .unwrap()
}

fn signal(child: &Child, name: &str) {
    let sent = std::process::Command::new("kill")
        .args([&format!("-{name}"), &child.id().to_string()])
        .status()
        .unwrap();
    assert!(sent.success());
}

/// Waits for the process to end; its exit status.
async fn ended(child: &mut Child) -> std::process::ExitStatus {
    for _ in 0..600 {
        if let Some(status) = child.try_wait().unwrap() {
            return status;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("kibitz matrix did not stop within 30 s");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_kibitz_matrix_process_stops_on_sigterm_survives_sigkill_and_logs_only_what_matters() {
    let synapse = Synapse::start("process");
    let bot_id = synapse.register_bot_and_players();
    let mut bot = kibitz_matrix(&synapse, 1);
    let mut ann = player(&synapse, "ann", bot_id.clone()).await;
    let mut bob = player(&synapse, "bob", bot_id.clone()).await;
    let room_id = room_with_a_game(&mut ann, &mut bob, &bot_id).await;
    ann.say(&room_id, "!move e4").await;
    bob.expect("e4", |c| is_image(c, "ann played e4")).await;

    // A move, and a stop (systemd's SIGTERM) 50 ms later: the process ends cleanly, and the
    // move is answered, before the stop or after the restart.
    bob.say(&room_id, "!move e5").await;
    tokio::time::sleep(Duration::from_millis(50)).await;
    signal(&bot, "TERM");
    let status = ended(&mut bot).await;
    assert!(
        status.success(),
        "kibitz matrix ended with {status} on SIGTERM"
    );
    let mut bot = kibitz_matrix(&synapse, 2);
    ann.expect("e5, across the stop", |c| is_image(c, "bob played e5"))
        .await;

    // Killed 50 ms after a move: the move is answered after the restart all the same.
    ann.say(&room_id, "!move Nf3").await;
    tokio::time::sleep(Duration::from_millis(50)).await;
    signal(&bot, "KILL");
    ended(&mut bot).await;
    let mut bot = kibitz_matrix(&synapse, 3);
    bob.expect("Nf3, across the kill", |c| {
        is_image(c, "ann played Nf3") && mentions(c, "@bob:localhost")
    })
    .await;
    // Back to back: a move, the rules and the answer; killed once the first board is out.
    bob.say(&room_id, "!move Nc6").await;
    ann.say(&room_id, "!rules suction").await;
    ann.expect("Nc6", |c| is_image(c, "bob played Nc6")).await;
    ann.say(&room_id, "!move Bb5").await;
    signal(&bot, "KILL");
    ended(&mut bot).await;
    let mut bot = kibitz_matrix(&synapse, 4);
    ann.expect("the rules, across the kill", |c| {
        body(c).contains("Suction Chess")
    })
    .await;
    bob.expect("Bb5, across the kill", |c| is_image(c, "ann played Bb5"))
        .await;
    signal(&bot, "TERM");
    assert!(ended(&mut bot).await.success());

    // Nothing an admin watching for WARN and ERROR needs to look at.
    for run in 1..=4 {
        let log = std::fs::read_to_string(synapse.dir.join(format!("kibitz-{run}.log"))).unwrap();
        let alarming: Vec<&str> = log
            .lines()
            .filter(|l| l.contains(" WARN ") || l.contains(" ERROR "))
            .collect();
        assert!(
            alarming.is_empty(),
            "run {run} logged:\n{}",
            alarming.join("\n")
        );
    }
}
