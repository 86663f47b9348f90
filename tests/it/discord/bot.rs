//! Playing Kibitz itself on Discord, through the real serenity client and poise against the
//! fake Discord: the challenge opens a thread, and the bot's moves are posted there, move
//! after move, to the end of the game.

use crate::support::fake_discord::*;
use axum::http::Method;
use kibitz::rules::random::XorShift;
use kibitz::rules::{Game, Variant};
use serde_json::json;

/// The text of a message the bot posted in the game's thread after `from`, from `starts` on
/// (past the mention of the player it notifies).
async fn thread_message(h: &Harness, from: usize, starts: &str) -> (usize, String) {
    let (next, text, _) = thread_message_at(h, from, starts).await;
    (next, text)
}

/// [`thread_message`], with when it was posted.
async fn thread_message_at(
    h: &Harness,
    from: usize,
    starts: &str,
) -> (usize, String, std::time::Instant) {
    let path = format!("/api/v10/channels/{THREAD}/messages");
    let (next, posted) = h
        .wait_for(from, starts, |r| {
            r.method == Method::POST
                && r.path == path
                && r.json["content"]
                    .as_str()
                    .is_some_and(|c| c.contains(starts))
        })
        .await;
    let text = posted.json["content"].as_str().unwrap();
    (
        next,
        text[text.find(starts).unwrap()..].to_string(),
        posted.at,
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_against_the_bot_in_its_thread() {
    let mut h = Harness::start().await;
    h.wait_for(0, "command registration", |r| r.method == Method::PUT)
        .await;
    let ann = (ANN, "Ann");
    let variant = Variant::Suction;
    let index = Variant::ALL.iter().position(|&v| v == variant).unwrap();
    let from = h.mark();
    h.interact(
        2,
        ann,
        CHANNEL,
        command(
            "challenge",
            json!([
                opt("variant", 4, json!(index)),
                opt("opponent", 6, json!(BOT.to_string())),
                opt("color", 4, json!(0)),
                opt("minutes", 4, json!(30)),
                opt("level", 4, json!(4))
            ]),
        ),
    )
    .await;
    let (_, thread) = h
        .wait_for(from, "the game's thread", |r| r.path.ends_with("/threads"))
        .await;
    assert!(
        thread.json["name"]
            .as_str()
            .unwrap()
            .contains("Ann v Kibitz · Suction Chess"),
        "{}",
        thread.json
    );
    let (mut from, _) = thread_message(&h, from, "Ann (White) and Kibitz (Black) begin").await;

    let mut game = Game::start(variant);
    let mut rng = XorShift(0xD15C);
    loop {
        let legal = game.position().legal_moves();
        // Typed in SAN, as a player types it.
        let mv = game
            .position()
            .san(legal[(rng.next_u64() % legal.len() as u64) as usize]);
        game.play(&mv).unwrap();
        let mut moved = h
            .interact(
                2,
                ann,
                THREAD,
                command("move", json!([opt("move", 3, json!(mv))])),
            )
            .await;
        // Faster than a person plays: the rate limit may ask to wait.
        while content(&moved).contains("too fast") {
            tokio::time::sleep(std::time::Duration::from_millis(2100)).await;
            moved = h
                .interact(
                    2,
                    ann,
                    THREAD,
                    command("move", json!([opt("move", 3, json!(mv))])),
                )
                .await;
        }
        assert!(
            content(&moved).starts_with(&format!("Ann played {mv}.")),
            "{}",
            content(&moved)
        );
        if game.outcome().is_some() {
            break;
        }
        let (next, text, posted) = thread_message_at(&h, from, "Kibitz played ").await;
        from = next;
        // The bot's move comes below the move it answers, never above.
        assert!(posted > moved.at, "Kibitz's answer to {mv} came before it");
        let reply = text.trim_start_matches("Kibitz played ");
        game.play(reply.split('.').next().unwrap()).unwrap();
        if game.outcome().is_some() {
            assert!(
                text.contains(" wins by ") || text.contains("Draw by"),
                "{text}"
            );
            break;
        }
        assert!(game.moves().len() < 200, "the game goes on and on");
    }
    // While the bot thought, "Kibitz is typing" was shown in the game's thread.
    let typing = format!("/api/v10/channels/{THREAD}/typing");
    h.wait_for(0, "typing in the thread", |r| {
        r.method == "POST" && r.path == typing
    })
    .await;
    h.assert_all_within_limits();
}
