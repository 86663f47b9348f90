//! Buttons: accept or decline a challenge (each challenge's own), resign (after a
//! confirmation), offer a draw; and starting a game in a thread of its own.

use super::button_ids::ButtonId;
use super::follow;
use super::send::{self, Outgoing};
use super::{channel_key, player, Data, Error};
use crate::game::{Answer, Answered, ChallengePick, ChannelId, Command, Reply, TournamentAction};
use crate::game::{Fixed, GameId, Lang, Locales, PickStep, PickValue, TournamentCommand};
use crate::game::{User, VoteChoice};
use poise::serenity_prelude as serenity;

/// Accepts a challenge in `channel`. First asks the service whether `author` may (so that a
/// refusal is private and no thread is opened for nothing), then runs `before_slow_work`
/// (slash commands defer there) and starts the game with [`start_in_thread`] (a team game in
/// `channel` itself, where its members vote); the answer for the person who accepted.
pub async fn start_game<F, Fut>(
    ctx: &serenity::Context,
    data: &Data,
    (author, locales): (&serenity::User, Locales),
    channel: (serenity::ChannelId, Option<&serenity::PartialChannel>),
    pick: Option<ChallengePick>,
    before_slow_work: F,
) -> Answered
where
    F: FnOnce() -> Fut,
    Fut: std::future::Future<Output = Result<(), Error>>,
{
    let user = player(author);
    let key = channel_key(channel.0);
    let challenge = {
        let (commands, user, key, pick) = (
            data.commands.clone(),
            user.clone(),
            key.clone(),
            pick.clone(),
        );
        tokio::task::spawn_blocking(move || {
            commands.acceptable_challenge(&user, &key, pick.as_ref(), &locales)
        })
        .await
        .unwrap_or_else(|e| Err(crate::game::failed(Lang::default(), e).text))
    };
    let challenge = match challenge {
        Ok(challenge) => challenge,
        Err(refusal) => return Answered::from(Reply::error(refusal)),
    };
    if let Err(e) = before_slow_work().await {
        tracing::warn!(error = %e, "could not defer the answer");
    }
    let pick = Some(ChallengePick::Id(challenge.id));
    if challenge.challenger.id.is_team() {
        // A team game is played where the team's members vote: in this channel.
        return accept_into(data, user, key.clone(), pick, key).await;
    }
    let name = format!(
        "{} v {} · {}",
        challenge.challenger.name,
        user.name,
        challenge.variant.title()
    );
    let start = |game_channel| accept_into(data, user, key, pick, channel_key(game_channel));
    start_in_thread(ctx, data, channel, &name, start).await
}

/// Whether `channel` (as an interaction describes it) is a thread, where Discord allows no
/// thread of its own.
pub fn is_thread(channel: Option<&serenity::PartialChannel>) -> bool {
    channel.is_some_and(|c| {
        matches!(
            c.kind,
            serenity::ChannelType::PublicThread
                | serenity::ChannelType::PrivateThread
                | serenity::ChannelType::NewsThread
        )
    })
}

/// Starts a game in a thread of its own under `channel`, named `name`, or in `channel`
/// itself when it is a thread or allows none: `start` carries it out in the channel it is
/// given. The board goes into the thread (and a thread left empty by a refusal goes); the
/// answer for the one who started the game says where it is. Without a thread the answer is
/// the game's own, which its sender posts, as any answer.
pub async fn start_in_thread<F, Fut>(
    ctx: &serenity::Context,
    data: &Data,
    (channel, described): (serenity::ChannelId, Option<&serenity::PartialChannel>),
    name: &str,
    start: F,
) -> Answered
where
    F: FnOnce(serenity::ChannelId) -> Fut,
    Fut: std::future::Future<Output = Answered>,
{
    let thread = if is_thread(described) {
        None
    } else {
        open_game_thread(ctx, channel, name).await
    };
    let started = start(thread.as_ref().map_or(channel, |t| t.id)).await;
    let Some(thread) = thread else {
        return started;
    };
    let reply = &started.reply;
    if reply.error {
        // Nothing was started: the empty thread goes.
        if let Err(e) = thread.id.delete(ctx).await {
            tracing::info!(error = %e, "could not remove an unused thread");
        }
        return started;
    }
    let in_thread = crate::game::game_in_thread(reply.lang, &format!("<#{}>", thread.id));
    let mut text = format!("{} {in_thread}", reply.text);
    if let Err(e) = send::post(&ctx.http, thread.id, &Outgoing::of(reply)).await {
        tracing::warn!(error = %e, "could not post the board in the game's thread");
        text.push(' ');
        text.push_str(&crate::game::fixed(reply.lang, Fixed::BoardNotInThread));
    }
    follow::extras(&ctx.http, &data.tallies, thread.id, reply).await;
    let mentions = reply.mentions.clone();
    started.after.posted();
    Answered::from(Reply::mentioning(text, mentions))
}

