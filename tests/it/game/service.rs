//! The game service, driven directly: whole games, permissions, draws and takebacks, races,
//! deadlines with a controlled clock, ratings.

use kibitz::game::Opponent;
use kibitz::game::Platform;
use kibitz::game::Settings;
use kibitz::game::Time;
use kibitz::game::{
    Answer, ChannelId, Clock, ColorChoice, Command, ManualClock, Reply, Service, TimePerMove, User,
};
use kibitz::rules::{Color, Position, Reason, Variant};
use kibitz::store::Store;

use crate::support::players::*;
use crate::support::stores;
use std::sync::{Arc, Barrier};
use stores::scratch_target;

/// A game begun as [`start_between`] begins it, which mentions White and shows the board.
fn begin(svc: &Service, channel: &ChannelId, variant: Variant, seconds: u64) {
    let reply = start_between(svc, channel, (&ann(), &bob()), variant, per_move(seconds));
    assert!(reply.image.is_some() && reply.mentions.contains(&ann().id));
}

fn mv(svc: &Service, channel: &ChannelId, who: &User, text: &str) -> Reply {
    svc.handle(who, channel, Command::Move(text.into()))
}

fn fen(store: &Store, channel: &ChannelId) -> String {
    store.latest_game(channel).unwrap().unwrap().fen
}

/// Plays seeded random legal moves through the service until the game ends by its rules.
/// Returns the last reply and the number of moves.
fn play_out(
    (svc, store): (&Service, &Store),
    channel: &ChannelId,
    variant: Variant,
    seed: u64,
) -> (Reply, usize) {
    let mut rng = seed | 1;
    for n in 0..2000 {
        let row = store.latest_game(channel).unwrap().unwrap();
        let pos = Position::from_fen(variant, &row.fen).unwrap();
        let moves = pos.legal_moves();
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        let choice = moves[(rng % moves.len() as u64) as usize].to_string();
        let who = if pos.turn() == Color::White {
            ann()
        } else {
            bob()
        };
        let reply = ok(mv(svc, channel, &who, &choice));
        if reply.game.as_ref().is_some_and(|g| g.finished) {
            return (reply, n + 1);
        }
    }
    panic!("{variant}: no result in 2000 moves");
}

#[test]
fn whole_games_of_every_variant_reach_a_result() {
    let (svc, _, store) = service_and_store();
    for (i, variant) in Variant::ALL.into_iter().enumerate() {
        let channel = ChannelId::new(Platform::Console, &format!("game-{i}"));
        begin(&svc, &channel, variant, 3600);
        let (last, moves) = play_out((&svc, &store), &channel, variant, 42 + i as u64);
        assert!(outcome(&last).is_some(), "{variant}: {}", last.text);
        let row = store.latest_game(&channel).unwrap().unwrap();
        assert!(row.finished && row.result_reason.is_some());
        assert_eq!(store.moves(row.id).unwrap().len(), moves);
        // The game is over: no more moves.
        refused(mv(&svc, &channel, &ann(), "e2e4"), "NoGameInProgress");
    }
}

#[test]
fn fools_mate_ends_the_game_and_updates_ratings() {
    let (svc, _) = service();
    let ch = ChannelId::new(Platform::Console, "mate");
    begin(&svc, &ch, Variant::Standard, 3600);
    for (who, m) in [(ann(), "f2f3"), (bob(), "e7e5"), (ann(), "g2g4")] {
        ok(mv(&svc, &ch, &who, m));
    }
    let last = ok(mv(&svc, &ch, &bob(), "d8h4"));
    assert_eq!(outcome(&last), won(Color::Black, Reason::Checkmate));
    let ratings = ok(svc.handle(
        &ann(),
        &ch,
        Command::Ratings {
            variant: Some(Variant::Standard),
            global: false,
        },
    ));
    let (bob_line, ann_line) = (
        ratings.text.find("Bob").unwrap(),
        ratings.text.find("Ann").unwrap(),
    );
    assert!(
        bob_line < ann_line,
        "the winner is rated higher: {}",
        ratings.text
    );
    let history = ok(svc.handle(&eve(), &ch, Command::History));
    assert!(
        history.text.contains("1. f3 e5 2. g4 Qh4# 0-1")
            && history.text.contains("[Result \"0-1\"]"),
        "{}",
        history.text
    );
}

