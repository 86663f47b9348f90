//! Messages that a chat platform may deliver again (Matrix, after a restart): each is carried
//! out once, and one that waited too long while Kibitz was offline is not acted on.

use super::super::challenges::list_challenges;
use super::super::events::{Event, MoveBy, Told};
use super::super::games::Games;
use super::super::handled::{ending_outcome, refused, Handled, NotDone, Refusal};
use super::super::info::board;
use super::super::premoves::premove_elsewhere;
use super::super::unit::Unit;
use super::super::views::{board_reply, tell_move_played, Moved};
use super::super::words::{self, Fixed};
use super::{Answered, Core};
use crate::rules::Position;
use crate::store::{EventState, HandledEvent, StoreError};
use crate::types::*;
use std::collections::HashSet;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// A command older than this when it arrives is answered, not carried out: a move sent during
/// a long outage could otherwise be played hours later, in a position its sender no longer
/// has in mind.
pub const STALE_AFTER: i64 = 10 * 60;
/// How long a process waits for another's answer to an event both were delivered at once
/// before it answers itself.
const ANSWER_WAIT: Duration = Duration::from_secs(5);

/// A message as delivered: its id on the platform, and when it was sent.
#[derive(Clone, Debug)]
pub struct Delivery {
    pub event_id: String,
    /// By the sender's server.
    pub sent_at: Time,
    /// The server it was sent in, if any (see [`Request::server`]).
    pub server: Option<ServerId>,
    /// Sent where others read along and no reply can be private (a Matrix room with more
    /// people in it than the sender and Kibitz): what a player must keep to themselves
    /// (conditional moves) is refused there and asked for in a direct room. Only conditional
    /// moves depend on it, so an adapter may tell it for them alone.
    pub in_public: bool,
}

/// Commands from a platform that may deliver a message again (Matrix, after a restart), each
/// carried out once: the record that a message was handled is written with its effect.
#[derive(Clone)]
pub struct Deliveries {
    core: Arc<Core>,
    /// When this process's service began (by its clock): an event handled since by another
    /// process is one that process is answering.
    started_at: Time,
    /// The chat events this process began handling.
    handled_here: Arc<Mutex<HashSet<String>>>,
}

impl Deliveries {
    pub(super) fn new(core: Arc<Core>, started_at: Time) -> Deliveries {
        Deliveries {
            core,
            started_at,
            handled_here: Default::default(),
        }
    }

    /// Carries out a delivered command once: `None` if it was handled and answered before.
    /// `command` is what the adapter read (or why it could not). The record that the message
    /// was handled is stored in the transaction of its effect, so a crash can never repeat it;
    /// the answer's [`super::AfterPosting::posted`] notes that it was answered.
    pub fn handle_delivered(
        &self,
        delivery: &Delivery,
        actor: &User,
        channel: &ChannelId,
        command: Result<Command, UsageError>,
    ) -> Option<Answered> {
        let reply = self.carry_out_once(delivery, actor, channel, command)?;
        let Answered { reply, after } = self.core.posting(reply);
        let after = after.answering(self.core.store.clone(), delivery.event_id.clone());
        Some(Answered { reply, after })
    }

    /// [`Service::handle_delivered`]'s reply.
    fn carry_out_once(
        &self,
        delivery: &Delivery,
        actor: &User,
        channel: &ChannelId,
        command: Result<Command, UsageError>,
    ) -> Option<Reply> {
        let now = self.core.now();
        let result = match self.core.store.event_state(&delivery.event_id) {
            Ok(EventState::Answered) => return None,
            Ok(EventState::Handled { at }) => {
                // Another process running now carried it out (delivered to both at once):
                // its answer is on its way.
                let elsewhere = at >= self.started_at && !self.handled_here(&delivery.event_id);
                if elsewhere && self.answered_within(&delivery.event_id, ANSWER_WAIT) {
                    return None;
                }
                // Carried out just before a restart; its answer may not have gone out.
                let owed = self.owed_reply(delivery, actor, channel, command);
                let lang = self.core.language(&actor.id, channel);
                return Some(self.core.respond(channel, lang, owed));
            }
            Ok(EventState::New) => {
                self.note_handled_here(&delivery.event_id);
                let event = HandledEvent {
                    id: delivery.event_id.clone(),
                    at: now,
                };
                let w = Unit::handling(&self.core.store, event);
                let reply = if now - delivery.sent_at > STALE_AFTER {
                    Reply::error(words::fixed(
                        self.core.language(&actor.id, channel),
                        Fixed::Offline,
                    ))
                } else {
                    match command {
                        Ok(Command::Premove {
                            game,
                            action: PremoveAction::Add(_),
                        }) if delivery.in_public => {
                            let told = premove_elsewhere(self.core.games(), actor, channel, game);
                            self.core.respond(
                                channel,
                                self.core.language(&actor.id, channel),
                                Ok(told),
                            )
                        }
                        Ok(command) => {
                            let server = delivery.server.as_ref();
                            self.core
                                .carry_out(&w, actor, channel, server, command, &|_| {})
                        }
                        Err(usage) => {
                            let lang = self.core.language(&actor.id, channel);
                            self.core
                                .respond(channel, lang, refused(Refusal::Usage(usage)))
                        }
                    }
                };
                w.close().map(|()| reply)
            }
            Err(e) => Err(e),
        };
        match result {
            Ok(reply) => Some(reply),
            Err(StoreError::AlreadyHandled) => None,
            Err(e) => {
                let lang = self.core.language(&actor.id, channel);
                Some(self.core.respond(channel, lang, Err(NotDone::Failed(e))))
            }
        }
    }

