//! A busy channel through the service: several challenges at once, which one `accept` takes,
//! expiry, the time left after a move, odd names, and racing moves from two processes.

use kibitz::game::Opponent;
use kibitz::game::{
    ChallengePick, ChannelId, ColorChoice, Command, ManualClock, Reply, Service, TimePerMove, User,
};
use kibitz::game::{Platform, Problem, Time, UsageError, UserId};
use kibitz::rules::{Reason, Variant};
use kibitz::store::Store;

use crate::support::players::{last_move, ok, outcome, refused, service_and_store};
use crate::support::stores;
use std::sync::{Arc, Barrier};
use stores::{scratch_store, scratch_target};

const T0: i64 = 1_700_000_000;

fn user(name: &str) -> User {
    User::new(UserId::new(Platform::Console, name), name)
}

fn service() -> (Service, Arc<ManualClock>) {
    let clock = Arc::new(ManualClock::new(T0));
    let svc = Service::new(scratch_store(), clock.clone());
    (svc, clock)
}

fn challenge(variant: Variant, opponent: Option<&User>) -> Command {
    Command::Challenge {
        clock: None,
        variant,
        opponent: opponent.map_or(Opponent::Anyone, |o| Opponent::Person(o.clone())),
        color: ColorChoice::White,
        time: TimePerMove::DEFAULT,
        rated: true,
    }
}

#[test]
fn several_challenges_wait_in_one_channel_and_accept_takes_the_right_one() {
    let (svc, _) = service();
    let ch = ChannelId::new(Platform::Console, "chess");
    let (ann, bob, carol, dan, eve) = (
        user("ann"),
        user("bob"),
        user("carol"),
        user("dan"),
        user("eve"),
    );
    // The scenario of the report: a second challenge no longer waits for the first.
    ok(svc.handle(&ann, &ch, challenge(Variant::Suction, Some(&bob))));
    ok(svc.handle(&carol, &ch, challenge(Variant::Shrink, Some(&dan))));
    let open = ok(svc.handle(&eve, &ch, challenge(Variant::TradeUp, None)));
    assert!(
        open.challenge.is_some(),
        "the reply carries the challenge's id for buttons"
    );
    refused(
        svc.handle(&ann, &ch, challenge(Variant::Standard, None)),
        "ChallengeWaiting",
    );
    let list = ok(svc.handle(&bob, &ch, Command::Challenges)).text;
    assert!(
        list.contains("Challenges waiting here (3)")
            && list.contains("ann challenges bob: Suction Chess")
            && list.contains("carol challenges dan: Shrink Chess")
            && list.contains("eve challenges anyone: Trade-up Chess")
            && list.contains("expires in 1 day"),
        "{list}"
    );
    // Dan's accept takes the one made to him, not the older one to Bob.
    let game = ok(svc.handle(&dan, &ch, Command::Accept(None)));
    assert_eq!(game.game.unwrap().variant, Variant::Shrink);
    // One game per channel: Bob's acceptance must wait, and says why.
    refused(svc.handle(&bob, &ch, Command::Accept(None)), "GameThere");
    let others = ChannelId::new(Platform::Console, "other");
    // Named challenges and ids: a challenge that is not waiting says so.
    refused(
        svc.handle(
            &bob,
            &others,
            Command::Accept(Some(ChallengePick::Id(kibitz::game::ChallengeId(1)))),
        ),
        "ChallengeNoLongerWaiting",
    );
    refused(
        svc.handle(
            &bob,
            &ch,
            Command::Accept(Some(ChallengePick::From(carol.clone()))),
        ),
        "NoChallengeFrom",
    );
    // Declining picks the challenge made to the decliner; the open one stays.
    ok(svc.handle(&bob, &ch, Command::Decline(None)));
    refused(
        svc.handle(&bob, &ch, Command::Decline(None)),
        "OpenChallengeNotDeclined",
    );
    let list = ok(svc.handle(&bob, &ch, Command::Challenges)).text;
    assert!(list.contains("(1)") && list.contains("eve"), "{list}");
    ok(svc.handle(&eve, &ch, Command::Cancel));
    let none = ok(svc.handle(&bob, &ch, Command::Challenges)).text;
    assert!(none.starts_with("No challenges are waiting here"), "{none}");
}

