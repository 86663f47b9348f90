//! What a UCI `go` asks for, and the search's limits it makes.

use crate::engine::Limits;
use std::time::Duration;

/// Kept back from the clock for the GUI's overhead, in milliseconds.
const MOVE_OVERHEAD_MS: u64 = 30;

/// What `go` asked for.
#[derive(Default)]
pub(super) struct Go {
    nodes: Option<u64>,
    depth: Option<u32>,
    movetime: Option<u64>,
    time: [Option<u64>; 2],
    inc: [u64; 2],
    movestogo: Option<u64>,
    pub(super) infinite: bool,
}

impl Go {
    pub(super) fn parse(words: &[&str]) -> Go {
        let mut go = Go::default();
        let mut words = words.iter();
        while let Some(word) = words.next() {
            let mut number = || words.next().and_then(|n| n.parse::<i64>().ok());
            match *word {
                "nodes" => go.nodes = number().map(|n| n.max(1) as u64),
                "depth" => go.depth = number().map(|n| n.clamp(1, 200) as u32),
                "movetime" => go.movetime = number().map(|n| n.max(1) as u64),
                "wtime" => go.time[0] = number().map(|n| n.max(0) as u64),
                "btime" => go.time[1] = number().map(|n| n.max(0) as u64),
                "winc" => go.inc[0] = number().map_or(0, |n| n.max(0) as u64),
                "binc" => go.inc[1] = number().map_or(0, |n| n.max(0) as u64),
                "movestogo" => go.movestogo = number().map(|n| n.max(1) as u64),
                "infinite" => go.infinite = true,
                _ => {}
            }
        }
        go
    }

    /// The search's limits for the side to move (`white` or not): a `movetime` is spent
    /// whole, a share of the clock is a cap.
    pub(super) fn limits(&self, white: bool) -> Limits {
        Limits {
            nodes: self.nodes,
            depth: self.depth,
            movetime: self.movetime(white),
            spend_movetime: self.movetime.is_some(),
            stop: None,
        }
    }

    /// The time to think: `movetime` as given, else a share of the clock of the side to move.
    fn movetime(&self, white: bool) -> Option<Duration> {
        if let Some(ms) = self.movetime {
            return Some(Duration::from_millis(ms));
        }
        let side = usize::from(!white);
        let left = self.time[side]?;
        let share = left / self.movestogo.map_or(30, |n| n + 1) + self.inc[side] * 3 / 4;
        let most = left.saturating_sub(MOVE_OVERHEAD_MS) / 2;
        Some(Duration::from_millis(share.min(most).max(1)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clock_gives_a_share_of_the_time_left_and_a_movetime_is_spent_whole() {
        let go = Go::parse(&[
            "wtime", "60000", "btime", "1000", "winc", "1000", "binc", "0",
        ]);
        assert_eq!(go.movetime(true), Some(Duration::from_millis(2750)));
        assert_eq!(go.movetime(false), Some(Duration::from_millis(33)));
        assert!(!go.limits(true).spend_movetime, "a clock's share is a cap");
        let limits = Go::parse(&["movetime", "100", "nodes", "5"]).limits(false);
        assert_eq!(limits.movetime, Some(Duration::from_millis(100)));
        assert!(limits.spend_movetime && limits.nodes == Some(5));
    }
}
