//! What arrives in a sync: commands (typed with the prefix, or addressed to Kibitz by name or
//! pill) and reactions, handled room by room in the order they came, each carried out at its
//! place (the room, or the game's thread it was sent in) and answered there.

use super::carry::{answer, carry_out};
use super::message::Answering;
use super::threads::{self, Place};
use super::{reactions, teams, tournaments, State};
use crate::chat::parse_command_with;
use crate::game::{Command, Fixed, Reply, Time, User};
use matrix_sdk::event_handler::Ctx;
use matrix_sdk::ruma::events::reaction::OriginalSyncReactionEvent;
use matrix_sdk::ruma::events::room::message::{
    MessageType, OriginalSyncRoomMessageEvent, Relation,
};
use matrix_sdk::ruma::{OwnedEventId, OwnedRoomId, UserId};
use matrix_sdk::{Client, Room, RoomState};
use std::collections::HashMap;
use std::sync::PoisonError;

/// A message or reaction of a sync, to handle once the whole sync is in.
pub enum Incoming {
    /// A message and the command line read from it.
    Command(Box<OriginalSyncRoomMessageEvent>, String),
    Reaction(OriginalSyncReactionEvent),
}

/// Whether `room` and `sender` are worth listening to: a joined room, someone else.
fn from_others(room: &Room, client: &Client, sender: &UserId) -> bool {
    room.state() == RoomState::Joined && Some(sender) != client.user_id()
}

/// Collects the commands of a sync response; they are handled once the whole response is in.
pub async fn on_message(
    event: OriginalSyncRoomMessageEvent,
    room: Room,
    client: Client,
    state: Ctx<State>,
) {
    if !from_others(&room, &client, &event.sender) {
        return;
    }
    // Noted for the reply fallback of Kibitz's next message in the thread, command or not.
    if let Some(root) = thread_root(&event) {
        threads::seen(root, &event.event_id);
    }
    if let Some(line) = command_line(&state, &room, &event).await {
        state.incoming(room, Incoming::Command(Box::new(event), line));
    }
}

/// Collects the reactions of a sync response, with its commands.
pub async fn on_reaction(
    event: OriginalSyncReactionEvent,
    room: Room,
    client: Client,
    state: Ctx<State>,
) {
    if from_others(&room, &client, &event.sender) {
        state.incoming(room, Incoming::Reaction(event));
    }
}

impl State {
    fn incoming(&self, room: Room, incoming: Incoming) {
        self.batch
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .push((room, incoming));
    }
}

/// The root of the thread a message was sent in, if any.
fn thread_root(event: &OriginalSyncRoomMessageEvent) -> Option<&OwnedEventId> {
    match &event.content.relates_to {
        Some(Relation::Thread(thread)) => Some(&thread.event_id),
        _ => None,
    }
}

/// The command a message gives Kibitz, if it gives one: `!kibitz ...`, a short `!move ...`,
/// or `Kibitz: move ...` (the bot's name, its name in the room, or its pill).
async fn command_line(
    state: &State,
    room: &Room,
    event: &OriginalSyncRoomMessageEvent,
) -> Option<String> {
    let MessageType::Text(text) = &event.content.msgtype else {
        return None; // notices included: bots do not answer them
    };
    if let Some(line) = super::command_text(&text.body) {
        return Some(line);
    }
    let own = room.own_user_id();
    let pill = event
        .content
        .mentions
        .as_ref()
        .is_some_and(|m| m.user_ids.contains(own));
    let mut names = state.names.to_vec();
    if let Ok(Some(me)) = room.get_member_no_sync(own).await {
        names.extend(me.display_name().map(str::to_string));
    }
    super::message::addressed(&text.body, &names, pill)
}

/// Handles a batch: each room's commands and reactions in order, rooms side by side.
pub async fn handle_batch(state: &State, batch: Vec<(Room, Incoming)>) {
    let mut rooms: Vec<(OwnedRoomId, Vec<(Room, Incoming)>)> = Vec::new();
    for (room, incoming) in batch {
        let id = room.room_id().to_owned();
        match rooms.iter_mut().find(|(r, _)| *r == id) {
            Some((_, events)) => events.push((room, incoming)),
            None => rooms.push((id, vec![(room, incoming)])),
        }
    }
    let tasks: Vec<_> = rooms
        .into_iter()
        .map(|(_, events)| {
            let state = state.clone();
            tokio::spawn(async move {
                for (room, incoming) in events {
                    match incoming {
                        Incoming::Command(event, line) => {
                            handle_command(&state, &room, &event, line).await;
                        }
                        Incoming::Reaction(event) => {
                            reactions::handle(&state, &room, &event).await;
                        }
                    }
                }
            })
        })
        .collect();
    for task in tasks {
        if let Err(e) = task.await {
            tracing::error!(error = %e, "handling a room's commands failed");
        }
    }
}

/// Handles one command message and answers it.
async fn handle_command(
    state: &State,
    room: &Room,
    event: &OriginalSyncRoomMessageEvent,
    line: String,
) {
    let here = Place {
        room: room.clone(),
        thread: thread_root(event).cloned(),
    };
    let asker = Answering {
        event: event.event_id.clone(),
        sender: event.sender.clone(),
    };
    let actor = super::player(room, &event.sender).await;
    if !state.limits.allow(actor.id.stored()) {
        let lang = super::carry::language(state, &actor.id, &here).await;
        let too_fast = crate::game::fixed(lang, Fixed::TooFast);
        answer(&here, &Reply::error(too_fast), &asker).await;
        return;
    }
    // Users named in the command: by id (`@bob:example.org`), or by the display name of a
    // user the message mentions (a pill).
    let mut known: HashMap<String, User> = HashMap::new();
    let mentioned = event
        .content
        .mentions
        .as_ref()
        .map(|m| m.user_ids.iter().cloned().collect::<Vec<_>>())
        .unwrap_or_default();
    let typed = line.split_whitespace().filter_map(|w| {
        let w = w
            .split_once(':')
            .filter(|(k, _)| !k.starts_with('@'))
            .map_or(w, |(_, v)| v);
        UserId::parse(w).ok()
    });
    for id in mentioned.into_iter().chain(typed.collect::<Vec<_>>()) {
        let user = super::player(room, &id).await;
        known.insert(user.name.to_lowercase(), user.clone());
        known.insert(id.to_string(), user);
    }
    let resolve = |word: &str| {
        known
            .get(word)
            .or_else(|| known.get(&word.to_lowercase()))
            .cloned()
    };
    let rooms = teams::rooms_named(&room.client(), room, &line).await;
    let room_named = |word: &str| rooms.get(word).cloned();
    let mut command = parse_command_with(&line, &resolve, &room_named, &state.bot);
    match &mut command {
        Ok(Command::TeamChallenge(terms)) => terms.team_name = teams::team_name(room).await,
        Ok(Command::Tournament(t)) => {
            t.may_organise = tournaments::may_moderate(room, &event.sender).await;
        }
        Ok(
            Command::PuzzleDaily { may_moderate, .. }
            | Command::BoardWidget { may_moderate, .. }
            | Command::Adjudicate { may_moderate, .. }
            | Command::Language { may_moderate, .. },
        ) => {
            *may_moderate = tournaments::may_moderate(room, &event.sender).await;
        }
        _ => {}
    }
    let sent_at = Time::from_unix(i64::from(event.origin_server_ts.as_secs()));
    carry_out(state, &here, &asker, actor, command, sent_at, false).await;
}
