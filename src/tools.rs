//! The command-line tools of the spec: `perft`, `moves` and `position`; the engine's
//! `bestmove` and `match`.

pub mod nnue;

use crate::arena;
use crate::engine::{self, Level};
use crate::game::{board_caption, side_name, Lang};
use crate::render::{Image, RenderOptions, Renderer};
use crate::rules::{perft, Color, Game, Position, Variant};
use anyhow::{bail, Context, Result};
use serde_json::json;
use std::fmt::Write as _;
use std::io::Write as _;

/// Longest `--moves` list accepted, in characters.
const MAX_MOVES_TEXT: usize = 100_000;

/// The game reached from a start position (the variant's, or `fen`) by `moves`
/// (space-separated, each in SAN or the coordinate notation).
///
/// # Errors
/// A bad FEN, or the first illegal move with its number and the reason.
pub fn setup(variant: Variant, fen: Option<&str>, moves: Option<&str>) -> Result<Game> {
    let start = match fen {
        Some(fen) => {
            Position::from_fen(variant, fen).with_context(|| format!("cannot read FEN '{fen}'"))?
        }
        None => Position::start(variant),
    };
    let mut game = Game::new(start);
    let moves = moves.unwrap_or("");
    if moves.len() > MAX_MOVES_TEXT {
        bail!("the move list is too long");
    }
    for (i, text) in moves.split_ascii_whitespace().enumerate() {
        game.record(text).with_context(|| {
            format!(
                "move {} '{text}' is illegal in {} from {}",
                i + 1,
                variant.key(),
                game.position().fen()
            )
        })?;
    }
    Ok(game)
}

/// `render`: the game's position, with its last move marked and the line under it in `lang`;
/// a side not named is called by its colour.
pub fn render(
    game: &Game,
    (size, flip): (u32, bool),
    (white, black): (Option<&str>, Option<&str>),
    lang: Lang,
) -> Image {
    let before = game.positions().iter().rev().nth(1);
    let last_move = game.moves().last().copied().zip(before);
    let caption = board_caption(lang, game.position(), last_move, game.outcome());
    let name =
        |given: Option<&str>, color| given.map_or_else(|| side_name(lang, color), str::to_string);
    let (white, black) = (name(white, Color::White), name(black, Color::Black));
    let options = RenderOptions {
        size,
        flip,
        white_name: Some(&white),
        black_name: Some(&black),
        last_move,
        outcome: game.outcome(),
        caption: Some(&caption),
        ..RenderOptions::new()
    };
    Renderer::new().render(game.position(), &options)
}

/// `perft`: with `divide`, one `<move> <count>` line per legal move, then the total.
pub fn perft_report(pos: &Position, depth: u32, divide: bool) -> String {
    let mut out = String::new();
    if divide {
        let mut total = 0;
        for (mv, n) in perft::divide(pos, depth) {
            writeln!(out, "{mv} {n}").ok();
            total += n;
        }
        if depth == 0 {
            total = 1;
        }
        writeln!(out, "{total}").ok();
    } else {
        writeln!(out, "{}", perft::perft(pos, depth)).ok();
    }
    out
}

/// `moves`: the legal moves, one per line, in the coordinate notation or (`san`) in SAN.
pub fn moves_report(pos: &Position, san: bool) -> String {
    if san {
        (pos.legal_moves_san().into_iter())
            .map(|(_, san)| san + "\n")
            .collect()
    } else {
        pos.legal_moves().iter().map(|m| format!("{m}\n")).collect()
    }
}

/// `position`: one JSON object describing the game's current position.
pub fn position_report(game: &Game) -> serde_json::Value {
    let pos = game.position();
    let legal = pos.legal_moves_san();
    let result = game.outcome().map(|o| {
        json!({
            "winner": o.winner.map(|c| c.name()),
            "reason": o.reason.to_string(),
        })
    });
    let hands = pos.variant().has_hands().then(|| {
        let hand = |c| {
            crate::rules::Hand::ROLES
                .iter()
                .filter(|&&r| pos.hand(c).count(r) > 0)
                .map(|&r| (r.upper_char().to_string(), json!(pos.hand(c).count(r))))
                .collect::<serde_json::Map<_, _>>()
        };
        json!({"white": hand(crate::rules::Color::White), "black": hand(crate::rules::Color::Black)})
    });
    json!({
        "variant": pos.variant().key(),
        "fen": pos.fen(),
        "to_move": pos.turn().name(),
        "legal_moves": legal.iter().map(|(m, _)| m.to_string()).collect::<Vec<_>>(),
        "san": legal.into_iter().map(|(_, san)| san).collect::<Vec<_>>(),
        "result": result,
        "check": pos.is_check(),
        "board": { "width": pos.board().width(), "height": pos.board().height() },
        "hands": hands,
        "halfmove_clock": pos.halfmoves(),
        "fullmove_number": pos.fullmoves(),
        "moves_played": game.moves().iter().map(|m| m.to_string()).collect::<Vec<_>>(),
    })
}

