//! `/adjudicate` on Discord: offered to moderators (Manage Channels) by default; a member
//! without the permission, or a player of the game, is refused privately and nothing changes;
//! a moderator's decision ends the game for everyone to see.

use crate::support::fake_discord::*;
use axum::http::Method;
use kibitz::game::Command;
use kibitz::rules::Variant;
use serde_json::{json, Value};
use std::sync::Arc;

const DEE: u64 = 100_000_000_000_000_044;
const CLEO: u64 = 100_000_000_000_000_043;

/// `/adjudicate result:<choice>` by `by` with member `permissions` in the thread; the
/// interaction's id and its answer's callback.
async fn adjudicate(
    h: &mut Harness,
    id: u64,
    by: (u64, &str),
    permissions: &str,
    choice: u64,
) -> Value {
    let mut asked = interaction(
        id,
        2,
        by,
        THREAD,
        command(
            "adjudicate",
            json!([{"name": "result", "type": 4, "value": choice}]),
        ),
    );
    asked["member"]["permissions"] = json!(permissions);
    let from = h.mark();
    h.send(asked);
    let path = format!("/api/v10/interactions/{id}/token-{id}/callback");
    let (_, callback) = h.wait_for(from, "the answer", |r| r.path == path).await;
    callback.json
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_a_moderator_who_does_not_play_ends_a_stuck_game() {
    let service = Arc::new(new_service());
    let (ann, bob) = (discord_user(ANN, "Ann"), discord_user(BOB, "Bob"));
    let thread = game_in_thread(&service, Variant::Standard, &ann, &bob);
    assert!(
        !service
            .handle(&ann, &thread, Command::Move("e2e4".into()))
            .error
    );
    let mut h = Harness::start_with(service.clone()).await;

    // Registered for moderators only (Manage Channels, 1 << 4), unless the server says else.
    let (_, registration) = h
        .wait_for(0, "command registration", |r| {
            r.method == Method::PUT && r.path.ends_with(&format!("/guilds/{GUILD}/commands"))
        })
        .await;
    let registered = registration.json.as_array().unwrap();
    let command = registered
        .iter()
        .find(|c| c["name"] == "adjudicate")
        .expect("/adjudicate is registered");
    assert_eq!(command["default_member_permissions"], "16", "{command}");

    // Bob has left. Cleo may not manage channels; Ann may, but plays in the game.
    let refusals = [
        ((CLEO, "Cleo"), "0", "Only moderators"),
        ((ANN, "Ann"), "2147483647", "You play in this game"),
    ];
    for (i, (by, permissions, expected)) in refusals.into_iter().enumerate() {
        let answer = adjudicate(&mut h, 60_001 + i as u64, by, permissions, 0).await;
        let text = answer["data"]["content"].as_str().unwrap_or_default();
        assert!(text.contains(expected), "{text}");
        assert!(text.contains("Nothing was changed"), "{text}");
        assert_eq!(
            answer["data"]["flags"].as_u64().unwrap_or(0) & 64,
            64,
            "refused privately: {answer}"
        );
    }
    let bob_moves = service.handle(&bob, &thread, Command::Board);
    assert!(
        bob_moves.text.contains("Bob (Black) to move"),
        "{}",
        bob_moves.text
    );

    // Dee moderates (Manage Channels alone) and decides: Ann wins.
    let decided = adjudicate(&mut h, 60_003, (DEE, "Dee"), "16", 0).await;
    let text = decided["data"]["content"].as_str().unwrap_or_default();
    assert!(
        text.contains("Dee, a moderator, ended the game. Ann (White) wins by adjudication."),
        "{decided}"
    );
    assert_eq!(
        decided["data"]["flags"].as_u64().unwrap_or(0) & 64,
        0,
        "for everyone to see"
    );
    let refused = service.handle(&bob, &thread, Command::Move("e7e5".into()));
    assert!(
        refused.error && refused.text.contains("no game in progress"),
        "{}",
        refused.text
    );
    h.assert_all_within_limits();
}
