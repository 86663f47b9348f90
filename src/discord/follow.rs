//! What follows a reply on Discord: the messages after it (moves played in answer, a team's
//! tally kept in one message), those for other channels and the direct messages.

use super::discord_channel;
use super::send::{direct_message, post, Outgoing};
use super::tallies::{show_tally, Tallies};
use crate::game::Reply;
use poise::serenity_prelude as serenity;

/// What follows a reply: the messages after it in `channel` (moves played in answer to it, a
/// team's tally, kept in one message by `tallies`), those for other channels (a team's
/// opponents) and the direct messages to the players who asked for them (`notify`).
pub async fn extras(
    http: &serenity::Http,
    tallies: &Tallies,
    channel: serenity::ChannelId,
    reply: &Reply,
) {
    if reply.error {
        return;
    }
    // The bot thinks about its move: "Kibitz is typing" where it will come (until it comes,
    // or ten seconds).
    if reply.last().game.as_ref().is_some_and(|g| g.bot_to_move()) {
        if let Err(e) = channel.broadcast_typing(http).await {
            tracing::debug!(error = %e, "could not show typing");
        }
    }
    for then in &reply.then {
        show(http, tallies, channel, then).await;
    }
    for other in &reply.elsewhere {
        let Some(elsewhere) = discord_channel(&other.channel) else {
            continue;
        };
        show(http, tallies, elsewhere, &other.reply).await;
    }
    let followers = (reply.then.iter()).chain(reply.elsewhere.iter().map(|e| &e.reply));
    for direct in (reply.direct.iter()).chain(followers.flat_map(|r| &r.direct)) {
        direct_message(http, direct).await;
    }
}

/// Shows `reply` in `channel`: a tally in its vote's message, anything else as a new message.
pub async fn show(
    http: &serenity::Http,
    tallies: &Tallies,
    channel: serenity::ChannelId,
    reply: &Reply,
) {
    match &reply.tally {
        Some(tally) => show_tally(tallies, channel, tally, Outgoing::of(reply)),
        None => {
            if let Err(e) = post(http, channel, &Outgoing::of(reply)).await {
                tracing::warn!(error = %e, channel = %channel, "could not post a message");
            }
        }
    }
}
