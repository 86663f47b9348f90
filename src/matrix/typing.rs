//! "Kibitz is typing" while it thinks: about its move in a game against it, or through an
//! analysis. Matrix shows typing per room, for a few seconds at a time, so it is said again
//! every few seconds until the thinking is done (or a minute has passed).

use matrix_sdk::ruma::OwnedRoomId;
use matrix_sdk::Room;
use std::collections::HashMap;
use std::sync::{Mutex, OnceLock, PoisonError};
use std::time::Duration;

/// How often typing is said again (matrix-sdk says it for 4 s at a time).
const AGAIN_EVERY: Duration = Duration::from_secs(3);
/// The longest Kibitz is shown typing for one thought.
const AT_MOST: Duration = Duration::from_secs(60);

/// The rooms where Kibitz is shown thinking, each with how many thoughts are under way.
fn thinking() -> &'static Mutex<HashMap<OwnedRoomId, usize>> {
    static THINKING: OnceLock<Mutex<HashMap<OwnedRoomId, usize>>> = OnceLock::new();
    THINKING.get_or_init(Mutex::default)
}

fn under_way(room: &OwnedRoomId) -> bool {
    let thinking = thinking().lock().unwrap_or_else(PoisonError::into_inner);
    thinking.get(room).is_some_and(|&n| n > 0)
}

/// Shows Kibitz typing in `room` until [`done`] is called for it as often.
pub fn start(room: &Room) {
    let id = room.room_id().to_owned();
    {
        let mut thinking = thinking().lock().unwrap_or_else(PoisonError::into_inner);
        let count = thinking.entry(id.clone()).or_default();
        *count += 1;
        if *count > 1 {
            return; // already shown
        }
    }
    let room = room.clone();
    tokio::spawn(async move {
        let started = tokio::time::Instant::now();
        while under_way(&id) && started.elapsed() < AT_MOST {
            if let Err(e) = room.typing_notice(true).await {
                tracing::debug!(error = %e, "could not show typing");
            }
            tokio::time::sleep(AGAIN_EVERY).await;
        }
    });
}

/// Says one thought in `room` is done; typing stops when none is left.
pub async fn done(room: &Room) {
    let last = {
        let mut thinking = thinking().lock().unwrap_or_else(PoisonError::into_inner);
        match thinking.get_mut(room.room_id()) {
            Some(count) if *count > 1 => {
                *count -= 1;
                false
            }
            Some(_) => {
                thinking.remove(room.room_id());
                true
            }
            None => false,
        }
    };
    if last {
        if let Err(e) = room.typing_notice(false).await {
            tracing::debug!(error = %e, "could not stop typing");
        }
    }
}
