//! Buttons: accept or decline a challenge (each challenge's own), resign (after a
//! confirmation), offer a draw; and starting a game in a thread of its own.

use super::button_ids::ButtonId;
use super::send::{self, Outgoing};
use super::{channel_key, handle, player, server_key, Data, Error};
use crate::game::{Answer, ChallengePick, ChannelId, Command, Reply, User};
use poise::serenity_prelude as serenity;

/// Accepts a challenge in `channel`. First asks the service whether `author` may (so that a
/// refusal is private and no thread is opened for nothing); then opens a public thread for the
/// game when the channel allows it (else the game lives in the channel) and posts the board
/// there; the reply for the person who accepted. `before_slow_work` runs once the acceptance looks good, before the thread is made
/// (slash commands defer there).
pub async fn start_game<F, Fut>(
    ctx: &serenity::Context,
    data: &Data,
    author: &serenity::User,
    channel: serenity::ChannelId,
    pick: Option<ChallengePick>,
    before_slow_work: F,
) -> Result<Reply, Reply>
where
    F: FnOnce() -> Fut,
    Fut: std::future::Future<Output = Result<(), Error>>,
{
    let user = player(author);
    let key = channel_key(channel);
    let challenge = {
        let (service, user, key, pick) = (
            data.service.clone(),
            user.clone(),
            key.clone(),
            pick.clone(),
        );
        tokio::task::spawn_blocking(move || {
            service.acceptable_challenge(&user, &key, pick.as_ref())
        })
        .await
        .unwrap_or_else(|e| Err(format!("Kibitz failed to handle that: {e}")))
        .map_err(Reply::error)?
    };
    if let Err(e) = before_slow_work().await {
        tracing::warn!(error = %e, "could not defer the answer");
    }
    let name = format!(
        "{} v {} · {}",
        challenge.challenger.name,
        user.name,
        challenge.variant.title()
    );
    let thread = open_game_thread(ctx, channel, &name).await;
    let game_channel = thread.as_ref().map_or(channel, |t| t.id);
    let reply = accept_into(
        data,
        user,
        key,
        Some(ChallengePick::Id(challenge.id)),
        channel_key(game_channel),
    )
    .await;
    if reply.error {
        return Err(reply);
    }
    // The direct messages go from here; the reply returned is only for the one who accepted.
    send::extras(&ctx.http, game_channel, &reply).await;
    let Some(thread) = thread else {
        return Ok(Reply {
            direct: Vec::new(),
            ..reply
        });
    };
    let posted = send::post(&ctx.http, thread.id, &Outgoing::of(&reply)).await;
    let mut text = format!("{} The game is in <#{}>.", reply.text, thread.id);
    if let Err(e) = posted {
        tracing::warn!(error = %e, "could not post the board in the game's thread");
        text.push_str(" Its board could not be posted there; use /board in the thread.");
    }
    Ok(Reply::mentioning(text, reply.mentions))
}

/// A public thread for a new game, under `channel`; `None` (the game stays in the channel)
/// when the channel allows none.
pub async fn open_game_thread(
    http: impl serenity::CacheHttp,
    channel: serenity::ChannelId,
    name: &str,
) -> Option<serenity::GuildChannel> {
    let name: String = name.chars().take(100).collect();
    send::with_retries("a game's thread", || {
        channel.create_thread(
            &http,
            serenity::CreateThread::new(name.clone())
                .kind(serenity::ChannelType::PublicThread)
                .auto_archive_duration(serenity::AutoArchiveDuration::OneWeek),
        )
    })
    .await
    .map_err(|e| tracing::info!(error = %e, "no thread for the game; it stays in the channel"))
    .ok()
}

async fn accept_into(
    data: &Data,
    user: User,
    key: ChannelId,
    pick: Option<ChallengePick>,
    game_key: ChannelId,
) -> Reply {
    let service = data.service.clone();
    tokio::task::spawn_blocking(move || service.accept_into(&user, &key, pick, &game_key))
        .await
        .unwrap_or_else(|e| Reply::error(format!("Kibitz failed to handle that: {e}")))
}