#[test]
fn a_challenge_expires_after_a_day_and_its_challenger_is_told() {
    let (svc, clock) = service();
    let ch = ChannelId::new(Platform::Console, "chess");
    let (ann, bob) = (user("ann"), user("bob"));
    ok(svc.handle(&ann, &ch, challenge(Variant::Suction, Some(&bob))));
    clock.advance(23 * 3600);
    assert!(svc.clockwork().tick().is_empty());
    clock.advance(3600);
    // Not yet collected by the clock, but no longer acceptable.
    refused(
        svc.handle(&bob, &ch, Command::Accept(None)),
        "NoChallengeToAccept",
    );
    let notices = svc.clockwork().tick();
    assert_eq!(notices.len(), 1, "{notices:?}");
    let notice = &notices[0];
    assert_eq!(notice.channel, ch);
    assert_eq!(notice.reply.says, ["ChallengeExpired"]);
    assert_eq!(notice.reply.mentions, std::slice::from_ref(&ann.id));
    assert!(svc.clockwork().tick().is_empty(), "told once");
    // Ann may challenge again.
    ok(svc.handle(&ann, &ch, challenge(Variant::Suction, Some(&bob))));
}

#[test]
fn after_a_move_the_time_left_is_the_next_players_whole_time() {
    let (svc, clock) = service();
    let ch = ChannelId::new(Platform::Console, "chess");
    let (ann, bob) = (user("ann"), user("bob"));
    let hour = TimePerMove::from_seconds(3600).unwrap();
    ok(svc.handle(
        &ann,
        &ch,
        Command::Challenge {
            clock: None,
            variant: Variant::Standard,
            opponent: Opponent::Person(bob.clone()),
            color: ColorChoice::White,
            time: hour,
            rated: true,
        },
    ));
    ok(svc.handle(&bob, &ch, Command::Accept(None)));
    clock.advance(50 * 60); // Ann thinks for 50 minutes of her hour
    let moved = ok(svc.handle(&ann, &ch, Command::Move("e2e4".into())));
    let left = moved.game.unwrap().seconds_left;
    assert_eq!(
        left,
        Some(3600),
        "Bob's clock starts full, not Ann's 10 minutes"
    );
    clock.advance(600);
    let board = ok(svc.handle(&bob, &ch, Command::Board));
    assert_eq!(board.game.unwrap().seconds_left, Some(3000));
}

#[test]
fn names_that_xml_forbids_or_that_spoof_cannot_stop_a_game() {
    let (svc, _) = service();
    let ch = ChannelId::new(Platform::Console, "chess");
    let odd = User::new(
        UserId::new(Platform::Console, "odd"),
        "\u{FFFE}Mal\u{202E}lory\u{200B}\u{FFFF}",
    );
    assert_eq!(odd.name, "Mallory");
    let empty = User::new(
        UserId::new(Platform::Console, "blank"),
        "\u{FFFE}\u{202E}\u{200B}",
    );
    assert_eq!(
        empty.name, "blank",
        "nothing showable left: the id names them"
    );
    let long = User::new(UserId::new(Platform::Console, "long"), "x".repeat(500));
    assert_eq!(long.name.chars().count(), 32);
    let bob = user("bob");
    ok(svc.handle(&odd, &ch, challenge(Variant::Standard, Some(&bob))));
    ok(svc.handle(&bob, &ch, Command::Accept(None)));
    let moved = ok(svc.handle(&odd, &ch, Command::Move("e2e4".into())));
    assert!(
        moved.text.starts_with("Mallory played e4"),
        "{}",
        moved.text
    );
    assert!(moved.image.is_some());
}

