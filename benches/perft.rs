//! `cargo bench --bench perft`: standard perft from the start position to depth 5, Kibitz
//! against the shakmaty crate on the same machine, medians of several runs and their ratio.

use kibitz::rules::{perft::perft, Position, Variant};
use shakmaty::Chess;
use std::time::{Duration, Instant};

fn median_of<F: FnMut() -> u64>(runs: usize, mut f: F) -> (Duration, u64) {
    let mut nodes = 0;
    let mut times: Vec<Duration> = (0..runs)
        .map(|_| {
            let t = Instant::now();
            nodes = std::hint::black_box(f());
            t.elapsed()
        })
        .collect();
    times.sort_unstable();
    (times[runs / 2], nodes)
}

fn main() {
    // `cargo test --benches` runs this binary too; keep that quick.
    let runs = if std::env::args().any(|a| a == "--bench") {
        11
    } else {
        1
    };
    let depth = 5;
    let ours = Position::start(Variant::Standard);
    let theirs = Chess::default();
    let (ours_time, ours_nodes) = median_of(runs, || perft(&ours, depth));
    let (theirs_time, theirs_nodes) = median_of(runs, || shakmaty::perft(&theirs, depth));
    assert_eq!(ours_nodes, theirs_nodes);
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    println!("perft standard depth={depth} nodes={ours_nodes} runs={runs}");
    println!(
        "kibitz   median_ms={:.1} nodes_per_sec={:.0}",
        ms(ours_time),
        ours_nodes as f64 / ours_time.as_secs_f64()
    );
    println!(
        "shakmaty median_ms={:.1} nodes_per_sec={:.0}",
        ms(theirs_time),
        theirs_nodes as f64 / theirs_time.as_secs_f64()
    );
    println!(
        "ratio kibitz/shakmaty={:.2} (target <= 3.00)",
        ours_time.as_secs_f64() / theirs_time.as_secs_f64()
    );
}
