//! The Discord adapter end to end: the real serenity client and poise framework against a fake
//! Discord on 127.0.0.1 that speaks enough of the REST API and the gateway, dispatches
//! interactions and records what the bot sends.

use axum::extract::ws::{Message as WsMessage, WebSocket, WebSocketUpgrade};
use axum::extract::{FromRequest, Multipart, Request, State};
use axum::http::{Method, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use kibitz::game::{ManualClock, Service};
use kibitz::store::Store;
use serde_json::{json, Value};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::mpsc;

const APP: u64 = 900_000_000_000_000_001;
const BOT: u64 = 900_000_000_000_000_002;
const GUILD: u64 = 900_000_000_000_000_003;
const CHANNEL: u64 = 900_000_000_000_000_004;
const THREAD: u64 = 900_000_000_000_000_005;
const ANN: u64 = 100_000_000_000_000_001;
const BOB: u64 = 100_000_000_000_000_002;

/// A request the bot made.
#[derive(Clone, Debug)]
struct Recorded {
    method: Method,
    path: String,
    /// The JSON body, or for multipart the `payload_json` part.
    json: Value,
    /// Files of a multipart body: (file name, bytes).
    files: Vec<(String, Vec<u8>)>,
}

#[derive(Clone)]
struct Fake {
    port: u16,
    requests: Arc<Mutex<Vec<Recorded>>>,
    events: Arc<tokio::sync::Mutex<Option<mpsc::UnboundedReceiver<Value>>>>,
}

fn user(id: u64, name: &str) -> Value {
    json!({"id": id.to_string(), "username": name, "discriminator": "0", "global_name": name, "avatar": null, "bot": id == BOT})
}

fn message(id: u64, channel: u64, content: &str) -> Value {
    json!({
        "id": id.to_string(), "channel_id": channel.to_string(), "guild_id": GUILD.to_string(),
        "author": user(BOT, "Kibitz"), "content": content, "timestamp": "2026-11-22T01:00:00.000000+00:00",
        "edited_timestamp": null, "tts": false, "mention_everyone": false, "mentions": [], "mention_roles": [],
        "attachments": [], "embeds": [], "pinned": false, "type": 0, "flags": 0, "components": []
    })
}

async fn rest(State(fake): State<Fake>, method: Method, uri: Uri, request: Request) -> Response {
    let path = uri.path().to_string();
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
        body = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
    }
    fake.requests.lock().unwrap().push(Recorded {
        method: method.clone(),
        path: path.clone(),
        json: body.clone(),
        files,
    });
    let segments: Vec<&str> = path.trim_start_matches("/api/v10/").split('/').collect();
    match (method.as_str(), segments.as_slice()) {
        ("GET", ["gateway"]) => Json(json!({"url": format!("ws://127.0.0.1:{}/ws", fake.port)})).into_response(),
        ("PUT", ["applications", _, "guilds", _, "commands"]) | ("PUT", ["applications", _, "commands"]) => {
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
            "id": THREAD.to_string(), "type": 11, "guild_id": GUILD.to_string(), "parent_id": parent,
            "name": body["name"], "owner_id": BOT.to_string(), "position": 0, "nsfw": false,
            "thread_metadata": {"archived": false, "auto_archive_duration": 10080, "archive_timestamp": "2026-11-22T01:00:00.000000+00:00", "locked": false}
        }))
        .into_response(),
        ("POST", ["channels", channel, "messages"]) => {
            let channel: u64 = channel.parse().unwrap_or(0);
            Json(message(800, channel, body["content"].as_str().unwrap_or(""))).into_response()
        }
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
    let mut events = fake
        .events
        .lock()
        .await
        .take()
        .expect("one gateway connection");
    let mut seq = 1;
    loop {
        tokio::select! {
            incoming = socket.recv() => {
                let Some(Ok(WsMessage::Text(text))) = incoming else { break };
                let payload: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
                match payload["op"].as_u64() {
                    Some(2) => {
                        let ready = json!({"op": 0, "t": "READY", "s": seq, "d": {
                            "v": 10, "user": user(BOT, "Kibitz"), "guilds": [{"id": GUILD.to_string(), "unavailable": true}],
                            "session_id": "session", "resume_gateway_url": format!("ws://127.0.0.1:{}/ws", fake.port),
                            "shard": [0, 1], "application": {"id": APP.to_string(), "flags": 0}
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

fn member(id: u64, name: &str) -> Value {
    json!({"user": user(id, name), "roles": [], "joined_at": "2026-01-01T00:00:00.000000+00:00", "deaf": false, "mute": false, "flags": 0, "permissions": "2147483647"})
}

/// An interaction of `kind` (2 command, 3 button, 4 autocomplete) by a user in a channel.
fn interaction(id: u64, kind: u8, by: (u64, &str), channel: u64, data: Value) -> Value {
    let mut i = json!({
        "id": id.to_string(), "application_id": APP.to_string(), "type": kind, "data": data,
        "guild_id": GUILD.to_string(), "channel_id": channel.to_string(),
        "channel": {"id": channel.to_string(), "type": if channel == THREAD { 11 } else { 0 }},
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

fn command(name: &str, options: Value) -> Value {
    json!({"id": "700", "name": name, "type": 1, "options": options, "resolved": {"users": {
        ANN.to_string(): user(ANN, "Ann"), BOB.to_string(): user(BOB, "Bob")
    }}})
}

struct Harness {
    fake: Fake,
    events: mpsc::UnboundedSender<Value>,
    next_id: u64,
}

impl Harness {
    async fn start() -> Harness {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let port = listener.local_addr().unwrap().port();
        let (events, receiver) = mpsc::unbounded_channel();
        let fake = Fake {
            port,
            requests: Arc::default(),
            events: Arc::new(tokio::sync::Mutex::new(Some(receiver))),
        };
        let app = Router::new()
            .route("/ws", get(gateway))
            .fallback(rest)
            .with_state(fake.clone());
        tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });

        let service = Arc::new(Service::new(
            Store::open_in_memory().unwrap(),
            Arc::new(ManualClock::new(1_700_000_000)),
        ));
        let config = kibitz::discord::Config {
            token: "fake-token".into(),
            guild: Some(poise::serenity_prelude::GuildId::new(GUILD)),
            api_base: Some(format!("http://127.0.0.1:{port}")),
        };
        tokio::spawn(async move {
            if let Err(e) = kibitz::discord::run(config, service).await {
                panic!("the bot stopped: {e:#}");
            }
        });
        Harness {
            fake,
            events,
            next_id: 1,
        }
    }

    /// Waits for a request matching `pred` among those made after `from`.
    async fn wait_for(
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

    fn mark(&self) -> usize {
        self.fake.requests.lock().unwrap().len()
    }

    /// Dispatches an interaction and returns the callback the bot sent for it.
    async fn interact(&mut self, kind: u8, by: (u64, &str), channel: u64, data: Value) -> Recorded {
        let id = self.next_id;
        self.next_id += 1;
        let from = self.mark();
        self.events
            .send(interaction(id, kind, by, channel, data))
            .unwrap();
        let path = format!("/api/v10/interactions/{id}/token-{id}/callback");
        self.wait_for(from, &path, |r| r.path == path).await.1
    }
}

fn content(callback: &Recorded) -> String {
    callback.json["data"]["content"]
        .as_str()
        .unwrap_or_default()
        .to_string()
}

fn ephemeral(callback: &Recorded) -> bool {
    callback.json["data"]["flags"].as_u64().unwrap_or(0) & 64 != 0
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slash_commands_buttons_threads_and_a_whole_game_through_serenity() {
    let mut h = Harness::start().await;

    // Registration: every command, in the guild, each with a description.
    let (_, registration) = h
        .wait_for(0, "command registration", |r| {
            r.method == Method::PUT && r.path.ends_with(&format!("/guilds/{GUILD}/commands"))
        })
        .await;
    let commands = registration.json.as_array().unwrap().clone();
    let names: Vec<&str> = commands
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .collect();
    for expected in [
        "challenge",
        "accept",
        "decline",
        "cancel",
        "move",
        "board",
        "moves",
        "resign",
        "draw",
        "takeback",
        "rules",
        "variants",
        "games",
        "history",
        "ratings",
        "help",
    ] {
        assert!(
            names.contains(&expected),
            "{expected} not registered: {names:?}"
        );
    }
    for c in &commands {
        assert!(
            !c["description"].as_str().unwrap_or_default().is_empty(),
            "{}",
            c["name"]
        );
        for o in c["options"].as_array().into_iter().flatten() {
            assert!(
                !o["description"].as_str().unwrap_or_default().is_empty(),
                "{} {}",
                c["name"],
                o["name"]
            );
        }
    }
    let challenge = commands.iter().find(|c| c["name"] == "challenge").unwrap();
    let variant = challenge["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "variant")
        .unwrap();
    let choices: Vec<&str> = variant["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .collect();
    assert_eq!(choices.len(), 6, "{choices:?}");
    assert!(choices.contains(&"Give & Take Chess"));
    // Let the framework finish its setup.
    tokio::time::sleep(Duration::from_millis(500)).await;

    // /challenge variant:Standard Chess opponent:@Bob color:White
    let reply = h
        .interact(
            2,
            (ANN, "Ann"),
            CHANNEL,
            command(
                "challenge",
                json!([
                    {"name": "variant", "type": 4, "value": 0},
                    {"name": "opponent", "type": 6, "value": BOB.to_string()},
                    {"name": "color", "type": 4, "value": 0}
                ]),
            ),
        )
        .await;
    assert!(
        content(&reply).contains("Ann challenges Bob to Standard Chess"),
        "{}",
        content(&reply)
    );
    assert!(content(&reply).contains(&format!("<@{BOB}>")));
    let buttons: Vec<&str> = reply.json["data"]["components"][0]["components"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["custom_id"].as_str().unwrap())
        .collect();
    // The challenge's own buttons: they carry its id.
    assert_eq!(buttons, vec!["kibitz:accept:1", "kibitz:decline:1"]);

    // Ann may not press Accept on her own challenge; Bob may: a thread opens with the board.
    let refused = h
        .interact(
            3,
            (ANN, "Ann"),
            CHANNEL,
            json!({"custom_id": "kibitz:decline", "component_type": 2}),
        )
        .await;
    assert!(
        ephemeral(&refused) && content(&refused).contains("your own challenge"),
        "{}",
        refused.json
    );
    let from = h.mark();
    let deferred = h
        .interact(
            3,
            (BOB, "Bob"),
            CHANNEL,
            json!({"custom_id": "kibitz:accept:1", "component_type": 2}),
        )
        .await;
    assert_eq!(deferred.json["type"], 6, "{}", deferred.json);
    let (_, thread) = h
        .wait_for(from, "a thread", |r| {
            r.method == Method::POST && r.path == format!("/api/v10/channels/{CHANNEL}/threads")
        })
        .await;
    assert!(thread.json["name"]
        .as_str()
        .unwrap()
        .contains("Standard Chess"));
    let (_, board) = h
        .wait_for(from, "the board in the thread", |r| {
            r.path == format!("/api/v10/channels/{THREAD}/messages")
        })
        .await;
    assert!(
        board.json["content"]
            .as_str()
            .unwrap()
            .contains("begin a game of Standard Chess"),
        "{}",
        board.json
    );
    assert!(board
        .files
        .iter()
        .any(|(name, png)| name.ends_with(".png") && png.starts_with(b"\x89PNG")));
    let (_, cleared) = h
        .wait_for(from, "the challenge's buttons removed", |r| {
            r.method == Method::PATCH && r.path.ends_with("/messages/@original")
        })
        .await;
    assert_eq!(cleared.json["components"], json!([]), "{}", cleared.json);
    let (_, followup) = h
        .wait_for(from, "the follow-up", |r| {
            r.method == Method::POST && r.path.starts_with(&format!("/api/v10/webhooks/{APP}/"))
        })
        .await;
    assert!(
        followup.json["content"]
            .as_str()
            .unwrap()
            .contains(&format!("<#{THREAD}>")),
        "{}",
        followup.json
    );

    // Autocomplete offers the legal moves that match what was typed, to the player to move.
    let complete = h
        .interact(
            4,
            (ANN, "Ann"),
            THREAD,
            command(
                "move",
                json!([{"name": "move", "type": 3, "value": "f2", "focused": true}]),
            ),
        )
        .await;
    assert_eq!(complete.json["type"], 8, "{}", complete.json);
    let offered: Vec<&str> = complete.json["data"]["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["value"].as_str().unwrap())
        .collect();
    assert_eq!(offered, vec!["f2f3", "f2f4"]);

    // Moves: a reply with the board attached, mentioning the player to move.
    let moved = h
        .interact(
            2,
            (ANN, "Ann"),
            THREAD,
            command(
                "move",
                json!([{"name": "move", "type": 3, "value": "f2f3"}]),
            ),
        )
        .await;
    assert!(
        content(&moved).contains("Ann played f2f3")
            && content(&moved).contains(&format!("<@{BOB}>")),
        "{}",
        content(&moved)
    );
    assert!(
        moved
            .files
            .iter()
            .any(|(_, png)| png.starts_with(b"\x89PNG")),
        "no PNG attached"
    );
    assert!(moved.json["data"]["embeds"][0]["image"]["url"]
        .as_str()
        .unwrap()
        .starts_with("attachment://"));
    let game_buttons: Vec<&str> = moved.json["data"]["components"][0]["components"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["custom_id"].as_str().unwrap())
        .collect();
    assert_eq!(game_buttons, vec!["kibitz:resign", "kibitz:draw"]);

    // An illegal move: an ephemeral error that says why; nothing changes.
    let illegal = h
        .interact(
            2,
            (BOB, "Bob"),
            THREAD,
            command(
                "move",
                json!([{"name": "move", "type": 3, "value": "e7e4"}]),
            ),
        )
        .await;
    assert!(
        ephemeral(&illegal) && content(&illegal).contains("a pawn on e7 cannot move to e4"),
        "{}",
        illegal.json
    );
    let out_of_turn = h
        .interact(
            2,
            (ANN, "Ann"),
            THREAD,
            command(
                "move",
                json!([{"name": "move", "type": 3, "value": "g2g4"}]),
            ),
        )
        .await;
    assert!(ephemeral(&out_of_turn) && content(&out_of_turn).contains("not your turn"));

    // The rest of the fool's mate.
    for (by, mv) in [((BOB, "Bob"), "e7e5"), ((ANN, "Ann"), "g2g4")] {
        let reply = h
            .interact(
                2,
                by,
                THREAD,
                command("move", json!([{"name": "move", "type": 3, "value": mv}])),
            )
            .await;
        assert!(!ephemeral(&reply), "{}", content(&reply));
    }
    let mate = h
        .interact(
            2,
            (BOB, "Bob"),
            THREAD,
            command(
                "move",
                json!([{"name": "move", "type": 3, "value": "d8h4"}]),
            ),
        )
        .await;
    assert!(
        content(&mate).contains("Bob (Black) wins by checkmate"),
        "{}",
        content(&mate)
    );
    assert!(
        mate.json["data"]["components"]
            .as_array()
            .is_none_or(|c| c.is_empty()),
        "no game buttons after the end"
    );

    // Rules with the variant menu, as a plain reply.
    let rules = h
        .interact(
            2,
            (ANN, "Ann"),
            CHANNEL,
            command("rules", json!([{"name": "variant", "type": 4, "value": 1}])),
        )
        .await;
    assert!(content(&rules).contains("Suction Chess"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn open_challenges_the_accept_command_and_the_game_buttons() {
    let mut h = Harness::start().await;
    h.wait_for(0, "command registration", |r| r.method == Method::PUT)
        .await;
    tokio::time::sleep(Duration::from_millis(500)).await;

    // A challenge declined with its button: the message becomes the answer, without buttons.
    h.interact(2, (ANN, "Ann"), CHANNEL, command("challenge", json!([{"name": "variant", "type": 4, "value": 2}, {"name": "opponent", "type": 6, "value": BOB.to_string()}])))
        .await;
    let declined = h
        .interact(
            3,
            (BOB, "Bob"),
            CHANNEL,
            json!({"custom_id": "kibitz:decline", "component_type": 2}),
        )
        .await;
    assert_eq!(
        declined.json["type"], 7,
        "an update of the challenge message: {}",
        declined.json
    );
    assert!(
        content(&declined).contains("Bob declined Ann's challenge"),
        "{}",
        declined.json
    );
    assert_eq!(declined.json["data"]["components"], json!([]));

    // An open challenge, accepted with /accept: the game moves to a thread.
    let open = h
        .interact(2, (ANN, "Ann"), CHANNEL, command("challenge", json!([{"name": "variant", "type": 4, "value": 4}, {"name": "color", "type": 4, "value": 1}])))
        .await;
    assert!(
        content(&open).contains("challenges anyone here to Give & Take Chess"),
        "{}",
        content(&open)
    );
    let from = h.mark();
    let accepted = h
        .interact(2, (BOB, "Bob"), CHANNEL, command("accept", json!([])))
        .await;
    assert_eq!(accepted.json["type"], 5, "deferred: {}", accepted.json);
    h.wait_for(from, "the board in the thread", |r| {
        r.path == format!("/api/v10/channels/{THREAD}/messages")
    })
    .await;

    // Draw offer by button, then Resign asks for confirmation before it ends the game.
    let offer = h
        .interact(
            3,
            (ANN, "Ann"),
            THREAD,
            json!({"custom_id": "kibitz:draw", "component_type": 2}),
        )
        .await;
    assert!(
        content(&offer).contains("Ann offers a draw") && !ephemeral(&offer),
        "{}",
        offer.json
    );
    let stranger = h
        .interact(
            3,
            (BOT + 7, "Eve"),
            THREAD,
            json!({"custom_id": "kibitz:draw", "component_type": 2}),
        )
        .await;
    assert!(
        ephemeral(&stranger) && content(&stranger).contains("Only the players"),
        "{}",
        stranger.json
    );
    let confirm = h
        .interact(
            3,
            (ANN, "Ann"),
            THREAD,
            json!({"custom_id": "kibitz:resign", "component_type": 2}),
        )
        .await;
    assert!(ephemeral(&confirm) && content(&confirm).contains("Really resign"));
    let ids: Vec<&str> = confirm.json["data"]["components"][0]["components"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["custom_id"].as_str().unwrap())
        .collect();
    assert_eq!(ids, vec!["kibitz:resign-confirm", "kibitz:resign-cancel"]);
    let resigned = h
        .interact(
            3,
            (ANN, "Ann"),
            THREAD,
            json!({"custom_id": "kibitz:resign-confirm", "component_type": 2}),
        )
        .await;
    assert!(
        content(&resigned).contains("Ann resigned. Bob (White) wins by resignation"),
        "{}",
        content(&resigned)
    );
}