/// Answers a button press with `out`, retrying; if it cannot and `reply` changed something,
/// says so in the channel.
async fn answer(
    ctx: &serenity::Context,
    press: &serenity::ComponentInteraction,
    response: serenity::CreateInteractionResponse,
    reply: &Reply,
) {
    let sent = send::with_retries("a button's answer", || {
        press.create_response(ctx, response.clone())
    })
    .await;
    if let Err(e) = sent {
        tracing::warn!(error = %e, "could not answer a button");
        if !reply.error {
            send::tell_what_happened(&ctx.http, press.channel_id, press.user.id, reply).await;
        }
    }
}

pub async fn on_component(
    ctx: &serenity::Context,
    data: &Data,
    press: &serenity::ComponentInteraction,
) -> Result<(), Error> {
    let Some(button) = ButtonId::parse(&press.data.custom_id) else {
        return Ok(());
    };
    let user = player(&press.user);
    let channel = channel_key(press.channel_id);
    let message = |reply: &Reply| {
        serenity::CreateInteractionResponse::Message(Outgoing::of(reply).to_response())
    };
    if !data.allow(&press.user) {
        let reply = Reply::error(crate::limits::TOO_FAST);
        answer(ctx, press, message(&reply), &reply).await;
        return Ok(());
    }
    let reply = match button {
        ButtonId::Accept(id) => {
            let deferred = || async {
                press.defer(ctx).await?;
                Ok(())
            };
            match start_game(
                ctx,
                data,
                &press.user,
                press.channel_id,
                ButtonId::pick(id),
                deferred,
            )
            .await
            {
                Ok(started) => {
                    let follow = Outgoing::of(&started).to_followup();
                    let sent = send::with_retries("the game's start", || {
                        press.create_followup(ctx, follow.clone())
                    })
                    .await;
                    if let Err(e) = sent {
                        tracing::warn!(error = %e, "could not announce the game");
                        send::tell_what_happened(
                            &ctx.http,
                            press.channel_id,
                            press.user.id,
                            &started,
                        )
                        .await;
                    }
                    // The challenge is taken: its buttons go.
                    let done = serenity::EditInteractionResponse::new().components(Vec::new());
                    if let Err(e) = press.edit_response(ctx, done).await {
                        tracing::warn!(error = %e, "could not remove the challenge's buttons");
                    }
                    return Ok(());
                }
                Err(refusal) => {
                    // Refused before the deferral: a private answer.
                    answer(ctx, press, message(&refusal), &refusal).await;
                    return Ok(());
                }
            }
        }
        ButtonId::Decline(id) => {
            let reply = handle(
                data,
                user,
                channel,
                server_key(press.guild_id),
                Command::Decline(ButtonId::pick(id)),
            )
            .await;
            if !reply.error {
                // The declined challenge's message becomes the answer, without buttons.
                let mut update = Outgoing::of(&reply);
                update.components = Vec::new();
                let update =
                    serenity::CreateInteractionResponse::UpdateMessage(update.to_response());
                answer(ctx, press, update, &reply).await;
                return Ok(());
            }
            reply
        }
        ButtonId::OfferDraw => {
            handle(
                data,
                user,
                channel,
                server_key(press.guild_id),
                Command::Draw(Answer::Offer),
            )
            .await
        }
        ButtonId::Resign => {
            let mut confirm = Outgoing::of(&Reply::error("Really resign this game?"));
            confirm.components = vec![serenity::CreateActionRow::Buttons(vec![
                ButtonId::ConfirmResign.button("Yes, resign", serenity::ButtonStyle::Danger),
                ButtonId::KeepPlaying.button("No, play on", serenity::ButtonStyle::Secondary),
            ])];
            let response = serenity::CreateInteractionResponse::Message(confirm.to_response());
            answer(ctx, press, response, &Reply::error("")).await;
            return Ok(());
        }
        ButtonId::ConfirmResign => {
            handle(
                data,
                user,
                channel,
                server_key(press.guild_id),
                Command::Resign,
            )
            .await
        }
        ButtonId::KeepPlaying => Reply::error("Play on!"),
        ButtonId::Next => {
            handle(
                data,
                user,
                channel,
                server_key(press.guild_id),
                Command::Next,
            )
            .await
        }
    };
    answer(ctx, press, message(&reply), &reply).await;
    send::extras(&ctx.http, press.channel_id, &reply).await;
    data.service.replied(&reply);
    Ok(())
}
