//! Rating policy: which games count, and Glicko-2 (skillratings) for those that do.

use crate::rules::Color;
use crate::store::{GameRow, RatingRule, StoredRating};
use skillratings::glicko2::{glicko2, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;

/// The rule for a game's ratings: rated games between two different players count.
pub(super) fn rule_for(row: &GameRow) -> Option<RatingRule> {
    (row.rated && row.white.id != row.black.id).then_some(glicko2_rule as RatingRule)
}

/// A first try at a puzzle as a game between the player and the puzzle (as lichess rates
/// puzzles): a solve wins, a failure loses; a puzzle not played before starts from its
/// initial rating with Glicko-2's deviation for the unknown.
pub(super) fn puzzle_rule(
    player: Option<StoredRating>,
    puzzle: Option<StoredRating>,
    initial: u32,
    solved: bool,
) -> (StoredRating, StoredRating) {
    let initial = StoredRating {
        rating: f64::from(initial),
        ..stored(Glicko2Rating::new(), 0)
    };
    let puzzle = puzzle.unwrap_or(initial);
    let winner = if solved { Color::White } else { Color::Black };
    glicko2_rule(player, Some(puzzle), Some(winner))
}

fn stored(r: Glicko2Rating, games: u32) -> StoredRating {
    StoredRating {
        rating: r.rating,
        deviation: r.deviation,
        volatility: r.volatility,
        games,
    }
}

fn glicko2_rule(
    white: Option<StoredRating>,
    black: Option<StoredRating>,
    winner: Option<Color>,
) -> (StoredRating, StoredRating) {
    // A first rated game starts from Glicko-2's defaults (1500, deviation 350).
    let start = |r: Option<StoredRating>| {
        r.map_or((Glicko2Rating::new(), 0), |r| {
            (
                Glicko2Rating {
                    rating: r.rating,
                    deviation: r.deviation,
                    volatility: r.volatility,
                },
                r.games,
            )
        })
    };
    let ((w, w_games), (b, b_games)) = (start(white), start(black));
    let outcome = match winner {
        Some(Color::White) => Outcomes::WIN,
        Some(Color::Black) => Outcomes::LOSS,
        None => Outcomes::DRAW,
    };
    let (w, b) = glicko2(&w, &b, &outcome, &Glicko2Config::new());
    let stored = |r: Glicko2Rating, games: u32| StoredRating {
        rating: r.rating,
        deviation: r.deviation,
        volatility: r.volatility,
        games: games + 1,
    };
    (stored(w, w_games), stored(b, b_games))
}
