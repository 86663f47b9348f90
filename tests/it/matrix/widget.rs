//! The board in a Matrix widget: signing in with the OpenID token the widget API gives the page,
//! checked with the user's homeserver (a real Synapse on 127.0.0.1). A token signs in its own
//! user only; a forged, spent or foreign one is refused with nothing kept.

use crate::support::browser::Browser;
use crate::support::http::request;
use crate::support::synapse::{body, free_port, player, room_with_a_game, stored_moves, Synapse};
use kibitz::game::{ManualClock, Service, Settings};
use kibitz::store::Store;
use kibitz::web::{Access, Framing, MatrixHomeservers, TrustedProxies};
use serde_json::{json, Value};
use std::sync::Arc;

/// What Synapse answers `method path` with `body`, as `token`'s user.
async fn ask(synapse: &Synapse, token: Option<&str>, path: &str, body: Value) -> Value {
    let mut asked = reqwest::Client::new()
        .post(format!("{}{path}", synapse.url()))
        .header("content-type", "application/json")
        .body(body.to_string());
    if let Some(token) = token {
        asked = asked.header("authorization", format!("Bearer {token}"));
    }
    let answer = asked.send().await.unwrap();
    assert!(answer.status().is_success(), "{path}: {}", answer.status());
    serde_json::from_slice(&answer.bytes().await.unwrap()).unwrap()
}

/// An access token of `name`'s, logged in with their password.
async fn login(synapse: &Synapse, name: &str) -> String {
    let login = json!({
        "type": "m.login.password",
        "identifier": {"type": "m.id.user", "user": name},
        "password": format!("{name}-password"),
    });
    let logged_in = ask(synapse, None, "/_matrix/client/v3/login", login).await;
    logged_in["access_token"].as_str().unwrap().to_string()
}

/// `name`'s OpenID token, as the widget API's `get_openid` hands it to the page.
async fn openid(synapse: &Synapse, name: &str) -> Value {
    let token = login(synapse, name).await;
    let path = format!("/_matrix/client/v3/user/@{name}:localhost/openid/request_token");
    ask(synapse, Some(&token), &path, json!({})).await
}

/// The board widget's state in `room`, as a member (`token`) reads it.
async fn widget_state(synapse: &Synapse, token: &str, room: &str) -> Value {
    let encoded: String = room.replace('!', "%21").replace(':', "%3A");
    let answer = reqwest::Client::new()
        .get(format!(
            "{}/_matrix/client/v3/rooms/{encoded}/state/im.vector.modular.widgets/kibitz",
            synapse.url()
        ))
        .header("authorization", format!("Bearer {token}"))
        .send()
        .await
        .unwrap();
    if answer.status() == 404 {
        return Value::Null;
    }
    serde_json::from_slice(&answer.bytes().await.unwrap()).unwrap()
}

/// The HTTP side of `service` on `port`, asking `synapse` about its users' tokens, framed by
/// the clients `framing` names.
async fn serve(service: &Service, port: u16, synapse: &Synapse, framing: Framing) {
    kibitz::web::start_with(
        ([127, 0, 0, 1], port).into(),
        service.site(),
        TrustedProxies::default(),
        Access {
            matrix: MatrixHomeservers::default().with("localhost", &synapse.url()),
            framing,
            discord: None,
        },
    )
    .await
    .unwrap();
}

