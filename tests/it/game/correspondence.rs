//! Correspondence games through the game service: direct messages (`notify`), conditional
//! moves (`premove`), vacations with a controlled clock across a restart, and leaderboards per
//! server.

use kibitz::game::Clock;
use kibitz::game::Opponent;
use kibitz::game::Settings;
use kibitz::game::Time;
use kibitz::game::{
    ChannelId, ColorChoice, Command, ManualClock, NotifyEvent, PremoveAction, Reply, Service,
    TimePerMove, User, VacationAction,
};
use kibitz::game::{NotifySet, Platform, UserId};
use kibitz::rules::{Color, Game, Position, Reason, Variant};
use kibitz::store::{MoveWrite, Store, VacationRow};

use crate::support::players::*;
use crate::support::stores;
use std::sync::Arc;
use stores::scratch_target;

const HOUR: u64 = 3600;
const DAY: i64 = 86_400;

fn challenge(variant: Variant, opponent: &User, seconds: u64) -> Command {
    Command::Challenge {
        clock: None,
        variant,
        opponent: Opponent::Person(opponent.clone()),
        color: ColorChoice::White,
        time: TimePerMove::from_seconds(seconds).unwrap(),
        rated: true,
    }
}

/// A game of standard chess begun between Ann (White) and Bob in `channel`, `seconds` a move.
fn begin(svc: &Service, channel: &ChannelId, seconds: u64) {
    start_between(
        svc,
        channel,
        (&ann(), &bob()),
        Variant::Standard,
        per_move(seconds),
    );
}

fn mv(svc: &Service, who: &User, channel: &ChannelId, text: &str) -> Reply {
    ok(svc.handle(who, channel, Command::Move(text.into())))
}

fn notify(svc: &Service, who: &User, on: bool, events: &[NotifyEvent]) -> Reply {
    ok(svc.handle(
        who,
        &ChannelId::new(Platform::Console, "anywhere"),
        Command::Notify {
            on: Some(on),
            events: events.to_vec(),
        },
    ))
}

fn premove(svc: &Service, who: &User, channel: &ChannelId, action: PremoveAction) -> Reply {
    svc.handle(who, channel, Command::Premove { game: None, action })
}

fn line(moves: &str) -> PremoveAction {
    PremoveAction::Add(moves.split_whitespace().map(str::to_string).collect())
}

#[test]
fn direct_messages_go_only_to_who_asked_and_only_in_correspondence_games() {
    let (svc, clock, store) = service_and_store();
    let ch = ChannelId::new(Platform::Discord, "42");
    // Off by default: nothing is sent, and the settings say so.
    let shown = ok(svc.handle(
        &bob(),
        &ch,
        Command::Notify {
            on: None,
            events: vec![],
        },
    ));
    assert!(shown.private);
    assert_eq!(shown.says, ["NotifySettings"]);
    assert_eq!(
        store.notify_settings(&bob().id).unwrap(),
        NotifySet::default()
    );
    begin(&svc, &ch, 2 * HOUR);
    assert!(mv(&svc, &ann(), &ch, "e2e4").direct.is_empty());

    // Bob turns them on; Ann only results.
    let saved = notify(&svc, &bob(), true, &[]);
    assert_eq!(saved.says, ["NotifySettings"]);
    assert_eq!(store.notify_settings(&bob().id).unwrap(), NotifySet::ALL);
    notify(&svc, &ann(), true, &[NotifyEvent::Result]);
    mv(&svc, &bob(), &ch, "e7e5");
    let moved = mv(&svc, &ann(), &ch, "g1f3");
    assert_eq!(moved.direct.len(), 1, "only Bob asked for his move");
    let dm = &moved.direct[0];
    assert_eq!(dm.user, bob().id);
    assert_eq!(dm.says, ["YourMoveDirect"]);
    assert!(
        dm.text.contains("<#42>"),
        "a jump link to the game: {}",
        dm.text
    );
    assert!(dm.image.is_some(), "the board comes with it");

    // The reminder comes to Bob directly too.
    clock.advance(2 * 3600 - 30 * 60 + 1);
    let notices = svc.clockwork().tick();
    let reminder = notices
        .iter()
        .find(|n| n.reply.says == ["Reminder"])
        .expect("a reminder");
    assert_eq!(reminder.reply.direct.len(), 1);
    assert_eq!(reminder.reply.direct[0].says, ["ReminderDirect"]);

    // Bob turns reminders off; his time runs out: the result goes to both (Ann asked for
    // results, Bob for everything), the board with it.
    notify(&svc, &bob(), false, &[NotifyEvent::Reminder]);
    clock.advance(3600);
    let notices = svc.clockwork().tick();
    let lost = notices
        .iter()
        .find(|n| outcome(&n.reply) == won(Color::White, Reason::Timeout))
        .expect("a loss on time");
    let mut told: Vec<&str> = lost.reply.direct.iter().map(|d| d.user.key()).collect();
    told.sort();
    assert_eq!(told, ["ann", "bob"]);
    let result = &lost.reply.direct[0];
    assert_eq!(result.says[0], "EndedDirect");
    assert!(result.image.is_some());

    // A fast game (under an hour per move): no message for moves, none for its result.
    let fast = ChannelId::new(Platform::Discord, "43");
    begin(&svc, &fast, 600);
    assert!(mv(&svc, &ann(), &fast, "e2e4").direct.is_empty());
    let resigned = ok(svc.handle(&bob(), &fast, Command::Resign));
    assert!(resigned.direct.is_empty());

    // A challenge reaches Bob however fast the game.
    let other = ChannelId::new(Platform::Discord, "44");
    let challenged = ok(svc.handle(&ann(), &other, challenge(Variant::Suction, &bob(), 600)));
    assert_eq!(challenged.direct.len(), 1);
    assert_eq!(challenged.direct[0].says, ["ChallengedYou"]);
    // Accepting tells Ann (White, results only) nothing; Bob's own move comes later.
    let started = ok(svc.handle(&bob(), &other, Command::Accept(None)));
    assert!(started.direct.is_empty());
}