#[test]
fn only_players_move_and_only_in_turn_and_refusals_change_nothing() {
    let (svc, _, store) = service_and_store();
    let ch = ChannelId::new(Platform::Console, "perm");
    refused(mv(&svc, &ch, &ann(), "e2e4"), "NoGameInProgress");
    ok(svc.handle(
        &ann(),
        &ch,
        Command::Challenge {
            clock: None,
            variant: Variant::Shrink,
            opponent: Opponent::Person(bob()),
            color: ColorChoice::White,
            time: TimePerMove::DEFAULT,
            rated: true,
        },
    ));
    refused(
        svc.handle(&ann(), &ch, Command::Accept(None)),
        "OwnChallenge",
    );
    refused(
        svc.handle(&eve(), &ch, Command::Accept(None)),
        "ChallengesForOthers",
    );
    refused(
        svc.handle(&eve(), &ch, Command::Decline(None)),
        "ChallengesForOthers",
    );
    refused(svc.handle(&bob(), &ch, Command::Cancel), "NoOwnChallenge");
    // Another challenge may wait beside Ann's; Bob's accept takes the one made to him.
    ok(svc.handle(
        &eve(),
        &ch,
        Command::Challenge {
            clock: None,
            variant: Variant::Standard,
            opponent: Opponent::Anyone,
            color: ColorChoice::Random,
            time: TimePerMove::DEFAULT,
            rated: true,
        },
    ));
    let started = ok(svc.handle(&bob(), &ch, Command::Accept(None)));
    assert_eq!(started.game.unwrap().variant, Variant::Shrink);
    let before = fen(&store, &ch);
    refused(mv(&svc, &ch, &eve(), "e2e4"), "NotAPlayer");
    refused(mv(&svc, &ch, &bob(), "e7e5"), "NotYourTurn");
    refused(mv(&svc, &ch, &ann(), "e2e5"), "Illegal");
    refused(mv(&svc, &ch, &ann(), "zz"), "Illegal");
    refused(svc.handle(&eve(), &ch, Command::Resign), "NotAPlayer");
    refused(
        svc.handle(&eve(), &ch, Command::Draw(Answer::Offer)),
        "NotAPlayer",
    );
    refused(
        svc.handle(&ann(), &ch, Command::Takeback(Answer::Offer)),
        "NoOwnMoveToTakeBack",
    );
    refused(
        svc.handle(
            &eve(),
            &ch,
            Command::Challenge {
                clock: None,
                variant: Variant::Standard,
                opponent: Opponent::Anyone,
                color: ColorChoice::Random,
                time: TimePerMove::DEFAULT,
                rated: true,
            },
        ),
        "GameHere",
    );
    assert_eq!(fen(&store, &ch), before);
    // Anyone may look.
    ok(svc.handle(&eve(), &ch, Command::Board));
    let all = Command::Moves {
        square: None,
        piece: None,
    };
    let listed = ok(svc.handle(&eve(), &ch, all));
    // The list for anyone; the map is the players' own.
    assert!(listed.text.starts_with("20 legal moves") && listed.files.is_empty());
}

