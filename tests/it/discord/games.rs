//! The Discord adapter end to end: the real serenity client and poise framework against a fake
//! Discord on 127.0.0.1 (`support::fake_discord`).

use crate::support::fake_discord::*;
use axum::http::Method;
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slash_commands_buttons_threads_and_a_whole_game_through_serenity() {
    let mut h = Harness::start().await;

    // Registration: every command, in the guild, each with a description.
    let (_, registration) = h
        .wait_for(0, "command registration", |r| {
            r.method == Method::PUT && r.path.ends_with(&format!("/guilds/{GUILD}/commands"))
        })
        .await;
    let commands = registration.json.as_array().unwrap().clone();
    let names: Vec<&str> = commands
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .collect();
    for expected in [
        "challenge",
        "accept",
        "decline",
        "cancel",
        "move",
        "board",
        "moves",
        "resign",
        "draw",
        "takeback",
        "rules",
        "variants",
        "games",
        "history",
        "replay",
        "export",
        "next",
        "ratings",
        "help",
    ] {
        assert!(
            names.contains(&expected),
            "{expected} not registered: {names:?}"
        );
    }
    for c in &commands {
        assert!(
            !c["description"].as_str().unwrap_or_default().is_empty(),
            "{}",
            c["name"]
        );
        for o in c["options"].as_array().into_iter().flatten() {
            assert!(
                !o["description"].as_str().unwrap_or_default().is_empty(),
                "{} {}",
                c["name"],
                o["name"]
            );
        }
    }
    let challenge = commands.iter().find(|c| c["name"] == "challenge").unwrap();
    let variant = challenge["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "variant")
        .unwrap();
    let choices: Vec<&str> = variant["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .collect();
    assert_eq!(choices.len(), 6, "{choices:?}");
    assert!(choices.contains(&"Give & Take Chess"));
    // No need to wait for the framework's setup: poise holds events until it is done.

    // /challenge variant:Standard Chess opponent:@Bob color:White
    let reply = h
        .interact(
            2,
            (ANN, "Ann"),
            CHANNEL,
            command(
                "challenge",
                json!([
                    {"name": "variant", "type": 4, "value": 0},
                    {"name": "opponent", "type": 6, "value": BOB.to_string()},
                    {"name": "color", "type": 4, "value": 0}
                ]),
            ),
        )
        .await;
    assert!(
        content(&reply).contains("Ann challenges Bob to Standard Chess"),
        "{}",
        content(&reply)
    );
    assert!(content(&reply).contains(&format!("<@{BOB}>")));
    let buttons: Vec<&str> = reply.json["data"]["components"][0]["components"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["custom_id"].as_str().unwrap())
        .collect();
    // The challenge's own buttons: they carry its id.
    assert_eq!(buttons, vec!["kibitz:accept:1", "kibitz:decline:1"]);

    // Ann may not press Accept on her own challenge; Bob may: a thread opens with the board.
    let refused = h
        .interact(
            3,
            (ANN, "Ann"),
            CHANNEL,
            json!({"custom_id": "kibitz:decline", "component_type": 2}),
        )
        .await;
    assert!(
        ephemeral(&refused) && content(&refused).contains("your own challenge"),
        "{}",
        refused.json
    );
    let from = h.mark();
    let deferred = h
        .interact(
            3,
            (BOB, "Bob"),
            CHANNEL,
            json!({"custom_id": "kibitz:accept:1", "component_type": 2}),
        )
        .await;
    assert_eq!(deferred.json["type"], 6, "{}", deferred.json);
    let (_, thread) = h
        .wait_for(from, "a thread", |r| {
            r.method == Method::POST && r.path == format!("/api/v10/channels/{CHANNEL}/threads")
        })
        .await;
    assert!(thread.json["name"]
        .as_str()
        .unwrap()
        .contains("Standard Chess"));
    let (_, board) = h
        .wait_for(from, "the board in the thread", |r| {
            r.path == format!("/api/v10/channels/{THREAD}/messages")
        })
        .await;
    assert!(
        board.json["content"]
            .as_str()
            .unwrap()
            .contains("begin a game of Standard Chess"),
        "{}",
        board.json
    );
    assert!(board
        .files
        .iter()
        .any(|(name, png)| name.ends_with(".png") && png.starts_with(b"\x89PNG")));
    let (_, cleared) = h
        .wait_for(from, "the challenge's buttons removed", |r| {
            r.method == Method::PATCH && r.path.ends_with("/messages/@original")
        })
        .await;
    assert_eq!(cleared.json["components"], json!([]), "{}", cleared.json);
    let (_, followup) = h
        .wait_for(from, "the follow-up", |r| {
            r.method == Method::POST && r.path.starts_with(&format!("/api/v10/webhooks/{APP}/"))
        })
        .await;
    assert!(
        followup.json["content"]
            .as_str()
            .unwrap()
            .contains(&format!("<#{THREAD}>")),
        "{}",
        followup.json
    );

    // Autocomplete offers the legal moves that match what was typed, to the player to move.
    let complete = h
        .interact(
            4,
            (ANN, "Ann"),
            THREAD,
            command(
                "move",
                json!([{"name": "move", "type": 3, "value": "f2", "focused": true}]),
            ),
        )
        .await;
    assert_eq!(complete.json["type"], 8, "{}", complete.json);
    // Typed in coordinates, offered in SAN with the coordinates after.
    let offered: Vec<(&str, &str)> = complete.json["data"]["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| (c["name"].as_str().unwrap(), c["value"].as_str().unwrap()))
        .collect();
    assert_eq!(offered, vec![("f3 (f2f3)", "f3"), ("f4 (f2f4)", "f4")]);

    // A player's move map: the list and the picture, seen only by the one who asked.
    let map = h
        .interact(
            2,
            (ANN, "Ann"),
            THREAD,
            command(
                "moves",
                json!([{"name": "square", "type": 3, "value": "g1"}]),
            ),
        )
        .await;
    assert!(ephemeral(&map), "{}", map.json);
    assert!(
        content(&map).starts_with("2 legal moves of the knight on g1"),
        "{}",
        content(&map)
    );
    assert_eq!(map.files.len(), 1);
    let bad = h
        .interact(
            2,
            (ANN, "Ann"),
            THREAD,
            command(
                "moves",
                json!([{"name": "square", "type": 3, "value": "z9"}]),
            ),
        )
        .await;
    assert!(ephemeral(&bad) && content(&bad).contains("Usage: `moves [square|piece]`"));

    // Moves: a reply with the board attached, mentioning the player to move.
    let moved = h
        .interact(
            2,
            (ANN, "Ann"),
            THREAD,
            command(
                "move",
                json!([{"name": "move", "type": 3, "value": "f2f3"}]),
            ),
        )
        .await;
    assert!(
        content(&moved).contains("Ann played f3") && content(&moved).contains(&format!("<@{BOB}>")),
        "{}",
        content(&moved)
    );
    assert!(
        moved
            .files
            .iter()
            .any(|(_, png)| png.starts_with(b"\x89PNG")),
        "no PNG attached"
    );
    assert!(moved.json["data"]["embeds"][0]["image"]["url"]
        .as_str()
        .unwrap()
        .starts_with("attachment://"));
    let game_buttons: Vec<&str> = moved.json["data"]["components"][0]["components"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["custom_id"].as_str().unwrap())
        .collect();
    assert_eq!(
        game_buttons,
        vec!["kibitz:pick-move", "kibitz:resign", "kibitz:draw"]
    );

    // An illegal move: an ephemeral error that says why; nothing changes.
    let illegal = h
        .interact(
            2,
            (BOB, "Bob"),
            THREAD,
            command(
                "move",
                json!([{"name": "move", "type": 3, "value": "e7e4"}]),
            ),
        )
        .await;
    assert!(
        ephemeral(&illegal) && content(&illegal).contains("a pawn on e7 cannot move to e4"),
        "{}",
        illegal.json
    );
    let out_of_turn = h
        .interact(
            2,
            (ANN, "Ann"),
            THREAD,
            command(
                "move",
                json!([{"name": "move", "type": 3, "value": "g2g4"}]),
            ),
        )
        .await;
    assert!(ephemeral(&out_of_turn) && content(&out_of_turn).contains("not your turn"));

    // The rest of the fool's mate.
    for (by, mv) in [((BOB, "Bob"), "e5"), ((ANN, "Ann"), "g4")] {
        let reply = h
            .interact(
                2,
                by,
                THREAD,
                command("move", json!([{"name": "move", "type": 3, "value": mv}])),
            )
            .await;
        assert!(!ephemeral(&reply), "{}", content(&reply));
    }
    let mate = h
        .interact(
            2,
            (BOB, "Bob"),
            THREAD,
            command(
                "move",
                json!([{"name": "move", "type": 3, "value": "Qh4#"}]),
            ),
        )
        .await;
    assert!(
        content(&mate).contains("Bob (Black) wins by checkmate"),
        "{}",
        content(&mate)
    );
    assert!(
        mate.json["data"]["components"]
            .as_array()
            .is_none_or(|c| c.is_empty()),
        "no game buttons after the end"
    );

    // The finished game as an animated replay, and its record as a PGN file, for a watcher.
    const CLEO: u64 = 4242;
    // Public, whether it came at once or after a deferral (drawing a long game takes time).
    let asked = h
        .interact(2, (CLEO, "Cleo"), THREAD, command("replay", json!([])))
        .await;
    let replay = h
        .shown_where(interaction_id(&asked), "the replay", |t| {
            t.starts_with("Replay of game 1:")
        })
        .await;
    assert!(!replay.ephemeral);
    assert_eq!(replay.files.len(), 1);
    assert_eq!(replay.files[0].0, "game-1.gif");
    assert!(replay.files[0].1.starts_with(b"GIF89a"));
    let history = h
        .interact(2, (CLEO, "Cleo"), THREAD, command("history", json!([])))
        .await;
    assert!(history
        .files
        .iter()
        .any(|(name, bytes)| name == "game-1.pgn" && bytes.starts_with(b"[Event")));

    // Rules with the variant menu, as a plain reply.
    let rules = h
        .interact(
            2,
            (ANN, "Ann"),
            CHANNEL,
            command("rules", json!([{"name": "variant", "type": 4, "value": 1}])),
        )
        .await;
    assert!(
        content(&rules).contains("Suction Chess")
            || rules.json["data"]["embeds"]
                .to_string()
                .contains("Suction Chess")
    );
    // Its diagrams come as files, each with its alt text.
    let names: Vec<&str> = rules.files.iter().map(|(name, _)| name.as_str()).collect();
    assert_eq!(names, ["suction-capture.png", "suction-first-rank.png"]);
    assert!(rules
        .files
        .iter()
        .all(|(_, bytes)| bytes.starts_with(b"\x89PNG")));
    assert_eq!(
        rules.json["data"]["attachments"][0]["description"],
        "Suction Chess: A capture swaps the two pieces"
    );

    // The topic is offered as it is typed, for the variant chosen, and one rule comes with
    // its one picture.
    let complete = h
        .interact(
            4,
            (ANN, "Ann"),
            CHANNEL,
            command(
                "rules",
                json!([{"name": "variant", "type": 4, "value": 3}, {"name": "topic", "type": 3, "value": "ma", "focused": true}]),
            ),
        )
        .await;
    let offered: Vec<&str> = complete.json["data"]["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["value"].as_str().unwrap())
        .collect();
    assert_eq!(
        offered,
        ["spearman", "strongman", "mage"],
        "{}",
        complete.json
    );
    let topic = h
        .interact(
            2,
            (ANN, "Ann"),
            CHANNEL,
            command(
                "rules",
                json!([{"name": "variant", "type": 4, "value": 3}, {"name": "topic", "type": 3, "value": "mage"}]),
            ),
        )
        .await;
    assert!(content(&topic).starts_with("**Mage: a swapped enemy changes sides**"));
    assert_eq!(topic.files.len(), 1);
    assert_eq!(topic.files[0].0, "swapper-mage.png");
    let unknown = h
        .interact(
            2,
            (ANN, "Ann"),
            CHANNEL,
            command(
                "rules",
                json!([{"name": "variant", "type": 4, "value": 3}, {"name": "topic", "type": 3, "value": "flying"}]),
            ),
        )
        .await;
    assert!(ephemeral(&unknown));
    assert!(
        content(&unknown).contains("has no topic 'flying'"),
        "{}",
        content(&unknown)
    );
    h.assert_all_within_limits();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn open_challenges_the_accept_command_and_the_game_buttons() {
    let mut h = Harness::start().await;
    h.wait_for(0, "command registration", |r| r.method == Method::PUT)
        .await;

    // A challenge declined with its button: the message becomes the answer, without buttons.
    h.interact(2, (ANN, "Ann"), CHANNEL, command("challenge", json!([{"name": "variant", "type": 4, "value": 2}, {"name": "opponent", "type": 6, "value": BOB.to_string()}])))
        .await;
    let declined = h
        .interact(
            3,
            (BOB, "Bob"),
            CHANNEL,
            json!({"custom_id": "kibitz:decline", "component_type": 2}),
        )
        .await;
    assert_eq!(
        declined.json["type"], 7,
        "an update of the challenge message: {}",
        declined.json
    );
    assert!(
        content(&declined).contains("Bob declined Ann's challenge"),
        "{}",
        declined.json
    );
    assert_eq!(declined.json["data"]["components"], json!([]));

    // An open challenge, accepted with /accept: the game moves to a thread.
    let open = h
        .interact(2, (ANN, "Ann"), CHANNEL, command("challenge", json!([{"name": "variant", "type": 4, "value": 4}, {"name": "color", "type": 4, "value": 1}])))
        .await;
    assert!(
        content(&open).contains("challenges anyone here to Give & Take Chess"),
        "{}",
        content(&open)
    );
    let from = h.mark();
    let accepted = h
        .interact(2, (BOB, "Bob"), CHANNEL, command("accept", json!([])))
        .await;
    assert_eq!(accepted.json["type"], 5, "deferred: {}", accepted.json);
    h.wait_for(from, "the board in the thread", |r| {
        r.path == format!("/api/v10/channels/{THREAD}/messages")
    })
    .await;

    // Bob's games: this one first, his move, with a link to its thread and a Next game
    // button; the button shows him its board, privately, without the game's buttons.
    let games = h
        .interact(2, (BOB, "Bob"), CHANNEL, command("games", json!([])))
        .await;
    assert!(
        content(&games).contains(&format!(
            "in <#{THREAD}> (Give & Take Chess, move 1): **your move**"
        )),
        "{}",
        content(&games)
    );
    assert_eq!(
        games.json["data"]["components"][0]["components"][0]["custom_id"],
        "kibitz:next"
    );
    let next = h
        .interact(
            3,
            (BOB, "Bob"),
            CHANNEL,
            json!({"custom_id": "kibitz:next", "component_type": 2}),
        )
        .await;
    assert!(ephemeral(&next), "{}", next.json);
    assert!(
        content(&next).starts_with(&format!(
            "Your move in Bob v Ann (Give & Take Chess) in <#{THREAD}>"
        )),
        "{}",
        content(&next)
    );
    assert_eq!(next.json["data"]["components"], json!([]));
    assert_eq!(next.files.len(), 1);

    // Draw offer by button, then Resign asks for confirmation before it ends the game.
    let offer = h
        .interact(
            3,
            (ANN, "Ann"),
            THREAD,
            json!({"custom_id": "kibitz:draw", "component_type": 2}),
        )
        .await;
    assert!(
        content(&offer).contains("Ann offers a draw") && !ephemeral(&offer),
        "{}",
        offer.json
    );
    let stranger = h
        .interact(
            3,
            (BOT + 7, "Eve"),
            THREAD,
            json!({"custom_id": "kibitz:draw", "component_type": 2}),
        )
        .await;
    assert!(
        ephemeral(&stranger) && content(&stranger).contains("Only the players"),
        "{}",
        stranger.json
    );
    let confirm = h
        .interact(
            3,
            (ANN, "Ann"),
            THREAD,
            json!({"custom_id": "kibitz:resign", "component_type": 2}),
        )
        .await;
    assert!(ephemeral(&confirm) && content(&confirm).contains("Really resign"));
    let ids: Vec<&str> = confirm.json["data"]["components"][0]["components"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["custom_id"].as_str().unwrap())
        .collect();
    assert_eq!(ids, vec!["kibitz:resign-confirm", "kibitz:resign-cancel"]);
    let resigned = h
        .interact(
            3,
            (ANN, "Ann"),
            THREAD,
            json!({"custom_id": "kibitz:resign-confirm", "component_type": 2}),
        )
        .await;
    assert!(
        content(&resigned).contains("Ann resigned. Bob (White) wins by resignation"),
        "{}",
        content(&resigned)
    );
}
