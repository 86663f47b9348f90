//! Discord: every command of the game service as a slash command (poise on serenity), with
//! buttons, autocomplete of moves, a thread per game and private (ephemeral) errors.
//!
//! This module only translates: Discord events become [`Command`]s for the [`Service`] and
//! its [`Reply`]s become Discord messages. Blocking work (SQLite, drawing) runs on tokio's
//! blocking threads. `commands` holds the slash commands (`choices` their shared menus),
//! `answer` how a command is answered (at once or after a deferral, errors always private),
//! `buttons` the buttons (`button_ids` what each does) and the start of a game in its thread,
//! `send` the one way a reply becomes a message and the retried sends, `relay` the wait for
//! rate limits behind `DISCORD_PROXY`.

mod answer;
mod button_ids;
mod buttons;
mod choices;
mod commands;
mod config;
mod correspondence;
mod follow;
mod learn;
mod localize;
mod moderate;
mod puzzles;
mod relay;
pub mod send;
mod tallies;
mod teams;
mod tournaments;

pub use choices::VariantChoice;
pub use commands::commands;
pub use config::{parse_shards, Config, Shards};

use crate::game::{Answered, ChannelId, Command, Fixed, Lang, Locales, Notice, Platform, Problem};
use crate::game::{
    Clockwork, Commands, Connections, Reply, Request, ServerId, Service, UsageError, User,
};
use anyhow::Context as _;
use poise::serenity_prelude as serenity;
use send::Outgoing;
use std::time::Duration;

/// How wide the boards posted on Discord are drawn, in pixels.
pub const BOARD_SIZE: u32 = 512;
/// How often deadlines are checked, and the clock notes it is alive: a process that starts
/// after a stop gives the chess clocks back the time since (at most this much more).
const TICK: Duration = Duration::from_secs(5);

/// What every command handler can reach.
pub struct Data {
    commands: Commands,
    connections: Connections,
    limits: crate::limits::UserLimits,
    tallies: tallies::Tallies,
    /// The app has an Activity: `/web` and the board's button launch it.
    activity: bool,
}

impl Data {
    /// Whether `user` may send another command; counts it.
    fn allow(&self, user: &serenity::User) -> bool {
        self.limits.allow(player(user).id.stored())
    }
}

type Error = anyhow::Error;
type Context<'a> = poise::Context<'a, Data, Error>;

/// The Discord user as a player.
fn player(user: &serenity::User) -> User {
    User::new(
        user_key(user.id),
        user.global_name
            .clone()
            .unwrap_or_else(|| user.name.clone()),
    )
}

fn channel_key(id: serenity::ChannelId) -> ChannelId {
    ChannelId::new(Platform::Discord, &id.to_string())
}

/// The Discord channel `channel` is, if it is one.
fn discord_channel(channel: &ChannelId) -> Option<serenity::ChannelId> {
    if channel.platform() != Platform::Discord {
        return None;
    }
    channel.key().parse().ok().map(serenity::ChannelId::new)
}

fn user_key(id: serenity::UserId) -> crate::game::UserId {
    crate::game::UserId::new(Platform::Discord, &id.to_string())
}

/// The Discord user `id` is, if it is one.
fn discord_user(id: &crate::game::UserId) -> Option<serenity::UserId> {
    if id.platform() != Platform::Discord {
        return None;
    }
    id.key().parse().ok().map(serenity::UserId::new)
}

/// The key of a Discord server, for its leaderboard.
fn server_key(guild: Option<serenity::GuildId>) -> Option<ServerId> {
    guild.map(|g| ServerId::discord_guild(g.get()))
}

/// Carries out `request` through the service on a blocking thread, with how a long command
/// is going sent to `progress` in words.
async fn ask(
    data: &Data,
    request: Request,
    progress: Option<tokio::sync::watch::Sender<String>>,
) -> Answered {
    let commands = data.commands.clone();
    tokio::task::spawn_blocking(move || {
        let tell = |text: String| {
            if let Some(progress) = &progress {
                progress.send_replace(text);
            }
        };
        commands.answer(request, &tell)
    })
    .await
    .unwrap_or_else(|e| Answered::from(crate::game::failed(Lang::default(), e)))
}

/// The languages an interaction tells: the locale of the user's client, the server's
/// preferred one.
fn locales(locale: &str, guild_locale: Option<&str>) -> Locales {
    Locales {
        user: Some(locale.to_string()),
        server: guild_locale.map(str::to_string),
    }
}

