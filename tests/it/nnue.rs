//! `kibitz nnue data` and `kibitz nnue train` run as a user runs them: data made, cut off and
//! carried on; a network trained from it and used over UCI.

use crate::support::command::{kibitz, stdout};
use std::collections::BTreeMap;
use std::io::Write;
use std::process::{Command, Stdio};

/// Each game's block of lines (its positions, then `#<game>`), by game.
fn games(text: &str) -> BTreeMap<u32, String> {
    let mut games = BTreeMap::new();
    let mut block = String::new();
    for line in text.lines() {
        block.push_str(line);
        block.push('\n');
        if let Some(n) = line.strip_prefix('#') {
            games.insert(n.parse().unwrap(), std::mem::take(&mut block));
        }
    }
    assert!(block.is_empty(), "a game cut off: {block}");
    games
}

fn data(out: &str, games: &str) -> String {
    let args = [
        "nnue",
        "data",
        "--variant",
        "standard",
        "--games",
        games,
        "--nodes",
        "200",
        "--seed",
        "4",
        "--out",
        out,
    ];
    stdout(&kibitz(&args));
    std::fs::read_to_string(out).unwrap()
}

#[test]
fn data_is_carried_on_after_a_cut_and_a_network_trained_on_it_plays_over_uci() {
    let dir = std::env::temp_dir().join(format!("kibitz-nnue-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("standard.data");
    let out = file.to_str().unwrap();
    let two = games(&data(out, "2"));
    assert_eq!(two.keys().copied().collect::<Vec<_>>(), [0, 1]);
    assert!(two.values().all(|g| g.lines().count() > 10), "{two:?}");

    // Cut off in the middle of the file's second game: that game is played again, the same.
    let text = std::fs::read_to_string(&file).unwrap();
    let first_end = text.find('#').unwrap();
    let first_end = first_end + text[first_end..].find('\n').unwrap() + 1;
    std::fs::write(&file, &text[..first_end + 30]).unwrap();
    let three = games(&data(out, "3"));
    assert_eq!(three.keys().copied().collect::<Vec<_>>(), [0, 1, 2]);
    assert_eq!((&three[&0], &three[&1]), (&two[&0], &two[&1]));
    assert!(std::fs::read_to_string(&file)
        .unwrap()
        .starts_with(&text[..first_end]));

    let network = dir.join("standard.nnue");
    let train = [
        "nnue",
        "train",
        "--variant",
        "standard",
        "--data",
        out,
        "--hidden",
        "8",
        "--epochs",
        "2",
        "--batch",
        "64",
        "--out",
        network.to_str().unwrap(),
    ];
    let trained = kibitz(&train);
    assert!(trained.status.success());
    let said = String::from_utf8_lossy(&trained.stderr);
    assert!(
        said.contains("held out") && said.contains("epoch 2: error"),
        "{said}"
    );

    let mut uci = Command::new(env!("CARGO_BIN_EXE_kibitz"))
        .arg("uci")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let script = format!(
        "setoption name EvalFile value {}\nposition startpos moves e2e4\ngo depth 3\n",
        network.display()
    );
    uci.stdin
        .take()
        .unwrap()
        .write_all(script.as_bytes())
        .unwrap();
    let answer = String::from_utf8(uci.wait_with_output().unwrap().stdout).unwrap();
    assert!(!answer.contains("info string"), "{answer}");
    let best = answer
        .lines()
        .find_map(|l| l.strip_prefix("bestmove "))
        .unwrap_or_else(|| panic!("{answer}"));
    let mut game = kibitz::rules::Game::start(kibitz::rules::Variant::Standard);
    game.play("e2e4").unwrap();
    assert!(game.play(best).is_ok(), "{best}");

    // Settings out of range, and what is not a data file, are refused and say why.
    let mut bad_lambda = train.to_vec();
    bad_lambda.extend(["--lambda", "1.5"]);
    let refused = kibitz(&bad_lambda);
    assert!(!refused.status.success());
    assert!(String::from_utf8_lossy(&refused.stderr).contains("--lambda must be"));
    std::fs::write(&file, "#0\nnot a position;1;1\n").unwrap();
    let refused = kibitz(&train);
    assert!(!refused.status.success());
    let said = String::from_utf8_lossy(&refused.stderr);
    assert!(
        said.contains("is not a data file") && said.contains("line 2"),
        "{said}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
