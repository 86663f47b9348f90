//! The words of vacations.

use super::fluent::t;
use super::{date, short_date, Tr};
use crate::types::{Time, VACATION_DAYS_PER_YEAR};

fn days_line(tr: Tr, used: u32) -> String {
    t!(
        tr,
        "vacation-days",
        used = used,
        per_year = VACATION_DAYS_PER_YEAR,
        left = VACATION_DAYS_PER_YEAR.saturating_sub(used)
    )
}

/// Where a player's vacation stands: away `until` then, or not away; `used` days this year.
pub(in crate::game) fn status(tr: Tr, until: Option<Time>, used: u32) -> String {
    let state = match until {
        Some(until) => t!(tr, "vacation-until", until = date(tr, until)),
        None => t!(tr, "vacation-none"),
    };
    format!("{state} {}", days_line(tr, used))
}

/// A vacation begun, to last `until`, stopping `paused` clocks running now.
pub(in crate::game) fn started(tr: Tr, until: Time, paused: usize, used: u32) -> String {
    format!(
        "{} {}",
        t!(
            tr,
            "vacation-started",
            until = date(tr, until),
            paused = paused
        ),
        days_line(tr, used)
    )
}

pub(in crate::game) fn ended(tr: Tr, used: u32) -> String {
    format!("{} {}", t!(tr, "vacation-ended"), days_line(tr, used))
}

/// The players away, short enough for the line under a board: "Bob away until 21 Nov".
pub(in crate::game) fn away_caption(tr: Tr, away: &[(String, Time)]) -> Option<String> {
    let notes: Vec<String> = away
        .iter()
        .map(|(name, until)| {
            t!(
                tr,
                "away-caption",
                name = name.as_str(),
                until = short_date(tr, *until)
            )
        })
        .collect();
    (!notes.is_empty()).then(|| super::list(tr, &notes))
}
