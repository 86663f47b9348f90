//! What a reply shows of a game: its board (drawn when the reply is presented), its text
//! diagram and summary, and a move played.

use super::events::{Event, MovePlayed, Told};
use super::events::{GameView, MoveBy};
use super::vacation::away;
use crate::render::board_text;
use crate::rules::{Move, Outcome, Position};
use crate::store::GameRow;
use crate::types::*;

/// The bot's turn that follows when the game in `row`, going on at `ply`, stands at `pos`:
/// where the bot plays the side to move.
pub(super) fn bot_turn(row: &GameRow, ply: u32, pos: &Position) -> Option<(GameId, u32)> {
    row.bot
        .filter(|bot| !row.finished && bot.color == pos.turn())
        .map(|_| (row.id, ply))
}

/// A reply showing the game in `row` at `ply`, standing at `pos` at `now`: the board (drawn
/// when presented), its text diagram and summary; the caller says what happened.
pub(super) fn board_reply(
    now: Time,
    row: &GameRow,
    ply: u32,
    pos: &Position,
    last: Option<(Move, &Position)>,
    outcome: Option<Outcome>,
) -> Told {
    let clocks = clock_faces(now, row, pos, outcome);
    Told {
        board: Some(BoardView {
            position: pos.clone(),
            last_move: last.map(|(m, before)| (m, before.clone())),
            white: row.white.name.clone(),
            black: row.black.name.clone(),
            outcome,
            away: match outcome {
                Some(_) => Vec::new(),
                None => away(row, now),
            },
            file_name: format!("game-{}-ply-{ply}.png", row.id),
            tournament_board: row.board.map(|b| (b.round, b.board)),
            flip: false,
            clocks,
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
            last_san: last.map(|(m, before)| before.san(m)),
            seconds_left: row.deadline.map(|d| d - now),
            clocks,
            ply,
            bot: row.bot.map(|b| b.color),
            board_page: false,
        }),
        ..Told::default()
    }
}

/// What each side of the game in `row`, standing at `pos`, has left on its chess clock at
/// `now`, if it is played on one.
fn clock_faces(
    now: Time,
    row: &GameRow,
    pos: &Position,
    outcome: Option<Outcome>,
) -> Option<[i64; 2]> {
    let running = (!row.finished && outcome.is_none()).then(|| pos.turn());
    row.clock
        .map(|clock| clock.faces(running, now.unix().saturating_mul(1000)))
}

/// A move stored in a game, as its reply tells it.
pub(super) struct Moved<'a> {
    /// The game as it is after the move (its new deadline included).
    pub row: &'a GameRow,
    pub mover: &'a str,
    pub by: MoveBy,
    /// The move, in SAN.
    pub san: &'a str,
    pub after: &'a Position,
    pub outcome: Option<Outcome>,
}

/// Says in the reply to a move at `now` that it was played (with the result, or who is to
/// move and their time, and who is away); mentions both players at the end, else the player
/// to move.
pub(super) fn tell_move_played(now: Time, reply: &mut Told, moved: Moved<'_>) {
    let Moved {
        row,
        mover,
        by,
        san,
        after,
        outcome,
    } = moved;
    reply.text = Event::MovePlayed(MovePlayed {
        game: GameView::of(row),
        mover: mover.to_string(),
        by,
        san: san.to_string(),
        to_move: after.turn(),
        check: after.is_check(),
        outcome,
        seconds_left: row.deadline.map_or(0, |d| d - now),
        clocks: clock_faces(now, row, after, outcome),
        away: away(row, now),
    })
    .into();
    reply.mentions = match outcome {
        Some(_) => vec![row.white.id.clone(), row.black.id.clone()],
        None => vec![row.player(after.turn()).id.clone()],
    };
}
