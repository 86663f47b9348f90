//! When a move is due and when its player is reminded: from when its clock starts (now, or
//! when the player's vacation ends).

use super::games::Games;
use super::handled::Handled;
use super::vacation::{clock_start, clock_start_in};
use crate::rules::Color;
use crate::store::GameRow;
use crate::types::*;

/// When the move now begun is due, when its player is reminded (never in a live game on a
/// chess clock), and in a game on a chess clock, the clocks.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MoveClock {
    pub deadline: Time,
    pub remind_at: Option<Time>,
    pub clock: Option<GameClock>,
}

/// The reminder comes when a quarter of the time is left, but never more than a day before
/// the deadline (a day's notice is enough even in two-week games).
fn remind_before(deadline: Time, seconds: i64) -> Time {
    deadline - (seconds / 4).min(86_400)
}

/// A move with a time per move begun at `now`.
pub fn move_clock(now: Time, time: TimePerMove) -> MoveClock {
    let seconds = i64::from(time.seconds());
    let deadline = now + seconds;
    MoveClock {
        deadline,
        remind_at: Some(remind_before(deadline, seconds)),
        clock: None,
    }
}

/// A move of `turn`'s on the chess clocks `clock`: due when their time runs out; reminded
/// (as with a time per move) only on a correspondence clock.
fn chess_clock(clock: GameClock, turn: Color) -> MoveClock {
    let deadline = clock.flag_at(turn);
    let left = clock.left_ms[turn as usize] / 1000;
    MoveClock {
        deadline,
        remind_at: clock
            .control
            .correspondence()
            .then(|| remind_before(deadline, left)),
        clock: Some(clock),
    }
}

/// When a clock that starts at `start` (now, or when a vacation ends) starts, to the
/// millisecond.
fn since_ms(g: Games<'_>, start: Time) -> i64 {
    if start == g.now {
        g.now_ms
    } else {
        start.unix().saturating_mul(1000)
    }
}

/// The clock of the first move of a game, White's, begun now: with a time per move `time`,
/// or on the chess clock `control` (whose pace `time` is), from when White's clock starts
/// (now, or when their vacation ends).
pub(super) fn clock_for(
    g: Games<'_>,
    time: TimePerMove,
    control: Option<TimeControl>,
    white: &UserId,
) -> Handled<MoveClock> {
    let start = clock_start(g, white, time)?;
    Ok(match control {
        None => move_clock(start, time),
        Some(control) => chess_clock(GameClock::start(control, since_ms(g, start)), Color::White),
    })
}

/// The clock of the move of `turn`'s begun now in `row`, once the other side has moved (see
/// [`clock_for`]): on a chess clock, the mover's time spent and their increment added; `None`
/// if the mover's time had run out.
pub(super) fn clock_in(g: Games<'_>, row: &GameRow, turn: Color) -> Option<MoveClock> {
    let start = clock_start_in(g.now, row, turn);
    match row.clock {
        None => Some(move_clock(start, row.time)),
        Some(clock) => clock
            .after_move(!turn, g.now_ms, since_ms(g, start))
            .map(|clock| chess_clock(clock, turn)),
    }
}

/// The clock of the move of `turn`'s begun now in `row` after a takeback: on a chess clock,
/// the side that was to move charged the time it spent (see [`GameClock::after_takeback`]).
pub(super) fn clock_after_takeback(
    g: Games<'_>,
    row: &GameRow,
    was_to_move: Color,
    turn: Color,
) -> MoveClock {
    let start = clock_start_in(g.now, row, turn);
    match row.clock {
        None => move_clock(start, row.time),
        Some(clock) => chess_clock(
            clock.after_takeback(was_to_move, g.now_ms, since_ms(g, start)),
            turn,
        ),
    }
}

/// Whether the player of `color`, to move in `row`, has run out of time on its chess clock.
pub(super) fn out_of_time(g: Games<'_>, row: &GameRow, color: Color) -> bool {
    row.clock
        .is_some_and(|clock| clock.left(color, color, g.now_ms) == 0)
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
                remind_at: Some(t + 3600 - 900),
                clock: None,
            }
        );
        let weeks = TimePerMove::from_seconds(14 * 86_400).unwrap();
        let clock = move_clock(t, weeks);
        assert_eq!(clock.deadline - clock.remind_at.unwrap(), 86_400);
    }
}
