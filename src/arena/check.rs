//! `kibitz check-analysis`: Kibitz's analysis of games set beside a reference engine's
//! (Stockfish at depth 14 for standard chess), both judged by lichess's formulas, the
//! reference's scores at lichess's steepness as lichess would: how many of the reference's
//! blunders Kibitz finds, how many of Kibitz's blunder calls the reference agrees with, and how
//! far each player's accuracy is from the reference's.

use super::book;
use super::contestant::{Score, Spec, UciEngine, Who};
use crate::engine::accuracy::{steepness, winning_chances, Eval, Judgement, LICHESS_STEEPNESS};
use crate::engine::analysis::{self, Analysis, Class, Scored};
use crate::rules::{Game, Position, Variant};
use std::io::Write;
use std::time::Duration;

/// The options of `kibitz check-analysis`.
#[derive(clap::Args)]
pub struct CheckArgs {
    /// The games: a line each, moves in SAN or coordinates (`kibitz match --record` writes
    /// them)
    #[arg(long)]
    games: std::path::PathBuf,
    #[arg(long, default_value = "standard")]
    variant: Variant,
    /// The engine whose analysis is the reference: uci:<command> [args], with
    /// ",option.<UCI option>=<value>" settings
    #[arg(long, default_value = "uci:/usr/games/stockfish")]
    reference: Spec,
    /// The depth the reference searches each position to
    #[arg(long, default_value_t = 14, value_parser = clap::value_parser!(u32).range(1..=60))]
    depth: u32,
    /// The nodes Kibitz searches each position to (its analysis's default)
    #[arg(long, default_value_t = analysis::DEFAULT_NODES,
          value_parser = clap::value_parser!(u64).range(1..=1_000_000_000))]
    nodes: u64,
    /// Judge Kibitz's scores at this steepness rather than the variant's (to try one)
    #[arg(long)]
    steepness: Option<f64>,
}

/// How one game's two analyses compare.
#[derive(Clone, Debug, PartialEq)]
pub struct Compared {
    /// White's and Black's accuracy: Kibitz's, then the reference's.
    pub accuracy: [Option<(f64, f64)>; 2],
    /// The plies each calls a blunder: Kibitz's, then the reference's.
    pub blunders: [Vec<usize>; 2],
}

/// Analyses each game both ways and writes a line per game, then the totals.
///
/// # Errors
/// When the games cannot be read, the reference cannot be started or stops answering, or
/// `out` cannot be written.
pub fn run(args: &CheckArgs, out: &mut dyn Write) -> anyhow::Result<()> {
    let text = std::fs::read_to_string(&args.games)
        .map_err(|e| anyhow::anyhow!("cannot read {}: {e}", args.games.display()))?;
    let games = book::games(args.variant, &text)
        .map_err(|e| anyhow::anyhow!("{}: {e}", args.games.display()))?;
    let Who::Uci(command) = &args.reference.who else {
        anyhow::bail!("the reference must be a UCI engine: uci:<command>");
    };
    let mut reference = UciEngine::start(command, &args.reference, args.variant)
        .map_err(|e| anyhow::anyhow!("the reference: {e}"))?;
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let k = args.steepness.unwrap_or_else(|| steepness(args.variant));
    let mut all = Vec::new();
    let mut pairs = Vec::new();
    for (i, game) in games.iter().enumerate() {
        let ours = analysis::search_positions(game, args.nodes, threads, &|_, _| {});
        let theirs = reference_scores(&mut reference, game, args.depth)?;
        let compared = compare(
            &analysis::judged_at(game, &ours, k),
            &analysis::judged_at(game, &theirs, LICHESS_STEEPNESS),
        );
        writeln!(out, "game {}: {}", i + 1, game_line(game, &compared))?;
        all.push(compared);
        pairs.extend(ours.iter().zip(&theirs).map(|(o, t)| (o.eval, t.eval)));
    }
    writeln!(out, "{}", totals(&all))?;
    writeln!(
        out,
        "judged at steepness {k}; the steepness that best matches the reference's winning chances: {:.6}",
        matching_steepness(&pairs)
    )?;
    Ok(())
}

/// The steepness at which Kibitz's evaluations give the winning chances closest (least
/// squares) to those the reference's give at lichess's steepness, over positions both score
/// in centipawns.
fn matching_steepness(pairs: &[(Eval, Eval)]) -> f64 {
    let both: Vec<(Eval, Eval)> = pairs
        .iter()
        .copied()
        .filter(|(a, b)| matches!((a, b), (Eval::Cp(_), Eval::Cp(_))))
        .collect();
    let error = |k: f64| -> f64 {
        both.iter()
            .map(|&(ours, theirs)| {
                (winning_chances(k, ours) - winning_chances(LICHESS_STEEPNESS, theirs)).powi(2)
            })
            .sum()
    };
    // Golden-section search: the error has one minimum over sensible steepnesses.
    let (mut low, mut high) = (0.0005_f64, 0.05_f64);
    let ratio = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..60 {
        let a = high - ratio * (high - low);
        let b = low + ratio * (high - low);
        if error(a) < error(b) {
            high = b;
        } else {
            low = a;
        }
    }
    (low + high) / 2.0
}

