//! Tournaments: a channel's Swiss or round robin, from the sign-up to the final standings.
//! This module carries out the `tournament` commands; [`rounds`] is the clock's side (each
//! round paired when the one before ends, its games set up, announced), [`record`] reads the
//! record as the pairing rules and the standings need it.

mod asked;
pub(super) mod page;
pub(super) mod record;
pub(super) mod rounds;
pub(super) mod told;

use super::endings::stored_ending;
use super::events::{Told, View};
use super::games::Games;
use super::handled::{Handled, NotDone, Refusal};
use super::pgn;
use super::unit::Unit;
use crate::game::subjects::TournamentView;
use crate::rules::{Color, Outcome, Reason};
use crate::store::{TournamentRow, TournamentState};
use crate::types::*;
use asked::{export, pairings, show, standings};
use record::{NextRound, Record};
use std::hash::{BuildHasher, RandomState};
pub(super) use told::{StandingsTable, TournamentEvent, TournamentRefusal};

/// The tournaments of a channel a command may look among.
const LOOK_BACK: u32 = 20;

pub(super) fn refused(why: TournamentRefusal) -> NotDone {
    NotDone::Refused(Refusal::Tournament(why))
}

/// Ends `reply` with the link to tournament `id`'s page (when pages are linked).
fn link_page(reply: &mut Told, id: TournamentId) {
    reply.text.push(View::PageLink {
        of: crate::store::PageOf::Tournament(id),
        url: None,
    });
}

/// `tournament ...`: carries out one tournament command; with the standings to draw, for
/// `tournament standings`.
pub(super) fn tournament(
    g: Games<'_>,
    w: &Unit,
    actor: &User,
    channel: &ChannelId,
    command: TournamentCommand,
    event: pgn::EventName<'_>,
) -> Handled<(Told, Option<StandingsTable>)> {
    use TournamentAction as A;
    use TournamentState as S;
    let TournamentCommand {
        action,
        id,
        may_organise,
    } = command;
    let pick = |states: &[S]| which(g, channel, id, states);
    let plain = |told: Handled<Told>| told.map(|told| (told, None));
    // Its first round is paired by the clock; a withdrawal may end a round.
    let waking = |told: Handled<Told>| {
        plain(told.map(|mut told| {
            told.follows.wake_clock = true;
            told
        }))
    };
    match action {
        A::Create(terms) => plain(create(g, w, actor, channel, terms, may_organise)),
        A::Show => plain(show(g, pick(&[])?)),
        A::Join => plain(join(g, w, actor, pick(&[S::Open])?)),
        A::Leave => plain(leave(w, actor, pick(&[S::Open])?)),
        A::Start => waking(start(g, w, actor, may_organise, pick(&[S::Open])?)),
        A::Cancel => plain(cancel(
            g,
            w,
            actor,
            may_organise,
            pick(&[S::Open, S::Running])?,
        )),
        A::Withdraw => waking(withdraw(g, w, actor, pick(&[S::Running])?)),
        A::Standings => standings(g, pick(&[])?),
        A::Pairings(round) => plain(pairings(g, pick(&[])?, round)),
        A::Export => plain(export(g, pick(&[])?, event)),
    }
}

/// The tournament a command means: the one named, else the one of this channel in one of
/// `states` (any not over when `states` is empty, else the latest), or why none.
fn which(
    g: Games<'_>,
    channel: &ChannelId,
    id: Option<TournamentId>,
    states: &[TournamentState],
) -> Handled<TournamentRow> {
    if let Some(id) = id {
        return g
            .store
            .tournament(id)?
            .ok_or(refused(TournamentRefusal::NoSuch(id)));
    }
    let all = g.store.tournaments_in(channel, LOOK_BACK)?;
    let going =
        |t: &&TournamentRow| matches!(t.state, TournamentState::Open | TournamentState::Running);
    let mut candidates: Vec<&TournamentRow> = if states.is_empty() {
        all.iter().filter(going).collect()
    } else {
        all.iter().filter(|t| states.contains(&t.state)).collect()
    };
    if candidates.is_empty() && states.is_empty() {
        candidates.extend(all.first());
    }
    match candidates.as_slice() {
        [] => match all.first() {
            // The latest of the channel, to say why the command does not apply to it.
            Some(t) if !states.is_empty() => Ok(t.clone()),
            _ => Err(refused(TournamentRefusal::NoneHere)),
        },
        [one] => Ok((*one).clone()),
        several => Err(refused(TournamentRefusal::Which(
            several.iter().map(|t| (t.id, t.name.clone())).collect(),
        ))),
    }
}

/// Refuses unless `t` is in `state`.
fn must_be(t: &TournamentRow, state: TournamentState) -> Handled<()> {
    match (t.state, state) {
        (s, wanted) if s == wanted => Ok(()),
        (s, TournamentState::Open) => Err(refused(TournamentRefusal::NotOpen(t.name.clone(), s))),
        (s, _) => Err(refused(TournamentRefusal::NotRunning(t.name.clone(), s))),
    }
}

