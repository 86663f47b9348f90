//! What an analysis tells, as types: the events and the PGN read them, and nothing here reads
//! the events back.

use crate::engine::accuracy::{Eval, Judgement};
use crate::game::subjects::GameView;
use crate::rules::{Color, Outcome};

/// A move judged an inaccuracy, a mistake or a blunder.
#[derive(Clone, Debug, PartialEq)]
pub(in crate::game) struct JudgedMove {
    /// The move's number and who played it (`12...` is Black's twelfth).
    pub number: u32,
    pub mover: Color,
    pub played: String,
    pub better: Option<String>,
    pub judgement: Judgement,
    /// The mover's chances of winning, in percent, before and after the move.
    pub before: f64,
    pub after: f64,
}

/// What an analysis reports.
#[derive(Clone, Debug, PartialEq)]
pub(in crate::game) struct AnalysisReport {
    pub game: GameView,
    /// How the game ended, if it did.
    pub outcome: Option<Outcome>,
    pub plies: usize,
    pub nodes: u64,
    /// White's and Black's accuracy, when both moved.
    pub accuracy: Option<(f64, f64)>,
    pub judged: Vec<JudgedMove>,
    /// The move that cost the most, if any was judged.
    pub key: Option<JudgedMove>,
}

/// What an analysis says of one ply in a PGN.
#[derive(Copy, Clone, Debug, PartialEq)]
pub(in crate::game) struct PlyNote {
    pub eval: Eval,
    pub judgement: Option<Judgement>,
}
