//! Discord: every command of the game service as a slash command (poise on serenity), with
//! buttons, autocomplete of moves, a thread per game and ephemeral errors.
//!
//! This module only translates: Discord events become [`Command`]s for the [`Service`] and
//! its [`Reply`]s become Discord messages. Blocking work (SQLite, drawing) runs on tokio's
//! blocking threads.

use crate::game::{
    Answer, ChannelId, ColorChoice, Command, Notice, Reply, Service, TimePerMove, User,
};
use crate::rules::Variant;
use anyhow::Context as _;
use poise::serenity_prelude as serenity;
use poise::CreateReply;
use std::sync::Arc;
use std::time::Duration;

/// How often deadlines are checked.
const TICK: Duration = Duration::from_secs(30);
/// Discord's limit on a message's text.
const MAX_CONTENT: usize = 2000;
/// At most this many autocomplete choices (Discord's limit).
const MAX_CHOICES: usize = 25;

/// What every command handler can reach.
pub struct Data {
    service: Arc<Service>,
    limits: crate::limits::UserLimits,
}

impl Data {
    /// Whether `user` may send another command; counts it.
    fn allow(&self, user: &serenity::User) -> bool {
        self.limits.allow(&player(user).id.0)
    }
}

type Error = anyhow::Error;
type Context<'a> = poise::Context<'a, Data, Error>;

/// How to reach Discord.
pub struct Config {
    pub token: String,
    /// Register the commands in this guild only (instant; for testing); globally otherwise.
    pub guild: Option<serenity::GuildId>,
    /// Send API requests here instead of Discord (a local fake in tests), rate limiter off.
    pub api_base: Option<String>,
}

impl Config {
    /// From the environment: `DISCORD_TOKEN` or the file named by `DISCORD_TOKEN_FILE`, and
    /// optionally `DISCORD_GUILD_ID`.
    ///
    /// # Errors
    /// If no token is set or the file cannot be read.
    pub fn from_env() -> anyhow::Result<Config> {
        let token = match (
            std::env::var("DISCORD_TOKEN"),
            std::env::var("DISCORD_TOKEN_FILE"),
        ) {
            (Ok(token), _) if !token.trim().is_empty() => token.trim().to_string(),
            (_, Ok(path)) => std::fs::read_to_string(&path)
                .with_context(|| format!("cannot read the token file {path}"))?
                .trim()
                .to_string(),
            _ => anyhow::bail!(
                "set DISCORD_TOKEN (or DISCORD_TOKEN_FILE, a file holding the bot token)"
            ),
        };
        let guild = match std::env::var("DISCORD_GUILD_ID") {
            Ok(id) if !id.trim().is_empty() => Some(serenity::GuildId::new(
                id.trim()
                    .parse()
                    .context("DISCORD_GUILD_ID must be a number")?,
            )),
            _ => None,
        };
        Ok(Config {
            token,
            guild,
            api_base: None,
        })
    }
}

/// The Discord user as a player.
fn player(user: &serenity::User) -> User {
    User::new(
        format!("discord:{}", user.id),
        user.global_name
            .clone()
            .unwrap_or_else(|| user.name.clone()),
    )
}

fn channel_key(id: serenity::ChannelId) -> ChannelId {
    ChannelId(format!("discord:{id}"))
}

fn discord_channel(channel: &ChannelId) -> Option<serenity::ChannelId> {
    channel
        .0
        .strip_prefix("discord:")?
        .parse()
        .ok()
        .map(serenity::ChannelId::new)
}

fn discord_user(id: &crate::game::UserId) -> Option<serenity::UserId> {
    id.0.strip_prefix("discord:")?
        .parse()
        .ok()
        .map(serenity::UserId::new)
}