/// How long `bestmove` may think: exactly one of these, as the command line says.
pub enum Budget {
    Movetime(std::time::Duration),
    Level(Level),
    Nodes(u64),
}

/// `bestmove`: thinks about the game's position, writing a progress line per finished depth
/// and then `bestmove <move>`.
///
/// # Errors
/// When the game is over (no legal move, or a result), or `out` cannot be written.
pub fn bestmove(
    game: &Game,
    budget: Budget,
    seed: u64,
    out: &mut dyn std::io::Write,
) -> Result<()> {
    if let Some(outcome) = game.outcome() {
        bail!("the game is over ({outcome}): there is no move to find");
    }
    let full_strength = |limits| engine::Options {
        limits,
        spread: 0,
        seed,
        table_bits: 20,
        contempt: engine::CONTEMPT,
        pruning: None,
        repetition: engine::Repetition::Second,
        evaluator: engine::Evaluator::Shipped,
    };
    let options = match budget {
        Budget::Level(level) => level.options(game.position().variant(), seed, None),
        Budget::Movetime(t) => full_strength(engine::Limits {
            movetime: Some(t),
            spend_movetime: true,
            ..Default::default()
        }),
        Budget::Nodes(n) => full_strength(engine::Limits {
            nodes: Some(n),
            ..Default::default()
        }),
    };
    let mut failed = None;
    let thought = engine::think(
        game.position(),
        &engine::history(game),
        &options,
        &mut |info| {
            let nps = (info.nodes as f64 / info.elapsed.as_secs_f64().max(1e-6)) as u64;
            let pv: Vec<String> = info.pv.iter().map(ToString::to_string).collect();
            let line = writeln!(
                out,
                "info depth {} score {} nodes {} nps {nps} pv {}",
                info.depth,
                info.score,
                info.nodes,
                pv.join(" ")
            )
            .and_then(|()| out.flush());
            if let Err(e) = line {
                failed.get_or_insert(e);
            }
        },
    );
    if let Some(e) = failed {
        return Err(e.into());
    }
    let Some(thought) = thought else {
        bail!("the side to move has no legal move");
    };
    writeln!(out, "bestmove {}", thought.best)?;
    Ok(())
}

/// The options of `kibitz match`.
#[derive(clap::Args)]
pub struct MatchArgs {
    #[arg(long, value_parser = parse_variant)]
    variant: Variant,
    /// An engine, twice (the first is the one measured): kibitz (this build over UCI),
    /// uci:<command> [args], engine:<1-8>, random or greedy; then settings
    /// ",movetime=<ms>", ",nodes=<n>", ",name=<name>", ",option.<UCI option>=<value>"
    #[arg(long = "engine", num_args = 1, required = true)]
    engines: Vec<arena::contestant::Spec>,
    /// Play at most this many games
    #[arg(long, default_value_t = 100, value_parser = clap::value_parser!(u32).range(2..=1_000_000))]
    games: u32,
    /// Stop as soon as the sequential test decides between H0 and H1 (Elo), "0,5"
    #[arg(long, value_parser = arena::sprt::parse_sprt)]
    sprt: Option<arena::sprt::Sprt>,
    /// Games played at once (each engine thinks on one core); all the cores by default
    #[arg(long)]
    concurrency: Option<usize>,
    /// Openings to play from: a line each, moves in SAN or coordinates; made from the seed
    /// (reasonable moves at random, kept when still even) when not given
    #[arg(long)]
    book: Option<std::path::PathBuf>,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Write each game's moves to this file, a line each (a book, or games for
    /// check-analysis)
    #[arg(long)]
    record: Option<std::path::PathBuf>,
    /// Keep the match's pairs in this file as they end, and carry on from the pairs it holds
    /// (a match stopped, or one whose test needs more games than one sitting): given again
    /// with the same settings, those pairs are not played again and count toward the test
    #[arg(long, value_name = "FILE")]
    resume: Option<std::path::PathBuf>,
}

