//! What a reply shows of a game: its board (drawn when the reply is presented), its text
//! diagram and summary, and the words of a move played.

use super::handled::{MoveBy, MovePlayed};
use super::vacation::away;
use super::words;
use crate::render::board_text;
use crate::rules::{Move, Outcome, Position};
use crate::store::GameRow;
use crate::types::*;

/// A reply showing the game in `row` at `ply`, standing at `pos` at `now`: the board (drawn
/// when presented), its text diagram and summary; the caller writes the text.
pub(super) fn board_reply(
    now: i64,
    row: &GameRow,
    ply: u32,
    pos: &Position,
    last: Option<(Move, &Position)>,
    outcome: Option<Outcome>,
) -> Reply {
    Reply {
        board: Some(BoardView {
            position: pos.clone(),
            last_move: last.map(|(m, before)| (m, before.clone())),
            white: row.white.name.clone(),
            black: row.black.name.clone(),
            outcome,
            away: match outcome {
                Some(_) => Vec::new(),
                None => away(row, now)
                    .into_iter()
                    .map(|(name, until)| (name.to_string(), until))
                    .collect(),
            },
            file_name: format!("game-{}-ply-{ply}.png", row.id),
        }),
        board_text: Some(board_text(pos)),
        game: Some(GameSummary {
            id: row.id,
            variant: row.variant,
            white: row.white.clone(),
            black: row.black.clone(),
            to_move: pos.turn(),
            finished: row.finished || outcome.is_some(),
            last_move: last.map(|(m, _)| m.to_string()),
            seconds_left: row.deadline.map(|d| d - now),
            ply,
            bot: row.bot.map(|b| b.color),
        }),
        ..Reply::default()
    }
}

/// A move stored in a game, as its reply tells it.
pub(super) struct Moved<'a> {
    /// The game as it is after the move (its new deadline included).
    pub row: &'a GameRow,
    pub mover: &'a str,
    pub by: MoveBy,
    pub notation: &'a str,
    pub after: &'a Position,
    pub outcome: Option<Outcome>,
}

/// Words the reply to a move at `now`: who played what, then the result, or who is to move
/// and their time (and whether the mover is away); mentions both players at the end, else the
/// player to move.
pub(super) fn word_move(now: i64, reply: &mut Reply, moved: Moved<'_>) {
    let Moved {
        row,
        mover,
        by,
        notation,
        after,
        outcome,
    } = moved;
    reply.text = words::move_played(&MovePlayed {
        row,
        mover,
        by,
        notation,
        to_move: after.turn(),
        check: after.is_check(),
        outcome,
        seconds_left: row.deadline.map_or(0, |d| d - now),
        away: away(row, now),
    });
    reply.mentions = match outcome {
        Some(_) => vec![row.white.id.clone(), row.black.id.clone()],
        None => vec![row.player(after.turn()).id.clone()],
    };
}
