//! The words of `moves`: the legal moves listed, and the caption of their map.

use super::fluent::t;
use super::{piece, side, Tr};
use crate::game::events::Which;
use crate::rules::Color;
use fluent_bundle::FluentArgs;

/// The variables that say which moves were asked for (`moves-of`), with `count`.
fn which_args(tr: Tr, which: Which, count: usize) -> FluentArgs<'static> {
    let mut args = FluentArgs::new();
    args.set("count", count);
    match which {
        Which::All => args.set("which", "all"),
        Which::From { square, role } => {
            args.set("which", "piece");
            args.set(
                "piece",
                role.map_or_else(|| tr.s("piece-any"), |r| piece(tr, r)),
            );
            args.set("square", square.to_string());
        }
        Which::Drops(role) => {
            args.set("which", "drops");
            args.set("piece", piece(tr, role));
        }
    }
    args
}

/// "20 legal moves for Ann (White): a2a3 a2a4 ... … and 3 more"
pub(in crate::game) fn listed(
    tr: Tr,
    asked: Which,
    count: usize,
    listed: &[String],
    to_move: &str,
    color: Color,
) -> String {
    let mut args = which_args(tr, asked, count);
    args.set("player", to_move.to_string());
    args.set("side", side(tr, color));
    args.set("moves", listed.join(" "));
    let id = match asked {
        Which::All => "moves-listed-all",
        _ => "moves-listed",
    };
    let mut text = tr.with(id, &args);
    let more = count.saturating_sub(listed.len());
    if more > 0 {
        text.push(' ');
        text.push_str(&t!(tr, "moves-more", more = more));
    }
    text
}

/// The line under the map: "3 legal moves of the knight on g1".
pub(in crate::game) fn caption(tr: Tr, asked: Which, count: usize) -> String {
    let id = match asked {
        Which::All => "map-line",
        _ => "map-line-of",
    };
    tr.with(id, &which_args(tr, asked, count))
}

/// The map file's caption: "Move map: 3 legal moves of the knight on g1".
pub(in crate::game) fn map_caption(tr: Tr, asked: Which, count: usize) -> String {
    t!(tr, "map-caption", line = caption(tr, asked, count))
}
