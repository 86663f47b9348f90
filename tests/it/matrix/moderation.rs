//! A game stuck by a player who left the room, ended by a moderator (power level 50) against a
//! real Synapse: refused below that level, told which game to name from the room's main
//! timeline, and the decision posted in the game's thread.

use crate::support::synapse::*;
use matrix_sdk::ruma::{Int, UserId};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_moderator_ends_the_game_of_a_player_who_left() {
    let synapse = Synapse::start("moderation");
    let bot_id = synapse.register_bot_and_players();
    synapse.register("cal");
    let bot = synapse.start_bot();
    let mut ann = player(&synapse, "ann", bot_id.clone()).await;
    let mut bob = player(&synapse, "bob", bot_id.clone()).await;
    let mut cal = player(&synapse, "cal", bot_id.clone()).await;
    let room = room_with_a_game(&mut ann, &mut bob, &bot_id).await;
    let cal_id = UserId::parse("@cal:localhost").unwrap();
    ann.room(&room).invite_user_by_id(&cal_id).await.unwrap();
    cal.client.join_room_by_id(&room).await.unwrap();

    ann.say(&room, "!move e4").await;
    let moved = ann
        .expect("e4 in the game's thread", |c| is_image(c, "ann played e4"))
        .await;
    let thread = thread_of(&moved).expect("the game is played in a thread");
    bob.room(&room).leave().await.unwrap();

    // Cal, at power level 0, is refused; nothing changes.
    cal.say(&room, "!kibitz adjudicate white").await;
    let refused = cal
        .expect("the refusal", |c| body(c).contains("Only moderators"))
        .await;
    assert!(is_notice(&refused) && thread_of(&refused).is_none());

    // At 50, Cal is told which game to name, then names it from the room.
    ann.room(&room)
        .update_power_levels(vec![(&cal_id, Int::from(50))])
        .await
        .unwrap();
    cal.say(&room, "!kibitz adjudicate white").await;
    let listed = cal
        .expect("the games to name", |c| body(c).contains("game:<id>"))
        .await;
    let game = body(&listed)
        .split("game:")
        .nth(2)
        .and_then(|rest| rest.split(':').next())
        .unwrap_or_else(|| panic!("no game listed: {}", body(&listed)))
        .to_string();
    assert!(
        body(&listed).contains("ann v bob (Standard Chess)"),
        "{}",
        body(&listed)
    );
    cal.say(&room, &format!("!kibitz adjudicate white game:{game}"))
        .await;
    let decided = cal
        .expect("the decision", |c| {
            is_image(c, "cal, a moderator, ended the game")
        })
        .await;
    assert!(
        body(&decided).contains("ann (White) wins by adjudication"),
        "{}",
        body(&decided)
    );
    assert_eq!(
        thread_of(&decided).as_ref(),
        Some(&thread),
        "in the game's thread"
    );

    // The game is over.
    ann.say_in_thread(&room, &thread, "!move d4").await;
    ann.expect("no game to move in", |c| {
        body(c).contains("no game in progress")
    })
    .await;
    bot.abort();
}
