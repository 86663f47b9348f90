//! Vacations: a player away has their clocks stopped in every correspondence game.
//!
//! A vacation from `S` to `E` moves the deadline of each correspondence game where its owner
//! is to move by `E - S`, and every clock of theirs that starts while they are away starts at
//! `E`. Coming back early at `T` moves those deadlines back by `E - T`: each game's deadline
//! ends up moved by exactly the time away. The tick keeps a clock that started while the
//! vacation was being recorded from running out during it (see [`paused`]).

use super::events::{Event, Told, View};
use super::games::{position, Games};
use super::handled::{refused, Handled, Refusal};
use super::unit::Unit;
use crate::rules::Color;
use crate::rules::Position;
use crate::store::{GameRow, Result as StoreResult, StoreError, Tx, VacationRow};
use crate::types::*;
use chrono::{DateTime, Datelike, TimeZone, Utc};

const DAY: i64 = 86_400;

/// Whether a game's deadlines wait for a vacation.
fn correspondence(row: &GameRow) -> bool {
    row.time.seconds() >= CORRESPONDENCE_SECONDS
}

/// `vacation`: how many days are left, or a vacation started or ended early.
pub(super) fn vacation(
    g: Games<'_>,
    w: &Unit,
    actor: &User,
    action: VacationAction,
) -> Handled<Told> {
    let now = g.now;
    let current = g.store.vacation_at(&actor.id, now)?;
    let mut reply = match action {
        VacationAction::Show => {
            let used = vacation_days_used(g, &actor.id)?;
            Told::saying(View::VacationStatus {
                until: current.map(|v| v.until),
                used,
            })
        }
        VacationAction::Start(days) => start_vacation(g, w, actor, days, current)?,
        VacationAction::End => {
            let Some(vacation) = current else {
                return refused(Refusal::NotOnVacation);
            };
            let games = own_clocks(g, &actor.id)?;
            let early = vacation.until - now;
            w.write(|tx| {
                let missed = tx.end_vacation(&actor.id, vacation.started_at, now, &games, early)?;
                shift_again(tx, &actor.id, &missed, -early)
            })?;
            let used = vacation_days_used(g, &actor.id)?;
            Told::saying(Event::VacationEnded { used })
        }
    };
    reply.private = true;
    Ok(reply)
}

fn start_vacation(
    g: Games<'_>,
    w: &Unit,
    actor: &User,
    days: u32,
    current: Option<VacationRow>,
) -> Handled<Told> {
    let now = g.now;
    if let Some(v) = current {
        return refused(Refusal::OnVacationUntil(v.until));
    }
    if !(1..=VACATION_DAYS_PER_YEAR).contains(&days) {
        return refused(Refusal::VacationLength(VACATION_DAYS_PER_YEAR));
    }
    let used = vacation_days_used(g, &actor.id)?;
    let left = VACATION_DAYS_PER_YEAR.saturating_sub(used);
    if days > left {
        return refused(Refusal::VacationDaysLeft {
            left,
            used,
            per_year: VACATION_DAYS_PER_YEAR,
        });
    }
    let until = now + i64::from(days) * DAY;
    let games = own_clocks(g, &actor.id)?;
    let vacation = VacationRow {
        started_at: now,
        until,
    };
    let missed = w.write(|tx| {
        let missed = tx.start_vacation(&actor.id, vacation, &games, until - now)?;
        shift_again(tx, &actor.id, &missed, until - now)?;
        Ok(missed.len())
    })?;
    let paused = games.len() - missed;
    Ok(Told::saying(Event::VacationStarted {
        until,
        paused,
        used: used + days,
    }))
}

/// The correspondence games where `user` is to move, as (id, ply).
fn own_clocks(g: Games<'_>, user: &UserId) -> Handled<Vec<(GameId, u32)>> {
    let mut games = Vec::new();
    for row in g.store.games_of(user)? {
        if correspondence(&row) && row.deadline.is_some() && to_move(&row)? == user {
            games.push((row.id, row.ply));
        }
    }
    Ok(games)
}

fn to_move(row: &GameRow) -> Handled<&UserId> {
    Ok(&row.player(position(row)?.turn()).id)
}

/// Days of vacation taken in the calendar year (UTC) of now, the days of one still running
/// counted in full.
fn vacation_days_used(g: Games<'_>, user: &UserId) -> Handled<u32> {
    let year = DateTime::<Utc>::from_timestamp(g.now.unix(), 0).map_or(1970, |t| t.year());
    let start = Utc
        .with_ymd_and_hms(year, 1, 1, 0, 0, 0)
        .single()
        .map_or(Time::from_unix(0), |t| Time::from_unix(t.timestamp()));
    let days: i64 = g
        .store
        .vacations_since(user, start)?
        .iter()
        .map(|v| (v.until - v.started_at + DAY - 1).max(0) / DAY)
        .sum();
    Ok(days as u32)
}

/// When the clock of `player`'s move in a game with `time` per move starts: now, or when
/// their vacation ends.
pub(super) fn clock_start(g: Games<'_>, player: &UserId, time: TimePerMove) -> Handled<Time> {
    let now = g.now;
    if time.seconds() < CORRESPONDENCE_SECONDS {
        return Ok(now);
    }
    Ok(g.store
        .vacation_at(player, now)?
        .map_or(now, |v| v.until.max(now)))
}

/// The same for the player of `color` in `row`, from the vacation read with the game.
pub(super) fn clock_start_in(now: Time, row: &GameRow, color: Color) -> Time {
    match away_at(row, color, now) {
        Some(v) => v.until,
        None => now,
    }
}

/// For the tick, about a game that is due: whether the player to move is away. A clock due
/// during a vacation is one that started as the vacation was being recorded and so was
/// not moved: it is moved now, by the vacation's length, and nothing fires.
pub(super) fn paused(g: Games<'_>, row: &GameRow) -> Handled<bool> {
    let turn = position(row)?.turn();
    let Some(vacation) = away_at(row, turn, g.now) else {
        return Ok(false);
    };
    let shift = vacation.until - vacation.started_at;
    g.store
        .transaction(None, |tx| tx.shift_deadline(row.id, row.ply, shift))?;
    Ok(true)
}

/// The players of `row` who are away and whose clocks wait (a correspondence game in
/// progress): name and until when.
pub(super) fn away(row: &GameRow, now: Time) -> Vec<(String, Time)> {
    [Color::White, Color::Black]
        .into_iter()
        .filter_map(|color| {
            let v = away_at(row, color, now)?;
            Some((row.player(color).name.clone(), v.until))
        })
        .collect()
}

/// The vacation the player of `color` is on at `now`, if the clocks of `row` wait for it (a
/// correspondence game in progress).
fn away_at(row: &GameRow, color: Color, now: Time) -> Option<VacationRow> {
    row.latest_vacation(color)
        .filter(|v| correspondence(row) && !row.finished && v.started_at <= now && now < v.until)
}

/// Games that moved on between reading `user`'s clocks and the transaction `tx` that starts or
/// ends their vacation: shifted if `user` is to move in them now, as `tx` sees them.
fn shift_again(tx: &mut Tx<'_>, user: &UserId, missed: &[GameId], shift: i64) -> StoreResult<()> {
    for &id in missed {
        let Some(row) = tx.game(id)? else {
            continue;
        };
        let turn = Position::from_fen(row.variant, &row.fen)
            .map_err(|e| StoreError::Corrupt(format!("game {id}: {e}")))?
            .turn();
        if !row.finished && row.deadline.is_some() && row.player(turn).id == *user {
            tx.shift_deadline(id, row.ply, shift)?;
        }
    }
    Ok(())
}
