//! A message kept up to date by editing it, for the adapters (a team's tally): the first
//! content is posted, later ones replace it at most once every `every` however fast they come
//! (chat platforms limit how often a message may be edited, and a vote of a thousand members
//! would otherwise be a thousand edits), the latest winning, and the last one always shown.
//! What each message should show is kept here; one task per message sends it when it may.
//! Imports nothing of ours.

use std::collections::HashMap;
use std::future::Future;
use std::hash::Hash;
use std::sync::{Arc, Mutex, MutexGuard};
use tokio::time::{Duration, Instant};

/// How long a message is remembered after its last content: a content that was on its way
/// when the last one came does not undo it, and an open message is found again.
const KEEP_LAST: Duration = Duration::from_secs(600);
const KEEP_OPEN: Duration = Duration::from_secs(4 * 24 * 3600);

/// How a platform posts and edits messages.
pub trait Messenger: Clone + Send + Sync + 'static {
    /// Which message: where it is and what it is about.
    type Key: Clone + Eq + Hash + Send + Sync + 'static;
    type Content: Send + 'static;
    /// A message once posted, as its edits name it.
    type Posted: Clone + Send + 'static;

    /// Posts `content` as a new message; `None` if it could not be (the next content is
    /// posted anew).
    fn post(
        &self,
        key: &Self::Key,
        content: Self::Content,
    ) -> impl Future<Output = Option<Self::Posted>> + Send;

    /// Replaces the content of `message`.
    fn edit(
        &self,
        key: &Self::Key,
        message: &Self::Posted,
        content: Self::Content,
    ) -> impl Future<Output = ()> + Send;
}

/// The messages of one kind kept up to date by this process.
pub struct Edited<M: Messenger> {
    messenger: M,
    every: Duration,
    slots: Arc<Mutex<HashMap<M::Key, Slot<M>>>>,
}

impl<M: Messenger> Clone for Edited<M> {
    fn clone(&self) -> Self {
        Edited {
            messenger: self.messenger.clone(),
            every: self.every,
            slots: self.slots.clone(),
        }
    }
}

struct Slot<M: Messenger> {
    /// `None` until the first post is out.
    message: Option<M::Posted>,
    /// The content to show that is not shown yet (the latest; those before it are dropped).
    pending: Option<M::Content>,
    /// When the next edit may be sent.
    next_edit: Instant,
    /// A task is sending this message's contents.
    sending: bool,
    /// The last content has come.
    ended: bool,
    touched: Instant,
}

enum Next<M: Messenger> {
    Done,
    Wait(Instant),
    Post(M::Content),
    Edit(M::Posted, M::Content),
}

impl<M: Messenger> Edited<M> {
    /// Messages sent by `messenger`, edited at most once every `every`.
    pub fn new(messenger: M, every: Duration) -> Edited<M> {
        Edited {
            messenger,
            every,
            slots: Arc::default(),
        }
    }

    fn slots(&self) -> MutexGuard<'_, HashMap<M::Key, Slot<M>>> {
        // A panic while holding the lock leaves nothing half-written: the map stays usable.
        self.slots.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Shows `content` in the message of `key`: posted if there is none yet, else in place of
    /// what it shows when it may next be edited. `last`: no content comes after this one (one
    /// that does is dropped). Returns at once; must be called within a tokio runtime.
    pub fn show(&self, key: M::Key, content: M::Content, last: bool) {
        let now = Instant::now();
        let mut slots = self.slots();
        slots.retain(|_, s| {
            let keep = if s.ended { KEEP_LAST } else { KEEP_OPEN };
            s.sending || now.duration_since(s.touched) < keep
        });
        let slot = slots.entry(key.clone()).or_insert(Slot {
            message: None,
            pending: None,
            next_edit: now,
            sending: false,
            ended: false,
            touched: now,
        });
        if slot.ended && !last {
            return;
        }
        slot.pending = Some(content);
        slot.ended |= last;
        slot.touched = now;
        if !slot.sending {
            slot.sending = true;
            tokio::spawn(self.clone().send(key));
        }
    }

    /// Sends the contents of `key` as they fall due, until none is left to send.
    async fn send(self, key: M::Key) {
        loop {
            match self.next(&key) {
                Next::Done => return,
                Next::Wait(until) => tokio::time::sleep_until(until).await,
                Next::Post(content) => {
                    let posted = self.messenger.post(&key, content).await;
                    if let Some(slot) = self.slots().get_mut(&key) {
                        slot.message = posted;
                    }
                }
                Next::Edit(message, content) => {
                    self.messenger.edit(&key, &message, content).await;
                }
            }
        }
    }

    /// What to do next for the message of `key`.
    fn next(&self, key: &M::Key) -> Next<M> {
        let mut slots = self.slots();
        let Some(slot) = slots.get_mut(key) else {
            return Next::Done;
        };
        let now = Instant::now();
        if slot.next_edit > now {
            return Next::Wait(slot.next_edit);
        }
        let Some(content) = slot.pending.take() else {
            slot.sending = false;
            return Next::Done;
        };
        slot.next_edit = now + self.every;
        match &slot.message {
            Some(message) => Next::Edit(message.clone(), content),
            None => Next::Post(content),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What was sent: "post" or "edit", the content, when.
    type Sent = (&'static str, u32, Instant);

    /// Records what it is asked to send, and when.
    #[derive(Clone, Default)]
    struct Recorder(Arc<Mutex<Vec<Sent>>>);

    impl Messenger for Recorder {
        type Key = u8;
        type Content = u32;
        type Posted = u32;

        async fn post(&self, _: &u8, content: u32) -> Option<u32> {
            self.0
                .lock()
                .unwrap()
                .push(("post", content, Instant::now()));
            Some(content)
        }

        async fn edit(&self, _: &u8, _: &u32, content: u32) {
            self.0
                .lock()
                .unwrap()
                .push(("edit", content, Instant::now()));
        }
    }

    #[tokio::test(start_paused = true)]
    async fn posted_once_then_edited_at_most_every_so_often_with_the_latest() {
        let recorder = Recorder::default();
        let edited = Edited::new(recorder.clone(), Duration::from_secs(2));
        let start = Instant::now();
        for n in 1..=50 {
            edited.show(7, n, false);
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        edited.show(7, 99, true);
        edited.show(7, 51, false); // on its way when the last came: dropped
        tokio::time::sleep(Duration::from_secs(10)).await;
        let sent = recorder.0.lock().unwrap().clone();
        assert_eq!((sent[0].0, sent[0].1), ("post", 1));
        assert!(sent[1..].iter().all(|s| s.0 == "edit"));
        assert_eq!(sent.last().unwrap().1, 99, "the last content is shown");
        for pair in sent.windows(2) {
            assert!(pair[1].2 - pair[0].2 >= Duration::from_secs(2));
        }
        // 5 s of contents: the post and an edit every 2 s, the last after them.
        assert!(sent.len() <= 4, "{sent:?}");
        assert!(sent.last().unwrap().2 - start <= Duration::from_secs(7));
    }
}
