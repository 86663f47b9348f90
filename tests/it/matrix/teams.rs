//! Team games on Matrix against a real Synapse (see `support::synapse`): a room's members vote
//! on their team's moves against the bot; the tally is one message replaced (`m.replace`) as
//! votes come and once more when the vote closes; the move chosen is played and the bot answers.

use crate::support::synapse::*;
use kibitz::game::{ManualClock, Service};
use kibitz::store::Store;
use matrix_sdk::ruma::api::client::room::create_room::v3::Request as CreateRoom;
use matrix_sdk::ruma::events::room::message::{Relation, RoomMessageEventContent};
use matrix_sdk::ruma::{EventId, UserId};
use std::sync::Arc;

/// Whether `content` is a reply to the message `to`.
fn answers(content: &RoomMessageEventContent, to: &EventId) -> bool {
    matches!(&content.relates_to, Some(Relation::Reply(r)) if r.in_reply_to.event_id == to)
}

/// The new text of an edit, if `content` is one.
fn edited_to(content: &RoomMessageEventContent) -> Option<&str> {
    match &content.relates_to {
        Some(Relation::Replacement(edit)) => Some(edit.new_content.msgtype.body()),
        _ => None,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_room_votes_against_the_bot_with_its_tally_replaced() {
    let synapse = Synapse::start("teams");
    let bot_id = synapse.register_bot_and_players();
    let clock = Arc::new(ManualClock::new(1_700_000_000));
    let service = Arc::new(Service::new(
        Store::open_in_memory().unwrap(),
        clock.clone(),
    ));
    let bot = tokio::spawn(kibitz::matrix::run(
        synapse.bot_config(&synapse.dir.join("bot")),
        &service,
    ));
    let mut ann = player(&synapse, "ann", bot_id.clone()).await;
    let bob = player(&synapse, "bob", bot_id.clone()).await;
    let mut request = CreateRoom::new();
    request.name = Some("North".into());
    request.invite = vec![bot_id.clone(), UserId::parse("@bob:localhost").unwrap()];
    let room = ann.client.create_room(request).await.unwrap();
    let room_id = room.room_id().to_owned();
    bob.client.join_room_by_id(&room_id).await.unwrap();
    until_joined(&room, &bot_id).await;

    ann.say(
        &room_id,
        "!challenge standard team:yes opponent:@kibitz:localhost level:1 color:white minutes:30 vote:2m voters:shown",
    )
    .await;
    ann.expect("the game's start", |c| {
        is_image(c, "begin") && body(c).contains("team North")
    })
    .await;

    let voted = ann.say(&room_id, "!vote e4").await;
    let told = ann
        .expect("the vote's acknowledgement", |c| {
            body(c).contains("counted")
        })
        .await;
    match &told.relates_to {
        Some(Relation::Reply(reply)) => assert_eq!(reply.in_reply_to.event_id, voted),
        other => panic!("the acknowledgement is not a reply to the vote: {other:?}"),
    }
    let (tally_id, _, tally) = ann
        .expect_stamped("the tally", |c| body(c).contains("team North's vote"))
        .await;
    assert!(
        body(&tally).contains("`e4` 1 vote (ann)"),
        "{}",
        body(&tally)
    );

    bob.say(&room_id, "!vote e4").await;
    let (_, _, edit) = ann
        .expect_stamped("the tally replaced", |c| {
            edited_to(c).is_some_and(|t| t.contains("2 voters"))
        })
        .await;
    match &edit.relates_to {
        Some(Relation::Replacement(r)) => assert_eq!(r.event_id, tally_id),
        other => panic!("not an edit of the tally: {other:?}"),
    }
    assert!(
        edited_to(&edit)
            .unwrap()
            .contains("`e4` 2 votes (ann, bob)"),
        "{:?}",
        edited_to(&edit)
    );

    // Past the vote's end: a late vote counts for nothing, the vote closes, the tally is
    // replaced a last time, the team's move is played and the bot answers.
    clock.advance(2 * 60);
    let late = ann.say(&room_id, "!vote d4").await;
    // The clock ticks on its own (every few seconds), so it may close the vote before the late
    // vote is read: then the vote finds the bot, or the next vote, to move instead. Either way
    // it is not counted for the closed vote. The last edit waits out the two seconds since the
    // one before, so these come in any order but one: the bot's answer after the team's move.
    let (mut late_told, mut closed, mut played, mut answered) = (false, false, false, false);
    while !(late_told && closed && played && answered) {
        let message = ann
            .expect("the late vote answered, the closing, the moves", |c| {
                answers(c, &late)
                    || edited_to(c).is_some_and(|t| t.contains("has closed"))
                    || is_image(c, "played e4")
                    || is_image(c, "kibitz played")
            })
            .await;
        if answers(&message, &late) {
            let text = body(&message);
            assert!(
                text.contains("counted for nothing")
                    || text.contains("It is not your team's move")
                    || text.contains("Your vote for `d4` is counted"),
                "{text}"
            );
            late_told = true;
        } else if let Some(text) = edited_to(&message) {
            assert!(
                text.contains("`e4` is played") && !text.contains("d4"),
                "{text}"
            );
            closed = true;
        } else if body(&message).contains("kibitz played") {
            assert!(played, "the bot answers after the team's move");
            answered = true;
        } else {
            played = true;
        }
    }
    bot.abort();
}
