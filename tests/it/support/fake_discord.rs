//! A fake Discord on 127.0.0.1 that speaks enough of the REST API and the gateway to run the
//! real serenity client and poise framework: it dispatches interactions, records what the bot
//! sends, checks every message against Discord's limits, and can fail requests on purpose.

use axum::extract::ws::{Message as WsMessage, WebSocket, WebSocketUpgrade};
use axum::extract::{FromRequest, Multipart, Request, State};
use axum::http::{Method, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use kibitz::game::{ChannelId, ColorChoice, Command, ManualClock, Opponent, Service};
use kibitz::game::{Platform, TimePerMove, User, UserId};
use kibitz::rules::Variant;
use kibitz::store::Store;
use serde_json::{json, Value};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::mpsc;

pub const APP: u64 = 900_000_000_000_000_001;
pub const BOT: u64 = 900_000_000_000_000_002;
pub const GUILD: u64 = 900_000_000_000_000_003;
pub const CHANNEL: u64 = 900_000_000_000_000_004;
pub const THREAD: u64 = 900_000_000_000_000_005;
/// A user's DM channel is this plus their id's last digits.
pub const DM: u64 = 910_000_000_000_000_000;
pub const ANN: u64 = 100_000_000_000_000_001;
pub const BOB: u64 = 100_000_000_000_000_002;

/// A request the bot made.
#[derive(Clone, Debug)]
pub struct Recorded {
    pub method: Method,
    pub path: String,
    /// The JSON body, or for multipart the `payload_json` part.
    pub json: Value,
    /// Files of a multipart body: (file name, bytes).
    pub files: Vec<(String, Vec<u8>)>,
    /// When it came.
    pub at: std::time::Instant,
}

#[derive(Clone)]
pub struct Fake {
    /// Requests whose path contains the text fail with the status, so many times.
    pub failures: Arc<Mutex<Vec<(String, u16, u32)>>>,
    /// Requests whose path contains the text are rate limited (429) for so many seconds, so
    /// many times, as Discord says it: `Retry-After` and `retry_after` in the body.
    pub rate_limits: Arc<Mutex<Vec<(String, f64, u32)>>>,
    pub port: u16,
    requests: Arc<Mutex<Vec<Recorded>>>,
    /// The `shard` of every IDENTIFY received: [id, total].
    pub identified: Arc<Mutex<Vec<Value>>>,
    events: Arc<tokio::sync::Mutex<Option<mpsc::UnboundedReceiver<Value>>>>,
    /// Threads made so far, when each is to have an id of its own (`THREAD + 1`, `+ 2`, ...);
    /// `None`: every thread is `THREAD`, as the tests of one game at a time expect.
    pub distinct_threads: Arc<Mutex<Option<u64>>>,
    /// The id of the last channel message posted (each gets one of its own, from 800 on).
    last_message: Arc<std::sync::atomic::AtomicU64>,
    /// The app's Activity instances.
    pub activity_instances: Arc<Mutex<Vec<ActivityInstance>>>,
}

pub fn user(id: u64, name: &str) -> Value {
    json!({"id": id.to_string(), "username": name, "discriminator": "0", "global_name": name, "avatar": null, "bot": id == BOT})
}

pub fn message(id: u64, channel: u64, content: &str) -> Value {
    json!({
        "id": id.to_string(), "channel_id": channel.to_string(), "guild_id": GUILD.to_string(),
        "author": user(BOT, "Kibitz"), "content": content, "timestamp": "2026-11-22T01:00:00.000000+00:00",
        "edited_timestamp": null, "tts": false, "mention_everyone": false, "mentions": [], "mention_roles": [],
        "attachments": [], "embeds": [], "pinned": false, "type": 0, "flags": 0, "components": []
    })
}

/// An Activity instance of the app: its id, its channel, and the users in it.
pub type ActivityInstance = (String, u64, Vec<u64>);

impl Fake {
    /// Every request so far.
    pub fn requests(&self) -> Vec<Recorded> {
        self.requests.lock().unwrap().clone()
    }
}

async fn rest(State(fake): State<Fake>, method: Method, uri: Uri, request: Request) -> Response {
    let path = uri.path().to_string();
    let authorization = (request.headers().get("authorization"))
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_string();
    let multipart = request
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("multipart/"));
    let (mut body, mut files) = (Value::Null, Vec::new());
    if multipart {
        let mut parts = Multipart::from_request(request, &())
            .await
            .expect("multipart");
        while let Ok(Some(part)) = parts.next_field().await {
            let name = part.name().unwrap_or_default().to_string();
            let file = part.file_name().map(str::to_string);
            let bytes = part.bytes().await.unwrap_or_default().to_vec();
            match file {
                Some(file) => files.push((file, bytes)),
                None if name == "payload_json" => {
                    body = serde_json::from_slice(&bytes).unwrap_or(Value::Null)
                }
                None => {}
            }
        }
    } else {
        let bytes = axum::body::to_bytes(request.into_body(), 10 << 20)
            .await
            .unwrap_or_default();
        body = serde_json::from_slice(&bytes).unwrap_or_else(|_| super::fake_oauth::form(&bytes));
    }
    fake.requests.lock().unwrap().push(Recorded {
        method: method.clone(),
        path: path.clone(),
        json: body.clone(),
        files,
        at: std::time::Instant::now(),
    });
    {
        let mut limits = fake.rate_limits.lock().unwrap();
        if let Some(rule) = limits
            .iter_mut()
            .find(|(part, _, times)| *times > 0 && path.contains(part.as_str()))
        {
            rule.2 -= 1;
            let body = json!({"message": "You are being rate limited.", "retry_after": rule.1, "global": false});
            let mut response = (StatusCode::TOO_MANY_REQUESTS, Json(body)).into_response();
            let headers = response.headers_mut();
            headers.insert("retry-after", rule.1.to_string().parse().unwrap());
            headers.insert(
                "x-ratelimit-reset-after",
                rule.1.to_string().parse().unwrap(),
            );
            return response;
        }
    }
    {
        let mut failures = fake.failures.lock().unwrap();
        if let Some(rule) = failures
            .iter_mut()
            .find(|(part, _, times)| *times > 0 && path.contains(part.as_str()))
        {
            rule.2 -= 1;
            let status = StatusCode::from_u16(rule.1).unwrap();
            let body = json!({"message": "failing on purpose", "code": 0, "retry_after": 0.2, "global": false});
            return (status, Json(body)).into_response();
        }
    }
    let segments: Vec<&str> = path.trim_start_matches("/api/v10/").split('/').collect();
    if let Some(answer) =
        super::fake_oauth::answer(&fake, &method, &segments, &authorization, &body)
    {
        return answer;
    }
    match (method.as_str(), segments.as_slice()) {
        ("GET", ["gateway"]) => Json(json!({"url": format!("ws://127.0.0.1:{}/ws", fake.port)})).into_response(),
        ("PUT", ["applications", _, "guilds", _, "commands"]) | ("PUT", ["applications", _, "commands"]) => {
            if let Err(why) = commands_within_limits(&body) {
                let body = json!({"message": "Invalid Form Body", "code": 50035, "errors": why});
                return (StatusCode::BAD_REQUEST, Json(body)).into_response();
            }
            // Echo the commands back with ids, as Discord does.
            let commands: Vec<Value> = body
                .as_array()
                .cloned()
                .unwrap_or_default()
                .into_iter()
                .enumerate()
                .map(|(i, mut c)| {
                    c["id"] = json!((700 + i).to_string());
                    c["application_id"] = json!(APP.to_string());
                    c["guild_id"] = json!(GUILD.to_string());
                    c["version"] = json!("1");
                    if c.get("type").is_none() {
                        c["type"] = json!(1);
                    }
                    c
                })
                .collect();
            Json(Value::Array(commands)).into_response()
        }
        ("POST", ["interactions", _, _, "callback"]) => StatusCode::NO_CONTENT.into_response(),
        ("POST", ["channels", parent, "threads"]) => Json(json!({
            "id": fake.distinct_threads.lock().unwrap().as_mut().map_or(THREAD, |made| {
                *made += 1;
                THREAD + *made
            }).to_string(), "type": 11, "guild_id": GUILD.to_string(), "parent_id": parent,
            "name": body["name"], "owner_id": BOT.to_string(), "position": 0, "nsfw": false,
            "thread_metadata": {"archived": false, "auto_archive_duration": 10080, "archive_timestamp": "2026-11-22T01:00:00.000000+00:00", "locked": false}
        }))
        .into_response(),
        ("POST", ["users", "@me", "channels"]) => {
            let recipient: u64 = body["recipient_id"]
                .as_str()
                .and_then(|id| id.parse().ok())
                .unwrap_or(0);
            Json(json!({
                "id": (DM + recipient % 1_000_000).to_string(), "type": 1,
                "recipients": [user(recipient, "someone")], "last_message_id": null
            }))
            .into_response()
        }
        ("POST", ["channels", channel, "messages"]) => {
            let channel: u64 = channel.parse().unwrap_or(0);
            let id = 1 + fake.last_message.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
            Json(message(id, channel, body["content"].as_str().unwrap_or(""))).into_response()
        }
        ("PATCH", ["channels", channel, "messages", id]) => {
            let (channel, id): (u64, u64) = (channel.parse().unwrap_or(0), id.parse().unwrap_or(0));
            let edited = id > 0 && id <= fake.last_message.load(std::sync::atomic::Ordering::SeqCst);
            if !edited {
                return (StatusCode::NOT_FOUND, Json(json!({"message": "Unknown Message", "code": 10008}))).into_response();
            }
            Json(message(id, channel, body["content"].as_str().unwrap_or(""))).into_response()
        }
        ("POST", ["channels", _, "typing"]) => StatusCode::NO_CONTENT.into_response(),
        ("DELETE", ["webhooks", _, _, "messages", _]) => StatusCode::NO_CONTENT.into_response(),
        ("POST", ["webhooks", _, _]) | ("PATCH", ["webhooks", ..]) | ("GET", ["webhooks", ..]) => {
            Json(message(801, CHANNEL, body["content"].as_str().unwrap_or(""))).into_response()
        }
        _ => (StatusCode::NOT_FOUND, Json(json!({"message": "Unknown", "code": 0}))).into_response(),
    }
}

