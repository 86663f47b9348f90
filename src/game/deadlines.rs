//! The clock's work: losses on time, reminders, conditional moves left unanswered, and
//! challenges that nobody answered.

use super::challenges::expired_before;
use super::endings::{ended_reply, stored_ending};
use super::events::{ChallengeView, Event, GameView, HowEnded, Said, Told};
use super::games::{position, Games};
use super::handled::{ending_outcome, Handled, NotDone};
use super::notify::tell_player;
use super::vacation::paused;
use crate::rules::{Outcome, Position, Reason};
use crate::store::{GameRow, Store, StoreError};
use crate::types::*;

/// The most of each kind of notice one tick sends; the rest wait for the next tick, so that a
/// backlog (after a long outage) never makes one tick slow.
pub(super) const TICK_BATCH: u32 = 200;

/// How long after a move the tick answers conditional moves left unanswered: the mover's own
/// request answers them at once, and the two should not race.
pub(super) const PREMOVE_GRACE: i64 = 30;
/// How long a process has to post a reminder or a loss on time it claimed and confirm it
/// ([`posted`]) before another tick sends it again.
pub(super) const POSTING_LEASE: i64 = 120;
/// How long the announcement of a loss on time is tried again.
const ANNOUNCE_FOR: i64 = 24 * 3600;

/// Inside the tick: a failing database stops it; a game it cannot read is passed over.
pub(super) fn or_skip<T>(result: Handled<T>, skip: T) -> Result<T, StoreError> {
    match result {
        Ok(value) => Ok(value),
        Err(NotDone::Failed(StoreError::Corrupt(why))) => {
            tracing::warn!(why, "passing over a game the tick cannot read");
            Ok(skip)
        }
        Err(NotDone::Failed(e)) => Err(e),
        Err(refused) => {
            tracing::warn!(?refused, "passing over a game the tick cannot read");
            Ok(skip)
        }
    }
}

/// Fires what is due at `g.now`: losses on time, reminders and expired challenges (the
/// conditional moves a stopped process left unanswered are the service's to play). It reads only what is due, however many
/// games are in progress; a game it cannot read is passed over.
pub(super) fn due(g: Games<'_>) -> Result<Vec<Notice<Said>>, StoreError> {
    let now = g.now;
    let mut notices = Vec::new();
    for row in g.store.games_past_deadline(now, TICK_BATCH)? {
        let Ok(pos) = position(&row) else {
            continue;
        };
        if or_skip(paused(g, &row), true)? {
            continue;
        }
        let outcome = out_of_time(&pos);
        let ending = stored_ending(&row, outcome);
        // The side to move's clock stopped at nothing.
        let row = GameRow {
            clock: row.clock.map(|mut clock| {
                clock.left_ms[pos.turn() as usize] = 0;
                clock
            }),
            ..row
        };
        if !g.store.finish_by_clock(
            (row.id, row.ply),
            &ending,
            row.clock,
            now,
            now + POSTING_LEASE,
        )? {
            continue; // a move came in first, or another process ended it
        }
        notices.extend(timeout_notice(now, &row, outcome)?);
    }
    // Losses on time whose announcement a process claimed and never posted (it stopped, or
    // the chat could not be reached), for a day.
    for row in g
        .store
        .results_to_announce(now, now - ANNOUNCE_FOR, TICK_BATCH)?
    {
        let Some(outcome) = ending_outcome(&row) else {
            continue;
        };
        if g.store
            .claim_announcement(row.id, now, now + POSTING_LEASE)?
        {
            notices.extend(timeout_notice(now, &row, outcome)?);
        }
    }
    for row in g.store.games_to_remind(now, TICK_BATCH)? {
        if or_skip(paused(g, &row), true)? {
            continue;
        }
        if !g
            .store
            .claim_reminder(row.id, row.ply, now, now + POSTING_LEASE)?
        {
            continue;
        }
        let Ok(pos) = position(&row) else {
            continue;
        };
        let (to_move, opponent) = (row.player(pos.turn()), row.player(!pos.turn()));
        let left = row.deadline.map_or(0, |d| d - now);
        let reminder = Event::Reminder {
            game: GameView::of(&row),
            to_move: to_move.clone(),
            opponent: opponent.clone(),
            left,
        };
        let mut reply = Told::telling(reminder, vec![to_move.id.clone()]);
        if row.time.seconds() >= CORRESPONDENCE_SECONDS {
            let text = || Event::ReminderDirect {
                game: GameView::of(&row),
                opponent: opponent.clone(),
                left,
            };
            tell_player(
                &mut reply,
                &row,
                pos.turn(),
                NotifyEvent::Reminder,
                text,
                false,
            );
        }
        notices.push(Notice {
            channel: row.channel.clone(),
            reply,
            receipt: Some(Receipt::Reminder {
                game: row.id,
                ply: row.ply,
            }),
        });
    }
    for ch in g
        .store
        .challenges_made_before(expired_before(now), TICK_BATCH)?
    {
        if !g.store.transaction(None, |tx| tx.delete_challenge(ch.id))? {
            continue; // accepted or withdrawn just now
        }
        let expired = Event::ChallengeExpired(Box::new(ChallengeView::of(&ch)));
        // A team's challenge waited in the other team's channel: its own is told too.
        if let Some(home) = ch.challenger.id.team_channel() {
            notices.push(Notice::once(home, Told::saying(expired.clone())));
        }
        notices.push(Notice::once(
            ch.channel.clone(),
            Told::telling(expired, vec![ch.challenger.id.clone()]),
        ));
    }
    Ok(notices)
}

