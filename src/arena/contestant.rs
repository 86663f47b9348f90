//! The two sides of a match: an engine spoken to over UCI (this build's `kibitz uci`, another
//! build, Stockfish) or one of the in-process players (the engine at a level, random, greedy).

use crate::engine::{self, players::Player};
use crate::rules::{Game, Move, Variant};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

/// How much longer than its movetime an engine may take before it is given up on (the game is
/// lost on time).
const GRACE: Duration = Duration::from_secs(5);
/// How long an engine may take to start and answer `uci` and `isready`.
const START: Duration = Duration::from_secs(30);

/// Who plays, and how long each move may take: one `--engine` of `kibitz match`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Spec {
    pub name: String,
    pub who: Who,
    pub movetime: Option<u64>,
    pub nodes: Option<u64>,
    /// For an engine level in process: the spread it chooses within (centipawns), to try a
    /// level's settings before they ship.
    pub spread: Option<i32>,
    /// UCI options set before the games (`option.Hash=64`).
    pub options: Vec<(String, String)>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Who {
    /// A program that speaks UCI: its command and arguments.
    Uci(Vec<String>),
    Player(Player),
}

impl std::str::FromStr for Spec {
    type Err = String;

    /// `kibitz`, `uci:<command> [args]`, `engine:<level>`, `random` or `greedy`, then
    /// `,key=value` settings: `name=`, `movetime=` (ms), `nodes=`, `option.<Name>=`; and
    /// `spread=` for `engine:<level>`.
    fn from_str(s: &str) -> Result<Spec, String> {
        let mut parts = s.split(',');
        let who_text = parts.next().unwrap_or_default().trim();
        let who =
            if who_text == "kibitz" {
                let me = std::env::current_exe()
                    .map_err(|e| format!("cannot find this program to run it: {e}"))?;
                Who::Uci(vec![me.display().to_string(), "uci".to_string()])
            } else if let Some(command) = who_text.strip_prefix("uci:") {
                let words: Vec<String> = command.split_whitespace().map(String::from).collect();
                if words.is_empty() {
                    return Err("uci: needs a command, as uci:/usr/games/stockfish".to_string());
                }
                Who::Uci(words)
            } else {
                Who::Player(who_text.parse().map_err(|e| {
                    format!("{e}; or kibitz (this build over UCI), or uci:<command>")
                })?)
            };
        let mut spec = Spec {
            name: who_text.rsplit('/').next().unwrap_or(who_text).to_string(),
            who,
            movetime: None,
            nodes: None,
            spread: None,
            options: Vec::new(),
        };
        for part in parts {
            let (key, value) = part
                .split_once('=')
                .ok_or_else(|| format!("'{part}' is not key=value (in '{s}')"))?;
            let number = || {
                value
                    .trim()
                    .parse::<u64>()
                    .ok()
                    .filter(|&n| n > 0)
                    .ok_or_else(|| format!("{key} takes a positive number, not '{value}'"))
            };
            match key.trim() {
                "name" => spec.name = value.trim().to_string(),
                "movetime" => spec.movetime = Some(number()?),
                "nodes" => spec.nodes = Some(number()?),
                "spread" => {
                    spec.spread = Some(
                        value
                            .trim()
                            .parse()
                            .ok()
                            .filter(|s| (0..=1000).contains(s))
                            .ok_or_else(|| {
                                format!("spread takes centipawns from 0 to 1000, not '{value}'")
                            })?,
                    )
                }
                other => match other.strip_prefix("option.") {
                    Some(name) => spec.options.push((name.to_string(), value.to_string())),
                    None => return Err(format!("unknown setting '{other}' (in '{s}')")),
                },
            }
        }
        let level = matches!(spec.who, Who::Player(Player::Engine(_)));
        let uci = matches!(spec.who, Who::Uci(_));
        if (!uci && !spec.options.is_empty())
            || (!level && spec.spread.is_some())
            || (!level && !uci && spec.nodes.is_some())
        {
            return Err(format!(
                "'{who_text}' plays in this process: it takes movetime= and name= only (and \
                 nodes= and spread= for an engine level)"
            ));
        }
        Ok(spec)
    }
}

/// A side of a game, ready to be asked for moves.
pub trait Contestant {
    /// Forgets the last game.
    fn new_game(&mut self) -> Result<(), String>;
    /// The move to play in `game` (coordinate notation), or why none came.
    fn choose(&mut self, game: &Game, seed: u64) -> Result<String, String>;
}

