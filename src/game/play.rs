//! A move played: checked by the rules, stored with its new deadline (or the game's end), and
//! told to the players.

use super::clocks::{clock_in, out_of_time};
use super::endings::stored_ending;
use super::events::{MoveBy, View, WhyYourMove};
use super::games::{player, team_votes, Games};
use super::handled::{refused, Handled, Played, Refusal};
use super::notify::{tell_move, tell_result};
use super::teams::opening::open_vote_if_due;
use super::unit::Unit;
use super::views::{board_reply, bot_turn, tell_move_played, Moved};
use crate::store::{GameRow, MoveWrite};
use crate::types::*;

/// Plays `text` for `actor` in the game in `channel`; with `seen`, only if the game still
/// stands at that FEN (the bot's move was thought out on it, or a conditional move chosen
/// there).
pub(super) fn play_from(
    g: Games<'_>,
    w: &Unit,
    actor: &User,
    channel: &ChannelId,
    text: &str,
    seen: Option<&str>,
    by: MoveBy,
) -> Handled<Played> {
    let (row, mut game) = g.load(channel)?;
    if seen.is_some_and(|fen| fen != row.fen) {
        return refused(Refusal::PositionMoved);
    }
    let color = player(&row, actor).map_err(|refused| team_votes(&row, channel, refused))?;
    let before = game.position().clone();
    if before.turn() != color {
        return refused(Refusal::NotYourTurn {
            next: row.player(!color).name.clone(),
            color: !color,
        });
    }
    // The clock's tick ends the game at once (it wakes for the flag).
    if out_of_time(g, &row, color) {
        return refused(Refusal::OutOfTime);
    }
    let mv = match game.play(text) {
        Ok(mv) => mv,
        Err(error) => {
            return refused(Refusal::Illegal {
                text: text.to_string(),
                error,
            })
        }
    };
    let after = game.position().clone();
    let outcome = game.outcome();
    // The mover's time is spent as of now (it was left, as checked above).
    let Some(clock) = clock_in(g, &row, after.turn()) else {
        return refused(Refusal::OutOfTime);
    };
    // A game that ends keeps the clocks as they stood, and no deadline.
    let next_clock = clock.clock;
    let clock = outcome.is_none().then_some(clock);
    let notation = mv.to_string();
    let san = before.san(mv);
    // The game as it will be, so that the board shows the new deadline.
    let next = GameRow {
        deadline: clock.map(|c| c.deadline),
        clock: next_clock,
        ply: row.ply + 1,
        finished: outcome.is_some(),
        ..row.clone()
    };
    let mut reply = board_reply(
        g.now,
        &next,
        row.ply + 1,
        &after,
        Some((mv, &before)),
        outcome,
    );
    let stored = w.apply_move(&MoveWrite {
        game_id: row.id,
        expected_ply: row.ply,
        fen_before: &row.fen,
        notation: &notation,
        fen_after: &after.fen(),
        now: g.now,
        deadline: next.deadline,
        remind_at: clock.and_then(|c| c.remind_at),
        clock: next_clock,
        ending: outcome.map(|o| stored_ending(&row, o)),
    })?;
    let Some(stored) = stored else {
        return refused(Refusal::MoveRaced);
    };
    let chosen_by = match by {
        MoveBy::Conditional(_) => "premove",
        MoveBy::Player if row.bot.is_some_and(|b| b.color == color) => "bot",
        MoveBy::Player if row.votes.is_some() => "team",
        MoveBy::Player => "player",
    };
    metrics::counter!(crate::meters::MOVES, "variant" => row.variant.key(), "by" => chosen_by)
        .increment(1);
    let moved = Moved {
        row: &next,
        mover: &actor.name,
        by,
        san: &san,
        after: &after,
        outcome,
    };
    tell_move_played(g.now, &mut reply, moved);
    if outcome.is_some() {
        reply.text.push(View::PageLink {
            of: crate::store::PageOf::Game(row.id),
            url: None,
        });
    }
    match outcome {
        Some(outcome) => tell_result(&mut reply, &row, outcome, Some(&actor.id)),
        None => {
            let why = WhyYourMove::Played {
                by: actor.name.clone(),
                san,
            };
            tell_move(g.now, &mut reply, &next, after.turn(), why);
        }
    }
    open_vote_if_due(&mut reply, row.votes);
    // What follows the move: the bot's turn, or a tournament's round that may be over.
    reply.follows = Follows {
        bot_turn: bot_turn(&next, row.ply + 1, &after).filter(|_| outcome.is_none()),
        wake_clock: outcome.is_some() && row.board.is_some(),
        flag_at: next_clock.and(next.deadline),
    };
    Ok(Played {
        reply,
        premoves: stored.premoves,
    })
}
