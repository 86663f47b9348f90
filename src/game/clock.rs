//! Time, so that deadlines can be tested with a clock the test controls.

use crate::types::Time;
use std::sync::atomic::{AtomicI64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

/// The current time.
pub trait Clock: Send + Sync {
    fn now(&self) -> Time;

    /// The current time in Unix milliseconds, for chess clocks; the test clocks count whole
    /// seconds.
    fn now_ms(&self) -> i64 {
        self.now().unix().saturating_mul(1000)
    }
}

/// The system's clock.
#[derive(Debug, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> Time {
        Time::from_unix(self.now_ms().div_euclid(1000))
    }

    fn now_ms(&self) -> i64 {
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
    }
}

/// The system's clock, or for tests that drive several processes on one database, the time
/// the file `KIBITZ_TEST_CLOCK_FILE` names holds (see [`FileClock`]).
pub fn clock_from_env() -> std::sync::Arc<dyn Clock> {
    match std::env::var_os("KIBITZ_TEST_CLOCK_FILE") {
        Some(path) => std::sync::Arc::new(FileClock::new(path)),
        None => std::sync::Arc::new(SystemClock),
    }
}

/// A clock that moves only when told to.
#[derive(Debug, Default)]
pub struct ManualClock(AtomicI64);

impl ManualClock {
    /// A clock standing at `now`, in Unix seconds.
    pub fn new(now: i64) -> ManualClock {
        ManualClock(AtomicI64::new(now))
    }

    pub fn advance(&self, seconds: i64) {
        self.0.fetch_add(seconds, Ordering::SeqCst);
    }
}

impl Clock for ManualClock {
    fn now(&self) -> Time {
        Time::from_unix(self.0.load(Ordering::SeqCst))
    }
}

/// A clock read from a file holding Unix seconds, for tests that drive several processes on
/// one database with one controlled time (`KIBITZ_TEST_CLOCK_FILE`). A file that cannot be
/// read gives the time last read.
#[derive(Debug)]
pub struct FileClock {
    path: std::path::PathBuf,
    last: AtomicI64,
}

impl FileClock {
    pub fn new(path: impl Into<std::path::PathBuf>) -> FileClock {
        let clock = FileClock {
            path: path.into(),
            last: AtomicI64::new(0),
        };
        clock.now();
        clock
    }
}

impl Clock for FileClock {
    fn now(&self) -> Time {
        let read = std::fs::read_to_string(&self.path)
            .ok()
            .and_then(|text| text.trim().parse::<i64>().ok());
        let seconds = match read {
            Some(now) => {
                self.last.store(now, Ordering::SeqCst);
                now
            }
            None => self.last.load(Ordering::SeqCst),
        };
        Time::from_unix(seconds)
    }
}
