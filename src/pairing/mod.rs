//! Tournament pairings as the federations make them: pure (no I/O), importing nothing of
//! ours, so that they can be checked against the published tables and independent pairing
//! programs on their own.

pub mod berger;
pub mod check;
pub mod dutch;
pub mod matching;
pub mod standings;
pub mod swiss;
pub mod trf;
pub mod wide;
