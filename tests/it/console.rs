//! `kibitz console` driven through standard input, as a script would: whole games of every
//! variant, and a process killed with SIGKILL while moves stream in.

use kibitz::game::{Platform, UserId};
use kibitz::rules::{Game, Outcome, Position, Variant};
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("kibitz-console-{name}-{}", std::process::id()));
    std::fs::remove_dir_all(&dir).ok();
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn console(dir: &Path) -> Child {
    console_with(dir, &[])
}

fn console_with(dir: &Path, extra: &[&str]) -> Child {
    Command::new(env!("CARGO_BIN_EXE_kibitz"))
        .args(["console", "--db", "games.sqlite", "--images", "boards"])
        .args(extra)
        .current_dir(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("start kibitz console")
}

/// A random game of `variant` that ends by its rules within `max_plies`, trying seeds in turn.
fn random_game(variant: Variant, max_plies: usize) -> (Vec<String>, Outcome) {
    for seed in 1..500u64 {
        let mut rng = (seed * 0x9e37_79b9) | 1;
        let mut game = Game::start(variant);
        let mut moves = Vec::new();
        while moves.len() < max_plies {
            if let Some(outcome) = game.outcome() {
                return (moves, outcome);
            }
            let legal = game.position().legal_moves();
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            let mv = legal[(rng % legal.len() as u64) as usize].to_string();
            game.play(&mv).unwrap();
            moves.push(mv);
        }
    }
    panic!("{variant}: no game ended within {max_plies} plies");
}

/// `moves` (in coordinates) in SAN, as the game from the start of `variant` has them.
fn san(variant: Variant, moves: &[String]) -> Vec<String> {
    Position::start(variant).san_line(moves)
}

/// The lines that set up Ann (White) against Bob and play `moves`, typed in SAN.
fn script(variant: Variant, moves: &[String]) -> String {
    let mut s = format!(
        "challenge variant:{} opponent:bob color:white days:1\nas bob\naccept\n",
        variant.key()
    );
    for (i, mv) in san(variant, moves).iter().enumerate() {
        let who = if i % 2 == 0 { "ann" } else { "bob" };
        s.push_str(&format!("as {who}\n/move {mv}\n"));
    }
    s
}

#[test]
fn whole_games_of_every_variant_through_stdin() {
    for variant in Variant::ALL {
        let dir = temp_dir(variant.key());
        let (moves, outcome) = random_game(variant, 160);
        let mut input = script(variant, &moves);
        input.push_str("as ann\nhistory\nquit\n");
        let text = run_console(&dir, &input);
        assert!(!text.contains("error:"), "{variant}: {text}");
        assert_eq!(text.matches(" played ").count(), moves.len(), "{variant}");
        let result = match outcome.winner {
            Some(_) => format!("wins by {}", outcome.reason),
            None => format!("Draw by {}", outcome.reason),
        };
        assert!(
            text.contains(&result),
            "{variant}: expected '{result}' in the output"
        );
        assert!(
            text.contains("[Result \""),
            "{variant}: the history has a PGN"
        );
        // One image per game, the latest board, replaced after every move; and the record
        // that `history` attached.
        let mut files: Vec<_> = std::fs::read_dir(dir.join("boards"))
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        files.sort();
        assert_eq!(files, ["main-game-1.pgn", "main-game-1.png"], "{variant}");
        std::fs::remove_dir_all(&dir).ok();
    }
}

/// An analysis after a game, never during it: the report, the graph and the key moment saved
/// beside the board, and the game's record with the evaluations.
#[test]
fn a_finished_game_is_analysed_in_the_console() {
    let dir = temp_dir("analysis");
    let text = run_console(
        &dir,
        "challenge chess bob white\nas bob\naccept\nas ann\nmove f2f3\nanalysis\n\
        as bob\nmove e7e5\nas ann\nmove g2g4\nas bob\nmove d8h4\nanalysis\nhistory\nquit\n",
    );
    assert!(
        text.contains(
            "error: The game here is still being played: its analysis comes once it has ended"
        ),
        "{text}"
    );
    assert!(
        text.contains("] Analysis of game 1: ann v bob, Standard Chess, 4 moves"),
        "{text}"
    );
    assert!(
        text.contains("\n2. g4?? blunder: White's chances "),
        "{text}"
    );
    for file in ["main-game-1-analysis.png", "main-game-1-key-moment.png"] {
        let bytes = std::fs::read(dir.join("boards").join(file)).unwrap();
        assert!(bytes.starts_with(b"\x89PNG"), "{file}");
    }
    let pgn = std::fs::read_to_string(dir.join("boards/main-game-1.pgn")).unwrap();
    assert!(
        pgn.contains("2. g4 $4 { [%eval #-1] } 2... Qh4# 0-1"),
        "{pgn}"
    );
    std::fs::remove_dir_all(&dir).ok();
}

/// Runs the console in `dir` on `input`; what it printed.
fn run_console(dir: &Path, input: &str) -> String {
    let mut child = console(dir);
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success());
    String::from_utf8(output.stdout).unwrap()
}

