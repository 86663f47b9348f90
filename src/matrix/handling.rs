//! What arrives in a sync: commands (typed with the prefix, or addressed to Kibitz by name or
//! pill) and reactions, handled room by room in the order they came, each carried out at its
//! place (the room, or the game's thread it was sent in) and answered there.

use super::message::{send, Answering};
use super::threads::{self, place_of, Place};
use super::{direct, reactions, server_key, teams, tournaments, typing, State};
use crate::chat::parse_command_with;
use crate::game::{Command, Delivery, Reply, User};
use matrix_sdk::event_handler::Ctx;
use matrix_sdk::ruma::events::reaction::OriginalSyncReactionEvent;
use matrix_sdk::ruma::events::room::message::{
    MessageType, OriginalSyncRoomMessageEvent, Relation,
};
use matrix_sdk::ruma::{OwnedRoomId, UserId};
use matrix_sdk::{Client, Room, RoomState};
use std::collections::HashMap;
use std::sync::PoisonError;

/// A message or reaction of a sync, to handle once the whole sync is in.
pub enum Incoming {
    Command(OriginalSyncRoomMessageEvent),
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
    if let Some(Relation::Thread(thread)) = &event.content.relates_to {
        threads::seen(&thread.event_id, &event.event_id);
    }
    if command_line(&state, &room, &event).await.is_none() {
        return;
    }
    state.incoming(room, Incoming::Command(event));
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
                        Incoming::Command(event) => handle_command(&state, &room, &event).await,
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
async fn handle_command(state: &State, room: &Room, event: &OriginalSyncRoomMessageEvent) {
    let Some(line) = command_line(state, room, event).await else {
        return;
    };
    let here = Place {
        room: room.clone(),
        thread: match &event.content.relates_to {
            Some(Relation::Thread(thread)) => Some(thread.event_id.clone()),
            _ => None,
        },
    };
    let asker = Answering {
        event: event.event_id.clone(),
        sender: event.sender.clone(),
    };
    let actor = super::player(room, &event.sender).await;
    if !state.limits.allow(actor.id.stored()) {
        let refusal = Reply::error(crate::limits::TOO_FAST);
        if let Err(e) = send(&here, &refusal, Some(&asker)).await {
            tracing::warn!(error = %e, "could not answer");
        }
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
    let mut command = parse_command_with(&line, &resolve, &room_named, &state.bot)
        .map_err(|usage| usage.to_string());
    match &mut command {
        Ok(Command::TeamChallenge(terms)) => terms.team_name = teams::team_name(room).await,
        Ok(Command::Tournament(t)) => {
            t.may_organise = tournaments::may_organise(room, &event.sender).await;
        }
        Ok(Command::PuzzleDaily { may_moderate, .. }) => {
            *may_moderate = tournaments::may_organise(room, &event.sender).await;
        }
        _ => {}
    }
    let sent_at = i64::from(event.origin_server_ts.as_secs());
    carry_out(state, &here, &asker, actor, command, sent_at, false).await;
}

/// Carries out `command` of `actor`, sent at `here` by the message `asker` (a command, or a
/// reaction when `quiet`: then a refusal is not answered), and answers it: where the game it
/// acts on is played, a game begun in a room moved into the thread of its first board.
/// Whether it was carried out.
pub async fn carry_out(
    state: &State,
    here: &Place,
    asker: &Answering,
    actor: User,
    command: Result<Command, String>,
    sent_at: i64,
    quiet: bool,
) -> bool {
    let room = &here.room;
    let client = room.client();
    // A command about a game, from the room where the sender plays in one thread: there.
    let place = match &command {
        Ok(command) => {
            let (service, actor, channel, command) = (
                state.service.clone(),
                actor.clone(),
                here.channel(),
                command.clone(),
            );
            let placed =
                tokio::task::spawn_blocking(move || service.place_for(&actor, &channel, &command))
                    .await
                    .unwrap_or_else(|e| Err(crate::game::failed(e)));
            match placed {
                Ok(channel) => place_of(&client, &channel).unwrap_or_else(|| here.clone()),
                Err(refusal) => {
                    if !quiet {
                        answer(here, &refusal, asker).await;
                    }
                    return false;
                }
            }
        }
        Err(_) => here.clone(),
    };
    // A player's conditional moves are theirs alone, and Matrix has no private replies in a
    // room: where others read along, their answers go to the direct room. (Only they depend on
    // who reads along, so the room's members are read for them alone.)
    let secret = matches!(command, Ok(Command::Premove { .. }));
    let in_public = secret && read_by_others(room).await;
    let starts = starts_a_game(&command) && place.thread.is_none();
    let delivery = Delivery {
        event_id: asker.event.to_string(),
        sent_at,
        server: Some(server_key(room, &asker.sender).await),
        in_public,
    };
    // An analysis takes a while: Kibitz is shown thinking meanwhile.
    let analysis = matches!(command, Ok(Command::Analysis(_)));
    if analysis {
        typing::start(room);
    }
    let (service, channel) = (state.service.clone(), place.channel());
    let handled = {
        let (delivery, channel) = (delivery.clone(), channel.clone());
        tokio::task::spawn_blocking(move || {
            service.handle_delivered(&delivery, &actor, &channel, command)
        })
        .await
        .unwrap_or_else(|e| Some(crate::game::failed(e)))
    };
    if analysis {
        typing::done(room).await;
    }
    let Some(reply) = handled else {
        return false; // handled and answered before a restart
    };
    if reply.error && quiet {
        state.service.answered(&delivery);
        return false;
    }
    // A refusal answers the command where it was sent; the rest goes where the game is.
    let (place, answering) = if reply.error || place.thread == here.thread {
        (here.clone(), Some(asker))
    } else {
        (place, None)
    };
    let mut shown_at = place.clone();
    let sent = if secret && in_public && !reply.error {
        answer_privately(here, &reply, asker).await
    } else {
        match send(&place, &reply, answering).await {
            Ok(first) => {
                if starts && !reply.error {
                    shown_at = into_thread(state, &place, &reply, first).await;
                }
                Ok(())
            }
            Err(e) => Err(e),
        }
    };
    direct::extras(&client, &state.tallies, &shown_at, &reply).await;
    if reply.last().game.as_ref().is_some_and(|g| g.bot_to_move()) {
        typing::start(room); // until its move is posted
    }
    state.service.replied(&reply);
    match sent {
        Ok(()) => {
            let service = state.service.clone();
            tokio::task::spawn_blocking(move || service.answered(&delivery))
                .await
                .ok();
        }
        Err(e) => tracing::warn!(error = %e, room = %room.room_id(), "could not answer"),
    }
    !reply.error
}

/// Whether `command` may begin a game at once (an accepted challenge, a game against the bot).
fn starts_a_game(command: &Result<Command, String>) -> bool {
    matches!(command, Ok(Command::Accept(_) | Command::Challenge { .. }))
}

/// The game `reply` began, its first board shown at `place` as message `first`, moved into the
/// thread rooted there (not a team's game: its members vote in the room itself): the place
/// where what follows goes.
async fn into_thread(
    state: &State,
    place: &Place,
    reply: &Reply,
    first: matrix_sdk::ruma::OwnedEventId,
) -> Place {
    let Some(game) = reply
        .game
        .as_ref()
        .filter(|g| g.ply == 0 && !g.finished && !g.white.id.is_team() && !g.black.id.is_team())
    else {
        return place.clone();
    };
    let thread = Place {
        room: place.room.clone(),
        thread: Some(first),
    };
    let (service, id, from, to) = (
        state.service.clone(),
        game.id,
        place.channel(),
        thread.channel(),
    );
    let moved = tokio::task::spawn_blocking(move || service.into_thread(id, &from, &to))
        .await
        .unwrap_or(false);
    if moved {
        thread
    } else {
        place.clone()
    }
}

/// Sends `reply` at `here` in answer to `asker`, logging a failure.
pub async fn answer(here: &Place, reply: &Reply, asker: &Answering) {
    if let Err(e) = send(here, reply, Some(asker)).await {
        tracing::warn!(error = %e, "could not answer");
    }
}

/// Whether others than the sender and Kibitz are in the room (joined or invited), by the
/// members Kibitz knows; when that cannot be told, it is taken that others read along.
async fn read_by_others(room: &Room) -> bool {
    room.members_no_sync(matrix_sdk::RoomMemberships::ACTIVE)
        .await
        .map_or(true, |members| members.len() > 2)
}

/// A reply for the asker alone, asked for in a room others read: it goes to the direct room
/// shared with the asker, and the room is told where it went.
async fn answer_privately(here: &Place, reply: &Reply, asked: &Answering) -> anyhow::Result<()> {
    direct::send_directly(&here.room.client(), &asked.sender, reply).await?;
    // Marked as an error only so that it goes as a reply to the asker's message.
    let pointer = Reply::error(crate::game::SENT_TO_DIRECT_ROOM);
    send(here, &pointer, Some(asked)).await?;
    Ok(())
}