/// A variant named on the command line (clap's value parser for `--variant`).
pub fn parse_variant(s: &str) -> std::result::Result<Variant, String> {
    s.parse()
        .map_err(|e: crate::rules::variant::ParseVariantError| e.to_string())
}

/// `puzzles verify`: see [`engine::puzzles::verify::check`].
///
/// # Errors
/// When `out` cannot be written.
pub fn verify_puzzles(variant: Variant, seed: u64, out: &mut dyn std::io::Write) -> Result<()> {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let checked = engine::puzzles::verify::check(variant, seed, threads);
    eprintln!(
        "{variant}: {} dropped ({}), {} mined in their place",
        checked.dropped.len(),
        checked.dropped.join(" "),
        checked.mined
    );
    writeln!(out, "{}", engine::puzzles::CSV_HEADER)?;
    for puzzle in &checked.puzzles {
        writeln!(out, "{}", puzzle.csv_line())?;
    }
    Ok(())
}

/// The options of `kibitz tune`.
#[derive(clap::Args)]
pub struct TuneArgs {
    #[arg(long, value_parser = parse_variant)]
    variant: Variant,
    /// Self-play games to take positions from
    #[arg(long, default_value_t = 2000, value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
    games: u32,
    /// Nodes the engine searches per move of self-play
    #[arg(long, default_value_t = 5000, value_parser = clap::value_parser!(u64).range(100..=10_000_000))]
    nodes: u64,
    /// Full passes of the fitting over the positions
    #[arg(long, default_value_t = 1500, value_parser = clap::value_parser!(u32).range(1..=100_000))]
    epochs: u32,
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

/// `tune`: plays the self-play games, fits the terms and writes the weights (the text of
/// `assets/eval/<variant>.txt`) to `out`, progress to standard error.
///
/// # Errors
/// When `out` cannot be written.
pub fn tune(args: &TuneArgs, out: &mut dyn std::io::Write) -> Result<()> {
    let play = engine::tune::SelfPlay {
        variant: args.variant,
        games: args.games as usize,
        nodes: args.nodes,
        seed: args.seed,
        threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
        // The evaluation whose terms are fitted.
        evaluator: engine::Evaluator::HandWritten,
    };
    let games = args.games as usize;
    let samples = engine::tune::self_play(&play, &|done| {
        if done % 100 == 0 || done == games {
            eprintln!("self-play: {done} of {games} games");
        }
    });
    eprintln!("{} positions", samples.len());
    let fitted = engine::tune::fit(&samples, args.epochs as usize, &|epoch, error| {
        eprintln!("epoch {epoch}: error {error:.6}");
    });
    let command = format!(
        "kibitz tune --variant {} --games {} --nodes {} --epochs {} --seed {}",
        args.variant, args.games, args.nodes, args.epochs, args.seed
    );
    writeln!(out, "# The fitted terms of {}: {command}", args.variant)?;
    writeln!(
        out,
        "# {} positions; steepness {:.4}; mean squared error {:.6} before, {:.6} after.",
        samples.len(),
        fitted.steepness,
        fitted.error_before,
        fitted.error_after,
    )?;
    out.write_all(engine::tune::write_weights(&fitted.weights).as_bytes())?;
    Ok(())
}

/// `match`: see [`MatchArgs`] and [`arena::run`].
///
/// # Errors
/// When the arguments do not make a match, an engine fails, or `out` cannot be written.
pub fn play_match(args: &MatchArgs, out: &mut dyn std::io::Write) -> Result<()> {
    let [first, second] = <[_; 2]>::try_from(args.engines.clone()).map_err(|_| {
        anyhow::anyhow!("give --engine twice: the engine measured, then its opponent")
    })?;
    let pairs = args.games.div_ceil(2) as usize;
    let book = match &args.book {
        Some(path) => {
            let text = std::fs::read_to_string(path)
                .with_context(|| format!("cannot read the book {}", path.display()))?;
            arena::book::read(args.variant, &text)
                .map_err(|e| anyhow::anyhow!("{}: {e}", path.display()))?
        }
        None => arena::book::make(args.variant, pairs.min(500), args.seed),
    };
    let settings = arena::Settings {
        variant: args.variant,
        engines: [first, second],
        games: args.games,
        sprt: args.sprt,
        concurrency: args
            .concurrency
            .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get())),
        book,
        seed: args.seed,
        record: args.record.clone(),
        resume: args.resume.clone(),
    };
    arena::run(&settings, out)?;
    Ok(())
}

