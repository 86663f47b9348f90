//! Chess clocks (`clock:1+2`): each side's time spent with each move and its increment added,
//! a move after the flag refused, the game lost on time at the flag, and the time given back
//! after Kibitz was down.

use kibitz::game::{
    ChannelId, ColorChoice, Command, Opponent, Platform, Reply, Service, TimeControl, TimePerMove,
    User,
};
use kibitz::rules::{Color, Reason, Variant};
use kibitz::store::Store;

use crate::support::players::*;
use crate::support::stores::scratch_target;
use kibitz::game::ManualClock;
use std::sync::Arc;

/// A game of standard chess on the clock `control` between Ann (White, who challenges) and
/// Bob: the reply that began it.
fn begin_on_clock(svc: &Service, ch: &ChannelId, control: &str) -> Reply {
    ok(svc.handle(
        &ann(),
        ch,
        Command::Challenge {
            variant: Variant::Standard,
            opponent: Opponent::Person(bob()),
            color: ColorChoice::White,
            time: TimePerMove::DEFAULT,
            clock: Some(TimeControl::parse(control).unwrap()),
            rated: true,
        },
    ));
    ok(svc.handle(&bob(), ch, Command::Accept(None)))
}

fn mv(svc: &Service, ch: &ChannelId, who: &User, text: &str) -> Reply {
    svc.handle(who, ch, Command::Move(text.into()))
}

/// What each side has left as the store keeps it, [White, Black], in milliseconds.
fn stored_clocks(store: &Store, ch: &ChannelId) -> [i64; 2] {
    let row = store.latest_game(ch).unwrap().unwrap();
    row.clock.expect("a game on a clock").left_ms
}

#[test]
fn each_move_spends_the_movers_time_adds_the_increment_and_the_flag_loses() {
    let (svc, clock, store) = service_and_store();
    let ch = ChannelId::new(Platform::Console, "blitz");
    let begun = begin_on_clock(&svc, &ch, "1+2");
    assert!(begun.text.contains("1+2 on the clock"), "{}", begun.text);
    assert_eq!(begun.game.as_ref().unwrap().clocks, Some([60_000, 60_000]));
    clock.advance(10);
    let played = ok(mv(&svc, &ch, &ann(), "e4"));
    assert_eq!(stored_clocks(&store, &ch), [52_000, 60_000]);
    assert_eq!(played.game.as_ref().unwrap().clocks, Some([52_000, 60_000]));
    assert!(
        played.text.contains("Bob (Black) to move, 1:00 left."),
        "{}",
        played.text
    );
    clock.advance(30);
    ok(mv(&svc, &ch, &bob(), "e5"));
    assert_eq!(stored_clocks(&store, &ch), [52_000, 32_000]);
    // Ann's 52 seconds run out: her move is refused, and nothing changes.
    clock.advance(52);
    let late = mv(&svc, &ch, &ann(), "Nf3");
    assert_eq!(late.refused, Some("OutOfTime"), "{}", late.text);
    let row = store.latest_game(&ch).unwrap().unwrap();
    assert_eq!((row.ply, row.finished), (2, false));
    // The clock's tick, at the second after the flag, ends the game: Bob wins on time.
    clock.advance(1);
    let notices = svc.clockwork().tick();
    assert_eq!(notices.len(), 1);
    assert_eq!(
        outcome(&notices[0].reply),
        won(Color::Black, Reason::Timeout)
    );
    assert!(
        notices[0].reply.text.contains("Ann ran out of time."),
        "{}",
        notices[0].reply.text
    );
    assert!(svc.clockwork().tick().is_empty());
    // The clocks stopped as they stood, Ann's at nothing.
    assert_eq!(stored_clocks(&store, &ch), [0, 32_000]);
    // The record says the clock as PGN readers take it.
    let export = ok(svc.handle(&ann(), &ch, Command::Export));
    let pgn = String::from_utf8(export.files[0].bytes.clone()).unwrap();
    assert!(pgn.contains("[TimeControl \"60+2\"]"), "{pgn}");
}

