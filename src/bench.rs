//! `kibitz bench`: speed figures measured on this machine, as medians. Never timed in tests.

use crate::rules::{perft, Position, Variant};
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

/// A small deterministic generator, so every run measures the same positions.
struct XorShift(u64);

impl XorShift {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

/// Positions from random games of a variant (every ply of several games).
pub fn sample_positions(
    variant: Variant,
    games: usize,
    max_plies: usize,
    seed: u64,
) -> Vec<Position> {
    let mut rng = XorShift(seed | 1);
    let mut out = Vec::new();
    for _ in 0..games {
        let mut pos = Position::start(variant);
        for _ in 0..max_plies {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            out.push(pos.clone());
            let mv = moves[(rng.next() % moves.len() as u64) as usize];
            pos.play_unchecked(mv);
        }
    }
    out
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
    let options = RenderOptions {
        white_name: Some("Magnus"),
        black_name: Some("Hikaru"),
        last_move: game.moves().last().copied().map(|m| (m, before)),
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
    format!(
        "render draw_median_ms={:.2}\nrender median_ms={:.2} png_bytes={bytes}\n",
        median(draw).as_secs_f64() * 1e3,
        median(total).as_secs_f64() * 1e3
    )
}