#[test]
fn open_challenges_declines_and_cancels() {
    let (svc, _) = service();
    let ch = ChannelId::new(Platform::Console, "open");
    ok(svc.handle(
        &ann(),
        &ch,
        Command::Challenge {
            clock: None,
            variant: Variant::TradeUp,
            opponent: Opponent::Anyone,
            color: ColorChoice::Black,
            time: TimePerMove::DEFAULT,
            rated: true,
        },
    ));
    refused(
        svc.handle(&bob(), &ch, Command::Decline(None)),
        "OpenChallengeNotDeclined",
    );
    ok(svc.handle(&ann(), &ch, Command::Cancel));
    refused(
        svc.handle(&bob(), &ch, Command::Accept(None)),
        "NoChallengeToAccept",
    );
    ok(svc.handle(
        &ann(),
        &ch,
        Command::Challenge {
            clock: None,
            variant: Variant::TradeUp,
            opponent: Opponent::Person(bob()),
            color: ColorChoice::Black,
            time: TimePerMove::DEFAULT,
            rated: true,
        },
    ));
    ok(svc.handle(&bob(), &ch, Command::Decline(None)));
    ok(svc.handle(
        &ann(),
        &ch,
        Command::Challenge {
            clock: None,
            variant: Variant::TradeUp,
            opponent: Opponent::Anyone,
            color: ColorChoice::Black,
            time: TimePerMove::DEFAULT,
            rated: true,
        },
    ));
    let reply = ok(svc.handle(&eve(), &ch, Command::Accept(None)));
    // Ann asked for Black, so Eve is White.
    assert!(
        reply.text.starts_with("Eve (White) and Ann (Black)"),
        "{}",
        reply.text
    );
    refused(
        svc.handle(
            &ann(),
            &ch,
            Command::Challenge {
                clock: None,
                variant: Variant::TradeUp,
                opponent: Opponent::Person(ann()),
                color: ColorChoice::Black,
                time: TimePerMove::DEFAULT,
                rated: true,
            },
        ),
        "GameHere",
    );
    let other = ChannelId::new(Platform::Console, "other");
    refused(
        svc.handle(
            &ann(),
            &other,
            Command::Challenge {
                clock: None,
                variant: Variant::TradeUp,
                opponent: Opponent::Person(ann()),
                color: ColorChoice::Black,
                time: TimePerMove::DEFAULT,
                rated: true,
            },
        ),
        "ChallengeYourself",
    );
}

#[test]
fn draws_by_agreement_and_takebacks_need_the_opponent() {
    let (svc, _, store) = service_and_store();
    let ch = ChannelId::new(Platform::Console, "talk");
    begin(&svc, &ch, Variant::Swapper, 3600);
    ok(mv(&svc, &ch, &ann(), "V@d3"));
    ok(mv(&svc, &ch, &bob(), "V@d6"));
    ok(mv(&svc, &ch, &ann(), "e2e4"));
    // Ann asks to take e2e4 back; Bob agrees: back to the position after V@d6.
    ok(svc.handle(&ann(), &ch, Command::Takeback(Answer::Offer)));
    refused(
        svc.handle(&ann(), &ch, Command::Takeback(Answer::Accept)),
        "NotOffered",
    );
    let reply = ok(svc.handle(&bob(), &ch, Command::Takeback(Answer::Accept)));
    assert_eq!(reply.says, ["TakenBack"]);
    assert!(fen(&store, &ch).ends_with(" setup"));
    ok(mv(&svc, &ch, &ann(), "c2c4"));
    // Bob asks after Ann has moved again: two plies go (his V@d6 and her c2c4).
    ok(svc.handle(&bob(), &ch, Command::Takeback(Answer::Offer)));
    let reply = ok(svc.handle(&ann(), &ch, Command::Takeback(Answer::Offer)));
    assert_eq!(reply.says, ["TakenBack"]);
    assert!(fen(&store, &ch).ends_with(" reply:V"));
    // A declined draw, then an accepted one.
    ok(svc.handle(&bob(), &ch, Command::Draw(Answer::Offer)));
    refused(
        svc.handle(&bob(), &ch, Command::Draw(Answer::Offer)),
        "AlreadyOffered",
    );
    ok(svc.handle(&ann(), &ch, Command::Draw(Answer::Decline)));
    refused(
        svc.handle(&ann(), &ch, Command::Draw(Answer::Accept)),
        "NotOffered",
    );
    ok(svc.handle(&ann(), &ch, Command::Draw(Answer::Offer)));
    let reply = ok(svc.handle(&bob(), &ch, Command::Draw(Answer::Offer)));
    assert_eq!(outcome(&reply), drawn(Reason::Agreement));
}