#[test]
fn the_clock_wakes_for_the_next_flag_and_not_before() {
    let (svc, clock, _) = service_and_store();
    let ch = ChannelId::new(Platform::Console, "flag");
    begin_on_clock(&svc, &ch, "3+0");
    // White's 180 seconds run from the start: the flag is due then (the second after).
    let until = svc.clockwork().until_flag().expect("a clock runs");
    assert!((180..=181).contains(&until.as_secs()), "{until:?}");
    clock.advance(100);
    ok(mv(&svc, &ch, &ann(), "d4"));
    // Now Black's, 180 seconds from now.
    svc.clockwork().tick();
    let until = svc.clockwork().until_flag().expect("a clock runs");
    assert!((180..=181).contains(&until.as_secs()), "{until:?}");
    clock.advance(179);
    assert!(svc.clockwork().tick().is_empty(), "not before the flag");
    clock.advance(2);
    assert_eq!(svc.clockwork().tick().len(), 1);
    assert_eq!(svc.clockwork().until_flag(), None);
}

#[test]
fn a_takeback_charges_the_side_that_was_to_move_and_restarts_the_others_clock() {
    let (svc, clock, store) = service_and_store();
    let ch = ChannelId::new(Platform::Console, "takeback");
    begin_on_clock(&svc, &ch, "5+3");
    clock.advance(20);
    ok(mv(&svc, &ch, &ann(), "e4"));
    assert_eq!(stored_clocks(&store, &ch), [283_000, 300_000]);
    clock.advance(10);
    ok(svc.handle(&ann(), &ch, Command::Takeback(kibitz::game::Answer::Offer)));
    clock.advance(5);
    ok(svc.handle(&bob(), &ch, Command::Takeback(kibitz::game::Answer::Accept)));
    // Bob thought 15 seconds; Ann's clock runs again from the takeback, with what she had.
    assert_eq!(stored_clocks(&store, &ch), [283_000, 285_000]);
    clock.advance(3);
    ok(mv(&svc, &ch, &ann(), "d4"));
    assert_eq!(stored_clocks(&store, &ch), [283_000, 285_000]);
}

#[test]
fn the_time_kibitz_was_down_is_given_back_to_the_running_clock() {
    let db = scratch_target("clock-downtime");
    let clock = Arc::new(ManualClock::new(T0));
    let ch = ChannelId::new(Platform::Console, "downtime");
    {
        let svc = Service::new(Store::connect(&db).unwrap(), clock.clone());
        begin_on_clock(&svc, &ch, "1+0");
        clock.advance(5);
        ok(mv(&svc, &ch, &ann(), "e4"));
        clock.advance(10);
        assert!(svc.clockwork().tick().is_empty());
    }
    // Down for an hour, far past Bob's flag: started again, his clock has what it had.
    clock.advance(3600);
    let store = Arc::new(Store::connect(&db).unwrap());
    let svc = Service::new(store.clone(), clock.clone());
    // A second process starting at the same moment gives nothing back again.
    let _other = Service::new(Store::connect(&db).unwrap(), clock.clone());
    assert!(svc.clockwork().tick().is_empty(), "nobody lost on time");
    let row = store.latest_game(&ch).unwrap().unwrap();
    let left = row
        .clock
        .unwrap()
        .left(Color::Black, Color::Black, clock_ms(&clock));
    assert_eq!(left, 50_000);
    // The clock runs on from there.
    clock.advance(51);
    let notices = svc.clockwork().tick();
    assert_eq!(
        outcome(&notices[0].reply),
        won(Color::White, Reason::Timeout)
    );
}

/// The controlled clock's time in milliseconds.
fn clock_ms(clock: &ManualClock) -> i64 {
    use kibitz::game::Clock;
    clock.now_ms()
}

#[test]
fn a_correspondence_clock_counts_days_and_reminds() {
    let (svc, clock, store) = service_and_store();
    let ch = ChannelId::new(Platform::Console, "days");
    let begun = begin_on_clock(&svc, &ch, "2d+1d");
    assert!(begun.text.contains("2d+1d on the clock"), "{}", begun.text);
    clock.advance(86_400);
    ok(mv(&svc, &ch, &ann(), "e4"));
    assert_eq!(stored_clocks(&store, &ch), [2 * 86_400_000, 2 * 86_400_000]);
    // Bob is reminded when a quarter of his time is left, as in a game with days per move.
    clock.advance(3 * 86_400 / 2 - 60);
    assert!(svc.clockwork().tick().is_empty());
    clock.advance(120);
    let notices = svc.clockwork().tick();
    assert_eq!(
        notices.len(),
        1,
        "{:?}",
        notices.iter().map(|n| &n.reply.text).collect::<Vec<_>>()
    );
    assert!(notices[0].reply.text.starts_with("Bob, it is your move"));
}
