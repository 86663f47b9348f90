//! Matrix in the player's language, against a real Synapse: `language fr` and Kibitz answers
//! Ann in French, Bob still in English; a bad code is refused with the codes there are; a
//! moderator's `language room de`, and what Bob, who chose none, is told comes in German.

use crate::support::synapse::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn language_fr_then_french_replies_and_a_rooms_language() {
    let synapse = Synapse::start("languages");
    let bot_id = synapse.register_bot_and_players();
    let bot = synapse.start_bot();
    let mut ann = player(&synapse, "ann", bot_id.clone()).await;
    let mut bob = player(&synapse, "bob", bot_id.clone()).await;
    let room = room_with_a_game(&mut ann, &mut bob, &bot_id).await;

    // Ann chooses French.
    ann.say(&room, "!kibitz language fr").await;
    let saved = ann
        .expect("the setting", |c| body(c).starts_with("Enregistré."))
        .await;
    assert!(body(&saved).contains("Français (`fr`)"), "{}", body(&saved));

    ann.say(&room, "!move e4").await;
    ann.expect("Ann's move, in French", |c| is_image(c, "ann a joué e4."))
        .await;
    bob.say(&room, "!move e5").await;
    bob.expect("Bob's move, in English", |c| is_image(c, "bob played e5."))
        .await;

    // A bad code changes nothing and says which codes there are.
    ann.say(&room, "!kibitz language xx").await;
    let usage = ann.expect("the usage", |c| body(c).contains("'xx'")).await;
    assert!(body(&usage).contains("pt-BR"), "{}", body(&usage));

    // Ann created the room (power level 100): she sets its language. Bob, who chose none,
    // now reads German.
    ann.say(&room, "!kibitz language room de").await;
    ann.expect("the room's language", |c| {
        body(c).contains("Ce que je publie ici de moi-même est en Deutsch")
    })
    .await;
    bob.say(&room, "!kibitz board").await;
    bob.expect("the board, in German", |c| is_image(c, "ist am Zug."))
        .await;
    bot.abort();
}