#[test]
fn a_conditional_move_is_told_whole_whatever_the_players_are_called() {
    // Names with ". " in them: the reply is worded from what happened, never cut at a
    // sentence's end.
    let (svc, _clock) = service();
    let (ann, bob) = (
        User::new(UserId::new(Platform::Console, "ann"), "Dr. Ann. E."),
        User::new(UserId::new(Platform::Console, "bob"), "B. Bob"),
    );
    let ch = ChannelId::new(Platform::Console, "c");
    ok(svc.handle(&ann, &ch, challenge(Variant::Standard, &bob, 3 * 24 * HOUR)));
    ok(svc.handle(&bob, &ch, Command::Accept(None)));
    mv(&svc, &ann, &ch, "e2e4");
    ok(premove(&svc, &ann, &ch, line("e7e5 g1f3")));
    let played = mv(&svc, &bob, &ch, "e7e5");
    assert_eq!(played.then.len(), 1, "{}", played.text);
    assert_eq!(
        played.then[0].text,
        "Dr. Ann. E. (White) played Nf3, a conditional move. B. Bob (Black) to move, 3 days left."
    );
}

#[test]
fn conditional_moves_are_played_at_once_and_cleared_by_a_move_no_line_expects() {
    let (svc, _clock, store) = service_and_store();
    let ch = ChannelId::new(Platform::Console, "c");
    begin(&svc, &ch, 3 * 24 * HOUR);
    mv(&svc, &ann(), &ch, "e2e4");
    // It is Bob's move: Ann plans two lines.
    let stored = ok(premove(&svc, &ann(), &ch, line("e7e5 g1f3 b8c6 f1b5")));
    assert!(stored.private, "only the owner sees them");
    assert_eq!(stored.says, ["PremoveStored"]);
    let board = ok(svc.handle(&ann(), &ch, Command::Board));
    let game = board.game.unwrap().id;
    let lines = || -> Vec<(u32, String)> {
        let rows = store.premoves(game).unwrap().into_iter();
        rows.map(|p| (p.from_ply, p.moves.join(" "))).collect()
    };
    assert_eq!(lines(), [(1, "e7e5 g1f3 b8c6 f1b5".to_string())]);
    ok(premove(&svc, &ann(), &ch, line("c7c5 g1f3")));
    // Checked with the rules when stored; one answer per move; not on one's own move.
    refused(premove(&svc, &ann(), &ch, line("e7e5 e1e3")), "LineIllegal");
    refused(
        premove(&svc, &ann(), &ch, line("e7e5 d2d4")),
        "LineConflict",
    );
    refused(premove(&svc, &ann(), &ch, line("e7e5")), "LineNotInPairs");
    refused(premove(&svc, &bob(), &ch, line("d2d4 d7d5")), "YourMoveNow");
    refused(
        premove(
            &svc,
            &User::new(UserId::new(Platform::Console, "eve"), "Eve"),
            &ch,
            line("e7e5 g1f3"),
        ),
        "NotAPlayer",
    );
    // Bob does not see Ann's lines.
    let bobs = ok(premove(&svc, &bob(), &ch, PremoveAction::List));
    assert!(bobs.text.contains("no conditional moves"), "{}", bobs.text);

    // Bob plays e7e5: g1f3 follows at once, as its own move, telling Bob it is his move.
    let played = mv(&svc, &bob(), &ch, "e7e5");
    assert_eq!(played.then.len(), 1, "{}", played.text);
    let answer = &played.then[0];
    assert_eq!(last_move(answer), Some("g1f3"));
    assert_eq!(answer.mentions, vec![bob().id]);
    assert!(answer.image.is_some());
    assert_eq!(answer.game.as_ref().unwrap().ply, 3);
    // The line goes on; the other line (c7c5) is gone.
    assert_eq!(lines(), [(3, "b8c6 f1b5".to_string())]);

    // A move the line does not expect clears it, and nothing is played.
    let other = mv(&svc, &bob(), &ch, "g8f6");
    assert!(other.then.is_empty());
    assert_eq!(lines(), []);

    // Clear removes them; the board stands where the moves left it.
    ok(premove(&svc, &bob(), &ch, PremoveAction::Clear));
    mv(&svc, &ann(), &ch, "b1c3");
    ok(premove(&svc, &ann(), &ch, line("f8c5 f3e5")));
    assert_eq!(lines().len(), 1);
    let cleared = ok(premove(&svc, &ann(), &ch, PremoveAction::Clear));
    assert_eq!(
        (cleared.says.as_slice(), lines()),
        (&["PremovesCleared"][..], vec![])
    );
    assert!(mv(&svc, &bob(), &ch, "f8c5").then.is_empty());
    let board = ok(svc.handle(&ann(), &ch, Command::Board));
    assert_eq!(board.game.unwrap().to_move, Color::White);
}