/// `POST path` on the HTTP side at `port`: the status and the JSON answered.
async fn post(port: u16, path: &'static str, body: Value) -> (u16, Value) {
    let answer =
        tokio::task::spawn_blocking(move || request(port, "POST", path, &body.to_string()))
            .await
            .unwrap();
    let json = serde_json::from_slice(&answer.body).unwrap_or(Value::Null);
    (answer.status, json)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_widget_signs_in_with_the_users_own_openid_token_and_nothing_else() {
    let synapse = Synapse::start("widget");
    synapse.register_bot_and_players();
    let store = Arc::new(Store::open_in_memory().unwrap());
    let clock = Arc::new(ManualClock::new(1_700_000_000));
    let service = Service::new(store, clock.clone());
    let port = free_port();
    serve(&service, port, &synapse, Framing::default()).await;
    let room = "!games:localhost";

    // The board page alone may be framed, by Discord and the Matrix clients named (Element's
    // web app by default); every other page by nobody.
    let page = tokio::task::spawn_blocking(move || request(port, "GET", "/play", ""))
        .await
        .unwrap();
    let header = |answer: &crate::support::http::Answer, name: &str| {
        answer
            .headers
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.clone())
    };
    let policy = header(&page, "content-security-policy").unwrap();
    assert!(
        policy.ends_with("frame-ancestors https://discord.com https://ptb.discord.com https://canary.discord.com https://*.discordsays.com https://app.element.io"),
        "{policy}"
    );
    assert_eq!(header(&page, "x-frame-options"), None);
    let health = tokio::task::spawn_blocking(move || request(port, "GET", "/healthz", ""))
        .await
        .unwrap();
    assert!(header(&health, "content-security-policy")
        .unwrap()
        .ends_with("frame-ancestors 'none'"));
    assert_eq!(header(&health, "x-frame-options").as_deref(), Some("DENY"));

    // Ann's token signs Ann in, in that room; the session says so.
    let ann = openid(&synapse, "ann").await;
    assert_eq!(ann["matrix_server_name"], "localhost");
    let (status, opened) = post(
        port,
        "/api/matrix/session",
        json!({"openid": ann, "room_id": room}),
    )
    .await;
    assert_eq!(status, 200, "{opened}");
    assert_eq!(opened["user"], "@ann:localhost");
    let session = opened["session"].as_str().unwrap().to_string();
    assert!(session.len() >= 32 && session.chars().all(|c| c.is_ascii_hexdigit()));
    let (status, whom) = post(port, "/api/session", json!({ "session": session })).await;
    assert_eq!(
        (status, whom),
        (200, json!({"user": "@ann:localhost", "place": room}))
    );
    // A token signs in once.
    let again = json!({"openid": ann, "room_id": room});
    let (status, _) = post(port, "/api/matrix/session", again).await;
    assert_eq!(status, 401);

    // Bob's token is Bob's, whatever the page says of itself.
    let bob = openid(&synapse, "bob").await;
    let (status, opened) = post(
        port,
        "/api/matrix/session",
        json!({"openid": bob, "room_id": room, "user": "@ann:localhost"}),
    )
    .await;
    assert_eq!((status, &opened["user"]), (200, &json!("@bob:localhost")));

    // A forged token, a token said to be of a server it is not of, a malformed room: 401, and
    // no session.
    let mut forged = ann.clone();
    forged["access_token"] = json!("not-a-token-synapse-gave");
    let mut elsewhere = openid(&synapse, "ann").await;
    elsewhere["matrix_server_name"] = json!("127.0.0.1:1");
    for asked in [
        json!({"openid": forged, "room_id": room}),
        json!({"openid": elsewhere, "room_id": room}),
        json!({"openid": ann, "room_id": "#games:localhost"}),
        json!({"room_id": room}),
    ] {
        let (status, answer) = post(port, "/api/matrix/session", asked.clone()).await;
        assert_eq!(status, 401, "{asked}: {answer}");
        assert!(answer.get("session").is_none());
    }
    let (status, _) = post(port, "/api/session", json!({"session": "0".repeat(64)})).await;
    assert_eq!(status, 401);

    // A session lasts four hours.
    clock.advance(4 * 3600 - 1);
    let (status, _) = post(port, "/api/session", json!({ "session": session })).await;
    assert_eq!(status, 200);
    clock.advance(1);
    let (status, _) = post(port, "/api/session", json!({ "session": session })).await;
    assert_eq!(status, 401);
}

