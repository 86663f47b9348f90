//! Perft as data: every `tests/perft/<variant>.perft` file, read by one harness.
//! A file holds blocks of `id`, `fen` and `perft <depth> <nodes>` lines; `#` starts a comment.

use kibitz::rules::{perft::perft, Position, Variant};
use std::fs;

/// Counts above this are skipped so the suite stays quick (debug builds too).
const NODE_LIMIT: u64 = 5_000_000;

#[test]
fn perft_tables() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/perft");
    let mut checked = 0;
    for variant in Variant::ALL {
        let path = format!("{dir}/{}.perft", variant.key());
        let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        let mut id = String::new();
        let mut pos = None;
        for line in text
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty() && !l.starts_with('#'))
        {
            let (key, rest) = line.split_once(' ').expect("key and value");
            match key {
                "id" => id = rest.to_string(),
                "fen" => {
                    pos = Some(
                        Position::from_fen(variant, rest).unwrap_or_else(|e| panic!("{id}: {e}")),
                    )
                }
                "perft" => {
                    let (depth, nodes) = rest.split_once(' ').expect("depth and nodes");
                    let (depth, nodes): (u32, u64) =
                        (depth.parse().unwrap(), nodes.parse().unwrap());
                    if nodes > NODE_LIMIT {
                        continue;
                    }
                    let pos = pos.as_ref().expect("fen before perft");
                    assert_eq!(
                        perft(pos, depth),
                        nodes,
                        "{} {id} depth {depth}",
                        variant.key()
                    );
                    checked += 1;
                }
                other => panic!("{path}: unknown key {other}"),
            }
        }
    }
    assert!(checked >= 30, "only {checked} perft lines checked");
}
