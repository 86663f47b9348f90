//! The pairing layer against published tables, independent pairing programs and brute force.

mod berger;
mod dutch;
mod matching;
mod standings;
mod trf;
