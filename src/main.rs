use anyhow::Result;
use clap::{Parser, Subcommand, ValueEnum};
use kibitz::rules::Variant;
use kibitz::{bench, tools};

/// Kibitz hosts games of unusual chess variants. These tools answer questions about the
/// rules from the command line.
#[derive(Parser)]
#[command(name = "kibitz", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(clap::Args)]
struct PositionArgs {
    /// standard, suction, shrink, swapper, giveandtake or tradeup
    #[arg(long, value_parser = parse_variant)]
    variant: Variant,
    /// Start from this FEN instead of the variant's start position
    #[arg(long)]
    fen: Option<String>,
    /// Moves to play first, space-separated, in the spec's notation ("e2e4 e7e5")
    #[arg(long)]
    moves: Option<String>,
}

#[derive(Subcommand)]
enum Command {
    /// Count the leaf nodes of the legal move tree; the count is the last line
    Perft {
        #[command(flatten)]
        at: PositionArgs,
        #[arg(long)]
        depth: u32,
        /// Print "<move> <count>" for every legal move first
        #[arg(long)]
        divide: bool,
    },
    /// Print the legal moves, one per line
    Moves {
        #[command(flatten)]
        at: PositionArgs,
    },
    /// Print the position as one JSON object (fen, to_move, legal_moves, result, ...)
    Position {
        #[command(flatten)]
        at: PositionArgs,
    },
    /// Measure speed on this machine (medians)
    Bench {
        #[arg(value_enum, default_value = "rules")]
        what: BenchTarget,
        /// Repetitions of each measurement
        #[arg(long, default_value_t = 5)]
        runs: usize,
    },
}

#[derive(Copy, Clone, ValueEnum)]
enum BenchTarget {
    Rules,
}

fn parse_variant(s: &str) -> Result<Variant, String> {
    s.parse()
        .map_err(|e: kibitz::rules::position::ParseVariantError| e.to_string())
}

fn main() -> Result<()> {
    let cli = Cli::parse();
    match cli.command {
        Command::Perft { at, depth, divide } => {
            let game = tools::setup(at.variant, at.fen.as_deref(), at.moves.as_deref())?;
            print!("{}", tools::perft_report(game.position(), depth, divide));
        }
        Command::Moves { at } => {
            let game = tools::setup(at.variant, at.fen.as_deref(), at.moves.as_deref())?;
            print!("{}", tools::moves_report(game.position()));
        }
        Command::Position { at } => {
            let game = tools::setup(at.variant, at.fen.as_deref(), at.moves.as_deref())?;
            println!("{}", tools::position_report(&game));
        }
        Command::Bench { what, runs } => match what {
            BenchTarget::Rules => print!("{}", bench::rules(runs)),
        },
    }
    Ok(())
}
