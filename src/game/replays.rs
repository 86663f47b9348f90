//! `replay`: a game of the channel as an animated GIF, drawn from its stored moves.

use super::events::{Caption, GameView, Told, View};
use super::games::Games;
use super::handled::{ending_outcome, refused, Handled, NotDone, Refusal};
use crate::render::{Renderer, ReplayOptions, StatusWords};
use crate::rules::{Game, Position};
use crate::store::{GameRow, StoreError};
use crate::types::*;

/// The game `id` (one of this channel's, or one the asker played), else the channel's
/// latest, finished or going on.
pub(super) fn replay(
    g: Games<'_>,
    renderer: &Renderer,
    actor: &User,
    channel: &ChannelId,
    id: Option<GameId>,
    status: StatusWords<'_>,
) -> Handled<Told> {
    let row = match id {
        Some(id) => match g.store.game(id)? {
            Some(row) if row.channel == *channel || row.color_of(&actor.id).is_some() => row,
            _ => return refused(Refusal::NoSuchGameHere(id)),
        },
        None => match g.store.latest_game(channel)? {
            Some(row) => row,
            None => return refused(Refusal::NoGameToReplay),
        },
    };
    let game = replayed(&row, &g.store.moves(row.id)?)?;
    let outcome = ending_outcome(&row);
    let replay = renderer.replay(
        game.positions(),
        game.moves(),
        &ReplayOptions {
            white_name: Some(&row.white.name),
            black_name: Some(&row.black.name),
            outcome,
            flip: false,
            status: Some(status),
        },
    );
    let (id, plies) = (row.id, game.moves().len());
    let shown = GameView::of(&row);
    let mut reply = Told::saying(View::Replay {
        game: shown.clone(),
        plies,
    });
    reply.files.push(Attachment {
        bytes: replay.gif,
        file_name: format!("game-{id}.gif"),
        kind: FileKind::Gif {
            width: replay.width,
            height: replay.height,
        },
        caption: Caption::Replay { game: shown, plies }.into(),
    });
    Ok(reply)
}

/// A stored game played again from its start through its moves.
pub(super) fn replayed(row: &GameRow, moves: &[(String, String)]) -> Handled<Game> {
    let corrupt = |e: String| NotDone::Failed(StoreError::Corrupt(e));
    let start =
        Position::from_fen(row.variant, &row.start_fen).map_err(|e| corrupt(e.to_string()))?;
    let mut game = Game::new(start);
    for (notation, _) in moves {
        game.play(notation)
            .map_err(|e| corrupt(format!("game {}: {notation}: {e}", row.id)))?;
    }
    Ok(game)
}