/// The variants as a menu.
#[derive(Copy, Clone, Debug, poise::ChoiceParameter)]
pub enum VariantChoice {
    #[name = "Standard Chess"]
    Standard,
    #[name = "Suction Chess"]
    Suction,
    #[name = "Shrink Chess"]
    Shrink,
    #[name = "Swapper Superheroes Chess"]
    Swapper,
    #[name = "Give & Take Chess"]
    GiveAndTake,
    #[name = "Trade-up Chess"]
    TradeUp,
}

impl From<VariantChoice> for Variant {
    fn from(v: VariantChoice) -> Variant {
        match v {
            VariantChoice::Standard => Variant::Standard,
            VariantChoice::Suction => Variant::Suction,
            VariantChoice::Shrink => Variant::Shrink,
            VariantChoice::Swapper => Variant::Swapper,
            VariantChoice::GiveAndTake => Variant::GiveAndTake,
            VariantChoice::TradeUp => Variant::TradeUp,
        }
    }
}

#[derive(Copy, Clone, Debug, poise::ChoiceParameter)]
pub enum ColorOption {
    White,
    Black,
    Random,
}

#[derive(Copy, Clone, Debug, poise::ChoiceParameter)]
pub enum AnswerOption {
    #[name = "offer / ask"]
    Offer,
    Accept,
    Decline,
}

impl From<AnswerOption> for Answer {
    fn from(a: AnswerOption) -> Answer {
        match a {
            AnswerOption::Offer => Answer::Offer,
            AnswerOption::Accept => Answer::Accept,
            AnswerOption::Decline => Answer::Decline,
        }
    }
}

/// Runs a command through the service on a blocking thread.
async fn handle(data: &Data, user: User, channel: ChannelId, command: Command) -> Reply {
    let service = data.service.clone();
    tokio::task::spawn_blocking(move || service.handle(&user, &channel, command))
        .await
        .unwrap_or_else(|e| Reply::error(format!("Kibitz failed to handle that: {e}")))
}

/// The buttons under a game's board, or under a challenge.
fn game_buttons() -> Vec<serenity::CreateActionRow> {
    vec![serenity::CreateActionRow::Buttons(vec![
        serenity::CreateButton::new("kibitz:resign")
            .label("Resign")
            .style(serenity::ButtonStyle::Danger),
        serenity::CreateButton::new("kibitz:draw")
            .label("Offer draw")
            .style(serenity::ButtonStyle::Secondary),
    ])]
}

fn challenge_buttons() -> Vec<serenity::CreateActionRow> {
    vec![serenity::CreateActionRow::Buttons(vec![
        serenity::CreateButton::new("kibitz:accept")
            .label("Accept")
            .style(serenity::ButtonStyle::Success),
        serenity::CreateButton::new("kibitz:decline")
            .label("Decline")
            .style(serenity::ButtonStyle::Secondary),
    ])]
}

/// The text of a reply with its mentions in front, cut to Discord's limit.
fn content(reply: &Reply) -> String {
    let mentions: Vec<String> = reply
        .mentions
        .iter()
        .filter_map(discord_user)
        .map(|u| format!("<@{u}>"))
        .collect();
    let mut text = if mentions.is_empty() || reply.error {
        reply.text.clone()
    } else {
        format!("{} {}", mentions.join(" "), reply.text)
    };
    if text.chars().count() > MAX_CONTENT {
        text = text.chars().take(MAX_CONTENT - 1).collect::<String>() + "…";
    }
    text
}

fn allowed_mentions(reply: &Reply) -> serenity::CreateAllowedMentions {
    serenity::CreateAllowedMentions::new().users(reply.mentions.iter().filter_map(discord_user))
}

