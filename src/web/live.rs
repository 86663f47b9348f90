//! Pages that follow a game or tournament as it goes on: Server-Sent Events, one `changed`
//! event each time what the page shows changes. Every open page of one game (or tournament)
//! shares one watcher, which reads the page's version when the service says something changed
//! (in this process, or in another one sharing a PostgreSQL database), and at least every so
//! often (see [`Hub::new`]), and hands a new version to all those pages at once: a thousand
//! watchers of a tournament's top board cost one read per change, as one watcher does.

use crate::game::Unavailable;
use axum::response::sse::{Event, KeepAlive, Sse};
use futures_util::stream::{self, Stream};
use std::collections::HashMap;
use std::convert::Infallible;
use std::sync::{Arc, Mutex, PoisonError, Weak};
use std::time::Duration;
use tokio::sync::watch;

/// How often a followed page's version is read when no change may go untold (PostgreSQL,
/// whose processes tell each other), and when one may (SQLite: a change is told only within
/// its process).
const EVERY_WITH_NOTICES: Duration = Duration::from_secs(5);
const EVERY_WITHOUT: Duration = Duration::from_millis(250);

/// The watchers of the pages followed now, by page.
pub(super) struct Hub {
    followed: Mutex<HashMap<String, Weak<watch::Sender<u64>>>>,
    changes: watch::Receiver<u64>,
    every: Duration,
}

impl Hub {
    /// Watchers woken by `changes`; `told` when every process tells its changes (the pages
    /// are then read seldom otherwise).
    pub(super) fn new(changes: watch::Receiver<u64>, told: bool) -> Hub {
        Hub {
            followed: Mutex::default(),
            changes,
            every: if told {
                EVERY_WITH_NOTICES
            } else {
                EVERY_WITHOUT
            },
        }
    }

    /// The events of one more page `page`, whose version is `now`: `ready`, then `changed`
    /// each time `version` (read on a blocking thread) reads otherwise. The stream ends when
    /// the page is gone (no version).
    pub(super) fn follow(
        self: &Arc<Hub>,
        page: String,
        now: u64,
        version: impl Fn() -> Result<Option<u64>, Unavailable> + Send + Sync + 'static,
    ) -> Sse<impl Stream<Item = Result<Event, Infallible>>> {
        let versions = self.watch(page, now, version);
        let events = stream::unfold((versions, true), |(mut versions, first)| async move {
            if !first {
                versions.changed().await.ok()?;
            }
            let version = *versions.borrow_and_update();
            let kind = if first { "ready" } else { "changed" };
            let event = Event::default().event(kind).data(version.to_string());
            Some((Ok(event), (versions, false)))
        });
        Sse::new(events).keep_alive(KeepAlive::default())
    }

    /// The versions of `page`, from its watcher (started now if it has none).
    fn watch(
        self: &Arc<Hub>,
        page: String,
        now: u64,
        version: impl Fn() -> Result<Option<u64>, Unavailable> + Send + Sync + 'static,
    ) -> watch::Receiver<u64> {
        let mut followed = self.followed.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(watcher) = followed.get(&page).and_then(Weak::upgrade) {
            return watcher.subscribe();
        }
        let (sender, versions) = watch::channel(now);
        let sender = Arc::new(sender);
        followed.insert(page.clone(), Arc::downgrade(&sender));
        let (hub, version) = (self.clone(), Arc::new(version));
        tokio::spawn(async move { hub.keep_watching(page, &sender, version).await });
        versions
    }

    /// Reads `page`'s version on every change told and every [`Hub::every`], and hands it on
    /// when it moved, until no page follows it (or it is gone).
    async fn keep_watching(
        &self,
        page: String,
        sender: &watch::Sender<u64>,
        version: Arc<impl Fn() -> Result<Option<u64>, Unavailable> + Send + Sync + 'static>,
    ) {
        let mut changes = self.changes.clone();
        loop {
            tokio::select! {
                told = changes.changed() => {
                    if told.is_err() {
                        // The service is gone: read on the clock alone.
                        changes = watch::channel(0).1;
                    }
                }
                () = tokio::time::sleep(self.every) => {}
            }
            // Under the lock, so that no page subscribes to a watcher about to end.
            {
                let mut followed = self.followed.lock().unwrap_or_else(PoisonError::into_inner);
                if sender.receiver_count() == 0 {
                    followed.remove(&page);
                    return;
                }
            }
            let read = version.clone();
            match tokio::task::spawn_blocking(move || read()).await {
                Ok(Ok(Some(now))) => {
                    sender.send_if_modified(|seen| std::mem::replace(seen, now) != now);
                }
                // A page that is gone: its watchers' streams end.
                Ok(Ok(None)) => {
                    self.followed
                        .lock()
                        .unwrap_or_else(PoisonError::into_inner)
                        .remove(&page);
                    return;
                }
                // The database failed this time: the next change or tick tries again.
                Ok(Err(Unavailable)) | Err(_) => {}
            }
        }
    }
}
