//! Pages that follow a game or tournament as it goes on: Server-Sent Events, one `changed`
//! event each time what the page shows changes (read from the database every
//! [`EVERY`], so that a move made by another process sharing it shows too).

use axum::response::sse::{Event, KeepAlive, Sse};
use futures_util::stream::{self, Stream};
use std::convert::Infallible;
use std::time::Duration;

/// How often a followed page's version is read.
const EVERY: Duration = Duration::from_millis(250);

/// Events each time `version` (read on a blocking thread) changes from what it was when the
/// stream began; the stream ends when the page is gone.
pub(super) fn changes(
    version: impl Fn() -> Option<u64> + Send + Sync + Clone + 'static,
) -> Sse<impl Stream<Item = Result<Event, Infallible>>> {
    let read = move || {
        let version = version.clone();
        async move { tokio::task::spawn_blocking(version).await.ok().flatten() }
    };
    let events = stream::unfold((None, read), |(seen, read)| async move {
        loop {
            let now = read().await?;
            match seen {
                None => {
                    let first = Event::default().event("ready").data(now.to_string());
                    return Some((Ok(first), (Some(now), read)));
                }
                Some(before) if before != now => {
                    let changed = Event::default().event("changed").data(now.to_string());
                    return Some((Ok(changed), (Some(now), read)));
                }
                Some(_) => tokio::time::sleep(EVERY).await,
            }
        }
    });
    Sse::new(events).keep_alive(KeepAlive::default())
}
