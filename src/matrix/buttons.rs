//! The reactions Kibitz offers as buttons under its messages, by what each message is for
//! (its marker, see [`super::message::MARKER`]).

use matrix_sdk::ruma::events::reaction::ReactionEventContent;
use matrix_sdk::ruma::events::relation::Annotation;
use matrix_sdk::ruma::EventId;
use matrix_sdk::Room;
use serde_json::Value;

pub const ACCEPT: &str = "✅";
pub const DECLINE: &str = "❌";
pub const DRAW: &str = "🤝";
pub const RESIGN: &str = "🏳️";

/// The reactions Kibitz puts under a message marked `marker`: what may be pressed there.
pub fn offered(marker: &Value) -> &'static [&'static str] {
    if marker.get("challenge").is_some() {
        &[ACCEPT, DECLINE]
    } else if marker.get("game").is_some() {
        &[DRAW, RESIGN]
    } else if marker.get("resign").is_some() {
        &[RESIGN]
    } else {
        &[]
    }
}

/// Reacts to message `event` in `room` with `keys`, in the background (nothing waits for it).
pub fn react(room: &Room, event: &EventId, keys: &'static [&'static str]) {
    if keys.is_empty() {
        return;
    }
    let (room, event) = (room.clone(), event.to_owned());
    tokio::spawn(async move {
        for key in keys {
            let content = ReactionEventContent::new(Annotation::new(event.clone(), (*key).into()));
            if let Err(e) = room.send(content).await {
                tracing::info!(error = %e, "could not react to a message");
            }
        }
    });
}

/// The same key, whatever variation selector the client sent (🏳 and 🏳️ alike).
pub fn same(key: &str, expected: &str) -> bool {
    key.trim_end_matches('\u{fe0f}') == expected.trim_end_matches('\u{fe0f}')
}
