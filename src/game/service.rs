//! [`Service`]: every command of every platform is decided here.

use super::clock::Clock;
use super::diagrams::DiagramCache;
use super::endings::stored_ending;
use super::handled::{Handled, MoveBy, MovePlayed, Played, Refusal, WhyYourMove};
use super::help;
use super::unit::Unit;
use super::words;
use crate::render::{board_text, RenderOptions, Renderer};
use crate::rules::{Color, Game, Move, Outcome, Position};
use crate::store::{GameRow, MoveWrite, Store, StoreError};
use crate::types::*;
use std::sync::atomic::AtomicI64;
use std::sync::Arc;

/// The game service. Create one per process and share it; it is `Sync`.
pub struct Service {
    pub(super) store: Store,
    pub(super) renderer: Renderer,
    pub(super) diagrams: DiagramCache,
    clock: Arc<dyn Clock>,
    pub(super) image_size: u32,
    /// When handled chat events were last forgotten (a write, so not on every tick).
    pub(super) events_forgotten_at: AtomicI64,
    /// The threads that play the bot's moves, once started.
    pub(super) bot: std::sync::OnceLock<super::bot::Workers>,
    /// The users stored with their names by this process, so that a user already stored is
    /// not written again on every command.
    known_users: std::sync::Mutex<std::collections::HashMap<UserId, String>>,
    /// When this process's service began (by its clock): an event handled since by another
    /// process is one that process is answering.
    pub(super) started_at: i64,
    /// The chat events this process began handling (see [`Service::handle_delivered`]).
    pub(super) handled_here: std::sync::Mutex<std::collections::HashSet<String>>,
    /// (server, user) pairs noted as members already, so that each is written once.
    pub(super) members_seen: std::sync::Mutex<std::collections::HashSet<(String, UserId)>>,
}

impl Service {
    pub fn new(store: Store, clock: Arc<dyn Clock>) -> Service {
        let started_at = clock.now();
        Service {
            store,
            renderer: Renderer::new(),
            diagrams: DiagramCache::default(),
            clock,
            image_size: crate::render::DEFAULT_SIZE,
            events_forgotten_at: AtomicI64::new(i64::MIN),
            bot: std::sync::OnceLock::new(),
            started_at,
            handled_here: Default::default(),
            members_seen: Default::default(),
            known_users: Default::default(),
        }
    }

    pub fn store(&self) -> &Store {
        &self.store
    }

    pub fn now(&self) -> i64 {
        self.clock.now()
    }

    /// Carries out a command from `actor` in `channel`, outside any server (see
    /// [`Service::handle_in`]).
    pub fn handle(&self, actor: &User, channel: &ChannelId, command: Command) -> Reply {
        self.handle_in(actor, channel, None, command)
    }

    /// Carries out a command from `actor` in `channel`, part of `server` (a Discord server, a
    /// Matrix homeserver: the players of its leaderboard). Errors come back as replies marked
    /// `error`, and then nothing has changed.
    pub fn handle_in(
        &self,
        actor: &User,
        channel: &ChannelId,
        server: Option<&str>,
        command: Command,
    ) -> Reply {
        self.carry_out(&Unit::none(&self.store), actor, channel, server, command)
    }

    /// [`Service::handle_in`] as the work `w` (which may be handling a chat event).
    pub(super) fn carry_out(
        &self,
        w: &Unit,
        actor: &User,
        channel: &ChannelId,
        server: Option<&str>,
        command: Command,
    ) -> Reply {
        let result = self
            .remember(actor)
            .map_err(Refusal::from)
            .map(|()| {
                if let Some(server) = server {
                    self.note_member(server, &actor.id);
                }
            })
            .and_then(|()| match command {
                Command::Challenge {
                    variant,
                    opponent,
                    color,
                    time,
                    rated,
                } => {
                    let terms = super::challenges::Terms {
                        variant,
                        opponent,
                        color,
                        time,
                        rated,
                    };
                    self.challenge(w, actor, channel, terms)
                }
                Command::Accept(pick) => self.accept(w, actor, channel, pick.as_ref(), channel),
                Command::Decline(pick) => self.decline(w, actor, channel, pick.as_ref()),
                Command::Cancel => self.cancel(w, actor, channel),
                Command::Challenges => self.list_challenges(channel),
                Command::Move(text) => self.play(w, actor, channel, &text),
                Command::Board => self.board(channel),
                Command::Moves { square, piece } => self.moves(actor, channel, square, piece),
                Command::Resign => self.resign(w, actor, channel),
                Command::Draw(answer) => self.draw(w, actor, channel, answer),
                Command::Takeback(answer) => self.takeback(w, actor, channel, answer),
                Command::Rules { variant, topic } => self.rules(channel, variant, topic.as_deref()),
                Command::Variants => Ok(Reply::text(help::variants())),
                Command::Games => self.games(actor),
                Command::History => self.history(channel),
                Command::Replay(id) => self.replay(actor, channel, id),
                Command::Export => self.export(actor),
                Command::Next => self.next_game(actor),
                Command::Ratings { variant, global } => {
                    self.ratings(actor, variant, server.filter(|_| !global))
                }
                Command::Notify { on, events } => self.notify(w, actor, on, &events),
                Command::Premove { game, action } => self.premove(w, actor, channel, game, action),
                Command::Vacation(action) => self.vacation(w, actor, action),
                Command::Help(topic) => Ok(Reply::text(help::help(topic.as_deref()))),
            });
        let reply = self.respond(channel, result);
        self.bot_answers_after(&reply);
        reply
    }