/// Refuses unless `actor` organises `t` or may organise here.
fn must_organise(t: &TournamentRow, actor: &User, may_organise: bool) -> Handled<()> {
    if may_organise || t.organiser.id == actor.id {
        Ok(())
    } else {
        Err(refused(TournamentRefusal::NotOrganiser(
            t.organiser.name.clone(),
        )))
    }
}

fn create(
    g: Games<'_>,
    w: &Unit,
    actor: &User,
    channel: &ChannelId,
    terms: TournamentTerms,
    may_organise: bool,
) -> Handled<Told> {
    if !may_organise {
        return Err(refused(TournamentRefusal::OrganisersOnly));
    }
    if terms.format != Format::Swiss && terms.rounds.is_some() {
        return Err(refused(TournamentRefusal::RoundsForRoundRobin(
            terms.format,
        )));
    }
    let mut t = TournamentRow {
        id: TournamentId(0),
        channel: channel.clone(),
        name: (terms.name.as_deref().map(clean_name))
            .filter(|n| !n.is_empty())
            .unwrap_or_else(|| terms.variant.title().to_string()),
        variant: terms.variant,
        format: terms.format,
        rounds: terms.rounds,
        time: terms.time,
        rated: terms.rated,
        max_players: terms.max_players,
        organiser: actor.clone(),
        state: TournamentState::Open,
        round: 0,
        first_color: Color::White,
        announced: 0,
        created_at: g.now,
    };
    t.id = w.write(|tx| tx.insert_tournament(&t))?;
    let mut reply = Told::saying(TournamentEvent::Created(Box::new(TournamentView::of(&t))));
    link_page(&mut reply, t.id);
    reply.tournament = Some(t.id);
    Ok(reply)
}

fn join(g: Games<'_>, w: &Unit, actor: &User, t: TournamentRow) -> Handled<Told> {
    must_be(&t, TournamentState::Open)?;
    let joined = w.write(|tx| {
        // Read again in the transaction: the limit holds however many join at once.
        let Some(now) = tx.tournament(t.id)? else {
            return Ok(Err(refused(TournamentRefusal::NoSuch(t.id))));
        };
        if now.state != TournamentState::Open {
            return Ok(Err(refused(TournamentRefusal::NotOpen(
                now.name, now.state,
            ))));
        }
        let count = tx.entrants(t.id)?.len();
        if now.max_players.is_some_and(|max| count >= max as usize) {
            let max = now.max_players.unwrap_or_default();
            return Ok(Err(refused(TournamentRefusal::Full {
                name: now.name,
                max,
            })));
        }
        if !tx.add_entrant(t.id, &actor.id, g.now)? {
            return Ok(Err(refused(TournamentRefusal::AlreadyIn(now.name))));
        }
        Ok(Ok(count + 1))
    })??;
    Ok(Told::saying(TournamentEvent::Joined {
        t: Box::new(TournamentView::of(&t)),
        player: actor.name.clone(),
        count: joined,
    }))
}

fn leave(w: &Unit, actor: &User, t: TournamentRow) -> Handled<Told> {
    must_be(&t, TournamentState::Open)?;
    let left = w.write(|tx| {
        if !tx.remove_entrant(t.id, &actor.id)? {
            return Ok(None);
        }
        Ok(Some(tx.entrants(t.id)?.len()))
    })?;
    let Some(count) = left else {
        return Err(refused(TournamentRefusal::NotIn(t.name)));
    };
    Ok(Told::saying(TournamentEvent::Left {
        t: Box::new(TournamentView::of(&t)),
        player: actor.name.clone(),
        count,
    }))
}

/// Swiss rounds when none were asked for: enough to find a winner among `players`, plus one.
fn default_rounds(players: usize) -> u32 {
    let needed = usize::BITS - (players.max(2) - 1).leading_zeros();
    (needed + 1).min(players as u32 - 1)
}

