//! Conditional moves, as lichess has them: while the opponent is to move, a player stores
//! lines ("if they play e7e5, I play g1f3; if they then play b8c6, I play f1b5"). When the
//! opponent's move matches a line, the reply is played at once as its own move and the line
//! goes on; a move that matches no line clears them all.
//!
//! Each line keeps the ply its next move is due at. After every move, [`next_answer`]
//! compares each line with the moves played since: that makes it correct whoever moved, and
//! lets the tick finish the work of a process that stopped between a move and its answer.
//! The answer is played by the service, as any move (see `service/answers.rs`).

use super::events::{Event, MoveBy, Told, View};
use super::games::{player, position, Games};
use super::handled::{refused, Handled, NotDone, Refusal};
use super::unit::Unit;
use crate::store::{GameRow, PremoveRow};
use crate::types::*;

/// The most moves in one line (the opponent's and the player's together).
pub const MAX_LINE_MOVES: usize = 20;
/// The most lines a player keeps in one game.
pub const MAX_LINES: usize = 10;
/// The most conditional moves played in a row after one move (both players may have lines).
pub(super) const MAX_CHAIN: usize = 2 * MAX_LINE_MOVES;

/// `premove`: the asker's conditional moves in a game, listed, added or cleared.
pub(super) fn premove(
    g: Games<'_>,
    w: &Unit,
    actor: &User,
    channel: &ChannelId,
    game: Option<GameId>,
    action: PremoveAction,
) -> Handled<Told> {
    let row = match game {
        None => g.active(channel)?,
        Some(id) => match g.store.game(id)? {
            Some(row) if !row.finished => row,
            Some(_) => return refused(Refusal::GameOver(id)),
            None => return refused(Refusal::NoSuchGame(id)),
        },
    };
    player(&row, actor)?;
    let mut reply = match action {
        PremoveAction::List => {
            let now = position(&row)?;
            let lines = (g.store.premoves(row.id)?.into_iter())
                .filter(|l| l.owner == actor.id)
                .map(|l| now.san_line(&l.moves))
                .collect();
            Told::saying(View::PremoveLines {
                game: row.id,
                lines,
            })
        }
        PremoveAction::Clear => {
            let n = w.write(|tx| tx.clear_premoves(row.id, Some(&actor.id)))?;
            Told::saying(Event::PremovesCleared {
                game: row.id,
                count: n,
            })
        }
        PremoveAction::Add(moves) => add_premove(g, w, &row, actor, &moves)?,
    };
    // Only the owner may know what they plan.
    reply.private = true;
    Ok(reply)
}

/// The answer to conditional moves sent where everyone reads them: not stored (the
/// opponent could read the plan), and the player is asked for them in a direct message.
pub(super) fn premove_elsewhere(
    g: Games<'_>,
    actor: &User,
    channel: &ChannelId,
    game: Option<GameId>,
) -> Told {
    let game = game.or_else(|| g.store.active_game(channel).ok().flatten().map(|g| g.id));
    let mut reply = Told::saying(Event::PremoveNotInPublic(game));
    reply.error = true;
    let send_here = Event::PremoveSendHere(game).into();
    (reply.direct).push(Direct::new(actor.id.clone(), send_here, false));
    reply
}

