//! An analysis in words: the accuracies, the moves judged with the better ones, the key
//! moment, and how far an analysis has come.

use super::fluent::t;
use super::info::replayed;
use super::{result_sentence, side, Tr};
use crate::engine::accuracy::Judgement;
use crate::game::analyses::told::{AnalysisReport, JudgedMove};
use crate::rules::Color;
use crate::types::GameId;

/// A percentage or chance as shown: whole.
fn whole(value: f64) -> i64 {
    value.round() as i64
}

pub(in crate::game) fn report(tr: Tr, r: &AnalysisReport) -> String {
    let game = &r.game;
    let mut head = t!(
        tr,
        "analysis-head",
        id = game.id.0,
        game = replayed(tr, game, r.plies),
        nodes = grouped(tr, r.nodes)
    );
    if let Some(outcome) = r.outcome {
        head.push(' ');
        head.push_str(&result_sentence(tr, game, outcome));
    }
    let mut lines = vec![head];
    lines.push(match r.accuracy {
        Some((white, black)) => t!(
            tr,
            "accuracy",
            white = game.white.name.as_str(),
            white_accuracy = whole(white),
            black = game.black.name.as_str(),
            black_accuracy = whole(black)
        ),
        None => t!(tr, "accuracy-none"),
    });
    if r.judged.is_empty() {
        lines.push(t!(tr, "no-errors"));
    } else {
        let tally = |mover| {
            let count = |j| {
                r.judged
                    .iter()
                    .filter(|m| m.mover == mover && m.judgement == j)
                    .count()
            };
            t!(
                tr,
                "errors-tally",
                player = game.player(mover).name.as_str(),
                inaccuracies = count(Judgement::Inaccuracy),
                mistakes = count(Judgement::Mistake),
                blunders = count(Judgement::Blunder)
            )
        };
        lines.push(format!("{} {}", tally(Color::White), tally(Color::Black)));
        lines.extend(r.judged.iter().map(|m| judged_line(tr, m)));
    }
    if let Some(key) = &r.key {
        let (player, before, after) = (
            game.player(key.mover).name.as_str(),
            whole(key.before),
            whole(key.after),
        );
        lines.push(match &key.better {
            Some(better) => t!(
                tr,
                "key-moment-better",
                move = marked(key),
                player = player,
                before = before,
                after = after,
                better = better.as_str()
            ),
            None => t!(
                tr,
                "key-moment",
                move = marked(key),
                player = player,
                before = before,
                after = after
            ),
        });
    }
    lines.join("\n")
}

/// "12. e2e4?! inaccuracy: White's chances 55% → 41%; better d2d4."
fn judged_line(tr: Tr, m: &JudgedMove) -> String {
    let mut args = fluent_bundle::FluentArgs::new();
    args.set("move", marked(m));
    args.set("judgement", name(m.judgement));
    args.set("side", side(tr, m.mover));
    args.set("before", whole(m.before));
    args.set("after", whole(m.after));
    match &m.better {
        Some(better) => {
            args.set("better", better.clone());
            tr.with("judged-move-better", &args)
        }
        None => tr.with("judged-move", &args),
    }
}

/// The move with its number and its mark: `12. e2e4?!`, `23... d8b6??`.
fn marked(m: &JudgedMove) -> String {
    let dots = match m.mover {
        Color::White => ".",
        Color::Black => "...",
    };
    let mark = match m.judgement {
        Judgement::Inaccuracy => "?!",
        Judgement::Mistake => "?",
        Judgement::Blunder => "??",
    };
    format!("{}{dots} {}{mark}", m.number, m.played)
}

/// The key a message selects a judgement's name by.
fn name(judgement: Judgement) -> &'static str {
    match judgement {
        Judgement::Inaccuracy => "inaccuracy",
        Judgement::Mistake => "mistake",
        Judgement::Blunder => "blunder",
    }
}

pub(in crate::game) fn progress(tr: Tr, id: GameId, done: usize, total: usize) -> String {
    t!(tr, "analysing", id = id.0, done = done, total = total)
}

pub(in crate::game) fn graph_caption(tr: Tr, id: GameId) -> String {
    t!(tr, "graph-caption", id = id.0)
}

/// Under the key moment's board: "2. g2g4?? was played; b1c3 was better".
pub(in crate::game) fn key_board_caption(tr: Tr, moment: &JudgedMove) -> String {
    match &moment.better {
        Some(better) => t!(
            tr,
            "key-board-caption-better",
            move = marked(moment),
            better = better.as_str()
        ),
        None => t!(tr, "key-board-caption", move = marked(moment)),
    }
}

pub(in crate::game) fn key_caption(tr: Tr, id: GameId, moment: &JudgedMove) -> String {
    match &moment.better {
        Some(better) => t!(
            tr,
            "key-caption-better",
            id = id.0,
            move = marked(moment),
            better = better.as_str()
        ),
        None => t!(tr, "key-caption", id = id.0, move = marked(moment)),
    }
}

/// 100000 as "100,000" (in the language's way of grouping digits).
fn grouped(tr: Tr, n: u64) -> String {
    let separator = tr.s("thousands-separator");
    let digits = n.to_string();
    let mut out = String::new();
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push_str(&separator);
        }
        out.push(digit);
    }
    out
}
