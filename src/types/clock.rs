//! Chess clocks: a time control (`5+3`, `2d+1d`) and the time each side has left in a game.

use super::{TimePerMove, CORRESPONDENCE_SECONDS};
use crate::rules::Color;
use std::fmt;

const MINUTE: u32 = 60;
const DAY: u32 = 86_400;

/// A Fischer time control: each side starts with `base` seconds and gains `increment` seconds
/// with each move it makes. Live (`M+S`: 1 to 180 minutes, 0 to 180 seconds) or
/// correspondence (`Nd+Md`: 1 to 14 days, 0 to 14 days).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct TimeControl {
    base: u32,
    increment: u32,
}

/// Why a time control cannot be read.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ClockProblem {
    /// Not `M+S` or `Nd+Md`.
    Shape,
    /// Outside the ranges above.
    Range,
}

impl TimeControl {
    pub const MAX_MINUTES: u32 = 180;
    pub const MAX_INCREMENT_SECONDS: u32 = 180;
    pub const MAX_DAYS: u32 = 14;

    /// A time control of `base` and `increment` seconds, if it is one of those above.
    pub fn from_seconds(base: u64, increment: u64) -> Option<TimeControl> {
        let (base, increment) = (u32::try_from(base).ok()?, u32::try_from(increment).ok()?);
        let live = base.is_multiple_of(MINUTE)
            && (MINUTE..=Self::MAX_MINUTES * MINUTE).contains(&base)
            && increment <= Self::MAX_INCREMENT_SECONDS;
        let days = base.is_multiple_of(DAY)
            && increment.is_multiple_of(DAY)
            && (DAY..=Self::MAX_DAYS * DAY).contains(&base)
            && increment <= Self::MAX_DAYS * DAY;
        (live || days).then_some(TimeControl { base, increment })
    }

    /// Reads `5+3` (minutes and seconds) or `2d+1d` (days and days); `+0` may be left out.
    pub fn parse(text: &str) -> Result<TimeControl, ClockProblem> {
        let text = text.trim().to_ascii_lowercase();
        let (base, increment) = text.split_once('+').unwrap_or((&text, "0"));
        let number = |s: &str| {
            let digits = s.trim();
            (!digits.is_empty() && digits.len() <= 6 && digits.bytes().all(|b| b.is_ascii_digit()))
                .then(|| digits.parse::<u64>().ok())
                .flatten()
                .ok_or(ClockProblem::Shape)
        };
        let seconds = match base.trim().strip_suffix('d') {
            Some(days) => {
                let increment = increment.trim();
                let increment = increment.strip_suffix('d').unwrap_or(increment);
                if increment.trim() != "0" && !text.ends_with('d') {
                    return Err(ClockProblem::Shape);
                }
                (
                    number(days)? * u64::from(DAY),
                    number(increment)? * u64::from(DAY),
                )
            }
            None if increment.trim().ends_with('d') => return Err(ClockProblem::Shape),
            None => (number(base)? * u64::from(MINUTE), number(increment)?),
        };
        TimeControl::from_seconds(seconds.0, seconds.1).ok_or(ClockProblem::Range)
    }

    /// Each side's time at the start, in seconds.
    pub fn base(self) -> u32 {
        self.base
    }

    /// The seconds a side gains with each move it makes.
    pub fn increment(self) -> u32 {
        self.increment
    }

    /// A correspondence clock (counted in days): its players may be told of their moves
    /// directly and go on vacation, as in the games with a time per move of an hour or more.
    pub fn correspondence(self) -> bool {
        self.base.is_multiple_of(DAY)
    }

    /// The time per move a game on this clock counts as, wherever a game's pace is asked
    /// (correspondence or not, how long a team's vote runs): the base, but under an hour for a
    /// live clock.
    pub fn pace(self) -> TimePerMove {
        let seconds = if self.correspondence() {
            self.base
        } else {
            self.base.min(CORRESPONDENCE_SECONDS - 1)
        };
        TimePerMove::from_seconds(u64::from(seconds)).unwrap_or(TimePerMove::DEFAULT)
    }
}

/// As it is typed: `5+3`, `2d+1d`.
impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.correspondence() {
            write!(f, "{}d+{}d", self.base / DAY, self.increment / DAY)
        } else {
            write!(f, "{}+{}", self.base / MINUTE, self.increment)
        }
    }
}

/// A game's clocks: the time each side had left, in milliseconds, when the clock of the side
/// to move started (`since_ms`, Unix milliseconds; later than now while that player is on
/// vacation). Only the clock of the side to move runs.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct GameClock {
    pub control: TimeControl,
    /// [White, Black].
    pub left_ms: [i64; 2],
    pub since_ms: i64,
}

impl GameClock {
    /// Both sides with the whole base, the clock of the side to move running from `since_ms`.
    pub fn start(control: TimeControl, since_ms: i64) -> GameClock {
        let base = i64::from(control.base) * 1000;
        GameClock {
            control,
            left_ms: [base; 2],
            since_ms,
        }
    }

    /// What the side of `color` has left at `now_ms`, `turn` being the side to move (never
    /// below zero).
    pub fn left(&self, color: Color, turn: Color, now_ms: i64) -> i64 {
        let left = self.left_ms[color as usize];
        let running = if color == turn {
            now_ms.saturating_sub(self.since_ms).max(0)
        } else {
            0
        };
        left.saturating_sub(running).max(0)
    }

    /// What each side has left at `now_ms`, [White, Black], the clock of `running` (the side
    /// to move; none once the game is over) running.
    pub fn faces(&self, running: Option<Color>, now_ms: i64) -> [i64; 2] {
        let left = |color: Color| match running {
            Some(turn) => self.left(color, turn, now_ms),
            None => self.left_ms[color as usize].max(0),
        };
        [left(Color::White), left(Color::Black)]
    }

