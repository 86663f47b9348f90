use anyhow::{Context, Result};
use clap::{Parser, Subcommand, ValueEnum};
use kibitz::game::Lang;
use kibitz::rules::Variant;
use kibitz::tools::parse_variant;
use kibitz::{bench, tools};
use std::time::Duration;

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
    /// Moves to play first, space-separated, each in SAN or coordinates ("e4 e5 Nf3", "e2e4 e7e5")
    #[arg(long)]
    moves: Option<String>,
}

#[derive(Subcommand)]
enum PuzzlesAction {
    /// Mine puzzles from engine self-play at mixed levels: prints them as CSV with lichess's
    /// columns (the file format of assets/puzzles/), progress on standard error
    Generate {
        #[arg(long, value_parser = parse_variant)]
        variant: Variant,
        #[arg(long, default_value_t = 10, value_parser = clap::value_parser!(u32).range(1..=100_000))]
        count: u32,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Check every shipped puzzle of a variant with today's engine, drop those it no longer
    /// solves as their line says, and mine as many new ones: prints the new CSV (the file of
    /// assets/puzzles/), what was dropped on standard error
    Verify {
        #[arg(long, value_parser = parse_variant)]
        variant: Variant,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Print every puzzle shipped for a variant, a line each: id, FEN, moves, rating and themes
    /// separated by tabs (moves and themes by spaces)
    List {
        #[arg(long, value_parser = parse_variant)]
        variant: Variant,
    },
}

#[derive(Subcommand)]
enum Command {
    /// Play in the terminal, offline: the whole bot, with games kept in a SQLite file (or in
    /// PostgreSQL)
    Console {
        /// The database: a SQLite file (created if missing) or postgres://user@host:port/name
        #[arg(long, env = "KIBITZ_DB", default_value = "kibitz.sqlite")]
        db: String,
        /// Where board images are written
        #[arg(long, default_value = "kibitz-boards")]
        images: std::path::PathBuf,
        /// Keep the board of every move (by default only each game's latest board is kept)
        #[arg(long)]
        all_images: bool,
        #[command(flatten)]
        http: kibitz::web::HttpArgs,
    },
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
        /// Print them in SAN (Nf3, exd5, O-O) instead of the coordinate notation
        #[arg(long)]
        san: bool,
    },
    /// Print the position as one JSON object (fen, to_move, legal_moves, san, result, ...)
    Position {
        #[command(flatten)]
        at: PositionArgs,
    },
    /// Find the engine's move; progress lines, then "bestmove <move>" as the last line
    #[command(group(clap::ArgGroup::new("budget").required(true).args(["movetime", "level", "nodes"])))]
    Bestmove {
        #[command(flatten)]
        at: PositionArgs,
        /// Think for this many milliseconds of wall-clock time
        #[arg(long, value_parser = clap::value_parser!(u64).range(1..=3_600_000))]
        movetime: Option<u64>,
        /// Play at this level, 1 (beginner) to 8 (full strength): a node budget
        #[arg(long)]
        level: Option<kibitz::engine::Level>,
        /// Search this many nodes
        #[arg(long, value_parser = clap::value_parser!(u64).range(1..))]
        nodes: Option<u64>,
        /// Seed for the random choices of the low levels
        #[arg(long, default_value_t = 0)]
        seed: u64,
    },
    /// Analyse a game with the engine: one line per ply ("ply <n> <move> eval <cp or #n> best
    /// <move> class <best|good|inaccuracy|mistake|blunder>"), then "accuracy white <w> black
    /// <b>"; the same node budget gives the same output
    Analyse {
        #[command(flatten)]
        at: PositionArgs,
        /// Search each position this many nodes
        #[arg(long, default_value_t = kibitz::engine::analysis::DEFAULT_NODES,
              value_parser = clap::value_parser!(u64).range(1..=1_000_000_000))]
        nodes: u64,
    },
    /// Fit the evaluation's terms of a variant to engine self-play (Texel's method): prints the
    /// weights file (assets/eval/<variant>.txt), progress on standard error
    Tune(tools::TuneArgs),
    /// Make training data for a variant's network from self-play, and train the network
    Nnue {
        #[command(subcommand)]
        action: tools::nnue::NnueAction,
    },
    /// Speak the Universal Chess Interface on standard input and output, for chess GUIs and
    /// match tools (UCI_Variant names the variant)
    Uci,
    /// Fit a variant's steepness (how winning chances rise with the engine's centipawns) to
    /// engine self-play; prints "steepness <k> from <n> positions of <g> games (...)"
    Calibrate {
        #[arg(long, value_parser = parse_variant)]
        variant: Variant,
        #[arg(long, default_value_t = 100, value_parser = clap::value_parser!(u32).range(1..=100_000))]
        games: u32,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Puzzles: mine new ones from engine self-play, or list those Kibitz ships
    Puzzles {
        #[command(subcommand)]
        action: PuzzlesAction,
    },
    /// Match two engines in pairs of games from varied openings (each with both colours), in
    /// parallel, to a game count or an SPRT decision; a line per game (and per move later
    /// than its movetime + 50 ms), then the first engine's result, Elo and interval, and each
    /// engine's move times
    Match(tools::MatchArgs),
    /// Set Kibitz's analysis of games beside a reference engine's (Stockfish at depth 14),
    /// judged by lichess's formulas: a line per game, then the blunders found and the
    /// accuracy gaps
    CheckAnalysis(kibitz::arena::check::CheckArgs),
    /// Serve Discord: DISCORD_TOKEN (or DISCORD_TOKEN_FILE), optional DISCORD_GUILD_ID and
    /// DISCORD_PROXY
    Discord {
        /// The database: a SQLite file (created if missing) or postgres://user@host:port/name
        #[arg(long, env = "KIBITZ_DB", default_value = "kibitz.sqlite")]
        db: String,
        /// Run only these gateway shards, "first-last" (as 0-1), of --total-shards
        #[arg(long, requires = "total_shards", value_parser = kibitz::discord::parse_shards)]
        shards: Option<(u32, u32)>,
        /// How many shards the bot has in all, over every process
        #[arg(long, requires = "shards", value_parser = clap::value_parser!(u32).range(1..=4096))]
        total_shards: Option<u32>,
        #[command(flatten)]
        http: kibitz::web::HttpArgs,
    },
    /// Serve Matrix rooms: MATRIX_HOMESERVER, MATRIX_USER, MATRIX_PASSWORD (see the README)
    Matrix {
        /// The database: a SQLite file (created if missing) or postgres://user@host:port/name
        #[arg(long, env = "KIBITZ_DB", default_value = "kibitz.sqlite")]
        db: String,
        #[command(flatten)]
        http: kibitz::web::HttpArgs,
    },
    /// Ask a running bot's HTTP side whether it is healthy (for a container's HEALTHCHECK or
    /// systemd's ExecStartPost): exits with 0 when it is, else prints why and exits with 1
    Health {
        /// Where its HTTP side listens (its --http)
        #[arg(long, env = "KIBITZ_HTTP", value_parser = kibitz::web::parse_address)]
        http: std::net::SocketAddr,
        /// Keep asking for up to this many seconds until it is healthy
        #[arg(long, default_value_t = 0)]
        wait: u64,
    },
    /// Copy every user, challenge, game, move and rating from a SQLite file into an empty
    /// PostgreSQL database, and check the counts
    Migrate {
        /// The SQLite file
        #[arg(long)]
        from: std::path::PathBuf,
        /// The PostgreSQL database, postgres://user@host:port/name
        #[arg(long)]
        to: String,
    },
    /// Pair the next round of a Swiss in a TRF-16 file by the FIDE Dutch system and print it
    /// as pairing programs do (the number of pairs, then "<white> <black>" by starting rank,
    /// the bye as "<n> 0"); with --check, pair every round again and print the ones that differ
    Pair {
        /// The tournament report (TRF-16, with XXR for the number of rounds)
        trf: std::path::PathBuf,
        /// Check every round already paired instead; exits with 1 when one differs
        #[arg(long)]
        check: bool,
    },
    /// Draw the position as a PNG
    Render {
        #[command(flatten)]
        at: PositionArgs,
        /// Board side in pixels (128 to 2048)
        #[arg(long, default_value_t = kibitz::render::DEFAULT_SIZE)]
        size: u32,
        /// Draw from Black's side
        #[arg(long)]
        flip: bool,
        /// White player's name
        #[arg(long)]
        white: Option<String>,
        /// Black player's name
        #[arg(long)]
        black: Option<String>,
        /// The language of the words under the board: en, de, es, fr, pt-BR, ru, zh-CN, ja
        #[arg(long, default_value = "en", value_parser = parse_lang)]
        lang: Lang,
        /// Where to write the PNG
        #[arg(short, long)]
        output: std::path::PathBuf,
    },
    /// Measure speed on this machine (medians)
    Bench {
        #[arg(value_enum, default_value = "rules")]
        what: BenchTarget,
        /// Repetitions of each measurement
        #[arg(long, default_value_t = 5)]
        runs: usize,
        /// Games per pairing for `bench engine` (20 unless given); games in progress in the
        /// database of `bench service` (1,000 unless given); pages following one game in
        /// `bench web` (1,000 unless given)
        #[arg(long)]
        games: Option<u32>,
        /// For `bench service`: the database to fill and measure (a scratch SQLite file if
        /// not given); a PostgreSQL database should be empty
        #[arg(long)]
        db: Option<String>,
    },
}