/// A puzzle shown, then (in a second session on the same database) failed by one player,
/// solved by another with their ratings moving, and the daily puzzle posted by the clock.
#[test]
fn a_puzzle_is_failed_and_solved_and_a_daily_one_posted_in_the_console() {
    let dir = temp_dir("puzzles");
    let shown = run_console(&dir, "puzzle standard\nquit\n");
    let id = shown
        .split("[main] Puzzle ")
        .nth(1)
        .and_then(|r| r.split(',').next())
        .unwrap_or_else(|| panic!("no puzzle: {shown}"))
        .to_string();
    assert!(
        dir.join(format!("boards/main-puzzle-{id}.png")).exists(),
        "{shown}"
    );
    let (_, puzzle) = kibitz::engine::puzzles::by_id(&id).unwrap();
    let wrong = crate::support::puzzles::wrong_answer(Variant::Standard, puzzle);
    let mut input = format!("as bob\nsolve {wrong}\nas ann\n");
    for mv in puzzle.moves.iter().step_by(2) {
        input.push_str(&format!("solve {mv}\n"));
    }
    input.push_str("ratings\nas bob\nratings\npuzzle daily on\nquit\n");
    let text = run_console(&dir, &input);
    let wrong = Position::from_fen(Variant::Standard, &puzzle.fen)
        .unwrap()
        .san_line(&[wrong])
        .remove(0);
    assert!(
        text.contains(&format!("bob: {wrong} is not the move in puzzle {id}")),
        "{text}"
    );
    assert!(text.contains(&format!("Puzzle {id} solved!")), "{text}");
    let rating = |who: &str| -> f64 {
        let after = text.split(&format!("{who}'s ratings")).nth(1).unwrap();
        let line = after
            .lines()
            .find(|l| l.contains("Standard Chess:"))
            .unwrap();
        line.split(": ")
            .nth(1)
            .unwrap()
            .split(' ')
            .next()
            .unwrap()
            .parse()
            .unwrap()
    };
    assert!(rating("ann") > 1500.0 && rating("bob") < 1500.0, "{text}");
    assert!(
        text.contains("] The puzzle of "),
        "the daily puzzle at once: {text}"
    );
    std::fs::remove_dir_all(&dir).ok();
}

/// `--all-images` keeps the board of every move.
#[test]
fn every_board_is_kept_when_asked() {
    let dir = temp_dir("all-images");
    let mut child = console_with(&dir, &["--all-images"]);
    let input =
        "challenge chess bob white\nas bob\naccept\nas ann\nmove e2e4\nas bob\nmove e7e5\nquit\n";
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    assert!(child.wait_with_output().unwrap().status.success());
    for ply in 0..=2 {
        let board = dir.join(format!("boards/main-game-1-ply-{ply}.png"));
        assert!(board.exists(), "{}", board.display());
    }
    std::fs::remove_dir_all(&dir).ok();
}

