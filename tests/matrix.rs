#![recursion_limit = "256"]
//! The Matrix adapter end to end against a real Synapse on 127.0.0.1, installed from PyPI into
//! a virtual environment under the target folder (kept between runs). Two matrix-sdk clients
//! play the humans; Synapse is stopped when the test ends, failed or not.

use kibitz::game::{ManualClock, Service};
use kibitz::store::Store;
use matrix_sdk::config::SyncSettings;
use matrix_sdk::ruma::api::client::room::create_room::v3::Request as CreateRoom;
use matrix_sdk::ruma::events::room::message::{
    MessageType, OriginalSyncRoomMessageEvent, Relation, RoomMessageEventContent,
};
use matrix_sdk::ruma::{
    MilliSecondsSinceUnixEpoch, OwnedEventId, OwnedRoomId, OwnedUserId, UserId,
};
use matrix_sdk::{Client, Room};
use std::collections::HashMap;
use std::io::{Read, Write};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::mpsc;

const SYNAPSE: &str = "matrix-synapse==1.163.2";
const SECRET: &str = "kibitz-test-shared-secret";

/// The Python of a virtual environment with Synapse, made on first use (once, however many
/// tests start a Synapse at the same time).
fn synapse_python() -> PathBuf {
    static PYTHON: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();
    PYTHON.get_or_init(install_synapse).clone()
}

fn install_synapse() -> PathBuf {
    let venv = Path::new(env!("CARGO_TARGET_TMPDIR")).join("synapse-venv");
    let python = venv.join("bin/python");
    let ready = |python: &Path| {
        Command::new(python)
            .args(["-c", "import synapse"])
            .status()
            .is_ok_and(|s| s.success())
    };
    if !ready(&python) {
        let made = Command::new("python3")
            .args(["-m", "venv"])
            .arg(&venv)
            .status()
            .expect("python3 -m venv");
        assert!(made.success(), "cannot make a virtual environment");
        let installed = Command::new(venv.join("bin/pip"))
            .args(["install", "--quiet", "--disable-pip-version-check", SYNAPSE])
            .status()
            .expect("pip install");
        assert!(installed.success(), "cannot install {SYNAPSE}");
    }
    python
}

/// A running Synapse, killed on drop.
struct Synapse {
    child: Child,
    port: u16,
    dir: PathBuf,
    python: PathBuf,
}

