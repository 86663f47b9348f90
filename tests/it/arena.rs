//! `kibitz match`: pairs of games until the sequential test decides, engines over UCI, the
//! games recorded, and a match killed mid-game carried on from its ledger.

use crate::support::command::{kibitz, stdout};
use std::process::Command;
use std::time::{Duration, Instant};

#[test]
fn a_match_plays_pairs_of_games_until_the_sprt_decides() {
    let out = stdout(&kibitz(&[
        "match",
        "--variant",
        "giveandtake",
        "--engine",
        "greedy",
        "--engine",
        "random",
        "--games",
        "60",
        "--sprt",
        "0,50",
        "--seed",
        "5",
    ]));
    let last = out.lines().last().unwrap_or_default();
    assert!(
        last.starts_with("match giveandtake: greedy vs random: ")
            && last.ends_with(": H1 accepted"),
        "{out}"
    );
    let games = out.lines().filter(|l| l.starts_with("game ")).count();
    assert!(games < 60 && games % 2 == 0, "{out}");
    // Each opening is played with both colours.
    assert!(out.contains(": greedy vs random: ") && out.contains(": random vs greedy: "));

    // This build over UCI, against the engine in process, each move timed, the games kept.
    let record = std::env::temp_dir().join(format!("kibitz-record-{}.txt", std::process::id()));
    let out = stdout(&kibitz(&[
        "match",
        "--variant",
        "tradeup",
        "--engine",
        "kibitz,movetime=20,name=uci",
        "--engine",
        "engine:1",
        "--games",
        "2",
        "--record",
        record.to_str().unwrap(),
    ]));
    assert!(
        out.contains("match tradeup: uci vs engine:1: 2 games, uci +"),
        "{out}"
    );
    assert!(out.contains("time uci: "), "{out}");
    assert!(!out.contains("illegal"), "{out}");
    // A line of moves per game, as long as the game the match told of.
    let recorded = std::fs::read_to_string(&record).unwrap();
    std::fs::remove_file(&record).ok();
    let told: Vec<usize> = out
        .lines()
        .filter(|l| l.starts_with("game "))
        .map(|l| {
            l.rsplit(" in ")
                .next()
                .unwrap()
                .trim_end_matches(" plies")
                .parse()
                .unwrap()
        })
        .collect();
    let kept: Vec<usize> = recorded.lines().map(|l| l.split(' ').count()).collect();
    assert_eq!(kept, told, "{recorded}");

    for (engine, says) in [
        ("engine:0", "engine:<1-8>"),
        ("uci:/no/such/engine", "cannot start /no/such/engine"),
    ] {
        let bad = kibitz(&[
            "match",
            "--variant",
            "standard",
            "--engine",
            engine,
            "--engine",
            "random",
            "--games",
            "2",
        ]);
        assert!(!bad.status.success());
        let why = String::from_utf8_lossy(&bad.stderr);
        assert!(why.contains(says), "{why}");
    }
}

#[test]
fn a_match_killed_mid_game_carries_on_from_its_ledger() {
    let ledger = std::env::temp_dir().join(format!("kibitz-ledger-{}.txt", std::process::id()));
    std::fs::remove_file(&ledger).ok();
    let args = [
        "match",
        "--variant",
        "suction",
        "--engine",
        "kibitz,movetime=10,name=uci",
        "--engine",
        "engine:1",
        "--games",
        "16",
        "--concurrency",
        "2",
        "--resume",
        ledger.to_str().unwrap(),
    ];
    let pairs_kept = || {
        std::fs::read_to_string(&ledger)
            .unwrap_or_default()
            .lines()
            .filter(|l| l.starts_with("pair "))
            .count()
    };
    let mut first = Command::new(env!("CARGO_BIN_EXE_kibitz"))
        .args(args)
        .stdout(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let began = Instant::now();
    while pairs_kept() < 2 && began.elapsed() < Duration::from_secs(120) {
        std::thread::sleep(Duration::from_millis(20));
    }
    first.kill().unwrap();
    first.wait().unwrap();
    let before = pairs_kept();
    assert!(
        (2..8).contains(&before),
        "{before} pairs kept before the kill"
    );

    let out = stdout(&kibitz(&args));
    assert!(out.starts_with("carried on from "), "{out}");
    let played = out.lines().filter(|l| l.starts_with("game ")).count();
    assert_eq!(played, 16 - 2 * before, "{out}");
    assert!(
        out.contains("match suction: uci vs engine:1: 16 games, uci +"),
        "{out}"
    );
    assert_eq!(pairs_kept(), 8);
    // More games asked of the same match (more openings made): only the new ones are played.
    let mut more = args.to_vec();
    more[8] = "20";
    let out = stdout(&kibitz(&more));
    let played = out.lines().filter(|l| l.starts_with("game ")).count();
    assert_eq!(played, 4, "{out}");
    assert!(out.contains(": 20 games, uci +"), "{out}");
    assert_eq!(pairs_kept(), 10);
    // Another match's settings: refused, the ledger kept as it was.
    let mut other = args.to_vec();
    other.extend(["--seed", "2"]);
    let refused = kibitz(&other);
    assert!(!refused.status.success());
    let why = String::from_utf8_lossy(&refused.stderr);
    assert!(why.contains("the ledger of another match"), "{why}");
    assert_eq!(pairs_kept(), 10);
    std::fs::remove_file(&ledger).ok();
}