async fn gateway(State(fake): State<Fake>, upgrade: WebSocketUpgrade) -> Response {
    upgrade.on_upgrade(move |socket| serve_gateway(fake, socket))
}

async fn serve_gateway(fake: Fake, mut socket: WebSocket) {
    let send = |v: Value| WsMessage::Text(v.to_string().into());
    if socket
        .send(send(json!({"op": 10, "d": {"heartbeat_interval": 41250}})))
        .await
        .is_err()
    {
        return;
    }
    // The first connection takes the events. When the harness is dropped, their end closes it
    // and serenity connects again: that connection gets nothing (a panic would be noise).
    let Some(mut events) = fake.events.lock().await.take() else {
        return;
    };
    let mut seq = 1;
    loop {
        tokio::select! {
            incoming = socket.recv() => {
                let Some(Ok(WsMessage::Text(text))) = incoming else { break };
                let payload: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
                match payload["op"].as_u64() {
                    Some(2) => {
                        let shard = payload["d"]["shard"].clone();
                        fake.identified.lock().unwrap().push(shard.clone());
                        let shard = if shard.is_array() { shard } else { json!([0, 1]) };
                        let ready = json!({"op": 0, "t": "READY", "s": seq, "d": {
                            "v": 10, "user": user(BOT, "Kibitz"), "guilds": [{"id": GUILD.to_string(), "unavailable": true}],
                            "session_id": "session", "resume_gateway_url": format!("ws://127.0.0.1:{}/ws", fake.port),
                            "shard": shard, "application": {"id": APP.to_string(), "flags": 0}
                        }});
                        seq += 1;
                        if socket.send(send(ready)).await.is_err() { break }
                    }
                    Some(1) if socket.send(send(json!({"op": 11}))).await.is_err() => break,
                    _ => {}
                }
            }
            event = events.recv() => {
                let Some(d) = event else { break };
                let dispatch = json!({"op": 0, "t": "INTERACTION_CREATE", "s": seq, "d": d});
                seq += 1;
                if socket.send(send(dispatch)).await.is_err() { break }
            }
        }
    }
}

