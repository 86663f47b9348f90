//! The engine: Kibitz's own opponent in every variant. Pure like the rules (no I/O, no async),
//! built only on the rules module's public interface.
//!
//! - `search.rs`: alpha-beta search under a node or time limit; `tt.rs`, `hash.rs`: the
//!   transposition table and its Zobrist keys.
//! - `eval/`: one evaluation per variant, written from the variant's goal.
//! - `players.rs`: the engine at a level, and the `random` and `greedy` players it is
//!   measured against.
//! - `analysis.rs`: a game searched position by position, each move judged; `accuracy.rs`:
//!   lichess's winning chances, accuracy and judgements, with a steepness per variant that
//!   `calibrate.rs` fits to self-play.

pub mod accuracy;
pub mod analysis;
pub mod calibrate;
mod eval;
mod hash;
mod huge_pages;
pub mod nnue;
mod order;
pub mod players;
mod pruning;
pub mod puzzles;
mod search;
mod see;
mod tt;
pub mod tune;

pub use hash::hash;
pub use nnue::Evaluator;
pub use pruning::Pruning;
pub use search::{
    plies_to_mate, think, think_excluding, think_remembering, Info, Limits, Memory, Options,
    Repetition, Thought, CONTEMPT, MATE,
};
pub use tt::ENTRY_BYTES as TABLE_ENTRY_BYTES;

use crate::rules::{Game, Variant};
use std::fmt;
use std::str::FromStr;
use std::time::Duration;

/// How strongly the engine plays, 1 (a beginner) to 8 (full strength). A level is a node
/// budget, so the same seed, position and level always give the same move; low levels also
/// choose among the better moves at random.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Level(u8);

impl Level {
    pub const MIN: Level = Level(1);
    pub const MAX: Level = Level(8);

    pub fn new(level: u8) -> Option<Level> {
        (1..=8).contains(&level).then_some(Level(level))
    }

    pub fn number(self) -> u8 {
        self.0
    }

    /// The nodes the search may visit for one move. Each level is a clear step above the one
    /// below, as measured in standard chess on 2026-12-04, judged by its network (`kibitz
    /// match --variant standard --engine engine:<n> --engine engine:<n-1> --games 60 --seed
    /// <400+n>`): level 1 won 57 and drew 3 of 60 against `greedy`, then +325.2 ± 157.1, 60 of
    /// 60, +313.0 ± 104.8, +416.6 ± 160.9, +366.2 ± 141.6 and +301.3 ± 91.8 Elo over the level
    /// below (level 8 over 7: +417 on 2026-11-29, not measured again). The network made level
    /// 1 no stronger: -76.5 ± 85.6 against level 1 with the hand-written evaluation (60 games,
    /// seed 491). Against Stockfish 15.1 with `UCI_LimitStrength` at 100
    /// ms a move (40 games each, 2026-11-29, with a weaker search than today's), level 1 won
    /// none against its weakest setting, UCI_Elo 1350 (even at 50 ms), level 3 scored even with
    /// it, and level 5 even with 1800. The search gains a lot from each node at these budgets,
    /// so the budgets climb slowly where they are small.
    pub fn nodes(self) -> u64 {
        [200, 300, 300, 1_000, 5_000, 30_000, 150_000, 1_000_000][self.0 as usize - 1]
    }

    /// How many centipawns below the best a chosen move may be in `variant`: the mistakes of
    /// this level. Costly: a level that spreads scores every root move in full, so it searches
    /// shallower too; only the two lowest levels do.
    ///
    /// Set in standard chess's centipawns and scaled to the variant's by their steepness, so
    /// a level gives away the same winning chances in every variant. Unscaled, level 1 gave
    /// away twice as much in Suction, whose centipawns were then worth twice as much: it did not
    /// finish one game in seven against random moves in 600 plies (`kibitz match --variant
    /// suction --engine engine:1 --engine random --games 40 --seed 5`, 2026-11-28).
    pub fn spread(self, variant: Variant) -> i32 {
        let standard = [250.0, 100.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0][self.0 as usize - 1];
        let scale = accuracy::steepness(Variant::Standard) / accuracy::steepness(variant);
        (standard * scale).round() as i32
    }

    /// The search options of this level in `variant`, capped by `movetime` of wall-clock time
    /// if given.
    pub fn options(self, variant: Variant, seed: u64, movetime: Option<Duration>) -> Options {
        Options {
            limits: Limits {
                nodes: Some(self.nodes()),
                movetime,
                ..Limits::default()
            },
            spread: self.spread(variant),
            seed,
            table_bits: self.table_bits(),
            contempt: CONTEMPT,
            pruning: None,
            repetition: Repetition::Second,
            evaluator: Evaluator::Shipped,
        }
    }

    /// A table about the size of the budget: small levels need little memory.
    fn table_bits(self) -> u32 {
        (self.nodes().ilog2() + 1).clamp(12, 20)
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("the level must be a number from 1 to 8, not '{0}'")]
pub struct ParseLevelError(pub String);

impl FromStr for Level {
    type Err = ParseLevelError;
    fn from_str(s: &str) -> Result<Level, ParseLevelError> {
        s.trim()
            .parse::<u8>()
            .ok()
            .and_then(Level::new)
            .ok_or_else(|| ParseLevelError(s.chars().take(16).collect()))
    }
}

/// The keys of a game's positions before the current one that a repetition can reach back to
/// ([`crate::rules::Position::repetition_horizon`]), oldest first.
pub fn history(game: &Game) -> Vec<u64> {
    let positions = game.positions();
    let earlier = positions.len() - 1;
    let back = game
        .position()
        .repetition_horizon()
        .map_or(earlier, |h| (h as usize).min(earlier));
    positions[positions.len() - 1 - back..positions.len() - 1]
        .iter()
        .map(hash)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use accuracy::{steepness, winning_chances, Eval};

    #[test]
    fn a_levels_mistakes_give_away_the_same_winning_chances_in_every_variant() {
        let given_away =
            |cp: i32, variant: Variant| winning_chances(steepness(variant), Eval::Cp(cp));
        let level_1 = Level::MIN;
        assert_eq!(level_1.spread(Variant::Standard), 250);
        let in_standard = given_away(250, Variant::Standard);
        for variant in Variant::ALL {
            // The whole centipawns nearest to standard chess's chances: one more gives away
            // more, one fewer less.
            let spread = level_1.spread(variant);
            assert!(given_away(spread - 1, variant) < in_standard, "{variant}");
            assert!(given_away(spread + 1, variant) > in_standard, "{variant}");
            assert!(spread > Level::new(2).unwrap().spread(variant));
            assert_eq!(Level::new(3).unwrap().spread(variant), 0);
        }
        // Suction's centipawns are worth more than twice standard chess's.
        assert!(level_1.spread(Variant::Suction) < 125);
    }
}
