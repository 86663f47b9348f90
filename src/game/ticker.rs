//! The scheduler task of the chat adapters: fires due deadlines and reminders every so often
//! (and at once when the service has tournament work), sets up tournament games in places the
//! adapter opens, and posts the bot's moves as they are played.

use super::{Clockwork, Notice, Seat};
use std::future::Future;
use std::sync::mpsc::Receiver;
use std::time::Duration;

/// Calls [`Clockwork::tick`] (on a blocking thread) every `every`, whenever the service
/// wakes it, and when a chess clock may have run out, forever, and hands what it returns to `post`, which gives back the notices it is
/// done with (posted, or never postable); those are confirmed with [`Clockwork::posted`], the
/// others sent again later. Then the tournament games due to be set up go to `open`, which
/// opens a place for each and seats it ([`Clockwork::seat`]); the tick that follows announces
/// their round. Deadlines live in the database, so nothing is lost across restarts.
pub async fn tick_forever<F, Fut, O, OFut>(
    clockwork: Clockwork,
    every: Duration,
    mut post: F,
    mut open: O,
) where
    F: FnMut(Vec<Notice>) -> Fut,
    Fut: Future<Output = Vec<Notice>>,
    O: FnMut(Vec<Seat>) -> OFut,
    OFut: Future<Output = ()>,
{
    let mut interval = tokio::time::interval(every);
    loop {
        tokio::select! {
            _ = interval.tick() => {}
            () = clockwork.woken() => {}
            () = clockwork.flag_due() => {}
        }
        tick_once(&clockwork, &mut post).await;
        let seating = clockwork.clone();
        let seats = tokio::task::spawn_blocking(move || seating.seats())
            .await
            .unwrap_or_default();
        if !seats.is_empty() {
            open(seats).await;
            tick_once(&clockwork, &mut post).await;
        }
    }
}

async fn tick_once<F, Fut>(clockwork: &Clockwork, post: &mut F)
where
    F: FnMut(Vec<Notice>) -> Fut,
    Fut: Future<Output = Vec<Notice>>,
{
    let ticking = clockwork.clone();
    if let Ok(notices) = tokio::task::spawn_blocking(move || ticking.tick()).await {
        if !notices.is_empty() {
            metrics::counter!(crate::meters::NOTICES_DUE).increment(notices.len() as u64);
            let done = post(notices).await;
            count_sent(&done);
            let clockwork = clockwork.clone();
            tokio::task::spawn_blocking(move || clockwork.posted(&done))
                .await
                .ok();
        }
    }
}

/// Hands each move the bot plays (from [`Clockwork::start_bot`]) to `post` as it comes, from a
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

/// Counts the notices `done` posted, by platform.
fn count_sent(done: &[Notice]) {
    for notice in done {
        let platform = match notice.channel.platform() {
            crate::types::Platform::Console => "console",
            crate::types::Platform::Discord => "discord",
            crate::types::Platform::Matrix => "matrix",
        };
        metrics::counter!(crate::meters::NOTICES_SENT, "platform" => platform).increment(1);
    }
}