#[test]
fn threefold_repetition_draws_through_the_service() {
    let (svc, _) = service();
    let ch = ChannelId::new(Platform::Console, "rep");
    begin(&svc, &ch, Variant::Standard, 3600);
    let moves = ["g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1"];
    for (i, m) in moves.iter().enumerate() {
        let who = if i % 2 == 0 { ann() } else { bob() };
        assert!(!ok(mv(&svc, &ch, &who, m)).game.unwrap().finished);
    }
    let last = ok(mv(&svc, &ch, &bob(), "f6g8"));
    assert_eq!(outcome(&last), drawn(Reason::ThreefoldRepetition));
}

/// In Suction a capture can be undone (the captured piece comes back to where its capturer
/// stood), so repetition must look past captures, which reset the move count.
#[test]
fn suction_captures_that_undo_each_other_repeat_through_the_service() {
    let (svc, _) = service();
    let ch = ChannelId::new(Platform::Console, "suction-rep");
    begin(&svc, &ch, Variant::Suction, 3600);
    // After c3d5 the knights on d5 and f6 take each other in turn, and each pair of captures
    // gives back the same position.
    let moves = ["b1c3", "g8f6", "c3d5", "f6d5", "f6d5", "f6d5"];
    for (i, m) in moves.iter().enumerate() {
        let who = if i % 2 == 0 { ann() } else { bob() };
        assert!(!ok(mv(&svc, &ch, &who, m)).game.unwrap().finished, "{m}");
    }
    let last = ok(mv(&svc, &ch, &ann(), "f6d5"));
    assert_eq!(outcome(&last), drawn(Reason::ThreefoldRepetition));
}

#[test]
fn two_moves_at_the_same_moment_exactly_one_is_accepted() {
    let (svc, _, store) = service_and_store();
    for round in 0..12 {
        let ch = ChannelId::new(Platform::Console, &format!("race-{round}"));
        begin(&svc, &ch, Variant::Standard, 3600);
        let barrier = Barrier::new(2);
        let replies: Vec<Reply> = std::thread::scope(|s| {
            let handles: Vec<_> = ["e2e4", "d2d4"]
                .into_iter()
                .map(|m| {
                    let (svc, ch, barrier) = (&svc, &ch, &barrier);
                    s.spawn(move || {
                        barrier.wait();
                        mv(svc, ch, &ann(), m)
                    })
                })
                .collect();
            handles.into_iter().map(|h| h.join().unwrap()).collect()
        });
        let accepted = replies.iter().filter(|r| !r.error).count();
        assert_eq!(
            accepted,
            1,
            "{:?}",
            replies.iter().map(|r| &r.text).collect::<Vec<_>>()
        );
        let loser = replies.iter().find(|r| r.error).unwrap();
        assert!(
            matches!(loser.refused, Some("MoveRaced" | "NotYourTurn")),
            "{}",
            loser.text
        );
        let row = store.latest_game(&ch).unwrap().unwrap();
        assert_eq!((row.ply, store.moves(row.id).unwrap().len()), (1, 1));
    }
}

#[test]
fn reminders_then_a_loss_on_time_with_a_controlled_clock_across_a_restart() {
    let db = scratch_target("deadline");
    let clock = Arc::new(ManualClock::new(T0));
    let ch = ChannelId::new(Platform::Console, "clock");
    {
        let svc = Service::new(Store::connect(&db).unwrap(), clock.clone());
        begin(&svc, &ch, Variant::GiveAndTake, 3600);
        ok(mv(&svc, &ch, &ann(), "Q@d4"));
        // An hour per move: Bob is reminded when a quarter of it is left.
        clock.advance(40 * 60);
        assert!(svc.clockwork().tick().is_empty());
        clock.advance(6 * 60);
        let notices = svc.clockwork().tick();
        assert_eq!(notices.len(), 1);
        assert!(
            notices[0].reply.text.starts_with("Bob, it is your move")
                && notices[0].reply.mentions == vec![bob().id]
        );
        assert!(svc.clockwork().tick().is_empty(), "one reminder per move");
    }
    // A restart: the deadline is in the database.
    clock.advance(15 * 60);
    let store = Arc::new(Store::connect(&db).unwrap());
    let svc = Service::new(store.clone(), clock.clone());
    let notices = svc.clockwork().tick();
    assert_eq!(
        notices.len(),
        1,
        "{:?}",
        notices.iter().map(|n| &n.reply.text).collect::<Vec<_>>()
    );
    assert_eq!(notices[0].channel, ch);
    assert_eq!(
        outcome(&notices[0].reply),
        won(Color::White, Reason::Timeout)
    );
    assert!(svc.clockwork().tick().is_empty());
    let row = store.latest_game(&ch).unwrap().unwrap();
    assert_eq!((row.finished, row.winner), (true, Some(Color::White)));
    assert!(clock.now() > Time::from_unix(T0));
}