fn add_premove(
    g: Games<'_>,
    w: &Unit,
    row: &GameRow,
    actor: &User,
    moves: &[String],
) -> Handled<Told> {
    if moves.len() < 2 || !moves.len().is_multiple_of(2) {
        return refused(Refusal::LineNotInPairs);
    }
    if moves.len() > MAX_LINE_MOVES {
        return refused(Refusal::LineTooLong(MAX_LINE_MOVES));
    }
    let (row, mut game) = g.load(&row.channel)?;
    let color = player(&row, actor)?;
    if game.position().turn() == color {
        return refused(Refusal::YourMoveNow);
    }
    let start = game.position().clone();
    let mut line = Vec::new();
    for (i, text) in moves.iter().enumerate() {
        if game.outcome().is_some() {
            return refused(Refusal::LineOutlastsGame {
                at: i + 1,
                text: text.clone(),
            });
        }
        match game.play(text) {
            Ok(mv) => line.push(mv.to_string()),
            Err(error) => {
                return refused(Refusal::LineIllegal {
                    at: i + 1,
                    // Even moves are the opponent's, odd ones the owner's replies.
                    by: (i % 2 == 0).then(|| row.player(!color).name.clone()),
                    text: text.clone(),
                    error,
                });
            }
        }
    }
    let lines: Vec<PremoveRow> = g
        .store
        .premoves(row.id)?
        .into_iter()
        .filter(|l| l.owner == actor.id)
        .collect();
    for old in &lines {
        let same = old
            .moves
            .iter()
            .zip(&line)
            .take_while(|(a, b)| a == b)
            .count();
        if same == line.len() {
            return refused(Refusal::LineStored);
        }
        if same % 2 == 1 && same < old.moves.len() {
            let (old, new) = (start.san_line(&old.moves), start.san_line(&line));
            return refused(Refusal::LineConflict {
                after: new[same - 1].clone(),
                stored: old[same].clone(),
                new: new[same].clone(),
            });
        }
    }
    if lines.len() >= MAX_LINES {
        return refused(Refusal::TooManyLines(MAX_LINES));
    }
    if !w.write(|tx| tx.add_premove(row.id, &actor.id, row.ply, &line))? {
        return refused(Refusal::GameMovedOn);
    }
    let mut stored: Vec<Vec<String>> = lines
        .into_iter()
        .map(|l| start.san_line(&l.moves))
        .collect();
    stored.push(start.san_line(&line));
    Ok(Told::saying(Event::PremoveStored {
        game: row.id,
        lines: stored,
    }))
}

/// A conditional move to play now: its owner's answer to the move the game just had.
pub(super) struct Answer {
    pub game: GameId,
    pub player: User,
    pub channel: ChannelId,
    pub mv: String,
    /// The position it answers: played only if the game still stands there.
    pub seen: String,
    pub ply: u32,
    pub by: MoveBy,
}

/// Checks the stored lines of game `game_id` against the moves played since each began: a
/// line the game left is deleted, one it followed goes on; when the player to move has a line
/// whose next move is theirs, that move is the answer to play now.
pub(super) fn next_answer(g: Games<'_>, w: &Unit, game_id: GameId) -> Handled<Option<Answer>> {
    let lines = g.store.premoves(game_id)?;
    if lines.is_empty() {
        return Ok(None);
    }
    let Some(row) = g.store.game(game_id)?.filter(|row| !row.finished) else {
        return Ok(None);
    };
    let played: Vec<String> = g
        .store
        .moves(game_id)?
        .into_iter()
        .map(|(notation, _)| notation)
        .collect();
    let turn = position(&row)?.turn();
    let to_move = row.player(turn);
    let (mut kept, mut deleted) = (Vec::new(), Vec::new());
    let mut next: Option<String> = None;
    for mut line in lines {
        let since = played.get(line.from_ply as usize..).unwrap_or_default();
        if since.is_empty() {
            continue; // waiting for the opponent
        }
        // A line wholly played is done; one the game left is dropped.
        let followed = since.len() < line.moves.len() && line.moves[..since.len()] == *since;
        if !followed {
            deleted.push(line.id);
            continue;
        }
        line.moves.drain(..since.len());
        line.from_ply = row.ply;
        // The line's next move is the player to move's: its owner's reply, or else the
        // opponent's move it waits for.
        if line.owner == to_move.id {
            if next.as_ref().is_some_and(|m| *m != line.moves[0]) {
                deleted.push(line.id);
                continue;
            }
            next = Some(line.moves[0].clone());
        }
        kept.push(line);
    }
    w.write(|tx| tx.rewrite_premoves(&kept, &deleted))?;
    Ok(next.map(|mv| Answer {
        game: game_id,
        player: to_move.clone(),
        channel: row.channel.clone(),
        mv,
        seen: row.fen.clone(),
        ply: row.ply,
        by: MoveBy::Conditional(turn),
    }))
}

/// `answer` was refused (`why`): unless another move came first (then its lines are looked
/// at again), they cannot be followed, and its owner's lines in the game are cleared.
pub(super) fn not_played(g: Games<'_>, w: &Unit, answer: &Answer, why: &NotDone) -> Handled<()> {
    if g.store
        .game(answer.game)?
        .is_some_and(|g| g.ply == answer.ply)
    {
        tracing::warn!(game = %answer.game, ?why, "a conditional move was refused");
        w.write(|tx| tx.clear_premoves(answer.game, Some(&answer.player.id)))?;
    }
    Ok(())
}