/// Two processes on one database send moves for the same position: the loser is told the
/// position changed (or, if it read after the winner wrote, that it is not its turn), never
/// that a legal move is illegal.
#[test]
fn racing_moves_from_two_processes_get_a_true_answer() {
    let db = scratch_target("race");
    let clock = Arc::new(ManualClock::new(T0));
    let services: Vec<Arc<Service>> = (0..2)
        .map(|_| Arc::new(Service::new(Store::connect(&db).unwrap(), clock.clone())))
        .collect();
    let (ann, bob) = (user("ann"), user("bob"));
    let ch = ChannelId::new(Platform::Console, "race");
    ok(services[0].handle(&ann, &ch, challenge(Variant::Standard, Some(&bob))));
    ok(services[1].handle(&bob, &ch, Command::Accept(None)));
    // Knights out and back: every position repeats, so the history matters to each move.
    let (white, black) = (["g1f3", "f3g1"], ["g8f6", "f6g8"]);
    for round in 0..40 {
        let (who, moves) = if round % 2 == 0 {
            (&ann, white)
        } else {
            (&bob, black)
        };
        let mv = moves[round / 2 % 2];
        let barrier = Arc::new(Barrier::new(2));
        let answers: Vec<Reply> = std::thread::scope(|s| {
            let handles: Vec<_> = services
                .iter()
                .map(|svc| {
                    let (svc, barrier, ch, who) =
                        (svc.clone(), barrier.clone(), ch.clone(), who.clone());
                    s.spawn(move || {
                        barrier.wait();
                        svc.handle(&who, &ch, Command::Move(mv.into()))
                    })
                })
                .collect();
            handles.into_iter().map(|h| h.join().unwrap()).collect()
        });
        let (won, lost): (Vec<&Reply>, Vec<&Reply>) = answers.iter().partition(|r| !r.error);
        if won.len() == 2 {
            panic!("both moves stored in round {round}");
        }
        if won.is_empty() {
            // A threefold repetition may have ended it; nothing else may refuse both.
            panic!("neither move stored in round {round}: {:?}", lost[0].text);
        }
        if won[0].game.as_ref().is_some_and(|g| g.finished) {
            break;
        }
        assert!(
            matches!(lost[0].refused, Some("MoveRaced" | "NotYourTurn")),
            "round {round}: {}",
            lost[0].text
        );
    }
}