/// `command` from `user` in `channel` of `guild`, with the languages the interaction tells.
fn request(
    user: &serenity::User,
    (channel, guild): (serenity::ChannelId, Option<serenity::GuildId>),
    locales: Locales,
    command: Command,
) -> Request {
    Request {
        actor: player(user),
        channel: channel_key(channel),
        server: server_key(guild),
        locales,
        command,
    }
}

/// The languages the interaction of `ctx` tells.
fn locales_of(ctx: Context<'_>) -> Locales {
    match ctx {
        poise::Context::Application(app) => {
            let interaction = app.interaction;
            locales(&interaction.locale, interaction.guild_locale.as_deref())
        }
        poise::Context::Prefix(_) => Locales::default(),
    }
}

/// `command` from the author of `ctx`, where they sent it (see [`request`]).
fn request_of(ctx: Context<'_>, command: Command) -> Request {
    let place = (ctx.channel_id(), ctx.guild_id());
    request(ctx.author(), place, locales_of(ctx), command)
}

/// The language Discord says an interaction's user reads (English for one Kibitz does not
/// speak), for words answered before the service is asked.
pub(super) fn interaction_language(ctx: Context<'_>) -> Lang {
    ctx.locale().and_then(Lang::parse).unwrap_or_default()
}

async fn on_event(
    framework: poise::FrameworkContext<'_, Data, Error>,
    event: &serenity::FullEvent,
) -> Result<(), Error> {
    let shard = || shard_part(framework.serenity_context.shard_id.0);
    match event {
        serenity::FullEvent::InteractionCreate {
            interaction: serenity::Interaction::Component(press),
        } => {
            buttons::on_component(framework.serenity_context, framework.user_data, press).await?;
        }
        serenity::FullEvent::Ready { .. } | serenity::FullEvent::Resume { .. } => {
            framework.user_data.connections.connected(&shard(), true);
        }
        serenity::FullEvent::ShardStageUpdate { event } => {
            let up = event.new == serenity::ConnectionStage::Connected;
            framework.user_data.connections.connected(&shard(), up);
        }
        _ => {}
    }
    Ok(())
}

/// How a gateway shard is named in the health check.
fn shard_part(id: u32) -> String {
    format!("discord shard {id}")
}

/// Every command passes here first: a user who sends too fast is told so, privately, and the
/// command does nothing. Autocompletion (every key typed) does not count.
async fn within_rate_limit(ctx: Context<'_>) -> Result<bool, Error> {
    if let poise::Context::Application(app) = ctx {
        if app.interaction_type == poise::CommandInteractionType::Autocomplete {
            return Ok(true);
        }
    }
    if ctx.data().allow(ctx.author()) {
        return Ok(true);
    }
    let too_fast = crate::game::fixed(interaction_language(ctx), Fixed::TooFast);
    answer::send_reply(ctx, &Reply::error(too_fast)).await?;
    Ok(false)
}

/// Friendly replies for failures, always private; the rest is logged.
async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    let (ctx, text) = match error {
        poise::FrameworkError::ArgumentParse {
            ctx, input, error, ..
        } => {
            tracing::debug!(error = %error, "an option did not read");
            let shown: String = input.unwrap_or_default().chars().take(40).collect();
            let unreadable = UsageError::line(Problem::Unreadable(shown));
            (
                ctx,
                crate::game::unreadable(interaction_language(ctx), &unreadable),
            )
        }
        poise::FrameworkError::Command { ctx, error, .. } => {
            tracing::error!(error = %error, command = %ctx.command().name, "command failed");
            (
                ctx,
                crate::game::fixed(interaction_language(ctx), Fixed::Failed),
            )
        }
        // The check has answered already.
        poise::FrameworkError::CommandCheckFailed { error: None, .. } => return,
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!(error = %e, "error while handling an error");
            }
            return;
        }
    };
    if let Err(e) = answer::send_reply(ctx, &Reply::error(text)).await {
        tracing::warn!(error = %e, "could not send an error reply");
    }
}

/// Posts what the clock brings (reminders, losses on time, the bot's moves) in the games'
/// channels; gives back those it is done with: posted, or refused by Discord for good (a
/// channel deleted, access lost). The others (Discord unreachable, another platform's
/// channel) are left to be sent again.
async fn post_notices(
    http: &serenity::Http,
    tallies: &tallies::Tallies,
    notices: Vec<Notice>,
) -> Vec<Notice> {
    let mut done = Vec::new();
    for notice in notices {
        let Some(channel) = discord_channel(&notice.channel) else {
            continue;
        };
        let posted = match &notice.reply.tally {
            // A vote's closing: its tally's last edit, sent when Discord allows.
            Some(tally) => {
                tallies::show_tally(tallies, channel, tally, Outgoing::of(&notice.reply));
                Ok(())
            }
            None => send::post(http, channel, &Outgoing::of(&notice.reply))
                .await
                .map(drop),
        };
        match posted {
            Ok(()) => {
                follow::extras(http, tallies, channel, &notice.reply).await;
                done.push(notice);
            }
            Err(e) => {
                tracing::warn!(error = %e, channel = %channel, "could not post a notice");
                if !send::transient(&e) {
                    // The players who asked for direct messages are still told.
                    follow::extras(http, tallies, channel, &notice.reply).await;
                    done.push(notice);
                }
            }
        }
    }
    done
}