/// A public thread for a new game, under `channel`; `None` (the game stays in the channel)
/// when the channel allows none.
pub(super) async fn open_game_thread(
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
) -> Answered {
    let commands = data.commands.clone();
    tokio::task::spawn_blocking(move || commands.accept_into(&user, &key, pick, &game_key))
        .await
        .unwrap_or_else(|e| Answered::from(crate::game::failed(Lang::default(), e)))
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

/// A button pressed: the command it stands for, through the service as a slash command's
/// (the rate limit, the asker's languages, what follows the answer); the buttons that are
/// no command (accepting into a thread, a question before resigning) apart.
pub async fn on_component(
    ctx: &serenity::Context,
    data: &Data,
    press: &serenity::ComponentInteraction,
) -> Result<(), Error> {
    let Some(button) = ButtonId::parse(&press.data.custom_id) else {
        return Ok(());
    };
    let lang = Lang::parse(&press.locale).unwrap_or_default();
    if !data.allow(&press.user) {
        let reply = Reply::error(crate::game::fixed(lang, Fixed::TooFast));
        answer(ctx, press, message(&reply), &reply).await;
        return Ok(());
    }
    let locales = super::locales(&press.locale, press.guild_locale.as_deref());
    let declines = matches!(button, ButtonId::Decline(_));
    let command = match button {
        ButtonId::Accept(id) => return accept_pressed(ctx, data, press, locales, id).await,
        ButtonId::Resign => {
            let words = |f| crate::game::fixed(lang, f);
            let mut confirm = Outgoing::of(&Reply::error(words(Fixed::ResignQuestionShort)));
            let (yes, no) = (words(Fixed::YesResignButton), words(Fixed::NoPlayOnButton));
            confirm.components = vec![serenity::CreateActionRow::Buttons(vec![
                ButtonId::ConfirmResign.button(&yes, serenity::ButtonStyle::Danger),
                ButtonId::KeepPlaying.button(&no, serenity::ButtonStyle::Secondary),
            ])];
            let response = serenity::CreateInteractionResponse::Message(confirm.to_response());
            answer(ctx, press, response, &Reply::error("")).await;
            return Ok(());
        }
        ButtonId::KeepPlaying => {
            let reply = Reply::error(crate::game::fixed(lang, Fixed::PlayOn));
            answer(ctx, press, message(&reply), &reply).await;
            return Ok(());
        }
        ButtonId::Decline(id) => Command::Decline(ButtonId::pick(id)),
        ButtonId::OfferDraw => Command::Draw(Answer::Offer),
        ButtonId::ConfirmResign => Command::Resign,
        ButtonId::JoinTournament(id) | ButtonId::LeaveTournament(id) => {
            let action = match button {
                ButtonId::JoinTournament(_) => TournamentAction::Join,
                _ => TournamentAction::Leave,
            };
            Command::Tournament(TournamentCommand {
                action,
                id: Some(id),
                may_organise: false,
            })
        }
        ButtonId::Next => Command::Next,
        // Where the app has an Activity, the board opens inside Discord.
        ButtonId::PlayOnBoard(_) if data.activity => {
            launch_activity(&ctx.http, press.id, &press.token).await?;
            return Ok(());
        }
        ButtonId::PlayOnBoard(game) => Command::Web {
            game: Some(game),
            revoke: false,
        },
        ButtonId::Vote(game, ply, mv) => Command::Vote {
            choice: VoteChoice::Move(mv),
            on: Some((game, ply)),
        },
        ButtonId::ShowSolution => Command::Solve(crate::game::SolveAction::Show),
        ButtonId::PickMove => {
            let asked = (press, locales);
            return pick_pressed(ctx, data, asked, PickStep::Piece, None).await;
        }
        ButtonId::Pick { game, ply, .. } => {
            let picked = match &press.data.kind {
                serenity::ComponentInteractionDataKind::StringSelect { values } => {
                    values.first().and_then(|v| PickValue::read(v))
                }
                _ => None,
            };
            match picked {
                Some(PickValue::Step(step)) => {
                    let asked = (press, locales);
                    return pick_pressed(ctx, data, asked, step, Some((game, ply))).await;
                }
                Some(PickValue::Move(notation)) => Command::PickedMove {
                    notation,
                    game,
                    ply,
                },
                None => return Ok(()),
            }
        }
    };
    let place = (press.channel_id, press.guild_id);
    let request = super::request(&press.user, place, locales, command);
    let answered = super::ask(data, request, None).await;
    let reply = &answered.reply;
    let response = if declines && !reply.error {
        // The declined challenge's message becomes the answer, without buttons.
        let mut update = Outgoing::of(reply);
        update.components = Vec::new();
        serenity::CreateInteractionResponse::UpdateMessage(update.to_response())
    } else {
        message(reply)
    };
    answer(ctx, press, response, reply).await;
    follow::extras(&ctx.http, &data.tallies, press.channel_id, reply).await;
    answered.after.posted();
    Ok(())
}

/// A step of the move picker for the presser: the first (`made_for` none) as a private
/// message of its own, the next ones in its place; a refusal likewise.
async fn pick_pressed(
    ctx: &serenity::Context,
    data: &Data,
    (press, locales): (&serenity::ComponentInteraction, Locales),
    step: PickStep,
    made_for: Option<(GameId, u32)>,
) -> Result<(), Error> {
    let (commands, user) = (data.commands.clone(), player(&press.user));
    let channel = channel_key(press.channel_id);
    let picker = tokio::task::spawn_blocking(move || {
        commands.move_picker(&user, &channel, step, made_for, &locales)
    })
    .await
    .unwrap_or_else(|e| Err(Box::new(crate::game::failed(Lang::default(), e))));
    let (content, components, shown) = match &picker {
        Ok(picker) => (
            picker.prompt.clone(),
            ButtonId::picker_menus(picker),
            Reply::error(""),
        ),
        Err(reply) => (reply.text.clone(), Vec::new(), (**reply).clone()),
    };
    let message = serenity::CreateInteractionResponseMessage::new()
        .content(content)
        .components(components);
    let response = match made_for {
        None => serenity::CreateInteractionResponse::Message(message.ephemeral(true)),
        Some(_) => serenity::CreateInteractionResponse::UpdateMessage(message),
    };
    answer(ctx, press, response, &shown).await;
    Ok(())
}

/// A button's answer as a message of its own.
fn message(reply: &Reply) -> serenity::CreateInteractionResponse {
    serenity::CreateInteractionResponse::Message(Outgoing::of(reply).to_response())
}

/// The Accept button of challenge `id` (of the oldest here, on older messages): the game starts in a thread of its own (see
/// [`start_game`]), and the challenge's buttons go.
async fn accept_pressed(
    ctx: &serenity::Context,
    data: &Data,
    press: &serenity::ComponentInteraction,
    locales: Locales,
    id: Option<crate::game::ChallengeId>,
) -> Result<(), Error> {
    let deferred = || async {
        press.defer(ctx).await?;
        Ok(())
    };
    let channel = (press.channel_id, press.channel.as_ref());
    let author = (&press.user, locales);
    let started = start_game(ctx, data, author, channel, ButtonId::pick(id), deferred).await;
    match started.reply.error {
        false => {
            let follow = Outgoing::of(&started.reply).to_followup();
            let sent = send::with_retries("the game's start", || {
                press.create_followup(ctx, follow.clone())
            })
            .await;
            if let Err(e) = sent {
                tracing::warn!(error = %e, "could not announce the game");
                let reply = &started.reply;
                send::tell_what_happened(&ctx.http, press.channel_id, press.user.id, reply).await;
            }
            follow::extras(&ctx.http, &data.tallies, press.channel_id, &started.reply).await;
            started.after.posted();
            // The challenge is taken: its buttons go.
            let done = serenity::EditInteractionResponse::new().components(Vec::new());
            if let Err(e) = press.edit_response(ctx, done).await {
                tracing::warn!(error = %e, "could not remove the challenge's buttons");
            }
        }
        // Refused before the deferral: a private answer.
        true => answer(ctx, press, message(&started.reply), &started.reply).await,
    }
    Ok(())
}

/// Answers interaction `id` by launching the app's Activity (`LAUNCH_ACTIVITY`, response 12,
/// which carries no data: sent as exactly `{"type": 12}`).
pub(super) async fn launch_activity(
    http: &serenity::Http,
    id: serenity::InteractionId,
    token: &str,
) -> serenity::Result<()> {
    http.create_interaction_response(id, token, &serde_json::json!({ "type": 12 }), Vec::new())
        .await
}