/// A chat message delivered twice (after a restart) is carried out once; its answer is given
/// again only if it never went out; a message that waited too long is answered, not acted on.
#[test]
fn a_delivered_command_is_carried_out_once() {
    use kibitz::game::Delivery;
    let (svc, clock) = service();
    let ch = ChannelId::new(Platform::Console, "room");
    let (ann, bob) = (user("ann"), user("bob"));
    ok(svc.handle(&ann, &ch, challenge(Variant::Standard, Some(&bob))));
    ok(svc.handle(&bob, &ch, Command::Accept(None)));
    let delivery = Delivery {
        event_id: "$move1".into(),
        sent_at: Time::from_unix(T0),
        server: None,
        in_public: false,
    };
    let first = svc
        .deliveries()
        .handle_delivered(&delivery, &ann, &ch, Ok(Command::Move("e2e4".into())))
        .map(|answered| answered.reply);
    assert!(first.is_some_and(|r| !r.error && last_move(&r) == Some("e2e4")));
    // Delivered again before its answer was noted: not played again, and the answer owed is
    // rebuilt from the move stored (the board after it, the opponent told it is their turn).
    let again = svc
        .deliveries()
        .handle_delivered(&delivery, &ann, &ch, Ok(Command::Move("e2e4".into())))
        .unwrap()
        .reply;
    assert!(
        !again.error && again.text.starts_with("ann played e4. bob (Black) to move"),
        "{}",
        again.text
    );
    assert_eq!(again.mentions, vec![bob.id.clone()]);
    let summary = again.game.as_ref().unwrap();
    assert_eq!(
        (summary.ply, summary.last_move.as_deref()),
        (1, Some("e2e4"))
    );
    assert!(again.image.is_some());
    // Once the game has moved on, the rebuilt answer says so instead of naming whose turn it is.
    ok(svc.handle(&bob, &ch, Command::Move("e7e5".into())));
    let later = svc
        .deliveries()
        .handle_delivered(&delivery, &ann, &ch, Ok(Command::Move("e2e4".into())))
        .unwrap()
        .reply;
    assert_eq!(later.says, ["PlayedThenMovedOn"]);
    assert_eq!(later.game.unwrap().ply, 1);
    // A refused move, delivered again, is not tried again: it was not played, and the board
    // shows where the game stands.
    let illegal = Delivery {
        event_id: "$illegal".into(),
        ..delivery.clone()
    };
    let refused = svc
        .deliveries()
        .handle_delivered(&illegal, &ann, &ch, Ok(Command::Move("e1e8".into())))
        .unwrap()
        .reply;
    assert!(refused.error);
    let owed = svc
        .deliveries()
        .handle_delivered(&illegal, &ann, &ch, Ok(Command::Move("e1e8".into())))
        .unwrap()
        .reply;
    assert_eq!(owed.says[0], "Owed");
    assert_eq!(owed.game.unwrap().ply, 2);
    // A question is answered again.
    let question = Delivery {
        event_id: "$history".into(),
        ..delivery.clone()
    };
    for _ in 0..2 {
        let history = svc
            .deliveries()
            .handle_delivered(&question, &bob, &ch, Ok(Command::History))
            .unwrap()
            .reply;
        assert_eq!(history.says[0], "History");
    }
    // Delivered again, and this time its answer is posted: never answered again.
    let owed =
        svc.deliveries()
            .handle_delivered(&delivery, &ann, &ch, Ok(Command::Move("e2e4".into())));
    owed.expect("an answer owed").after.posted();
    assert!(svc
        .deliveries()
        .handle_delivered(&delivery, &ann, &ch, Ok(Command::Move("e2e4".into())))
        .is_none());
    // An error is handled once too.
    let usage = Delivery {
        event_id: "$bad".into(),
        sent_at: Time::from_unix(T0),
        server: None,
        in_public: false,
    };
    let refused = svc
        .deliveries()
        .handle_delivered(
            &usage,
            &bob,
            &ch,
            Err(UsageError::of("move", Problem::WhichMove)),
        )
        .expect("answered");
    assert!(refused.reply.error);
    refused.after.posted();
    assert!(svc
        .deliveries()
        .handle_delivered(
            &usage,
            &bob,
            &ch,
            Err(UsageError::of("move", Problem::WhichMove))
        )
        .is_none());
    // Sent eleven minutes ago: not played.
    clock.advance(11 * 60);
    let stale = Delivery {
        event_id: "$late".into(),
        sent_at: Time::from_unix(T0),
        server: None,
        in_public: false,
    };
    let late = svc
        .deliveries()
        .handle_delivered(&stale, &bob, &ch, Ok(Command::Move("e7e5".into())))
        .unwrap()
        .reply;
    assert_eq!(
        late.text,
        kibitz::game::fixed(kibitz::game::Lang::En, kibitz::game::Fixed::Offline)
    );
    let board = ok(svc.handle(&bob, &ch, Command::Board));
    assert_eq!(board.game.unwrap().ply, 2, "only e2e4 and e7e5 were played");
}

