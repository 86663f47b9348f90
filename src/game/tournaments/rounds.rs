//! The clock's side of tournaments: a round paired as soon as the one before has ended, its
//! games set up (each in a place the adapter opens: a thread, a room, a console channel), then
//! announced, and the final standings when the last round ends. Each step is claimed in the
//! database, so that it happens once whichever process sees it first, and a step a stopped
//! process left undone is taken up again.

use super::record::{absent_players, NextRound, Record};
use super::{StandingsTable, TournamentEvent};
use crate::game::clocks::clock_for;
use crate::game::events::{Event, Said, Told, WhyYourMove};
use crate::game::games::{new_game, Games};
use crate::game::handled::{refused, Handled, NotDone, Refusal};
use crate::game::notify::{tell_if, tell_move};
use crate::game::subjects::TournamentView;
use crate::game::views::board_reply;
use crate::rules::{Color, Position};
use crate::store::{GameRow, StoreError, TournamentBoard, TournamentRow, TournamentState};
use crate::types::*;
use std::collections::HashMap;

/// The most of each step one tick takes.
const BATCH: u32 = 50;
/// How long a process has to set up a board's game or post an announcement it claimed
/// before another one does it.
const LEASE: i64 = 120;

/// A tournament's announcement, with the standings to draw under it (the final ones).
pub(in crate::game) type Announcement = (Notice<Said>, Option<StandingsTable>);

/// Pairs the rounds whose predecessors have ended (or ends the tournaments whose last round
/// has), and returns the announcements due: rounds whose games are all set up, and final
/// standings (with their table, to draw).
pub(in crate::game) fn due(g: Games<'_>) -> Result<Vec<Announcement>, StoreError> {
    for t in g.store.rounds_ended(BATCH)? {
        if let Err(e) = next_round(g, t.id) {
            match e {
                NotDone::Failed(e @ StoreError::Unavailable(_)) => return Err(e),
                e => tracing::warn!(?e, tournament = %t.id, "pairing a tournament's round failed"),
            }
        }
    }
    let mut notices = Vec::new();
    for t in g.store.announcements_due(g.now, BATCH)? {
        if !g
            .store
            .claim_tournament_announcement(t.id, g.now, g.now + LEASE)?
        {
            continue;
        }
        match announcement(g, t.id) {
            Ok(notice) => notices.push(notice),
            Err(NotDone::Failed(e @ StoreError::Unavailable(_))) => return Err(e),
            Err(e) => {
                tracing::warn!(?e, tournament = %t.id, "announcing a tournament's round failed")
            }
        }
    }
    Ok(notices)
}

/// Pairs the next round of a tournament whose round has ended, withdrawing first the players
/// who lost two games on time without a move; or ends it after its last round.
fn next_round(g: Games<'_>, id: TournamentId) -> Handled<()> {
    let mut record = Record::load(g, id)?;
    let t = &record.t;
    let absent = absent_players(&record);
    let (round, last) = (t.round, t.rounds.unwrap_or(t.round));
    for &i in &absent {
        record.entrants[i].withdrawn = Some(round);
    }
    // Played out: the last round, or fewer than two players left to pair.
    let playing = (record.entrants.iter())
        .filter(|e| e.withdrawn.is_none_or(|after| after > round))
        .count();
    let boards = if round < last && playing >= 2 {
        match record.next_round() {
            NextRound::Boards(boards) => Some(boards),
            NextRound::Impossible => None,
        }
    } else {
        None
    };
    g.store.transaction(None, |tx| {
        for &i in &absent {
            tx.withdraw(id, &record.entrants[i].user.id, round)?;
        }
        match &boards {
            Some(boards) => tx.pair_round(id, round + 1, boards, g.now),
            None => tx.set_tournament_state(
                id,
                TournamentState::Running,
                TournamentState::Finished,
                g.now,
            ),
        }
    })?;
    Ok(())
}

