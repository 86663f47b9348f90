//! `kibitz bench`: speed figures measured on this machine, as medians. Never timed in tests.

mod engine;
mod languages;
mod scale;
mod tournament;
mod votes;
mod web;
pub use engine::engine;
pub use tournament::tournament;
pub use web::web;

use crate::rules::random::{sample_positions, XorShift};
use crate::rules::{perft, Position, Variant};
use crate::types::{Lang, Platform, UserId};
use std::fmt::Write;
use std::time::{Duration, Instant};

/// Perft depth per variant for the benchmark: deep enough to take a measurable time.
fn bench_depth(variant: Variant) -> u32 {
    match variant {
        Variant::Standard | Variant::Suction | Variant::Shrink => 5,
        Variant::Swapper => 4,
        Variant::GiveAndTake => 3,
        Variant::TradeUp => 4,
    }
}

fn median(mut samples: Vec<Duration>) -> Duration {
    samples.sort_unstable();
    samples[samples.len() / 2]
}

/// The `q` quantile (0.5, 0.99) of `sorted`, sorted samples; zero for none.
fn quantile(sorted: &[Duration], q: f64) -> Duration {
    let at = ((sorted.len().max(1) - 1) as f64 * q) as usize;
    sorted.get(at).copied().unwrap_or_default()
}

/// The rules benchmark: perft from each start position (median of `runs`), and the median
/// and worst per-position time of generating legal moves over positions of random games.
pub fn rules(runs: usize) -> String {
    let mut out = String::new();
    for variant in Variant::ALL {
        let pos = Position::start(variant);
        let depth = bench_depth(variant);
        let mut nodes = 0;
        let times: Vec<Duration> = (0..runs.max(1))
            .map(|_| {
                let t = Instant::now();
                nodes = perft::perft(&pos, depth);
                t.elapsed()
            })
            .collect();
        let med = median(times);
        writeln!(
            out,
            "rules {:<11} perft depth={depth} nodes={nodes} median_ms={:.1} nodes_per_sec={:.0}",
            variant.key(),
            med.as_secs_f64() * 1e3,
            nodes as f64 / med.as_secs_f64()
        )
        .ok();
    }
    for variant in Variant::ALL {
        let positions = sample_positions(variant, 20, 120, 0x5eed + variant as u64);
        let per_position: Vec<Duration> = positions
            .iter()
            .map(|p| {
                let reps = 20;
                let t = Instant::now();
                for _ in 0..reps {
                    std::hint::black_box(p.legal_moves());
                }
                t.elapsed() / reps
            })
            .collect();
        let worst = per_position.iter().max().copied().unwrap_or_default();
        writeln!(
            out,
            "rules {:<11} legal_moves positions={} median_us={:.2} max_us={:.2}",
            variant.key(),
            positions.len(),
            median(per_position).as_secs_f64() * 1e6,
            worst.as_secs_f64() * 1e6
        )
        .ok();
    }
    out
}