/// The embed for a board: the image, the last move, whose turn and the time left.
fn board_embed(reply: &Reply) -> Option<(serenity::CreateEmbed, serenity::CreateAttachment)> {
    let image = reply.image.as_ref()?;
    let attachment = serenity::CreateAttachment::bytes(image.png.clone(), image.file_name.clone());
    let mut embed = serenity::CreateEmbed::new()
        .image(format!("attachment://{}", image.file_name))
        .colour(0x629924);
    if let Some(game) = &reply.game {
        embed = embed.title(format!(
            "{} v {} · {}",
            game.white.name,
            game.black.name,
            game.variant.title()
        ));
        if let Some(last) = &game.last_move {
            embed = embed.field("Last move", format!("`{last}`"), true);
        }
        if !game.finished {
            let to_move = match game.to_move {
                crate::rules::Color::White => &game.white.name,
                crate::rules::Color::Black => &game.black.name,
            };
            embed = embed.field("To move", to_move.clone(), true);
            if let Some(left) = game.seconds_left {
                embed = embed.field("Time left", crate::game::types::human_duration(left), true);
            }
        }
    }
    Some((embed, attachment))
}

/// A reply for an interaction: errors only to the user who caused them.
fn interaction_reply(reply: &Reply) -> CreateReply {
    let mut out = CreateReply::default()
        .content(content(reply))
        .allowed_mentions(allowed_mentions(reply))
        .ephemeral(reply.error);
    if let Some((embed, attachment)) = board_embed(reply) {
        out = out.embed(embed).attachment(attachment);
        if reply.game.as_ref().is_some_and(|g| !g.finished) {
            out = out.components(game_buttons());
        }
    }
    out
}

/// A message for a channel (a game's thread, a notice).
fn channel_message(reply: &Reply) -> serenity::CreateMessage {
    let mut out = serenity::CreateMessage::new()
        .content(content(reply))
        .allowed_mentions(allowed_mentions(reply));
    if let Some((embed, attachment)) = board_embed(reply) {
        out = out.embed(embed).add_file(attachment);
        if reply.game.as_ref().is_some_and(|g| !g.finished) {
            out = out.components(game_buttons());
        }
    }
    out
}

/// Tells a user who sends too fast to wait; `true` if they must.
async fn flooding(ctx: Context<'_>) -> Result<bool, Error> {
    if ctx.data().allow(ctx.author()) {
        return Ok(false);
    }
    ctx.send(
        CreateReply::default()
            .content(crate::limits::TOO_FAST)
            .ephemeral(true),
    )
    .await?;
    Ok(true)
}

async fn respond(ctx: Context<'_>, command: Command) -> Result<(), Error> {
    if flooding(ctx).await? {
        return Ok(());
    }
    let reply = handle(
        ctx.data(),
        player(ctx.author()),
        channel_key(ctx.channel_id()),
        command,
    )
    .await;
    ctx.send(interaction_reply(&reply)).await?;
    Ok(())
}

/// Challenge someone (or anyone here) to a game
#[poise::command(slash_command)]
pub async fn challenge(
    ctx: Context<'_>,
    #[description = "The variant to play"] variant: VariantChoice,
    #[description = "Who to challenge; leave empty to let anyone here accept"] opponent: Option<
        serenity::User,
    >,
    #[description = "Your colour (random if not given)"] color: Option<ColorOption>,
    #[description = "Days per move, 1 to 14 (3 if no time is given)"]
    #[min = 1]
    #[max = 14]
    days: Option<u32>,
    #[description = "Minutes per move, for a fast game (1 to 1440)"]
    #[min = 1]
    #[max = 1440]
    minutes: Option<u32>,
) -> Result<(), Error> {
    let seconds = match (days, minutes) {
        (Some(_), Some(_)) => {
            ctx.send(
                CreateReply::default()
                    .content("Give either days or minutes per move, not both.")
                    .ephemeral(true),
            )
            .await?;
            return Ok(());
        }
        (Some(d), None) => Some(d as u64 * 86_400),
        (None, Some(m)) => Some(m as u64 * 60),
        (None, None) => None,
    };
    let Some(time) = seconds.map_or(Some(TimePerMove::DEFAULT), TimePerMove::from_seconds) else {
        ctx.send(
            CreateReply::default()
                .content("The time per move must be from 1 minute to 14 days.")
                .ephemeral(true),
        )
        .await?;
        return Ok(());
    };
    if flooding(ctx).await? {
        return Ok(());
    }
    if opponent.as_ref().is_some_and(|o| o.bot) {
        ctx.send(
            CreateReply::default()
                .content("Bots cannot play; challenge a person.")
                .ephemeral(true),
        )
        .await?;
        return Ok(());
    }
    let command = Command::Challenge {
        variant: variant.into(),
        opponent: opponent.as_ref().map(player),
        color: match color.unwrap_or(ColorOption::Random) {
            ColorOption::White => ColorChoice::White,
            ColorOption::Black => ColorChoice::Black,
            ColorOption::Random => ColorChoice::Random,
        },
        time,
    };
    let reply = handle(
        ctx.data(),
        player(ctx.author()),
        channel_key(ctx.channel_id()),
        command,
    )
    .await;
    let mut out = interaction_reply(&reply);
    if !reply.error {
        out = out.components(challenge_buttons());
    }
    ctx.send(out).await?;
    Ok(())
}