/// A user of the fake Discord as Kibitz knows them.
pub fn discord_user(id: u64, name: &str) -> User {
    User::new(UserId::new(Platform::Discord, &id.to_string()), name)
}

/// A service on an empty database in memory, its clock standing (as [`Harness::start`]'s).
pub fn new_service() -> Service {
    Service::new(
        Store::open_in_memory().unwrap(),
        Arc::new(ManualClock::new(1_700_000_000)),
    )
}

/// `white` (White) and `black` begin a rated game of `variant` in [`THREAD`]; the thread.
pub fn game_in_thread(
    service: &Service,
    variant: Variant,
    white: &User,
    black: &User,
) -> ChannelId {
    let thread = ChannelId::new(Platform::Discord, &THREAD.to_string());
    let challenge = Command::Challenge {
        clock: None,
        variant,
        opponent: Opponent::Person(black.clone()),
        color: ColorChoice::White,
        time: TimePerMove::DEFAULT,
        rated: true,
    };
    assert!(!service.handle(white, &thread, challenge).error);
    assert!(!service.handle(black, &thread, Command::Accept(None)).error);
    thread
}

pub fn member(id: u64, name: &str) -> Value {
    json!({"user": user(id, name), "roles": [], "joined_at": "2026-01-01T00:00:00.000000+00:00", "deaf": false, "mute": false, "flags": 0, "permissions": "2147483647"})
}