/// The render benchmark: an 8x8 mid-game board at 512x512 with the last move and coordinates,
/// drawn and PNG-encoded `runs` times (after one warm-up that prepares the piece images).
/// The last line reads `render median_ms=<x> png_bytes=<n>`.
pub fn render(runs: usize) -> String {
    use crate::render::{RenderOptions, Renderer};
    let mut game = crate::rules::Game::start(Variant::Standard);
    for mv in
        "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5a4 g8f6 e1g1 f8e7 f1e1 b7b5 a4b3 d7d6 c2c3 e8g8".split(' ')
    {
        game.play(mv).expect("the benchmark game is legal");
    }
    let before = &game.positions()[game.positions().len() - 2];
    let last_move = game.moves().last().copied().map(|m| (m, before));
    let caption = crate::game::board_caption(Lang::En, game.position(), last_move, None);
    let options = RenderOptions {
        white_name: Some("Magnus"),
        black_name: Some("Hikaru"),
        last_move,
        caption: Some(&caption),
        ..RenderOptions::new()
    };
    let renderer = Renderer::new();
    let mut bytes = renderer.render(game.position(), &options).png.len();
    let (mut draw, mut total) = (Vec::new(), Vec::new());
    for _ in 0..runs.max(1) {
        let t = Instant::now();
        let pixmap = renderer.draw(game.position(), &options);
        draw.push(t.elapsed());
        bytes = crate::render::encode(&pixmap).len();
        total.push(t.elapsed());
    }
    let mut out = format!(
        "render draw_median_ms={:.2}\nrender median_ms={:.2} png_bytes={bytes}\n",
        median(draw).as_secs_f64() * 1e3,
        median(total).as_secs_f64() * 1e3
    );
    // A rules diagram: the renderer's cost of one picture (the service keeps each once drawn).
    let diagram = &crate::game::diagrams::diagrams(Variant::Shrink).0[0];
    let words = crate::game::diagram_words(Lang::En, Variant::Shrink, &diagram.topic);
    let diagram_times: Vec<Duration> = (0..runs.max(1))
        .map(|_| {
            let t = Instant::now();
            let drawn = crate::game::diagrams::draw(&renderer, Variant::Shrink, diagram, &words);
            std::hint::black_box(drawn.map(|d| d.png.len()).unwrap_or(0));
            t.elapsed()
        })
        .collect();
    writeln!(
        out,
        "diagram median_ms={:.2}",
        median(diagram_times).as_secs_f64() * 1e3
    )
    .ok();
    let game = replay_game(60);
    let options = crate::render::ReplayOptions {
        white_name: Some("Magnus"),
        black_name: Some("Hikaru"),
        status: Some(&|pos, last, outcome| {
            crate::game::board_caption(Lang::En, pos, last, outcome)
        }),
        ..Default::default()
    };
    let mut replay = renderer.replay(game.positions(), game.moves(), &options);
    let replay_times: Vec<Duration> = (0..runs.max(1))
        .map(|_| {
            let t = Instant::now();
            replay = renderer.replay(game.positions(), game.moves(), &options);
            t.elapsed()
        })
        .collect();
    writeln!(
        out,
        "replay median_ms={:.2} gif_bytes={} frames={}",
        median(replay_times).as_secs_f64() * 1e3,
        replay.gif.len(),
        replay.frames
    )
    .ok();
    out
}

/// A Shrink Chess game of `plies` random moves (its board shrinks on the way), the first
/// seed's that lasts that long.
fn replay_game(plies: usize) -> crate::rules::Game {
    (1..)
        .map(|seed| {
            let mut rng = XorShift(seed);
            let mut game = crate::rules::Game::start(Variant::Shrink);
            for _ in 0..plies {
                let moves = game.position().legal_moves();
                if moves.is_empty() {
                    break;
                }
                let mv = moves[(rng.next_u64() % moves.len() as u64) as usize];
                game.play(&mv.to_string()).ok();
            }
            game
        })
        .find(|g| g.moves().len() == plies)
        .expect("some random game lasts")
}

/// Games the service benchmark plays in, made through the service; the others it is asked for
/// are written straight into the database, in progress too.
const PLAYED_GAMES: usize = 1000;

