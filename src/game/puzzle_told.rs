//! What the puzzle use cases say happened, in types (worded by
//! [`crate::game::words::puzzles`]).

use crate::rules::{Color, Variant};

/// What happened to a puzzle. `rating` is the solver's puzzle rating in the variant before
/// and after, when this try moved it.
#[derive(Clone, Debug, PartialEq, strum::IntoStaticStr, strum::VariantNames)]
pub(in crate::game) enum PuzzleEvent {
    Shown {
        id: String,
        variant: Variant,
        rating: i32,
        themes: Vec<String>,
        solver: Color,
        solver_moves: usize,
    },
    /// A right move: the opponent's reply follows, or the puzzle is solved.
    Right {
        id: String,
        solver: String,
        played: String,
        reply: Option<String>,
        rating: Option<(Variant, f64, f64)>,
    },
    Wrong {
        id: String,
        solver: String,
        played: String,
        rating: Option<(Variant, f64, f64)>,
    },
    /// The rest of the solution, shown on request.
    Solution {
        id: String,
        solver: String,
        rest: Vec<String>,
        rating: Option<(Variant, f64, f64)>,
    },
    AlreadyDone {
        id: String,
        solved: bool,
    },
    /// The daily puzzle turned on or off (`changed`: it was not already so).
    Daily {
        on: bool,
        changed: bool,
    },
    /// What comes before the puzzle of the day.
    OfTheDay {
        day: i64,
    },
}
