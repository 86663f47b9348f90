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
use matrix_sdk::ruma::{OwnedEventId, OwnedRoomId, OwnedUserId, UserId};
use matrix_sdk::{Client, Room};
use std::io::{Read, Write};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::mpsc;

const SYNAPSE: &str = "matrix-synapse==1.163.2";
const SECRET: &str = "kibitz-test-shared-secret";

/// The Python of a virtual environment with Synapse, made on first use.
fn synapse_python() -> PathBuf {
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
    fn start() -> Synapse {
        let python = synapse_python();
        let dir =
            Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("synapse-{}", std::process::id()));
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

/// A human player: a logged-in client syncing in the background, passing on the bot's messages.
struct Player {
    client: Client,
    bot_messages: mpsc::UnboundedReceiver<(OwnedEventId, RoomMessageEventContent)>,
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
    client.add_event_handler(move |event: OriginalSyncRoomMessageEvent| {
        let (tx, bot) = (tx.clone(), bot.clone());
        async move {
            if event.sender == bot {
                tx.send((event.event_id, event.content)).ok();
            }
        }
    });
    let syncing = client.clone();
    tokio::spawn(async move { syncing.sync(SyncSettings::default()).await });
    Player {
        client,
        bot_messages: rx,
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
        let deadline = tokio::time::Instant::now() + Duration::from_secs(30);
        loop {
            match tokio::time::timeout_at(deadline, self.bot_messages.recv()).await {
                Ok(Some((_, content))) if pred(&content) => return content,
                Ok(Some(_)) => {}
                _ => panic!("no bot message: {what}"),
            }
        }
    }
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
    let synapse = Synapse::start();
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

    ann.say(&room_id, "!move f2f3").await;
    let moved = bob
        .expect("the board after f2f3", |c| is_image(c, "ann played f2f3"))
        .await;
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

    bob.say(&room_id, "!move e7e5").await;
    ann.expect("the board after e7e5", |c| is_image(c, "bob played e7e5"))
        .await;
    ann.say(&room_id, "!kibitz move g2g4").await;
    bob.expect("the board after g2g4", |c| is_image(c, "ann played g2g4"))
        .await;
    bob.say(&room_id, "!move d8h4").await;
    let mate = ann
        .expect("the result", |c| is_image(c, "wins by checkmate"))
        .await;
    assert!(
        body(&mate).contains("bob (Black) wins by checkmate"),
        "{}",
        body(&mate)
    );

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