/// A line that is not UTF-8 gets an error, and the lines after it are still read.
#[test]
fn a_line_that_is_not_utf8_is_refused_and_the_session_goes_on() {
    let dir = temp_dir("utf8");
    let mut child = console(&dir);
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"as alice\nmove \xff\nvariants\n")
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(
        text.contains("error: that line is not UTF-8 text"),
        "{text}"
    );
    assert!(
        text.contains("Suction Chess"),
        "the next line was handled: {text}"
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn the_console_switches_users_and_channels_and_explains_mistakes() {
    let dir = temp_dir("mistakes");
    let mut child = console(&dir);
    let input = "help\nchallenge\nas bad name!\nchallenge shrink bob white\nin room2\nas bob\naccept\nin main\naccept\nmove e7e5\nas ann\nmove e2e5\nfly\nquit\n";
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let text = String::from_utf8(child.wait_with_output().unwrap().stdout).unwrap();
    for expected in [
        "Commands:",
        "error: which variant? (see `variants`). Usage: `challenge variant:<variant>",
        "error: `as <user>` takes a name",
        "[main] ann challenges bob to Shrink Chess",
        "(now in channel room2)",
        "[room2] error: There is no challenge here to accept.",
        "[main] ann (White) and bob (Black) begin a game of Shrink Chess",
        "[main] error: It is not your turn: ann (White) is to move.",
        "[main] error: `e2e5` is not a legal move: a pawn on e2 cannot move to e5.",
        "error: unknown command `fly`. Try `help` for the list.",
    ] {
        assert!(text.contains(expected), "missing '{expected}' in:\n{text}");
    }
    std::fs::remove_dir_all(&dir).ok();
}

/// `rules` with its diagrams written to the images folder like boards; one topic; a topic of
/// the game's variant; an unknown topic listing the real ones.
#[test]
fn rules_come_with_diagrams_in_the_images_folder() {
    let dir = temp_dir("rules");
    let mut child = console(&dir);
    let input = "rules swapper
rules shrink shrink-promotion
rules suction fly
challenge suction bob
as bob
accept
rules first-rank
quit
";
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let text = String::from_utf8(child.wait_with_output().unwrap().stdout).unwrap();
    for expected in [
        "**Rules with pictures:** `setup`, `spearman`, `valiant`, `karateka`, `strongman`, `mage`",
        "**Promotion by shrinking**: The rook leaves rank 8",
        "error: Suction Chess has no topic 'fly'. Its topics: `capture`, `first-rank`.",
        "**The enemy king sucked to your first rank: you win**",
    ] {
        assert!(text.contains(expected), "missing '{expected}' in:\n{text}");
    }
    for file in [
        "swapper-setup",
        "swapper-spearman",
        "swapper-valiant",
        "swapper-karateka",
        "swapper-strongman",
        "swapper-mage",
        "shrink-shrink-promotion",
        "suction-first-rank",
    ] {
        let path = dir.join(format!("boards/main-{file}.png"));
        let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert!(bytes.starts_with(b"\x89PNG"), "{file}");
        assert!(
            text.contains(&format!("main-{file}.png")),
            "{file} not named"
        );
    }
    std::fs::remove_dir_all(&dir).ok();
}

/// Kills the console with SIGKILL while moves stream in; every move it acknowledged must be in
/// the database after a restart, and the game must go on.
#[test]
fn a_killed_console_loses_no_acknowledged_move() {
    let dir = temp_dir("crash");
    let (moves, _) = random_game(Variant::Standard, 400);
    assert!(moves.len() > 60, "need a long game, got {}", moves.len());
    let mut child = console(&dir);
    let mut stdin = child.stdin.take().unwrap();
    let stdout = child.stdout.take().unwrap();
    let (lines, acks) = mpsc::channel::<String>();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if line.contains(" played ") && lines.send(line).is_err() {
                break;
            }
        }
    });
    stdin
        .write_all(script(Variant::Standard, &moves).as_bytes())
        .unwrap();
    stdin.flush().unwrap();
    // Let some moves through, then kill it mid-stream.
    let mut acknowledged = Vec::new();
    let deadline = Instant::now() + Duration::from_secs(60);
    while acknowledged.len() < 25 && Instant::now() < deadline {
        if let Ok(line) = acks.recv_timeout(Duration::from_secs(5)) {
            acknowledged.push(line);
        }
    }
    child.kill().unwrap(); // SIGKILL
    child.wait().unwrap();
    while let Ok(line) = acks.try_recv() {
        acknowledged.push(line);
    }
    assert!(
        acknowledged.len() >= 25 && acknowledged.len() < moves.len(),
        "{} acknowledged",
        acknowledged.len()
    );

    // Restart on the same database: the history holds every acknowledged move, in order.
    let mut child = console(&dir);
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"history\nquit\n")
        .unwrap();
    let text = String::from_utf8(child.wait_with_output().unwrap().stdout).unwrap();
    let stored: Vec<&str> = text
        .lines()
        .find(|l| l.starts_with("1. "))
        .expect("a move list")
        .split_whitespace()
        .filter(|w| !w.ends_with('.') && *w != "*")
        .collect();
    assert!(
        stored.len() >= acknowledged.len(),
        "{} stored < {} acknowledged",
        stored.len(),
        acknowledged.len()
    );
    let moves = san(Variant::Standard, &moves);
    assert_eq!(stored[..], moves[..stored.len()]);

    // And play goes on from there.
    let next = &moves[stored.len()];
    let who = if stored.len().is_multiple_of(2) {
        "ann"
    } else {
        "bob"
    };
    let mut child = console(&dir);
    child
        .stdin
        .take()
        .unwrap()
        .write_all(format!("as {who}\nmove {next}\nquit\n").as_bytes())
        .unwrap();
    let text = String::from_utf8(child.wait_with_output().unwrap().stdout).unwrap();
    assert!(text.contains(&format!("{who} played {next}")), "{text}");
    std::fs::remove_dir_all(&dir).ok();
}

