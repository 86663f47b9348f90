//! The scheduler task of the chat adapters: fires due deadlines and reminders every so often.

use super::{Notice, Service};
use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

/// Calls [`Service::tick`] (on a blocking thread) every `every`, forever, and hands what it
/// returns to `post`. Deadlines live in the database, so nothing is lost across restarts.
pub async fn tick_forever<F, Fut>(service: Arc<Service>, every: Duration, mut post: F)
where
    F: FnMut(Vec<Notice>) -> Fut,
    Fut: Future<Output = ()>,
{
    let mut interval = tokio::time::interval(every);
    loop {
        interval.tick().await;
        let service = service.clone();
        if let Ok(notices) = tokio::task::spawn_blocking(move || service.tick()).await {
            if !notices.is_empty() {
                post(notices).await;
            }
        }
    }
}
