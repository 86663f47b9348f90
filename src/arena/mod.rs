//! `kibitz match`: two engines play pairs of games (each opening once with each colour) on as
//! many threads as it is given, every move checked by the rules, until the games run out or
//! the sequential test decides. How every engine change is judged (see the README).

pub mod book;
pub mod check;
pub mod contestant;
pub mod ledger;
pub mod sprt;

use crate::rules::{Color, Game, Move, Variant};
use contestant::{Contestant, Spec};
use ledger::{Ledger, PairResult};
use sprt::{Pentanomial, Sprt, Verdict};
use std::io::Write;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// Games longer than this are stopped and counted as draws.
pub const MAX_PLIES: usize = 600;
/// A move may take its movetime and this much more before it counts as late.
pub const LATE: Duration = Duration::from_millis(50);

pub struct Settings {
    pub variant: Variant,
    /// The first engine (the one the results are told for) and its opponent.
    pub engines: [Spec; 2],
    /// At most this many games (pairs of two).
    pub games: u32,
    pub sprt: Option<Sprt>,
    pub concurrency: usize,
    pub book: Vec<Vec<Move>>,
    pub seed: u64,
    /// Where each game's moves are written, a line each (as a book is read).
    pub record: Option<std::path::PathBuf>,
    /// The match's ledger: carried on from when it holds pairs, kept as pairs end.
    pub resume: Option<std::path::PathBuf>,
}

impl Settings {
    /// The opening of the `index`-th pair (the book over again when the pairs outnumber it).
    pub fn opening(&self, index: usize) -> &[Move] {
        &self.book[index % self.book.len()]
    }
}

