//! `/puzzle` and `/solve`: a puzzle shown in the channel, answered with autocompletion of the
//! legal moves; a wrong answer comes with a Show solution button.

use super::answer::respond;
use super::choices::{VariantChoice, MAX_CHOICES};
use super::learn::chosen_variant;
use super::{Context, Error};
use crate::game::{Command, Commands, SolveAction};
use crate::rules::Variant;
use poise::serenity_prelude as serenity;

/// The themes of the variant chosen (of every variant if none is), matching `partial`.
async fn autocomplete_theme(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let variants = match chosen_variant(ctx) {
        Some(v) => vec![v],
        None => Variant::ALL.to_vec(),
    };
    let choices = crate::game::puzzle_themes(&variants, partial, MAX_CHOICES)
        .into_iter()
        .map(serenity::AutocompleteChoice::from)
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// A puzzle near your puzzle rating, shown here: find the move that wins
#[poise::command(slash_command)]
pub async fn puzzle(
    ctx: Context<'_>,
    #[description = "Which variant (the game here's if not given)"] variant: Option<VariantChoice>,
    #[description = "A theme: mateIn2, kingSuckedHome, vanishingLine, ...; start typing to see them"]
    #[autocomplete = "autocomplete_theme"]
    #[max_length = 40]
    theme: Option<String>,
    #[description = "A puzzle posted here every day at 12:00 UTC (moderators: Manage Server or Manage Channels)"]
    daily: Option<DailyChoice>,
) -> Result<(), Error> {
    let command = match daily {
        Some(daily) => Command::PuzzleDaily {
            on: daily == DailyChoice::On,
            may_moderate: super::moderate::may_moderate(ctx),
        },
        None => Command::Puzzle {
            variant: variant.map(Variant::from),
            theme,
        },
    };
    respond(ctx, command).await
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub enum DailyChoice {
    #[name = "on"]
    On,
    #[name = "off"]
    Off,
}

async fn autocomplete_answer(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    super::choices::offer(ctx, partial, Commands::solve_suggestions).await
}

/// Your answer to the puzzle here, one move at a time ("show" for the solution)
#[poise::command(slash_command)]
pub async fn solve(
    ctx: Context<'_>,
    #[description = "Your move; start typing to see the legal ones, or \"show\" for the solution"]
    #[autocomplete = "autocomplete_answer"]
    #[max_length = 40]
    r#move: String,
) -> Result<(), Error> {
    let action = if r#move.trim().eq_ignore_ascii_case("show") {
        SolveAction::Show
    } else {
        SolveAction::Move(r#move.trim().to_string())
    };
    respond(ctx, Command::Solve(action)).await
}