/// How a game ends when the side to move in `pos` runs out of time: lost, or drawn if the
/// other side could not win by any series of legal moves (FIDE 6.9).
fn out_of_time(pos: &Position) -> Outcome {
    let other = !pos.turn();
    if pos.could_win(other) {
        Outcome {
            winner: Some(other),
            reason: Reason::Timeout,
        }
    } else {
        Outcome {
            winner: None,
            reason: Reason::InsufficientMaterial,
        }
    }
}

/// The announcement of a loss on time in `row` (of the side to move, whose time ran out; a
/// draw if the other could not win), which ended with `outcome`; none if the game cannot be
/// read (it is passed over, as elsewhere in the tick).
fn timeout_notice(
    now: Time,
    row: &GameRow,
    outcome: Outcome,
) -> Result<Option<Notice<Said>>, StoreError> {
    let Some(turn) = or_skip(position(row).map(|p| Some(p.turn())), None)? else {
        return Ok(None);
    };
    let loser = row.player(turn);
    let how = HowEnded::OutOfTime {
        loser: loser.name.clone(),
    };
    let reply = or_skip(ended_reply(now, row, outcome, how, None).map(Some), None)?;
    Ok(reply.map(|reply| Notice {
        channel: row.channel.clone(),
        reply,
        receipt: Some(Receipt::Result { game: row.id }),
    }))
}

/// Notes that `notices` were posted: their reminders and results are not sent again.
/// Call it with what the tick returned once it is out (a notice not handed back is sent
/// again after a while, by whichever process looks first).
pub(super) fn posted(store: &Store, notices: &[Notice]) {
    for receipt in notices.iter().filter_map(|n| n.receipt) {
        let confirmed = match receipt {
            // Confirmed by the puzzles' own `posted`.
            Receipt::DailyPuzzle { .. } => continue,
            Receipt::Reminder { game, ply } => store.confirm_reminder(game, ply),
            Receipt::Result { game } => store.confirm_announcement(game),
            Receipt::Tournament { id, what } => store.confirm_tournament_announcement(id, what),
        };
        if let Err(e) = confirmed {
            tracing::warn!(error = %e, ?receipt, "noting a posted notice failed; it will be sent again");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Color, Variant};

    #[test]
    fn running_out_of_time_draws_when_the_other_side_could_not_win() {
        let pos = |fen| Position::from_fen(Variant::Standard, fen).unwrap();
        // White, to move, runs out of time; Black has only a king and a knight against a queen.
        assert_eq!(
            out_of_time(&pos("8/8/4k3/4n3/8/8/3Q4/4K3 w - - 0 1")),
            Outcome {
                winner: None,
                reason: Reason::InsufficientMaterial
            }
        );
        // A rook could mate.
        assert_eq!(
            out_of_time(&pos("8/8/4k3/4r3/8/8/3Q4/4K3 w - - 0 1")),
            Outcome {
                winner: Some(Color::Black),
                reason: Reason::Timeout
            }
        );
        // The variants always could.
        let suction = Position::start(Variant::Suction);
        assert_eq!(out_of_time(&suction).winner, Some(Color::Black));
    }
}