/// An interaction of `kind` (2 command, 3 button, 4 autocomplete) by a user in a channel.
pub fn interaction(id: u64, kind: u8, by: (u64, &str), channel: u64, data: Value) -> Value {
    let mut i = json!({
        "id": id.to_string(), "application_id": APP.to_string(), "type": kind, "data": data,
        "guild_id": GUILD.to_string(), "channel_id": channel.to_string(),
        "channel": {"id": channel.to_string(), "type": if channel == THREAD { 11 } else { 0 }, "name": channel_name(channel)},
        "member": member(by.0, by.1), "token": format!("token-{id}"), "version": 1,
        "app_permissions": "2147483647", "locale": "en-US", "guild_locale": "en-US",
        "entitlements": [], "authorizing_integration_owners": {}, "context": 0,
        "attachment_size_limit": 8_388_608
    });
    if kind == 3 {
        i["message"] = message(555, channel, "challenge");
    }
    i
}

/// The name the fake gives a channel: `general` for [`CHANNEL`], `game` for [`THREAD`], else
/// `room-` and the id's last digits.
pub fn channel_name(channel: u64) -> String {
    match channel {
        CHANNEL => "general".into(),
        THREAD => "game".into(),
        other => format!("room-{}", other % 1000),
    }
}

/// A slash command's option: its name, Discord's type number, its value.
pub fn opt(name: &str, kind: u8, value: Value) -> Value {
    json!({"name": name, "type": kind, "value": value})
}

pub fn command(name: &str, options: Value) -> Value {
    json!({"id": "700", "name": name, "type": 1, "options": options, "resolved": {"users": {
        ANN.to_string(): user(ANN, "Ann"), BOB.to_string(): user(BOB, "Bob"),
        BOT.to_string(): user(BOT, "Kibitz")
    }}})
}

pub struct Harness {
    pub fake: Fake,
    events: mpsc::UnboundedSender<Value>,
    next_id: u64,
}

impl Harness {
    /// The fake with Kibitz connected to it, in this process.
    pub async fn start() -> Harness {
        Harness::start_with(Arc::new(new_service())).await
    }

    /// The fake with Kibitz connected to it on `service` (which a test may have given games).
    pub async fn start_with(service: Arc<Service>) -> Harness {
        Harness::start_configured(service, None).await
    }

