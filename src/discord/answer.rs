//! Answering a slash command: at once when the answer is ready in time (so a refusal is the
//! first response, private), else after a public deferral; privately whenever it is an error,
//! deferred or not; sent again after a passing failure.

use super::follow;
use super::send::{self, Outgoing};
use super::{ask, request_of, Context, Error};
use crate::game::{Answered, Command, Reply};
use poise::serenity_prelude as serenity;
use std::time::Duration;

/// Answers a slash command with `reply`: privately if it is an error, retrying a send that
/// fails for a passing reason. If the answer to a command that changed something cannot be
/// sent, says what is true in the channel instead of leaving the user to guess.
pub async fn send_reply(ctx: Context<'_>, reply: &Reply) -> Result<(), Error> {
    let out = Outgoing::of(reply).to_reply();
    if let poise::Context::Application(app) = ctx {
        let deferred = app
            .has_sent_initial_response
            .load(std::sync::atomic::Ordering::SeqCst);
        if deferred && (reply.error || reply.private) {
            // Kibitz defers only publicly, and Discord gives the first follow-up the
            // deferral's visibility whatever it asks: the public "thinking" message goes
            // first, so that the private answer comes as a message of its own.
            if let Err(e) = app.interaction.delete_response(ctx.http()).await {
                tracing::warn!(error = %e, "could not withdraw the deferred answer");
            }
        }
    }
    let sent = send::with_retries("a command's answer", || async {
        match ctx.send(out.clone()).await {
            // The first answer reached Discord though its response did not reach us.
            Err(e) if send::already_acknowledged(&e) => {
                if let poise::Context::Application(app) = ctx {
                    app.has_sent_initial_response
                        .store(true, std::sync::atomic::Ordering::SeqCst);
                }
                ctx.send(out.clone()).await
            }
            other => other,
        }
    })
    .await;
    if let Err(e) = sent {
        tracing::warn!(error = %e, command = %ctx.command().name, "could not answer a command");
        if !reply.error {
            send::tell_what_happened(ctx.http(), ctx.channel_id(), ctx.author().id, reply).await;
        }
    }
    follow::extras(ctx.http(), &ctx.data().tallies, ctx.channel_id(), reply).await;
    Ok(())
}

/// Answers a slash command with the service's answer (see [`send_reply`]), then lets what
/// follows it go (the bot's move).
pub async fn send_answer(ctx: Context<'_>, answered: Answered) -> Result<(), Error> {
    let sent = send_reply(ctx, &answered.reply).await;
    answered.after.posted();
    sent
}

/// How long a command's work may take before Discord is told that the answer will come later:
/// Discord waits three seconds for the first answer, and sending it takes part of them.
const DEFER_AFTER: Duration = Duration::from_millis(1200);

/// Answers with what `work` gives: as the first response when it comes quickly (refusals
/// always do, so they stay private), else after a public deferral (a game's announcement, a
/// replay that takes long to draw).
pub(super) async fn answer_when_ready(
    ctx: Context<'_>,
    work: impl std::future::Future<Output = Answered>,
) -> Result<(), Error> {
    tokio::pin!(work);
    let answered = tokio::select! {
        answered = &mut work => answered,
        () = tokio::time::sleep(DEFER_AFTER) => {
            if let Err(e) = ctx.defer().await {
                tracing::warn!(error = %e, "could not defer the answer");
            }
            work.await
        }
    };
    send_answer(ctx, answered).await
}

/// Refuses a malformed command privately, changing nothing.
pub(super) async fn refuse(ctx: Context<'_>, text: &str) -> Result<(), Error> {
    send_reply(ctx, &Reply::error(text)).await
}

/// [`refuse`] with `why`, in the asker's language.
pub(super) async fn refuse_as(ctx: Context<'_>, why: crate::game::Fixed) -> Result<(), Error> {
    let lang = super::interaction_language(ctx);
    refuse(ctx, &crate::game::fixed(lang, why)).await
}

/// [`refuse`] with what could not be read, in the asker's language.
pub(super) async fn refuse_unreadable(
    ctx: Context<'_>,
    error: &crate::game::UsageError,
) -> Result<(), Error> {
    let lang = super::interaction_language(ctx);
    refuse(ctx, &crate::game::unreadable(lang, error)).await
}

/// Runs `command` through the service and answers with its reply (see [`answer_when_ready`]).
pub(super) async fn respond(ctx: Context<'_>, command: Command) -> Result<(), Error> {
    answer_when_ready(ctx, ask(ctx.data(), request_of(ctx, command), None)).await
}

/// How often a deferred answer shows progress at most: Discord limits how fast a message may
/// be edited.
const PROGRESS_EVERY: Duration = Duration::from_secs(2);

/// [`respond`] for a command that may take long (an analysis): once deferred, the answer
/// shows how far the work has come, edited at most every [`PROGRESS_EVERY`], and gives way
/// to the answer when it is ready.
pub(super) async fn respond_watched(ctx: Context<'_>, command: Command) -> Result<(), Error> {
    let (progress, mut told) = tokio::sync::watch::channel(String::new());
    let work = ask(ctx.data(), request_of(ctx, command), Some(progress));
    tokio::pin!(work);
    let answered = tokio::select! {
        answered = &mut work => answered,
        () = tokio::time::sleep(DEFER_AFTER) => {
            if let Err(e) = ctx.defer().await {
                tracing::warn!(error = %e, "could not defer the answer");
            }
            let (mut shown, mut telling) = (false, true);
            let mut next = tokio::time::Instant::now();
            let answered = loop {
                tokio::select! {
                    answered = &mut work => break answered,
                    changed = told.changed(), if telling => {
                        if changed.is_err() {
                            telling = false;
                            continue;
                        }
                        // Not sooner than Discord allows, but no later than the answer.
                        tokio::select! {
                            answered = &mut work => break answered,
                            () = tokio::time::sleep_until(next) => {}
                        }
                        let text = told.borrow_and_update().clone();
                        shown |= show_progress(ctx, &text).await;
                        next = tokio::time::Instant::now() + PROGRESS_EVERY;
                    }
                }
            };
            // The answer comes as a message of its own: the progress shown is withdrawn (an
            // error's or a private answer's sending withdraws it anyway).
            let reply = &answered.reply;
            if shown && !reply.error && !reply.private {
                if let poise::Context::Application(app) = ctx {
                    if let Err(e) = app.interaction.delete_response(ctx.http()).await {
                        tracing::warn!(error = %e, "could not withdraw the progress shown");
                    }
                }
            }
            answered
        }
    };
    send_answer(ctx, answered).await
}

/// Shows `text` in place of the deferred answer's "thinking"; whether it could.
async fn show_progress(ctx: Context<'_>, text: &str) -> bool {
    let poise::Context::Application(app) = ctx else {
        return false;
    };
    let edit = serenity::EditInteractionResponse::new().content(text);
    match app.interaction.edit_response(ctx.http(), edit).await {
        Ok(_) => true,
        Err(e) => {
            tracing::warn!(error = %e, "could not show an analysis's progress");
            false
        }
    }
}

/// The channel the command was given in, as the interaction describes it.
pub(super) fn described_channel(ctx: Context<'_>) -> Option<&serenity::PartialChannel> {
    match ctx {
        poise::Context::Application(app) => app.interaction.channel.as_ref(),
        poise::Context::Prefix(_) => None,
    }
}
