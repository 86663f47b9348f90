//! Draw offers and takeback requests: one machine (offer, accept, decline) for both, with
//! what accepting does given by each.

use super::bot::would_draw;
use super::clocks::clock_after_takeback;
use super::endings::finish_reply;
use super::events::{Event, HowEnded, Said, Told};
use super::games::{position, Games};
use super::handled::{refused, Handled, NotDone, Refusal};
use super::unit::Unit;
use super::views::{board_reply, bot_turn};
use crate::rules::{Color, Outcome, Position, Reason};
use crate::store::{GameRow, Offer, StoreError, TakebackWrite};
use crate::types::*;

/// The reply to a request made to the bot, with its answer.
fn answered_by_bot(requester: &User, kind: Offer, answer: Told) -> Told {
    let offer = Event::OfferToBot {
        kind,
        by: requester.name.clone(),
    };
    let mut said = Said::from(offer);
    said.0.extend(answer.text.0);
    Told {
        text: said,
        ..answer
    }
}

/// Offer, accept or decline an offer of `kind` in `row`'s game by `actor` (playing `color`).
/// A bare offer accepts the opponent's standing one. `may_offer` says whether an offer may
/// be made now; `accept` carries out an accepted one.
#[allow(clippy::too_many_arguments)]
fn answer_offer(
    w: &Unit,
    row: &GameRow,
    actor: &User,
    color: Color,
    answer: Answer,
    kind: Offer,
    may_offer: impl FnOnce() -> Handled<()>,
    accept: impl FnOnce() -> Handled<Told>,
) -> Handled<Told> {
    let standing = match kind {
        Offer::Draw => row.draw_offer,
        Offer::Takeback => row.takeback_request,
    };
    let opponent = row.player(!color);
    match answer {
        Answer::Offer | Answer::Accept if standing == Some(!color) => accept(),
        Answer::Accept => refused(Refusal::NotOffered {
            kind,
            by: opponent.name.clone(),
        }),
        Answer::Offer if standing == Some(color) => refused(Refusal::AlreadyOffered {
            kind,
            to: opponent.name.clone(),
        }),
        Answer::Offer => {
            may_offer()?;
            if !w.write(|tx| tx.set_offer(row.id, row.ply, kind, Some(color)))? {
                return refused(Refusal::GameChanged);
            }
            Ok(Told::telling(
                Event::OfferMade {
                    kind,
                    by: actor.name.clone(),
                    to: opponent.name.clone(),
                },
                vec![opponent.id.clone()],
            ))
        }
        Answer::Decline if standing == Some(!color) => {
            w.write(|tx| tx.set_offer(row.id, row.ply, kind, None))?;
            Ok(Told::telling(
                Event::OfferDeclined {
                    kind,
                    by: actor.name.clone(),
                },
                vec![opponent.id.clone()],
            ))
        }
        Answer::Decline => refused(Refusal::NothingToDecline {
            kind,
            from: opponent.name.clone(),
        }),
    }
}

pub(super) fn draw(
    g: Games<'_>,
    w: &Unit,
    actor: &User,
    channel: &ChannelId,
    answer: Answer,
) -> Handled<Told> {
    let (row, color) = g.playing(channel, actor)?;
    let accept = || {
        let outcome = Outcome {
            winner: None,
            reason: Reason::Agreement,
        };
        let how = HowEnded::DrawAgreed {
            by: actor.name.clone(),
            offered_by: row.player(!color).name.clone(),
        };
        finish_reply(g, w, &row, outcome, how, &actor.id)
    };
    let reply = answer_offer(
        w,
        &row,
        actor,
        color,
        answer,
        Offer::Draw,
        || Ok(()),
        accept,
    )?;
    let Some(bot) = asked_of_bot(&row, color, answer) else {
        return Ok(reply);
    };
    // The bot never offers, so an offer to it stands: it answers at once, from how it judges
    // the position.
    let verdict = if would_draw(g, &row)? {
        Answer::Accept
    } else {
        Answer::Decline
    };
    let answered = draw(g, &Unit::none(g.store), bot, channel, verdict)?;
    Ok(answered_by_bot(actor, Offer::Draw, answered))
}

/// The bot in `row`, if the player of `color` has just made it an offer: it answers at once,
/// as its own act (work of its own, not the offer's).
fn asked_of_bot(row: &GameRow, color: Color, answer: Answer) -> Option<&User> {
    row.bot
        .filter(|bot| answer == Answer::Offer && bot.color != color)
        .map(|bot| row.player(bot.color))
}