/// A whole game against the bot, as a script plays it: each line is written only after the
/// bot's reply to the one before has been read (the console prints it before reading on).
#[test]
fn a_script_plays_the_bot_to_a_result() {
    let dir = temp_dir("bot");
    let mut child = console(&dir);
    let mut stdin = child.stdin.take().unwrap();
    let (lines, output) = mpsc::channel();
    let stdout = child.stdout.take().unwrap();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if lines.send(line).is_err() {
                break;
            }
        }
    });
    // Reads up to the line that starts with `prefix`, or to a result.
    let until = |prefix: &str| -> String {
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let line = output
                .recv_timeout(left)
                .unwrap_or_else(|_| panic!("no line starting '{prefix}'"));
            assert!(!line.contains("error:"), "{line}");
            if line.starts_with(prefix) || line.contains(" wins by ") || line.contains("Draw by") {
                return line;
            }
        }
    };
    writeln!(
        stdin,
        "challenge variant:giveandtake opponent:kibitz level:1 color:white"
    )
    .unwrap();
    until("[main] ann (White) and kibitz (Black) begin");
    let mut game = Game::start(Variant::GiveAndTake);
    let mut rng = 0x5EED_u64;
    let result = loop {
        let legal = game.position().legal_moves();
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        let mv = legal[(rng % legal.len() as u64) as usize];
        let san = game.position().san(mv);
        game.play(&mv.to_string()).unwrap();
        writeln!(stdin, "move {mv}").unwrap();
        let mine = until(&format!("[main] ann played {san}."));
        if game.outcome().is_some() {
            break mine;
        }
        let reply = until("[main] kibitz played ");
        let bot_move = reply
            .trim_start_matches("[main] kibitz played ")
            .split('.')
            .next()
            .unwrap()
            .to_string();
        game.play(&bot_move).unwrap();
        if game.outcome().is_some() {
            break reply;
        }
    };
    assert!(
        result.contains(" wins by ") || result.contains("Draw by"),
        "{result}"
    );
    writeln!(stdin, "quit").unwrap();
    assert!(child.wait().unwrap().success());
    std::fs::remove_dir_all(&dir).ok();
}

/// A game where the bot was to move when the console stopped goes on when it starts again.
#[test]
fn the_bot_moves_where_it_was_to_move_when_the_console_starts() {
    use kibitz::game::{
        BotLevel, ChannelId, ColorChoice, Command, Opponent, Service, SystemClock, TimePerMove,
        User,
    };
    let dir = temp_dir("bot-restart");
    {
        // Made without the bot's workers: the bot (White) is to move.
        let store = kibitz::store::Store::open(&dir.join("games.sqlite")).unwrap();
        let service = Service::new(store, std::sync::Arc::new(SystemClock));
        let start = service.handle(
            &User::new(UserId::new(Platform::Console, "ann"), "ann"),
            &ChannelId::new(Platform::Console, "main"),
            Command::Challenge {
                clock: None,
                variant: Variant::Swapper,
                opponent: Opponent::Bot(
                    User::new(UserId::new(Platform::Console, "kibitz"), "kibitz"),
                    BotLevel::new(2).unwrap(),
                ),
                color: ColorChoice::Black,
                time: TimePerMove::DEFAULT,
                rated: true,
            },
        );
        assert!(start.game.unwrap().bot_to_move(), "{}", start.text);
    }
    let mut child = console(&dir);
    std::thread::sleep(Duration::from_secs(1));
    let mut stdin = child.stdin.take().unwrap();
    writeln!(stdin, "board\nquit").unwrap();
    let text = String::from_utf8(child.wait_with_output().unwrap().stdout).unwrap();
    assert!(text.contains("[main] kibitz played "), "{text}");
    std::fs::remove_dir_all(&dir).ok();
}