/// Starts the contestant a spec describes, for games of `variant`.
pub fn start(spec: &Spec, variant: Variant) -> Result<Box<dyn Contestant>, String> {
    match &spec.who {
        Who::Player(player) => Ok(Box::new(InProcess {
            player: *player,
            movetime: spec.movetime.map(Duration::from_millis),
            nodes: spec.nodes,
            spread: spec.spread,
        })),
        Who::Uci(command) => Ok(Box::new(UciEngine::start(command, spec, variant)?)),
    }
}

struct InProcess {
    player: Player,
    movetime: Option<Duration>,
    /// A level's nodes and spread, when tried other than it ships.
    nodes: Option<u64>,
    spread: Option<i32>,
}

impl Contestant for InProcess {
    fn new_game(&mut self) -> Result<(), String> {
        Ok(())
    }

    fn choose(&mut self, game: &Game, seed: u64) -> Result<String, String> {
        let chosen = match self.player {
            Player::Engine(level) if self.nodes.is_some() || self.spread.is_some() => {
                let mut options = level.options(game.position().variant(), seed, self.movetime);
                options.limits.nodes = self.nodes.or(options.limits.nodes);
                options.spread = self.spread.unwrap_or(options.spread);
                engine::think(
                    game.position(),
                    &engine::history(game),
                    &options,
                    &mut |_| {},
                )
                .map(|t| t.best)
            }
            player => player.choose(game, seed, self.movetime),
        };
        chosen
            .map(|m| m.to_string())
            .ok_or_else(|| "no move".to_string())
    }
}

/// A UCI engine in a process of its own, which is killed when this is dropped.
pub struct UciEngine {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    go: String,
    budget: Duration,
}

impl UciEngine {
    /// Starts the engine of `spec` (a `uci:` one) for games of `variant`, its options set.
    pub fn start(command: &[String], spec: &Spec, variant: Variant) -> Result<UciEngine, String> {
        let mut child = Command::new(&command[0])
            .args(&command[1..])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start {}: {e}", command[0]))?;
        let stdin = child.stdin.take().expect("piped");
        let stdout = child.stdout.take().expect("piped");
        let (send, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        let go = match (spec.movetime, spec.nodes) {
            (Some(ms), Some(n)) => format!("go movetime {ms} nodes {n}"),
            (Some(ms), None) => format!("go movetime {ms}"),
            (None, Some(n)) => format!("go nodes {n}"),
            (None, None) => "go movetime 100".to_string(),
        };
        let budget = Duration::from_millis(spec.movetime.unwrap_or(100)) + GRACE;
        let mut engine = UciEngine {
            child,
            stdin,
            lines,
            go,
            // Node budgets have no time: they get a minute.
            budget: if spec.nodes.is_some() && spec.movetime.is_none() {
                Duration::from_secs(60)
            } else {
                budget
            },
        };
        engine.send("uci")?;
        engine.wait_for("uciok", START)?;
        if variant != Variant::Standard {
            engine.send(&format!(
                "setoption name UCI_Variant value {}",
                variant.key()
            ))?;
        }
        for (name, value) in &spec.options {
            engine.send(&format!("setoption name {name} value {value}"))?;
        }
        engine.send("isready")?;
        engine.wait_for("readyok", START)?;
        Ok(engine)
    }

    fn send(&mut self, line: &str) -> Result<(), String> {
        writeln!(self.stdin, "{line}")
            .and_then(|()| self.stdin.flush())
            .map_err(|e| format!("the engine stopped listening: {e}"))
    }

    /// Reads lines until one starting with `word`, which it returns.
    fn wait_for(&mut self, word: &str, within: Duration) -> Result<String, String> {
        let deadline = Instant::now() + within;
        loop {
            let line = self.wait_for_any(deadline, word)?;
            if line.split_whitespace().next() == Some(word) {
                return Ok(line);
            }
        }
    }

    /// The next line the engine writes before `deadline`, or why none came (`awaited` names
    /// what was waited for).
    fn wait_for_any(&mut self, deadline: Instant, awaited: &str) -> Result<String, String> {
        let left = deadline.saturating_duration_since(Instant::now());
        self.lines.recv_timeout(left).map_err(|e| match e {
            RecvTimeoutError::Timeout => format!("no {awaited} in time"),
            RecvTimeoutError::Disconnected => format!("the engine exited before {awaited}"),
        })
    }
}

impl Contestant for UciEngine {
    fn new_game(&mut self) -> Result<(), String> {
        self.send("ucinewgame")?;
        self.send("isready")?;
        self.wait_for("readyok", START).map(drop)
    }

