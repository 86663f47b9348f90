//! The command-line contract of the spec: `perft`, `moves`, `position`.

use crate::support::command::{kibitz, stdout};

#[test]
fn perft_prints_the_count_on_the_last_line_and_divides_per_move() {
    let out = stdout(&kibitz(&["perft", "--variant", "standard", "--depth", "3"]));
    assert_eq!(out.lines().last(), Some("8902"));
    let out = stdout(&kibitz(&[
        "perft",
        "--variant",
        "tradeup",
        "--depth",
        "2",
        "--divide",
    ]));
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 17);
    assert_eq!(lines[16], "2256");
    let mut sum = 0;
    for line in &lines[..16] {
        let (mv, n) = line.split_once(' ').unwrap();
        assert!(mv.starts_with("P@"), "{line}");
        sum += n.parse::<u64>().unwrap();
    }
    assert_eq!(sum, 2256);
}

#[test]
fn perft_starts_from_a_fen_and_moves() {
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    let out = stdout(&kibitz(&[
        "perft",
        "--variant",
        "standard",
        "--depth",
        "2",
        "--fen",
        kiwipete,
    ]));
    assert_eq!(out.trim(), "2039");
    let out = stdout(&kibitz(&[
        "perft",
        "--variant",
        "swapper",
        "--depth",
        "1",
        "--moves",
        "V@d3",
    ]));
    assert_eq!(out.trim(), "8");
}

#[test]
fn moves_lists_one_legal_move_per_line_and_refuses_illegal_history() {
    let out = stdout(&kibitz(&[
        "moves",
        "--variant",
        "suction",
        "--moves",
        "e2e4 d7d5",
    ]));
    let moves: Vec<&str> = out.lines().collect();
    assert!(moves.contains(&"e4d5") && moves.contains(&"e4e5"));
    assert!(!moves.contains(&"e1e2"));

    let out = kibitz(&["moves", "--variant", "standard", "--moves", "e2e4 e2e4"]);
    assert!(!out.status.success());
    assert!(out.stdout.is_empty());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("move 2 'e2e4'") && err.contains("no piece on e2"),
        "{err}"
    );
}

#[test]
fn position_prints_one_json_object() {
    let out = stdout(&kibitz(&[
        "position",
        "--variant",
        "standard",
        "--moves",
        "f2f3 e7e5 g2g4 d8h4",
    ]));
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        json["fen"],
        "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"
    );
    assert_eq!(json["to_move"], "white");
    assert_eq!(json["legal_moves"], serde_json::json!([]));
    assert_eq!(json["result"]["winner"], "black");
    assert_eq!(json["result"]["reason"], "checkmate");

    let out = stdout(&kibitz(&["position", "--variant", "giveandtake"]));
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(json["result"], serde_json::Value::Null);
    assert_eq!(json["legal_moves"].as_array().unwrap().len(), 316);
    assert_eq!(json["to_move"], "white");
}

#[test]
fn moves_are_taken_and_printed_in_san_too() {
    // SAN and coordinates mixed in --moves; `moves --san` lists SAN.
    let out = stdout(&kibitz(&[
        "moves",
        "--variant",
        "standard",
        "--moves",
        "e4 e7e5 Nf3 Nc6 Bb5 a6",
        "--san",
    ]));
    let moves: Vec<&str> = out.lines().collect();
    assert!(moves.contains(&"Bxa6") && moves.contains(&"O-O") && moves.contains(&"Nxe5"));
    assert_eq!(moves.len(), 32, "{out}");
    // `position` gives each legal move's SAN in the order of legal_moves.
    let out = stdout(&kibitz(&[
        "position",
        "--variant",
        "standard",
        "--moves",
        "f3 e5 g4",
    ]));
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    let legal = json["legal_moves"].as_array().unwrap();
    let san = json["san"].as_array().unwrap();
    assert_eq!(legal.len(), san.len());
    let mate = legal.iter().position(|m| m == "d8h4").unwrap();
    assert_eq!(san[mate], "Qh4#");
    // The variants' own: a Swapper setup drop, a Trade-up placement.
    let out = stdout(&kibitz(&[
        "moves",
        "--variant",
        "swapper",
        "--moves",
        "V@d3",
        "--san",
    ]));
    assert!(
        out.lines().all(|m| m.starts_with("V@") && m.ends_with('6')),
        "{out}"
    );
    // A SAN that fits two moves is refused with both.
    let out = kibitz(&[
        "moves",
        "--variant",
        "standard",
        "--fen",
        "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1",
        "--moves",
        "Nd2",
    ]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("Nbd2 or Nfd2"), "{err}");
}