/// Accept the challenge in this channel; the game gets a thread of its own
#[poise::command(slash_command)]
pub async fn accept(ctx: Context<'_>) -> Result<(), Error> {
    if flooding(ctx).await? {
        return Ok(());
    }
    ctx.defer().await?;
    let reply = start_game(
        ctx.serenity_context(),
        ctx.data(),
        ctx.author(),
        ctx.channel_id(),
    )
    .await;
    ctx.send(interaction_reply(&reply)).await?;
    Ok(())
}

/// Accepts the challenge in `channel`: opens a public thread for the game when the channel
/// allows threads (else the game lives in the channel) and posts the board there.
async fn start_game(
    ctx: &serenity::Context,
    data: &Data,
    author: &serenity::User,
    channel: serenity::ChannelId,
) -> Reply {
    let user = player(author);
    let key = channel_key(channel);
    let service = data.service.clone();
    // Is there a challenge this user may accept? Ask before opening a thread for nothing.
    let check = {
        let (service, key) = (service.clone(), key.clone());
        tokio::task::spawn_blocking(move || service.store().challenge_in(&key)).await
    };
    let challenge = match check {
        Ok(Ok(Some(ch))) => ch,
        Ok(Ok(None)) => {
            return Reply::error(
                "There is no challenge here to accept. Make one with `/challenge`.",
            )
        }
        _ => {
            return Reply::error(
                "Kibitz could not read the challenge; nothing was changed. Please try again.",
            )
        }
    };
    let acceptable = challenge.challenger.id != user.id
        && challenge.opponent.as_ref().is_none_or(|o| o.id == user.id);
    let thread = if acceptable {
        let name = format!(
            "{} v {} · {}",
            challenge.challenger.name,
            user.name,
            challenge.variant.title()
        );
        let name: String = name.chars().take(100).collect();
        channel
            .create_thread(
                ctx,
                serenity::CreateThread::new(name)
                    .kind(serenity::ChannelType::PublicThread)
                    .auto_archive_duration(serenity::AutoArchiveDuration::OneWeek),
            )
            .await
            .map_err(
                |e| tracing::info!(error = %e, "no thread for the game; it stays in the channel"),
            )
            .ok()
    } else {
        None
    };
    let game_channel = thread.as_ref().map_or(channel, |t| t.id);
    let reply = {
        let (user, key, game_key) = (user.clone(), key.clone(), channel_key(game_channel));
        tokio::task::spawn_blocking(move || service.accept_into(&user, &key, &game_key))
            .await
            .unwrap_or_else(|e| Reply::error(format!("Kibitz failed to handle that: {e}")))
    };
    match thread {
        Some(thread) if !reply.error => {
            if let Err(e) = thread.id.send_message(ctx, channel_message(&reply)).await {
                tracing::warn!(error = %e, "could not post the board in the game's thread");
            }
            Reply::text(format!("{} The game is in <#{}>.", reply.text, thread.id))
        }
        _ => reply,
    }
}

