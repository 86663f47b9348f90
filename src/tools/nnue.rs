//! `kibitz nnue data` and `kibitz nnue train`: a variant's network from scratch, seeded, on
//! this machine (see `engine::nnue`).

use super::parse_variant;
use crate::engine::accuracy::steepness;
use crate::engine::nnue::{data, train, Network, Shared};
use crate::engine::tune::SelfPlay;
use crate::engine::Evaluator;
use crate::rules::Variant;
use anyhow::{bail, Context, Result};
use std::io::Write as _;
use std::path::PathBuf;

/// One position in this many is held out of training.
const HELD_OUT: usize = 20;

#[derive(clap::Subcommand)]
pub enum NnueAction {
    /// Play seeded self-play games and append their positions, with the search's scores and
    /// the games' results, to a data file; run again with the same arguments to carry on
    /// where it stopped (games already whole in the file are not played again)
    Data {
        #[arg(long, value_parser = parse_variant)]
        variant: Variant,
        /// Self-play games the file should hold (numbered from 0)
        #[arg(long, value_parser = clap::value_parser!(u32).range(1..=100_000_000))]
        games: u32,
        /// Nodes the engine searches per move
        #[arg(long, default_value_t = 5000, value_parser = clap::value_parser!(u64).range(100..=10_000_000))]
        nodes: u64,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// A network (for this variant) that judges the games' positions instead of the
        /// hand-written evaluation
        #[arg(long)]
        eval_file: Option<PathBuf>,
        /// The data file (made if missing)
        #[arg(long)]
        out: PathBuf,
    },
    /// Train a network on data files and write it (for assets/nnue/<variant>.nnue, or UCI's
    /// EvalFile); the error after each epoch on standard error
    Train {
        #[arg(long, value_parser = parse_variant)]
        variant: Variant,
        /// Data files made by `kibitz nnue data`
        #[arg(long, required = true, num_args = 1..)]
        data: Vec<PathBuf>,
        /// Hidden units of each side's view [default: 128, or the --start network's]
        #[arg(long, value_parser = clap::value_parser!(u32).range(1..=1024))]
        hidden: Option<u32>,
        /// A network (for this variant) whose weights training starts from, instead of
        /// random ones
        #[arg(long)]
        start: Option<PathBuf>,
        /// Full passes over the positions (more overfit a small set: watch the held-out error)
        #[arg(long, default_value_t = 12, value_parser = clap::value_parser!(u32).range(1..=10_000))]
        epochs: u32,
        #[arg(long, default_value_t = 16384, value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
        batch: u32,
        /// Adam's first step size (it falls to a tenth by the end)
        #[arg(long, default_value_t = 0.002)]
        rate: f32,
        /// The share of the target that is the search's score; the rest is the game's result
        #[arg(long, default_value_t = 1.0)]
        lambda: f32,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// The network file to write
        #[arg(long)]
        out: PathBuf,
    },
}

