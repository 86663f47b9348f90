//! The menus and readings of slash command options that more than one command file uses.

use super::{channel_key, player, Context};
use crate::game::{
    ChannelId, Commands, Fixed, Problem, Suggestion, TimeControl, TimePerMove, UserId,
};
use crate::rules::Variant;
use poise::serenity_prelude as serenity;
use std::borrow::Cow;

/// At most this many autocomplete choices (Discord's limit).
pub(super) const MAX_CHOICES: usize = 25;

/// A variant from the menu Discord shows: the entries are [`Variant::ALL`], by title.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct VariantChoice(pub Variant);

impl poise::ChoiceParameter for VariantChoice {
    fn list() -> Cow<'static, [poise::CommandParameterChoice]> {
        Variant::ALL
            .iter()
            .map(|v| poise::CommandParameterChoice {
                name: v.title().into(),
                localizations: Cow::Borrowed(&[]),
                __non_exhaustive: (),
            })
            .collect::<Vec<_>>()
            .into()
    }

    fn from_index(index: usize) -> Option<Self> {
        Variant::ALL.get(index).copied().map(VariantChoice)
    }

    fn from_name(name: &str) -> Option<Self> {
        Variant::ALL
            .into_iter()
            .find(|v| v.title() == name)
            .map(VariantChoice)
    }

    fn name(&self) -> &'static str {
        self.0.title()
    }

    fn localized_name(&self, _locale: &str) -> Option<&'static str> {
        None
    }
}

impl From<VariantChoice> for Variant {
    fn from(choice: VariantChoice) -> Variant {
        choice.0
    }
}

/// The time per move the options give (three days if none), or why they give none.
pub fn time_per_move(
    days: Option<u32>,
    hours: Option<u32>,
    minutes: Option<u32>,
) -> Result<TimePerMove, Fixed> {
    let given: Vec<u64> = [(days, 86_400), (hours, 3600), (minutes, 60)]
        .into_iter()
        .filter_map(|(n, unit)| n.map(|n| u64::from(n) * unit))
        .collect();
    match given.as_slice() {
        [] => Ok(TimePerMove::DEFAULT),
        [seconds] => TimePerMove::from_seconds(*seconds).ok_or(Fixed::TimeRange),
        _ => Err(Fixed::OneTimeUnit),
    }
}

/// The chess clock the option gives, if any, or why it gives none (`timed`: a time per move
/// was given too).
pub fn clock(option: Option<&str>, timed: bool) -> Result<Option<TimeControl>, Problem> {
    let Some(text) = option else {
        return Ok(None);
    };
    if timed {
        return Err(Problem::TimeOrClock);
    }
    crate::chat::clock_option(text).map(Some)
}

/// What the service `suggests` to the author typing `partial` here, read off the async
/// runtime (it reads the database), as autocompletion choices.
pub(super) async fn offer(
    ctx: Context<'_>,
    partial: &str,
    suggests: fn(&Commands, &UserId, &ChannelId, &str, usize) -> Vec<Suggestion>,
) -> serenity::CreateAutocompleteResponse {
    let commands = ctx.data().commands.clone();
    let (user, channel, partial) = (
        player(ctx.author()).id,
        channel_key(ctx.channel_id()),
        partial.to_string(),
    );
    let offered = tokio::task::spawn_blocking(move || {
        suggests(&commands, &user, &channel, &partial, MAX_CHOICES)
    })
    .await
    .unwrap_or_default();
    serenity::CreateAutocompleteResponse::new().set_choices(
        offered
            .into_iter()
            .map(|s| serenity::AutocompleteChoice::new(s.label, s.value))
            .collect(),
    )
}

/// The legal moves of the game here that begin with what is typed.
pub(super) async fn autocomplete_move(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    offer(ctx, partial, Commands::move_suggestions).await
}
