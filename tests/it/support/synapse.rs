//! A real Synapse on 127.0.0.1 for the Matrix tests, installed from PyPI into a virtual
//! environment under the target folder (kept between runs), and matrix-sdk clients that play
//! the humans. Synapse is stopped when the test ends, failed or not.

use matrix_sdk::config::SyncSettings;
use matrix_sdk::ruma::api::client::room::create_room::v3::Request as CreateRoom;
use matrix_sdk::ruma::events::room::message::{
    MessageType, OriginalSyncRoomMessageEvent, RoomMessageEventContent,
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
pub fn synapse_python() -> PathBuf {
    static PYTHON: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();
    PYTHON
        .get_or_init(|| venv_with("synapse-venv", SYNAPSE, "synapse"))
        .clone()
}

/// The Python of the virtual environment `name` under the target folder, with `package`
/// installed from PyPI if `module` cannot be imported yet.
pub fn venv_with(name: &str, package: &str, module: &str) -> PathBuf {
    let venv = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let python = venv.join("bin/python");
    let ready = |python: &Path| {
        Command::new(python)
            .args(["-c", &format!("import {module}")])
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
            .args(["install", "--quiet", "--disable-pip-version-check", package])
            .status()
            .expect("pip install");
        assert!(installed.success(), "cannot install {package}");
    }
    python
}

/// A running Synapse, killed on drop.
pub struct Synapse {
    pub child: Child,
    pub port: u16,
    pub dir: PathBuf,
    pub python: PathBuf,
}

impl Drop for Synapse {
    fn drop(&mut self) {
        self.child.kill().ok();
        self.child.wait().ok();
    }
}

pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

pub fn http_get_ok(port: u16, path: &str) -> bool {
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
    pub fn start(name: &str) -> Synapse {
        Synapse::start_with(name, "")
    }

    /// [`Synapse::start`], with more configuration (YAML, later keys win).
    pub fn start_with(name: &str, more: &str) -> Synapse {
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
            "\nlisteners:\n  - port: {port}\n    tls: false\n    type: http\n    x_forwarded: false\n    bind_addresses: ['127.0.0.1']\n    resources:\n      - names: [client, openid]\n        compress: false\n\
             registration_shared_secret: \"{SECRET}\"\nenable_registration: false\ntrusted_key_servers: []\nsuppress_key_server_warning: true\n\
             rc_message: {limits}\nrc_registration: {limits}\nrc_login:\n  address: {limits}\n  account: {limits}\n  failed_attempts: {limits}\n\
             rc_joins:\n  local: {limits}\n  remote: {limits}\nrc_invites:\n  per_room: {limits}\n  per_user: {limits}\n  per_issuer: {limits}\n\
             media_store_path: \"{}\"\n",
            dir.join("media").display()
        ) + more;
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

    pub fn url(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }

    /// Registers a user through the admin shared-secret API.
    pub fn register(&self, name: &str) {
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

impl Synapse {
    /// Registers the bot and the two players, Ann and Bob; the bot's id.
    pub fn register_bot_and_players(&self) -> OwnedUserId {
        for name in ["kibitz", "ann", "bob"] {
            self.register(name);
        }
        UserId::parse("@kibitz:localhost").unwrap()
    }

    /// How the bot logs in here, keeping its session in `data_dir`.
    pub fn bot_config(&self, data_dir: &Path) -> kibitz::matrix::Config {
        kibitz::matrix::Config {
            homeserver: self.url(),
            user: "kibitz".into(),
            password: Some("kibitz-password".into()),
            access_token: None,
            data_dir: data_dir.to_path_buf(),
        }
    }

    /// The bot logged in here, on a fresh database in memory with a clock that stands still.
    pub fn start_bot(&self) -> tokio::task::JoinHandle<anyhow::Result<()>> {
        let service = std::sync::Arc::new(kibitz::game::Service::new(
            kibitz::store::Store::open_in_memory().unwrap(),
            std::sync::Arc::new(kibitz::game::ManualClock::new(1_700_000_000)),
        ));
        let config = self.bot_config(&self.dir.join("bot"));
        tokio::spawn(kibitz::matrix::run(config, &service))
    }
}

/// A room of Ann, Bob and the bot where Ann (White) and Bob play a game of standard chess.
pub async fn room_with_a_game(
    ann: &mut Player,
    bob: &mut Player,
    bot_id: &OwnedUserId,
) -> OwnedRoomId {
    let mut request = CreateRoom::new();
    request.invite = vec![bot_id.clone(), UserId::parse("@bob:localhost").unwrap()];
    let room = ann.client.create_room(request).await.unwrap();
    let room_id = room.room_id().to_owned();
    bob.client.join_room_by_id(&room_id).await.unwrap();
    until_joined(&room, bot_id).await;
    ann.say(&room_id, "!challenge standard @bob:localhost color:white")
        .await;
    ann.expect("the challenge", |c| body(c).contains("challenges bob"))
        .await;
    bob.say(&room_id, "!accept").await;
    ann.expect("the start", |c| is_image(c, "begin a game"))
        .await;
    room_id
}

/// Where the game of a room is played: in the thread of its first board (else the room).
pub fn game_channel(db: &Path, room: &OwnedRoomId) -> kibitz::game::ChannelId {
    let store = kibitz::store::Store::open(db).unwrap();
    let room = kibitz::game::ChannelId::new(kibitz::game::Platform::Matrix, room.as_str());
    let threads = store.channels_within(&room).unwrap();
    threads.into_iter().next().unwrap_or(room)
}

/// The moves stored for the game in progress of a room (in its thread), in order.
pub fn stored_moves(db: &Path, room: &OwnedRoomId) -> Vec<String> {
    let channel = game_channel(db, room);
    let store = kibitz::store::Store::open(db).unwrap();
    let game = store.latest_game(&channel).unwrap().unwrap();
    store
        .moves(game.id)
        .unwrap()
        .into_iter()
        .map(|m| m.0)
        .collect()
}

/// A message of the bot: its id, when the homeserver stamped it, and its content.
pub type BotMessage = (
    OwnedEventId,
    MilliSecondsSinceUnixEpoch,
    RoomMessageEventContent,
);

/// A human player: a logged-in client syncing in the background, passing on the bot's messages
/// and noting when the homeserver stamped every message it sees.
pub struct Player {
    pub client: Client,
    pub bot_messages: mpsc::UnboundedReceiver<BotMessage>,
    pub stamps: Arc<Mutex<HashMap<OwnedEventId, MilliSecondsSinceUnixEpoch>>>,
    /// Whether the bot was ever seen typing.
    pub saw_bot_typing: Arc<std::sync::atomic::AtomicBool>,
}

pub async fn player(synapse: &Synapse, name: &str, bot: OwnedUserId) -> Player {
    player_syncing(synapse, name, bot, false).await
}

/// A player whose client follows the stream at once, as Element does (matrix-sdk's own loop
/// waits a second after a quick response, and would miss a brief "typing"), and so sends its
/// commands faster than people do.
pub async fn quick_player(synapse: &Synapse, name: &str, bot: OwnedUserId) -> Player {
    player_syncing(synapse, name, bot, true).await
}

async fn player_syncing(synapse: &Synapse, name: &str, bot: OwnedUserId, quick: bool) -> Player {
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
    let bot_for_typing = bot.clone();
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
    let saw_bot_typing: Arc<std::sync::atomic::AtomicBool> = Arc::default();
    let (typing, typist) = (saw_bot_typing.clone(), bot_for_typing);
    client.add_event_handler(
        move |event: matrix_sdk::ruma::events::typing::SyncTypingEvent| {
            let (typing, typist) = (typing.clone(), typist.clone());
            async move {
                if event.content.user_ids.contains(&typist) {
                    typing.store(true, std::sync::atomic::Ordering::SeqCst);
                }
            }
        },
    );
    let syncing = client.clone();
    tokio::spawn(async move {
        if !quick {
            return syncing.sync(SyncSettings::default()).await;
        }
        let mut settings = SyncSettings::default().timeout(Duration::from_secs(30));
        loop {
            match syncing.sync_once(settings.clone()).await {
                Ok(response) => settings = settings.token(response.next_batch),
                Err(_) => tokio::time::sleep(Duration::from_millis(200)).await,
            }
        }
    });
    Player {
        client,
        bot_messages: rx,
        stamps,
        saw_bot_typing,
    }
}

impl Player {
    pub fn room(&self, id: &OwnedRoomId) -> Room {
        self.client.get_room(id).expect("joined room")
    }

    pub async fn say(&self, room: &OwnedRoomId, text: &str) -> OwnedEventId {
        self.room(room)
            .send(RoomMessageEventContent::text_plain(text))
            .await
            .unwrap()
            .response
            .event_id
    }

    /// Says `text` in the thread rooted at `root`.
    pub async fn say_in_thread(
        &self,
        room: &OwnedRoomId,
        root: &OwnedEventId,
        text: &str,
    ) -> OwnedEventId {
        use matrix_sdk::ruma::events::relation::Thread;
        use matrix_sdk::ruma::events::room::message::Relation;
        let mut content = RoomMessageEventContent::text_plain(text);
        content.relates_to = Some(Relation::Thread(Thread::plain(root.clone(), root.clone())));
        self.room(room)
            .send(content)
            .await
            .unwrap()
            .response
            .event_id
    }

    /// Reacts `key` to `message`.
    pub async fn react(&self, room: &OwnedRoomId, message: &OwnedEventId, key: &str) {
        use matrix_sdk::ruma::events::reaction::ReactionEventContent;
        use matrix_sdk::ruma::events::relation::Annotation;
        let content = ReactionEventContent::new(Annotation::new(message.clone(), key.into()));
        self.room(room).send(content).await.unwrap();
    }

    /// The next message of the bot that `pred` accepts (others are skipped), within 30 s.
    pub async fn expect(
        &mut self,
        what: &str,
        pred: impl Fn(&RoomMessageEventContent) -> bool,
    ) -> RoomMessageEventContent {
        self.expect_stamped(what, pred).await.2
    }

    pub async fn expect_stamped(
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
    pub async fn answer_time(
        &self,
        asked: &OwnedEventId,
        answer: MilliSecondsSinceUnixEpoch,
    ) -> u64 {
        for _ in 0..100 {
            if let Some(sent) = self.stamps.lock().unwrap().get(asked) {
                return u64::from(answer.get()).saturating_sub(u64::from(sent.get()));
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("never saw {asked}");
    }

    /// Whether the bot sends anything accepted by `pred` within `wait`.
    pub async fn hears_within(
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
pub fn report(what: &str, mut millis: Vec<u64>) {
    millis.sort_unstable();
    println!(
        "{what}: median_ms={} max_ms={} over {} moves",
        millis[millis.len() / 2],
        millis[millis.len() - 1],
        millis.len()
    );
}

pub fn body(content: &RoomMessageEventContent) -> &str {
    content.body()
}

pub fn is_image(content: &RoomMessageEventContent, text: &str) -> bool {
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

/// Waits until `bot_id` has joined `room`.
pub async fn until_joined(room: &Room, bot_id: &UserId) {
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

/// The thread a message of the bot is in, if any.
pub fn thread_of(content: &RoomMessageEventContent) -> Option<OwnedEventId> {
    match &content.relates_to {
        Some(matrix_sdk::ruma::events::room::message::Relation::Thread(t)) => {
            Some(t.event_id.clone())
        }
        _ => None,
    }
}

/// Whether a message of the bot is a notice (`m.notice`).
pub fn is_notice(content: &RoomMessageEventContent) -> bool {
    matches!(content.msgtype, MessageType::Notice(_))
}
