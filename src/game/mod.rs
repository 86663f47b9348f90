//! The game service: challenges, games, moves, draws, takebacks, deadlines and ratings. It
//! speaks in platform-neutral types and never imports a chat platform's crate; every adapter
//! (console, Discord, Matrix) turns its events into [`Command`]s and sends back [`Reply`]s.

mod challenges;
pub mod clock;
pub mod deadlines;
mod delivery;
pub mod help;
mod info;
mod offers;
pub mod service;
pub mod ticker;
pub mod types;

pub use clock::{Clock, ManualClock, SystemClock};
pub use delivery::{Delivery, OFFLINE, STALE_AFTER};
pub use service::Service;
pub use types::*;
