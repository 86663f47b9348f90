//! Puzzles on Discord through the fake: `/puzzle` shows one with its board, `/solve`
//! completes the legal moves, a wrong answer comes privately with a Show solution button,
//! a right line solves it, and the daily puzzle is for moderators.

use crate::support::fake_discord::*;
use kibitz::engine::puzzles::by_id;
use serde_json::{json, Value};

fn answer(text: &str) -> Value {
    command("solve", json!([{"name": "move", "type": 3, "value": text}]))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_puzzle_shown_failed_shown_and_solved_on_discord() {
    let mut h = Harness::start().await;
    let shown = h
        .interact(
            2,
            (ANN, "Ann"),
            CHANNEL,
            command(
                "puzzle",
                json!([{"name": "variant", "type": 4, "value": 0}]),
            ),
        )
        .await;
    let text = content(&shown);
    assert!(!ephemeral(&shown), "the puzzle is for the channel");
    let id = text
        .strip_prefix("Puzzle ")
        .and_then(|r| r.split(',').next())
        .unwrap_or_else(|| panic!("no puzzle: {text}"))
        .to_string();
    let (_, puzzle) = by_id(&id).expect("a shipped puzzle");
    assert!(
        shown
            .files
            .iter()
            .any(|(name, bytes)| name == &format!("puzzle-{id}.png")
                && bytes.starts_with(b"\x89PNG")),
        "the board comes with it"
    );

    // The answer's options are the legal moves, and "show".
    let mut completing = interaction(
        50_000,
        4,
        (BOB, "Bob"),
        CHANNEL,
        command(
            "solve",
            json!([{"name": "move", "type": 3, "value": "", "focused": true}]),
        ),
    );
    completing["data"]["options"][0]["focused"] = json!(true);
    let from = h.mark();
    h.send(completing);
    let (_, choices) = h
        .wait_for(from, "the choices", |r| {
            r.path.contains("/interactions/50000/")
        })
        .await;
    assert_eq!(choices.json["type"], 8, "{}", choices.json);
    let offered: Vec<&str> = choices.json["data"]["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["value"].as_str().unwrap())
        .collect();
    assert!(offered.len() <= 25, "{offered:?}");
    let solution_san =
        kibitz::rules::Position::from_fen(kibitz::rules::Variant::Standard, &puzzle.fen)
            .unwrap()
            .san_line(&puzzle.moves);
    assert!(
        offered.contains(&solution_san[0].as_str()) || offered.len() == 25,
        "{offered:?}"
    );

    // Bob slips: told privately, with the solution a press away.
    let wrong = crate::support::puzzles::wrong_answer(kibitz::rules::Variant::Standard, puzzle);
    let slip = h.interact(2, (BOB, "Bob"), CHANNEL, answer(&wrong)).await;
    assert!(ephemeral(&slip), "{}", slip.json);
    assert!(
        content(&slip).contains("is not the move"),
        "{}",
        content(&slip)
    );
    let button = &slip.json["data"]["components"][0]["components"][0];
    assert_eq!(button["custom_id"], "kibitz:solve-show", "{}", slip.json);
    let solution = h
        .interact(
            3,
            (BOB, "Bob"),
            CHANNEL,
            json!({"custom_id": "kibitz:solve-show", "component_type": 2}),
        )
        .await;
    assert!(
        content(&solution).contains(&format!(
            "The solution of puzzle {id}, for Bob: {}.",
            solution_san.join(" ")
        )),
        "{}",
        content(&solution)
    );
    assert!(ephemeral(&solution));

    // Ann finds every move, typed in SAN.
    let mine: Vec<&String> = solution_san.iter().step_by(2).collect();
    for (i, mv) in mine.iter().enumerate() {
        let right = h.interact(2, (ANN, "Ann"), CHANNEL, answer(mv)).await;
        assert!(ephemeral(&right));
        assert!(
            content(&right).starts_with(&format!("Ann: {mv} is right.")),
            "{}",
            content(&right)
        );
        assert_eq!(content(&right).contains("solved!"), i + 1 == mine.len());
    }

    // Ann's puzzle rating rose, Bob's fell.
    let ratings = command("ratings", json!([{"name": "scope", "type": 4, "value": 1}]));
    for (who, up) in [((ANN, "Ann"), true), ((BOB, "Bob"), false)] {
        let shown = h.interact(2, who, CHANNEL, ratings.clone()).await;
        let text = content(&shown);
        let rating =
            crate::support::puzzles::chess_puzzle_rating(&text).unwrap_or_else(|| panic!("{text}"));
        assert_eq!(rating > 1500.0, up, "{text}");
    }

    // The daily puzzle is a moderator's to turn on.
    let mut daily = interaction(
        50_001,
        2,
        (BOB, "Bob"),
        CHANNEL,
        command("puzzle", json!([{"name": "daily", "type": 4, "value": 0}])),
    );
    daily["member"]["permissions"] = json!("0");
    let from = h.mark();
    h.send(daily);
    let (_, refused) = h
        .wait_for(from, "the refusal", |r| {
            r.path.contains("/interactions/50001/")
        })
        .await;
    assert!(ephemeral(&refused));
    assert!(
        content(&refused).contains("Only moderators"),
        "{}",
        content(&refused)
    );
    let on = h
        .interact(
            2,
            (ANN, "Ann"),
            CHANNEL,
            command("puzzle", json!([{"name": "daily", "type": 4, "value": 0}])),
        )
        .await;
    assert!(
        content(&on).contains("every day at 12:00 UTC"),
        "{}",
        content(&on)
    );
}
