//! Games ended by a player (resigning, agreeing), by the clock or by a moderator: what is
//! stored and what is announced.

use super::events::{Event, GameView, HowEnded, Said, Told, View};
use super::games::{position, Games};
use super::handled::{refused, Handled, Refusal};
use super::notify::tell_result;
use super::unit::Unit;
use super::views::board_reply;
use crate::rules::Color;
use crate::rules::{Outcome, Reason};
use crate::store::{Ending, GameRow};
use crate::types::*;

/// How the game in `row` ending with `outcome` is stored, its ratings included.
pub(super) fn stored_ending(row: &GameRow, outcome: Outcome) -> Ending {
    Ending {
        winner: outcome.winner,
        reason: outcome.reason,
        ratings: super::ratings::rule_for(row),
    }
}

/// Ends the game in `row` with `ending`, `by` one of its players.
pub(super) fn finish_reply(
    g: Games<'_>,
    w: &Unit,
    row: &GameRow,
    ending: Outcome,
    how: HowEnded,
    by: &UserId,
) -> Handled<Told> {
    let stored = stored_ending(row, ending);
    if !w.write(|tx| tx.finish(row.id, row.ply, &stored, g.now))? {
        return refused(Refusal::GameChangedLookAtBoard);
    }
    ended_reply(g.now, row, ending, how, Some(by))
}

/// The reply announcing that the game in `row` ended with `ending` at `now`, `by` a player
/// (none: the clock): how it ended and the result, the final board.
pub(super) fn ended_reply(
    now: Time,
    row: &GameRow,
    ending: Outcome,
    how: HowEnded,
    by: Option<&UserId>,
) -> Handled<Told> {
    let pos = position(row)?;
    let mut reply = board_reply(now, row, row.ply, &pos, None, Some(ending));
    // A tournament's game ended: its round may be over.
    reply.follows.wake_clock = row.board.is_some();
    reply.text = Said::from(Event::Ended {
        how,
        game: GameView::of(row),
        outcome: ending,
    });
    reply.text.push(View::PageLink {
        of: crate::store::PageOf::Game(row.id),
        url: None,
    });
    reply.mentions = vec![row.white.id.clone(), row.black.id.clone()];
    tell_result(&mut reply, row, ending, by);
    Ok(reply)
}

/// `resign`: the game in `channel` ends, won by the opponent.
pub(super) fn resign(g: Games<'_>, w: &Unit, actor: &User, channel: &ChannelId) -> Handled<Told> {
    let (row, color) = g.playing(channel, actor)?;
    let outcome = Outcome {
        winner: Some(!color),
        reason: Reason::Resignation,
    };
    finish_reply(
        g,
        w,
        &row,
        outcome,
        HowEnded::Resigned {
            by: actor.name.clone(),
        },
        &actor.id,
    )
}

/// `adjudicate`: a moderator ends a game in progress that a player left, won by `winner` or
/// drawn. The game here, else game `id` if it is played here or in a thread within here;
/// never by one of its players.
pub(super) fn adjudicate(
    g: Games<'_>,
    w: &Unit,
    actor: &User,
    channel: &ChannelId,
    winner: Option<Color>,
    id: Option<GameId>,
    may_moderate: bool,
) -> Handled<Told> {
    if !may_moderate {
        return refused(Refusal::AdjudicateForModerators);
    }
    let row = match id {
        Some(id) => match g.store.game(id)? {
            Some(row)
                if row.channel == *channel || row.channel.parent().as_ref() == Some(channel) =>
            {
                row
            }
            _ => return refused(Refusal::NoSuchGameHere(id)),
        },
        None => match g.store.active_game(channel)? {
            Some(row) => row,
            None => return Err(games_in_threads(g, channel)?.into()),
        },
    };
    if row.finished {
        return refused(Refusal::GameOver(row.id));
    }
    let own = [&actor.id, &UserId::team(channel)];
    if own.iter().any(|id| row.color_of(id).is_some()) {
        return refused(Refusal::AdjudicateOwnGame);
    }
    let outcome = Outcome {
        winner,
        reason: Reason::Adjudication,
    };
    let how = HowEnded::Adjudicated {
        by: actor.name.clone(),
    };
    finish_reply(g, w, &row, outcome, how, &actor.id)
}

/// Why `adjudicate` names no game in `channel`: none is in progress there, or its threads
/// hold the games to choose from.
fn games_in_threads(g: Games<'_>, channel: &ChannelId) -> Handled<Refusal> {
    let mut games = Vec::new();
    for thread in g.store.channels_within(channel)? {
        if let Some(row) = g.store.active_game(&thread)? {
            games.push((row.id, thread, row.white.name, row.black.name, row.variant));
        }
    }
    Ok(match games.is_empty() {
        true => Refusal::NoGameInProgress,
        false => Refusal::NameTheGame(games),
    })
}