/// Conditional moves sent where everyone reads them (a Matrix room with others in it) are not
/// stored, and the player is asked for them in a direct message; sent in private, they are.
#[test]
fn conditional_moves_sent_in_public_are_refused_and_asked_for_in_private() {
    use kibitz::game::{Delivery, GameId, PremoveAction};
    let (svc, _, store) = service_and_store();
    let ch = ChannelId::new(Platform::Console, "room");
    let (ann, bob) = (user("ann"), user("bob"));
    ok(svc.handle(&ann, &ch, challenge(Variant::Standard, Some(&bob))));
    ok(svc.handle(&bob, &ch, Command::Accept(None)));
    ok(svc.handle(&ann, &ch, Command::Move("e2e4".into())));
    let line = |game| Command::Premove {
        game,
        action: PremoveAction::Add(vec!["e7e5".into(), "g1f3".into()]),
    };
    let in_room = Delivery {
        event_id: "$premove".into(),
        sent_at: Time::from_unix(T0),
        server: None,
        in_public: true,
    };
    // Bob is to move; Ann plans her answer where Bob reads along.
    let refused = svc
        .deliveries()
        .handle_delivered(&in_room, &ann, &ch, Ok(line(None)))
        .unwrap()
        .reply;
    assert!(refused.error);
    assert_eq!(refused.says, ["PremoveNotInPublic"]);
    assert_eq!(refused.direct.len(), 1);
    assert_eq!(refused.direct[0].user, ann.id);
    assert_eq!(refused.direct[0].says, ["PremoveSendHere"]);
    assert!(
        store.premoves(GameId(1)).unwrap().is_empty(),
        "nothing stored"
    );
    // From a direct room, the same line is stored.
    let direct = ChannelId::new(Platform::Console, "ann-and-kibitz");
    let in_private = Delivery {
        event_id: "$premove2".into(),
        in_public: false,
        ..in_room
    };
    let stored = svc
        .deliveries()
        .handle_delivered(&in_private, &ann, &direct, Ok(line(Some(GameId(1)))))
        .unwrap()
        .reply;
    assert!(!stored.error && stored.private, "{}", stored.text);
    assert_eq!(store.premoves(GameId(1)).unwrap().len(), 1);
}

#[test]
fn a_reminder_or_a_loss_on_time_not_posted_is_sent_again_by_another_process_until_posted() {
    let db = scratch_target("lease");
    let clock = Arc::new(ManualClock::new(T0));
    let open = || Service::new(Store::connect(&db).unwrap(), clock.clone());
    let (ann, bob) = (user("ann"), user("bob"));
    let ch = ChannelId::new(Platform::Console, "lease");
    let first = open();
    let hour = Command::Challenge {
        clock: None,
        variant: Variant::Standard,
        opponent: Opponent::Person(bob.clone()),
        color: ColorChoice::White,
        time: TimePerMove::from_seconds(3600).unwrap(),
        rated: true,
    };
    ok(first.handle(&ann, &ch, hour));
    ok(first.handle(&bob, &ch, Command::Accept(None)));
    ok(first.handle(&ann, &ch, Command::Move("e2e4".into())));
    let texts = |notices: &[kibitz::game::Notice]| -> Vec<String> {
        notices.iter().map(|n| n.reply.text.clone()).collect()
    };

    // Bob's reminder: the first process claims it and stops before posting it.
    clock.advance(46 * 60);
    let claimed = first.clockwork().tick();
    assert_eq!(claimed.len(), 1, "{:?}", texts(&claimed));
    drop(first);
    let second = open();
    assert!(
        second.clockwork().tick().is_empty(),
        "claimed: not sent twice at once"
    );
    // Once the claim has run out, another process sends it, until it says it is posted.
    clock.advance(3 * 60);
    let again = second.clockwork().tick();
    assert_eq!(again.len(), 1, "{:?}", texts(&again));
    assert!(again[0].reply.text.starts_with("bob, it is your move"));
    assert_eq!(again[0].reply.mentions, vec![bob.id.clone()]);
    second.clockwork().posted(&again);
    clock.advance(3 * 60);
    assert!(second.clockwork().tick().is_empty(), "posted: never again");

    // The loss on time, the same way: the game ends once, its announcement comes again.
    clock.advance(15 * 60);
    let lost = second.clockwork().tick();
    assert_eq!(lost.len(), 1, "{:?}", texts(&lost));
    assert_eq!(
        outcome(&lost[0].reply).map(|o| o.reason),
        Some(Reason::Timeout)
    );
    drop(second);
    let third = open();
    assert!(third.clockwork().tick().is_empty());
    clock.advance(3 * 60);
    let again = third.clockwork().tick();
    assert_eq!(texts(&again), texts(&lost));
    assert!(again[0].reply.image.is_some(), "with the final board");
    third.clockwork().posted(&again);
    clock.advance(3 * 60);
    assert!(third.clockwork().tick().is_empty());
    assert!(open().clockwork().tick().is_empty());
    let row = Store::connect(&db)
        .unwrap()
        .latest_game(&ch)
        .unwrap()
        .unwrap();
    assert!(row.finished);
    // Rated once: the announcement made again changed nothing else.
    let ratings = ok(third.handle(
        &ann,
        &ch,
        Command::Ratings {
            variant: Some(Variant::Standard),
            global: true,
        },
    ));
    assert_eq!(ratings.text.matches("ann").count(), 1, "{}", ratings.text);
}

