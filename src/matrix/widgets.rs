//! The board as a widget of a room (`board widget on|off`): the state event Element reads to
//! show a page in the room (`im.vector.modular.widgets`, MSC1236), written by Kibitz with the
//! address the game layer gave; an empty one removes it.

use crate::game::RoomWidget;
use matrix_sdk::Room;

/// The widget's state key and id: one board widget per room.
const WIDGET_ID: &str = "kibitz";

/// Writes `widget` into `room`'s state.
///
/// # Errors
/// When the homeserver refuses (Kibitz may lack the power to change the room's state).
pub async fn apply(room: &Room, widget: &RoomWidget) -> anyhow::Result<()> {
    let content = match widget {
        RoomWidget::Add { url } => serde_json::json!({
            "type": "m.custom",
            "url": url,
            "name": "Kibitz",
            "id": WIDGET_ID,
            "creatorUserId": room.own_user_id(),
            "waitForIframeLoad": true,
            "data": {},
        }),
        RoomWidget::Remove => serde_json::json!({}),
    };
    room.send_state_event_raw("im.vector.modular.widgets", WIDGET_ID, content)
        .await?;
    Ok(())
}
