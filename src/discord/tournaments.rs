//! `/tournament` as slash subcommands, and the tournament games set up in threads: each
//! board's game in a public thread under the tournament's channel.

use super::answer::respond;
use super::buttons::{is_thread, open_game_thread};
use super::choices::VariantChoice;
use super::follow;
use super::send::{self, Outgoing};
use super::tallies::Tallies;
use super::{channel_key, discord_channel, Context, Error};
use crate::game::{
    Clockwork, Command, Format, Seat, TournamentAction, TournamentCommand, TournamentId,
    TournamentTerms, MAX_NAME,
};
use poise::serenity_prelude as serenity;

#[derive(Copy, Clone, Debug, poise::ChoiceParameter)]
pub enum FormatOption {
    Swiss,
    #[name = "roundrobin"]
    RoundRobin,
    Double,
}

/// Whether the author may organise tournaments here: Manage Server or Manage Events, as
/// the interaction's member permissions say.
async fn may_organise(ctx: Context<'_>) -> bool {
    let member = ctx.author_member().await;
    let permissions = member.and_then(|m| m.permissions);
    permissions.is_some_and(|p| p.manage_guild() || p.manage_events())
}

async fn tournament_command(
    ctx: Context<'_>,
    action: TournamentAction,
    id: Option<i64>,
) -> Result<(), Error> {
    let command = Command::Tournament(TournamentCommand {
        action,
        id: id.map(TournamentId),
        may_organise: may_organise(ctx).await,
    });
    respond(ctx, command).await
}

/// Tournaments in this channel: Swiss or round robin, paired round by round
#[poise::command(
    slash_command,
    subcommands(
        "create",
        "show",
        "join",
        "leave",
        "withdraw",
        "start",
        "cancel",
        "standings",
        "pairings",
        "export"
    ),
    subcommand_required
)]
pub async fn tournament(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Open a tournament in this channel (organisers)
#[poise::command(slash_command)]
#[allow(clippy::too_many_arguments)]
async fn create(
    ctx: Context<'_>,
    #[description = "The variant played"] variant: VariantChoice,
    #[description = "Swiss (FIDE Dutch system), round robin, or double round robin"]
    format: FormatOption,
    #[description = "Swiss rounds (set by the number of players if not given)"]
    #[min = 1]
    #[max = 30]
    rounds: Option<u32>,
    #[description = "Days per move, 1 to 14 (3 days if no time is given)"]
    #[min = 1]
    #[max = 14]
    days: Option<u32>,
    #[description = "Hours per move, 1 to 336"]
    #[min = 1]
    #[max = 336]
    hours: Option<u32>,
    #[description = "Minutes per move, 1 to 1440"]
    #[min = 1]
    #[max = 1440]
    minutes: Option<u32>,
    #[description = "Its name (the variant's if not given)"]
    #[max_length = 60]
    name: Option<String>,
    #[description = "Whether its games count for ratings (yes if not given)"] rated: Option<bool>,
    #[description = "The most players it takes"]
    #[min = 2]
    #[max = 1000]
    max: Option<u32>,
) -> Result<(), Error> {
    let time = match super::choices::time_per_move(days, hours, minutes) {
        Ok(time) => time,
        Err(why) => return super::answer::refuse_as(ctx, why).await,
    };
    if let poise::Context::Application(app) = ctx {
        if is_thread(app.interaction.channel.as_ref()) {
            return super::answer::refuse_as(ctx, crate::game::Fixed::TournamentInThread).await;
        }
    }
    let terms = TournamentTerms {
        variant: variant.into(),
        format: match format {
            FormatOption::Swiss => Format::Swiss,
            FormatOption::RoundRobin => Format::RoundRobin,
            FormatOption::Double => Format::Double,
        },
        rounds,
        time,
        name: name.map(|n| n.chars().take(MAX_NAME).collect()),
        rated: rated.unwrap_or(true),
        max_players: max,
    };
    tournament_command(ctx, TournamentAction::Create(terms), None).await
}

macro_rules! with_id {
    ($(#[$doc:meta] $name:ident => $action:expr;)*) => {$(
        #[$doc]
        #[poise::command(slash_command)]
        async fn $name(
            ctx: Context<'_>,
            #[description = "Which tournament, where this channel has several"]
            #[min = 1]
            id: Option<i64>,
        ) -> Result<(), Error> {
            tournament_command(ctx, $action, id).await
        }
    )*};
}

with_id! {
    /// What the tournament here is and where it stands
    show => TournamentAction::Show;
    /// Sign up, before it starts
    join => TournamentAction::Join;
    /// Take your name off, before it starts
    leave => TournamentAction::Leave;
    /// Leave a tournament under way: you are not paired again
    withdraw => TournamentAction::Withdraw;
    /// Start it and pair round 1 (its organiser)
    start => TournamentAction::Start;
    /// Cancel it (its organiser)
    cancel => TournamentAction::Cancel;
    /// The standings with FIDE's tie-breaks
    standings => TournamentAction::Standings;
    /// The record as a TRF-16 report and every game as PGN
    export => TournamentAction::Export;
}

/// A round's pairings and results (the latest if no round is given)
#[poise::command(slash_command)]
async fn pairings(
    ctx: Context<'_>,
    #[description = "Which round"]
    #[min = 1]
    #[max = 60]
    round: Option<u32>,
    #[description = "Which tournament, where this channel has several"]
    #[min = 1]
    id: Option<i64>,
) -> Result<(), Error> {
    tournament_command(ctx, TournamentAction::Pairings(round), id).await
}

/// Sets up each seat's game in a public thread under the tournament's channel, named as the
/// seat says, and posts its board there. A seat whose thread cannot be opened waits: it is
/// offered again after a while.
pub async fn open_seats(
    http: &serenity::Http,
    tallies: &Tallies,
    clockwork: &Clockwork,
    seats: Vec<Seat>,
) {
    for seat in seats {
        let Some(parent) = discord_channel(&seat.parent) else {
            continue;
        };
        let Some(thread) = open_game_thread(http, parent, &seat.name).await else {
            continue;
        };
        let (clockwork, place) = (clockwork.clone(), channel_key(thread.id));
        let seated = tokio::task::spawn_blocking(move || clockwork.seat(&seat, &place))
            .await
            .unwrap_or_else(|e| crate::game::failed(crate::game::Lang::default(), e));
        if seated.error {
            // Set up meanwhile by another process: the empty thread goes.
            tracing::info!(why = %seated.text, "a tournament game was not set up");
            if let Err(e) = thread.id.delete(http).await {
                tracing::info!(error = %e, "could not remove an unused thread");
            }
            continue;
        }
        if let Err(e) = send::post(http, thread.id, &Outgoing::of(&seated)).await {
            tracing::warn!(error = %e, "could not post a tournament game's board");
        }
        follow::extras(http, tallies, thread.id, &seated).await;
    }
}
