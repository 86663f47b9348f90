//! Puzzles in words: the puzzle shown, each answer, the solution, the rating that moved.

use super::side;
use crate::game::events::PuzzleEvent;
use crate::rules::Variant;

pub(in crate::game) fn say(event: &PuzzleEvent) -> String {
    match event {
        PuzzleEvent::Shown {
            id,
            variant,
            rating,
            themes,
            solver,
            solver_moves,
        } => {
            let goal = match solver_moves {
                1 => "find the move that wins".to_string(),
                n => format!("find the winning line ({n} moves of yours)"),
            };
            format!(
                "Puzzle {id}, {} (rated {rating}; {}): {} to move, {goal}. Answer with `solve <move>`; `solve show` gives the solution.",
                variant.title(),
                themes.join(", "),
                side(*solver),
            )
        }
        PuzzleEvent::Right {
            id,
            solver,
            played,
            reply: Some(reply),
            ..
        } => format!("{solver}: {played} is right. The answer is {reply}; your move again in puzzle {id}."),
        PuzzleEvent::Right {
            id,
            solver,
            played,
            reply: None,
            rating,
        } => format!(
            "{solver}: {played} is right. Puzzle {id} solved!{}",
            rated(rating)
        ),
        PuzzleEvent::Wrong {
            id,
            solver,
            played,
            rating,
        } => format!(
            "{solver}: {played} is not the move in puzzle {id}. Try again, or `solve show` for the solution.{}",
            rated(rating)
        ),
        PuzzleEvent::Solution {
            id,
            solver,
            rest,
            rating,
        } => format!(
            "The solution of puzzle {id}, for {solver}: {}.{}",
            rest.join(" "),
            rated(rating)
        ),
        PuzzleEvent::AlreadyDone { id, solved: true } => {
            format!("You have solved puzzle {id} already. `puzzle` gives you another.")
        }
        PuzzleEvent::Daily { on: true, changed } => format!(
            "{}A puzzle will be posted here every day at 12:00 UTC, the first one now. `puzzle daily off` stops them.",
            if *changed { "" } else { "Already on. " }
        ),
        PuzzleEvent::Daily { on: false, changed: true } => {
            "No more daily puzzles here. `puzzle daily on` brings them back.".into()
        }
        PuzzleEvent::Daily { on: false, changed: false } => {
            "There are no daily puzzles here to stop.".into()
        }
        PuzzleEvent::OfTheDay { day } => format!("The puzzle of {}:", super::day(*day)),
        PuzzleEvent::AlreadyDone { id, solved: false } => {
            format!("Your try at puzzle {id} is over. `puzzle` gives you another.")
        }
    }
}

/// " Puzzle rating in Suction Chess: 1500 → 1532." when the try moved it.
fn rated(rating: &Option<(Variant, f64, f64)>) -> String {
    match rating {
        Some((variant, before, after)) => format!(
            " Puzzle rating in {}: {before:.0} → {after:.0}.",
            variant.title()
        ),
        None => String::new(),
    }
}

pub(in crate::game) fn no_such_theme(variant: Variant, theme: &str, themes: &[String]) -> String {
    format!(
        "No {} puzzle has the theme '{theme}'. Its themes: {}.",
        variant.title(),
        themes.join(", ")
    )
}

pub(in crate::game) fn none_left(variant: Variant, theme: Option<&str>) -> String {
    match theme {
        Some(theme) => format!(
            "You have tried every {} puzzle with the theme '{theme}'. Try another theme or variant.",
            variant.title()
        ),
        None => format!(
            "You have tried every {} puzzle. Try another variant.",
            variant.title()
        ),
    }
}
