//! `analysis` through the service: only of finished games, judged as lichess judges, its
//! pictures, kept once and read back (not recomputed), and its notes in the game's PGN.

use crate::support::players::{ann, bob, eve, fools_mate, ok, refused, start, watched, T0};
use crate::support::stores::scratch_store;
use kibitz::game::{ChannelId, Command, FileKind, ManualClock, Service, Settings};
use kibitz::game::{GameId, Platform};
use kibitz::rules::Variant;
use kibitz::store::Store;
use std::sync::{Arc, Mutex};

/// A small budget keeps the tests quick; the analysis is the same at any budget in kind.
const NODES: u64 = 2_000;

fn service(store: &Arc<Store>, nodes: u64) -> Service {
    let settings = Settings::default().analysing_at(nodes);
    Service::with(store.clone(), Arc::new(ManualClock::new(T0)), settings)
}

#[test]
fn an_analysis_is_only_of_a_game_that_has_ended() {
    let store = Arc::new(scratch_store());
    let svc = service(&store, NODES);
    let ch = ChannelId::new(Platform::Console, "early");
    refused(
        svc.handle(&ann(), &ch, Command::Analysis(None)),
        "NoFinishedGameHere",
    );
    start(&svc, &ch, Variant::Standard);
    ok(svc.handle(&ann(), &ch, Command::Move("e2e4".into())));
    // Neither the game here nor the game named: that would be help during play.
    refused(
        svc.handle(&bob(), &ch, Command::Analysis(None)),
        "NoFinishedGameHere",
    );
    refused(
        svc.handle(&bob(), &ch, Command::Analysis(Some(GameId(1)))),
        "StillPlayed",
    );
    refused(
        svc.handle(&bob(), &ch, Command::Analysis(Some(GameId(99)))),
        "NoSuchGameHere",
    );
    ok(svc.handle(&bob(), &ch, Command::Resign));
    // A game of another channel is named by its players only.
    let elsewhere = ChannelId::new(Platform::Console, "elsewhere");
    refused(
        svc.handle(&eve(), &elsewhere, Command::Analysis(Some(GameId(1)))),
        "NoSuchGameHere",
    );
    ok(svc.handle(&bob(), &elsewhere, Command::Analysis(Some(GameId(1)))));
    // A game resigned before its first move has nothing to analyse.
    let empty = ChannelId::new(Platform::Console, "empty");
    start(&svc, &empty, Variant::Standard);
    ok(svc.handle(&ann(), &empty, Command::Resign));
    refused(
        svc.handle(&ann(), &empty, Command::Analysis(None)),
        "NothingToAnalyse",
    );
    assert_eq!(
        store.analysis(GameId(2)).unwrap(),
        None,
        "a refusal keeps nothing"
    );
}

