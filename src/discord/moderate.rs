//! What a server's moderators may do: `/adjudicate`, and who counts as a moderator.

use super::answer::respond;
use super::{Context, Error};
use crate::game::{Command, GameId};
use crate::rules::Color;

#[derive(Copy, Clone, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub enum ResultChoice {
    #[name = "white wins"]
    White,
    #[name = "black wins"]
    Black,
    #[name = "draw"]
    Draw,
}

/// End a game stuck by a player who left: who wins, or a draw (moderators)
#[poise::command(slash_command, default_member_permissions = "MANAGE_CHANNELS")]
pub async fn adjudicate(
    ctx: Context<'_>,
    #[description = "White wins, Black wins, or a draw"] result: ResultChoice,
    #[description = "A game in a thread of this channel (the game here if not given)"]
    #[min = 1]
    game: Option<i64>,
) -> Result<(), Error> {
    let winner = match result {
        ResultChoice::White => Some(Color::White),
        ResultChoice::Black => Some(Color::Black),
        ResultChoice::Draw => None,
    };
    let command = Command::Adjudicate {
        winner,
        game: game.map(GameId),
        may_moderate: may_moderate(ctx),
    };
    respond(ctx, command).await
}

/// Whether the author moderates here: Manage Server or Manage Channels, as the interaction's
/// member permissions (in this channel) say.
pub(super) fn may_moderate(ctx: Context<'_>) -> bool {
    let poise::Context::Application(app) = ctx else {
        return false;
    };
    app.interaction
        .member
        .as_ref()
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.manage_guild() || p.manage_channels())
}