/// A stand-in for a Matrix client's side of the widget API, at `origin`: it shows `widget` in a
/// frame, asks it for its capabilities once it loaded, and answers its `get_openid` with
/// `token` (as Element does once the user allowed it).
fn serve_client(port: u16, widget: &str, token: &Value) {
    let page = format!(
        "<!doctype html><html><body style=\"margin:0\"><iframe id=\"w\" src=\"{widget}\" style=\"border:0;width:760px;height:1100px\"></iframe>\
         <script>\
         const frame = document.getElementById('w');\
         const token = {token};\
         window.asked = [];\
         frame.addEventListener('load', () => frame.contentWindow.postMessage(\
           {{api: 'toWidget', widgetId: 'kibitz', requestId: 'c1', action: 'capabilities', data: {{}}}}, '*'));\
         window.addEventListener('message', (e) => {{\
           const m = e.data;\
           if (e.source !== frame.contentWindow || m.api !== 'fromWidget' || m.response) return;\
           window.asked.push(m.action);\
           const response = m.action === 'get_openid' ? Object.assign({{state: 'allowed'}}, token) : {{}};\
           e.source.postMessage(Object.assign({{}}, m, {{response}}), e.origin);\
         }});\
         </script></body></html>"
    );
    let listener = std::net::TcpListener::bind(("127.0.0.1", port)).unwrap();
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(mut stream) = stream else { continue };
            let mut head = [0u8; 4096];
            let _ = std::io::Read::read(&mut stream, &mut head);
            let answer = format!(
                "HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{page}",
                page.len()
            );
            let _ = std::io::Write::write_all(&mut stream, answer.as_bytes());
        }
    });
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ann_plays_on_the_board_in_a_widget_and_the_room_shows_the_move() {
    let synapse = Synapse::start("widget-board");
    let bot_id = synapse.register_bot_and_players();
    let db = synapse.dir.join("kibitz.sqlite");
    let (port, client_port) = (free_port(), free_port());
    let public = format!("http://127.0.0.1:{port}");
    let client = format!("http://127.0.0.1:{client_port}");
    let service = Arc::new(Service::with(
        Store::open(&db).unwrap(),
        Arc::new(ManualClock::new(1_700_000_000)),
        Settings::default().linking_pages_at(&public),
    ));
    serve(&service, port, &synapse, Framing::parse(&client).unwrap()).await;
    tokio::spawn(kibitz::matrix::run(
        synapse.bot_config(&synapse.dir.join("bot")),
        &service,
    ));
    let mut ann = player(&synapse, "ann", bot_id.clone()).await;
    let mut bob = player(&synapse, "bob", bot_id.clone()).await;
    let room = room_with_a_game(&mut ann, &mut bob, &bot_id).await;

    // The board widget, by the room's moderators (Ann made the room), once Kibitz may write
    // the room's state.
    let reader = login(&synapse, "ann").await;
    ann.say(&room, "!board widget on").await;
    ann.expect("no power yet", |c| {
        body(c).contains("cannot change this room's widgets")
    })
    .await;
    assert_eq!(
        widget_state(&synapse, &reader, room.as_str()).await,
        Value::Null
    );
    ann.room(&room)
        .update_power_levels(vec![(&bot_id, 50.into())])
        .await
        .unwrap();
    bob.say(&room, "!board widget on").await;
    bob.expect("moderators only", |c| {
        body(c).contains("Only the room's moderators")
    })
    .await;
    ann.say(&room, "!board widget on").await;
    ann.expect("the widget", |c| {
        body(c).contains("board is now in this room's widgets")
    })
    .await;
    let widget = widget_state(&synapse, &reader, room.as_str()).await;
    assert_eq!(
        (&widget["type"], &widget["name"]),
        (&json!("m.custom"), &json!("Kibitz"))
    );
    let url = widget["url"].as_str().unwrap();
    assert!(
        url.starts_with(&format!("{public}/play?"))
            && url.contains("$matrix_room_id")
            && url.contains("$matrix_user_id"),
        "{url}"
    );

    // The widget's address as Element fills it in: the room and the user, then the widget's
    // id and where the client is.
    let encode = |s: &str| -> String {
        s.bytes()
            .map(|b| match b {
                b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' => {
                    (b as char).to_string()
                }
                _ => format!("%{b:02X}"),
            })
            .collect()
    };
    let widget = format!(
        "{}&widgetId=kibitz&parentUrl={}",
        url.replace("$matrix_room_id", &encode(room.as_str()))
            .replace("$matrix_user_id", &encode("@ann:localhost"))
            .replace("$org.matrix.msc2873.client_theme", "light"),
        encode(&format!("{client}/"))
    );
    serve_client(client_port, &widget, &openid(&synapse, "ann").await);
    let profile = synapse.dir.join("browser");
    let browser = tokio::task::spawn_blocking(move || {
        let mut browser = Browser::open(&format!("{client}/"), &profile);
        browser.in_frame(true);
        browser.until(
            "document.querySelector('#play')?.dataset.role === 'player'",
            "Ann's board, signed in by the client",
        );
        browser.click("[data-square=\"e2\"]");
        browser.click("[data-square=\"e4\"]");
        browser.until(
            "document.querySelector('#play')?.dataset.ply === '1'",
            "the move on the board",
        );
        browser.screenshot("board-in-a-widget");
        browser
    })
    .await
    .unwrap();
    // The room is told, as if Ann had typed it.
    ann.expect("the move in the room", |c| {
        body(c).contains("ann played e4")
    })
    .await;
    assert_eq!(stored_moves(&db, &room), ["e2e4"]);
    drop(browser);

    ann.say(&room, "!board widget off").await;
    ann.expect("the widget gone", |c| body(c).contains("widget is removed"))
        .await;
    assert_eq!(
        widget_state(&synapse, &reader, room.as_str()).await,
        json!({})
    );
}