#[test]
fn the_fools_mate_is_judged_with_its_better_move_its_graph_and_its_key_moment() {
    let store = Arc::new(scratch_store());
    let svc = service(&store, NODES);
    let ch = ChannelId::new(Platform::Console, "fools");
    fools_mate(&svc, &ch);
    let progress = Mutex::new(Vec::new());
    let reply = ok(watched(
        &svc,
        (&eve(), &ch),
        Command::Analysis(None),
        &|text| progress.lock().unwrap().push(text),
    ));
    let text = &reply.text;
    assert_eq!(reply.says, ["Analysis"]);
    assert_eq!(store.analysis(GameId(1)).unwrap().unwrap().nodes, NODES);
    // Bob played good moves; Ann's blunder costs her (the judgement of each move is read
    // from the record below, where a program reads it).
    let accuracy = text.lines().find(|l| l.starts_with("Accuracy:")).unwrap();
    let percent = |who: &str| -> f64 {
        let after = accuracy.split(who).nth(1).unwrap();
        after
            .trim_start()
            .split('%')
            .next()
            .unwrap()
            .parse()
            .unwrap()
    };
    assert!(percent("Ann (White)") < 50.0, "{accuracy}");
    assert!(percent("Bob (Black)") > 90.0, "{accuracy}");
    // Five positions searched, each told.
    let told = progress.lock().unwrap().clone();
    assert_eq!(told.len(), 5, "{told:?}");
    assert!(told.contains(&"Analysing game 1: 5 of 5 positions searched…".to_string()));
    // The graph and the key moment's board, named and described.
    let names: Vec<&str> = reply.files.iter().map(|f| f.file_name.as_str()).collect();
    assert_eq!(names, ["game-1-analysis.png", "game-1-key-moment.png"]);
    assert!(matches!(
        reply.files[0].kind,
        FileKind::Png {
            width: 720,
            height: 280
        }
    ));
    assert!(reply.files.iter().all(|f| f.bytes.starts_with(b"\x89PNG")));
    // The record carries the evaluations and the blunder's mark.
    let history = ok(svc.handle(&ann(), &ch, Command::History));
    let pgn = String::from_utf8(history.files[0].bytes.clone()).unwrap();
    // The blunder marked ($4); 1. f3, a weak first move, less than a blunder; Black's moves
    // not judged. Lichess calls 1. f3 an inaccuracy ($6); Kibitz calls it a mistake ($2), at
    // this budget as at the shipped one (100,000 nodes, the engine before the fitted terms
    // too): its steepness for standard chess (accuracy.rs) is 1.8 times lichess's, which
    // turns the same loss into nearly twice the loss of winning chances.
    assert!(
        pgn.contains("2. g4 $4 { [%eval #-1] } 2... Qh4# 0-1"),
        "{pgn}"
    );
    assert_eq!(pgn.matches(" $4").count(), 1, "{pgn}");
    assert!(
        [
            "1. f3 { [%eval ",
            "1. f3 $6 { [%eval ",
            "1. f3 $2 { [%eval "
        ]
        .iter()
        .any(|judged| pgn.contains(judged)),
        "{pgn}"
    );
    assert!(pgn.contains("1... e5 { [%eval "), "{pgn}");
    assert_eq!(
        pgn.matches(" $2").count(),
        usize::from(pgn.contains("1. f3 $2")),
        "no mistake besides: {pgn}"
    );
    let export = ok(svc.handle(&ann(), &ch, Command::Export));
    let exported = String::from_utf8(export.files[0].bytes.clone()).unwrap();
    assert!(exported.contains("2. g4 $4 { [%eval #-1] }"), "{exported}");
}

#[test]
fn an_analysis_is_kept_and_read_back_not_computed_again() {
    let store = Arc::new(scratch_store());
    let svc = service(&store, NODES);
    let ch = ChannelId::new(Platform::Console, "kept");
    fools_mate(&svc, &ch);
    let first = ok(svc.handle(&ann(), &ch, Command::Analysis(None)));
    let kept = store.analysis(GameId(1)).unwrap().expect("kept");
    assert_eq!(kept.nodes, NODES);
    // Another process with another budget reads the kept one: same words, nothing searched.
    let other = service(&store, 50_000);
    let searched = Mutex::new(0);
    let again = ok(watched(
        &other,
        (&bob(), &ch),
        Command::Analysis(Some(GameId(1))),
        &|_| *searched.lock().unwrap() += 1,
    ));
    assert_eq!(again.text, first.text);
    assert_eq!(*searched.lock().unwrap(), 0, "nothing was searched again");
    assert_eq!(store.analysis(GameId(1)).unwrap(), Some(kept));
}

#[test]
fn the_same_game_analysed_twice_at_once_is_kept_once_and_told_alike() {
    let store = Arc::new(scratch_store());
    let svc = Arc::new(service(&store, NODES));
    let ch = ChannelId::new(Platform::Console, "twice");
    fools_mate(&svc, &ch);
    let replies: Vec<String> = std::thread::scope(|s| {
        let asks: Vec<_> = [ann(), bob()]
            .into_iter()
            .map(|who| {
                let (svc, ch) = (svc.clone(), ch.clone());
                s.spawn(move || ok(svc.handle(&who, &ch, Command::Analysis(None))).text)
            })
            .collect();
        asks.into_iter().map(|a| a.join().unwrap()).collect()
    });
    assert_eq!(replies[0], replies[1]);
    // And a fresh database analysing the same game at the same budget says the same.
    let fresh = Arc::new(scratch_store());
    let elsewhere = service(&fresh, NODES);
    fools_mate(&elsewhere, &ch);
    let repeated = ok(elsewhere.handle(&eve(), &ch, Command::Analysis(None)));
    assert_eq!(
        repeated.text, replies[0],
        "the same budget gives the same analysis"
    );
}