/// Correspondence in the console: direct messages shown as such, a conditional move played
/// as soon as its line is met, a vacation kept across a restart.
#[test]
fn notify_premove_and_vacation_in_the_console() {
    let dir = temp_dir("correspondence");
    let run = |input: &str| {
        let mut child = console(&dir);
        child
            .stdin
            .take()
            .unwrap()
            .write_all(input.as_bytes())
            .unwrap();
        String::from_utf8(child.wait_with_output().unwrap().stdout).unwrap()
    };
    let text = run("as bob\nnotify on move\nas ann\nchallenge standard bob white days:1\nas bob\naccept\nas ann\nmove e2e4\npremove e7e5 g1f3\npremove e7e5 g1g3\nas bob\npremove\nmove e7e5\nvacation 3\nas ann\nboard\nquit\n");
    for expected in [
        "`move` (on)",
        "[to bob, directly] ann played e4. Your move against ann in main (Standard Chess). 1 day left.",
        "Stored; only you see it. Your conditional moves in game 1:\n1. e5 → Nf3",
        "error: Move 2 of the line (your move), `g1g3`, is not legal there",
        "You have no conditional moves in game 1",
        "[main] ann (White) played Nf3, a conditional move.",
        "[to bob, directly] ann played Nf3.",
        "You are on vacation until",
        "bob is on vacation until",
    ] {
        assert!(text.contains(expected), "missing '{expected}' in:\n{text}");
    }
    // After a restart: still away, the line used up.
    let text = run("as bob\nvacation\nas ann\npremove\nquit\n");
    for expected in [
        "You are on vacation until",
        "Vacation days this year: 3 of 30 used",
        "You have no conditional moves in game 1",
    ] {
        assert!(text.contains(expected), "missing '{expected}' in:\n{text}");
    }
    std::fs::remove_dir_all(&dir).ok();
}

/// The same game through the console in English, German and Japanese: each player's
/// `language` chosen, the same moves answered alike (the same moves played, the same result),
/// in other words, never a message's name.
#[test]
fn the_same_game_through_the_console_in_three_languages() {
    let (moves, outcome) = random_game(Variant::Standard, 60);
    let mut seen = Vec::new();
    for (code, played, wins, unread) in [
        (
            "en",
            " played ",
            "wins by",
            "which move? Usage: `move <move>`",
        ),
        (
            "de",
            " spielte ",
            "gewinnt durch",
            "Welcher Zug? Schreibweise: `move <move>`",
        ),
        (
            "ja",
            " を指しました",
            "の勝ち",
            "どの手ですか？ 使い方：`move <move>`",
        ),
    ] {
        let dir = temp_dir(&format!("language-{code}"));
        let mut input = format!("as bob\nlanguage {code}\nas ann\nlanguage {code}\n");
        input.push_str(&script(Variant::Standard, &moves));
        input.push_str("as ann\nhistory\nmove\nquit\n");
        let text = run_console(&dir, &input);
        // The one mistake, the `move` without one, in the player's words.
        assert_eq!(text.matches("error:").count(), 1, "{code}: {text}");
        assert!(text.contains(&format!("error: {unread}")), "{code}: {text}");
        assert_eq!(text.matches(played).count(), moves.len(), "{code}: {text}");
        let ends = match outcome.winner {
            Some(_) => wins,
            None => "",
        };
        assert!(text.contains(ends), "{code}: expected '{ends}' in {text}");
        let key = text.split_whitespace().find(|w| {
            w.len() > 8 && w.contains('-') && w.chars().all(|c| c.is_ascii_lowercase() || c == '-')
        });
        assert_eq!(key, None, "{code}: a message's name in {text}");
        // The same record in every language: the PGN's moves.
        let first = format!("1. {} ", san(Variant::Standard, &moves)[0]);
        let record = text.lines().find(|l| l.starts_with(&first));
        seen.push(record.unwrap_or_default().to_string());
        std::fs::remove_dir_all(&dir).ok();
    }
    assert!(!seen[0].is_empty(), "the record's moves");
    assert!(seen.windows(2).all(|w| w[0] == w[1]), "{seen:?}");
}
