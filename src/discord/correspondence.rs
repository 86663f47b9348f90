//! The slash commands of correspondence players: direct messages, conditional moves,
//! vacations, the leaderboards of the server, and one's own link to play on the board.

use super::answer::{refuse_as, refuse_unreadable, respond};
use super::choices::VariantChoice;
use super::{Context, Error};
use crate::game::{Command, Fixed, GameId, NotifyEvent, VacationAction};
use crate::rules::Variant;

/// On or off.
#[derive(poise::ChoiceParameter, Copy, Clone, PartialEq, Eq)]
pub enum Switch {
    #[name = "on"]
    On,
    #[name = "off"]
    Off,
}

/// The events a player may be told of directly.
#[derive(poise::ChoiceParameter, Copy, Clone, PartialEq, Eq)]
pub enum EventOption {
    #[name = "all"]
    All,
    #[name = "your move"]
    Move,
    #[name = "reminders"]
    Reminders,
    #[name = "results"]
    Results,
    #[name = "challenges to you"]
    Challenges,
    #[name = "board link"]
    Board,
}

/// A DM with the board when it is your move in a correspondence game, and more
#[poise::command(slash_command)]
pub async fn notify(
    ctx: Context<'_>,
    #[description = "Turn direct messages on or off (your settings if not given)"] mode: Option<
        Switch,
    >,
    #[description = "Which event (all if not given)"] event: Option<EventOption>,
) -> Result<(), Error> {
    let Some(mode) = mode else {
        if event.is_some() {
            return refuse_as(ctx, Fixed::NotifyModeWithEvent).await;
        }
        let show = Command::Notify {
            on: None,
            events: Vec::new(),
        };
        return respond(ctx, show).await;
    };
    let events = match event.unwrap_or(EventOption::All) {
        EventOption::All => Vec::new(),
        EventOption::Move => vec![NotifyEvent::Move],
        EventOption::Reminders => vec![NotifyEvent::Reminder],
        EventOption::Results => vec![NotifyEvent::Result],
        EventOption::Challenges => vec![NotifyEvent::Challenge],
        EventOption::Board => vec![NotifyEvent::Board],
    };
    let command = Command::Notify {
        on: Some(mode == Switch::On),
        events,
    };
    respond(ctx, command).await
}

/// Conditional moves: if they play this, you play that (only you see them)
#[poise::command(slash_command)]
pub async fn premove(
    ctx: Context<'_>,
    #[description = "Their move, your reply, ...: e7e5 g1f3 b8c6 f1b5; \"clear\" removes yours; empty lists them"]
    #[max_length = 200]
    line: Option<String>,
    #[description = "The game's number, to plan from anywhere (the game here if not given)"]
    #[min = 1]
    game: Option<i64>,
) -> Result<(), Error> {
    let mut words: Vec<String> = game.map(|id| format!("game:{id}")).into_iter().collect();
    words.extend(
        line.unwrap_or_default()
            .split_whitespace()
            .map(str::to_string),
    );
    let words: Vec<&str> = words.iter().map(String::as_str).collect();
    match crate::chat::premove_args(&words) {
        Ok(command) => respond(ctx, command).await,
        Err(usage) => refuse_unreadable(ctx, &usage).await,
    }
}

/// Stop your clocks in correspondence games while you are away (up to 30 days a year)
#[poise::command(slash_command)]
pub async fn vacation(
    ctx: Context<'_>,
    #[description = "How many days you are away"]
    #[min = 1]
    #[max = 30]
    days: Option<u32>,
    #[description = "You are back early: your clocks run again"] end: Option<bool>,
) -> Result<(), Error> {
    let action = match (days, end) {
        (Some(_), Some(true)) => return refuse_as(ctx, Fixed::VacationDaysOrEnd).await,
        (_, Some(true)) => VacationAction::End,
        (Some(days), _) => VacationAction::Start(days),
        (None, _) => VacationAction::Show,
    };
    respond(ctx, Command::Vacation(action)).await
}

/// Whose ratings a leaderboard ranks.
#[derive(poise::ChoiceParameter, Copy, Clone, PartialEq, Eq)]
pub enum ScopeOption {
    #[name = "this server"]
    Server,
    #[name = "global"]
    Global,
}

/// Glicko-2 ratings: yours with your ranks, or the best players of a variant
#[poise::command(slash_command)]
pub async fn ratings(
    ctx: Context<'_>,
    #[description = "A variant's best players (yours in every variant if not given)"]
    variant: Option<VariantChoice>,
    #[description = "Rank among this server's players (the default) or everyone's"] scope: Option<
        ScopeOption,
    >,
) -> Result<(), Error> {
    let command = Command::Ratings {
        variant: variant.map(Variant::from),
        global: scope == Some(ScopeOption::Global),
    };
    respond(ctx, command).await
}

/// Your own link to play a game on its board, in the browser (only you see it)
#[poise::command(slash_command)]
pub async fn web(
    ctx: Context<'_>,
    #[description = "The game's number, from anywhere (the game here if not given)"]
    #[min = 1]
    game: Option<i64>,
    #[description = "End your links to this game instead (a new one still works)"] revoke: Option<
        bool,
    >,
) -> Result<(), Error> {
    let revoke = revoke.unwrap_or(false);
    // Where the app has an Activity, the board opens inside Discord, signed in as the asker.
    if let (false, true, poise::Context::Application(app)) = (revoke, ctx.data().activity, ctx) {
        let interaction = app.interaction;
        super::buttons::launch_activity(ctx.http(), interaction.id, &interaction.token).await?;
        return Ok(());
    }
    let command = Command::Web {
        game: game.map(GameId),
        revoke,
    };
    respond(ctx, command).await
}