/// One chat event delivered to two processes at the same moment (a gateway resumed twice):
/// its move is stored once, and the other process stays silent (or says it was handled).
#[test]
fn one_event_delivered_to_two_processes_at_once_is_carried_out_once() {
    use kibitz::game::Delivery;
    let db = scratch_target("event_race");
    let clock = Arc::new(ManualClock::new(T0));
    let store = Store::connect(&db).unwrap();
    let services: Vec<Arc<Service>> = (0..2)
        .map(|_| Arc::new(Service::new(Store::connect(&db).unwrap(), clock.clone())))
        .collect();
    let (ann, bob) = (user("ann"), user("bob"));
    let ch = ChannelId::new(Platform::Console, "twice");
    ok(services[0].handle(&ann, &ch, challenge(Variant::Standard, Some(&bob))));
    ok(services[1].handle(&bob, &ch, Command::Accept(None)));
    let line = [
        "e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6", "d2d3", "f8c5",
    ];
    for (i, mv) in line.iter().enumerate() {
        let who = if i % 2 == 0 { &ann } else { &bob };
        let delivery = Delivery {
            event_id: format!("$move{i}"),
            sent_at: Time::from_unix(T0),
            server: None,
            in_public: false,
        };
        let barrier = Barrier::new(2);
        let answers: Vec<Option<Reply>> = std::thread::scope(|s| {
            let handles: Vec<_> = services
                .iter()
                .map(|svc| {
                    let (barrier, delivery, ch) = (&barrier, &delivery, &ch);
                    s.spawn(move || {
                        barrier.wait();
                        let answer = svc.deliveries().handle_delivered(
                            delivery,
                            who,
                            ch,
                            Ok(Command::Move(mv.to_string())),
                        );
                        // As an adapter does once the answer is posted.
                        answer.map(|answered| {
                            answered.after.posted();
                            answered.reply
                        })
                    })
                })
                .collect();
            handles.into_iter().map(|h| h.join().unwrap()).collect()
        });
        let played: Vec<&Reply> = answers.iter().flatten().filter(|r| !r.error).collect();
        assert_eq!(played.len(), 1, "move {i}: {answers:?}");
        assert_eq!(played[0].says, ["MovePlayed"]);
        assert_eq!(last_move(played[0]), Some(*mv));
        for other in answers.iter().flatten().filter(|r| r.error) {
            assert_eq!(other.says, ["AlreadyHandled"], "move {i}: {}", other.text);
        }
        let row = store.active_game(&ch).unwrap().unwrap();
        let stored = store.moves(row.id).unwrap().len();
        assert_eq!((row.ply as usize, stored), (i + 1, i + 1));
    }
}