#[test]
fn a_move_left_unanswered_by_a_stopped_process_is_answered_by_the_tick_after_a_restart() {
    let path = scratch_target("premove-restart");
    let clock = Arc::new(ManualClock::new(T0));
    let ch = ChannelId::new(Platform::Console, "c");
    {
        let store = Arc::new(Store::connect(&path).unwrap());
        let svc = Service::new(store.clone(), clock.clone());
        begin(&svc, &ch, 3 * 24 * HOUR);
        mv(&svc, &ann(), &ch, "e2e4");
        ok(premove(&svc, &ann(), &ch, line("e7e5 g1f3")));
        // Bob's move is stored, and the process stops before answering it.
        let row = store.active_game(&ch).unwrap().unwrap();
        let mut game = Game::new(Position::from_fen(Variant::Standard, &row.fen).unwrap());
        game.play("e7e5").unwrap();
        let stored = store
            .apply_move(
                None,
                &MoveWrite {
                    clock: None,
                    game_id: row.id,
                    expected_ply: row.ply,
                    fen_before: &row.fen,
                    notation: "e7e5",
                    fen_after: &game.position().fen(),
                    now: clock.now(),
                    deadline: Some(clock.now() + 3 * DAY),
                    remind_at: None,
                    ending: None,
                },
            )
            .unwrap();
        // Stored, and it says that a line waits for it.
        assert_eq!(stored.map(|s| s.premoves), Some(true));
    }
    let svc = Service::new(Store::connect(&path).unwrap(), clock.clone());
    // Right after the move the mover's own request would answer it: the tick leaves it.
    assert!(svc.clockwork().tick().is_empty());
    clock.advance(31);
    let notices = svc.clockwork().tick();
    assert_eq!(
        notices.len(),
        1,
        "{:?}",
        notices.iter().map(|n| &n.reply.text).collect::<Vec<_>>()
    );
    assert_eq!(notices[0].channel, ch);
    assert_eq!(last_move(&notices[0].reply), Some("g1f3"));
    // Once only.
    clock.advance(31);
    assert!(svc.clockwork().tick().is_empty());
    let board = ok(svc.handle(&ann(), &ch, Command::Board));
    assert_eq!(board.game.unwrap().to_move, Color::Black);
}

