//! Spaces: a room's parent space (`m.space.parent`), whose rooms share a leaderboard and
//! tournaments as a Discord server's channels do.

use matrix_sdk::deserialized_responses::SyncOrStrippedState;
use matrix_sdk::ruma::events::space::parent::SpaceParentEventContent;
use matrix_sdk::ruma::events::SyncStateEvent;
use matrix_sdk::ruma::OwnedRoomId;
use matrix_sdk::Room;

/// The space `room` names as its parent: the canonical one if it names several (else the
/// first by id), among those with a way to reach them (`via`, as the specification asks).
pub async fn parent_space(room: &Room) -> Option<OwnedRoomId> {
    let events = room
        .get_state_events_static::<SpaceParentEventContent>()
        .await
        .ok()?;
    let mut parents: Vec<(bool, OwnedRoomId)> = events
        .into_iter()
        .filter_map(|raw| match raw.deserialize().ok()? {
            SyncOrStrippedState::Sync(SyncStateEvent::Original(event)) => {
                (!event.content.via.is_empty())
                    .then_some((event.content.canonical, event.state_key))
            }
            _ => None,
        })
        .collect();
    // Canonical first, then by id: the same parent whichever order the events came in.
    parents.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| a.1.cmp(&b.1)));
    parents.into_iter().next().map(|(_, id)| id)
}
