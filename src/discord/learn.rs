//! The commands for learning a variant: its rules with pictures, a map of the legal moves,
//! a game's replay and its analysis.

use super::answer::{refuse_unreadable, respond, respond_watched};
use super::choices::{VariantChoice, MAX_CHOICES};
use super::{Context, Error};
use crate::game::topic_choices;
use crate::game::{Command, GameId};
use crate::rules::Variant;
use poise::serenity_prelude as serenity;

/// The variant chosen so far in a command being typed (its `variant` option).
pub(super) fn chosen_variant(ctx: Context<'_>) -> Option<Variant> {
    let poise::Context::Application(app) = ctx else {
        return None;
    };
    let option = app
        .interaction
        .data
        .options
        .iter()
        .find(|o| o.name == "variant")?;
    match &option.value {
        serenity::CommandDataOptionValue::Integer(i) => {
            Variant::ALL.get(usize::try_from(*i).ok()?).copied()
        }
        serenity::CommandDataOptionValue::String(s) => s.parse().ok(),
        _ => None,
    }
}

/// The rules topics of the variant chosen (of every variant if none is), matching `partial`.
async fn autocomplete_topic(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let variants = match chosen_variant(ctx) {
        Some(v) => vec![v],
        None => Variant::ALL.to_vec(),
    };
    let choices = topic_choices(super::interaction_language(ctx), &variants, partial)
        .into_iter()
        .take(MAX_CHOICES)
        .map(|(label, topic)| {
            let label: String = label.chars().take(100).collect();
            serenity::AutocompleteChoice::new(label, topic)
        })
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// The rules of a variant, with pictures
#[poise::command(slash_command)]
pub async fn rules(
    ctx: Context<'_>,
    #[description = "Which variant (the game here if not given)"] variant: Option<VariantChoice>,
    #[description = "One rule with its picture; start typing to see them"]
    #[autocomplete = "autocomplete_topic"]
    #[max_length = 40]
    topic: Option<String>,
) -> Result<(), Error> {
    let command = Command::Rules {
        variant: variant.map(Variant::from),
        topic,
    };
    respond(ctx, command).await
}

/// The legal moves of the game here, with a map of them for the players
#[poise::command(slash_command)]
pub async fn moves(
    ctx: Context<'_>,
    #[description = "One piece's moves: its square, e.g. e2"]
    #[max_length = 20]
    square: Option<String>,
    #[description = "Where a piece from the hand may go: its letter or name, e.g. N or knight"]
    #[max_length = 20]
    piece: Option<String>,
) -> Result<(), Error> {
    let words: Vec<String> = square
        .map(|s| format!("square:{}", s.trim()))
        .into_iter()
        .chain(piece.map(|p| format!("piece:{}", p.trim())))
        .collect();
    let words: Vec<&str> = words.iter().map(String::as_str).collect();
    match crate::chat::moves_args(&words) {
        Ok(command) => respond(ctx, command).await,
        Err(e) => refuse_unreadable(ctx, &e).await,
    }
}

/// A game of this channel as an animated picture, move by move
#[poise::command(slash_command)]
pub async fn replay(
    ctx: Context<'_>,
    #[description = "An older game's number (the latest game here if not given)"]
    #[min = 1]
    game: Option<i64>,
) -> Result<(), Error> {
    // A long game may take longer to draw than Discord waits for a first answer: `respond`
    // defers then, and a refusal (which comes at once) stays private.
    respond(ctx, Command::Replay(game.map(GameId))).await
}

/// The engine's analysis of a finished game: accuracy, mistakes and the better moves
#[poise::command(slash_command)]
pub async fn analysis(
    ctx: Context<'_>,
    #[description = "A finished game's number (the last one that ended here if not given)"]
    #[min = 1]
    game: Option<i64>,
) -> Result<(), Error> {
    // A long game takes seconds to analyse: the deferred answer shows how far it has come.
    respond_watched(ctx, Command::Analysis(game.map(GameId))).await
}