    /// Stores `user` with their name, unless this process stored that name already.
    pub(super) fn remember(&self, user: &User) -> Result<(), StoreError> {
        let known = self
            .known_users
            .lock()
            .is_ok_and(|known| known.get(&user.id) == Some(&user.name));
        if known {
            return Ok(());
        }
        self.store.upsert_user(user)?;
        if let Ok(mut known) = self.known_users.lock() {
            if known.len() > 100_000 {
                known.clear();
            }
            known.insert(user.id.clone(), user.name.clone());
        }
        Ok(())
    }

    pub(super) fn respond(&self, channel: &ChannelId, result: Handled<Reply>) -> Reply {
        match result {
            Ok(mut reply) => {
                self.present(&mut reply);
                super::bot::not_mentioning_the_bot(reply)
            }
            Err(refused) => {
                match &refused {
                    Refusal::Store(StoreError::AlreadyHandled) => {}
                    Refusal::Store(StoreError::Unavailable(why)) => {
                        tracing::warn!(why, channel = %channel, "the database is unreachable");
                    }
                    Refusal::Store(e) => {
                        tracing::error!(error = %e, channel = %channel, "storing a command failed");
                    }
                    _ => {}
                }
                Reply::error(words::refusal(&refused))
            }
        }
    }

    /// The legal moves of the game in `channel` that start with `prefix`, for autocompletion;
    /// only for the player to move.
    pub fn move_suggestions(
        &self,
        actor: &UserId,
        channel: &ChannelId,
        prefix: &str,
        limit: usize,
    ) -> Vec<String> {
        let Ok(Some(row)) = self.store.active_game(channel) else {
            return Vec::new();
        };
        let Ok(pos) = Self::position(&row) else {
            return Vec::new();
        };
        if row.color_of(actor) != Some(pos.turn()) {
            return Vec::new();
        }
        pos.legal_moves()
            .iter()
            .map(|m| m.to_string())
            .filter(|m| m.starts_with(prefix.trim()))
            .take(limit)
            .collect()
    }

    // --- playing ----------------------------------------------------------------------------

    pub(super) fn active(&self, channel: &ChannelId) -> Handled<GameRow> {
        match self.store.active_game(channel)? {
            Some(row) => Ok(row),
            None => Err(Refusal::NoGameInProgress),
        }
    }

    pub(super) fn player(&self, row: &GameRow, actor: &User) -> Handled<Color> {
        match row.color_of(&actor.id) {
            Some(color) => Ok(color),
            None => Err(Refusal::NotAPlayer {
                white: row.white.name.clone(),
                black: row.black.name.clone(),
            }),
        }
    }

    pub(super) fn position(row: &GameRow) -> Handled<Position> {
        Position::from_fen(row.variant, &row.fen)
            .map_err(|e| Refusal::Store(StoreError::Corrupt(format!("game {}: {e}", row.id))))
    }