/// The line of `games` about the game in `channel`.
fn games_line(svc: &Service, who: &User, channel: &str) -> String {
    let games = ok(svc.handle(who, &ChannelId::new(Platform::Console, "x"), Command::Games));
    games
        .text
        .lines()
        .find(|l| l.contains(&format!(" in {channel} ")))
        .unwrap_or_else(|| panic!("no line for {channel} in {}", games.text))
        .to_string()
}

/// The seconds left to the player to move in `channel`, as its board says.
fn left(svc: &Service, channel: &str) -> Option<i64> {
    let board = svc.handle(
        &eve(),
        &ChannelId::new(Platform::Console, channel),
        Command::Board,
    );
    ok(board).game?.seconds_left
}

fn vacation(svc: &Service, who: &User, action: VacationAction) -> Reply {
    svc.handle(
        who,
        &ChannelId::new(Platform::Console, "x"),
        Command::Vacation(action),
    )
}

#[test]
fn a_vacation_stops_the_clocks_of_correspondence_games_across_a_restart() {
    let path = scratch_target("vacation");
    let clock = Arc::new(ManualClock::new(T0));
    let (slow, fast, later) = (
        ChannelId::new(Platform::Console, "slow"),
        ChannelId::new(Platform::Console, "fast"),
        ChannelId::new(Platform::Console, "later"),
    );
    {
        let svc = Service::new(Store::connect(&path).unwrap(), clock.clone());
        begin(&svc, &slow, 24 * HOUR);
        begin(&svc, &fast, 600);
        begin(&svc, &later, 3 * 24 * HOUR);
        mv(&svc, &ann(), &slow, "e2e4");
        mv(&svc, &ann(), &fast, "e2e4");
        let away = ok(vacation(&svc, &bob(), VacationAction::Start(7)));
        assert!(away.private);
        assert_eq!(away.says, ["VacationStarted"]);
        // Opponents see it, on the board and in their games.
        let board = ok(svc.handle(&ann(), &slow, Command::Board));
        let until = Time::from_unix(T0) + 7 * DAY;
        assert_eq!(board.board.unwrap().away, [("Bob".to_string(), until)]);
        assert!(games_line(&svc, &ann(), "slow").contains("Bob is on vacation until"));
        assert!(!games_line(&svc, &ann(), "fast").contains("vacation"));
        refused(
            vacation(&svc, &bob(), VacationAction::Start(1)),
            "OnVacationUntil",
        );
    }
    // A restart: all of it is in the database.
    let store = Arc::new(Store::connect(&path).unwrap());
    let svc = Service::new(store.clone(), clock.clone());
    clock.advance(2 * DAY);
    let notices = svc.clockwork().tick();
    let texts: Vec<&str> = notices.iter().map(|n| n.reply.text.as_str()).collect();
    // The fast game is not paused: Bob lost it on time. The slow one waits, unreminded.
    assert!(
        notices
            .iter()
            .any(|n| n.channel == fast
                && outcome(&n.reply).is_some_and(|o| o.reason == Reason::Timeout)),
        "{texts:?}"
    );
    assert!(notices.iter().all(|n| n.channel != slow), "{texts:?}");
    assert_eq!(left(&svc, "slow"), Some(6 * DAY));
    // A clock that starts while Bob is away starts when he is back: 5 days + 3 days.
    mv(&svc, &ann(), &later, "d2d4");
    assert_eq!(left(&svc, "later"), Some(8 * DAY));

    // Back early, after two days: each deadline moved by exactly the time away.
    let back = ok(vacation(&svc, &bob(), VacationAction::End));
    assert_eq!(back.says, ["VacationEnded"]);
    let start = Time::from_unix(T0);
    assert_eq!(
        store.vacations_since(&bob().id, start).unwrap(),
        [VacationRow {
            started_at: start,
            until: start + 2 * DAY
        }],
        "seven days asked, two taken"
    );
    assert_eq!(left(&svc, "slow"), Some(DAY));
    assert_eq!(left(&svc, "later"), Some(3 * DAY));
    assert!(!games_line(&svc, &ann(), "slow").contains("vacation"));
    refused(vacation(&svc, &bob(), VacationAction::End), "NotOnVacation");
    refused(
        vacation(&svc, &bob(), VacationAction::Start(29)),
        "VacationDaysLeft",
    );
    refused(
        vacation(&svc, &bob(), VacationAction::Start(0)),
        "VacationLength",
    );

    // The clock runs again: the reminder, then the loss on time, come as ever.
    clock.advance(DAY - 3 * 3600);
    assert!(svc
        .clockwork()
        .tick()
        .iter()
        .any(|n| n.channel == slow && n.reply.says == ["Reminder"]));
    clock.advance(3 * 3600);
    assert!(svc.clockwork().tick().iter().any(
        |n| n.channel == slow && outcome(&n.reply).is_some_and(|o| o.reason == Reason::Timeout)
    ));
}