    /// [`Harness::start_with`], the app having the Activity `activity`.
    pub async fn start_configured(
        service: Arc<Service>,
        activity: Option<kibitz::game::DiscordApp>,
    ) -> Harness {
        let harness = Harness::start_fake().await;
        let config = kibitz::discord::Config {
            token: "fake-token".into(),
            guild: Some(poise::serenity_prelude::GuildId::new(GUILD)),
            api_base: Some(format!("http://127.0.0.1:{}", harness.fake.port)),
            shards: None,
            activity,
        };
        tokio::spawn(async move {
            if let Err(e) = kibitz::discord::run(config, &service).await {
                panic!("the bot stopped: {e:#}");
            }
        });
        harness
    }

    /// The fake alone, for a bot started otherwise (a `kibitz discord` process).
    pub async fn start_fake() -> Harness {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let port = listener.local_addr().unwrap().port();
        let (events, receiver) = mpsc::unbounded_channel();
        let fake = Fake {
            failures: Arc::default(),
            rate_limits: Arc::default(),
            port,
            requests: Arc::default(),
            identified: Arc::default(),
            events: Arc::new(tokio::sync::Mutex::new(Some(receiver))),
            distinct_threads: Arc::default(),
            last_message: Arc::new(799.into()),
            activity_instances: Arc::default(),
        };
        let app = Router::new()
            .route("/ws", get(gateway))
            .fallback(rest)
            .with_state(fake.clone());
        tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });

        Harness {
            fake,
            events,
            next_id: 1,
        }
    }

    /// Waits for a request matching `pred` among those made after `from`.
    pub async fn wait_for(
        &self,
        from: usize,
        what: &str,
        pred: impl Fn(&Recorded) -> bool,
    ) -> (usize, Recorded) {
        for _ in 0..200 {
            {
                let requests = self.fake.requests.lock().unwrap();
                if let Some((i, r)) = requests
                    .iter()
                    .enumerate()
                    .skip(from)
                    .find(|(_, r)| pred(r))
                {
                    return (i + 1, r.clone());
                }
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        let seen: Vec<String> = self
            .fake
            .requests
            .lock()
            .unwrap()
            .iter()
            .map(|r| format!("{} {} {}", r.method, r.path, r.json))
            .collect();
        panic!(
            "timed out waiting for {what}; requests so far:\n{}",
            seen.join("\n")
        );
    }

    pub fn mark(&self) -> usize {
        self.fake.requests.lock().unwrap().len()
    }

    /// Dispatches an interaction and returns the callback the bot sent for it.
    pub async fn interact(
        &mut self,
        kind: u8,
        by: (u64, &str),
        channel: u64,
        data: Value,
    ) -> Recorded {
        self.interact_in(("en-US", "en-US"), kind, by, channel, data)
            .await
    }

    /// [`Harness::interact`] from a client in `locales.0`, in a server whose preferred locale
    /// is `locales.1`.
    pub async fn interact_in(
        &mut self,
        locales: (&str, &str),
        kind: u8,
        by: (u64, &str),
        channel: u64,
        data: Value,
    ) -> Recorded {
        let id = self.next_id;
        self.next_id += 1;
        let from = self.mark();
        let mut sent = interaction(id, kind, by, channel, data);
        sent["locale"] = json!(locales.0);
        sent["guild_locale"] = json!(locales.1);
        self.events.send(sent).unwrap();
        let path = format!("/api/v10/interactions/{id}/token-{id}/callback");
        self.wait_for(from, &path, |r| r.path == path).await.1
    }
}

/// A message that answers to an interaction left, as Discord shows it.
#[derive(Clone, Debug)]
pub struct Shown {
    pub content: String,
    pub files: Vec<(String, Vec<u8>)>,
    /// Seen by the one who asked only.
    pub ephemeral: bool,
}

/// The id of the interaction a callback answers.
pub fn interaction_id(callback: &Recorded) -> u64 {
    callback
        .path
        .split('/')
        .nth(4)
        .and_then(|id| id.parse().ok())
        .unwrap()
}

impl Harness {
    /// What the answers to interaction `id` show so far, as Discord shows them: the first
    /// response, or a deferral's placeholder that the first follow-up (or an edit) fills in
    /// with the deferral's visibility, whatever the follow-up asks; the follow-ups after it,
    /// each with its own; and nothing of the original once it is deleted.
    pub fn shown(&self, id: u64) -> Vec<Shown> {
        let token = format!("/token-{id}");
        let (mut original, mut placeholder, mut followups) = (None::<Shown>, false, Vec::new());
        for r in self.fake.requests.lock().unwrap().iter() {
            let flags = |v: &Value| v["flags"].as_u64().unwrap_or(0) & 64 != 0;
            let text = |v: &Value| v["content"].as_str().unwrap_or_default().to_string();
            if r.path == format!("/api/v10/interactions/{id}/token-{id}/callback") {
                let data = &r.json["data"];
                placeholder = r.json["type"] == 5;
                original = Some(Shown {
                    content: text(data),
                    files: r.files.clone(),
                    ephemeral: flags(data),
                });
            } else if !r.path.contains(&format!("/webhooks/{APP}{token}")) {
                continue;
            } else if r.path.ends_with("/messages/@original") && r.method == Method::DELETE {
                (original, placeholder) = (None, false);
            } else if (r.path.ends_with("/messages/@original") && r.method == Method::PATCH)
                || (r.method == Method::POST && placeholder && original.is_some())
            {
                if let Some(shown) = original.as_mut() {
                    shown.content = text(&r.json);
                    shown.files = r.files.clone();
                }
                placeholder = false;
            } else if r.method == Method::POST {
                followups.push(Shown {
                    content: text(&r.json),
                    files: r.files.clone(),
                    ephemeral: flags(&r.json),
                });
            }
        }
        original.into_iter().chain(followups).collect()
    }

    /// The first message shown for interaction `id` whose text `pred` accepts, waiting for it.
    pub async fn shown_where(&self, id: u64, what: &str, pred: impl Fn(&str) -> bool) -> Shown {
        for _ in 0..200 {
            if let Some(shown) = self.shown(id).into_iter().find(|s| pred(&s.content)) {
                return shown;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("interaction {id} never showed {what}: {:?}", self.shown(id));
    }
}

pub fn content(callback: &Recorded) -> String {
    callback.json["data"]["content"]
        .as_str()
        .unwrap_or_default()
        .to_string()
}

pub fn ephemeral(callback: &Recorded) -> bool {
    callback.json["data"]["flags"].as_u64().unwrap_or(0) & 64 != 0
}

/// Whether slash commands fit Discord's rules, in every language they are given in: names
/// (and their localizations) 1 to 32 lowercase letters, digits, `-` or `_`; descriptions 1 to
/// 100 characters; choice labels 1 to 100; localizations keyed by Discord's locales; names
/// unique among their siblings in each locale.
pub fn commands_within_limits(commands: &Value) -> Result<(), String> {
    const LOCALES: &[&str] = &[
        "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl",
        "no", "pl", "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi",
        "th", "zh-CN", "ja", "zh-TW", "ko",
    ];
    let name_ok = |name: &str| {
        (1..=32).contains(&name.chars().count())
            && name
                .chars()
                .all(|c| c.is_alphanumeric() || c == '-' || c == '_')
            && name.to_lowercase() == name
    };
    // A text and its localizations, each with its locale ("" for the text itself).
    let texts = |v: &Value, key: &str, what: &str| -> Result<Vec<(String, String)>, String> {
        let mut all = vec![(
            String::new(),
            v[key].as_str().unwrap_or_default().to_string(),
        )];
        for (locale, text) in v[format!("{key}_localizations")]
            .as_object()
            .into_iter()
            .flatten()
        {
            if !LOCALES.contains(&locale.as_str()) {
                return Err(format!("{what}: no locale '{locale}'"));
            }
            all.push((
                locale.clone(),
                text.as_str().unwrap_or_default().to_string(),
            ));
        }
        Ok(all)
    };
    let length_ok = |text: &str| (1..=100).contains(&text.chars().count());
    let siblings_unique = |items: &[Value], what: &str| -> Result<(), String> {
        let mut seen = std::collections::HashSet::new();
        for item in items {
            for (locale, name) in texts(item, "name", what)? {
                if !seen.insert((locale.clone(), name.clone())) {
                    return Err(format!("{what}: '{name}' twice in '{locale}'"));
                }
            }
        }
        Ok(())
    };
    let described = |item: &Value, what: &str| -> Result<(), String> {
        let what = format!("{what} {}", item["name"].as_str().unwrap_or_default());
        if let Some((_, bad)) = texts(item, "name", &what)?
            .iter()
            .find(|(_, n)| !name_ok(n))
        {
            return Err(format!("{what}: the name '{bad}'"));
        }
        let descriptions = texts(item, "description", &what)?;
        if let Some((_, bad)) = descriptions.iter().find(|(_, d)| !length_ok(d)) {
            return Err(format!("{what}: the description '{bad}'"));
        }
        for choice in item["choices"].as_array().into_iter().flatten() {
            if let Some((_, bad)) = texts(choice, "name", &what)?
                .iter()
                .find(|(_, l)| !length_ok(l))
            {
                return Err(format!("{what}: the choice '{bad}'"));
            }
        }
        Ok(())
    };
    let commands = commands.as_array().cloned().unwrap_or_default();
    siblings_unique(&commands, "commands")?;
    for command in &commands {
        described(command, "/")?;
        let options = command["options"].as_array().cloned().unwrap_or_default();
        siblings_unique(&options, "options")?;
        for option in &options {
            described(option, &format!("/{}", command["name"]))?;
            let inner = option["options"].as_array().cloned().unwrap_or_default();
            siblings_unique(&inner, "options")?;
            for o in &inner {
                described(o, "option")?;
            }
        }
    }
    Ok(())
}

/// Whether a message the bot sent fits Discord's limits: content 2,000 characters, at most 10
/// embeds, each description 4,096, all embeds' text together 6,000.
pub fn within_limits(r: &Recorded) -> Result<(), String> {
    let message = if r.path.ends_with("/callback") {
        &r.json["data"]
    } else {
        &r.json
    };
    let chars = |v: &Value| v.as_str().map_or(0, |s| s.chars().count());
    let content = chars(&message["content"]);
    if content > 2000 {
        return Err(format!("content of {content} characters"));
    }
    let embeds = message["embeds"].as_array().cloned().unwrap_or_default();
    if embeds.len() > 10 {
        return Err(format!("{} embeds", embeds.len()));
    }
    let mut total = 0;
    for e in &embeds {
        let description = chars(&e["description"]);
        if description > 4096 {
            return Err(format!("an embed description of {description} characters"));
        }
        total += chars(&e["title"])
            + description
            + chars(&e["footer"]["text"])
            + chars(&e["author"]["name"]);
        for f in e["fields"].as_array().into_iter().flatten() {
            total += chars(&f["name"]) + chars(&f["value"]);
        }
    }
    if total > 6000 {
        return Err(format!("embeds of {total} characters in all"));
    }
    let attachments = message["attachments"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    if attachments.len() > 10 || r.files.len() > 10 {
        return Err(format!(
            "{} attachments, {} files",
            attachments.len(),
            r.files.len()
        ));
    }
    if let Some(long) = attachments.iter().find(|a| chars(&a["description"]) > 1024) {
        return Err(format!("an attachment's description: {long}"));
    }
    Ok(())
}

impl Harness {
    /// Every message the bot sent so far fits Discord's limits.
    pub fn assert_all_within_limits(&self) {
        for r in self.fake.requests.lock().unwrap().iter() {
            if let Err(e) = within_limits(r) {
                panic!("{} {}: {e}", r.method, r.path);
            }
        }
    }

    /// Dispatches an interaction without waiting for anything.
    pub fn send(&self, interaction: Value) {
        self.events.send(interaction).unwrap();
    }

    /// The next `times` requests whose path contains `part` are rate limited for `seconds`.
    pub fn rate_limit(&self, part: &str, seconds: f64, times: u32) {
        self.fake
            .rate_limits
            .lock()
            .unwrap()
            .push((part.to_string(), seconds, times));
    }

    /// The next `times` requests whose path contains `part` fail with `status`.
    pub fn fail(&self, part: &str, status: u16, times: u32) {
        self.fake
            .failures
            .lock()
            .unwrap()
            .push((part.to_string(), status, times));
    }
}
