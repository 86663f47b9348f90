//! A moderator ends a game stuck by a player who left (`adjudicate`): only a moderator, never
//! one of its players; the decision is stored, rated and recorded like any result; in a room
//! whose games are in threads, the game is named by its number.

use crate::support::players::*;
use kibitz::game::{ChannelId, Command, GameId, Platform, Service};
use kibitz::game::{TimePerMove, User};
use kibitz::rules::{Color, Reason, Variant};

fn max() -> User {
    User::new(kibitz::game::UserId::new(Platform::Console, "max"), "Max")
}

/// A game of Ann's (White) against `black` begun in `channel`: its number.
fn begin(svc: &Service, channel: &ChannelId, black: &User) -> GameId {
    let begun = start_between(
        svc,
        channel,
        (&ann(), black),
        Variant::Standard,
        TimePerMove::DEFAULT,
    );
    begun.game.expect("a game began").id
}

fn adjudicate(winner: Option<Color>, game: Option<GameId>, may_moderate: bool) -> Command {
    Command::Adjudicate {
        winner,
        game,
        may_moderate,
    }
}

#[test]
fn a_moderator_ends_a_stuck_game_and_the_result_counts_like_any_other() {
    let (svc, _, store) = service_and_store();
    let ch = ChannelId::new(Platform::Console, "stuck");
    refused(
        svc.handle(&max(), &ch, adjudicate(Some(Color::White), None, true)),
        "NoGameInProgress",
    );
    begin(&svc, &ch, &bob());
    ok(svc.handle(&ann(), &ch, Command::Move("e2e4".into())));
    // Bob has left. Eve is no moderator; Ann moderates but plays in the game.
    refused(
        svc.handle(&eve(), &ch, adjudicate(Some(Color::White), None, false)),
        "AdjudicateForModerators",
    );
    refused(
        svc.handle(&ann(), &ch, adjudicate(Some(Color::White), None, true)),
        "AdjudicateOwnGame",
    );
    let still = store
        .active_game(&ch)
        .unwrap()
        .expect("nothing was changed");
    assert_eq!(still.ply, 1);

    let ended = ok(svc.handle(&max(), &ch, adjudicate(Some(Color::White), None, true)));
    assert_eq!(outcome(&ended), won(Color::White, Reason::Adjudication));
    assert!(ended.image.is_some(), "the final board is shown");
    assert!(ended.mentions.contains(&ann().id) && ended.mentions.contains(&bob().id));
    let row = store.latest_game(&ch).unwrap().unwrap();
    assert!(row.finished);
    assert_eq!(row.winner, Some(Color::White));
    assert_eq!(row.result_reason, Some(Reason::Adjudication));

    // Recorded and rated as decided.
    let history = ok(svc.handle(&eve(), &ch, Command::History));
    assert!(
        history.text.contains("[Result \"1-0\"]")
            && history.text.contains("[Termination \"adjudication\"]"),
        "{}",
        history.text
    );
    let ratings = ok(svc.handle(
        &eve(),
        &ch,
        Command::Ratings {
            variant: Some(Variant::Standard),
            global: true,
        },
    ));
    assert!(
        ratings.text.find("Ann").unwrap() < ratings.text.find("Bob").unwrap(),
        "the winner is rated higher: {}",
        ratings.text
    );
    // Decided once.
    refused(
        svc.handle(&max(), &ch, adjudicate(Some(Color::Black), None, true)),
        "NoGameInProgress",
    );
    refused(
        svc.handle(&max(), &ch, adjudicate(None, Some(row.id), true)),
        "GameOver",
    );

    // A draw, decided before any move.
    begin(&svc, &ch, &bob());
    let agreed = ok(svc.handle(&max(), &ch, adjudicate(None, None, true)));
    assert_eq!(outcome(&agreed), drawn(Reason::Adjudication));
}

#[test]
fn in_a_room_whose_games_are_in_threads_the_moderator_names_the_game() {
    let (svc, _, store) = service_and_store();
    let room = ChannelId::new(Platform::Matrix, "!room:example.org");
    let other_room = ChannelId::new(Platform::Matrix, "!other:example.org");
    let (one, two) = (
        ChannelId::within(&room, "$root1"),
        ChannelId::within(&room, "$root2"),
    );
    let first = begin(&svc, &one, &bob());
    let second = begin(&svc, &two, &eve());
    let elsewhere = begin(&svc, &ChannelId::within(&other_room, "$root3"), &bob());

    // No game is played in the room itself: the moderator is told which to name.
    let asked = svc.handle(&max(), &room, adjudicate(Some(Color::Black), None, true));
    refused(asked.clone(), "NameTheGame");
    for id in [first, second] {
        assert!(
            asked.text.contains(&format!("game:{id}:")),
            "{}",
            asked.text
        );
    }
    // Not a game of this room's.
    refused(
        svc.handle(
            &max(),
            &room,
            adjudicate(Some(Color::Black), Some(elsewhere), true),
        ),
        "NoSuchGameHere",
    );
    // Named from the room, the decision is carried out in the game's thread.
    let command = adjudicate(Some(Color::Black), Some(second), true);
    let thread = svc.commands().place_for(&max(), &room, &command).unwrap();
    assert_eq!(thread, two);
    let ended = ok(svc.handle(&max(), &thread, command.clone()));
    assert_eq!(outcome(&ended), won(Color::Black, Reason::Adjudication));
    // Named from the room and carried out there, it is the same.
    ok(svc.handle(
        &max(),
        &room,
        adjudicate(Some(Color::White), Some(first), true),
    ));
    assert_eq!(
        store.latest_game(&one).unwrap().unwrap().winner,
        Some(Color::White)
    );
    assert!(store.active_game(&two).unwrap().is_none());
    assert!(store.game(elsewhere).unwrap().is_some_and(|g| !g.finished));
}
