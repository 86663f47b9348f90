//! The words of vacations.

use super::date;
use crate::types::VACATION_DAYS_PER_YEAR;
use chrono::{DateTime, Utc};

fn days_line(used: u32) -> String {
    format!(
        "Vacation days this year: {used} of {VACATION_DAYS_PER_YEAR} used, {} left.",
        VACATION_DAYS_PER_YEAR.saturating_sub(used)
    )
}

/// Where a player's vacation stands: away `until` then, or not away; `used` days this year.
pub(in crate::game) fn status(until: Option<i64>, used: u32) -> String {
    match until {
        Some(until) => format!(
            "You are on vacation until {}; `vacation end` when you are back. {}",
            date(until),
            days_line(used)
        ),
        None => format!(
            "You are not on vacation. `vacation <days>` stops your clocks in correspondence games (an hour or more per move) while you are away. {}",
            days_line(used)
        ),
    }
}

/// A vacation begun, to last `until`, stopping `paused` clocks running now.
pub(in crate::game) fn started(until: i64, paused: usize, used: u32) -> String {
    format!(
        "You are on vacation until {}. Your clocks in correspondence games wait until then ({paused} running now, and any that starts meanwhile); your opponents see that you are away. `vacation end` if you come back sooner. {}",
        date(until),
        days_line(used)
    )
}

pub(in crate::game) fn ended(used: u32) -> String {
    format!(
        "Welcome back! Your clocks run again; each deadline moved by the time you were away. {}",
        days_line(used)
    )
}

/// The players away, short enough for the line under a board: "Bob away until 21 Nov".
pub(in crate::game) fn away_caption(away: &[(String, i64)]) -> Option<String> {
    let notes: Vec<String> = away
        .iter()
        .map(|(name, until)| {
            let day = DateTime::<Utc>::from_timestamp(*until, 0)
                .map(|t| t.format("%-d %b").to_string())
                .unwrap_or_default();
            format!("{name} away until {day}")
        })
        .collect();
    (!notes.is_empty()).then(|| notes.join(", "))
}
