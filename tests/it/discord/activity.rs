//! The board in a Discord Activity, on the fake Discord: the SDK's code exchanged on Kibitz's
//! own endpoint for an access token, the user read with it, and a session opened only for a
//! user the bot's token finds in that Activity's instance, in its channel; a move played there
//! is told in the game's thread.

use crate::support::browser::Browser;
use crate::support::fake_discord::*;
use crate::support::fake_oauth::CLIENT_SECRET;
use crate::support::http::request;
use crate::support::synapse::free_port;
use axum::http::Method;
use kibitz::game::ManualClock;
use kibitz::game::{DiscordApp, Service, Settings};
use kibitz::rules::Variant;
use kibitz::store::Store;
use kibitz::web::{Access, DiscordSignIn, TrustedProxies};
use serde_json::{json, Value};
use std::sync::Arc;

/// `POST path` on the HTTP side at `port`: the status and the body.
async fn post(port: u16, path: &'static str, body: Value) -> (u16, String) {
    let answer =
        tokio::task::spawn_blocking(move || request(port, "POST", path, &body.to_string()))
            .await
            .unwrap();
    (
        answer.status,
        String::from_utf8_lossy(&answer.body).into_owned(),
    )
}

/// The HTTP side of `service` on `port`, signing the app's Activity players in with the fake
/// Discord on `fake`.
async fn serve_activity(service: &Service, port: u16, fake: u16) {
    kibitz::web::start_with(
        ([127, 0, 0, 1], port).into(),
        service.site(),
        TrustedProxies::default(),
        Access {
            discord: Some(DiscordSignIn {
                app: app(),
                bot_token: "fake-token".into(),
                api_base: Some(format!("http://127.0.0.1:{fake}")),
            }),
            ..Access::default()
        },
    )
    .await
    .unwrap();
}

/// The app, with the fake Discord's client secret.
fn app() -> DiscordApp {
    DiscordApp {
        client_id: APP.to_string(),
        client_secret: CLIENT_SECRET.into(),
    }
}

