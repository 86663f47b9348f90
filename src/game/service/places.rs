//! Where a command is carried out and where games are played, for platforms whose channels
//! hold threads (Matrix): a game moved into the thread opened for it, a command from the
//! channel itself sent on to the one thread where its sender plays (or to the thread of the
//! game a moderator names), and a channel's games moved with it when the channel is replaced
//! (a room upgraded).

use super::Commands;
use crate::game::handled::{refused, Refusal};
use crate::types::{ChannelId, Command, GameId, Reply, User};

impl Commands {
    /// Where `actor`'s `command`, sent in `channel`, is carried out: `channel`, unless the
    /// command acts on a game, none is played in `channel` itself, and `actor` plays in the
    /// threads within it. Then the one thread where they play, or (playing in several) why
    /// the command must be sent in one of them.
    ///
    /// # Errors
    /// The refusal that lists the threads of `actor`'s games.
    pub fn place_for(
        &self,
        actor: &User,
        channel: &ChannelId,
        command: &Command,
    ) -> Result<ChannelId, Box<Reply>> {
        // A moderator's decision on a game named from the room goes to the game's thread,
        // where its players follow it.
        if let Command::Adjudicate { game: Some(id), .. } = command {
            return Ok(self
                .thread_within(*id, channel)
                .unwrap_or_else(|| channel.clone()));
        }
        if !acts_on_the_game_here(command) || channel.parent().is_some() {
            return Ok(channel.clone());
        }
        let read = || -> Result<Vec<_>, crate::store::StoreError> {
            if self.core.store.active_game(channel)?.is_some() {
                return Ok(Vec::new());
            }
            Ok(self
                .core
                .store
                .games_of(&actor.id)?
                .into_iter()
                .filter(|g| g.channel.parent().as_ref() == Some(channel))
                .collect())
        };
        let lang = || self.core.language(&actor.id, channel);
        let games =
            read().map_err(|e| Box::new(self.core.respond(channel, lang(), Err(e.into()))))?;
        match games.as_slice() {
            [] => Ok(channel.clone()),
            [only] => Ok(only.channel.clone()),
            several => {
                let threads = several
                    .iter()
                    .map(|g| {
                        (
                            g.channel.clone(),
                            g.white.name.clone(),
                            g.black.name.clone(),
                            g.variant,
                        )
                    })
                    .collect();
                Err(Box::new(self.core.respond(
                    channel,
                    lang(),
                    refused(Refusal::PlaysInThreads(threads)),
                )))
            }
        }
    }

    /// The thread within `channel` where game `game` is played, if it is played in one.
    fn thread_within(&self, game: GameId, channel: &ChannelId) -> Option<ChannelId> {
        self.where_played(game)
            .filter(|played| played.parent().as_ref() == Some(channel))
    }

    /// Where game `game` is played, while it is.
    pub fn where_played(&self, game: GameId) -> Option<ChannelId> {
        match self.core.store.game(game) {
            Ok(row) => row.filter(|g| !g.finished).map(|g| g.channel),
            Err(e) => {
                tracing::warn!(error = %e, %game, "could not read where a game is played");
                None
            }
        }
    }

    /// Moves game `game`, just begun in `channel`, into `thread`, the thread opened for it
    /// under its first board: the moves, reminders and results that follow go there. Whether
    /// it moved (not if it had ended or moved meanwhile).
    pub fn into_thread(&self, game: GameId, channel: &ChannelId, thread: &ChannelId) -> bool {
        match self.core.store.move_game(game, channel, thread) {
            Ok(moved) => {
                if moved {
                    self.core.bot.moved(game, thread);
                }
                moved
            }
            Err(e) => {
                tracing::warn!(error = %e, %game, "could not move a game into its thread");
                false
            }
        }
    }

    /// Moves what is played and kept in channel `from` (and its threads) to `to`, which
    /// replaces it (a Matrix room upgraded): games, challenges, tournaments, puzzles. How
    /// many records moved.
    ///
    /// # Errors
    /// When the database fails; then nothing moved.
    pub fn channel_replaced(
        &self,
        from: &ChannelId,
        to: &ChannelId,
    ) -> Result<usize, crate::store::StoreError> {
        let moved = self.core.store.move_channel(from, to)?;
        self.core.bot.channel_replaced(from, to);
        Ok(moved)
    }
}

impl Commands {
    /// The threads within `channel` where games are in progress (a room's, to open again in
    /// the room that replaces it).
    pub fn game_threads(&self, channel: &ChannelId) -> Vec<ChannelId> {
        self.core
            .store
            .channels_within(channel)
            .unwrap_or_else(|e| {
                tracing::warn!(error = %e, "could not read a channel's game threads");
                Vec::new()
            })
    }
}

/// Whether `command` acts on the game in progress where it is sent.
fn acts_on_the_game_here(command: &Command) -> bool {
    matches!(
        command,
        Command::Move(_)
            | Command::PickedMove { .. }
            | Command::Board
            | Command::Moves { .. }
            | Command::Resign
            | Command::Draw(_)
            | Command::Takeback(_)
            | Command::History
            | Command::Premove { game: None, .. }
            | Command::Web { game: None, .. }
    )
}
