//! Team games on Discord, through the real serenity client and poise against the fake Discord:
//! a channel challenges the bot or another channel with `/challenge team:True`, the game stays
//! in the channel (no thread), members vote with `/vote` and the buttons under the tally, the
//! tally is one message edited at most every two seconds and once more when the vote closes.

use crate::support::fake_discord::*;
use axum::http::Method;
use kibitz::game::{ManualClock, Service};
use kibitz::rules::Variant;
use kibitz::store::Store;
use serde_json::{json, Value};
use std::sync::Arc;
use std::time::Duration;

/// A second channel of the server, for a second team.
const OTHER: u64 = 900_000_000_000_000_006;
const CAT: u64 = 100_000_000_000_000_003;
const DAN: u64 = 100_000_000_000_000_004;

fn chess() -> Value {
    let index = Variant::ALL.iter().position(|&v| v == Variant::Standard);
    opt("variant", 4, json!(index.unwrap()))
}

async fn started() -> (Harness, Arc<ManualClock>) {
    let clock = Arc::new(ManualClock::new(1_700_000_000));
    let service = Service::new(Store::open_in_memory().unwrap(), clock.clone());
    let h = Harness::start_with(Arc::new(service)).await;
    h.wait_for(0, "command registration", |r| r.method == Method::PUT)
        .await;
    (h, clock)
}

/// `/vote <choice>` by `by` in `channel`: the answer's text, which must be private.
async fn vote(h: &mut Harness, by: (u64, &str), channel: u64, choice: &str) -> String {
    let answer = h
        .interact(
            2,
            by,
            channel,
            command("vote", json!([opt("move", 3, json!(choice))])),
        )
        .await;
    assert!(
        ephemeral(&answer),
        "a vote is answered privately: {}",
        answer.json
    );
    content(&answer)
}

/// Whether the message `r` sent says `text`.
fn says(r: &Recorded, text: &str) -> bool {
    r.json["content"].as_str().unwrap_or("").contains(text)
}

fn posted_in(r: &Recorded, channel: u64) -> bool {
    r.method == Method::POST && r.path == format!("/api/v10/channels/{channel}/messages")
}

/// The edits of messages in `channel`: all of one message, the tally.
fn edits_of(h: &Harness, channel: u64) -> Vec<Recorded> {
    let path = format!("/api/v10/channels/{channel}/messages/");
    let edits: Vec<Recorded> = (h.fake.requests().into_iter())
        .filter(|r| r.method == Method::PATCH && r.path.starts_with(&path))
        .collect();
    assert!(
        edits.windows(2).all(|pair| pair[0].path == pair[1].path),
        "one message edited"
    );
    edits
}

fn custom_ids(message: &Value) -> Vec<String> {
    (message["components"].as_array().into_iter().flatten())
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .map(|b| b["custom_id"].as_str().unwrap().to_string())
        .collect()
}

