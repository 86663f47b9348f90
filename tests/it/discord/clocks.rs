//! A game on a chess clock from Discord: `/challenge clock:5+3`, the clocks under the board in
//! the game's thread, and a clock that is not one refused privately with its usage.

use crate::support::fake_discord::*;
use axum::http::Method;
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_challenge_on_a_clock_and_both_clocks_under_the_board() {
    let mut h = Harness::start().await;
    h.wait_for(0, "command registration", |r| r.method == Method::PUT)
        .await;
    let opponent = json!({"name": "opponent", "type": 6, "value": BOB.to_string()});
    let chess = json!({"name": "variant", "type": 4, "value": 0});

    // Not a clock, or a clock and a time per move: refused privately, nothing made.
    for (clock, said) in [
        (
            json!([chess, opponent, {"name": "clock", "type": 3, "value": "5m"}]),
            "is not a clock",
        ),
        (
            json!([chess, opponent, {"name": "clock", "type": 3, "value": "5+3"}, {"name": "minutes", "type": 4, "value": 5}]),
            "not both",
        ),
    ] {
        let refused = h
            .interact(2, (ANN, "Ann"), CHANNEL, command("challenge", clock))
            .await;
        assert!(ephemeral(&refused), "{}", refused.json);
        assert!(content(&refused).contains(said), "{}", content(&refused));
    }

    let made = h
        .interact(
            2,
            (ANN, "Ann"),
            CHANNEL,
            command(
                "challenge",
                json!([chess, opponent, {"name": "clock", "type": 3, "value": "5+3"}]),
            ),
        )
        .await;
    assert!(
        content(&made).contains("5+3 on the clock"),
        "{}",
        content(&made)
    );
    let from = h.mark();
    h.interact(2, (BOB, "Bob"), CHANNEL, command("accept", json!([])))
        .await;
    let (_, board) = h
        .wait_for(from, "the board in the thread", |r| {
            r.path == format!("/api/v10/channels/{THREAD}/messages")
        })
        .await;
    let fields = &board.json["embeds"][0]["fields"];
    let left = fields
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["name"] == "Time left")
        .unwrap_or_else(|| panic!("{fields}"));
    assert_eq!(left["value"], "White 5:00 · Black 5:00");
    h.assert_all_within_limits();
}
