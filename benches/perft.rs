//! `cargo bench --bench perft`: standard perft from the start position to depth 5, Kibitz
//! against the shakmaty crate on the same machine. The two run in turns, after one warm-up
//! run each, so that a busy moment of the machine slows both; the ratio is the median of the
//! ratios of each turn.

use kibitz::rules::{perft::perft, Position, Variant};
use shakmaty::Chess;
use std::time::Instant;

fn seconds<F: FnMut() -> u64>(mut f: F) -> (f64, u64) {
    let t = Instant::now();
    let nodes = std::hint::black_box(f());
    (t.elapsed().as_secs_f64(), nodes)
}

fn median(mut xs: Vec<f64>) -> f64 {
    xs.sort_by(f64::total_cmp);
    xs[xs.len() / 2]
}

fn main() {
    // `cargo test --benches` runs this binary too; keep that quick.
    let runs = if std::env::args().any(|a| a == "--bench") {
        15
    } else {
        1
    };
    let depth = 5;
    let ours = Position::start(Variant::Standard);
    let theirs = Chess::default();
    let run_ours = || perft(&ours, depth);
    let run_theirs = || shakmaty::perft(&theirs, depth);
    seconds(run_ours);
    seconds(run_theirs);
    let (mut ours_times, mut theirs_times, mut ratios) = (vec![], vec![], vec![]);
    let mut nodes = 0;
    for _ in 0..runs {
        let (ours_time, ours_nodes) = seconds(run_ours);
        let (theirs_time, theirs_nodes) = seconds(run_theirs);
        assert_eq!(ours_nodes, theirs_nodes);
        nodes = ours_nodes;
        ours_times.push(ours_time);
        theirs_times.push(theirs_time);
        ratios.push(ours_time / theirs_time);
    }
    println!("perft standard depth={depth} nodes={nodes} runs={runs}");
    for (name, times) in [("kibitz  ", ours_times), ("shakmaty", theirs_times)] {
        let time = median(times);
        println!(
            "{name} median_ms={:.1} nodes_per_sec={:.0}",
            time * 1e3,
            nodes as f64 / time
        );
    }
    println!(
        "ratio kibitz/shakmaty={:.2} (target <= 1.50)",
        median(ratios)
    );
}
