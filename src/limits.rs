//! Per-user rate limits for the chat adapters, so that one user cannot flood a channel or the
//! database with commands.

use governor::{DefaultKeyedRateLimiter, Quota};
use std::num::NonZeroU32;

/// Commands one user may send in a burst, and how many a minute after that.
const BURST: u32 = 10;
const PER_MINUTE: u32 = 30;

/// A token bucket per user id.
pub struct UserLimits(DefaultKeyedRateLimiter<String>);

impl Default for UserLimits {
    fn default() -> Self {
        UserLimits::new(PER_MINUTE, BURST)
    }
}

impl UserLimits {
    /// `per_minute` commands a minute, with bursts of `burst`.
    pub fn new(per_minute: u32, burst: u32) -> UserLimits {
        let per_minute = NonZeroU32::new(per_minute.max(1)).unwrap_or(NonZeroU32::MIN);
        let burst = NonZeroU32::new(burst.max(1)).unwrap_or(NonZeroU32::MIN);
        UserLimits(DefaultKeyedRateLimiter::keyed(
            Quota::per_minute(per_minute).allow_burst(burst),
        ))
    }

    /// Whether `user` may send another command now (and counts it if so).
    pub fn allow(&self, user: &str) -> bool {
        let allowed = self.0.check_key(&user.to_string()).is_ok();
        if self.0.len() > 100_000 {
            self.0.retain_recent();
        }
        allowed
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_burst_then_a_refusal_per_user() {
        let limits = UserLimits::new(1, 3);
        assert!((0..3).all(|_| limits.allow("discord:1")));
        assert!(!limits.allow("discord:1"));
        assert!(limits.allow("discord:2"), "others are not affected");
    }
}
