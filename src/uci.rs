//! `kibitz uci`: the engine behind the Universal Chess Interface, so that chess GUIs and match
//! tools can run it. `UCI_Variant` names the variant (`chess` or `standard`, `suction`,
//! `shrink`, `swapper`, `giveandtake`, `tradeup`); moves are in Kibitz's coordinate notation,
//! which is UCI's for standard chess. The search runs on a thread of its own, so `stop`,
//! `isready` and `quit` are answered while it thinks. At full strength the transposition table
//! is kept from one `go` to the next, as engines keep their hash over a game, until
//! `ucinewgame` or another variant or hash size; a level searches afresh every time, so that
//! it plays the same move in the same position.

use crate::engine::{self, Level, Limits, Options};
use crate::rules::{Game, Position, Variant};
use go::Go;
use std::io::{BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

mod go;

/// The engine's settings and the game it was given.
struct Session {
    variant: Variant,
    hash_mb: u32,
    /// 1 to 8, as the bot plays; 0 for full strength.
    level: u8,
    contempt: i32,
    /// The pruning rules, when not the variant's own: for matches that measure one.
    pruning: Option<engine::Pruning>,
    /// What judges positions (`EvalFile`).
    evaluator: engine::Evaluator,
    game: Game,
    search: Option<Search>,
    /// The table the searches at full strength share, made at the first.
    memory: Option<Arc<Mutex<engine::Memory>>>,
}

struct Search {
    stop: Arc<AtomicBool>,
    infinite: bool,
    thread: JoinHandle<()>,
}

/// Speaks UCI on `input` and `output` until `quit` or the end of `input`.
///
/// # Errors
/// When `input` cannot be read.
pub fn run(input: impl BufRead, output: impl Write + Send + 'static) -> std::io::Result<()> {
    let out = Arc::new(Mutex::new(output));
    let mut session = Session {
        variant: Variant::Standard,
        hash_mb: 16,
        level: 0,
        contempt: engine::CONTEMPT,
        pruning: None,
        evaluator: engine::Evaluator::Shipped,
        game: Game::start(Variant::Standard),
        search: None,
        memory: None,
    };
    for line in input.lines() {
        let line = line?;
        let mut words = line.split_whitespace();
        match words.next() {
            Some("uci") => say(&out, &identify()),
            Some("isready") => say(&out, "readyok"),
            Some("setoption") => {
                let said = words.collect::<Vec<_>>().join(" ");
                if let Err(why) = session.set_option(&said) {
                    say(&out, &format!("info string {why}"));
                }
            }
            Some("ucinewgame") => {
                session.finish_search();
                session.game = Game::start(session.variant);
                session.memory = None;
            }
            Some("position") => {
                session.finish_search();
                let rest: Vec<&str> = words.collect();
                match position(session.variant, &rest) {
                    Ok(game) => session.game = game,
                    Err(why) => say(&out, &format!("info string {why}")),
                }
            }
            Some("go") => {
                session.finish_search();
                let rest: Vec<&str> = words.collect();
                session.go(&rest, &out);
            }
            Some("stop") => session.finish_search(),
            Some("quit") => break,
            _ => {}
        }
    }
    // At the input's end (not on `quit`), a search under limits is let finish and answered.
    if let Some(search) = session.search.take() {
        if !search.infinite {
            let _ = search.thread.join();
        }
    }
    session.finish_search();
    Ok(())
}

fn say(out: &Mutex<impl Write>, line: &str) {
    let mut out = out.lock().unwrap_or_else(|e| e.into_inner());
    // A GUI that went away cannot be told anything; `quit` or the input's end follows.
    let _ = writeln!(out, "{line}").and_then(|()| out.flush());
}

fn identify() -> String {
    let variants: String = Variant::ALL
        .iter()
        .map(|v| format!(" var {}", uci_name(*v)))
        .collect();
    [
        format!("id name Kibitz {}", env!("CARGO_PKG_VERSION")),
        "id author the Kibitz developers".to_string(),
        format!("option name UCI_Variant type combo default chess{variants}"),
        "option name Hash type spin default 16 min 1 max 4096".to_string(),
        "option name Level type spin default 0 min 0 max 8".to_string(),
        format!(
            "option name Contempt type spin default {} min -500 max 500",
            engine::CONTEMPT
        ),
        "option name Pruning type string default default".to_string(),
        "option name EvalFile type string default <default>".to_string(),
        "uciok".to_string(),
    ]
    .join("\n")
}

/// UCI's name of a variant: standard chess is `chess`, as GUIs call it.
fn uci_name(variant: Variant) -> &'static str {
    match variant {
        Variant::Standard => "chess",
        other => other.key(),
    }
}

fn parse_variant(name: &str) -> Option<Variant> {
    match name.to_ascii_lowercase().as_str() {
        "chess" | "standard" => Some(Variant::Standard),
        other => other.parse().ok(),
    }
}