    fn choose(&mut self, game: &Game, _seed: u64) -> Result<String, String> {
        let go = self.go.clone();
        Ok(self.search(game.moves(), &go, self.budget)?.best)
    }
}

/// What a UCI engine said of a position: its last score, for the side to move, and its move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Searched {
    pub score: Option<Score>,
    pub best: String,
}

/// A UCI score: centipawns, or a mate in so many moves (negative when the side to move is
/// mated).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Score {
    Cp(i32),
    Mate(i32),
}

impl UciEngine {
    /// Searches the position `moves` lead to from the start with `go` (a whole `go`
    /// command), reading the scores the engine reports on the way.
    pub fn search(
        &mut self,
        moves: &[Move],
        go: &str,
        within: Duration,
    ) -> Result<Searched, String> {
        let moves: Vec<String> = moves.iter().map(ToString::to_string).collect();
        let position = if moves.is_empty() {
            "position startpos".to_string()
        } else {
            format!("position startpos moves {}", moves.join(" "))
        };
        self.send(&position)?;
        self.send(go)?;
        let deadline = Instant::now() + within;
        let mut score = None;
        loop {
            let line = self.wait_for_any(deadline, "bestmove")?;
            let words: Vec<&str> = line.split_whitespace().collect();
            match words.first() {
                Some(&"bestmove") => {
                    let best = words.get(1).unwrap_or(&"(none)").to_string();
                    return Ok(Searched { score, best });
                }
                Some(&"info") => score = read_score(&words).or(score),
                _ => {}
            }
        }
    }
}

/// The score of an `info` line (`... score cp 31 ...`, `... score mate -2 ...`), unless it is
/// only a bound.
fn read_score(words: &[&str]) -> Option<Score> {
    let at = words.iter().position(|&w| w == "score")?;
    if words[at + 1..]
        .iter()
        .take(3)
        .any(|&w| w == "lowerbound" || w == "upperbound")
    {
        return None;
    }
    let value: i32 = words.get(at + 2)?.parse().ok()?;
    match *words.get(at + 1)? {
        "cp" => Some(Score::Cp(value)),
        "mate" => Some(Score::Mate(value)),
        _ => None,
    }
}

impl Drop for UciEngine {
    fn drop(&mut self) {
        let _ = self.send("quit");
        let deadline = Instant::now() + Duration::from_millis(500);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_are_read_from_info_lines_but_not_bounds() {
        let read = |line: &str| read_score(&line.split_whitespace().collect::<Vec<_>>());
        assert_eq!(
            read("info depth 14 seldepth 20 score cp -31 nodes 9 pv e2e4"),
            Some(Score::Cp(-31))
        );
        assert_eq!(
            read("info depth 9 score mate -2 pv h7h8"),
            Some(Score::Mate(-2))
        );
        assert_eq!(read("info depth 9 score cp 40 lowerbound nodes 5"), None);
        assert_eq!(read("info string score cp"), None);
        assert_eq!(read("info depth 3 nodes 100"), None);
    }

    #[test]
    fn specs_read_who_and_settings() {
        let spec: Spec = "uci:/usr/games/stockfish -x,movetime=100,option.UCI_Elo=2200,name=sf"
            .parse()
            .unwrap();
        assert_eq!(
            spec.who,
            Who::Uci(vec!["/usr/games/stockfish".into(), "-x".into()])
        );
        assert_eq!((spec.movetime, spec.name.as_str()), (Some(100), "sf"));
        assert_eq!(spec.options, vec![("UCI_Elo".into(), "2200".into())]);
        let spec: Spec = "engine:3,movetime=50".parse().unwrap();
        assert_eq!(spec.name, "engine:3");
        let spec: Spec = "engine:2,nodes=500,spread=30".parse().unwrap();
        assert_eq!((spec.nodes, spec.spread), (Some(500), Some(30)));
        for bad in [
            "engine:9",
            "uci:",
            "random,movetime=0",
            "random,colour=red",
            "random,x",
            "random,nodes=5",
            "greedy,spread=5",
            "engine:2,spread=-1",
            "engine:2,option.Hash=1",
            "uci:x,spread=5",
        ] {
            assert!(bad.parse::<Spec>().is_err(), "{bad}");
        }
    }
}
