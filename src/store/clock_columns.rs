//! A chess clock as its columns hold it: a challenge's and a game's time control, and a game's
//! time left on each side.

use super::db::Row;
use super::{Result, StoreError};
use crate::types::{GameClock, TimeControl};

/// A game's clocks as its three columns hold them: White's and Black's time left and since
/// when (all `NULL` for a game with no clock).
pub(super) fn clock_values(clock: Option<GameClock>) -> [Option<i64>; 3] {
    match clock {
        Some(c) => [Some(c.left_ms[0]), Some(c.left_ms[1]), Some(c.since_ms)],
        None => [None; 3],
    }
}

/// A time control from its two columns from `at` (base and increment, seconds), if any.
pub(super) fn time_control(r: &Row, at: usize) -> Result<Option<TimeControl>> {
    let Some(base) = r.opt_int(at)? else {
        return Ok(None);
    };
    let increment = r.opt_int(at + 1)?.unwrap_or(0);
    u64::try_from(base)
        .ok()
        .zip(u64::try_from(increment).ok())
        .and_then(|(base, increment)| TimeControl::from_seconds(base, increment))
        .map(Some)
        .ok_or_else(|| StoreError::Corrupt(format!("clock of {base}+{increment} seconds")))
}

/// A game's clocks from the five columns from `at` (the time control, White's and Black's
/// time left, since when), if it is played on a clock.
pub(super) fn game_clock(r: &Row, at: usize) -> Result<Option<GameClock>> {
    let Some(control) = time_control(r, at)? else {
        return Ok(None);
    };
    let ms = |i: usize| r.opt_int(at + i).map(|v| v.unwrap_or(0));
    Ok(Some(GameClock {
        control,
        left_ms: [ms(2)?, ms(3)?],
        since_ms: ms(4)?,
    }))
}
