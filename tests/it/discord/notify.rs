//! Correspondence on Discord, through the real serenity client and poise against the fake
//! Discord: direct messages (a DM channel opened for the player, with the board and a jump link
//! to the game's thread), conditional moves played as messages of their own, vacations and
//! leaderboards of the server.

use crate::support::fake_discord::*;
use axum::http::Method;
use serde_json::json;

/// A message posted in a channel after `from` whose content contains `text`.
async fn posted(h: &Harness, from: usize, channel: u64, text: &str) -> (usize, Recorded) {
    let path = format!("/api/v10/channels/{channel}/messages");
    h.wait_for(from, text, |r| {
        r.method == Method::POST
            && r.path == path
            && r.json["content"].as_str().is_some_and(|c| c.contains(text))
    })
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn direct_messages_conditional_moves_and_vacations_on_discord() {
    let mut h = Harness::start().await;
    h.wait_for(0, "command registration", |r| r.method == Method::PUT)
        .await;
    let (ann, bob) = ((ANN, "Ann"), (BOB, "Bob"));
    let bob_dm = DM + BOB % 1_000_000;

    // Bob asks for direct messages; the answer is his alone.
    let on = h
        .interact(
            2,
            bob,
            CHANNEL,
            command("notify", json!([opt("mode", 4, json!(0))])),
        )
        .await;
    assert!(
        ephemeral(&on) && content(&on).contains("Saved"),
        "{}",
        on.json
    );
    assert!(content(&on).contains("`move` (on)"), "{}", content(&on));

    // Ann challenges him to a correspondence game: a DM tells him, with a link to the channel.
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
                opt("color", 4, json!(0)),
                opt("days", 4, json!(1))
            ]),
        ),
    )
    .await;
    let (_, open) = h
        .wait_for(from, "a DM channel for Bob", |r| {
            r.path == "/api/v10/users/@me/channels"
        })
        .await;
    assert_eq!(open.json["recipient_id"], BOB.to_string());
    let (_, dm) = posted(&h, from, bob_dm, "challenges you to Standard Chess").await;
    let text = dm.json["content"].as_str().unwrap();
    assert!(text.contains(&format!("<#{CHANNEL}>")), "{text}");
    assert_eq!(dm.json["components"], json!([]), "no game buttons in a DM");

    // Bob accepts; the game goes to its thread. Ann stores a conditional line there.
    let from = h.mark();
    h.interact(2, bob, CHANNEL, command("accept", json!([])))
        .await;
    posted(&h, from, THREAD, "begin a game").await;
    let moved = h
        .interact(
            2,
            ann,
            THREAD,
            command("move", json!([opt("move", 3, json!("e2e4"))])),
        )
        .await;
    assert!(
        content(&moved).contains("Ann played e4"),
        "{}",
        content(&moved)
    );
    let (_, your_move) = posted(&h, 0, bob_dm, "Ann played e4.").await;
    let text = your_move.json["content"].as_str().unwrap();
    assert!(
        text.contains(&format!("Your move against Ann in <#{THREAD}>")),
        "{text}"
    );
    assert_eq!(your_move.files.len(), 1, "the board comes with it");
    assert!(your_move.files[0].0.ends_with(".png"));

    let stored = h
        .interact(
            2,
            ann,
            THREAD,
            command("premove", json!([opt("line", 3, json!("e7e5 g1f3"))])),
        )
        .await;
    assert!(
        ephemeral(&stored),
        "only Ann sees her plan: {}",
        stored.json
    );
    assert!(
        content(&stored).contains("e5 → Nf3"),
        "{}",
        content(&stored)
    );
    let bad = h
        .interact(
            2,
            ann,
            THREAD,
            command("premove", json!([opt("line", 3, json!("e7e5 e1e5"))])),
        )
        .await;
    assert!(
        ephemeral(&bad) && content(&bad).contains("not legal"),
        "{}",
        content(&bad)
    );

    // Bob plays e7e5: Ann's g1f3 follows at once as a message of its own, and Bob is told.
    let from = h.mark();
    let answered = h
        .interact(
            2,
            bob,
            THREAD,
            command("move", json!([opt("move", 3, json!("e7e5"))])),
        )
        .await;
    assert!(
        content(&answered).contains("Bob played e5"),
        "{}",
        content(&answered)
    );
    let (_, reply) = posted(&h, from, THREAD, "played Nf3, a conditional move").await;
    assert_eq!(reply.files.len(), 1, "with its board");
    posted(&h, from, bob_dm, "Ann played Nf3.").await;

    // Bob goes on vacation: privately confirmed; Ann's board says so.
    let away = h
        .interact(
            2,
            bob,
            CHANNEL,
            command("vacation", json!([opt("days", 4, json!(3))])),
        )
        .await;
    assert!(
        ephemeral(&away) && content(&away).contains("You are on vacation until"),
        "{}",
        content(&away)
    );
    let board = h
        .interact(2, ann, THREAD, command("board", json!([])))
        .await;
    assert!(
        content(&board).contains("Bob is on vacation until"),
        "{}",
        content(&board)
    );

    // Ratings rank this server's players by default.
    let ratings = h
        .interact(
            2,
            (BOT + 9, "Cleo"),
            CHANNEL,
            command("ratings", json!([opt("variant", 4, json!(0))])),
        )
        .await;
    assert!(
        content(&ratings).contains("this server's players"),
        "{}",
        content(&ratings)
    );
    h.assert_all_within_limits();
}
