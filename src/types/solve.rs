//! What `solve` asks of the channel's puzzle.

/// What `solve` does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SolveAction {
    /// The move the asker thinks is next.
    Move(String),
    /// Show the rest of the solution (the try counts as lost).
    Show,
}