    /// The answer to a command carried out before a restart whose answer may not have gone
    /// out, rebuilt from what was stored: the move it made (the board after it, the player to
    /// move told); for a command that only reads, its answer now; for any other (which may
    /// have been refused: that is not stored), where the game or the challenges here stand now.
    fn owed_reply(
        &self,
        delivery: &Delivery,
        actor: &User,
        channel: &ChannelId,
        command: Result<Command, UsageError>,
    ) -> Handled<Told> {
        if let Some((game, ply)) = self.core.store.move_of_event(&delivery.event_id)? {
            return move_reply_at(self.core.games(), game, ply);
        }
        let command = match command {
            Err(usage) => return refused(Refusal::Usage(usage)),
            Ok(command) if only_reads(&command) => {
                let (w, server) = (Unit::none(&self.core.store), delivery.server.as_ref());
                return self
                    .core
                    .dispatch(&w, actor, channel, server, command, &|_| {});
            }
            Ok(command) => command,
        };
        let not_played = match command {
            Command::Move(text) | Command::PickedMove { notation: text, .. } => Some(text),
            _ => None,
        };
        let mut reply = match self.core.store.latest_game(channel)? {
            Some(row) if !row.finished => board(self.core.games(), channel)?,
            _ => list_challenges(self.core.games(), channel)?,
        };
        reply.text.0.insert(0, Event::Owed { not_played }.into());
        Ok(reply)
    }

    /// Whether this process began handling chat event `id`.
    fn handled_here(&self, id: &str) -> bool {
        self.handled_here.lock().is_ok_and(|ids| ids.contains(id))
    }

    fn note_handled_here(&self, id: &str) {
        if let Ok(mut ids) = self.handled_here.lock() {
            if ids.len() > 100_000 {
                ids.clear();
            }
            ids.insert(id.to_string());
        }
    }

    /// Whether the answer to event `id` is noted as gone out within `wait`.
    fn answered_within(&self, id: &str, wait: Duration) -> bool {
        let until = Instant::now() + wait;
        loop {
            if matches!(self.core.store.event_state(id), Ok(EventState::Answered)) {
                return true;
            }
            if Instant::now() >= until {
                return false;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
    }
}

/// Whether a command only reads (so that answering it again changes nothing).
fn only_reads(command: &Command) -> bool {
    match command {
        Command::Challenges
        | Command::Board
        | Command::Moves { .. }
        | Command::Rules { .. }
        | Command::Variants
        | Command::Games
        | Command::History
        | Command::Replay(_)
        | Command::Analysis(_)
        | Command::Export
        | Command::Next
        // A link asked again is a new link: the one the lost answer held never reached anyone.
        | Command::Web { .. }
        | Command::Ratings { .. }
        | Command::Help(_) => true,
        // Setting a language again changes nothing: where it stands now is the answer. So with
        // the room's widget.
        Command::Language { .. } | Command::BoardWidget { .. } => true,
        Command::Notify { on, .. } => on.is_none(),
        Command::Premove { action, .. } => *action == PremoveAction::List,
        Command::Vacation(action) => *action == VacationAction::Show,
        Command::Tournament(command) => matches!(
            command.action,
            TournamentAction::Show
                | TournamentAction::Standings
                | TournamentAction::Pairings(_)
                | TournamentAction::Export
        ),
        Command::Challenge { .. }
        | Command::Accept(_)
        | Command::Decline(_)
        | Command::Cancel
        | Command::Move(_)
        | Command::PickedMove { .. }
        | Command::Resign
        | Command::Draw(_)
        | Command::Takeback(_)
        | Command::Puzzle { .. }
        | Command::Solve(_)
        | Command::PuzzleDaily { .. }
        | Command::Adjudicate { .. }
        | Command::TeamChallenge(_)
        | Command::Vote { .. } => false,
    }
}

/// The reply to move `ply` of game `id`, as it was when the move was played: the board
/// after it, who is to move (told) or the result.
fn move_reply_at(g: Games<'_>, id: GameId, ply: u32) -> Handled<Told> {
    let Some(row) = g.store.game(id)? else {
        return refused(Refusal::NoSuchGame(id));
    };
    let moves = g.store.moves(id)?;
    let corrupt = |what: String| NotDone::Failed(StoreError::Corrupt(format!("game {id}: {what}")));
    let index = ply as usize;
    let (notation, fen_after) = moves
        .get(index.wrapping_sub(1))
        .cloned()
        .ok_or_else(|| corrupt(format!("no move {ply}")))?;
    let fen_before = match index {
        1 => row.start_fen.clone(),
        _ => moves[index - 2].1.clone(),
    };
    let parse =
        |fen: &str| Position::from_fen(row.variant, fen).map_err(|e| corrupt(e.to_string()));
    let (before, after) = (parse(&fen_before)?, parse(&fen_after)?);
    let mv = before
        .parse_move(&notation)
        .map_err(|e| corrupt(e.to_string()))?;
    let latest = row.ply == ply;
    let outcome = ending_outcome(&row).filter(|_| latest);
    let mover = row.player(before.turn()).name.clone();
    let san = before.san(mv);
    let mut reply = board_reply(g.now, &row, ply, &after, Some((mv, &before)), outcome);
    if latest {
        let moved = Moved {
            row: &row,
            mover: &mover,
            by: MoveBy::Player,
            san: &san,
            after: &after,
            outcome,
        };
        tell_move_played(g.now, &mut reply, moved);
    } else {
        reply.text = Event::PlayedThenMovedOn { mover, san }.into();
    }
    Ok(reply)
}