#[derive(Copy, Clone, ValueEnum)]
enum BenchTarget {
    Rules,
    Render,
    Service,
    Engine,
    Tournament,
    Web,
}

fn parse_lang(s: &str) -> Result<Lang, String> {
    Lang::parse(s)
        .ok_or_else(|| format!("'{s}' is not a language Kibitz speaks ({})", Lang::codes()))
}

/// The game service on the database `db` (a file or a URL), on the system clock, drawing
/// boards `board_size` pixels wide (as the adapter it serves asks).
fn open_service(
    db: &str,
    board_size: u32,
    http: &kibitz::web::HttpArgs,
) -> Result<kibitz::game::Service> {
    let store = kibitz::store::Store::connect(db)
        .with_context(|| format!("cannot open the database {}", kibitz::types::redacted(db)))?;
    let mut settings = kibitz::game::Settings::default().drawing_boards_at(board_size);
    if let Some(url) = &http.public_url {
        settings = settings.linking_pages_at(url);
    }
    Ok(kibitz::game::Service::with(
        store,
        kibitz::game::clock_from_env(),
        settings,
    ))
}

fn main() -> Result<()> {
    match run() {
        // The reader of the output went away (`kibitz analyse ... | head`): as with any
        // Unix tool, nothing is wrong and there is nothing left to say.
        Err(error) if tools::broken_pipe(&error) => Ok(()),
        done => done,
    }
}

