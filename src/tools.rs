//! The command-line tools of the spec: `perft`, `moves` and `position`.

use crate::render::{Image, RenderOptions, Renderer};
use crate::rules::{perft, Game, Position, Variant};
use anyhow::{bail, Context, Result};
use serde_json::json;
use std::fmt::Write;

/// Longest `--moves` list accepted, in characters.
const MAX_MOVES_TEXT: usize = 100_000;

/// The game reached from a start position (the variant's, or `fen`) by `moves`
/// (space-separated, in the spec's notation).
///
/// # Errors
/// A bad FEN, or the first illegal move with its number and the reason.
pub fn setup(variant: Variant, fen: Option<&str>, moves: Option<&str>) -> Result<Game> {
    let start = match fen {
        Some(fen) => {
            Position::from_fen(variant, fen).with_context(|| format!("cannot read FEN '{fen}'"))?
        }
        None => Position::start(variant),
    };
    let mut game = Game::new(start);
    let moves = moves.unwrap_or("");
    if moves.len() > MAX_MOVES_TEXT {
        bail!("the move list is too long");
    }
    for (i, text) in moves.split_ascii_whitespace().enumerate() {
        game.record(text).with_context(|| {
            format!(
                "move {} '{text}' is illegal in {} from {}",
                i + 1,
                variant.key(),
                game.position().fen()
            )
        })?;
    }
    Ok(game)
}

/// `render`: the game's position, with its last move marked.
pub fn render(
    game: &Game,
    size: u32,
    flip: bool,
    white: Option<&str>,
    black: Option<&str>,
) -> Image {
    let before = game.positions().iter().rev().nth(1);
    let options = RenderOptions {
        size,
        flip,
        white_name: white,
        black_name: black,
        last_move: game.moves().last().copied().zip(before),
        outcome: game.outcome(),
        coordinates: true,
    };
    Renderer::new().render(game.position(), &options)
}

/// `perft`: with `divide`, one `<move> <count>` line per legal move, then the total.
pub fn perft_report(pos: &Position, depth: u32, divide: bool) -> String {
    let mut out = String::new();
    if divide {
        let mut total = 0;
        for (mv, n) in perft::divide(pos, depth) {
            writeln!(out, "{mv} {n}").ok();
            total += n;
        }
        if depth == 0 {
            total = 1;
        }
        writeln!(out, "{total}").ok();
    } else {
        writeln!(out, "{}", perft::perft(pos, depth)).ok();
    }
    out
}

/// `moves`: the legal moves, one per line.
pub fn moves_report(pos: &Position) -> String {
    pos.legal_moves().iter().map(|m| format!("{m}\n")).collect()
}

/// `position`: one JSON object describing the game's current position.
pub fn position_report(game: &Game) -> serde_json::Value {
    let pos = game.position();
    let result = game.outcome().map(|o| {
        json!({
            "winner": o.winner.map(|c| c.name()),
            "reason": o.reason.to_string(),
        })
    });
    let hands = pos.variant().has_hands().then(|| {
        let hand = |c| {
            crate::rules::Hand::ROLES
                .iter()
                .filter(|&&r| pos.hand(c).count(r) > 0)
                .map(|&r| (r.upper_char().to_string(), json!(pos.hand(c).count(r))))
                .collect::<serde_json::Map<_, _>>()
        };
        json!({"white": hand(crate::rules::Color::White), "black": hand(crate::rules::Color::Black)})
    });
    json!({
        "variant": pos.variant().key(),
        "fen": pos.fen(),
        "to_move": pos.turn().name(),
        "legal_moves": pos.legal_moves().iter().map(|m| m.to_string()).collect::<Vec<_>>(),
        "result": result,
        "check": pos.is_check(),
        "board": { "width": pos.board().width(), "height": pos.board().height() },
        "hands": hands,
        "halfmove_clock": pos.halfmoves(),
        "fullmove_number": pos.fullmoves(),
        "moves_played": game.moves().iter().map(|m| m.to_string()).collect::<Vec<_>>(),
    })
}