pub(super) fn takeback(
    g: Games<'_>,
    w: &Unit,
    actor: &User,
    channel: &ChannelId,
    answer: Answer,
) -> Handled<Told> {
    let (row, color) = g.playing(channel, actor)?;
    let turn = position(&row)?.turn();
    let may_ask = || {
        let my_moves = if turn == color {
            row.ply / 2
        } else {
            row.ply.div_ceil(2)
        };
        if my_moves == 0 {
            return refused(Refusal::NoOwnMoveToTakeBack);
        }
        Ok(())
    };
    let accept = || take_back(g, w, &row, actor, color, turn);
    let reply = answer_offer(
        w,
        &row,
        actor,
        color,
        answer,
        Offer::Takeback,
        may_ask,
        accept,
    )?;
    let Some(bot) = asked_of_bot(&row, color, answer) else {
        return Ok(reply);
    };
    // The bot agrees to take moves back in unrated games only.
    let verdict = if row.rated {
        Answer::Decline
    } else {
        Answer::Accept
    };
    let mut answered = takeback(g, &Unit::none(g.store), bot, channel, verdict)?;
    if row.rated {
        answered.text.push(Event::BotTakebacksUnrated);
    }
    Ok(answered_by_bot(actor, Offer::Takeback, answered))
}

/// Takes back the requester's last move (and the accepting player's reply, if any).
fn take_back(
    g: Games<'_>,
    w: &Unit,
    row: &GameRow,
    actor: &User,
    color: Color,
    turn: Color,
) -> Handled<Told> {
    // Back to before the requester's last move: one ply if they moved last, two if the
    // accepting player has moved since.
    let requester = !color;
    let undo = if turn == color { 1 } else { 2 };
    if row.ply < undo {
        return refused(Refusal::NoMoveToTakeBack);
    }
    let to_ply = row.ply - undo;
    let moves = g.store.moves(row.id)?;
    let fen = match to_ply.checked_sub(1) {
        None => row.start_fen.clone(),
        Some(i) => match moves.get(i as usize) {
            Some((_, fen)) => fen.clone(),
            None => {
                let missing = format!("game {}: no move {}", row.id, i + 1);
                return Err(NotDone::Failed(StoreError::Corrupt(missing)));
            }
        },
    };
    let taken: Vec<&str> = (moves.get(to_ply as usize..).unwrap_or_default().iter())
        .map(|(n, _)| n.as_str())
        .collect();
    let back_to = Position::from_fen(row.variant, &fen)
        .map_err(|e| NotDone::Failed(StoreError::Corrupt(e.to_string())))?;
    let taken = back_to.san_line(&taken);
    let was_to_move = turn;
    let turn = back_to.turn();
    let clock = clock_after_takeback(g, row, was_to_move, turn);
    let taken_back = w.write(|tx| {
        let done = tx.take_back(&TakebackWrite {
            game_id: row.id,
            expected_ply: row.ply,
            to_ply,
            fen: &fen,
            deadline: Some(clock.deadline),
            remind_at: clock.remind_at,
            clock: clock.clock,
            now: g.now,
        })?;
        if done {
            // The lines were planned from positions that are gone.
            tx.clear_premoves(row.id, None)?;
        }
        Ok(done)
    })?;
    if !taken_back {
        return refused(Refusal::GameChanged);
    }
    let back = GameRow {
        ply: to_ply,
        fen,
        deadline: Some(clock.deadline),
        clock: clock.clock,
        ..row.clone()
    };
    let pos = position(&back)?;
    let last = g.last_move(&back)?;
    let mut reply = board_reply(
        g.now,
        &back,
        to_ply,
        &pos,
        last.as_ref().map(|(m, p)| (*m, p)),
        None,
    );
    reply.text = Event::TakenBack {
        by: actor.name.clone(),
        moves: taken,
        to_move: back.player(pos.turn()).name.clone(),
        color: pos.turn(),
    }
    .into();
    reply.mentions = vec![back.player(requester).id.clone()];
    reply.follows.bot_turn = bot_turn(&back, to_ply, &pos);
    reply.follows.flag_at = clock.clock.map(|_| clock.deadline);
    Ok(reply)
}
