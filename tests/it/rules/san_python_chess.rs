//! Standard chess's SAN against python-chess's `Board.san`, over every legal move of many
//! positions from random games (checks, mates, promotions, castling, en passant and
//! disambiguation among them), and read back by python-chess's `parse_san`.

use crate::support::python_chess;
use kibitz::rules::random::sample_positions;
use kibitz::rules::{Position, Variant};
use serde_json::json;

const COMPARE: &str = r#"
import chess, json, sys
cases = json.load(sys.stdin)
differ = []
for case in cases:
    board = chess.Board(case["fen"])
    ours = dict(zip(case["uci"], case["san"]))
    theirs = {m.uci(): board.san(m) for m in board.legal_moves}
    if set(ours) != set(theirs):
        differ.append([case["fen"], "legal moves differ"])
        continue
    for uci, san in ours.items():
        if theirs[uci] != san:
            differ.append([case["fen"], uci, san, theirs[uci]])
        elif board.parse_san(san).uci() != uci:
            differ.append([case["fen"], uci, san, "reads back otherwise"])
print(json.dumps({"differ": differ[:20], "moves": sum(len(c["uci"]) for c in cases)}))
"#;

/// Positions rich in what SAN has to say (the perft suite's, promotions to and from
/// captures, three queens on one square's lines), each with the positions one move on.
const CRAFTED: &[&str] = &[
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1",
    "4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1",
    "1n2k3/P1P5/8/8/8/8/6pp/4K1N1 b - - 0 1",
];

fn case(p: &Position) -> serde_json::Value {
    let (uci, san): (Vec<String>, Vec<String>) = (p.legal_moves_san().into_iter())
        .map(|(mv, san)| (mv.to_string(), san))
        .unzip();
    json!({ "fen": p.fen(), "uci": uci, "san": san })
}

#[test]
fn standard_san_is_python_chess_san_over_random_games() {
    let mut cases = Vec::new();
    for seed in 1..=4 {
        cases.extend(
            sample_positions(Variant::Standard, 40, 160, seed)
                .iter()
                .map(case),
        );
    }
    for fen in CRAFTED {
        let p = Position::from_fen(Variant::Standard, fen).unwrap();
        cases.push(case(&p));
        cases.extend(p.legal_moves().into_iter().map(|mv| case(&p.played(mv))));
    }
    let answer = python_chess::run(COMPARE, &json!(cases));
    assert_eq!(
        answer["differ"],
        json!([]),
        "SANs python-chess writes otherwise"
    );
    assert!(answer["moves"].as_u64().unwrap() > 100_000, "{answer}");
}
