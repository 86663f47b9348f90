//! A thread per game: where a message goes (a room's main timeline, or a thread rooted at a
//! game's first board, `m.thread`), the channel each is for the game layer (a thread is a
//! channel within its room's), and the relation a message sent there carries. Clients without
//! threads see the reply fallback: each message in a thread answers the latest one Kibitz
//! knows there.

use crate::game::{ChannelId, Platform};
use matrix_sdk::ruma::events::relation::{InReplyTo, Reply, Thread};
use matrix_sdk::ruma::events::room::message::{Relation, RoomMessageEventContentWithoutRelation};
use matrix_sdk::ruma::{EventId, OwnedEventId, RoomId};
use matrix_sdk::{Client, Room};
use std::collections::HashMap;
use std::sync::{Mutex, OnceLock, PoisonError};

/// Where a message goes: a room, or a thread in it (by its root message).
#[derive(Clone, Debug)]
pub struct Place {
    pub room: Room,
    pub thread: Option<OwnedEventId>,
}

impl Place {
    /// A room's main timeline.
    pub fn room(room: &Room) -> Place {
        Place {
            room: room.clone(),
            thread: None,
        }
    }

    /// The channel this place is for the game layer.
    pub fn channel(&self) -> ChannelId {
        let room = ChannelId::new(Platform::Matrix, self.room.room_id().as_str());
        match &self.thread {
            Some(root) => ChannelId::within(&room, root.as_str()),
            None => room,
        }
    }

    /// The relation of a message sent here: in the thread (answering `answering` if given,
    /// else with the fallback to its latest message), or as a reply to `answering`.
    pub fn relation(
        &self,
        answering: Option<&EventId>,
    ) -> Option<Relation<RoomMessageEventContentWithoutRelation>> {
        match (&self.thread, answering) {
            (Some(root), Some(to)) => {
                Some(Relation::Thread(Thread::reply(root.clone(), to.to_owned())))
            }
            (Some(root), None) => Some(Relation::Thread(Thread::plain(root.clone(), latest(root)))),
            (None, Some(to)) => Some(Relation::Reply(Reply::new(InReplyTo::new(to.to_owned())))),
            (None, None) => None,
        }
    }
}

/// The place `channel` is, if it is a Matrix room Kibitz knows or a thread in one.
pub fn place_of(client: &Client, channel: &ChannelId) -> Option<Place> {
    if channel.platform() != Platform::Matrix {
        return None;
    }
    let (room, thread) = match channel.within_parent() {
        Some((room, root)) => (room, Some(EventId::parse(root).ok()?)),
        None => (channel.clone(), None),
    };
    let room = client.get_room(&RoomId::parse(room.key()).ok()?)?;
    Some(Place { room, thread })
}

/// The latest message seen in each thread (a bounded map: a thread forgotten falls back to
/// its root, which clients show as well).
fn latest_messages() -> &'static Mutex<HashMap<OwnedEventId, OwnedEventId>> {
    static LATEST: OnceLock<Mutex<HashMap<OwnedEventId, OwnedEventId>>> = OnceLock::new();
    LATEST.get_or_init(Mutex::default)
}

/// How many threads' latest messages are remembered.
const REMEMBERED_THREADS: usize = 10_000;

/// The latest message Kibitz knows in the thread rooted at `root` (the root itself if none).
fn latest(root: &OwnedEventId) -> OwnedEventId {
    let latest = latest_messages()
        .lock()
        .unwrap_or_else(PoisonError::into_inner);
    latest.get(root).cloned().unwrap_or_else(|| root.clone())
}

/// Notes `message` as the latest in the thread rooted at `root`.
pub fn seen(root: &EventId, message: &EventId) {
    let mut latest = latest_messages()
        .lock()
        .unwrap_or_else(PoisonError::into_inner);
    if latest.len() >= REMEMBERED_THREADS && !latest.contains_key(root) {
        latest.clear();
    }
    latest.insert(root.to_owned(), message.to_owned());
}
