//! `kibitz uci` driven by another program's UCI client: python-chess's, as GUIs and match
//! tools drive engines (options read from `uci`, `isready`, `position ... moves`, `go`).

use crate::support::python_chess;

const SCRIPT: &str = r#"
import chess, chess.engine, json, sys
given = json.load(sys.stdin)
# `with` closes the engine however the script ends, so a failure fails rather than hangs.
# (python-chess sets UCI_Variant itself, from its board's type: it has none of Kibitz's.)
with chess.engine.SimpleEngine.popen_uci([given["kibitz"], "uci"], timeout=30) as engine:
    out = {"name": engine.id.get("name", ""), "variants": engine.options["UCI_Variant"].var}
    engine.configure({"Hash": 8})
    board = chess.Board()
    moves = []
    while not board.is_game_over() and len(moves) < 16:
        played = engine.play(board, chess.engine.Limit(time=0.03))
        board.push(played.move)
        moves.append(played.move.uci())
    out["moves"] = moves
    mate = chess.Board("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1")
    info = engine.analyse(mate, chess.engine.Limit(depth=4))
    out["mate"] = info["score"].white().mate()
    out["pv"] = info["pv"][0].uci()
print(json.dumps(out))
"#;

#[test]
fn python_chess_plays_kibitz_over_uci() {
    let out = python_chess::run(
        SCRIPT,
        &serde_json::json!({ "kibitz": env!("CARGO_BIN_EXE_kibitz") }),
    );
    assert!(out["name"].as_str().unwrap().starts_with("Kibitz"), "{out}");
    let variants: Vec<&str> = out["variants"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap())
        .collect();
    assert_eq!(
        variants,
        [
            "chess",
            "suction",
            "shrink",
            "swapper",
            "giveandtake",
            "tradeup"
        ]
    );
    // python-chess checks each move against its own board before pushing it.
    assert_eq!(out["moves"].as_array().unwrap().len(), 16, "{out}");
    assert_eq!(out["mate"], 1, "{out}");
    assert_eq!(out["pv"], "a1a8", "{out}");
}
