//! The scheduler task of the chat adapters: fires due deadlines and reminders every so often,
//! and posts the bot's moves as they are played.

use super::{Notice, Service};
use std::future::Future;
use std::sync::mpsc::Receiver;
use std::sync::Arc;
use std::time::Duration;

/// Calls [`Service::tick`] (on a blocking thread) every `every`, forever, and hands what it
/// returns to `post`, which gives back the notices it is done with (posted, or never
/// postable); those are confirmed with [`Service::posted`], the others sent again later.
/// Deadlines live in the database, so nothing is lost across restarts.
pub async fn tick_forever<F, Fut>(service: Arc<Service>, every: Duration, mut post: F)
where
    F: FnMut(Vec<Notice>) -> Fut,
    Fut: Future<Output = Vec<Notice>>,
{
    let mut interval = tokio::time::interval(every);
    loop {
        interval.tick().await;
        let ticking = service.clone();
        if let Ok(notices) = tokio::task::spawn_blocking(move || ticking.tick()).await {
            if !notices.is_empty() {
                let done = post(notices).await;
                let service = service.clone();
                tokio::task::spawn_blocking(move || service.posted(&done))
                    .await
                    .ok();
            }
        }
    }
}

/// Hands each move the bot plays (from [`Service::start_bot`]) to `post` as it comes, from a
/// thread of its own that waits for them; `post` runs on the current async runtime.
pub fn post_bot_moves<F, Fut>(moves: Receiver<Notice>, mut post: F)
where
    F: FnMut(Vec<Notice>) -> Fut + Send + 'static,
    Fut: Future,
{
    let runtime = tokio::runtime::Handle::current();
    let spawned = std::thread::Builder::new()
        .name("kibitz-bot-posts".into())
        .spawn(move || {
            while let Ok(notice) = moves.recv() {
                runtime.block_on(post(vec![notice]));
            }
        });
    if let Err(e) = spawned {
        tracing::error!(error = %e, "cannot start the thread that posts the bot's moves");
    }
}