/// Waits until `pred` holds for the edits of a message, or fails saying `what`.
async fn edited_until(
    h: &Harness,
    channel: u64,
    what: &str,
    pred: impl Fn(&[Recorded]) -> bool,
) -> Vec<Recorded> {
    for _ in 0..200 {
        let edits = edits_of(h, channel);
        if pred(&edits) {
            return edits;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let seen: Vec<Value> = edits_of(h, channel).into_iter().map(|r| r.json).collect();
    panic!("the tally was never {what}: {seen:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_channel_votes_against_the_bot_with_one_tally_message() {
    let (mut h, clock) = started().await;
    let (ann, bob, cat, dan) = ((ANN, "Ann"), (BOB, "Bob"), (CAT, "Cat"), (DAN, "Dan"));
    let from = h.mark();
    let begun = h
        .interact(
            2,
            ann,
            CHANNEL,
            command(
                "challenge",
                json!([
                    chess(),
                    opt("opponent", 6, json!(BOT.to_string())),
                    opt("color", 4, json!(0)),
                    opt("minutes", 4, json!(30)),
                    opt("level", 4, json!(1)),
                    opt("team", 5, json!(true)),
                    opt("vote", 3, json!("5m")),
                ]),
            ),
        )
        .await;
    let text = content(&begun);
    assert!(
        !ephemeral(&begun) && text.contains("team general") && text.contains("vote"),
        "{text}"
    );
    assert!(
        !h.fake.requests()[from..]
            .iter()
            .any(|r| r.path.ends_with("/threads")),
        "a team game stays in its channel"
    );

    let from = h.mark();
    let told = vote(&mut h, ann, CHANNEL, "e2e4").await;
    assert!(told.contains("`e4`") && told.contains("counted"), "{told}");
    let (_, tally) = h
        .wait_for(from, "the tally", |r| {
            posted_in(r, CHANNEL) && says(r, "vote (1 voter)")
        })
        .await;
    let buttons = custom_ids(&tally.json);
    assert_eq!(buttons.len(), 1, "{}", tally.json);
    assert!(buttons[0].starts_with("kibitz:vote:") && buttons[0].ends_with(":0:e2e4"));

    // Bob joins by the button, Cat votes otherwise: the tally is edited, not posted again.
    let pressed = h
        .interact(
            3,
            bob,
            CHANNEL,
            json!({"custom_id": buttons[0], "component_type": 2}),
        )
        .await;
    assert!(
        ephemeral(&pressed) && content(&pressed).contains("`e4`"),
        "{}",
        pressed.json
    );
    let told = vote(&mut h, cat, CHANNEL, "d2d4").await;
    assert!(told.contains("`d4`"), "{told}");
    let edits = edited_until(&h, CHANNEL, "showing three voters", |edits| {
        edits.last().is_some_and(|e| {
            let text = e.json["content"].as_str().unwrap_or("");
            text.contains("3 voters")
                && text.contains("`e4` 2 votes")
                && text.contains("`d4` 1 vote")
        })
    })
    .await;
    let last = edits.last().unwrap();
    assert_eq!(
        custom_ids(&last.json)
            .iter()
            .map(|id| id.rsplit(':').next().unwrap())
            .collect::<Vec<_>>(),
        ["e2e4", "d2d4"],
        "a button per move voted for, most votes first"
    );
    let mut times = vec![tally.at];
    times.extend(edits.iter().map(|e| e.at));
    for pair in times.windows(2) {
        assert!(
            pair[1] - pair[0] >= Duration::from_millis(1800),
            "edits {:?} apart",
            pair[1] - pair[0]
        );
    }
    assert!(
        !h.fake.requests()[from..]
            .iter()
            .any(|r| posted_in(r, CHANNEL) && r.at > tally.at && says(r, "'s vote (")),
        "one tally message"
    );

    // Past the vote's end, a vote counts for nothing; the vote closes, the tally is edited a
    // last time (without buttons), e2e4 is played and the bot replies.
    clock.advance(5 * 60);
    let from = h.mark();
    let late = vote(&mut h, dan, CHANNEL, "g1f3").await;
    // The clock ticks on its own (every few seconds) and may close the vote first: then the
    // late vote finds the bot, or the next vote, to move. Never is it counted for this vote.
    assert!(
        late.contains("counted for nothing")
            || late.contains("It is not your team's move")
            || late.contains("Your vote for `Nf3` is counted"),
        "{late}"
    );
    let edits = edited_until(&h, CHANNEL, "closed", |edits| {
        edits.last().is_some_and(|e| says(e, "has closed"))
    })
    .await;
    let closed = edits.last().unwrap();
    assert!(custom_ids(&closed.json).is_empty(), "{}", closed.json);
    assert!(closed.json["content"]
        .as_str()
        .unwrap()
        .contains("`e4` is played"));
    assert!(!says(closed, "Nf3"), "{}", closed.json);
    let (after, played) = h
        .wait_for(from, "the team's move", |r| {
            posted_in(r, CHANNEL) && says(r, "played e4")
        })
        .await;
    assert_eq!(
        played.json["allowed_mentions"]["users"],
        json!([]),
        "neither the team nor the bot is mentioned"
    );
    h.wait_for(after, "the bot's answer, after the team's move", |r| {
        posted_in(r, CHANNEL) && says(r, "Kibitz played")
    })
    .await;
    h.assert_all_within_limits();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_channels_play_each_other_as_teams() {
    let (mut h, clock) = started().await;
    let (ann, bob) = ((ANN, "Ann"), (BOB, "Bob"));
    let mut challenge = command(
        "challenge",
        json!([
            chess(),
            opt("color", 4, json!(0)),
            opt("minutes", 4, json!(30)),
            opt("team", 5, json!(true)),
            opt("channel", 7, json!(OTHER.to_string())),
            opt("vote", 3, json!("2m")),
            opt("voters", 4, json!(0)),
        ]),
    );
    challenge["resolved"]["channels"] = json!({OTHER.to_string(): {
        "id": OTHER.to_string(), "name": channel_name(OTHER), "type": 0, "permissions": "2147483647"
    }});
    let from = h.mark();
    let sent = h.interact(2, ann, CHANNEL, challenge).await;
    assert!(
        content(&sent).contains("team general challenges team room-6"),
        "{}",
        sent.json
    );
    let (_, there) = h
        .wait_for(from, "the challenge in the other channel", |r| {
            posted_in(r, OTHER)
        })
        .await;
    let accept = custom_ids(&there.json)
        .into_iter()
        .find(|id| id.starts_with("kibitz:accept:"))
        .expect("an accept button");

    let from = h.mark();
    h.interact(
        3,
        bob,
        OTHER,
        json!({"custom_id": accept, "component_type": 2}),
    )
    .await;
    h.wait_for(from, "the game's start in the accepting channel", |r| {
        r.method == Method::POST && r.path.contains("/webhooks/") && says(r, "team general")
    })
    .await;
    h.wait_for(from, "the challenging channel told", |r| {
        posted_in(r, CHANNEL)
    })
    .await;
    assert!(
        !h.fake.requests()[from..]
            .iter()
            .any(|r| r.path.ends_with("/threads")),
        "a team game stays in its channels"
    );

    let from = h.mark();
    vote(&mut h, ann, CHANNEL, "e2e4").await;
    h.wait_for(from, "the tally with its voters", |r| {
        posted_in(r, CHANNEL) && says(r, "`e4` 1 vote (Ann)")
    })
    .await;
    let refused = vote(&mut h, bob, OTHER, "e7e5").await;
    assert!(
        refused.contains("team general"),
        "not their move: {refused}"
    );

    clock.advance(2 * 60);
    let from = h.mark();
    vote(&mut h, ann, CHANNEL, "d2d4").await;
    h.wait_for(from, "the move told to the other team", |r| {
        posted_in(r, OTHER) && says(r, "played e4")
    })
    .await;
    let from = h.mark();
    let told = vote(&mut h, bob, OTHER, "e7e5").await;
    assert!(told.contains("counted"), "{told}");
    h.wait_for(from, "team room-6's tally", |r| {
        posted_in(r, OTHER) && says(r, "`e5` 1 vote (Bob)")
    })
    .await;
    h.assert_all_within_limits();
}
