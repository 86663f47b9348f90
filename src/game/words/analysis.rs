//! An analysis in words: the accuracies, the moves judged with the better ones, the key
//! moment, and how far an analysis has come.

use super::info::replayed;
use super::{result_sentence, side};
use crate::engine::accuracy::Judgement;
use crate::game::analyses::told::{AnalysisReport, JudgedMove};
use crate::game::handled::ending_outcome;
use crate::types::GameId;

pub(in crate::game) fn report(r: &AnalysisReport) -> String {
    let row = &r.row;
    let mut lines = vec![format!(
        "Analysis of game {}: {} ({} nodes a position).{}",
        row.id,
        replayed(row, r.plies),
        grouped(r.nodes),
        ending_outcome(row).map_or(String::new(), |o| format!(" {}", result_sentence(row, o)))
    )];
    lines.push(match r.accuracy {
        Some((white, black)) => format!(
            "Accuracy: {} (White) {white:.0}%, {} (Black) {black:.0}%.",
            row.white.name, row.black.name
        ),
        None => "Accuracy: not given, as only one side moved.".into(),
    });
    if r.judged.is_empty() {
        lines.push("No inaccuracies, mistakes or blunders.".into());
    } else {
        let tally = |mover| {
            let count = |j| {
                r.judged
                    .iter()
                    .filter(|m| m.mover == mover && m.judgement == j)
                    .count()
            };
            format!(
                "{}: {}, {}, {}.",
                row.player(mover).name,
                counted(count(Judgement::Inaccuracy), "inaccuracy", "inaccuracies"),
                counted(count(Judgement::Mistake), "mistake", "mistakes"),
                counted(count(Judgement::Blunder), "blunder", "blunders"),
            )
        };
        lines.push(format!(
            "{} {}",
            tally(crate::rules::Color::White),
            tally(crate::rules::Color::Black)
        ));
        lines.extend(r.judged.iter().map(judged_line));
    }
    if let Some(key) = &r.key {
        lines.push(format!(
            "Key moment: {}, {}'s chances fell from {:.0}% to {:.0}%.{}",
            marked(key),
            row.player(key.mover).name,
            key.before,
            key.after,
            key.better
                .as_ref()
                .map_or(String::new(), |b| format!(" {b} was better."))
        ));
    }
    lines.join("\n")
}

/// "12. e2e4?! inaccuracy: White's chances 55% → 41%; better d2d4."
fn judged_line(m: &JudgedMove) -> String {
    format!(
        "{} {}: {}'s chances {:.0}% → {:.0}%{}.",
        marked(m),
        name(m.judgement),
        side(m.mover),
        m.before,
        m.after,
        m.better
            .as_ref()
            .map_or(String::new(), |b| format!("; better {b}"))
    )
}

/// The move with its number and its mark: `12. e2e4?!`, `23... d8b6??`.
fn marked(m: &JudgedMove) -> String {
    let dots = match m.mover {
        crate::rules::Color::White => ".",
        crate::rules::Color::Black => "...",
    };
    let mark = match m.judgement {
        Judgement::Inaccuracy => "?!",
        Judgement::Mistake => "?",
        Judgement::Blunder => "??",
    };
    format!("{}{dots} {}{mark}", m.number, m.played)
}

fn name(judgement: Judgement) -> &'static str {
    match judgement {
        Judgement::Inaccuracy => "inaccuracy",
        Judgement::Mistake => "mistake",
        Judgement::Blunder => "blunder",
    }
}

fn counted(n: usize, one: &str, many: &str) -> String {
    match n {
        0 => format!("no {many}"),
        1 => format!("1 {one}"),
        n => format!("{n} {many}"),
    }
}

pub(in crate::game) fn progress(id: GameId, done: usize, total: usize) -> String {
    format!("Analysing game {id}: {done} of {total} positions searched…")
}

pub(in crate::game) fn graph_caption(id: GameId) -> String {
    format!(
        "White's winning chances over game {id}, move by move; dots mark inaccuracies (blue), mistakes (orange) and blunders (red)"
    )
}

/// Under the key moment's board: "2. g2g4?? was played; b1c3 was better".
pub(in crate::game) fn key_board_caption(moment: &JudgedMove) -> String {
    match &moment.better {
        Some(better) => format!("{} was played; {better} was better", marked(moment)),
        None => format!("{} was played", marked(moment)),
    }
}

pub(in crate::game) fn key_caption(id: GameId, moment: &JudgedMove) -> String {
    match &moment.better {
        Some(better) => format!(
            "Key moment of game {id}: the position before {}; the arrow shows {better}, the better move",
            marked(moment)
        ),
        None => format!("Key moment of game {id}: the position before {}", marked(moment)),
    }
}

/// 100000 as "100,000".
fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(digit);
    }
    out
}
