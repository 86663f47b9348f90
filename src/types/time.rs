//! [`Time`]: an instant, when something happened or is due. How long something lasts stays a
//! count of seconds (`i64`, negative when overdue).

use std::fmt;
use std::ops::{Add, Sub};

/// An instant, kept as Unix seconds: read from a clock, stored, compared, and moved by a
/// number of seconds.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Time(i64);

impl Time {
    /// The earliest instant (before anything happened).
    pub const MIN: Time = Time(i64::MIN);
    /// The latest instant (never due).
    pub const MAX: Time = Time(i64::MAX);

    pub const fn from_unix(seconds: i64) -> Time {
        Time(seconds)
    }

    /// Seconds since 1970-01-01 UTC.
    pub const fn unix(self) -> i64 {
        self.0
    }
}

/// `seconds` later (earlier when negative), saturating at the ends of time.
impl Add<i64> for Time {
    type Output = Time;

    fn add(self, seconds: i64) -> Time {
        Time(self.0.saturating_add(seconds))
    }
}

/// `seconds` earlier, saturating at the ends of time.
impl Sub<i64> for Time {
    type Output = Time;

    fn sub(self, seconds: i64) -> Time {
        Time(self.0.saturating_sub(seconds))
    }
}

/// The seconds from `earlier` to `self` (negative when `earlier` is later).
impl Sub<Time> for Time {
    type Output = i64;

    fn sub(self, earlier: Time) -> i64 {
        self.0.saturating_sub(earlier.0)
    }
}

/// As Unix seconds (logs name times so).
impl fmt::Display for Time {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_time_moves_by_seconds_and_saturates_at_the_ends() {
        let t = Time::from_unix(1_700_000_000);
        assert_eq!((t + 60).unix(), 1_700_000_060);
        assert_eq!(t + 60 - t, 60);
        assert_eq!(t - (t + 60), -60);
        assert_eq!(Time::MAX + 1, Time::MAX);
        assert_eq!(Time::MIN - 1, Time::MIN);
        assert_eq!(Time::MAX - Time::MIN, i64::MAX);
        assert!(t < t + 1);
    }
}
