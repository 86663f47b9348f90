//! Game pages linked on Discord: with a public address set, `/history` and the end of the
//! game carry the game's page, whose preview image is a PNG; the health check names the
//! gateway shard, up once it is connected. `/web` gives a player their own board link, privately,
//! and a move played on that board is told in the game's thread.

use crate::support::fake_discord::*;
use crate::support::http::{get, png_size};
use crate::support::synapse::free_port;
use kibitz::game::{Command, ManualClock, Service, Settings};
use kibitz::rules::Variant;
use kibitz::store::Store;
use serde_json::json;
use std::sync::Arc;

/// A service whose pages are served on a free port of 127.0.0.1 and linked there: the
/// service, the port, and the public address.
async fn serving_pages() -> (Arc<Service>, u16, String) {
    let port = free_port();
    let public = format!("http://127.0.0.1:{port}");
    let service = Arc::new(Service::with(
        Store::open_in_memory().unwrap(),
        Arc::new(ManualClock::new(1_700_000_000)),
        Settings::default().linking_pages_at(&public),
    ));
    kibitz::web::start(
        ([127, 0, 0, 1], port).into(),
        service.site(),
        kibitz::web::TrustedProxies::default(),
    )
    .await
    .unwrap();
    (service, port, public)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn history_and_the_result_link_the_game_page_whose_preview_is_a_png() {
    let (service, port, public) = serving_pages().await;
    let (ann, bob) = (discord_user(ANN, "Ann"), discord_user(BOB, "Bob <b>"));
    let thread = game_in_thread(&service, Variant::Suction, &ann, &bob);
    for (player, mv) in [(&ann, "e2e4"), (&bob, "e7e5")] {
        assert!(
            !service
                .handle(player, &thread, Command::Move(mv.into()))
                .error
        );
    }
    let mut h = Harness::start_with(service.clone()).await;

    let asked = h
        .interact(2, (ANN, "Ann"), THREAD, command("history", json!([])))
        .await;
    let shown = h
        .shown_where(interaction_id(&asked), "the link", |t| {
            t.contains("Game page: ")
        })
        .await;
    let url = shown
        .content
        .split("Game page: ")
        .nth(1)
        .and_then(|rest| rest.split_whitespace().next())
        .unwrap()
        .to_string();
    let path = url.strip_prefix(&public).unwrap_or_else(|| panic!("{url}"));
    let page = tokio::task::spawn_blocking({
        let path = path.to_string();
        move || get(port, &path)
    })
    .await
    .unwrap();
    assert_eq!(page.status, 200);
    let html = page.text();
    // Names are shown as the chat shows them, escaped.
    assert!(
        html.contains("Ann v Bob &lt;b&gt;, Suction Chess"),
        "{html}"
    );
    let image = html
        .split("property=\"og:image\" content=\"")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .unwrap()
        .to_string();
    let image_path = image.strip_prefix(&public).unwrap().to_string();
    let preview = tokio::task::spawn_blocking(move || get(port, &image_path))
        .await
        .unwrap();
    assert_eq!(preview.header("content-type"), Some("image/png"));
    assert!(png_size(&preview.body).is_some(), "a PNG that decodes");

    // The result links the same page.
    let resigned = h
        .interact(2, (ANN, "Ann"), THREAD, command("resign", json!([])))
        .await;
    let ended = h
        .shown_where(interaction_id(&resigned), "the result", |t| {
            t.contains("resigned")
        })
        .await;
    assert!(
        ended.content.contains(&format!("Game page: {url}")),
        "{}",
        ended.content
    );

    // The gateway shard is connected: the health check says so.
    let health = tokio::task::spawn_blocking(move || get(port, "/healthz"))
        .await
        .unwrap();
    let json: serde_json::Value = serde_json::from_slice(&health.body).unwrap();
    assert_eq!(health.status, 200, "{json}");
    assert_eq!(json["chat"]["discord shard 0"], "up", "{json}");
    h.assert_all_within_limits();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn web_gives_a_player_a_private_link_and_a_move_on_the_board_is_told_in_the_thread() {
    let (service, port, public) = serving_pages().await;
    let (ann, bob) = (discord_user(ANN, "Ann"), discord_user(BOB, "Bob"));
    game_in_thread(&service, Variant::Suction, &ann, &bob);
    let mut h = Harness::start_with(service.clone()).await;

    // Under the board, where pages are served: the button for one's own link.
    let board = h
        .interact(2, (ANN, "Ann"), THREAD, command("board", json!([])))
        .await;
    let buttons: Vec<&str> = board.json["data"]["components"][0]["components"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["custom_id"].as_str().unwrap())
        .collect();
    assert_eq!(
        buttons,
        [
            "kibitz:pick-move",
            "kibitz:resign",
            "kibitz:draw",
            "kibitz:web:1"
        ]
    );

    // `/web`: the link, for the asker's eyes only.
    let asked = h
        .interact(2, (ANN, "Ann"), THREAD, command("web", json!([])))
        .await;
    let shown = h
        .shown_where(interaction_id(&asked), "the link", |t| t.contains("/play#"))
        .await;
    assert!(shown.ephemeral, "{}", shown.content);
    let url = (shown.content.split_whitespace())
        .find(|w| w.contains("/play#"))
        .unwrap()
        .to_string();
    assert!(url.starts_with(&format!("{public}/play#")), "{url}");
    let secret = url.split('#').nth(1).unwrap().to_string();

    // Someone who does not play presses the button: refused, privately.
    let pressed = h
        .interact(
            3,
            (100_000_000_000_000_003, "Carol"),
            THREAD,
            json!({"custom_id": "kibitz:web:1", "component_type": 2}),
        )
        .await;
    assert!(ephemeral(&pressed), "{}", pressed.json);
    assert!(!content(&pressed).contains("/play#"));

    // A move on the board page is the same move typed in the thread: told there with the board.
    let from = h.mark();
    let body = json!({ "secret": secret, "action": "move", "move": "e4", "ply": 0 }).to_string();
    let played = tokio::task::spawn_blocking(move || {
        crate::support::http::request(port, "POST", "/play/act", &body)
    })
    .await
    .unwrap();
    assert_eq!(played.status, 200, "{}", played.text());
    let answer: serde_json::Value = serde_json::from_slice(&played.body).unwrap();
    assert_eq!(answer["done"], true, "{answer}");
    let messages = format!("/api/v10/channels/{THREAD}/messages");
    let (_, told) = h
        .wait_for(from, "the move told in the thread", |r| {
            r.path == messages
                && r.json["content"]
                    .as_str()
                    .is_some_and(|t| t.contains("Ann played e4"))
        })
        .await;
    assert!(
        told.files
            .iter()
            .any(|(_, png)| png.starts_with(b"\x89PNG")),
        "the board comes with it"
    );
    h.assert_all_within_limits();
}
