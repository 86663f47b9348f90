//! What every use case reads: the stored games, at the instant the command is carried out.
//! A use case that takes [`Games`] reads the store and the clock through it; one that also
//! takes a [`super::unit::Unit`] writes.

use super::handled::{refused, Handled, NotDone, Refusal};
use crate::rules::{Color, Game, Move, Position};
use crate::store::{GameRow, Store, StoreError};
use crate::types::*;

/// A game about to begin in `channel` from the start position, White's clock running to
/// `deadline` (what the store numbers and reads back is left empty).
pub(super) fn new_game(
    channel: &ChannelId,
    variant: crate::rules::Variant,
    (white, black): (User, User),
    time: TimePerMove,
    deadline: Time,
    rated: bool,
) -> GameRow {
    let start = Position::start(variant).fen();
    GameRow {
        id: GameId(0),
        channel: channel.clone(),
        variant,
        white,
        black,
        fen: start.clone(),
        start_fen: start,
        ply: 0,
        time,
        deadline: Some(deadline),
        draw_offer: None,
        takeback_request: None,
        finished: false,
        winner: None,
        result_reason: None,
        rated,
        bot: None,
        notify_settings: Default::default(),
        latest_vacations: [None; 2],
        board: None,
        votes: None,
        clock: None,
    }
}

/// The store as one command reads it, and the one instant it happens at (a command sees one
/// clock reading from beginning to end).
#[derive(Clone, Copy)]
pub(super) struct Games<'s> {
    pub store: &'s Store,
    pub now: Time,
    /// The same instant in milliseconds, for chess clocks.
    pub now_ms: i64,
}

impl<'s> Games<'s> {
    #[cfg(test)]
    pub fn at(store: &'s Store, now: Time) -> Games<'s> {
        Games::at_ms(store, now.unix().saturating_mul(1000))
    }

    pub fn at_ms(store: &'s Store, now_ms: i64) -> Games<'s> {
        Games {
            store,
            now: Time::from_unix(now_ms.div_euclid(1000)),
            now_ms,
        }
    }

    /// The game in progress in `channel`.
    pub fn active(&self, channel: &ChannelId) -> Handled<GameRow> {
        match self.store.active_game(channel)? {
            Some(row) => Ok(row),
            None => refused(Refusal::NoGameInProgress),
        }
    }

    /// The game in progress in `channel` and the colour `actor` plays in it, or why `actor`
    /// cannot act in it (no game, not a player).
    pub fn playing(&self, channel: &ChannelId, actor: &User) -> Handled<(GameRow, Color)> {
        let row = self.active(channel)?;
        let color = player(&row, actor).map_err(|refused| team_votes(&row, channel, refused))?;
        Ok((row, color))
    }

    /// The game in progress in `channel` as far back as repetition needs (see
    /// [`Position::repetition_horizon`]), read as one snapshot so that a move stored meanwhile
    /// can never mix an old row with newer positions.
    pub fn load(&self, channel: &ChannelId) -> Handled<(GameRow, Game)> {
        let reversible = |row: &GameRow| {
            position(row).map_or(0, |p| {
                p.repetition_horizon().unwrap_or(row.ply).min(row.ply)
            })
        };
        let Some(loaded) =
            self.store
                .active_game_with_history(channel, |row| match reversible(row) {
                    0 => 0,
                    n => n + 1,
                })?
        else {
            return refused(Refusal::NoGameInProgress);
        };
        let row = loaded.game;
        let current = position(&row)?;
        let reversible = reversible(&row);
        let mut earlier = Vec::new();
        if reversible > 0 {
            let mut fens = loaded.recent_fens;
            fens.pop(); // the current position
            if fens.len() < reversible as usize {
                fens.insert(0, row.start_fen.clone());
            }
            for fen in fens {
                earlier.push(
                    Position::from_fen(row.variant, &fen)
                        .map_err(|e| NotDone::Failed(StoreError::Corrupt(e.to_string())))?,
                );
            }
        }
        Ok((row, Game::resume(earlier, current)))
    }

    /// The last move of a game and the position before it, to mark it on the board.
    pub fn last_move(&self, row: &GameRow) -> Handled<Option<(Move, Position)>> {
        if row.ply == 0 {
            return Ok(None);
        }
        let fens = self.store.recent_fens(row.id, 2)?;
        let moves = self.store.moves(row.id)?;
        let before_fen = if fens.len() == 2 {
            fens[0].clone()
        } else {
            row.start_fen.clone()
        };
        let Some((notation, _)) = moves.last() else {
            return Ok(None);
        };
        let before = Position::from_fen(row.variant, &before_fen)
            .map_err(|e| NotDone::Failed(StoreError::Corrupt(e.to_string())))?;
        Ok(before.parse_move(notation).ok().map(|m| (m, before)))
    }
}

/// The colour `actor` plays in `row`, or the refusal for someone not playing.
pub(super) fn player(row: &GameRow, actor: &User) -> Handled<Color> {
    match row.color_of(&actor.id) {
        Some(color) => Ok(color),
        None => refused(Refusal::NotAPlayer {
            white: row.white.name.clone(),
            black: row.black.name.clone(),
        }),
    }
}

/// `not_done` for someone not playing in `row`, unless `channel`'s team plays it: then its
/// members vote instead.
pub(super) fn team_votes(row: &GameRow, channel: &ChannelId, not_done: NotDone) -> NotDone {
    match row.color_of(&UserId::team(channel)) {
        Some(_) => super::teams::told::TeamRefusal::VoteInstead.into(),
        None => not_done,
    }
}

/// The current position of the game in `row`.
pub(super) fn position(row: &GameRow) -> Handled<Position> {
    Position::from_fen(row.variant, &row.fen)
        .map_err(|e| NotDone::Failed(StoreError::Corrupt(format!("game {}: {e}", row.id))))
}