/// Moves in coordinates separated by spaces, as a games file and a book hold them.
fn spaced(moves: &[Move]) -> String {
    moves
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// What a match found.
#[derive(Clone, Debug, Default)]
pub struct Summary {
    /// The first engine's wins, draws and losses.
    pub wdl: [u32; 3],
    pub pairs: Pentanomial,
    pub verdict: Option<Verdict>,
    pub llr: f64,
    /// Per engine: moves timed, moves later than movetime + [`LATE`], the longest move.
    pub timing: [(u32, u32, Duration); 2],
}

struct Played {
    /// The first engine's points in half points (0 to 2).
    half_points: usize,
    line: String,
    /// The moves, coordinate notation, separated by spaces.
    moves: String,
    times: Vec<(usize, Duration)>,
}

enum Report {
    Pair(usize, [Played; 2]),
    Failed(String),
}

/// Plays the match, writing a line per game, a standing every ten pairs and the summary.
///
/// # Errors
/// When an engine cannot be started or `out` cannot be written.
pub fn run(settings: &Settings, out: &mut dyn Write) -> anyhow::Result<Summary> {
    let pairs = settings.games.div_ceil(2) as usize;
    let next = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    let (send, reports) = mpsc::channel();
    let mut summary = Summary::default();
    let names = [&settings.engines[0].name, &settings.engines[1].name];
    let (mut ledger, earlier) = match &settings.resume {
        Some(path) => {
            let (ledger, earlier) = Ledger::open(path, settings)?;
            (Some(ledger), earlier)
        }
        None => (None, Vec::new()),
    };
    let mut played = vec![false; pairs];
    for pair in &earlier {
        // Pairs past a smaller --games than before still count: they were played.
        if let Some(done) = played.get_mut(pair.index) {
            *done = true;
        }
        tally(&mut summary, pair, settings.sprt);
    }
    let carrying_on = !earlier.is_empty();
    if let Some(path) = settings.resume.as_ref().filter(|_| carrying_on) {
        writeln!(
            out,
            "carried on from {}: {}",
            path.display(),
            standing(&summary, names, settings.sprt)
        )?;
    }
    // Carrying on, the games are added to those kept before.
    let mut record = match &settings.record {
        Some(path) => Some(std::io::BufWriter::new(
            std::fs::OpenOptions::new()
                .create(true)
                .write(true)
                .append(carrying_on)
                .truncate(!carrying_on)
                .open(path)
                .map_err(|e| {
                    anyhow::anyhow!("cannot write the games to {}: {e}", path.display())
                })?,
        )),
        None => None,
    };
    // A test decided before needs no more games: no engine is started.
    let unplayed = if summary.verdict.is_some() {
        0
    } else {
        played.iter().filter(|&&done| !done).count()
    };
    let failure = std::thread::scope(|scope| -> anyhow::Result<Option<String>> {
        for _ in 0..settings.concurrency.max(1).min(unplayed) {
            let send = send.clone();
            let (next, stop, played) = (&next, &stop, &played);
            scope.spawn(move || worker(settings, pairs, played, next, stop, &send));
        }
        drop(send);
        let mut failure = None;
        for report in reports {
            let (index, games) = match report {
                Report::Pair(index, games) => (index, games),
                Report::Failed(why) => {
                    stop.store(true, Ordering::Relaxed);
                    failure.get_or_insert(why);
                    continue;
                }
            };
            if stop.load(Ordering::Relaxed) {
                continue;
            }
            let mut pair = PairResult {
                index,
                half_points: [games[0].half_points, games[1].half_points],
                timing: Default::default(),
                opening: ledger::opening_key(settings.opening(index)),
            };
            for (i, game) in games.iter().enumerate() {
                writeln!(out, "game {}: {}", index * 2 + i + 1, game.line)?;
                if let Some(record) = &mut record {
                    writeln!(record, "{}", game.moves)?;
                }
                for (ply, &(side, took)) in game.times.iter().enumerate() {
                    let limit = settings.engines[side].movetime.map(Duration::from_millis);
                    let timing = &mut pair.timing[side];
                    timing.0 += 1;
                    if limit.is_some_and(|l| took > l + LATE) {
                        timing.1 += 1;
                        // Named, so a late move can be looked into: its game and ply.
                        writeln!(
                            out,
                            "late move: game {} ply {} by {}: {} ms",
                            index * 2 + i + 1,
                            ply + 1,
                            settings.engines[side].name,
                            took.as_millis()
                        )?;
                    }
                    timing.2 = timing.2.max(took);
                }
            }
            // The games are on disk before their pair is in the ledger: a match stopped in
            // between plays the pair again (its games kept twice) but never loses one.
            if let Some(record) = &mut record {
                record.flush()?;
            }
            if let Some(ledger) = &mut ledger {
                ledger.add(&pair)?;
            }
            tally(&mut summary, &pair, settings.sprt);
            if summary.pairs.pairs() % 10 == 0 || summary.verdict.is_some() {
                writeln!(out, "{}", standing(&summary, names, settings.sprt))?;
                out.flush()?;
            }
            if summary.verdict.is_some() {
                stop.store(true, Ordering::Relaxed);
            }
        }
        Ok(failure)
    })?;
    if let Some(record) = &mut record {
        record.flush()?;
    }
    if let Some(why) = failure {
        anyhow::bail!(why);
    }
    writeln!(
        out,
        "match {}: {} vs {}: {}",
        settings.variant,
        names[0],
        names[1],
        standing(&summary, names, settings.sprt)
    )?;
    for (side, name) in names.iter().enumerate() {
        if settings.engines[side].movetime.is_some() {
            let (moves, late, longest) = summary.timing[side];
            writeln!(
                out,
                "time {name}: {moves} moves, {late} later than movetime + {} ms, longest {} ms",
                LATE.as_millis(),
                longest.as_millis()
            )?;
        }
    }
    Ok(summary)
}

/// Counts `pair` in `summary`, and judges the test again.
fn tally(summary: &mut Summary, pair: &PairResult, sprt: Option<Sprt>) {
    for half_points in pair.half_points {
        summary.wdl[2 - half_points] += 1;
    }
    summary.pairs.add(pair.half_points[0] + pair.half_points[1]);
    for (total, (moves, late, longest)) in summary.timing.iter_mut().zip(pair.timing) {
        *total = (total.0 + moves, total.1 + late, total.2.max(longest));
    }
    if let Some(sprt) = sprt {
        summary.llr = summary.pairs.llr(sprt.elo0, sprt.elo1);
        summary.verdict = sprt.verdict(summary.llr);
    }
}

/// "120 games, kibitz +40 =50 -30, pairs 3 12 25 15 5, elo 29.1 +- 25.3, llr 2.98 (-2.94,
/// 2.94): H1 accepted".
fn standing(summary: &Summary, names: [&String; 2], sprt: Option<Sprt>) -> String {
    let [w, d, l] = summary.wdl;
    let pairs = summary.pairs.0.map(|n| n.to_string()).join(" ");
    let mut line = format!(
        "{} games, {} +{w} ={d} -{l}, pairs {pairs}",
        w + d + l,
        names[0]
    );
    if let Some((elo, margin)) = summary.pairs.elo() {
        line.push_str(&format!(", elo {elo:.1} +- {margin:.1}"));
    }
    if let Some(sprt) = sprt {
        let (lower, upper) = sprt.bounds();
        line.push_str(&format!(
            ", llr {:.2} ({lower:.2}, {upper:.2})",
            summary.llr
        ));
        line.push_str(match summary.verdict {
            Some(Verdict::H1) => ": H1 accepted",
            Some(Verdict::H0) => ": H0 accepted",
            None => "",
        });
    }
    line
}

fn worker(
    settings: &Settings,
    pairs: usize,
    played: &[bool],
    next: &AtomicUsize,
    stop: &AtomicBool,
    send: &mpsc::Sender<Report>,
) {
    let started: Result<Vec<Box<dyn Contestant>>, String> = settings
        .engines
        .iter()
        .map(|spec| contestant::start(spec, settings.variant))
        .collect();
    let mut sides = match started {
        Ok(sides) => sides,
        Err(why) => {
            let _ = send.send(Report::Failed(why));
            return;
        }
    };
    loop {
        let index = next.fetch_add(1, Ordering::Relaxed);
        if index >= pairs || stop.load(Ordering::Relaxed) {
            return;
        }
        if played[index] {
            continue;
        }
        let opening = settings.opening(index);
        let seed = settings.seed ^ (index as u64).wrapping_mul(0x1000_0000_01B3);
        let first = play(settings, opening, &mut sides, false, seed, stop);
        let second = play(settings, opening, &mut sides, true, seed ^ 1, stop);
        match (first, second) {
            (Ok(Some(a)), Ok(Some(b))) => {
                if send.send(Report::Pair(index, [a, b])).is_err() {
                    return;
                }
            }
            (Err(why), _) | (_, Err(why)) => {
                let _ = send.send(Report::Failed(why));
                return;
            }
            _ => return,
        }
    }
}

/// One game from `opening`, the first engine White unless `swapped`. `Ok(None)` when the
/// match stopped during it; `Err` when an engine could not be reached.
fn play(
    settings: &Settings,
    opening: &[Move],
    sides: &mut [Box<dyn Contestant>],
    swapped: bool,
    seed: u64,
    stop: &AtomicBool,
) -> Result<Option<Played>, String> {
    let white = usize::from(swapped);
    let mut game = Game::start(settings.variant);
    for mv in opening {
        game.play(&mv.to_string())
            .map_err(|e| format!("the opening's {mv}: {e}"))?;
    }
    for side in sides.iter_mut() {
        side.new_game()?;
    }
    let mut times = Vec::new();
    let (winner, how) = loop {
        if stop.load(Ordering::Relaxed) {
            return Ok(None);
        }
        if let Some(outcome) = game.outcome() {
            break (outcome.winner, outcome.to_string());
        }
        if game.moves().len() >= MAX_PLIES {
            break (None, format!("draw: stopped after {MAX_PLIES} plies"));
        }
        let turn = game.position().turn();
        let mover = if turn == Color::White {
            white
        } else {
            1 - white
        };
        let ply_seed = seed ^ (game.moves().len() as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let began = Instant::now();
        let chosen = sides[mover].choose(&game, ply_seed);
        times.push((mover, began.elapsed()));
        let refused = match chosen {
            Ok(text) => game
                .play(&text)
                .err()
                .map(|e| format!("illegal move {text}: {e}")),
            Err(why) => Some(why),
        };
        if let Some(why) = refused {
            break (Some(!turn), format!("{turn} loses: {why}"));
        }
    };
    let names = &settings.engines;
    let score = match winner {
        Some(Color::White) => "1-0",
        Some(Color::Black) => "0-1",
        None => "1/2-1/2",
    };
    let half_points = match winner {
        None => 1,
        Some(color) if (color == Color::White) == (white == 0) => 2,
        Some(_) => 0,
    };
    Ok(Some(Played {
        half_points,
        line: format!(
            "{} vs {}: {score} ({how}) in {} plies",
            names[white].name,
            names[1 - white].name,
            game.moves().len()
        ),
        moves: spaced(game.moves()),
        times,
    }))
}