    /// When the side to move, `turn`, runs out of time (Unix milliseconds).
    pub fn flag_ms(&self, turn: Color) -> i64 {
        self.since_ms.saturating_add(self.left_ms[turn as usize])
    }

    /// [`GameClock::flag_ms`] as the whole second the clock's tick fires at (never before).
    pub fn flag_at(&self, turn: Color) -> super::Time {
        super::Time::from_unix(self.flag_ms(turn).div_euclid(1000) + 1)
    }

    /// The clocks after `mover` moves at `now_ms`: their time spent, their increment added, the
    /// other side's clock running from `next_since_ms` (now, or when that player's vacation
    /// ends). `None` if `mover`'s time had run out.
    pub fn after_move(&self, mover: Color, now_ms: i64, next_since_ms: i64) -> Option<GameClock> {
        let left = self.left(mover, mover, now_ms);
        if left == 0 {
            return None;
        }
        let mut next = *self;
        next.left_ms[mover as usize] = left + i64::from(self.control.increment) * 1000;
        next.since_ms = next_since_ms;
        Some(next)
    }

    /// The clocks after moves are taken back at `now_ms`: the side that was to move, `turn`,
    /// is charged the time it spent, with no increment; the clock of the side to move after
    /// the takeback runs from `next_since_ms`.
    pub fn after_takeback(&self, turn: Color, now_ms: i64, next_since_ms: i64) -> GameClock {
        let mut next = *self;
        // A side whose time ran out keeps a second, so that the takeback it agreed to stands.
        next.left_ms[turn as usize] = self.left(turn, turn, now_ms).max(1000);
        next.since_ms = next_since_ms;
        next
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_controls_are_read_in_minutes_and_seconds_or_in_days() {
        let tc = |text| TimeControl::parse(text).map(|t| (t.base(), t.increment()));
        assert_eq!(tc("5+3"), Ok((300, 3)));
        assert_eq!(tc("1+0"), Ok((60, 0)));
        assert_eq!(tc("1"), Ok((60, 0)));
        assert_eq!(tc("180+180"), Ok((10_800, 180)));
        assert_eq!(tc("2d+1d"), Ok((2 * 86_400, 86_400)));
        assert_eq!(tc("3D"), Ok((3 * 86_400, 0)));
        assert_eq!(tc("2d+0"), Ok((2 * 86_400, 0)));
        assert_eq!(tc("0+5"), Err(ClockProblem::Range));
        assert_eq!(tc("181+0"), Err(ClockProblem::Range));
        assert_eq!(tc("5+181"), Err(ClockProblem::Range));
        assert_eq!(tc("15d+1d"), Err(ClockProblem::Range));
        for bad in [
            "",
            "+",
            "5+",
            "a+3",
            "5+3+1",
            "-5+3",
            "5+1d",
            "2d+1",
            "99999999999+0",
            "5 3",
        ] {
            assert_eq!(tc(bad), Err(ClockProblem::Shape), "{bad}");
        }
        for text in ["5+3", "1+0", "2d+1d", "14d+0d"] {
            assert_eq!(TimeControl::parse(text).unwrap().to_string(), text);
        }
    }

    #[test]
    fn live_clocks_count_as_under_an_hour_a_move_and_day_clocks_as_correspondence() {
        let pace = |text| TimeControl::parse(text).unwrap().pace().seconds();
        assert_eq!(pace("1+0"), 60);
        assert_eq!(pace("180+0"), CORRESPONDENCE_SECONDS - 1);
        assert_eq!(pace("2d+1d"), 2 * 86_400);
        assert!(TimeControl::parse("2d").unwrap().correspondence());
        assert!(!TimeControl::parse("60+0").unwrap().correspondence());
    }

    #[test]
    fn a_move_spends_the_movers_time_and_adds_the_increment() {
        let clock = GameClock::start(TimeControl::parse("1+2").unwrap(), 1_000);
        assert_eq!(clock.left(Color::White, Color::White, 11_500), 49_500);
        assert_eq!(clock.left(Color::Black, Color::White, 11_500), 60_000);
        assert_eq!(clock.flag_ms(Color::White), 61_000);
        assert_eq!(clock.flag_at(Color::White).unix(), 62);
        let moved = clock.after_move(Color::White, 11_500, 11_500).unwrap();
        assert_eq!(moved.left_ms, [51_500, 60_000]);
        assert_eq!(moved.flag_ms(Color::Black), 71_500);
        // Out of time: no move.
        assert_eq!(moved.after_move(Color::Black, 71_500, 71_500), None);
        assert!(moved.after_move(Color::Black, 71_499, 71_499).is_some());
        // A clock that starts later (a vacation) does not run before then.
        let away = clock.after_move(Color::White, 11_500, 100_000).unwrap();
        assert_eq!(away.left(Color::Black, Color::Black, 50_000), 60_000);
    }

    #[test]
    fn a_takeback_charges_the_side_that_was_to_move_without_increment() {
        let clock = GameClock::start(TimeControl::parse("1+2").unwrap(), 0);
        let moved = clock.after_move(Color::White, 10_000, 10_000).unwrap();
        let back = moved.after_takeback(Color::Black, 15_000, 15_000);
        assert_eq!(back.left_ms, [52_000, 55_000]);
        assert_eq!(back.since_ms, 15_000);
        let late = moved.after_takeback(Color::Black, 90_000, 90_000);
        assert_eq!(late.left_ms[1], 1000);
    }
}