impl Session {
    fn set_option(&mut self, said: &str) -> Result<(), String> {
        let (name, value) = said
            .strip_prefix("name ")
            .and_then(|rest| rest.split_once(" value "))
            .ok_or_else(|| {
                format!("expected 'setoption name <name> value <value>', not '{said}'")
            })?;
        let value = value.trim();
        let number = |min: i64, max: i64| {
            value
                .parse::<i64>()
                .ok()
                .filter(|n| (min..=max).contains(n))
                .ok_or_else(|| format!("{name} takes a number from {min} to {max}, not '{value}'"))
        };
        match name.trim().to_ascii_lowercase().as_str() {
            "uci_variant" => {
                self.variant =
                    parse_variant(value).ok_or_else(|| format!("unknown variant '{value}'"))?;
                self.game = Game::start(self.variant);
                self.memory = None;
            }
            "hash" => {
                self.hash_mb = number(1, 4096)? as u32;
                self.memory = None;
            }
            "level" => self.level = number(0, 8)? as u8,
            "contempt" => self.contempt = number(-500, 500)? as i32,
            "pruning" => {
                self.pruning = match value {
                    "default" => None,
                    rules => Some(rules.parse()?),
                }
            }
            "evalfile" => {
                self.evaluator = match value {
                    "" | "<empty>" | "<default>" => engine::Evaluator::Shipped,
                    "<hand-written>" => engine::Evaluator::HandWritten,
                    path => {
                        let bytes = std::fs::read(path)
                            .map_err(|e| format!("cannot read the network '{path}': {e}"))?;
                        let network = engine::nnue::Network::from_bytes(&bytes)
                            .map_err(|e| format!("'{path}': {e}"))?;
                        engine::Evaluator::Network(Arc::new(network))
                    }
                }
            }
            other => return Err(format!("no option '{other}'")),
        }
        Ok(())
    }

    fn finish_search(&mut self) {
        if let Some(search) = self.search.take() {
            search.stop.store(true, Ordering::Relaxed);
            let _ = search.thread.join();
        }
    }

    fn go(&mut self, words: &[&str], out: &Arc<Mutex<impl Write + Send + 'static>>) {
        let go = Go::parse(words);
        let pos = self.game.position().clone();
        let stop = Arc::new(AtomicBool::new(false));
        let mut limits = Limits {
            stop: Some(stop.clone()),
            ..go.limits(pos.turn() == crate::rules::Color::White)
        };
        let mut options = Options {
            limits: limits.clone(),
            spread: 0,
            // The same position always gets the same seed (levels choose at random).
            seed: engine::hash(&pos),
            table_bits: table_bits(self.hash_mb),
            contempt: self.contempt,
            pruning: self.pruning,
            repetition: engine::Repetition::Second,
            evaluator: self.evaluator.clone(),
        };
        let memory = if let Some(level) = Level::new(self.level) {
            let at_level = level.options(
                self.game.position().variant(),
                options.seed,
                limits.movetime,
            );
            limits.nodes = Some(limits.nodes.map_or(level.nodes(), |n| n.min(level.nodes())));
            options = Options { limits, ..at_level };
            None
        } else {
            let bits = options.table_bits;
            let memory = self
                .memory
                .get_or_insert_with(|| Arc::new(Mutex::new(engine::Memory::new(bits))));
            Some(Arc::clone(memory))
        };
        let history = engine::history(&self.game);
        let out = Arc::clone(out);
        let flag = stop.clone();
        let infinite = go.infinite;
        let thread = std::thread::spawn(move || {
            let mut on_info = |info: &engine::Info| say(&out, &info_line(info));
            let thought = match memory {
                Some(memory) => {
                    // Only this thread holds it: the next `go` waits for it to finish.
                    let mut memory = memory.lock().unwrap_or_else(|e| e.into_inner());
                    engine::think_remembering(&mut memory, &pos, &history, &options, &mut on_info)
                }
                None => engine::think(&pos, &history, &options, &mut on_info),
            };
            if go.infinite {
                // UCI: in infinite mode the best move waits for `stop`.
                while !flag.load(Ordering::Relaxed) {
                    std::thread::sleep(Duration::from_millis(5));
                }
            }
            let best = thought.map_or_else(|| "0000".to_string(), |t| t.best.to_string());
            say(&out, &format!("bestmove {best}"));
        });
        self.search = Some(Search {
            stop,
            infinite,
            thread,
        });
    }
}

/// The table's size in entries, as a power of two that fits in `mb` megabytes.
fn table_bits(mb: u32) -> u32 {
    let bytes = u64::from(mb) << 20;
    let entries = bytes / engine::TABLE_ENTRY_BYTES as u64;
    entries.max(2).ilog2().clamp(10, 28)
}

fn info_line(info: &engine::Info) -> String {
    let score = match engine::plies_to_mate(info.score) {
        Some(plies) if plies > 0 => format!("mate {}", (plies + 1) / 2),
        Some(plies) => format!("mate {}", -((-plies + 1) / 2)),
        None => format!("cp {}", info.score),
    };
    let ms = info.elapsed.as_millis().max(1) as u64;
    let pv: Vec<String> = info.pv.iter().map(ToString::to_string).collect();
    format!(
        "info depth {} score {score} nodes {} nps {} time {ms} pv {}",
        info.depth,
        info.nodes,
        info.nodes * 1000 / ms,
        pv.join(" ")
    )
}

/// `position [startpos | fen <fen>] [moves <m1> ...]` for `variant`.
fn position(variant: Variant, words: &[&str]) -> Result<Game, String> {
    let moves_at = words.iter().position(|w| *w == "moves");
    let (setup, moves) = words.split_at(moves_at.unwrap_or(words.len()));
    let mut game = match setup {
        ["startpos"] => Game::start(variant),
        ["fen", fen @ ..] if !fen.is_empty() => Position::from_fen(variant, &fen.join(" "))
            .map(Game::new)
            .map_err(|e| format!("bad fen: {e}"))?,
        _ => return Err("expected 'position startpos' or 'position fen <fen>'".to_string()),
    };
    for mv in moves.iter().skip(1) {
        game.record(mv).map_err(|e| format!("move {mv}: {e}"))?;
    }
    Ok(game)
}

#[cfg(test)]
mod tests;
