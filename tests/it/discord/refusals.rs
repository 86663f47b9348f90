//! Every command's refusals on Discord are private, deferred ones included: checked against
//! what Discord shows (a deferral's visibility sticks to the first follow-up, whatever flags
//! it asks for), through the real serenity client and poise against the fake Discord.

use crate::support::fake_discord::*;
use serde_json::{json, Value};
use std::time::Duration;

/// Sends a slash command by `by` in `channel` and checks that its answer is the refusal
/// `expected`, shown to them alone, and that nothing at all was shown to the others.
async fn refused_privately(
    h: &mut Harness,
    by: (u64, &str),
    channel: u64,
    name: &str,
    options: Value,
    expected: &str,
) {
    let callback = h.interact(2, by, channel, command(name, options)).await;
    let id = interaction_id(&callback);
    let refusal = h
        .shown_where(id, expected, |text| text.contains(expected))
        .await;
    // Follow-ups after a deferral come a moment later: give any a chance to show.
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(
        refusal.ephemeral,
        "/{name}: the refusal is public: {}",
        refusal.content
    );
    let public: Vec<Shown> = h.shown(id).into_iter().filter(|s| !s.ephemeral).collect();
    assert!(public.is_empty(), "/{name}: shown to everyone: {public:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_refusal_is_private_deferred_commands_included() {
    let mut h = Harness::start().await;
    let no_game = "There is no game in progress here";
    let cases: Vec<(&str, Value, &str)> = vec![
        ("board", json!([]), "No game has been played here yet"),
        ("history", json!([]), "No game has been played here yet"),
        ("replay", json!([]), "No game has been played here yet"),
        ("analysis", json!([]), "No game has ended here yet"),
        (
            "replay",
            json!([{"name": "game", "type": 4, "value": 999_999}]),
            "There is no game 999999 here",
        ),
        (
            "move",
            json!([{"name": "move", "type": 3, "value": "e2e4"}]),
            no_game,
        ),
        ("moves", json!([]), no_game),
        ("resign", json!([]), no_game),
        ("draw", json!([]), no_game),
        ("takeback", json!([]), no_game),
        (
            "premove",
            json!([{"name": "line", "type": 3, "value": "e7e5 g1f3"}]),
            no_game,
        ),
        ("accept", json!([]), "There is no challenge here to accept"),
        (
            "decline",
            json!([]),
            "There is no challenge here to decline",
        ),
        ("cancel", json!([]), "There is no challenge here to cancel"),
        (
            "vacation",
            json!([{"name": "end", "type": 5, "value": true}]),
            "not on vacation",
        ),
        (
            "challenge",
            json!([
                {"name": "variant", "type": 4, "value": 0},
                {"name": "days", "type": 4, "value": 1},
                {"name": "hours", "type": 4, "value": 2}
            ]),
            "not several",
        ),
        (
            "challenge",
            json!([
                {"name": "variant", "type": 4, "value": 0},
                {"name": "opponent", "type": 6, "value": BOB.to_string()},
                {"name": "level", "type": 4, "value": 3}
            ]),
            "choose me as the opponent",
        ),
    ];
    // Each by a user of their own, within the limit of commands a user may send at once.
    for (i, (name, options, expected)) in cases.into_iter().enumerate() {
        let user = (5000 + i as u64, "Dee");
        refused_privately(&mut h, user, CHANNEL, name, options, expected).await;
    }

    // A game against Kibitz opens its thread; a second challenge to Kibitz inside that thread
    // (Discord allows no thread in a thread) is refused privately too, as is a move by a
    // watcher there.
    let play_me = json!([
        {"name": "variant", "type": 4, "value": 0},
        {"name": "opponent", "type": 6, "value": BOT.to_string()},
        {"name": "color", "type": 4, "value": 1}
    ]);
    let started = h
        .interact(
            2,
            (ANN, "Ann"),
            CHANNEL,
            command("challenge", play_me.clone()),
        )
        .await;
    let announced = h
        .shown_where(interaction_id(&started), "the game's announcement", |t| {
            t.contains(&format!("<#{THREAD}>"))
        })
        .await;
    assert!(!announced.ephemeral);
    refused_privately(
        &mut h,
        (ANN, "Ann"),
        THREAD,
        "challenge",
        play_me,
        "A game is already being played here",
    )
    .await;
    let watcher = h
        .interact(
            2,
            (BOB, "Bob"),
            THREAD,
            command(
                "move",
                json!([{"name": "move", "type": 3, "value": "e2e4"}]),
            ),
        )
        .await;
    let refusal = h
        .shown_where(interaction_id(&watcher), "the watcher's refusal", |t| {
            t.contains("Only the players")
        })
        .await;
    assert!(refusal.ephemeral);
    h.assert_all_within_limits();
}
