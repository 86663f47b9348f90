//! `kibitz bench engine`: how fast and how deep the engine searches in each variant, and how
//! it scores against the simple players and against itself.

use crate::engine::analysis::{analyse, DEFAULT_NODES};
use crate::engine::players::{play_game, Player};
use crate::engine::{think, Evaluator, Level, Limits, Options};
use crate::rules::random::sample_positions;
use crate::rules::{Color, Game, Position, Variant};
use std::fmt::Write;
use std::time::{Duration, Instant};

/// The length of the game whose analysis is timed.
const ANALYSED_PLIES: usize = 80;

/// The first `plies` plies of a game between two level-2 engines (the longest of a few,
/// if none lasts that long).
fn game_of(variant: Variant, plies: usize) -> Game {
    let level = Player::Engine(Level::new(2).expect("level 2"));
    let longest = (1..=8)
        .map(|seed| play_game(variant, level, level, seed, None).game)
        .max_by_key(|g| g.moves().len().min(plies))
        .expect("eight games");
    let mut game = Game::start(variant);
    for mv in longest.moves().iter().take(plies) {
        game.play(&mv.to_string())
            .expect("a move the rules took once is legal again");
    }
    game
}

/// The engine's score in `games` games against `opponent`, half of them with White: wins
/// count 1, draws 1/2. Returns the score, the wins, draws and losses, and the number of
/// moves the rules refused.
fn score(variant: Variant, engine: Player, opponent: Player, games: u32) -> (f64, [u32; 4]) {
    let (mut wins, mut draws, mut losses, mut illegal) = (0, 0, 0, 0);
    for game in 0..games {
        let engine_color = if game % 2 == 0 {
            Color::White
        } else {
            Color::Black
        };
        let (white, black) = match engine_color {
            Color::White => (engine, opponent),
            Color::Black => (opponent, engine),
        };
        let record = play_game(variant, white, black, 0xBE4C + u64::from(game), None);
        illegal += u32::from(record.illegal.is_some());
        match record.outcome.and_then(|o| o.winner) {
            Some(winner) if winner == engine_color => wins += 1,
            Some(_) => losses += 1,
            None => draws += 1,
        }
    }
    let score = (f64::from(wins) + f64::from(draws) / 2.0) / f64::from(games.max(1));
    (score, [wins, draws, losses, illegal])
}

/// Speed and depth for one second of thinking, from the start and from positions of random
/// games (median), then match results. `games` per pairing; the level 8 pairing plays half.
pub fn engine(games: u32) -> String {
    let mut out = String::new();
    let second = Options {
        limits: Limits {
            movetime: Some(Duration::from_secs(1)),
            spend_movetime: true,
            ..Limits::default()
        },
        spread: 0,
        seed: 0,
        table_bits: 20,
        contempt: crate::engine::CONTEMPT,
        pruning: None,
        repetition: crate::engine::Repetition::Second,
        evaluator: Evaluator::Shipped,
    };
    for variant in Variant::ALL {
        let mut positions = vec![Position::start(variant)];
        positions.extend(
            sample_positions(variant, 2, 30, 0xE9)
                .into_iter()
                .skip(20)
                .step_by(10),
        );
        let mut samples: Vec<(u64, u32, f64)> = positions
            .iter()
            .filter_map(|p| think(p, &[], &second, &mut |_| {}))
            .map(|t| (t.nodes, t.depth, t.nodes as f64 / t.elapsed.as_secs_f64()))
            .collect();
        samples.sort_by(|a, b| a.2.total_cmp(&b.2));
        let (nodes, depth, nps) = samples[samples.len() / 2];
        writeln!(
            out,
            "engine {:<11} search movetime_ms=1000 positions={} median: depth={depth} nodes={nodes} nodes_per_sec={nps:.0}",
            variant.key(),
            samples.len()
        )
        .ok();
    }
    for variant in Variant::ALL {
        let game = game_of(variant, ANALYSED_PLIES);
        let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
        let start = Instant::now();
        let analysis = analyse(&game, DEFAULT_NODES, threads);
        writeln!(
            out,
            "engine {:<11} analysis plies={} nodes_per_position={DEFAULT_NODES} threads={threads} seconds={:.2}",
            variant.key(),
            analysis.plies.len(),
            start.elapsed().as_secs_f64()
        )
        .ok();
    }
    let level = |n| Player::Engine(Level::new(n).expect("a level"));
    let pairings = [
        ("level4_vs_random", level(4), Player::Random, games),
        ("level4_vs_greedy", level(4), Player::Greedy, games),
        ("level8_vs_level4", level(8), level(4), games.div_ceil(2)),
    ];
    for variant in Variant::ALL {
        for (name, engine, opponent, games) in pairings {
            let (s, [w, d, l, illegal]) = score(variant, engine, opponent, games);
            writeln!(
                out,
                "engine {:<11} {name} games={games} score={:.0}% won={w} drawn={d} lost={l} illegal_moves={illegal}",
                variant.key(),
                s * 100.0
            )
            .ok();
        }
    }
    out
}