/// `analyse`: a line per ply (`ply <n> <move> eval <cp or #n> best <move> class <class>`),
/// then `accuracy white <w> black <b>`.
pub fn analyse(game: &Game, nodes: u64, out: &mut dyn std::io::Write) -> Result<()> {
    if game.moves().is_empty() {
        bail!("there are no moves to analyse: give them with --moves");
    }
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let analysis = engine::analysis::analyse(game, nodes, threads);
    for (i, ply) in analysis.plies.iter().enumerate() {
        let best = ply.best.map_or("-".to_string(), |m| m.to_string());
        writeln!(
            out,
            "ply {} {} eval {} best {} class {}",
            i + 1,
            ply.played,
            ply.eval,
            best,
            ply.class.name()
        )?;
    }
    let side = |a: Option<f64>| a.map_or("-".to_string(), |a| format!("{a:.1}"));
    writeln!(
        out,
        "accuracy white {} black {}",
        side(analysis.accuracy.map(|(w, _)| w)),
        side(analysis.accuracy.map(|(_, b)| b))
    )?;
    Ok(())
}

/// `pair`: the next round of the Swiss in the TRF file, or (`check`) every round paired
/// again; false when a round differs.
pub fn pair(path: &std::path::Path, check: bool) -> Result<bool> {
    use crate::pairing::{check as checking, dutch, trf};
    let text =
        std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
    let report =
        trf::Report::parse(&text).with_context(|| format!("cannot read {}", path.display()))?;
    if !check {
        let round = trf::rounds_paired(&report.swiss);
        let pairing = dutch::pair(&report.swiss, round)?;
        print!("{}", checking::program_lines(&pairing));
        return Ok(true);
    }
    let differences = checking::check(&report.swiss);
    for difference in &differences {
        println!("round {} differs; as reported:", difference.round);
        print!("{}", checking::program_lines(&difference.reported));
        match &difference.dutch {
            Ok(dutch) => print!("by the Dutch system:\n{}", checking::program_lines(dutch)),
            Err(why) => println!("by the Dutch system: {why}"),
        }
    }
    let rounds = report
        .swiss
        .players
        .iter()
        .map(|p| p.rounds.len())
        .max()
        .unwrap_or(0);
    println!(
        "{} of {rounds} rounds paired as the Dutch system pairs them",
        rounds - differences.len()
    );
    Ok(differences.is_empty())
}

/// `kibitz puzzles generate`: `count` puzzles mined from self-play, as CSV on `out`, how many
/// were found so far on standard error.
pub fn generate_puzzles(
    variant: Variant,
    count: usize,
    seed: u64,
    out: &mut dyn std::io::Write,
) -> Result<()> {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let found = engine::puzzles::mine::generate(variant, count, seed, threads, &|found, wanted| {
        eprintln!("{found} of {wanted} puzzles found");
    });
    writeln!(out, "{}", engine::puzzles::CSV_HEADER)?;
    for puzzle in &found {
        writeln!(out, "{}", puzzle.csv_line())?;
    }
    if found.len() < count {
        bail!(
            "only {} puzzles were found of the {count} asked",
            found.len()
        );
    }
    Ok(())
}

/// `kibitz puzzles list`: every shipped puzzle of `variant`, its fields separated by tabs.
pub fn list_puzzles(variant: Variant, out: &mut dyn std::io::Write) -> Result<()> {
    for p in engine::puzzles::shipped(variant) {
        writeln!(
            out,
            "{}\t{}\t{}\t{}\t{}",
            p.id,
            p.fen,
            p.moves.join(" "),
            p.rating,
            p.themes.join(" ")
        )?;
    }
    Ok(())
}

/// Writes `text` to standard output, with a failed write an error (`print!` panics).
pub fn emit(text: &str) -> Result<()> {
    std::io::stdout().lock().write_all(text.as_bytes())?;
    Ok(())
}

/// Whether `error` is a write to a pipe whose reader has gone.
pub fn broken_pipe(error: &anyhow::Error) -> bool {
    error.chain().any(|cause| {
        cause
            .downcast_ref::<std::io::Error>()
            .is_some_and(|e| e.kind() == std::io::ErrorKind::BrokenPipe)
    })
}