fn run() -> Result<()> {
    let cli = Cli::parse();
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| kibitz::DEFAULT_LOG_FILTER.into()),
        )
        .with_writer(std::io::stderr)
        .init();
    match cli.command {
        Command::Discord {
            db,
            shards,
            total_shards,
            http,
        } => {
            let mut config = kibitz::discord::Config::from_env()?;
            config.run_shards(shards, total_shards)?;
            let service = open_service(&db, kibitz::discord::BOARD_SIZE, &http)?;
            let runtime = tokio::runtime::Runtime::new()?;
            // The Activity's players are signed in by the HTTP side, with the app's secret.
            let sign_in = config
                .activity
                .clone()
                .map(|app| kibitz::web::DiscordSignIn {
                    app,
                    bot_token: config.token.clone(),
                    api_base: config.api_base.clone(),
                });
            kibitz::web::start_http(&runtime, &http, &service, sign_in)?;
            runtime.block_on(kibitz::discord::run(config, &service))?;
        }
        Command::Matrix { db, http } => {
            let config = kibitz::matrix::Config::from_env()?;
            let service = open_service(&db, kibitz::matrix::BOARD_SIZE, &http)?;
            let runtime = tokio::runtime::Runtime::new()?;
            kibitz::web::start_http(&runtime, &http, &service, None)?;
            runtime.block_on(kibitz::matrix::run(config, &service))?;
        }
        Command::Console {
            db,
            images,
            all_images,
            http,
        } => {
            let keep = if all_images {
                kibitz::console::KeepImages::All
            } else {
                kibitz::console::KeepImages::Latest
            };
            let service = open_service(&db, kibitz::console::BOARD_SIZE, &http)?;
            // The console reads its input on this thread; the HTTP side runs beside it.
            let runtime = tokio::runtime::Runtime::new()?;
            kibitz::web::start_http(&runtime, &http, &service, None)?;
            service.connections().connected("console", true);
            kibitz::console::run(&service, &db, &images, keep)?;
        }
        Command::Perft { at, depth, divide } => {
            let game = tools::setup(at.variant, at.fen.as_deref(), at.moves.as_deref())?;
            tools::emit(&tools::perft_report(game.position(), depth, divide))?;
        }
        Command::Moves { at, san } => {
            let game = tools::setup(at.variant, at.fen.as_deref(), at.moves.as_deref())?;
            tools::emit(&tools::moves_report(game.position(), san))?;
        }
        Command::Position { at } => {
            let game = tools::setup(at.variant, at.fen.as_deref(), at.moves.as_deref())?;
            tools::emit(&format!("{}\n", tools::position_report(&game)))?;
        }
        Command::Bestmove {
            at,
            movetime,
            level,
            nodes,
            seed,
        } => {
            let game = tools::setup(at.variant, at.fen.as_deref(), at.moves.as_deref())?;
            let budget = match (movetime, level, nodes) {
                (Some(ms), _, _) => tools::Budget::Movetime(Duration::from_millis(ms)),
                (_, Some(level), _) => tools::Budget::Level(level),
                (_, _, Some(n)) => tools::Budget::Nodes(n),
                _ => anyhow::bail!("give one of --movetime, --level or --nodes"),
            };
            tools::bestmove(&game, budget, seed, &mut std::io::stdout().lock())?;
        }
        Command::Tune(args) => tools::tune(&args, &mut std::io::stdout().lock())?,
        Command::Nnue { action } => tools::nnue::run(&action)?,
        Command::Uci => kibitz::uci::run(std::io::stdin().lock(), std::io::stdout())?,
        Command::Analyse { at, nodes } => {
            let game = tools::setup(at.variant, at.fen.as_deref(), at.moves.as_deref())?;
            tools::analyse(&game, nodes, &mut std::io::stdout().lock())?;
        }
        Command::Puzzles { action } => {
            let out = &mut std::io::stdout().lock();
            match action {
                PuzzlesAction::Generate {
                    variant,
                    count,
                    seed,
                } => tools::generate_puzzles(variant, count as usize, seed, out)?,
                PuzzlesAction::List { variant } => tools::list_puzzles(variant, out)?,
                PuzzlesAction::Verify { variant, seed } => {
                    tools::verify_puzzles(variant, seed, out)?;
                }
            }
        }
        Command::Calibrate {
            variant,
            games,
            seed,
        } => {
            let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
            let found =
                kibitz::engine::calibrate::calibrate(variant, games as usize, seed, threads);
            let [white, draws, black] = found.games;
            println!(
                "steepness {:.6} from {} positions of {} games (white {white}, draws {draws}, black {black})",
                found.steepness,
                found.samples,
                white + draws + black,
            );
        }
        Command::Match(args) => tools::play_match(&args, &mut std::io::stdout().lock())?,
        Command::CheckAnalysis(args) => {
            kibitz::arena::check::run(&args, &mut std::io::stdout().lock())?
        }
        Command::Render {
            at,
            size,
            flip,
            white,
            black,
            lang,
            output,
        } => {
            if !kibitz::render::SIZES.contains(&size) {
                anyhow::bail!("--size must be between 128 and 2048 pixels");
            }
            let game = tools::setup(at.variant, at.fen.as_deref(), at.moves.as_deref())?;
            let names = (white.as_deref(), black.as_deref());
            let image = tools::render(&game, (size, flip), names, lang);
            std::fs::write(&output, &image.png)
                .with_context(|| format!("cannot write {}", output.display()))?;
            println!(
                "{} ({}x{}, {} bytes)",
                output.display(),
                image.width,
                image.height,
                image.png.len()
            );
        }
        Command::Pair { trf, check } => {
            if !tools::pair(&trf, check)? {
                std::process::exit(1);
            }
        }
        Command::Health { http, wait } => {
            match kibitz::web::probe(http, Duration::from_secs(wait)) {
                Ok(answer) => println!("{answer}"),
                Err(why) => {
                    eprintln!("unhealthy: {why}");
                    std::process::exit(1);
                }
            }
        }
        Command::Migrate { from, to } => {
            print!("{}", kibitz::store::copy::sqlite_to_postgres(&from, &to)?);
        }
        Command::Bench {
            what,
            runs,
            games,
            db,
        } => match what {
            BenchTarget::Engine => print!("{}", bench::engine(games.unwrap_or(20))),
            BenchTarget::Rules => print!("{}", bench::rules(runs)),
            BenchTarget::Render => print!("{}", bench::render(runs)),
            BenchTarget::Service => {
                let games = games.map_or(1000, |n| n as usize);
                print!("{}", bench::service(runs, games, db.as_deref())?)
            }
            BenchTarget::Web => {
                print!("{}", bench::web(games.map_or(1000, |n| n as usize))?)
            }
            BenchTarget::Tournament => bench::tournament(
                runs,
                &[100, 1000, 5000],
                std::time::Duration::from_secs(600),
            ),
        },
    }
    Ok(())
}