/// Decline a challenge made to you
#[poise::command(slash_command)]
pub async fn decline(ctx: Context<'_>) -> Result<(), Error> {
    respond(ctx, Command::Decline).await
}

/// Withdraw your challenge
#[poise::command(slash_command)]
pub async fn cancel(ctx: Context<'_>) -> Result<(), Error> {
    respond(ctx, Command::Cancel).await
}

async fn autocomplete_move(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let service = ctx.data().service.clone();
    let (user, channel, partial) = (
        player(ctx.author()).id,
        channel_key(ctx.channel_id()),
        partial.to_string(),
    );
    let moves = tokio::task::spawn_blocking(move || {
        service.move_suggestions(&user, &channel, &partial, MAX_CHOICES)
    })
    .await
    .unwrap_or_default();
    serenity::CreateAutocompleteResponse::new().set_choices(
        moves
            .into_iter()
            .map(serenity::AutocompleteChoice::from)
            .collect(),
    )
}

/// Play a move: e2e4, e7e8q, N@e4, P@a2,P@b3, c2c3=nq
#[poise::command(slash_command, rename = "move")]
pub async fn play(
    ctx: Context<'_>,
    #[description = "Your move in Kibitz notation; start typing to see the legal ones"]
    #[autocomplete = "autocomplete_move"]
    #[max_length = 40]
    r#move: String,
) -> Result<(), Error> {
    respond(ctx, Command::Move(r#move)).await
}

/// Show the board of the game here
#[poise::command(slash_command)]
pub async fn board(ctx: Context<'_>) -> Result<(), Error> {
    respond(ctx, Command::Board).await
}

/// List the legal moves of the game here
#[poise::command(slash_command)]
pub async fn moves(ctx: Context<'_>) -> Result<(), Error> {
    respond(ctx, Command::Moves).await
}

/// Resign the game here
#[poise::command(slash_command)]
pub async fn resign(ctx: Context<'_>) -> Result<(), Error> {
    respond(ctx, Command::Resign).await
}

/// Offer a draw, or answer an offer
#[poise::command(slash_command)]
pub async fn draw(
    ctx: Context<'_>,
    #[description = "Offer, accept or decline (offer if not given)"] answer: Option<AnswerOption>,
) -> Result<(), Error> {
    respond(
        ctx,
        Command::Draw(answer.unwrap_or(AnswerOption::Offer).into()),
    )
    .await
}

/// Ask to take your last move back, or answer such a request
#[poise::command(slash_command)]
pub async fn takeback(
    ctx: Context<'_>,
    #[description = "Ask, accept or decline (ask if not given)"] answer: Option<AnswerOption>,
) -> Result<(), Error> {
    respond(
        ctx,
        Command::Takeback(answer.unwrap_or(AnswerOption::Offer).into()),
    )
    .await
}

/// The rules of a variant
#[poise::command(slash_command)]
pub async fn rules(
    ctx: Context<'_>,
    #[description = "Which variant (the game here if not given)"] variant: Option<VariantChoice>,
) -> Result<(), Error> {
    respond(ctx, Command::Rules(variant.map(Variant::from))).await
}

/// The variants Kibitz hosts
#[poise::command(slash_command)]
pub async fn variants(ctx: Context<'_>) -> Result<(), Error> {
    respond(ctx, Command::Variants).await
}

/// Your games everywhere, and whose turn it is
#[poise::command(slash_command)]
pub async fn games(ctx: Context<'_>) -> Result<(), Error> {
    respond(ctx, Command::Games).await
}

/// The moves of the game here, with a PGN-style record
#[poise::command(slash_command)]
pub async fn history(ctx: Context<'_>) -> Result<(), Error> {
    respond(ctx, Command::History).await
}

/// Glicko-2 ratings: yours, or the best players of a variant
#[poise::command(slash_command)]
pub async fn ratings(
    ctx: Context<'_>,
    #[description = "A variant's best players (yours in every variant if not given)"]
    variant: Option<VariantChoice>,
) -> Result<(), Error> {
    respond(ctx, Command::Ratings(variant.map(Variant::from))).await
}

/// What Kibitz can do
#[poise::command(slash_command)]
pub async fn help(
    ctx: Context<'_>,
    #[description = "One command to explain"] command: Option<String>,
) -> Result<(), Error> {
    respond(ctx, Command::Help(command)).await
}

/// Every slash command.
pub fn commands() -> Vec<poise::Command<Data, Error>> {
    vec![
        challenge(),
        accept(),
        decline(),
        cancel(),
        play(),
        board(),
        moves(),
        resign(),
        draw(),
        takeback(),
        rules(),
        variants(),
        games(),
        history(),
        ratings(),
        help(),
    ]
}

/// Buttons: accept or decline a challenge, resign (after a confirmation), offer a draw.
async fn on_component(
    ctx: &serenity::Context,
    data: &Data,
    press: &serenity::ComponentInteraction,
) -> Result<(), Error> {
    let user = player(&press.user);
    let channel = channel_key(press.channel_id);
    let respond_with = |reply: &Reply| {
        let mut message = serenity::CreateInteractionResponseMessage::new()
            .content(content(reply))
            .allowed_mentions(allowed_mentions(reply))
            .ephemeral(reply.error);
        if let Some((embed, attachment)) = board_embed(reply) {
            message = message.embed(embed).add_file(attachment);
        }
        serenity::CreateInteractionResponse::Message(message)
    };
    if !data.allow(&press.user) {
        let message = serenity::CreateInteractionResponseMessage::new()
            .content(crate::limits::TOO_FAST)
            .ephemeral(true);
        press
            .create_response(ctx, serenity::CreateInteractionResponse::Message(message))
            .await?;
        return Ok(());
    }
    let reply = match press.data.custom_id.as_str() {
        "kibitz:accept" => {
            press.defer(ctx).await?;
            let reply = start_game(ctx, data, &press.user, press.channel_id).await;
            let mut follow = serenity::CreateInteractionResponseFollowup::new()
                .content(content(&reply))
                .allowed_mentions(allowed_mentions(&reply))
                .ephemeral(reply.error);
            if let Some((embed, attachment)) = board_embed(&reply) {
                follow = follow.embed(embed).add_file(attachment);
            }
            press.create_followup(ctx, follow).await?;
            if !reply.error {
                // The challenge is taken: its buttons go.
                let done = serenity::EditInteractionResponse::new().components(Vec::new());
                if let Err(e) = press.edit_response(ctx, done).await {
                    tracing::warn!(error = %e, "could not remove the challenge's buttons");
                }
            }
            return Ok(());
        }
        "kibitz:decline" => {
            let reply = handle(data, user, channel, Command::Decline).await;
            if !reply.error {
                // The declined challenge's message becomes the answer, without buttons.
                let update = serenity::CreateInteractionResponseMessage::new()
                    .content(content(&reply))
                    .allowed_mentions(allowed_mentions(&reply))
                    .components(Vec::new());
                press
                    .create_response(
                        ctx,
                        serenity::CreateInteractionResponse::UpdateMessage(update),
                    )
                    .await?;
                return Ok(());
            }
            reply
        }
        "kibitz:draw" => handle(data, user, channel, Command::Draw(Answer::Offer)).await,
        "kibitz:resign" => {
            let confirm = serenity::CreateInteractionResponseMessage::new()
                .content("Really resign this game?")
                .ephemeral(true)
                .components(vec![serenity::CreateActionRow::Buttons(vec![
                    serenity::CreateButton::new("kibitz:resign-confirm")
                        .label("Yes, resign")
                        .style(serenity::ButtonStyle::Danger),
                    serenity::CreateButton::new("kibitz:resign-cancel")
                        .label("No, play on")
                        .style(serenity::ButtonStyle::Secondary),
                ])]);
            press
                .create_response(ctx, serenity::CreateInteractionResponse::Message(confirm))
                .await?;
            return Ok(());
        }
        "kibitz:resign-confirm" => handle(data, user, channel, Command::Resign).await,
        "kibitz:resign-cancel" => Reply::error("Play on!"),
        _ => return Ok(()),
    };
    press.create_response(ctx, respond_with(&reply)).await?;
    Ok(())
}

async fn on_event(
    framework: poise::FrameworkContext<'_, Data, Error>,
    event: &serenity::FullEvent,
) -> Result<(), Error> {
    if let serenity::FullEvent::InteractionCreate {
        interaction: serenity::Interaction::Component(press),
    } = event
    {
        on_component(framework.serenity_context, framework.user_data, press).await?;
    }
    Ok(())
}

/// Friendly replies for failures; the rest is logged.
async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::ArgumentParse {
            ctx, input, error, ..
        } => {
            let text = format!("I could not read `{}`: {error}", input.unwrap_or_default());
            if let Err(e) = ctx
                .send(CreateReply::default().content(text).ephemeral(true))
                .await
            {
                tracing::warn!(error = %e, "could not send an error reply");
            }
        }
        poise::FrameworkError::Command { ctx, error, .. } => {
            tracing::error!(error = %error, command = %ctx.command().name, "command failed");
            ctx.send(
                CreateReply::default()
                    .content("Something went wrong; nothing was changed. Please try again.")
                    .ephemeral(true),
            )
            .await
            .ok();
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!(error = %e, "error while handling an error");
            }
        }
    }
}