    /// The game in progress in `channel` as far back as repetition needs (see
    /// [`Position::repetition_horizon`]), read as one snapshot so that a move stored meanwhile can
    /// never mix an old row with newer positions.
    pub(super) fn load(&self, channel: &ChannelId) -> Handled<(GameRow, Game)> {
        let reversible = |row: &GameRow| {
            Self::position(row).map_or(0, |p| {
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
            return Err(Refusal::NoGameInProgress);
        };
        let row = loaded.game;
        let current = Self::position(&row)?;
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
                        .map_err(|e| Refusal::Store(StoreError::Corrupt(e.to_string())))?,
                );
            }
        }
        Ok((row, Game::resume(earlier, current)))
    }

    pub(super) fn play(
        &self,
        w: &Unit,
        actor: &User,
        channel: &ChannelId,
        text: &str,
    ) -> Handled<Reply> {
        let played = self.play_from(w, actor, channel, text, None, MoveBy::Player)?;
        Ok(self.then_premoves(played))
    }

    /// Plays `text` for `actor`; with `seen`, only if the game still stands at that FEN (the
    /// bot's move was thought out on it, or a conditional move chosen there).
    pub(super) fn play_from(
        &self,
        w: &Unit,
        actor: &User,
        channel: &ChannelId,
        text: &str,
        seen: Option<&str>,
        by: MoveBy,
    ) -> Handled<Played> {
        let (row, mut game) = self.load(channel)?;
        if seen.is_some_and(|fen| fen != row.fen) {
            return Err(Refusal::PositionMoved);
        }
        let color = self.player(&row, actor)?;
        let before = game.position().clone();
        if before.turn() != color {
            return Err(Refusal::NotYourTurn {
                next: row.player(!color).name.clone(),
                color: !color,
            });
        }
        let mv = match game.play(text) {
            Ok(mv) => mv,
            Err(error) => {
                return Err(Refusal::Illegal {
                    text: text.to_string(),
                    error,
                })
            }
        };
        let after = game.position().clone();
        let outcome = game.outcome();
        let now = self.now();
        let clock = match outcome {
            None => Some(self.clock_in(&row, after.turn())),
            Some(_) => None,
        };
        let notation = mv.to_string();
        // The game as it will be, so that the board shows the new deadline.
        let next = GameRow {
            deadline: clock.map(|c| c.deadline),
            ..row.clone()
        };
        let mut reply = self.board_reply(&next, row.ply + 1, &after, Some((mv, &before)), outcome);
        let stored = w.apply_move(&MoveWrite {
            game_id: row.id,
            expected_ply: row.ply,
            fen_before: &row.fen,
            notation: &notation,
            fen_after: &after.fen(),
            now,
            deadline: next.deadline,
            remind_at: clock.map(|c| c.remind_at),
            ending: outcome.map(|o| stored_ending(&row, o)),
        })?;
        let Some(stored) = stored else {
            return Err(Refusal::MoveRaced);
        };
        self.word_move(
            &mut reply,
            &next,
            &actor.name,
            by,
            &notation,
            &after,
            outcome,
        );
        match outcome {
            Some(outcome) => self.tell_result(&mut reply, &row, outcome, Some(&actor.id)),
            None => {
                let why = WhyYourMove::Played {
                    by: &actor.name,
                    notation: &notation,
                };
                self.tell_move(&mut reply, &next, after.turn(), why);
            }
        }
        Ok(Played {
            reply,
            premoves: stored.premoves,
        })
    }

    /// Words the reply to a move stored in `row` (as it is after the move): who played what,
    /// then the result, or who is to move and their time (and whether the mover is away);
    /// mentions both players at the end, else the player to move.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn word_move(
        &self,
        reply: &mut Reply,
        row: &GameRow,
        mover: &str,
        by: MoveBy,
        notation: &str,
        after: &Position,
        outcome: Option<Outcome>,
    ) {
        reply.text = words::move_played(&MovePlayed {
            row,
            mover,
            by,
            notation,
            to_move: after.turn(),
            check: after.is_check(),
            outcome,
            seconds_left: row.deadline.map_or(0, |d| d - self.now()),
            away: self.away(row),
        });
        reply.mentions = match outcome {
            Some(_) => vec![row.white.id.clone(), row.black.id.clone()],
            None => vec![row.player(after.turn()).id.clone()],
        };
    }

    /// Presents `reply` (and the replies that follow it): its boards drawn, outside the
    /// transaction of the command that made it, for the direct messages that show them too.
    pub(super) fn present(&self, reply: &mut Reply) {
        if let Some(board) = &reply.board {
            let note = words::vacation::away_caption(&board.away);
            let options = RenderOptions {
                size: self.image_size,
                white_name: Some(&board.white),
                black_name: Some(&board.black),
                last_move: board.last_move.as_ref().map(|(m, before)| (*m, before)),
                outcome: board.outcome,
                note: note.as_deref(),
                ..RenderOptions::new()
            };
            let image = self.renderer.render(&board.position, &options);
            reply.image = Some(BoardImage {
                png: image.png,
                width: image.width,
                height: image.height,
                file_name: board.file_name.clone(),
            });
        }
        for direct in reply.direct.iter_mut().filter(|d| d.board) {
            direct.image = reply.image.clone();
        }
        for then in &mut reply.then {
            self.present(then);
        }
    }

    /// A reply showing the board (drawn when presented), its text diagram and summary; the
    /// caller writes the text.
    pub(super) fn board_reply(
        &self,
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
                    None => self
                        .away(row)
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
                seconds_left: row.deadline.map(|d| d - self.now()),
                ply,
                bot: row.bot.map(|b| b.color),
            }),
            ..Reply::default()
        }
    }
}
