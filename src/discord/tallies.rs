//! A team's tally in one message per vote: posted with the first vote, then edited as votes
//! come, at most every [`EDIT_EVERY`] and once more when the vote closes (see
//! [`crate::edits`]).

use super::send::{self, Outgoing};
use crate::edits::{Edited, Messenger};
use crate::game::{GameId, TallyRef};
use poise::serenity_prelude as serenity;
use std::sync::Arc;
use std::time::Duration;

/// The least time between two edits of a tally: Discord limits how often a message may be
/// edited.
pub const EDIT_EVERY: Duration = Duration::from_secs(2);

/// The tally messages of this process.
pub type Tallies = Edited<TallyMessages>;

/// Posts and edits tallies, by channel and vote.
#[derive(Clone)]
pub struct TallyMessages(Arc<serenity::Http>);

pub fn tallies(http: Arc<serenity::Http>) -> Tallies {
    Edited::new(TallyMessages(http), EDIT_EVERY)
}

/// Shows `out`, the tally `tally` refers to, in `channel`.
pub fn show_tally(
    tallies: &Tallies,
    channel: serenity::ChannelId,
    tally: &TallyRef,
    out: Outgoing,
) {
    tallies.show((channel, tally.game, tally.ply), out, tally.closed);
}

impl Messenger for TallyMessages {
    type Key = (serenity::ChannelId, GameId, u32);
    type Content = Outgoing;
    type Posted = serenity::MessageId;

    async fn post(&self, key: &Self::Key, out: Outgoing) -> Option<serenity::MessageId> {
        match send::post(&self.0, key.0, &out).await {
            Ok(posted) => Some(posted.id),
            Err(e) => {
                tracing::warn!(error = %e, channel = %key.0, "could not post a tally");
                None
            }
        }
    }

    async fn edit(&self, key: &Self::Key, message: &serenity::MessageId, out: Outgoing) {
        let edit = out.to_edit();
        let edited = send::with_retries("a tally's edit", || {
            key.0.edit_message(&self.0, *message, edit.clone())
        })
        .await;
        if let Err(e) = edited {
            tracing::warn!(error = %e, channel = %key.0, "could not edit a tally");
        }
    }
}