/// Posts what the clock brings (reminders, losses on time) in the games' channels.
async fn post_notices(http: &serenity::Http, notices: Vec<Notice>) {
    for notice in notices {
        let Some(channel) = discord_channel(&notice.channel) else {
            continue;
        };
        if let Err(e) = channel
            .send_message(http, channel_message(&notice.reply))
            .await
        {
            tracing::warn!(error = %e, channel = %channel, "could not post a notice");
        }
    }
}

/// Connects and serves until SIGTERM or Ctrl-C.
///
/// # Errors
/// If the client cannot be built or the gateway connection fails for good.
pub async fn run(config: Config, service: Arc<Service>) -> anyhow::Result<()> {
    let mut http = serenity::HttpBuilder::new(&config.token);
    if let Some(base) = &config.api_base {
        http = http.proxy(base.clone()).ratelimiter_disabled(true);
    }
    let http = http.build();
    let guild = config.guild;
    let setup_service = service.clone();
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands(),
            on_error: |error| Box::pin(on_error(error)),
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
                tokio::spawn(crate::game::ticker::tick_forever(setup_service.clone(), TICK, move |notices| {
                    let http = http.clone();
                    async move { post_notices(&http, notices).await }
                }));
                Ok(Data {
                    service: setup_service,
                    limits: crate::limits::UserLimits::default(),
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
        shutdown_signal().await;
        tracing::info!("shutting down");
        shards.shutdown_all().await;
    });
    client
        .start()
        .await
        .context("the Discord connection failed")?;
    Ok(())
}

async fn shutdown_signal() {
    #[cfg(unix)]
    {
        let mut term =
            match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
                Ok(term) => term,
                Err(_) => return std::future::pending().await,
            };
        tokio::select! {
            _ = term.recv() => {}
            _ = tokio::signal::ctrl_c() => {}
        }
    }
    #[cfg(not(unix))]
    {
        tokio::signal::ctrl_c().await.ok();
    }
}