#[test]
fn leaderboards_rank_the_players_of_a_server_unless_global() {
    let (svc, _clock) = service();
    let [carl, dan] = [
        User::new(UserId::new(Platform::Console, "carl"), "Carl"),
        User::new(UserId::new(Platform::Console, "dan"), "Dan"),
    ];
    let play = |server: &str, white: &User, black: &User, channel: &str| {
        let ch = ChannelId::new(Platform::Console, channel);
        let terms = challenge(Variant::Standard, black, 600);
        ok(in_server(&svc, (white, server), &ch, terms));
        ok(in_server(&svc, (black, server), &ch, Command::Accept(None)));
        ok(in_server(&svc, (black, server), &ch, Command::Resign));
    };
    play("s1", &ann(), &bob(), "one");
    play("s2", &carl, &dan, "two");
    play("s2", &carl, &dan, "three");
    let ratings = |who: &User, server: &str, variant: Option<Variant>, global: bool| {
        let x = ChannelId::new(Platform::Console, "x");
        ok(in_server(
            &svc,
            (who, server),
            &x,
            Command::Ratings { variant, global },
        ))
        .text
    };
    let here = ratings(&ann(), "s1", Some(Variant::Standard), false);
    assert!(here.contains("among this server's players"), "{here}");
    assert!(here.contains("1. Ann") && here.contains("2. Bob"), "{here}");
    assert!(!here.contains("Carl") && !here.contains("Dan"), "{here}");
    let everyone = ratings(&ann(), "s1", Some(Variant::Standard), true);
    assert!(
        everyone.contains("1. Carl") && everyone.contains("Dan") && everyone.contains("Ann"),
        "{everyone}"
    );
    let there = ratings(&dan, "s2", Some(Variant::Standard), false);
    assert!(
        !there.contains("Ann") && there.contains("2. Dan"),
        "{there}"
    );
    // One's own ratings with one's rank, here and everywhere.
    let mine = ratings(&ann(), "s1", None, false);
    assert!(
        mine.contains("Standard Chess") && mine.contains("#1 of 2"),
        "{mine}"
    );
    let mine_everywhere = ratings(&ann(), "s1", None, true);
    assert!(mine_everywhere.contains("#2 of 4"), "{mine_everywhere}");
    // The ratings themselves are one per player: Ann's is the same in both lists.
    let rating = |text: &str| {
        text.lines()
            .find(|l| l.contains("Ann"))
            .and_then(|l| l.split_whitespace().find(|w| w.parse::<u32>().is_ok()))
            .map(str::to_string)
    };
    assert_eq!(rating(&here), rating(&everyone));
}

#[test]
fn the_result_sent_directly_links_the_game_page_when_pages_are_linked() {
    let store = stores::scratch_store();
    let svc = Service::with(
        store,
        Arc::new(ManualClock::new(T0)),
        Settings::default().linking_pages_at("https://kibitz.example.org/"),
    );
    let ch = ChannelId::new(Platform::Discord, "77");
    begin(&svc, &ch, DAY as u64);
    notify(&svc, &ann(), true, &[NotifyEvent::Result]);
    let resigned = ok(svc.handle(&bob(), &ch, Command::Resign));
    let link = resigned
        .text
        .lines()
        .find_map(|l| l.strip_prefix("Game page: https://kibitz.example.org/game/"))
        .unwrap_or_else(|| panic!("{}", resigned.text));
    assert_eq!(link.len(), 32, "{link}");
    let [dm] = &resigned.direct[..] else {
        panic!("{:?}", resigned.direct);
    };
    assert_eq!(dm.says, ["EndedDirect", "PageLink"]);
    assert!(
        dm.text.ends_with(&format!(
            "\nGame page: https://kibitz.example.org/game/{link}"
        )),
        "{}",
        dm.text
    );
}
