//! When a move is due and when its player is reminded: from when its clock starts (now, or
//! when the player's vacation ends).

use super::games::Games;
use super::handled::Handled;
use super::vacation::{clock_start, clock_start_in};
use crate::rules::Color;
use crate::store::GameRow;
use crate::types::*;

/// When the move now begun is due, and when its player is reminded.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MoveClock {
    pub deadline: Time,
    pub remind_at: Time,
}

/// The reminder comes when a quarter of the time is left, but never more than a day before
/// the deadline (a day's notice is enough even in two-week games).
pub fn move_clock(now: Time, time: TimePerMove) -> MoveClock {
    let seconds = i64::from(time.seconds());
    let deadline = now + seconds;
    MoveClock {
        deadline,
        remind_at: deadline - (seconds / 4).min(86_400),
    }
}

/// The clock of a move of `player`'s now begun: it starts now, or when their vacation ends.
pub(super) fn clock_for(g: Games<'_>, time: TimePerMove, player: &UserId) -> Handled<MoveClock> {
    Ok(move_clock(clock_start(g, player, time)?, time))
}

/// The clock of a move of the player of `color` in `row` begun at `now` (see [`clock_for`]),
/// from the vacation read with the game.
pub(super) fn clock_in(now: Time, row: &GameRow, color: Color) -> MoveClock {
    move_clock(clock_start_in(now, row, color), row.time)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reminders_come_with_a_quarter_of_the_time_left_but_at_most_a_day_early() {
        let hour = TimePerMove::from_seconds(3600).unwrap();
        let t = Time::from_unix(1000);
        assert_eq!(
            move_clock(t, hour),
            MoveClock {
                deadline: t + 3600,
                remind_at: t + 3600 - 900
            }
        );
        let weeks = TimePerMove::from_seconds(14 * 86_400).unwrap();
        let clock = move_clock(t, weeks);
        assert_eq!(clock.deadline - clock.remind_at, 86_400);
    }
}
