//! Puzzles in words: the puzzle shown, each answer, the solution, the rating that moved.

use super::fluent::t;
use super::{list, side, variant, Tr};
use crate::game::events::PuzzleEvent;
use crate::rules::Variant;

pub(in crate::game) fn say(tr: Tr, event: &PuzzleEvent) -> String {
    match event {
        PuzzleEvent::Shown {
            id,
            variant: v,
            rating,
            themes,
            solver,
            solver_moves,
        } => t!(
            tr,
            "puzzle-shown",
            id = id.as_str(),
            variant = variant(tr, *v),
            rating = *rating,
            themes = list(tr, themes),
            side = side(tr, *solver),
            moves = *solver_moves
        ),
        PuzzleEvent::Right {
            id,
            solver,
            played,
            reply: Some(reply),
            ..
        } => t!(
            tr,
            "puzzle-right-go-on",
            solver = solver.as_str(),
            played = played.as_str(),
            reply = reply.as_str(),
            id = id.as_str()
        ),
        PuzzleEvent::Right {
            id,
            solver,
            played,
            reply: None,
            rating,
        } => with_rating(
            tr,
            t!(
                tr,
                "puzzle-solved",
                solver = solver.as_str(),
                played = played.as_str(),
                id = id.as_str()
            ),
            rating,
        ),
        PuzzleEvent::Wrong {
            id,
            solver,
            played,
            rating,
        } => with_rating(
            tr,
            t!(
                tr,
                "puzzle-wrong",
                solver = solver.as_str(),
                played = played.as_str(),
                id = id.as_str()
            ),
            rating,
        ),
        PuzzleEvent::Solution {
            id,
            solver,
            rest,
            rating,
        } => with_rating(
            tr,
            t!(
                tr,
                "puzzle-solution",
                id = id.as_str(),
                solver = solver.as_str(),
                moves = rest.join(" ")
            ),
            rating,
        ),
        PuzzleEvent::AlreadyDone { id, solved: true } => {
            t!(tr, "puzzle-solved-already", id = id.as_str())
        }
        PuzzleEvent::AlreadyDone { id, solved: false } => {
            t!(tr, "puzzle-try-over", id = id.as_str())
        }
        PuzzleEvent::Daily { on: true, changed } => {
            t!(
                tr,
                if *changed {
                    "daily-on"
                } else {
                    "daily-already-on"
                }
            )
        }
        PuzzleEvent::Daily {
            on: false,
            changed: true,
        } => t!(tr, "daily-off"),
        PuzzleEvent::Daily {
            on: false,
            changed: false,
        } => t!(tr, "daily-none"),
        PuzzleEvent::OfTheDay { day } => t!(tr, "puzzle-of-the-day", day = super::day(tr, *day)),
    }
}

/// `text`, then "Puzzle rating in Suction Chess: 1500 → 1532." when the try moved it.
fn with_rating(tr: Tr, mut text: String, rating: &Option<(Variant, f64, f64)>) -> String {
    if let Some((v, before, after)) = rating {
        text.push(' ');
        text.push_str(&t!(
            tr,
            "puzzle-rating-moved",
            variant = variant(tr, *v),
            before = before.round() as i64,
            after = after.round() as i64
        ));
    }
    text
}

pub(in crate::game) fn no_such_theme(tr: Tr, v: Variant, theme: &str, themes: &[String]) -> String {
    t!(
        tr,
        "no-such-theme",
        variant = variant(tr, v),
        theme = theme,
        themes = list(tr, themes)
    )
}

pub(in crate::game) fn none_left(tr: Tr, v: Variant, theme: Option<&str>) -> String {
    match theme {
        Some(theme) => t!(
            tr,
            "no-puzzle-left-theme",
            variant = variant(tr, v),
            theme = theme
        ),
        None => t!(tr, "no-puzzle-left", variant = variant(tr, v)),
    }
}
