//! A team's tally in one message per vote: sent with the first vote, then replaced
//! (`m.replace`) as votes come, at most every [`EDIT_EVERY`] and once more when the vote
//! closes (see [`crate::edits`]).

use super::message::{edit_text, send_text};
use crate::edits::{Edited, Messenger};
use crate::game::{GameId, Reply, TallyRef};
use matrix_sdk::ruma::{OwnedEventId, OwnedRoomId};
use matrix_sdk::{Client, Room};
use std::time::Duration;

/// The least time between two edits of a tally: homeservers limit how fast a user may send.
pub const EDIT_EVERY: Duration = Duration::from_secs(2);

/// The tally messages of this process.
pub type Tallies = Edited<TallyMessages>;

/// Sends and replaces tallies, by room and vote.
#[derive(Clone)]
pub struct TallyMessages(Client);

pub fn tallies(client: Client) -> Tallies {
    Edited::new(TallyMessages(client), EDIT_EVERY)
}

/// Shows `reply`, the tally `tally` refers to, in `room`.
pub fn show_tally(tallies: &Tallies, room: &Room, tally: &TallyRef, reply: &Reply) {
    let key = (room.room_id().to_owned(), tally.game, tally.ply);
    tallies.show(key, reply.clone(), tally.closed);
}

impl TallyMessages {
    fn room(&self, key: &(OwnedRoomId, GameId, u32)) -> Option<Room> {
        self.0.get_room(&key.0)
    }
}

impl Messenger for TallyMessages {
    type Key = (OwnedRoomId, GameId, u32);
    type Content = Reply;
    type Posted = OwnedEventId;

    async fn post(&self, key: &Self::Key, reply: Reply) -> Option<OwnedEventId> {
        let room = self.room(key)?;
        match send_text(&room, &reply).await {
            Ok(sent) => Some(sent),
            Err(e) => {
                tracing::warn!(error = %e, room = %key.0, "could not send a tally");
                None
            }
        }
    }

    async fn edit(&self, key: &Self::Key, message: &OwnedEventId, reply: Reply) {
        let Some(room) = self.room(key) else {
            return;
        };
        if let Err(e) = edit_text(&room, message, &reply).await {
            tracing::warn!(error = %e, room = %key.0, "could not edit a tally");
        }
    }
}