impl Drop for Synapse {
    fn drop(&mut self) {
        self.child.kill().ok();
        self.child.wait().ok();
    }
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

fn http_get_ok(port: u16, path: &str) -> bool {
    let Ok(mut stream) = TcpStream::connect(("127.0.0.1", port)) else {
        return false;
    };
    stream.set_read_timeout(Some(Duration::from_secs(2))).ok();
    let request = format!("GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
    if stream.write_all(request.as_bytes()).is_err() {
        return false;
    }
    let mut response = String::new();
    stream.read_to_string(&mut response).ok();
    response.starts_with("HTTP/1.1 200")
}

impl Synapse {
    /// A new Synapse with its own folder, `name` telling the tests' servers apart.
    fn start(name: &str) -> Synapse {
        let python = synapse_python();
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
            .join(format!("synapse-{name}-{}", std::process::id()));
        std::fs::remove_dir_all(&dir).ok();
        std::fs::create_dir_all(&dir).unwrap();
        let config = dir.join("homeserver.yaml");
        let generated = Command::new(&python)
            .args([
                "-m",
                "synapse.app.homeserver",
                "--server-name",
                "localhost",
                "--generate-config",
                "--report-stats=no",
            ])
            .arg("--config-path")
            .arg(&config)
            .arg("--data-directory")
            .arg(&dir)
            .current_dir(&dir)
            .stdout(Stdio::null())
            .status()
            .unwrap();
        assert!(
            generated.success(),
            "synapse could not generate its configuration"
        );
        let port = free_port();
        let limits = "{per_second: 10000, burst_count: 10000}";
        // Later keys win in Synapse's YAML: listen on loopback only, no federation, no limits.
        let extra = format!(
            "\nlisteners:\n  - port: {port}\n    tls: false\n    type: http\n    x_forwarded: false\n    bind_addresses: ['127.0.0.1']\n    resources:\n      - names: [client]\n        compress: false\n\
             registration_shared_secret: \"{SECRET}\"\nenable_registration: false\ntrusted_key_servers: []\nsuppress_key_server_warning: true\n\
             rc_message: {limits}\nrc_registration: {limits}\nrc_login:\n  address: {limits}\n  account: {limits}\n  failed_attempts: {limits}\n\
             rc_joins:\n  local: {limits}\n  remote: {limits}\nrc_invites:\n  per_room: {limits}\n  per_user: {limits}\n  per_issuer: {limits}\n\
             media_store_path: \"{}\"\n",
            dir.join("media").display()
        );
        std::fs::OpenOptions::new()
            .append(true)
            .open(&config)
            .unwrap()
            .write_all(extra.as_bytes())
            .unwrap();
        let child = Command::new(&python)
            .args(["-m", "synapse.app.homeserver", "--config-path"])
            .arg(&config)
            .current_dir(&dir)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let synapse = Synapse {
            child,
            port,
            dir,
            python,
        };
        let deadline = Instant::now() + Duration::from_secs(90);
        while !http_get_ok(port, "/_matrix/client/versions") {
            assert!(
                Instant::now() < deadline,
                "synapse did not start; see {}",
                synapse.dir.display()
            );
            std::thread::sleep(Duration::from_millis(250));
        }
        synapse
    }

    fn url(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }

    /// Registers a user through the admin shared-secret API.
    fn register(&self, name: &str) {
        let script = self.python.with_file_name("register_new_matrix_user");
        let status = Command::new(script)
            .args([
                "-u",
                name,
                "-p",
                &format!("{name}-password"),
                "--no-admin",
                "-k",
                SECRET,
            ])
            .arg(self.url())
            .stdout(Stdio::null())
            .status()
            .unwrap();
        assert!(status.success(), "cannot register {name}");
    }
}

/// A message of the bot: its id, when the homeserver stamped it, and its content.
type BotMessage = (
    OwnedEventId,
    MilliSecondsSinceUnixEpoch,
    RoomMessageEventContent,
);

/// A human player: a logged-in client syncing in the background, passing on the bot's messages
/// and noting when the homeserver stamped every message it sees.
struct Player {
    client: Client,
    bot_messages: mpsc::UnboundedReceiver<BotMessage>,
    stamps: Arc<Mutex<HashMap<OwnedEventId, MilliSecondsSinceUnixEpoch>>>,
}

async fn player(synapse: &Synapse, name: &str, bot: OwnedUserId) -> Player {
    let client = Client::builder()
        .homeserver_url(synapse.url())
        .build()
        .await
        .unwrap();
    client
        .matrix_auth()
        .login_username(name, &format!("{name}-password"))
        .await
        .unwrap();
    client.sync_once(SyncSettings::default()).await.unwrap();
    let (tx, rx) = mpsc::unbounded_channel();
    let stamps: Arc<Mutex<HashMap<OwnedEventId, MilliSecondsSinceUnixEpoch>>> = Arc::default();
    let noted = stamps.clone();
    client.add_event_handler(move |event: OriginalSyncRoomMessageEvent| {
        let (tx, bot, noted) = (tx.clone(), bot.clone(), noted.clone());
        async move {
            noted
                .lock()
                .unwrap()
                .insert(event.event_id.clone(), event.origin_server_ts);
            if event.sender == bot {
                tx.send((event.event_id, event.origin_server_ts, event.content))
                    .ok();
            }
        }
    });
    let syncing = client.clone();
    tokio::spawn(async move { syncing.sync(SyncSettings::default()).await });
    Player {
        client,
        bot_messages: rx,
        stamps,
    }
}

impl Player {
    fn room(&self, id: &OwnedRoomId) -> Room {
        self.client.get_room(id).expect("joined room")
    }

    async fn say(&self, room: &OwnedRoomId, text: &str) -> OwnedEventId {
        self.room(room)
            .send(RoomMessageEventContent::text_plain(text))
            .await
            .unwrap()
            .response
            .event_id
    }

    /// The next message of the bot that `pred` accepts (others are skipped), within 30 s.
    async fn expect(
        &mut self,
        what: &str,
        pred: impl Fn(&RoomMessageEventContent) -> bool,
    ) -> RoomMessageEventContent {
        self.expect_stamped(what, pred).await.2
    }

    async fn expect_stamped(
        &mut self,
        what: &str,
        pred: impl Fn(&RoomMessageEventContent) -> bool,
    ) -> BotMessage {
        let deadline = tokio::time::Instant::now() + Duration::from_secs(30);
        loop {
            match tokio::time::timeout_at(deadline, self.bot_messages.recv()).await {
                Ok(Some(message)) if pred(&message.2) => return message,
                Ok(Some(_)) => {}
                _ => panic!("no bot message: {what}"),
            }
        }
    }

    /// Milliseconds from a player's message to the bot's answer, both as the homeserver
    /// stamped them (so the players' own sync timing does not count).
    async fn answer_time(&self, asked: &OwnedEventId, answer: MilliSecondsSinceUnixEpoch) -> u64 {
        for _ in 0..100 {
            if let Some(sent) = self.stamps.lock().unwrap().get(asked) {
                return u64::from(answer.get()).saturating_sub(u64::from(sent.get()));
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("never saw {asked}");
    }

    /// Whether the bot sends anything accepted by `pred` within `wait`.
    async fn hears_within(
        &mut self,
        wait: Duration,
        pred: impl Fn(&RoomMessageEventContent) -> bool,
    ) -> bool {
        let deadline = tokio::time::Instant::now() + wait;
        loop {
            match tokio::time::timeout_at(deadline, self.bot_messages.recv()).await {
                Ok(Some(message)) if pred(&message.2) => return true,
                Ok(Some(_)) => {}
                _ => return false,
            }
        }
    }
}

/// The median and the largest of some timings, printed for the record.
fn report(what: &str, mut millis: Vec<u64>) {
    millis.sort_unstable();
    println!(
        "{what}: median_ms={} max_ms={} over {} moves",
        millis[millis.len() / 2],
        millis[millis.len() - 1],
        millis.len()
    );
}

fn body(content: &RoomMessageEventContent) -> &str {
    content.body()
}

fn is_image(content: &RoomMessageEventContent, text: &str) -> bool {
    match &content.msgtype {
        MessageType::Image(image) => {
            let info = image.info.as_ref();
            image.body.contains(text)
                && info.is_some_and(|i| {
                    i.width.is_some()
                        && i.height.is_some()
                        && i.size.is_some_and(|s| u64::from(s) > 1000)
                })
                && info.is_some_and(|i| i.mimetype.as_deref() == Some("image/png"))
        }
        _ => false,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_in_a_matrix_room_against_synapse() {
    let synapse = Synapse::start("game");
    for name in ["kibitz", "ann", "bob"] {
        synapse.register(name);
    }
    let bot_id: OwnedUserId = UserId::parse("@kibitz:localhost").unwrap();

    let data_dir = synapse.dir.join("bot");
    let config = kibitz::matrix::Config {
        homeserver: synapse.url(),
        user: "kibitz".into(),
        password: Some("kibitz-password".into()),
        access_token: None,
        data_dir: data_dir.clone(),
    };
    let service = Arc::new(Service::new(
        Store::open_in_memory().unwrap(),
        Arc::new(ManualClock::new(1_700_000_000)),
    ));
    let bot = tokio::spawn(kibitz::matrix::run(config, service));

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

    let f2f3 = ann.say(&room_id, "!move f2f3").await;
    let (_, stamp, moved) = bob
        .expect_stamped("the board after f2f3", |c| is_image(c, "ann played f2f3"))
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
        ("bob", "a7a6"),
        ("ann", "a2a3"),
        ("bob", "a6a5"),
        ("ann", "a3a4"),
        ("bob", "b7b6"),
        ("ann", "b2b3"),
        ("bob", "b6b5"),
        ("ann", "b3b4"),
        ("bob", "e7e5"),
        ("ann", "g2g4"),
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
    bob.say(&room_id, "!move d8h4").await;
    let mate = ann
        .expect("the result", |c| is_image(c, "wins by checkmate"))
        .await;
    assert!(
        body(&mate).contains("bob (Black) wins by checkmate"),
        "{}",
        body(&mate)
    );

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
    ann.say(&room_id, "!move e2e4").await;
    let reply = ann
        .expect("the bot's move", |c| is_image(c, "kibitz played"))
        .await;
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
    ann.say(&secret_id, "!move e2e4").await;
    bob.expect("an encrypted board", |c| is_image(c, "ann played e2e4"))
        .await;

    bot.abort();
}

/// Waits until `bot_id` has joined `room`.
async fn until_joined(room: &Room, bot_id: &UserId) {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let member = room.get_member(bot_id).await.ok().flatten();
        if member.is_some_and(|m| {
            *m.membership() == matrix_sdk::ruma::events::room::member::MembershipState::Join
        }) {
            return;
        }
        assert!(Instant::now() < deadline, "the bot did not join");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

/// Commands around a restart: a move sent while the bot is down is played when it is back;
/// one that waited longer than ten minutes is answered, not played; a message delivered again
/// (the bot restarted from an older position in the stream) is not carried out twice. Each
/// "restart" drops the bot and starts a new one on the same database and data folder.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn commands_sent_while_the_bot_is_down_are_handled_once() {
    let synapse = Synapse::start("restart");
    for name in ["kibitz", "ann", "bob"] {
        synapse.register(name);
    }
    let bot_id: OwnedUserId = UserId::parse("@kibitz:localhost").unwrap();
    let data_dir = synapse.dir.join("bot");
    let db = synapse.dir.join("kibitz.sqlite");
    let start_bot = |clock: Arc<dyn kibitz::game::Clock>| {
        let config = kibitz::matrix::Config {
            homeserver: synapse.url(),
            user: "kibitz".into(),
            password: Some("kibitz-password".into()),
            access_token: None,
            data_dir: data_dir.clone(),
        };
        let service = Arc::new(Service::new(Store::open(&db).unwrap(), clock));
        tokio::spawn(kibitz::matrix::run(config, service))
    };
    let bot = start_bot(Arc::new(kibitz::game::SystemClock));
    let mut ann = player(&synapse, "ann", bot_id.clone()).await;
    let mut bob = player(&synapse, "bob", bot_id.clone()).await;
    let mut request = CreateRoom::new();
    request.invite = vec![bot_id.clone(), UserId::parse("@bob:localhost").unwrap()];
    let room = ann.client.create_room(request).await.unwrap();
    let room_id = room.room_id().to_owned();
    bob.client.join_room_by_id(&room_id).await.unwrap();
    until_joined(&room, &bot_id).await;
    ann.say(&room_id, "!challenge standard @bob:localhost color:white")
        .await;
    ann.expect("the challenge", |c| body(c).contains("challenges bob"))
        .await;
    bob.say(&room_id, "!accept").await;
    ann.expect("the start", |c| is_image(c, "begin a game"))
        .await;
    ann.say(&room_id, "!move e2e4").await;
    bob.expect("e2e4", |c| is_image(c, "ann played e2e4")).await;
    let before_outage = std::fs::read_to_string(data_dir.join("sync-token")).unwrap();

    // Down: Bob moves meanwhile; back up, the move is played.
    bot.abort();
    tokio::time::sleep(Duration::from_millis(500)).await;
    bob.say(&room_id, "!move e7e5").await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    let bot = start_bot(Arc::new(kibitz::game::SystemClock));
    ann.expect("the move sent while the bot was down", |c| {
        is_image(c, "bob played e7e5")
    })
    .await;

    // Down again; Ann moves. The bot comes back from the position before the first outage,
    // with a clock an hour ahead: Bob's move (handled) is not played again, Ann's is too old.
    bot.abort();
    tokio::time::sleep(Duration::from_millis(500)).await;
    let late = ann.say(&room_id, "!move g1f3").await;
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
    let store = Store::open(&db).unwrap();
    let game = store
        .latest_game(&kibitz::game::ChannelId(format!("matrix:{room_id}")))
        .unwrap()
        .unwrap();
    let moves: Vec<String> = store
        .moves(game.id)
        .unwrap()
        .into_iter()
        .map(|m| m.0)
        .collect();
    assert_eq!(moves, ["e2e4", "e7e5"]);
}