fn start(
    g: Games<'_>,
    w: &Unit,
    actor: &User,
    may_organise: bool,
    t: TournamentRow,
) -> Handled<Told> {
    must_organise(&t, actor, may_organise)?;
    if t.state != TournamentState::Open {
        return Err(refused(TournamentRefusal::NotToStart(t.name, t.state)));
    }
    let mut record = Record::load(g, t.id)?;
    let players = record.entrants.len();
    if players < 2 {
        return Err(refused(TournamentRefusal::TooFewPlayers {
            name: t.name,
            players,
        }));
    }
    let rounds = match (t.format, t.rounds) {
        (Format::Swiss, Some(rounds)) if rounds as usize >= players => {
            return Err(refused(TournamentRefusal::TooManyRounds {
                rounds,
                players,
            }));
        }
        (Format::Swiss, Some(rounds)) => rounds,
        (Format::Swiss, None) => default_rounds(players),
        (format, _) => {
            let cycle = (players + players % 2 - 1) as u32;
            cycle * if format == Format::Double { 2 } else { 1 }
        }
    };
    // The initial ranking: rating in the variant (1500 unrated), then name.
    for e in &mut record.entrants {
        let rated = g.store.ratings_of(&e.user.id)?;
        let rating = rated.iter().find(|r| r.variant == t.variant);
        e.rating = Some(rating.map_or(1500, |r| r.rating.round().max(0.0) as u32));
    }
    record.entrants.sort_by(|a, b| {
        (b.rating.cmp(&a.rating))
            .then_with(|| a.user.name.to_lowercase().cmp(&b.user.name.to_lowercase()))
            .then_with(|| a.user.id.cmp(&b.user.id))
    });
    record.t.rounds = Some(rounds);
    record.t.state = TournamentState::Running;
    // The top seed's colour in round 1 is drawn by lot.
    record.t.first_color = if RandomState::new().hash_one(t.id) & 1 == 0 {
        Color::White
    } else {
        Color::Black
    };
    let seeds: Vec<(UserId, u32, u32)> = (record.entrants.iter().enumerate())
        .map(|(i, e)| (e.user.id.clone(), e.rating.unwrap_or(0), i as u32 + 1))
        .collect();
    let NextRound::Boards(boards) = record.next_round() else {
        return Err(refused(TournamentRefusal::TooFewPlayers {
            name: t.name,
            players,
        }));
    };
    let started = w.write(|tx| {
        Ok(
            tx.start_tournament(t.id, rounds, record.t.first_color, &seeds)?
                && tx.pair_round(t.id, 1, &boards, g.now)?,
        )
    })?;
    if !started {
        return Err(refused(TournamentRefusal::NotOpen(
            t.name,
            TournamentState::Running,
        )));
    }
    Ok(Told::saying(TournamentEvent::Started {
        t: Box::new(TournamentView::of(&record.t)),
        players,
    }))
}

fn cancel(
    g: Games<'_>,
    w: &Unit,
    actor: &User,
    may_organise: bool,
    mut t: TournamentRow,
) -> Handled<Told> {
    must_organise(&t, actor, may_organise)?;
    if !matches!(t.state, TournamentState::Open | TournamentState::Running) {
        return Err(refused(TournamentRefusal::NotRunning(t.name, t.state)));
    }
    let from = t.state;
    if !w.write(|tx| tx.set_tournament_state(t.id, from, TournamentState::Cancelled, g.now))? {
        return Err(Refusal::GameChanged.into());
    }
    t.state = TournamentState::Cancelled;
    Ok(Told::saying(TournamentEvent::Cancelled(Box::new(
        TournamentView::of(&t),
    ))))
}

/// `tournament withdraw`: not paired again; this round's game, if still going, is lost (by
/// forfeit when the player had not moved in it).
fn withdraw(g: Games<'_>, w: &Unit, actor: &User, t: TournamentRow) -> Handled<Told> {
    must_be(&t, TournamentState::Running)?;
    let record = Record::load(g, t.id)?;
    let Some(me) = record.index(&actor.id) else {
        return Err(refused(TournamentRefusal::NotIn(t.name)));
    };
    if record.entrants[me].withdrawn.is_some() {
        return Err(refused(TournamentRefusal::AlreadyWithdrawn(t.name)));
    }
    let board = record.boards_of(t.round).find(|b| {
        b.black.is_some()
            && (b.white.id == actor.id || b.black.as_ref().is_some_and(|k| k.id == actor.id))
            && record::result(b).is_none()
    });
    let game = match board.and_then(|b| b.game.as_ref()) {
        Some(game) => g.store.game(game.id)?,
        None => None,
    };
    let mut game_lost = None;
    let done = w.write(|tx| {
        game_lost = None;
        if let Some(b) = board {
            let mine = if b.white.id == actor.id {
                Color::White
            } else {
                Color::Black
            };
            let never_moved = game
                .as_ref()
                .is_none_or(|row| record::never_moved(mine, row.ply));
            if let Some(row) = &game {
                let outcome = Outcome {
                    winner: Some(!mine),
                    reason: Reason::Resignation,
                };
                let mut ending = stored_ending(row, outcome);
                if never_moved {
                    ending.ratings = None;
                }
                if !tx.finish(row.id, row.ply, &ending, g.now)? {
                    return Ok(false); // a move came in meanwhile: nothing is written
                }
            }
            if never_moved {
                tx.forfeit_board(t.id, t.round, b.board, !mine)?;
            }
            let opponent = match mine {
                Color::White => b.black.clone(),
                Color::Black => Some(b.white.clone()),
            };
            game_lost = opponent.map(|user| (user, never_moved));
        }
        tx.withdraw(t.id, &actor.id, t.round)
    })?;
    if !done {
        return Err(Refusal::GameChanged.into());
    }
    // The opponent whose game ended is told here (their game's channel says nothing).
    let mentions = game_lost.iter().map(|(user, _)| user.id.clone()).collect();
    let mut reply = Told::saying(TournamentEvent::Withdrawn {
        t: Box::new(TournamentView::of(&t)),
        player: actor.name.clone(),
        game_lost: game_lost.map(|(user, forfeit)| (user.name, forfeit)),
    });
    reply.mentions = mentions;
    Ok(reply)
}