#[test]
fn bad_arguments_get_clear_errors() {
    let out = kibitz(&["moves", "--variant", "fairy"]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown variant 'fairy'"));
    let out = kibitz(&["moves", "--variant", "shrink", "--fen", "not a fen"]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot read FEN"));
}

#[test]
fn render_writes_a_png_of_the_requested_size() {
    let dir = std::env::temp_dir().join(format!("kibitz-cli-render-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let out = dir.join("board.png");
    let path = out.to_str().unwrap();
    let printed = stdout(&kibitz(&[
        "render",
        "--variant",
        "shrink",
        "--moves",
        "e2e4 a7a6 e4e5",
        "--size",
        "256",
        "--flip",
        "-o",
        path,
    ]));
    assert!(printed.contains("256x320"), "{printed}");
    let bytes = std::fs::read(&out).unwrap();
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n");
    let err = kibitz(&["render", "--variant", "standard", "--size", "9", "-o", path]);
    assert!(!err.status.success());
    assert!(String::from_utf8_lossy(&err.stderr).contains("--size"));
    // The words under the board (and the sides' names) in the language asked for.
    let in_language = |lang: &str| {
        let out = dir.join(format!("board-{lang}.png"));
        let args = [
            "render",
            "--variant",
            "standard",
            "--moves",
            "e2e4",
            "--lang",
            lang,
        ];
        stdout(&kibitz(
            &[&args[..], &["-o", out.to_str().unwrap()]].concat(),
        ));
        std::fs::read(&out).unwrap()
    };
    assert_ne!(in_language("en"), in_language("de"));
    assert_eq!(in_language("en"), in_language("english"));
    let err = kibitz(&[
        "render",
        "--variant",
        "standard",
        "--lang",
        "xx",
        "-o",
        path,
    ]);
    assert!(String::from_utf8_lossy(&err.stderr).contains("not a language Kibitz speaks"));
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn bestmove_prints_progress_then_the_move_on_the_last_line() {
    // Re1xe4 sucks Black's king to rank 1.
    let args = [
        "bestmove",
        "--variant",
        "suction",
        "--fen",
        "8/8/8/8/4k3/7K/8/4R3 w - - 0 1",
        "--nodes",
        "5000",
    ];
    let out = stdout(&kibitz(&args));
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.last(), Some(&"bestmove e1e4"));
    assert!(lines.len() >= 2, "{out}");
    for line in &lines[..lines.len() - 1] {
        let words: Vec<&str> = line.split(' ').collect();
        assert_eq!(
            [words[0], words[1], words[3], words[5], words[7], words[9]],
            ["info", "depth", "score", "nodes", "nps", "pv"],
            "{line}"
        );
        for number in [words[2], words[4], words[6], words[8]] {
            assert!(number.parse::<i64>().is_ok(), "{line}");
        }
    }
    // Levels are node budgets: the same seed gives the same move.
    let level = |seed: &str| {
        let out = stdout(&kibitz(&[
            "bestmove",
            "--variant",
            "shrink",
            "--moves",
            "e2e4 e7e5",
            "--level",
            "2",
            "--seed",
            seed,
        ]));
        out.lines().last().unwrap().to_string()
    };
    assert_eq!(level("7"), level("7"));
    assert!(level("7").starts_with("bestmove "));
}

#[test]
fn bestmove_refuses_a_finished_game_and_wants_one_budget() {
    let mated = kibitz(&[
        "bestmove",
        "--variant",
        "standard",
        "--moves",
        "f2f3 e7e5 g2g4 d8h4",
        "--nodes",
        "100",
    ]);
    assert!(!mated.status.success());
    let why = String::from_utf8_lossy(&mated.stderr);
    assert!(why.contains("the game is over"), "{why}");
    for budget in [
        &[][..],
        &["--nodes", "10", "--level", "3"][..],
        &["--level", "9"][..],
    ] {
        let mut args = vec!["bestmove", "--variant", "standard"];
        args.extend_from_slice(budget);
        let out = kibitz(&args);
        assert!(!out.status.success(), "{args:?}");
    }
}

fn fixture(name: &str) -> String {
    format!("{}/tests/dutch/{name}", env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn pair_prints_the_next_round_as_pairing_programs_do_and_checks_every_round() {
    let out = kibitz(&["pair", &fixture("bbp_dutch_2025_C5.trf")]);
    assert!(out.status.success());
    assert_eq!(stdout(&out), "3\n1 5\n3 2\n6 0\n");

    let out = kibitz(&["pair", "--check", &fixture("generated_21x9_s15.trf")]);
    assert!(out.status.success(), "{}", stdout(&out));
    assert!(stdout(&out).ends_with("9 of 9 rounds paired as the Dutch system pairs them\n"));

    // The last round with every colour swapped: no longer what the rules give.
    let text = std::fs::read_to_string(fixture("generated_21x9_s15.trf")).unwrap();
    let mut lines: Vec<String> = text
        .replace('\r', "\n")
        .lines()
        .map(str::to_string)
        .collect();
    for line in lines.iter_mut().filter(|l| l.starts_with("001")) {
        let at = 91 + 8 * 10 + 5;
        let swapped = match &line[at..at + 1] {
            "w" => "b",
            "b" => "w",
            other => other,
        }
        .to_string();
        line.replace_range(at..at + 1, &swapped);
    }
    let changed = std::env::temp_dir().join(format!("kibitz-pair-{}.trf", std::process::id()));
    std::fs::write(&changed, lines.join("\n")).unwrap();
    let out = kibitz(&["pair", "--check", changed.to_str().unwrap()]);
    std::fs::remove_file(&changed).unwrap();
    assert_eq!(out.status.code(), Some(1));
    let printed = String::from_utf8_lossy(&out.stdout);
    assert!(
        printed.contains("round 9 differs; as reported:"),
        "{printed}"
    );
    assert!(printed.ends_with("8 of 9 rounds paired as the Dutch system pairs them\n"));
}

#[test]
fn pair_says_which_line_of_a_bad_report_is_wrong() {
    let bad = std::env::temp_dir().join(format!("kibitz-bad-{}.trf", std::process::id()));
    let player =
        |id: u32, opponent: u32| format!("{:<91}{opponent:>4} x 1", format!("001 {id:>4}"));
    std::fs::write(
        &bad,
        format!("012 Test\n{}\n{}\n", player(1, 2), player(2, 1)),
    )
    .unwrap();
    let out = kibitz(&["pair", bad.to_str().unwrap()]);
    std::fs::remove_file(&bad).unwrap();
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("line 2") && stderr.contains("colour 'x'"),
        "{stderr}"
    );
}

/// Kibitz's analysis beside a reference's: here this build over UCI at a small depth, on two
/// games each lost by one blunder (walking into a mate), which both find.
#[test]
fn check_analysis_sets_kibitz_s_analysis_beside_a_reference_engine_s() {
    let games = std::env::temp_dir().join(format!("kibitz-check-{}.txt", std::process::id()));
    std::fs::write(&games, "f3 e5 g4 Qh4#\ne4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7#\n").unwrap();
    let reference = format!("uci:{} uci", env!("CARGO_BIN_EXE_kibitz"));
    let out = kibitz(&[
        "check-analysis",
        "--games",
        games.to_str().unwrap(),
        "--reference",
        &reference,
        "--depth",
        "4",
        "--nodes",
        "5000",
    ]);
    let text = stdout(&out);
    std::fs::remove_file(&games).ok();
    let lines: Vec<&str> = text.lines().collect();
    assert!(
        lines[0].starts_with("game 1: 4 plies, accuracy white "),
        "{text}"
    );
    assert!(
        lines[0].ends_with("blunders kibitz 3 reference 3"),
        "{text}"
    );
    assert!(lines[1].starts_with("game 2: 7 plies, "), "{text}");
    assert!(lines[1].contains("blunders kibitz 6 reference 6"), "{text}");
    assert!(
        lines[2].starts_with(
            "blunders found 2 of 2 (100.0%), blunder calls right 2 of 2 (100.0%), accuracy off by "
        ),
        "{text}"
    );
    assert!(lines[3].starts_with("judged at steepness "), "{text}");

    let missing = kibitz(&["check-analysis", "--games", "/no/such/file"]);
    assert!(!missing.status.success());
    assert!(String::from_utf8_lossy(&missing.stderr).contains("cannot read /no/such/file"));
}