#[test]
fn information_commands() {
    let (svc, _) = service();
    let ch = ChannelId::new(Platform::Console, "info");
    let kinds = |command| ok(svc.handle(&ann(), &ch, command)).says;
    assert_eq!(kinds(Command::Variants), ["Variants"]);
    let suction = Command::Rules {
        variant: Some(Variant::Suction),
        topic: None,
    };
    assert_eq!(kinds(suction), ["Rules"]);
    assert_eq!(kinds(Command::Help(None)), ["Help"]);
    assert_eq!(kinds(Command::Games), ["Games"]);
    begin(&svc, &ch, Variant::Suction, 7200);
    // With a game here, `rules` gives its variant's, and a topic alone is one of its own.
    let rules = |topic: Option<&str>| Command::Rules {
        variant: None,
        topic: topic.map(String::from),
    };
    let all = ok(svc.handle(&ann(), &ch, rules(None)));
    assert_eq!((all.says.as_slice(), all.files.len()), (&["Rules"][..], 2));
    assert!(
        all.files.iter().all(|f| f.file_name.contains("suction")),
        "{:?}",
        all.files.iter().map(|f| &f.file_name).collect::<Vec<_>>()
    );
    let one = ok(svc.handle(&ann(), &ch, rules(Some("first-rank"))));
    assert_eq!((one.says.as_slice(), one.files.len()), (&["Rule"][..], 1));
    assert!(
        one.files[0].file_name.contains("first-rank"),
        "{}",
        one.files[0].file_name
    );
    let games = ok(svc.handle(&bob(), &ch, Command::Games)).text;
    assert!(
        games.contains("Ann v Bob in info (Suction Chess, move 1): Ann to move, 2 hours left"),
        "{games}"
    );
    assert!(ok(svc.handle(&ann(), &ch, Command::Games))
        .text
        .contains("your move"));
}

/// Boards come at the size the adapter asked the service for, the boards of every reply:
/// a move's, `board`'s, and those following it in direct messages.
#[test]
fn boards_are_drawn_at_the_size_the_adapter_asks_for() {
    let side = |reply: &Reply| {
        let image = reply.image.as_ref().expect("a board");
        let png = png::Decoder::new(std::io::Cursor::new(&image.png))
            .read_info()
            .expect("a PNG");
        let info = png.info();
        assert_eq!((info.width, info.height), (image.width, image.height));
        (image.width, image.height)
    };
    let ch = ChannelId::new(Platform::Console, "sized");
    let (svc, _) = service();
    begin(&svc, &ch, Variant::Standard, 3600);
    let default = side(&ok(svc.handle(&bob(), &ch, Command::Board)));
    assert_eq!(default.0, kibitz::render::DEFAULT_SIZE);
    let clock = Arc::new(ManualClock::new(T0));
    let small = Service::with(
        stores::scratch_store(),
        clock,
        Settings::default().drawing_boards_at(256),
    );
    begin(&small, &ch, Variant::Standard, 3600);
    let played = ok(mv(&small, &ch, &ann(), "e2e4"));
    assert_eq!(side(&played).0, 256);
    let board = side(&ok(small.handle(&bob(), &ch, Command::Board)));
    assert_eq!(board, (256, default.1 * 256 / default.0));
}
