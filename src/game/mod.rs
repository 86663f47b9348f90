//! The game service: challenges, games, moves, draws, takebacks, deadlines and ratings, and
//! for correspondence players direct messages, conditional moves and vacations. It
//! speaks in platform-neutral types and never imports a chat platform's crate; every adapter
//! (console, Discord, Matrix) turns its events into [`Command`]s and sends back [`Reply`]s.

mod analyses;
mod board_links;
mod board_page;
mod board_sessions;
pub mod bot;
mod challenges;
pub mod clock;
mod clocks;
pub mod commands;
mod deadlines;
pub mod diagrams;
mod endings;
mod events;
mod games;
mod handled;
pub mod help;
mod info;
mod languages;
mod maps;
pub mod mining;
mod notify;
mod offers;
mod pages;
mod pgn;
mod picker;
mod play;
mod premoves;
mod puzzle_told;
mod puzzles;
mod ratings;
mod replays;
mod service;
mod subjects;
mod teams;
pub mod ticker;
mod tournaments;
mod unit;
#[cfg(test)]
mod use_cases_test;
mod vacation;
mod views;
mod words;

/// The plain words every layer speaks, re-exported for the adapters.
pub use crate::types::*;
pub use clock::{clock_from_env, Clock, FileClock, ManualClock, SystemClock};
pub use pages::{is_key, GamePage, PageMove, TournamentPage};
pub use puzzles::puzzle_themes;
pub use service::Unavailable;
pub use service::STALE_AFTER;
pub use service::{AfterPosting, Answered, Clockwork, Commands, Connections, Deliveries, Delivery};
pub use service::{
    BoardAction, BoardAnswer, BoardPage, HandPiece, PageClock, PageRole, PageSquare,
};
pub use service::{Health, OpenedSession, PageImage, Service, Settings, Site, Suggestion};
pub use words::info::{diagram_words, topic_choices, variant_rules};
pub use words::pages::{board_alt, page_words, PageWords};
pub use words::play_page::{play_words, PlayWords};
pub use words::{board_caption, board_title, failed, fixed, fluent, side_name, time_left};
pub use words::{console_says, unreadable, ConsoleSays, Fixed};
pub use words::{game_in_thread, whole_text_in_file};
