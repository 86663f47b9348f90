//! `/analysis` on Discord: deferred, its progress shown in place of the deferral's "thinking",
//! then the analysis as a public message of its own with its graph and key moment.

use crate::support::fake_discord::*;
use axum::http::Method;
use kibitz::game::Command;
use kibitz::rules::Variant;
use serde_json::json;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Sixty plies the engine played against itself at level 2: long enough an analysis that
/// Discord has to be told to wait, at the default budget.
const GAME: &str = "d2d3 b7b5 g1h3 f7f5 g2g3 b8c6 a2a4 c6d4 c2c4 c7c6 c4c5 d4e6 d3d4 b5b4 c1d2 \
    g8f6 f2f4 g7g5 f4g5 e6d4 g5f6 e7f6 d2b4 d4e6 d1d3 f5f4 g3f4 f8c5 d3d2 c8a6 a1a2 h8g8 h3f2 \
    d8c8 d2c3 c5b4 c3b4 d7d5 f4f5 e6f8 e2e4 a6f1 h1f1 a7a6 b4a3 f8d7 h2h4 d7e5 a3b3 e8d8 b1c3 \
    d5e4 b3g8 d8d7 g8c8 d7c8 c3e4 e5f3 e1e2 f3h4";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_analysis_shows_its_progress_then_its_report_for_everyone() {
    let service = Arc::new(new_service());
    let (ann, bob) = (discord_user(ANN, "Ann"), discord_user(BOB, "Bob"));
    let thread = game_in_thread(&service, Variant::Standard, &ann, &bob);
    for (i, mv) in GAME.split_whitespace().enumerate() {
        let player = if i % 2 == 0 { &ann } else { &bob };
        let played = service.handle(player, &thread, Command::Move(mv.into()));
        assert!(!played.error, "{mv}: {}", played.text);
    }
    assert!(!service.handle(&ann, &thread, Command::Resign).error);
    let mut h = Harness::start_with(service).await;

    const CLEO: u64 = 4242;
    let asked = h
        .interact(2, (CLEO, "Cleo"), THREAD, command("analysis", json!([])))
        .await;
    assert_eq!(asked.json["type"], 5, "deferred: {}", asked.json);
    assert_eq!(
        asked.json["data"]["flags"].as_u64().unwrap_or(0) & 64,
        0,
        "deferred in public"
    );
    let id = interaction_id(&asked);
    let waited = Instant::now();
    let report = loop {
        let shown = h.shown(id);
        if let Some(report) = shown
            .iter()
            .find(|s| s.content.starts_with("Analysis of game 1:"))
        {
            break report.clone();
        }
        assert!(
            waited.elapsed() < Duration::from_secs(180),
            "no analysis came: {shown:?}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    assert!(!report.ephemeral, "an analysis is for everyone");
    assert!(
        report
            .content
            .contains("Analysis of game 1: Ann v Bob, Standard Chess, 60 moves (100,000 nodes a position). Bob (Black) wins by resignation."),
        "{}",
        report.content
    );
    assert!(
        report.content.contains("\nAccuracy: Ann (White) "),
        "{}",
        report.content
    );
    let names: Vec<&str> = report.files.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names, ["game-1-analysis.png", "game-1-key-moment.png"]);

    // While it worked, the deferred answer said how far it had come, then gave way to it.
    let original = format!("/webhooks/{APP}/token-{id}/messages/@original");
    let requests = h.fake.requests();
    let progress: Vec<String> = requests
        .iter()
        .filter(|r| r.method == Method::PATCH && r.path.ends_with(&original))
        .map(|r| r.json["content"].as_str().unwrap_or_default().to_string())
        .collect();
    assert!(!progress.is_empty(), "no progress was shown");
    assert!(
        progress
            .iter()
            .all(|p| p.starts_with("Analysing game 1: ")
                && p.ends_with(" of 61 positions searched…")),
        "{progress:?}"
    );
    assert!(
        requests
            .iter()
            .any(|r| r.method == Method::DELETE && r.path.ends_with(&original)),
        "the progress stays after the answer"
    );
    assert_eq!(
        h.shown(id).len(),
        1,
        "only the analysis remains: {:?}",
        h.shown(id)
    );

    // Asked again, it is read back at once.
    let again = h
        .interact(
            2,
            (ANN, "Ann"),
            THREAD,
            command("analysis", json!([{"name": "game", "type": 4, "value": 1}])),
        )
        .await;
    assert_eq!(again.json["type"], 4, "answered at once: {}", again.json);
    assert!(content(&again).starts_with("Analysis of game 1:"));
}
