//! Team games on Discord: `/challenge ... team:True` read into a team challenge, and `/vote`.
//! The tally each vote brings is kept in one message (`tallies.rs`), with a button per move
//! voted for (`button_ids.rs`).

use super::answer::{described_channel, refuse_as, refuse_unreadable, respond};
use super::{channel_key, Context, Error};
use crate::game::{ColorChoice, Command, Opponent, Problem, TeamTerms, TimePerMove};
use crate::game::{UsageError, VoteChoice};
use crate::rules::Variant;
use poise::serenity_prelude as serenity;

#[derive(Copy, Clone, Debug, poise::ChoiceParameter)]
pub enum VotersOption {
    Shown,
    Hidden,
}

/// The options of `/challenge` that only a team challenge has.
pub struct TeamOptions {
    pub channel: Option<serenity::PartialChannel>,
    pub vote: Option<String>,
    pub voters: Option<VotersOption>,
}

impl TeamOptions {
    fn any(&self) -> bool {
        self.channel.is_some() || self.vote.is_some() || self.voters.is_some()
    }
}

/// What a challenge's options are, read by `/challenge` before it knows whether it is a
/// team's.
pub struct Challenge {
    pub variant: Variant,
    pub opponent: Opponent,
    pub color: ColorChoice,
    pub time: TimePerMove,
    pub rated: bool,
}

/// Refuses team options in a challenge that is not a team's.
pub async fn refuse_stray(ctx: Context<'_>, options: &TeamOptions) -> Result<bool, Error> {
    if options.any() {
        refuse_as(ctx, crate::game::Fixed::TeamOptionsStray).await?;
        return Ok(true);
    }
    Ok(false)
}

/// `/challenge ... team:True`: this channel's team challenges Kibitz (`opponent`) or another
/// channel's team (`channel`). The game is played in the channel itself, never in a thread:
/// its members vote there.
pub async fn challenge(
    ctx: Context<'_>,
    challenge: Challenge,
    options: TeamOptions,
) -> Result<(), Error> {
    let vote = match options.vote.as_deref().map(crate::chat::vote_time) {
        Some(Err(why)) => return refuse_unreadable(ctx, &UsageError::line(why)).await,
        Some(Ok(vote)) => Some(vote),
        None => None,
    };
    let other = options
        .channel
        .as_ref()
        .map(|c| (channel_key(c.id), team_name(c)));
    let opponent = match crate::chat::team_opponent(challenge.opponent, other) {
        Ok(opponent) => opponent,
        Err(why) => {
            let why = UsageError::line(Problem::TeamOpponent(why));
            return refuse_unreadable(ctx, &why).await;
        }
    };
    let team_name = described_channel(ctx)
        .map(team_name)
        .unwrap_or_else(|| format!("team {}", ctx.channel_id()));
    let terms = TeamTerms {
        variant: challenge.variant,
        opponent,
        color: challenge.color,
        time: challenge.time,
        vote,
        show_voters: matches!(options.voters, Some(VotersOption::Shown)),
        rated: challenge.rated,
        team_name,
    };
    respond(ctx, Command::TeamChallenge(Box::new(terms))).await
}

/// The name a channel's team goes by: "team" and the channel's name (its id if unknown).
fn team_name(channel: &serenity::PartialChannel) -> String {
    match &channel.name {
        Some(name) => format!("team {name}"),
        None => format!("team {}", channel.id),
    }
}

/// Vote on your team's move in a team game: a move, draw or resign
#[poise::command(slash_command)]
pub async fn vote(
    ctx: Context<'_>,
    #[description = "A move (start typing to see the legal ones), or draw, or resign"]
    #[autocomplete = "super::choices::autocomplete_move"]
    #[max_length = 40]
    r#move: String,
) -> Result<(), Error> {
    let choice = VoteChoice::from_word(&r#move);
    respond(ctx, Command::Vote { choice, on: None }).await
}