/// Runs `kibitz nnue <action>`, progress to standard error.
///
/// # Errors
/// A data file that cannot be read or written, or holds what is not data.
pub fn run(action: &NnueAction) -> Result<()> {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    match action {
        NnueAction::Data {
            variant,
            games,
            nodes,
            seed,
            eval_file,
            out,
        } => {
            let evaluator = match eval_file {
                Some(file) => Evaluator::Network(read_network(file, *variant)?),
                None => Evaluator::HandWritten,
            };
            let text = match std::fs::read_to_string(out) {
                Ok(text) => text,
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => String::new(),
                Err(e) => bail!("cannot read {}: {e}", out.display()),
            };
            let contents = data::read(&text, *variant)
                .map_err(anyhow::Error::msg)
                .with_context(|| format!("{} is not a data file", out.display()))?;
            // A game cut off at the file's end is dropped, and played again.
            let file = std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(out)
                .with_context(|| format!("cannot open {}", out.display()))?;
            file.set_len(contents.whole as u64)?;
            let had = contents.games.len();
            eprintln!(
                "{} holds {had} whole games, {} positions",
                out.display(),
                contents.records.len()
            );
            let play = SelfPlay {
                variant: *variant,
                games: *games as usize,
                nodes: *nodes,
                seed: *seed,
                threads,
                evaluator,
            };
            let written = std::sync::atomic::AtomicUsize::new(had);
            let failed = std::sync::Mutex::new(None);
            data::generate(&play, &contents.games, &|game| {
                if let Err(e) = (&file).write_all(game.as_bytes()) {
                    failed
                        .lock()
                        .unwrap_or_else(|e| e.into_inner())
                        .get_or_insert(e);
                    return;
                }
                let n = written.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
                if n.is_multiple_of(100) {
                    eprintln!("{n} of {games} games");
                }
            });
            if let Some(e) = failed.into_inner().unwrap_or_else(|e| e.into_inner()) {
                bail!("cannot write {}: {e}", out.display());
            }
            eprintln!("{} holds {games} games", out.display());
        }
        NnueAction::Train {
            variant,
            data: files,
            hidden,
            epochs,
            batch,
            rate,
            lambda,
            seed,
            start,
            out,
        } => {
            if !(rate.is_finite() && *rate > 0.0) {
                bail!("--rate must be a number above 0, not {rate}");
            }
            if !(0.0..=1.0).contains(lambda) {
                bail!("--lambda must be a number from 0 to 1, not {lambda}");
            }
            let start = match start {
                Some(file) => Some(read_network(file, *variant)?),
                None => None,
            };
            let hidden = match (hidden, &start) {
                (Some(hidden), Some(network)) if *hidden as usize != network.hidden() => bail!(
                    "--hidden {hidden} but the --start network has {} hidden units",
                    network.hidden()
                ),
                (Some(hidden), _) => *hidden as usize,
                (None, Some(network)) => network.hidden(),
                (None, None) => 128,
            };
            let settings = train::Settings {
                variant: *variant,
                hidden,
                epochs: *epochs as usize,
                batch: *batch as usize,
                rate: *rate,
                lambda: *lambda,
                scale: (1.0 / steepness(*variant)) as f32,
                seed: *seed,
                threads,
                start,
            };
            let mut records = Vec::new();
            for file in files {
                let text = std::fs::read_to_string(file)
                    .with_context(|| format!("cannot read {}", file.display()))?;
                let contents = data::read(&text, *variant)
                    .map_err(anyhow::Error::msg)
                    .with_context(|| format!("{} is not a data file", file.display()))?;
                records.extend(contents.records);
            }
            if records.is_empty() {
                bail!("the data files hold no positions");
            }
            // The last twentieth of the positions, those of the highest-numbered games, is
            // held out, to see the network judge positions it has not learnt.
            let learnt = records.len() - records.len() / HELD_OUT;
            let example = |r: &data::Record| train::example(r, &settings);
            let mut examples: Vec<_> = records[..learnt].iter().map(example).collect();
            let held_out: Vec<_> = records[learnt..].iter().map(example).collect();
            eprintln!(
                "{} positions to learn from, {} held out; the variant's own evaluation's error \
                 on those: {:.6}",
                examples.len(),
                held_out.len(),
                train::own_error(&records[learnt..], &settings)
            );
            drop(records);
            let network = train::train(
                &mut examples,
                &held_out,
                &settings,
                &|epoch, error, held_out| {
                    eprintln!("epoch {epoch}: error {error:.6}, held out {held_out:.6}");
                },
            );
            std::fs::write(out, network.to_bytes())
                .with_context(|| format!("cannot write {}", out.display()))?;
        }
    }
    Ok(())
}

/// The network in `file`, which must be `variant`'s.
fn read_network(file: &std::path::Path, variant: Variant) -> Result<Shared> {
    let bytes = std::fs::read(file)
        .with_context(|| format!("cannot read the network {}", file.display()))?;
    let network = Network::from_bytes(&bytes)
        .map_err(anyhow::Error::msg)
        .with_context(|| format!("{} is not a network", file.display()))?;
    if network.variant() != variant {
        bail!(
            "{} is a network for {}, not {variant}",
            file.display(),
            network.variant()
        );
    }
    Ok(std::sync::Arc::new(network))
}
