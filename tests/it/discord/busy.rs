//! Discord on a busy server, through the real serenity client and poise against the fake
//! Discord: every error private from the first response, several challenges with their own
//! buttons, long rules in embeds, every message within Discord's limits, and sends that fail.

use crate::support::fake_discord::*;
use axum::http::Method;
use kibitz::rules::Variant;
use serde_json::{json, Value};

const EVE: u64 = 100_000_000_000_000_003;

async fn started() -> Harness {
    let h = Harness::start().await;
    h.wait_for(0, "command registration", |r| r.method == Method::PUT)
        .await;
    h
}

fn buttons(callback: &Recorded) -> Vec<String> {
    callback.json["data"]["components"][0]["components"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|b| b["custom_id"].as_str().unwrap().to_string())
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_error_is_private_from_the_first_response() {
    let mut h = started().await;
    let ann = (ANN, "Ann");
    let cases: Vec<(&str, Value, &str)> = vec![
        ("accept", json!([]), "no challenge here"),
        ("decline", json!([]), "no challenge here"),
        ("cancel", json!([]), "no challenge here"),
        (
            "move",
            json!([opt("move", 3, json!("e2e4"))]),
            "no game in progress",
        ),
        ("board", json!([]), "No game has been played here"),
        ("moves", json!([]), "no game in progress"),
        ("resign", json!([]), "no game in progress"),
        ("draw", json!([]), "no game in progress"),
        ("takeback", json!([]), "no game in progress"),
        ("history", json!([]), "No game has been played here"),
        (
            "accept",
            json!([opt("challenger", 6, json!(BOB.to_string()))]),
            "Bob has no challenge waiting here",
        ),
        (
            "challenge",
            json!([
                opt("variant", 4, json!(0)),
                opt("opponent", 6, json!(ANN.to_string()))
            ]),
            "cannot challenge yourself",
        ),
        (
            "challenge",
            json!([
                opt("variant", 4, json!(0)),
                opt("days", 4, json!(1)),
                opt("hours", 4, json!(2))
            ]),
            "not several",
        ),
    ];
    // Two users take turns, staying within the rate limit (a burst of 10 per user).
    for (i, (name, options, expected)) in cases.into_iter().enumerate() {
        let by = if i % 2 == 0 || name == "challenge" {
            ann
        } else {
            (BOB, "Bob")
        };
        let reply = h.interact(2, by, CHANNEL, command(name, options)).await;
        assert_eq!(
            reply.json["type"], 4,
            "/{name} answers at once, not deferred: {}",
            reply.json
        );
        assert!(
            ephemeral(&reply) && content(&reply).contains(expected),
            "/{name}: {}",
            reply.json
        );
    }
    h.assert_all_within_limits();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn several_challenges_each_with_its_buttons_and_rules_in_full() {
    let mut h = started().await;
    let (ann, bob, eve) = ((ANN, "Ann"), (BOB, "Bob"), (EVE, "Eve"));
    let to_bob = h
        .interact(
            2,
            ann,
            CHANNEL,
            command(
                "challenge",
                json!([
                    opt("variant", 4, json!(1)),
                    opt("opponent", 6, json!(BOB.to_string())),
                    opt("hours", 4, json!(2))
                ]),
            ),
        )
        .await;
    assert!(
        content(&to_bob).contains("2 hours per move"),
        "{}",
        content(&to_bob)
    );
    let open = h
        .interact(
            2,
            eve,
            CHANNEL,
            command(
                "challenge",
                json!([opt("variant", 4, json!(2)), opt("color", 4, json!(0))]),
            ),
        )
        .await;
    assert!(!ephemeral(&open), "{}", open.json);
    let (first, second) = (buttons(&to_bob), buttons(&open));
    assert_eq!(first, ["kibitz:accept:1", "kibitz:decline:1"]);
    assert_eq!(second, ["kibitz:accept:2", "kibitz:decline:2"]);
    let list = h
        .interact(2, bob, CHANNEL, command("challenges", json!([])))
        .await;
    assert!(
        content(&list).contains("Challenges waiting here (2)"),
        "{}",
        content(&list)
    );

    // Bob takes Eve's open challenge with its own button, though Ann's to him is older.
    let from = h.mark();
    h.interact(
        3,
        bob,
        CHANNEL,
        json!({"custom_id": "kibitz:accept:2", "component_type": 2}),
    )
    .await;
    let (_, thread) = h
        .wait_for(from, "the game's thread", |r| r.path.ends_with("/threads"))
        .await;
    assert!(
        thread.json["name"]
            .as_str()
            .unwrap()
            .contains("Eve v Bob · Shrink Chess"),
        "{}",
        thread.json
    );
    // Ann's challenge to Bob still waits.
    let list = h
        .interact(2, bob, CHANNEL, command("challenges", json!([])))
        .await;
    assert!(
        content(&list).contains("(1)") && content(&list).contains("Ann challenges Bob"),
        "{}",
        content(&list)
    );

    // Rules, whole: the longest run past a message's 2,000 characters, so they come in embeds.
    for (i, variant) in Variant::ALL.iter().enumerate() {
        let rules = h
            .interact(
                2,
                ann,
                CHANNEL,
                command("rules", json!([opt("variant", 4, json!(i))])),
            )
            .await;
        let mut shown = content(&rules);
        for embed in rules.json["data"]["embeds"]
            .as_array()
            .into_iter()
            .flatten()
        {
            shown.push_str(embed["description"].as_str().unwrap_or_default());
        }
        // The whole text, then the topics with pictures, and every diagram attached.
        let full = kibitz::game::variant_rules(kibitz::game::Lang::En, *variant);
        let words: Vec<&str> = shown.split_whitespace().collect();
        let expected: Vec<&str> = full.split_whitespace().collect();
        assert_eq!(words[..expected.len()], expected[..], "{variant}");
        assert!(shown.contains("**Rules with pictures:**"), "{variant}");
        let diagrams = kibitz::game::diagrams::diagrams(*variant).0.len();
        assert_eq!(rules.files.len(), diagrams, "{variant}");
    }
    for name in ["help", "variants", "games", "ratings", "challenges"] {
        h.interact(2, ann, CHANNEL, command(name, json!([]))).await;
    }
    h.assert_all_within_limits();
}

/// Dispatches a command and waits for `attempts` callbacks for it (the bot trying again).
async fn interact_expecting(
    h: &mut Harness,
    by: (u64, &str),
    data: Value,
    id: u64,
    attempts: usize,
) -> Vec<Recorded> {
    let from = h.mark();
    h.send(interaction(id, 2, by, THREAD, data));
    let path = format!("/api/v10/interactions/{id}/token-{id}/callback");
    let mut seen = Vec::new();
    let mut at = from;
    for _ in 0..attempts {
        let (next, r) = h.wait_for(at, &path, |r| r.path == path).await;
        seen.push(r);
        at = next;
    }
    seen
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_failed_answer_is_sent_again_and_never_says_nothing_changed() {
    let mut h = started().await;
    let (ann, bob) = ((ANN, "Ann"), (BOB, "Bob"));
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
    // The board posted into the new thread fails once (Discord busy) and is posted again.
    h.fail(&format!("/channels/{THREAD}/messages"), 502, 1);
    let from = h.mark();
    h.interact(2, bob, CHANNEL, command("accept", json!([])))
        .await;
    let posted = |r: &Recorded| r.path == format!("/api/v10/channels/{THREAD}/messages");
    let (next, _) = h.wait_for(from, "the first try", posted).await;
    let (_, board) = h.wait_for(next, "the board, again", posted).await;
    assert!(
        board.json["content"]
            .as_str()
            .unwrap()
            .contains("begin a game"),
        "{}",
        board.json
    );

    // A move whose answer fails once: sent again, and it says what happened.
    h.fail("/callback", 500, 1);
    let tries = interact_expecting(
        &mut h,
        ann,
        command("move", json!([opt("move", 3, json!("e2e4"))])),
        9001,
        2,
    )
    .await;
    assert!(
        content(&tries[1]).contains("Ann played e4"),
        "{}",
        tries[1].json
    );

    // A move whose answer fails every time: the channel is told the truth.
    h.fail("/callback", 503, 3);
    let from = h.mark();
    interact_expecting(
        &mut h,
        bob,
        command("move", json!([opt("move", 3, json!("e7e5"))])),
        9002,
        3,
    )
    .await;
    let (_, told) = h
        .wait_for(from, "what happened, in the channel", |r| {
            r.path == format!("/api/v10/channels/{THREAD}/messages")
        })
        .await;
    let text = told.json["content"].as_str().unwrap();
    assert!(
        text.contains("Bob played e5")
            && text.contains("The board could not be shown; use /board")
            && text.contains(&format!("<@{BOB}>"))
            && !text.contains("nothing was changed"),
        "{text}"
    );
    // And the game went on: it is Ann's move.
    let next = h
        .interact(
            2,
            ann,
            THREAD,
            command("move", json!([opt("move", 3, json!("Nf3"))])),
        )
        .await;
    assert!(content(&next).contains("Ann played Nf3"), "{}", next.json);
    h.assert_all_within_limits();
}

/// Behind DISCORD_PROXY (as the fake is reached here), a 429 is waited out for as long as
/// Discord asks: the board of a new game's thread is posted once the limit has passed.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rate_limit_passed_on_by_the_proxy_is_waited_out_as_asked() {
    let mut h = started().await;
    let thread_messages = format!("/api/v10/channels/{THREAD}/messages");
    h.rate_limit(&thread_messages, 2.5, 1);
    let from = h.mark();
    h.interact(
        2,
        (ANN, "Ann"),
        CHANNEL,
        command(
            "challenge",
            json!([
                opt("variant", 4, json!(0)),
                opt("opponent", 6, json!(BOT.to_string())),
                opt("color", 4, json!(0))
            ]),
        ),
    )
    .await;
    let (next, limited) = h
        .wait_for(from, "the rate-limited board", |r| {
            r.path == thread_messages
        })
        .await;
    let (_, board) = h
        .wait_for(next, "the board, sent again", |r| r.path == thread_messages)
        .await;
    let waited = board.at - limited.at;
    assert!(
        waited >= std::time::Duration::from_millis(2400),
        "sent again after {waited:?}"
    );
    assert_eq!(board.files.len(), 1, "the board's image");
    assert!(board.json["content"]
        .as_str()
        .is_some_and(|c| c.contains("begin")));
}
