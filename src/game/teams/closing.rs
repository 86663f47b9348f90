//! The clock closes each team's vote when it is due: one process claims the closing (another
//! takes it over if that one stops before it is done) and counts the votes once; the service
//! carries out what they decided as the team's commands, like a player's; then the decision
//! is recorded and each team's channel told.

use super::tally::{Decision, Tally, DRAW, RESIGN};
use super::told::TeamEvent;
use crate::game::deadlines::{POSTING_LEASE, TICK_BATCH};
use crate::game::events::{Said, Told};
use crate::game::games::{position, Games};
use crate::game::handled::{Handled, NotDone};
use crate::game::unit::Unit;
use crate::rules::Color;
use crate::store::{GameRow, Offer, StoreError};
use crate::types::*;

/// A vote due now, claimed by this process, counted: what the team decided, to be carried out
/// as the team's own commands (by the service, as any player's are), then recorded with
/// [`closed`].
pub(in crate::game) struct Closing {
    pub row: GameRow,
    /// The team to move, and its colour.
    pub team: User,
    pub color: Color,
    /// The team's channel, where its commands are carried out and its vote was cast.
    pub channel: ChannelId,
    rules: VoteRules,
    tally: Tally,
    pub decision: Decision,
}

/// The votes due at `g.now` (before the clock looks at deadlines: a vote due at its team's
/// deadline is played, not lost on time), each claimed and counted. A vote on a game that
/// ended or moved on meanwhile, or that nobody cast, is settled here and not returned.
pub(in crate::game) fn due(g: Games<'_>) -> Result<Vec<Closing>, StoreError> {
    let mut closings = Vec::new();
    for (game, ply) in g.store.votes_due(g.now, TICK_BATCH)? {
        if !g
            .store
            .claim_vote(game, ply, g.now, g.now + POSTING_LEASE)?
        {
            continue; // another process is closing it
        }
        match counted(g, game, ply) {
            Ok(closing) => closings.extend(closing),
            Err(NotDone::Failed(e)) if !matches!(e, StoreError::Corrupt(_)) => return Err(e),
            Err(refused) => not_closed(game, ply, &refused),
        }
    }
    Ok(closings)
}

/// A vote that could not be closed: its claim lapses and it is tried again (a game changed
/// meanwhile).
pub(in crate::game) fn not_closed(game: GameId, ply: u32, why: &NotDone) {
    tracing::warn!(?why, game = game.0, ply, "a vote could not be closed");
}

/// The vote on move `ply` of `game`, claimed by this process, counted.
fn counted(g: Games<'_>, game: GameId, ply: u32) -> Handled<Option<Closing>> {
    let w = Unit::none(g.store);
    let row = match g.store.game(game)? {
        Some(row) if !row.finished && row.ply == ply => row,
        // The game ended or moved on (a loss on time, the other side resigned).
        _ => {
            w.write(|tx| tx.vote_decided(game, ply, "-"))?;
            return Ok(None);
        }
    };
    let votes = g.store.votes(game, ply)?;
    let color = position(&row)?.turn();
    let team = row.player(color).clone();
    let (Some(channel), Some(rules), false) = (team.id.team_channel(), row.votes, votes.is_empty())
    else {
        w.write(|tx| tx.drop_empty_vote(game, ply))?;
        return Ok(None);
    };
    let tally = Tally::of(&votes);
    Ok(Some(Closing {
        decision: tally.decision(),
        row,
        team,
        color,
        channel,
        rules,
        tally,
    }))
}

/// A team's draw offer stands until the other side answers it on its own move (a move clears
/// offers; the bot has answered already): set again after the move `played` with it.
pub(in crate::game) fn offer_stands(w: &Unit, closing: &Closing, played: &Told) -> Handled<()> {
    let row = &closing.row;
    if row.bot.is_none() && !ended(played) {
        w.write(|tx| tx.set_offer(row.id, row.ply + 1, Offer::Draw, Some(closing.color)))?;
    }
    Ok(())
}

/// Records what `closing`'s vote decided, now that it was carried out with `outcome` (the
/// replies to the team's commands), and tells each team's channel.
pub(in crate::game) fn closed(
    g: Games<'_>,
    closing: Closing,
    outcome: Told,
) -> Handled<Vec<Notice<Said>>> {
    let w = Unit::none(g.store);
    let Closing {
        row,
        team,
        color,
        channel,
        rules,
        tally,
        decision,
    } = closing;
    let (game, ply) = (row.id, row.ply);
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
                (g.now + i64::from(rules.vote.seconds())).min(row.deadline.unwrap_or(Time::MAX));
            w.write(|tx| tx.reopen_vote(game, ply, closes_at))?;
        }
    }
    let voted_on = position(&row)?;
    let closed = Told {
        text: Said(vec![TeamEvent::VoteClosed {
            team: team.name.clone(),
            voters: tally.voters,
            lines: tally.readable(&voted_on).lines,
            show_voters: rules.show_voters,
            decision: decision.readable(&voted_on),
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
pub(in crate::game) fn with_then(mut first: Told, mut then: Told) -> Told {
    let after = std::mem::take(&mut then.then);
    if !then.text.0.is_empty() || then.board.is_some() {
        first.then.push(then);
    }
    first.then.extend(after);
    first
}

/// Whether `told` ends its game.
pub(in crate::game) fn ended(told: &Told) -> bool {
    told.last().game.as_ref().is_some_and(|g| g.finished)
}
