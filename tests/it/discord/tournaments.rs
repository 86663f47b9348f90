//! A six-player round robin through serenity against the fake Discord: `/tournament`
//! subcommands, the Join and Leave buttons under the announcement, each pairing's game in a
//! thread of its own, rounds announced in the channel as they come, to the final standings.

use crate::support::fake_discord::*;
use axum::http::Method;
use serde_json::{json, Value};
use std::collections::{HashMap, HashSet};

fn tournament(sub: &str, options: Value) -> Value {
    command(
        "tournament",
        json!([{"name": sub, "type": 1, "options": options}]),
    )
}

fn press(custom_id: &str) -> Value {
    json!({"custom_id": custom_id, "component_type": 2})
}

/// The players: (id, name).
fn players() -> Vec<(u64, String)> {
    (1..=6)
        .map(|n| (200_000_000_000_000_000 + n, format!("P{n}")))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_round_robin_in_threads_through_serenity() {
    let mut h = Harness::start().await;
    *h.fake.distinct_threads.lock().unwrap() = Some(0);
    let players = players();
    let by = |n: usize| (players[n].0, players[n].1.as_str());

    // Opening takes an organiser: a member without Manage Server or Manage Events is refused,
    // privately.
    let mut plain = interaction(
        10_000,
        2,
        by(1),
        CHANNEL,
        tournament(
            "create",
            json!([{"name": "variant", "type": 4, "value": 0}, {"name": "format", "type": 4, "value": 1}]),
        ),
    );
    plain["member"]["permissions"] = json!("0");
    let from = h.mark();
    h.send(plain);
    let (_, refused) = h
        .wait_for(from, "the refusal", |r| {
            r.path.contains("/interactions/10000/")
        })
        .await;
    assert!(ephemeral(&refused), "{}", refused.json);
    assert!(
        content(&refused).contains("Only organisers"),
        "{}",
        content(&refused)
    );

    let opened = h
        .interact(
            2,
            by(0),
            CHANNEL,
            tournament(
                "create",
                json!([
                    {"name": "variant", "type": 4, "value": 0},
                    {"name": "format", "type": 4, "value": 1},
                    {"name": "hours", "type": 4, "value": 6},
                    {"name": "name", "type": 3, "value": "Friday RR"}
                ]),
            ),
        )
        .await;
    let text = content(&opened);
    assert!(text.contains("opened Friday RR (tournament 1)"), "{text}");
    let buttons: Vec<&str> = opened.json["data"]["components"][0]["components"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["custom_id"].as_str().unwrap())
        .collect();
    assert_eq!(
        buttons,
        ["kibitz:tournament-join:1", "kibitz:tournament-leave:1"]
    );

    // Five join with the button, one with the command; one leaves and comes back.
    for n in 0..5 {
        let joined = h.interact(3, by(n), CHANNEL, press(buttons[0])).await;
        assert!(
            content(&joined).contains("joined Friday RR"),
            "{}",
            content(&joined)
        );
    }
    let again = h.interact(3, by(2), CHANNEL, press(buttons[0])).await;
    assert!(
        ephemeral(&again) && content(&again).contains("already"),
        "{}",
        again.json
    );
    let left = h.interact(3, by(2), CHANNEL, press(buttons[1])).await;
    assert!(
        content(&left).contains("left Friday RR"),
        "{}",
        content(&left)
    );
    for n in [2, 5] {
        h.interact(2, by(n), CHANNEL, tournament("join", json!([])))
            .await;
    }
    let started = h
        .interact(2, by(0), CHANNEL, tournament("start", json!([])))
        .await;
    assert!(
        content(&started).contains("has begun with 6 players"),
        "{}",
        content(&started)
    );

    let id_of: HashMap<String, u64> = players.iter().map(|(id, n)| (n.clone(), *id)).collect();
    let mut met = HashSet::new();
    let mut from = h.mark();
    for round in 1..=5 {
        let heading = format!("Round {round} of 5 of Friday RR (tournament 1):");
        let (next, announced) = h
            .wait_for(from, &heading, |r| {
                r.method == Method::POST
                    && r.path == format!("/api/v10/channels/{CHANNEL}/messages")
                    && r.json["content"]
                        .as_str()
                        .is_some_and(|c| c.contains(&heading))
            })
            .await;
        from = next;
        let text = announced.json["content"].as_str().unwrap().to_string();
        let boards: Vec<(String, String, u64)> = text
            .lines()
            .filter_map(|l| l.strip_prefix("Board "))
            .map(|l| {
                let (_, rest) = l.split_once(": ").unwrap();
                let (white, rest) = rest.split_once(" (White) v ").unwrap();
                let (black, thread) = rest.split_once(" (Black) in <#").unwrap();
                let thread: u64 = thread.trim_end_matches('>').parse().unwrap();
                (white.into(), black.into(), thread)
            })
            .collect();
        assert_eq!(boards.len(), 3, "{text}");
        for (white, black, thread) in &boards {
            assert!(*thread > THREAD, "each game in a thread of its own: {text}");
            let mut pair = [white.clone(), black.clone()];
            pair.sort();
            assert!(met.insert(pair), "a rematch: {text}");
            // The game's board was posted in its thread, saying its round and board.
            let thread_messages = format!("/api/v10/channels/{thread}/messages");
            let posted = h.fake.requests();
            assert!(
                posted.iter().any(|r| r.path == thread_messages
                    && r.json["content"]
                        .as_str()
                        .is_some_and(|c| c.contains(&format!("round {round}, board")))),
                "no board in thread {thread}"
            );
            let loser = (*id_of.get(black).unwrap(), black.as_str());
            let resigned = h
                .interact(2, loser, *thread, command("resign", json!([])))
                .await;
            assert!(
                content(&resigned).contains("wins by resignation"),
                "{}",
                content(&resigned)
            );
        }
    }
    assert_eq!(met.len(), 15);
    let (_, over) = h
        .wait_for(from, "the final standings", |r| {
            r.path == format!("/api/v10/channels/{CHANNEL}/messages")
                && r.json["content"]
                    .as_str()
                    .is_some_and(|c| c.contains("is over"))
        })
        .await;
    let text = over.json["content"].as_str().unwrap();
    assert!(text.contains("Final standings"), "{text}");
    let standings = h
        .interact(2, by(3), CHANNEL, tournament("standings", json!([])))
        .await;
    assert!(
        content(&standings).contains("after 5 rounds"),
        "{}",
        content(&standings)
    );
    let pairings = h
        .interact(
            2,
            by(3),
            CHANNEL,
            tournament(
                "pairings",
                json!([{"name": "round", "type": 4, "value": 2}]),
            ),
        )
        .await;
    assert!(
        content(&pairings).contains("round 2:\nBoard 1:"),
        "{}",
        content(&pairings)
    );
    let missing = h
        .interact(
            2,
            by(3),
            CHANNEL,
            tournament(
                "pairings",
                json!([{"name": "round", "type": 4, "value": 9}]),
            ),
        )
        .await;
    assert!(
        ephemeral(&missing) && content(&missing).contains("There is no round 9"),
        "{}",
        missing.json
    );
    h.assert_all_within_limits();
}
