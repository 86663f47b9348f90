//! A tournament through `kibitz console`, as a script would run one: nine players sign up, a
//! five-round Swiss is played to the end from the pairing lines (`Board <n>: <white> (White) v
//! <black> (Black) in <channel>`), with a withdrawal and the console killed mid-round and
//! started again; the exported TRF-16 report pairs again the same.

use kibitz::pairing::{check, trf::Report};
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::time::Duration;

struct Console {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Console {
    fn start(dir: &Path) -> Console {
        let mut child = Command::new(env!("CARGO_BIN_EXE_kibitz"))
            .args(["console", "--db", "games.sqlite", "--images", "boards"])
            .current_dir(dir)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("start kibitz console");
        let stdin = child.stdin.take().unwrap();
        let stdout = child.stdout.take().unwrap();
        let (send, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        Console {
            child,
            stdin,
            lines,
        }
    }

    fn send(&mut self, text: &str) {
        self.stdin.write_all(text.as_bytes()).unwrap();
        self.stdin.flush().unwrap();
    }

    /// The lines printed until one that `stop` accepts, that one included.
    fn until(&mut self, stop: impl Fn(&str) -> bool) -> Vec<String> {
        let mut seen = Vec::new();
        loop {
            let line = self
                .lines
                .recv_timeout(Duration::from_secs(60))
                .unwrap_or_else(|_| panic!("waited in vain; so far:\n{}", seen.join("\n")));
            let done = stop(&line);
            seen.push(line);
            if done {
                return seen;
            }
        }
    }

    /// The announcement of round `round`: its four boards (white, black, channel), then the
    /// bye when nine players are paired.
    fn round(&mut self, round: u32, bye: bool) -> (Vec<(String, String, String)>, Option<String>) {
        let heading = format!("[club] Round {round} of 5 of Club Open (tournament 1):");
        self.until(|l| l == heading);
        let mut boards = Vec::new();
        for n in 1..=4 {
            let line = self.until(|_| true).pop().unwrap();
            let rest = line
                .strip_prefix(&format!("Board {n}: "))
                .unwrap_or_else(|| panic!("board {n} of round {round}: {line}"));
            let (white, rest) = rest.split_once(" (White) v ").unwrap();
            let (black, channel) = rest.split_once(" (Black) in ").unwrap();
            boards.push((white.into(), black.into(), channel.into()));
        }
        let bye = bye.then(|| {
            let line = self.until(|_| true).pop().unwrap();
            assert!(line.ends_with("(1 point)"), "{line}");
            line.strip_prefix("Bye: ")
                .unwrap()
                .split(" (")
                .next()
                .unwrap()
                .to_string()
        });
        (boards, bye)
    }
}

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("kibitz-tournament-{name}-{}", std::process::id()));
    std::fs::remove_dir_all(&dir).ok();
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn a_nine_player_swiss_through_the_console_with_a_restart() {
    let dir = temp_dir("swiss");
    let mut console = Console::start(&dir);
    let mut setup = String::from(
        "in club\nas p1\ntournament create variant:suction format:swiss rounds:5 days:2 name:Club Open\n",
    );
    for n in 1..=9 {
        setup.push_str(&format!("as p{n}\ntournament join\n"));
    }
    setup.push_str("as p1\ntournament start\n");
    console.send(&setup);
    let mut withdrawn: Option<String> = None;
    for round in 1..=5u32 {
        let (boards, _) = console.round(round, withdrawn.is_none());
        let mut script = String::new();
        for (i, (white, black, channel)) in boards.iter().enumerate() {
            if round == 2 && i == 0 {
                // Black withdraws before the game starts: White wins by forfeit.
                script.push_str(&format!("in club\nas {black}\ntournament withdraw\n"));
                withdrawn = Some(black.clone());
                continue;
            }
            let end = match i % 3 {
                0 => format!("as {white}\ndraw\nas {black}\ndraw accept\n"),
                1 => format!("as {white}\nmove e2e3\nas {black}\nresign\n"),
                _ => format!("as {white}\nresign\n"),
            };
            script.push_str(&format!("in {channel}\n{end}"));
        }
        if round == 3 {
            // Killed once the first game's end is acknowledged, then started again: the rest
            // of the round is played after the restart, and round 4 comes as usual.
            let (first, rest) = script.split_at(script.find("in club-r3-b2").unwrap());
            console.send(first);
            console.until(|l| l.contains("wins by resignation") || l.contains("Draw by agreement"));
            console.child.kill().unwrap();
            console.child.wait().unwrap();
            console = Console::start(&dir);
            console.send(rest);
        } else {
            console.send(&script);
        }
        if let Some(gone) = &withdrawn {
            assert!(boards
                .iter()
                .all(|(w, b, _)| round == 2 || (w != gone && b != gone)));
        }
    }
    console.send("in club\ntournament standings\ntournament export\n");
    let over = console.until(|l| l.contains("is over."));
    assert!(over
        .last()
        .unwrap()
        .starts_with("[club] Club Open (tournament 1) is over."));
    let exported = console.until(|l| l.contains("TRF-16 report"));
    let path = exported
        .last()
        .unwrap()
        .split(": ")
        .last()
        .unwrap()
        .to_string();
    let report = Report::parse(&std::fs::read_to_string(dir.join(path)).unwrap()).unwrap();
    assert_eq!(report.lines.len(), 9);
    assert_eq!(check::check(&report.swiss), vec![]);
    console.send("quit\n");
    console.child.wait().unwrap();
    std::fs::remove_dir_all(&dir).ok();
}
