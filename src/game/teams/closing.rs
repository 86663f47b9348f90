//! The clock closes each team's vote when it is due: one process claims the closing (another
//! takes it over if that one stops before it is done), counts the votes once, and carries out
//! what they decided through the same use cases as a player's command; each team's channel
//! is told.

use super::tally::{Decision, Tally, DRAW, RESIGN};
use super::told::TeamEvent;
use crate::game::deadlines::{POSTING_LEASE, TICK_BATCH};
use crate::game::events::{MoveBy, Said, Told};
use crate::game::games::{position, Games};
use crate::game::handled::{Handled, NotDone};
use crate::game::unit::Unit;
use crate::game::{endings, offers, play};
use crate::rules::Color;
use crate::store::{GameRow, Offer, StoreError};
use crate::types::*;

/// Closes the votes due at `g.now`, before the clock looks at deadlines (a vote due at its
/// team's deadline is played, not lost on time): the notices for the teams' channels.
pub(in crate::game) fn due(g: Games<'_>) -> Result<Vec<Notice<Said>>, StoreError> {
    let mut notices = Vec::new();
    for (game, ply) in g.store.votes_due(g.now, TICK_BATCH)? {
        if !g
            .store
            .claim_vote(game, ply, g.now, g.now + POSTING_LEASE)?
        {
            continue; // another process is closing it
        }
        match close(g, game, ply) {
            Ok(closed) => notices.extend(closed),
            Err(NotDone::Failed(e)) if !matches!(e, StoreError::Corrupt(_)) => return Err(e),
            Err(refused) => {
                // The claim lapses and the vote is tried again: a game changed meanwhile.
                tracing::warn!(?refused, game = game.0, ply, "a vote could not be closed");
            }
        }
    }
    Ok(notices)
}

/// Closes the vote on move `ply` of `game`, claimed by this process.
fn close(g: Games<'_>, game: GameId, ply: u32) -> Handled<Vec<Notice<Said>>> {
    let w = Unit::none(g.store);
    let row = match g.store.game(game)? {
        Some(row) if !row.finished && row.ply == ply => row,
        // The game ended or moved on (a loss on time, the other side resigned).
        _ => {
            w.write(|tx| tx.vote_decided(game, ply, "-"))?;
            return Ok(Vec::new());
        }
    };
    let votes = g.store.votes(game, ply)?;
    let color = position(&row)?.turn();
    let team = row.player(color).clone();
    let (Some(channel), Some(rules), false) = (team.id.team_channel(), row.votes, votes.is_empty())
    else {
        w.write(|tx| tx.drop_empty_vote(game, ply))?;
        return Ok(Vec::new());
    };
    let tally = Tally::of(&votes);
    let decision = tally.decision();
    let outcome = carry_out(g, &w, &row, (&team, color), &channel, &decision)?;
    let chosen = match &decision {
        Decision::Resign => Some(RESIGN.to_string()),
        Decision::Move(m) | Decision::Draw { then: Some(m) } => Some(m.clone()),
        Decision::Draw { then: None } if ended(&outcome) => Some(DRAW.to_string()),
        Decision::Draw { then: None } | Decision::Nothing => None,
    };
    match &chosen {
        Some(chosen) => w.write(|tx| tx.vote_decided(game, ply, chosen))?,
        // Nothing to play: the vote opens again from nothing.
        None => {
            let closes_at =
                (g.now + i64::from(rules.vote.seconds())).min(row.deadline.unwrap_or(i64::MAX));
            w.write(|tx| tx.reopen_vote(game, ply, closes_at))?;
        }
    }
    let closed = Told {
        text: Said(vec![TeamEvent::VoteClosed {
            team: team.name.clone(),
            lines: tally.lines,
            voters: tally.voters,
            show_voters: rules.show_voters,
            decision,
        }
        .into()]),
        tally: Some(TallyRef {
            game,
            ply,
            closed: true,
            moves: Vec::new(),
        }),
        ..Told::default()
    };
    let mut notices = vec![Notice::once(
        channel.clone(),
        with_then(closed, outcome.clone()),
    )];
    // The other team, if the game is between teams, is told what was played.
    let other = row.player(!color).id.team_channel();
    if let Some(other) = other.filter(|o| o != &channel && !outcome.text.0.is_empty()) {
        notices.push(Notice::once(other, outcome));
    }
    Ok(notices)
}

/// `first` followed by `then` and the replies that follow it, in order.
fn with_then(mut first: Told, mut then: Told) -> Told {
    let after = std::mem::take(&mut then.then);
    if !then.text.0.is_empty() || then.board.is_some() {
        first.then.push(then);
    }
    first.then.extend(after);
    first
}

/// Whether `told` ends its game.
fn ended(told: &Told) -> bool {
    told.last().game.as_ref().is_some_and(|g| g.finished)
}

/// Carries out what the vote decided, as `team` (to move in `row`, playing `color`) in its
/// `channel`.
fn carry_out(
    g: Games<'_>,
    w: &Unit,
    row: &GameRow,
    (team, color): (&User, Color),
    channel: &ChannelId,
    decision: &Decision,
) -> Handled<Told> {
    let play = |notation: &str| {
        let played = play::play_from(g, w, team, channel, notation, None, MoveBy::Player)?;
        Ok::<_, NotDone>(played.reply)
    };
    match decision {
        Decision::Resign => endings::resign(g, w, team, channel),
        Decision::Move(notation) => play(notation),
        Decision::Nothing => Ok(Told::default()),
        Decision::Draw { then } => {
            let offered = offers::draw(g, w, team, channel, Answer::Offer)?;
            let Some(notation) = then.as_deref().filter(|_| !ended(&offered)) else {
                return Ok(offered);
            };
            let played = play(notation)?;
            // A team's offer stands until the other side answers it on its own move (a move
            // clears offers; the bot has answered already).
            if row.bot.is_none() && !ended(&played) {
                w.write(|tx| tx.set_offer(row.id, row.ply + 1, Offer::Draw, Some(color)))?;
            }
            Ok(with_then(offered, played))
        }
    }
}
