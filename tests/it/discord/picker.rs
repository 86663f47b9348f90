//! A move picked, not typed: the Move button under the board (or `/move` with no move) opens
//! a private menu of the pieces that can move, then one piece's moves in SAN, then what a pawn
//! becomes; picking plays it. Menus keep to Discord's limits and expire with the position.

use crate::support::fake_discord::*;
use axum::http::Method;
use serde_json::{json, Value};

/// The select menus of an answer: each menu's custom id, and its options as (label, value).
fn menus(answer: &Recorded) -> Vec<(String, Vec<(String, String)>)> {
    let rows = answer.json["data"]["components"].as_array().cloned();
    (rows.unwrap_or_default().iter())
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter(|c| c["type"] == 3)
        .map(|menu| {
            let options = (menu["options"].as_array().unwrap().iter())
                .map(|o| {
                    let s = |k: &str| o[k].as_str().unwrap().to_string();
                    (s("label"), s("value"))
                })
                .collect();
            (menu["custom_id"].as_str().unwrap().to_string(), options)
        })
        .collect()
}

/// A choice picked in the menu `custom_id`.
fn pick(custom_id: &str, value: &str) -> Value {
    json!({"custom_id": custom_id, "component_type": 3, "values": [value]})
}

/// Checks Discord's limits on a message's menus: at most five, 25 options each, labels and
/// values of at most 100 characters.
fn within_limits(menus: &[(String, Vec<(String, String)>)]) {
    assert!(!menus.is_empty() && menus.len() <= 5, "{menus:?}");
    for (id, options) in menus {
        assert!(
            id.len() <= 100 && !options.is_empty() && options.len() <= 25,
            "{id}"
        );
        for (label, value) in options {
            assert!(
                label.chars().count() <= 100 && value.len() <= 100,
                "{label} {value}"
            );
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_is_picked_from_menus_privately_and_a_stale_pick_changes_nothing() {
    let mut h = Harness::start().await;
    h.wait_for(0, "command registration", |r| r.method == Method::PUT)
        .await;
    let (ann, bob) = ((ANN, "Ann"), (BOB, "Bob"));
    let from = h.mark();
    h.interact(
        2,
        ann,
        CHANNEL,
        command(
            "challenge",
            json!([
                opt("variant", 4, json!(0)),
                opt("opponent", 6, json!(BOB.to_string())),
                opt("color", 4, json!(0))
            ]),
        ),
    )
    .await;
    h.interact(2, bob, CHANNEL, command("accept", json!([])))
        .await;
    h.wait_for(from, "the board in the thread", |r| {
        r.path == format!("/api/v10/channels/{THREAD}/messages")
    })
    .await;

    // Bob is not to move: the Move button tells him so, privately.
    let press = json!({"custom_id": "kibitz:pick-move", "component_type": 2});
    let not_yet = h.interact(3, bob, THREAD, press.clone()).await;
    assert!(ephemeral(&not_yet), "{}", not_yet.json);
    assert!(
        content(&not_yet).contains("not your turn"),
        "{}",
        not_yet.json
    );
    assert!(menus(&not_yet).is_empty());

    // Ann: the pieces that can move (ten pawns' and knights' squares), privately.
    let pieces = h.interact(3, ann, THREAD, press.clone()).await;
    assert!(ephemeral(&pieces), "{}", pieces.json);
    let shown = menus(&pieces);
    within_limits(&shown);
    let (menu, options) = &shown[0];
    assert_eq!(options.len(), 10, "{options:?}");
    assert!(
        options.contains(&("Knight on g1".into(), "p:g1".into())),
        "{options:?}"
    );
    // Then the knight's moves, in SAN, in place of the first menu.
    let knight = h.interact(3, ann, THREAD, pick(menu, "p:g1")).await;
    assert_eq!(
        knight.json["type"], 7,
        "the menu is replaced: {}",
        knight.json
    );
    let shown = menus(&knight);
    within_limits(&shown);
    let (menu, options) = &shown[0];
    assert_eq!(
        options,
        &vec![
            ("Nf3".to_string(), "m:g1f3".to_string()),
            ("Nh3".to_string(), "m:g1h3".to_string())
        ]
    );
    let stale = menu.clone();
    // Picking plays it, for everyone to see.
    let played = h.interact(3, ann, THREAD, pick(menu, "m:g1f3")).await;
    assert!(!ephemeral(&played), "{}", played.json);
    assert!(
        content(&played).contains("Ann played Nf3"),
        "{}",
        played.json
    );

    // Bob's menu through /move with no move; Ann's old menu is for a position gone: refused,
    // and nothing is played.
    let bobs = h.interact(2, bob, THREAD, command("move", json!([]))).await;
    assert!(ephemeral(&bobs), "{}", bobs.json);
    within_limits(&menus(&bobs));
    let again = h.interact(3, ann, THREAD, pick(&stale, "m:g1h3")).await;
    assert!(ephemeral(&again), "{}", again.json);
    assert!(
        content(&again).contains("earlier position"),
        "{}",
        again.json
    );
    let board = h
        .interact(2, ann, THREAD, command("board", json!([])))
        .await;
    assert!(
        content(&board).contains("Bob (Black) to move"),
        "{}",
        board.json
    );
    h.assert_all_within_limits();
}
