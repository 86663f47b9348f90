//! A game record: the start position and the moves, with the draws that depend on history
//! (threefold repetition, 100 half-moves) applied as the spec says.

use super::moves::Move;
use super::outcome::{MoveError, Outcome, Reason};
use super::position::{Position, RepetitionKey};
use super::variant::Variant;

/// Half-moves without a capture, pawn move, drop, trade-up or conversion that draw a game.
pub const DRAW_HALFMOVES: u32 = 100;

/// A game in progress or finished: every position from the start, so history-dependent
/// draws can be judged.
#[derive(Clone, Debug)]
pub struct Game {
    positions: Vec<Position>,
    keys: Vec<RepetitionKey>,
    moves: Vec<Move>,
}

impl Game {
    pub fn new(start: Position) -> Game {
        Game {
            keys: vec![start.repetition_key()],
            positions: vec![start],
            moves: Vec::new(),
        }
    }

    /// A game resumed from storage: `earlier` are the positions a repetition can reach back
    /// to ([`Position::repetition_horizon`]), oldest first.
    pub fn resume(earlier: Vec<Position>, current: Position) -> Game {
        let mut keys: Vec<RepetitionKey> = earlier.iter().map(Position::repetition_key).collect();
        keys.push(current.repetition_key());
        Game {
            positions: vec![current],
            keys,
            moves: Vec::new(),
        }
    }

    pub fn start(variant: Variant) -> Game {
        Game::new(Position::start(variant))
    }

    pub fn position(&self) -> &Position {
        self.positions
            .last()
            .expect("a game has at least its start position")
    }

    /// Every position of the game, the start first.
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The result: the position's own (checkmate, a sucked king, ...), else a draw by 100
    /// half-moves or threefold repetition, else `None`.
    pub fn outcome(&self) -> Option<Outcome> {
        let pos = self.position();
        if let Some(outcome) = pos.outcome() {
            return Some(outcome);
        }
        let draw = |reason| {
            Some(Outcome {
                winner: None,
                reason,
            })
        };
        if pos.halfmoves() >= DRAW_HALFMOVES {
            return draw(Reason::HundredHalfMoves);
        }
        let current = self.keys.last().expect("non-empty");
        if self.keys.iter().filter(|k| *k == current).count() >= 3 {
            return draw(Reason::ThreefoldRepetition);
        }
        None
    }

    /// Plays the move written `text`.
    ///
    /// # Errors
    /// [`MoveError::GameOver`] once the game has a result; otherwise as
    /// [`Position::parse_move`]. The game is unchanged.
    pub fn play(&mut self, text: &str) -> Result<Move, MoveError> {
        if let Some(outcome) = self.outcome() {
            return Err(MoveError::GameOver(outcome));
        }
        self.record(text)
    }

    /// Plays the move written `text` if the position's rules allow it, even past a draw by
    /// repetition or 100 half-moves (the command-line tools judge moves as perft does).
    ///
    /// # Errors
    /// As [`Position::parse_move`]. The game is unchanged.
    pub fn record(&mut self, text: &str) -> Result<Move, MoveError> {
        let (mv, next) = self.position().play(text)?;
        self.keys.push(next.repetition_key());
        self.positions.push(next);
        self.moves.push(mv);
        Ok(mv)
    }

    /// Takes the last move back; `None` at the start.
    pub fn undo(&mut self) -> Option<Move> {
        let mv = self.moves.pop()?;
        self.positions.pop();
        self.keys.pop();
        Some(mv)
    }
}
