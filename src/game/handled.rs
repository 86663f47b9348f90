//! What every use case of the game layer returns: a value, or why it did nothing
//! ([`Refusal`]); and the few words they share (sides, results, failures). A leaf of the
//! game layer, so that the use cases and the dispatcher ([`super::Service`]) import it and
//! never each other in a circle.

use crate::rules::{Color, Outcome};
use crate::store::{GameRow, StoreError};
use crate::types::Reply;

/// What a user is told while the database cannot be reached.
pub const UNREACHABLE: &str =
    "The database is unreachable, so nothing was done; try again shortly.";

/// What a user is told when handling their command failed unexpectedly (a bug, logged):
/// whether it changed anything is not known, so they are pointed at the board.
pub const FAILED: &str =
    "Something went wrong on Kibitz's side; look at the `board` before trying again.";

/// The reply when handling a command failed unexpectedly with `error`, which is logged (never
/// shown: it says nothing a user can act on).
pub fn failed(error: impl std::fmt::Display) -> Reply {
    tracing::error!(error = %error, "handling a command failed");
    Reply::error(FAILED)
}

/// Why a command did nothing.
pub(super) enum Refusal {
    /// The user's mistake or a rule: said to the user.
    Said(String),
    /// The database failed: logged, and the user told nothing changed.
    Store(StoreError),
}

impl From<StoreError> for Refusal {
    fn from(e: StoreError) -> Refusal {
        Refusal::Store(e)
    }
}

pub(super) type Handled<T> = Result<T, Refusal>;

/// A move played: its reply, and whether conditional moves wait in its game (to be answered
/// with [`super::Service::then_premoves`]).
pub(super) struct Played {
    pub reply: Reply,
    pub premoves: bool,
}

pub(super) fn refuse<T>(text: impl Into<String>) -> Handled<T> {
    Err(Refusal::Said(text.into()))
}

pub(super) fn side(color: Color) -> &'static str {
    match color {
        Color::White => "White",
        Color::Black => "Black",
    }
}

pub(super) fn ending_outcome(row: &GameRow) -> Option<Outcome> {
    let reason = row.result_reason?;
    Some(Outcome {
        winner: row.winner,
        reason,
    })
}

/// "Ann (White) wins by checkmate", "Draw by agreement".
pub(super) fn result_sentence(row: &GameRow, outcome: Outcome) -> String {
    match outcome.winner {
        Some(color) => format!(
            "{} ({}) wins by {}.",
            row.player(color).name,
            side(color),
            outcome.reason
        ),
        None => format!("Draw by {}.", outcome.reason),
    }
}