/// The announcement due for a tournament: its round's pairings, or its final standings with
/// their table.
fn announcement(g: Games<'_>, id: TournamentId) -> Handled<(Notice<Said>, Option<StandingsTable>)> {
    let record = Record::load(g, id)?;
    let t = Box::new(TournamentView::of(&record.t));
    let (what, reply, table) = if record.t.state == TournamentState::Finished {
        let (after, lines) = record.standings();
        let early = record.t.round < record.t.rounds.unwrap_or(0);
        let table = StandingsTable {
            t: TournamentView::of(&record.t),
            after,
            lines: lines.clone(),
        };
        let over = Told::saying(TournamentEvent::Over { t, lines, early });
        (record.t.round + 1, over, Some(table))
    } else {
        let round = record.round_lines(record.t.round);
        let mut reply = Told::saying(TournamentEvent::RoundAnnounced {
            withdrawn: (record.entrants.iter())
                .filter(|e| e.withdrawn == Some(record.t.round - 1))
                .map(|e| e.user.name.clone())
                .collect(),
            round,
            t: t.clone(),
        });
        for b in record.boards_of(record.t.round) {
            reply.mentions.push(b.white.id.clone());
            let (Some(black), Some(game)) = (&b.black, &b.game) else {
                continue;
            };
            reply.mentions.push(black.id.clone());
            for (me, white, opponent) in [(&b.white, true, black), (black, false, &b.white)] {
                // The settings were read with the entrants.
                let Some(i) = record.index(&me.id) else {
                    continue;
                };
                let text = || {
                    Event::Tournament(Box::new(TournamentEvent::PairedDirect {
                        t: t.clone(),
                        round: b.round,
                        board: b.board,
                        white,
                        opponent: opponent.name.clone(),
                        channel: game.channel.clone(),
                    }))
                };
                let settings = record.entrants[i].notify;
                tell_if(
                    &mut reply,
                    &me.id,
                    settings,
                    NotifyEvent::Challenge,
                    text,
                    false,
                );
            }
        }
        (record.t.round, reply, None)
    };
    let notice = Notice {
        channel: record.t.channel.clone(),
        reply,
        receipt: Some(Receipt::Tournament { id, what }),
    };
    Ok((notice, table))
}

/// The boards whose games are due to be set up, each claimed for a while: the adapter opens
/// a place for each and calls [`seat`].
pub(in crate::game) fn seats(g: Games<'_>) -> Result<Vec<Seat<Said>>, StoreError> {
    let mut seats = Vec::new();
    // A round's boards come together: each tournament is read once.
    let mut tournaments: HashMap<TournamentId, Option<TournamentRow>> = HashMap::new();
    for (id, b) in g.store.boards_to_seat(g.now, BATCH)? {
        let Some(black) = b.black else { continue };
        if !g
            .store
            .claim_seat(id, b.round, b.board, g.now, g.now + LEASE)?
        {
            continue;
        }
        let t = match tournaments.get(&id) {
            Some(t) => t.clone(),
            None => {
                let t = g.store.tournament(id)?;
                tournaments.insert(id, t.clone());
                t
            }
        };
        let Some(t) = t else {
            continue;
        };
        seats.push(Seat {
            tournament: id,
            round: b.round,
            board: b.board,
            parent: t.channel.clone(),
            players: [b.white.id.clone(), black.id.clone()],
            name: Event::Tournament(Box::new(TournamentEvent::PlaceName {
                t: Box::new(TournamentView::of(&t)),
                round: b.round,
                board: b.board,
                white: b.white.name.clone(),
                black: black.name.clone(),
            }))
            .into(),
        });
    }
    Ok(seats)
}

/// Sets up the game of a board in `place`: the game begins (White's clock running), told
/// there with its board.
pub(in crate::game) fn seat(
    g: Games<'_>,
    id: TournamentId,
    round: u32,
    board: u32,
    place: &ChannelId,
) -> Handled<Told> {
    // The tournament and this board only: a round's games are set up one by one.
    let (Some(t), Some(b)) = (g.store.tournament(id)?, g.store.board(id, round, board)?) else {
        return refused(Refusal::GameChanged);
    };
    let Some(black) = b.black.clone() else {
        return refused(Refusal::GameChanged);
    };
    let start = Position::start(t.variant);
    let clock = clock_for(g, t.time, None, &b.white.id)?;
    let draft = GameRow {
        board: Some(TournamentBoard {
            tournament: id,
            round,
            board,
        }),
        ..new_game(
            place,
            t.variant,
            (b.white.clone(), black),
            t.time,
            clock.deadline,
            t.rated,
        )
    };
    let seated = g.store.transaction(None, |tx| {
        tx.seat(id, round, board, &draft, clock.remind_at, g.now)
    })?;
    let Some(row) = seated else {
        return refused(Refusal::GameThere {
            white: draft.white.name,
            black: draft.black.name,
        });
    };
    let mut reply = board_reply(g.now, &row, 0, &start, None, None);
    reply.text = Event::Tournament(Box::new(TournamentEvent::BoardBegins {
        t: Box::new(TournamentView::of(&t)),
        round,
        board,
        white: row.white.name.clone(),
        black: row.black.name.clone(),
    }))
    .into();
    reply.mentions = vec![row.white.id.clone(), row.black.id.clone()];
    let why = WhyYourMove::Paired {
        round,
        board,
        tournament: t.name.clone(),
    };
    tell_move(g.now, &mut reply, &row, Color::White, why);
    Ok(reply)
}