/// Connects and serves until SIGTERM or Ctrl-C.
///
/// # Errors
/// If the client cannot be built or the gateway connection fails for good.
pub fn run(
    config: Config,
    service: &Service,
) -> impl std::future::Future<Output = anyhow::Result<()>> + Send {
    let parts = (
        service.commands(),
        service.clockwork(),
        service.connections(),
    );
    serve(config, parts)
}

async fn serve(
    config: Config,
    (answering, clockwork, connections): (Commands, Clockwork, Connections),
) -> anyhow::Result<()> {
    let mut http = serenity::HttpBuilder::new(&config.token);
    if let Some(base) = &config.api_base {
        // Serenity sends to a proxy only with its own rate limiter off; the relay waits out
        // the rate limits the proxy passes on.
        let relay = relay::start(base).await?;
        http = http.proxy(relay).ratelimiter_disabled(true);
    }
    let http = http.build();
    let activity = config.activity.is_some();
    let guild = config.guild;
    let setup_connections = connections.clone();
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: localize::localized(commands()),
            on_error: |error| Box::pin(on_error(error)),
            command_check: Some(|ctx| Box::pin(within_rate_limit(ctx))),
            event_handler: |framework, event| Box::pin(on_event(framework, event)),
            initialize_owners: false,
            require_cache_for_guild_check: false,
            ..Default::default()
        })
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                match guild {
                    Some(guild) => poise::builtins::register_in_guild(ctx, &framework.options().commands, guild).await?,
                    None => poise::builtins::register_globally(ctx, &framework.options().commands).await?,
                }
                tracing::info!(user = %ready.user.name, guilds = ready.guilds.len(), "connected to Discord; commands registered");
                let http = ctx.http.clone();
                let tallies = tallies::tallies(http.clone());
                tokio::spawn(crate::game::ticker::tick_forever(
                    clockwork.clone(),
                    TICK,
                    {
                        let (http, tallies) = (http.clone(), tallies.clone());
                        move |notices| {
                            let (http, tallies) = (http.clone(), tallies.clone());
                            async move { post_notices(&http, &tallies, notices).await }
                        }
                    },
                    {
                        let (http, clockwork, tallies) = (http.clone(), clockwork.clone(), tallies.clone());
                        move |seats| {
                            let (http, clockwork, tallies) = (http.clone(), clockwork.clone(), tallies.clone());
                            async move { tournaments::open_seats(&http, &tallies, &clockwork, seats).await }
                        }
                    },
                ));
                clockwork.start_miner();
                let posting = tallies.clone();
                crate::game::ticker::post_bot_moves(clockwork.start_bot(crate::game::bot::THREADS), move |notices| {
                    let (http, tallies) = (http.clone(), posting.clone());
                    async move { post_notices(&http, &tallies, notices).await }
                });
                Ok(Data {
                    commands: answering,
                    connections: setup_connections,
                    limits: crate::limits::UserLimits::default(),
                    tallies,
                    activity,
                })
            })
        })
        .build();
    // Slash commands and buttons arrive as interactions: no privileged intent is needed.
    let intents = serenity::GatewayIntents::GUILDS;
    let mut client = serenity::ClientBuilder::new_with_http(http, intents)
        .framework(framework)
        .await
        .context("cannot build the Discord client")?;
    let shards = client.shard_manager.clone();
    tokio::spawn(async move {
        crate::shutdown::requested().await;
        tracing::info!("shutting down");
        shards.shutdown_all().await;
    });
    // Down until each shard says it is connected (the health check reads these).
    let (first, last) = config.shards.as_ref().map_or((0, 0), |s| (s.first, s.last));
    for id in first..=last {
        connections.connected(&shard_part(id), false);
    }
    let started = match config.shards {
        Some(Shards { first, last, total }) => {
            tracing::info!(first, last, total, "running some of the bot's shards");
            // Serenity counts the range's end in ("4..7" is shards 4 to 7).
            client.start_shard_range(first..last, total).await
        }
        None => client.start().await,
    };
    started.context("the Discord connection failed")?;
    Ok(())
}