/// The service benchmark: `in_progress` games in progress in a database file (1,000 made through
/// the service and played in, the rest written straight in); moves accepted through
/// [`crate::game::Service::handle`] (parse, validate, store, render the PNG), first one at a
/// time for the latency (median and p99), then from one, two and four threads for the
/// throughput; a team's vote of 1,000 members, each vote timed; the service with many games
/// stored.
///
/// # Errors
/// If the temporary database cannot be made.
pub fn service(runs: usize, in_progress: usize, db: Option<&str>) -> anyhow::Result<String> {
    use crate::game::{ChannelId, Command, Service, SystemClock, TimePerMove, User};
    use std::sync::Arc;
    let dir = std::env::temp_dir().join(format!("kibitz-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir)?;
    let store = match db {
        Some(target) => crate::store::Store::connect(target)?,
        None => crate::store::Store::open(&dir.join("bench.sqlite"))?,
    };
    // Names of this run's own, so that a database used before does not stand in the way.
    let run = format!("bench{}", std::process::id());
    let run = run.as_str();
    let database = if store.is_postgres() {
        "postgres"
    } else {
        "sqlite"
    };
    let store = Arc::new(store);
    let service = Service::new(store.clone(), Arc::new(SystemClock));
    let games = in_progress.min(PLAYED_GAMES);
    let players: Vec<(User, User)> = (0..games)
        .map(|i| {
            (
                User::new(
                    UserId::new(Platform::Console, &format!("{run}w{i}")),
                    format!("White {i}"),
                ),
                User::new(
                    UserId::new(Platform::Console, &format!("{run}b{i}")),
                    format!("Black {i}"),
                ),
            )
        })
        .collect();
    for (i, (white, black)) in players.iter().enumerate() {
        let channel = ChannelId::new(Platform::Console, &format!("{run}-{i}"));
        let challenge = Command::Challenge {
            variant: Variant::ALL[i % Variant::ALL.len()],
            opponent: crate::game::Opponent::Person(black.clone()),
            color: crate::game::ColorChoice::White,
            time: TimePerMove::DEFAULT,
            clock: None,
            rated: true,
        };
        for (user, command) in [(white, challenge), (black, Command::Accept(None))] {
            let reply = service.handle(user, &channel, command);
            anyhow::ensure!(!reply.error, "setting up: {}", reply.text);
        }
    }
    if in_progress > games {
        let others = in_progress - games;
        scale::fill(&store, &format!("{run}x"), others, others)?;
        store.settle()?;
    }
    // Each game plays random legal moves; a finished game is not counted further.
    let mut rng = XorShift(0xdead_beef);
    let one_move = |i: usize, rng: &mut XorShift| -> Option<Duration> {
        let channel = ChannelId::new(Platform::Console, &format!("{run}-{i}"));
        let row = store.active_game(&channel).ok()??;
        let pos = Position::from_fen(row.variant, &row.fen).ok()?;
        let moves = pos.legal_moves();
        let mv = moves
            .get((rng.next_u64() % moves.len().max(1) as u64) as usize)?
            .to_string();
        let (white, black) = &players[i];
        let actor = if pos.turn() == crate::rules::Color::White {
            white
        } else {
            black
        };
        let t = Instant::now();
        let reply = service.handle(actor, &channel, Command::Move(mv));
        let took = t.elapsed();
        (!reply.error).then_some(took)
    };
    let mut latencies: Vec<Duration> = (0..runs.max(1) * 200)
        .filter_map(|n| one_move(n % games, &mut rng))
        .collect();
    latencies.sort_unstable();
    let (p50, p99) = (quantile(&latencies, 0.5), quantile(&latencies, 0.99));

    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    let mut out = format!(
        "service db={database} games={in_progress} timed_moves={} median_ms={:.2} p99_ms={:.2}\n",
        latencies.len(),
        ms(p50),
        ms(p99)
    );
    for threads in [1, 2, 4] {
        let (accepted, rate) = throughput(
            (&service, &store),
            run,
            &players,
            threads,
            150 * runs.max(1),
        );
        out.push_str(&format!(
            "service throughput db={database} threads={threads} moves={accepted} moves_per_sec={rate:.0}\n"
        ));
    }
    let first = ChannelId::new(Platform::Console, &format!("{run}-0"));
    out.push_str(&languages::presenting(
        &service,
        &players[0].0,
        &first,
        runs,
    ));
    drop(service);
    out.push_str(&votes::team_vote(db, &dir, run)?);
    out.push_str(&scale::service_at_scale(db, &dir, run, runs)?);
    std::fs::remove_dir_all(&dir).ok();
    Ok(out)
}

/// Moves per second with `threads` threads each playing `per_thread` moves in its own games;
/// the moves accepted and the rate.
fn throughput(
    (service, store): (&crate::game::Service, &crate::store::Store),
    run: &str,
    players: &[(crate::game::User, crate::game::User)],
    threads: usize,
    per_thread: usize,
) -> (usize, f64) {
    use crate::game::{ChannelId, Command};
    let games = players.len();
    let started = Instant::now();
    let accepted: usize = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                scope.spawn(move || {
                    let mut rng = XorShift(0x1234_5678 + t as u64);
                    let mut ok = 0;
                    for n in 0..per_thread {
                        // Each thread plays its own share of the games.
                        let i = (n * threads + t) % games;
                        let channel = ChannelId::new(Platform::Console, &format!("{run}-{i}"));
                        let Ok(Some(row)) = store.active_game(&channel) else {
                            continue;
                        };
                        let Ok(pos) = Position::from_fen(row.variant, &row.fen) else {
                            continue;
                        };
                        let moves = pos.legal_moves();
                        let Some(mv) =
                            moves.get((rng.next_u64() % moves.len().max(1) as u64) as usize)
                        else {
                            continue;
                        };
                        let (white, black) = &players[i];
                        let actor = if pos.turn() == crate::rules::Color::White {
                            white
                        } else {
                            black
                        };
                        if !service
                            .handle(actor, &channel, Command::Move(mv.to_string()))
                            .error
                        {
                            ok += 1;
                        }
                    }
                    ok
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap_or(0)).sum()
    });
    (accepted, accepted as f64 / started.elapsed().as_secs_f64())
}
