//! Reactions as buttons. Kibitz reacts to its own messages with what may be pressed: ✅ and
//! ❌ under a challenge (accept, decline), 🤝 and 🏳️ under a game's board (offer or accept a
//! draw; resign, confirmed by 🏳️ on the question that follows). Each message says what it is
//! for under [`MARKER`], so a reaction is understood whenever it comes. Reactions that count
//! for nothing (by others than the players, on other messages, refused) are never answered;
//! Kibitz removes them where the room lets it.

use super::buttons::{same, ACCEPT, DECLINE, DRAW, RESIGN};
use super::carry::carry_out;
use super::message::{send_marked, Answering, MARKER};
use super::threads::{place_of, Place};
use super::State;
use crate::game::{Answer, ChallengeId, ChallengePick, Command, Fixed, GameId, Reply, Time};
use matrix_sdk::ruma::events::reaction::OriginalSyncReactionEvent;
use matrix_sdk::ruma::events::relation::Annotation;
use matrix_sdk::ruma::{EventId, OwnedEventId};
use matrix_sdk::Room;
use serde_json::Value;

/// What a reaction is, read from the message it reacts to.
enum Reading {
    Pressed(Box<Pressed>),
    /// A button's key pressed by someone it is not for, or on a message it does nothing on.
    CountsForNothing,
    /// Any other reaction (to someone's message, or an emoji that is no button): left alone.
    NotAButton,
}

/// What a pressed button asks for: the command, and where.
enum Pressed {
    Command(Place, Command),
    /// 🏳️ under a game's board: the question that confirms it, asked there.
    AskToResign(Place, GameId),
}

/// Handles a reaction: carries out what it presses, or removes it.
pub async fn handle(state: &State, room: &Room, event: &OriginalSyncReactionEvent) {
    let Annotation { event_id, key, .. } = &event.content.relates_to;
    let pressed = match read(state, room, event_id, key, event.sender.as_str()).await {
        Reading::Pressed(pressed) => *pressed,
        Reading::CountsForNothing => {
            remove(room, &event.event_id).await;
            return;
        }
        Reading::NotAButton => return,
    };
    let asker = Answering {
        event: event.event_id.clone(),
        sender: event.sender.clone(),
    };
    let actor = super::player(room, &event.sender).await;
    if !state.limits.allow(actor.id.stored()) {
        return;
    }
    let done = match pressed {
        Pressed::Command(place, command) => {
            let sent_at = Time::from_unix(i64::from(event.origin_server_ts.as_secs()));
            carry_out(state, &place, &asker, actor, Ok(command), sent_at, true).await
        }
        Pressed::AskToResign(place, game) => {
            let lang = super::carry::language(state, &actor.id, &place).await;
            let question = crate::game::fixed(lang, Fixed::ResignQuestion);
            let question = Reply::mentioning(question, vec![actor.id.clone()]);
            let marker = serde_json::json!({ "resign": game.0, "player": event.sender.as_str() });
            if let Err(e) = send_marked(&place, &question, marker).await {
                tracing::warn!(error = %e, "could not ask to confirm a resignation");
            }
            true
        }
    };
    if !done {
        remove(room, &event.event_id).await;
    }
}

/// What reacting `key` to message `target` is, for `reactor`.
async fn read(
    state: &State,
    room: &Room,
    target: &OwnedEventId,
    key: &str,
    reactor: &str,
) -> Reading {
    let buttons = [ACCEPT, DECLINE, DRAW, RESIGN];
    if !buttons.iter().any(|b| same(key, b)) {
        return Reading::NotAButton;
    }
    let Ok(event) = room.load_or_fetch_event(target, None).await else {
        return Reading::NotAButton;
    };
    let Ok(raw) = event.raw().deserialize_as_unchecked::<Value>() else {
        return Reading::NotAButton;
    };
    if raw.get("sender").and_then(Value::as_str) != Some(room.own_user_id().as_str()) {
        return Reading::NotAButton;
    }
    let content = raw.get("content").cloned().unwrap_or_default();
    let Some(marker) = content.get(MARKER) else {
        return Reading::CountsForNothing;
    };
    // Where the message was sent: its thread, or the room.
    let thread = content
        .get("m.relates_to")
        .filter(|r| r.get("rel_type").and_then(Value::as_str) == Some("m.thread"))
        .and_then(|r| r.get("event_id")?.as_str())
        .and_then(|id| EventId::parse(id).ok());
    let at = Place {
        room: room.clone(),
        thread,
    };
    pressed(state, at, marker, key, reactor)
        .await
        .map_or(Reading::CountsForNothing, |p| Reading::Pressed(Box::new(p)))
}

/// What pressing `key` on a message marked `marker`, sent `at`, asks for, for `reactor`.
async fn pressed(
    state: &State,
    at: Place,
    marker: &Value,
    key: &str,
    reactor: &str,
) -> Option<Pressed> {
    if let Some(id) = marker.get("challenge").and_then(Value::as_i64) {
        let pick = Some(ChallengePick::Id(ChallengeId(id)));
        let command = if same(key, ACCEPT) {
            Command::Accept(pick)
        } else if same(key, DECLINE) {
            Command::Decline(pick)
        } else {
            return None;
        };
        return Some(Pressed::Command(at, command));
    }
    let room = &at.room;
    if let Some(id) = marker.get("game").and_then(Value::as_i64) {
        let plays = marker
            .get("players")
            .and_then(Value::as_array)
            .is_some_and(|p| p.iter().any(|p| p.as_str() == Some(reactor)));
        if !plays {
            return None;
        }
        let place = where_played(state, room, GameId(id)).await?;
        return if same(key, DRAW) {
            Some(Pressed::Command(place, Command::Draw(Answer::Offer)))
        } else {
            same(key, RESIGN).then_some(Pressed::AskToResign(place, GameId(id)))
        };
    }
    let id = marker.get("resign").and_then(Value::as_i64)?;
    let asked = marker.get("player").and_then(Value::as_str) == Some(reactor);
    if !asked || !same(key, RESIGN) {
        return None;
    }
    let place = where_played(state, room, GameId(id)).await?;
    Some(Pressed::Command(place, Command::Resign))
}

/// The place where game `game` is played now, if in `room` (a board in the room's timeline
/// may be that of a game since moved into its thread).
async fn where_played(state: &State, room: &Room, game: GameId) -> Option<Place> {
    let commands = state.commands.clone();
    let channel = tokio::task::spawn_blocking(move || commands.where_played(game))
        .await
        .ok()??;
    place_of(&room.client(), &channel).filter(|p| p.room.room_id() == room.room_id())
}

/// Removes a reaction that counts for nothing, if the room lets Kibitz (a moderator's right).
async fn remove(room: &Room, reaction: &EventId) {
    if let Err(e) = room.redact(reaction, None, None).await {
        tracing::debug!(error = %e, "could not remove a reaction");
    }
}