fn parsed(body: &str) -> Value {
    serde_json::from_str(body).unwrap_or(Value::Null)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_activity_signs_in_players_in_its_instance_and_no_one_else() {
    let port = free_port();
    let service = Arc::new(Service::with(
        Store::open_in_memory().unwrap(),
        Arc::new(ManualClock::new(1_700_000_000)),
        Settings::default().linking_pages_at(&format!("http://127.0.0.1:{port}")),
    ));
    let (ann, bob) = (discord_user(ANN, "Ann"), discord_user(BOB, "Bob"));
    let thread = game_in_thread(&service, Variant::Standard, &ann, &bob);
    let mut h = Harness::start_configured(service.clone(), Some(app())).await;
    h.wait_for(0, "command registration", |r| r.method == Method::PUT)
        .await;
    // `/web` and the board's button launch the Activity (interaction response 12).
    let launched = h
        .interact(2, (ANN, "Ann"), THREAD, command("web", json!([])))
        .await;
    let launches = |answer: &Value| *answer == json!({"type": 12});
    assert!(launches(&launched.json), "{}", launched.json);
    let pressed = h
        .interact(
            3,
            (BOB, "Bob"),
            THREAD,
            json!({"custom_id": "kibitz:web:1", "component_type": 2}),
        )
        .await;
    assert!(launches(&pressed.json), "{}", pressed.json);
    let carol: u64 = 100_000_000_000_000_003;
    (h.fake.activity_instances.lock().unwrap()).push(("i-1".into(), THREAD, vec![ANN, carol]));
    serve_activity(&service, port, h.fake.port).await;

    // The code the SDK's `authorize` gave Ann, exchanged with the app's secret.
    let (status, body) = post(
        port,
        "/api/discord/token",
        json!({"code": format!("code-{ANN}")}),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    let access = parsed(&body)["access_token"].as_str().unwrap().to_string();
    let exchanged = (h.fake.requests().into_iter())
        .find(|r| r.path == "/api/v10/oauth2/token")
        .unwrap();
    assert_eq!(exchanged.json["client_secret"], CLIENT_SECRET);
    assert_eq!(exchanged.json["grant_type"], "authorization_code");
    // A code signs in once; a forged one not at all.
    for spent_or_forged in [format!("code-{ANN}"), "forged".into()] {
        let (status, _) = post(
            port,
            "/api/discord/token",
            json!({ "code": spent_or_forged }),
        )
        .await;
        assert_eq!(status, 401);
    }

    // In instance i-1 (the game's thread), Ann gets a session and plays her own game.
    let (status, body) = post(
        port,
        "/api/discord/session",
        json!({"access_token": access, "instance_id": "i-1"}),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    let opened = parsed(&body);
    assert_eq!(opened["user"], ANN.to_string());
    let session = opened["session"].as_str().unwrap().to_string();
    let (status, board) = post(port, "/play/board", json!({ "session": session })).await;
    assert_eq!(status, 200);
    assert!(board.contains("data-role=\"player\""), "{board}");
    let from = h.mark();
    let game: i64 = board
        .split("data-game=\"")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .unwrap()
        .parse()
        .unwrap();
    let (status, done) = post(
        port,
        "/play/act",
        json!({"session": session, "game": game, "action": "move", "move": "e4", "ply": 0}),
    )
    .await;
    assert_eq!(
        (status, parsed(&done)["done"].clone()),
        (200, json!(true)),
        "{done}"
    );
    h.wait_for(from, "the move told in the thread", |r| {
        r.path == format!("/api/v10/channels/{THREAD}/messages")
            && r.json.to_string().contains("Ann played e4")
    })
    .await;
    assert_eq!(thread.key(), THREAD.to_string());

    // In an instance whose channel has no game, Ann is told so, not refused.
    (h.fake.activity_instances.lock().unwrap()).push(("i-2".into(), CHANNEL, vec![ANN]));
    let (_, body) = post(
        port,
        "/api/discord/token",
        json!({"code": format!("code-{ANN}-again")}),
    )
    .await;
    let access_again = parsed(&body)["access_token"].as_str().unwrap().to_string();
    let (_, body) = post(
        port,
        "/api/discord/session",
        json!({"access_token": access_again, "instance_id": "i-2"}),
    )
    .await;
    let quiet = parsed(&body)["session"].as_str().unwrap().to_string();
    let (status, board) = post(port, "/play/board", json!({ "session": quiet })).await;
    assert_eq!(status, 200);
    assert!(
        board.contains("No game is being played here yet"),
        "{board}"
    );

    // (A visitor may try a few times a second: this one has tried many times.)
    tokio::time::sleep(std::time::Duration::from_secs(2)).await;
    // Bob is not in that instance; no instance i-9 exists; a forged token reads no user.
    let bob_access = {
        let (_, body) = post(
            port,
            "/api/discord/token",
            json!({"code": format!("code-{BOB}")}),
        )
        .await;
        parsed(&body)["access_token"].as_str().unwrap().to_string()
    };
    for asked in [
        json!({"access_token": bob_access, "instance_id": "i-1"}),
        json!({"access_token": access, "instance_id": "i-9"}),
        json!({"access_token": "access-forged", "instance_id": "i-1"}),
        json!({"instance_id": "i-1"}),
    ] {
        let (status, body) = post(port, "/api/discord/session", asked.clone()).await;
        assert_eq!(status, 401, "{asked}: {body}");
        assert!(parsed(&body).get("session").is_none());
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_the_activity_ann_plays_carol_watches_and_votes_for_her_team_signed_in_by_the_sdk() {
    let port = free_port();
    let store = Arc::new(Store::open_in_memory().unwrap());
    let service = Arc::new(Service::with(
        store.clone(),
        Arc::new(ManualClock::new(1_700_000_000)),
        Settings::default().linking_pages_at(&format!("http://127.0.0.1:{port}")),
    ));
    let (ann, bob) = (discord_user(ANN, "Ann"), discord_user(BOB, "Bob"));
    game_in_thread(&service, Variant::Standard, &ann, &bob);
    // And a team game in the channel, against Kibitz: its members vote on each move.
    let carol: u64 = 100_000_000_000_000_003;
    let team_channel =
        kibitz::game::ChannelId::new(kibitz::game::Platform::Discord, &CHANNEL.to_string());
    let team = kibitz::game::Command::TeamChallenge(Box::new(kibitz::game::TeamTerms {
        variant: Variant::Standard,
        opponent: kibitz::game::TeamOpponent::Bot(
            discord_user(BOT, "Kibitz"),
            kibitz::game::BotLevel::new(1).unwrap(),
        ),
        color: kibitz::game::ColorChoice::White,
        time: kibitz::game::TimePerMove::from_seconds(1800).unwrap(),
        vote: None,
        show_voters: true,
        rated: false,
        team_name: "team".into(),
    }));
    assert!(
        !service
            .handle(&discord_user(carol, "Carol"), &team_channel, team)
            .error
    );
    let h = Harness::start_configured(service.clone(), Some(app())).await;
    // The instance the SDK's mock names, in the game's thread.
    let instance = "123456789012345678".to_string();
    (h.fake.activity_instances.lock().unwrap()).push((instance, THREAD, vec![ANN, carol]));
    serve_activity(&service, port, h.fake.port).await;
    let from = h.mark();
    // Each launch of the Activity gets a code of its own.
    let page = |code: String| {
        format!("http://127.0.0.1:{port}/?mock_code={code}&guild_id={GUILD}&channel_id={THREAD}")
    };
    let dir = std::env::temp_dir().join(format!("kibitz-activity-{}", std::process::id()));
    let (ann_page, carol_page, carol_again) = (
        page(format!("code-{ANN}")),
        page(format!("code-{carol}")),
        page(format!("code-{carol}-2")),
    );
    let instances = h.fake.activity_instances.clone();
    tokio::task::spawn_blocking(move || {
        let mut browser = Browser::open(&ann_page, &dir.join("profile"));
        browser.until(
            "document.querySelector('#play')?.dataset.role === 'player'",
            "Ann signed in by the SDK, on her board",
        );
        browser.click("[data-square=\"e2\"]");
        browser.click("[data-square=\"e4\"]");
        browser.until(
            "document.querySelector('#play')?.dataset.ply === '1'",
            "the move on the board",
        );
        browser.screenshot("board-in-an-activity");
        // Carol is in the instance but not in the game: she watches, with nothing to press.
        browser.new_tab(&carol_page);
        browser.until(
            "document.querySelector('#play')?.dataset.role === 'watcher'",
            "Carol watching",
        );
        assert_eq!(
            browser.eval("document.querySelectorAll('[data-action], #typed').length"),
            json!(0)
        );
        // The Activity launched in the team's channel: Carol votes on its board.
        instances.lock().unwrap()[0].1 = CHANNEL;
        browser.new_tab(&carol_again);
        browser.until(
            "document.querySelector('#play')?.dataset.role === 'voter'",
            "Carol voting for her team",
        );
        browser.click("[data-square=\"d2\"]");
        browser.click("[data-square=\"d4\"]");
        browser.until(
            "document.getElementById('said').textContent.length > 0",
            "the vote told",
        );
    })
    .await
    .unwrap();
    let team_game = store.active_game(&team_channel).unwrap().unwrap();
    let votes = store.votes(team_game.id, 0).unwrap();
    assert_eq!(votes.len(), 1);
    assert_eq!(
        (votes[0].voter.name.as_str(), votes[0].choice.as_str()),
        ("Carol", "d2d4")
    );
    h.wait_for(from, "the move told in the thread", |r| {
        r.path == format!("/api/v10/channels/{THREAD}/messages")
            && r.json.to_string().contains("Ann played e4")
    })
    .await;
}