/// The reference's evaluation of every position of `game` (from White's side) and its move.
fn reference_scores(
    reference: &mut UciEngine,
    game: &Game,
    depth: u32,
) -> anyhow::Result<Vec<Scored>> {
    let positions = game.positions();
    let last = positions.len() - 1;
    let mut scored = Vec::with_capacity(positions.len());
    for (i, pos) in positions.iter().enumerate() {
        // Only the last position can be one the game ended in.
        if let Some(outcome) = game.outcome().filter(|_| i == last) {
            let eval = outcome.winner.map_or(Eval::Cp(0), Eval::Won);
            scored.push(Scored { eval, best: None });
            continue;
        }
        let go = format!("go depth {depth}");
        let searched = reference
            .search(&game.moves()[..i], &go, Duration::from_secs(600))
            .map_err(|e| anyhow::anyhow!("the reference: {e}"))?;
        let score = searched
            .score
            .ok_or_else(|| anyhow::anyhow!("the reference gave no score at ply {i}"))?;
        scored.push(Scored {
            eval: as_eval(pos, score),
            best: pos.parse_move(&searched.best).ok(),
        });
    }
    Ok(scored)
}

/// A UCI score for the side to move in `pos`, from White's side.
fn as_eval(pos: &Position, score: Score) -> Eval {
    match score {
        Score::Cp(cp) => Eval::Cp(cp),
        Score::Mate(n) => Eval::Mate(n),
    }
    .for_side(pos.turn())
}

fn compare(kibitz: &Analysis, reference: &Analysis) -> Compared {
    let blunders = |a: &Analysis| -> Vec<usize> {
        a.plies
            .iter()
            .enumerate()
            .filter(|(_, p)| p.class == Class::Judged(Judgement::Blunder))
            .map(|(i, _)| i + 1)
            .collect()
    };
    Compared {
        accuracy: [kibitz.accuracy, reference.accuracy],
        blunders: [blunders(kibitz), blunders(reference)],
    }
}

/// The plies both call a blunder.
fn agreed(c: &Compared) -> usize {
    c.blunders[0]
        .iter()
        .filter(|p| c.blunders[1].contains(p))
        .count()
}

/// "83 plies, accuracy white 78.2 (reference 80.1) black 65.3 (reference 61.0), blunders
/// kibitz 12 40 reference 12 40 57".
fn game_line(game: &Game, c: &Compared) -> String {
    let accuracy = |a: Option<(f64, f64)>, white: bool| {
        a.map_or("-".to_string(), |(w, b)| {
            format!("{:.1}", if white { w } else { b })
        })
    };
    let plies = |list: &[usize]| {
        if list.is_empty() {
            "none".to_string()
        } else {
            list.iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(" ")
        }
    };
    format!(
        "{} plies, accuracy white {} (reference {}) black {} (reference {}), blunders kibitz {} reference {}",
        game.moves().len(),
        accuracy(c.accuracy[0], true),
        accuracy(c.accuracy[1], true),
        accuracy(c.accuracy[0], false),
        accuracy(c.accuracy[1], false),
        plies(&c.blunders[0]),
        plies(&c.blunders[1]),
    )
}

/// "blunders found 20 of 24 (83.3%), blunder calls right 20 of 22 (90.9%), accuracy off by
/// 3.2 on average and 7.9 at worst over 24 players".
pub fn totals(all: &[Compared]) -> String {
    let both: usize = all.iter().map(agreed).sum();
    let theirs: usize = all.iter().map(|c| c.blunders[1].len()).sum();
    let ours: usize = all.iter().map(|c| c.blunders[0].len()).sum();
    let share = |n: usize, of: usize| {
        if of == 0 {
            "-".to_string()
        } else {
            format!("{:.1}%", 100.0 * n as f64 / of as f64)
        }
    };
    let offs: Vec<f64> = all
        .iter()
        .filter_map(|c| Some((c.accuracy[0]?, c.accuracy[1]?)))
        .flat_map(|((w, b), (rw, rb))| [(w - rw).abs(), (b - rb).abs()])
        .collect();
    let mean = offs.iter().sum::<f64>() / offs.len().max(1) as f64;
    let worst = offs.iter().copied().fold(0.0, f64::max);
    format!(
        "blunders found {both} of {theirs} ({}), blunder calls right {both} of {ours} ({}), accuracy off by {mean:.1} on average and {worst:.1} at worst over {} players",
        share(both, theirs),
        share(both, ours),
        offs.len()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn totals_count_agreement_both_ways_and_accuracy_gaps() {
        let games = [
            Compared {
                accuracy: [Some((80.0, 60.0)), Some((84.0, 58.0))],
                blunders: [vec![10, 21], vec![10, 33]],
            },
            Compared {
                accuracy: [Some((90.0, 70.0)), Some((90.0, 78.0))],
                blunders: [vec![4], vec![4, 8]],
            },
        ];
        assert_eq!(
            totals(&games),
            "blunders found 2 of 4 (50.0%), blunder calls right 2 of 3 (66.7%), \
             accuracy off by 3.5 on average and 8.0 at worst over 4 players"
        );
    }

    #[test]
    fn the_matching_steepness_is_found_where_the_scales_differ() {
        // Kibitz's centipawns half the reference's: twice lichess's steepness matches.
        let pairs: Vec<(Eval, Eval)> = (-20..=20)
            .map(|i| (Eval::Cp(i * 25), Eval::Cp(i * 50)))
            .chain([(Eval::Mate(3), Eval::Cp(10))])
            .collect();
        let k = matching_steepness(&pairs);
        assert!((k / LICHESS_STEEPNESS - 2.0).abs() < 0.01, "{k}");
    }

    #[test]
    fn a_mate_the_side_to_move_suffers_is_told_from_whites_side() {
        let pos = Position::from_fen(
            Variant::Standard,
            "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2",
        )
        .unwrap();
        assert_eq!(as_eval(&pos, Score::Mate(1)), Eval::Mate(-1));
        assert_eq!(as_eval(&pos, Score::Cp(300)), Eval::Cp(-300));
    }
}
