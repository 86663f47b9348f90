//! One exchange per interaction: an adapter hands the service a [`Request`] (the command, who
//! sent it, where, what the platform says of languages) and gets one [`Answered`]: the reply
//! to post, and what follows once it is posted ([`AfterPosting`]).

use super::Core;
use crate::game::bot::HeldTurn;
use crate::game::challenges::{self, challenge_to_accept};
use crate::game::events::Event;
use crate::game::unit::Unit;
use crate::game::words;
use crate::store::Store;
use crate::types::*;
use std::sync::Arc;

/// The service's answer to one interaction: the reply to post, and what follows it.
#[derive(Debug)]
#[must_use = "say when the reply is posted: `after.posted()` (dropping it lets the bot's move out)"]
pub struct Answered {
    pub reply: Reply,
    pub after: AfterPosting,
}

impl From<Reply> for Answered {
    /// A reply that nothing follows (a refusal an adapter words before asking the service).
    fn from(reply: Reply) -> Answered {
        Answered {
            reply,
            after: AfterPosting::default(),
        }
    }
}

/// What follows a reply once the adapter has posted it: the bot's move in its game, thought
/// out meanwhile but held back so that it never appears above the move it answers, is let
/// out; a delivered message (Matrix) is noted as answered, so that it is not answered again
/// after a restart. [`AfterPosting::posted`] once the reply is out; dropped without that (the
/// reply could not be posted), the bot's move is let out all the same and the message stays
/// owed an answer.
#[derive(Default)]
pub struct AfterPosting {
    bot: Option<HeldTurn>,
    /// The delivered message this answers, to note as answered.
    delivered: Option<(Arc<Store>, String)>,
}

impl std::fmt::Debug for AfterPosting {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AfterPosting")
            .field("bot", &self.bot)
            .field("delivered", &self.delivered.as_ref().map(|(_, id)| id))
            .finish()
    }
}

impl AfterPosting {
    pub(super) fn holding(bot: Option<HeldTurn>) -> AfterPosting {
        AfterPosting {
            bot,
            delivered: None,
        }
    }

    pub(super) fn answering(self, store: Arc<Store>, event_id: String) -> AfterPosting {
        AfterPosting {
            delivered: Some((store, event_id)),
            ..self
        }
    }

    /// The reply is out. Writes to the database when it answers a delivered message: call it
    /// off the async threads.
    pub fn posted(self) {
        if let Some((store, event_id)) = &self.delivered {
            if let Err(e) = store.mark_answered(event_id) {
                tracing::warn!(error = %e, "could not note an answer");
            }
        }
    }
}

/// The chat adapters' part of the service: each command answered (one exchange per
/// interaction), the language a user is answered in, where a command is carried out and where
/// games are played (threads), and what autocompletion offers.
#[derive(Clone)]
pub struct Commands {
    pub(super) core: Arc<Core>,
}

impl Commands {
    /// Carries out `request`, telling `progress` in words how a long command (an analysis) is
    /// going, for adapters that show it while the answer is awaited. The languages the
    /// platform tells are noted first, so that the answer is in them. Errors come back as
    /// replies marked `error`, and then nothing has changed.
    pub fn answer(&self, request: Request, progress: &(dyn Fn(String) + Sync)) -> Answered {
        let core = &self.core;
        let Request {
            actor,
            channel,
            server,
            locales,
            command,
        } = request;
        core.note_locales(&actor, &channel, &locales);
        // Read only if a long command reports how it goes, once.
        let lang = std::sync::OnceLock::new();
        let worded = |event: Event| {
            let lang = *lang.get_or_init(|| core.language(&actor.id, &channel));
            progress(words::said(words::Tr(lang), &event.into()));
        };
        let w = Unit::none(&core.store);
        let reply = core.carry_out(&w, &actor, &channel, server.as_ref(), command, &worded);
        core.posting(reply)
    }

    /// `command` from `actor` in `channel`, outside any server, answered at once: the reply,
    /// with the bot's move (if due) let out without waiting. For tests, benchmarks, tools and
    /// what an adapter asks on its own (a room's boards shown again after an upgrade); a
    /// user's command goes through [`Commands::answer`].
    pub fn handle(&self, actor: &User, channel: &ChannelId, command: Command) -> Reply {
        let request = Request::new(actor.clone(), channel.clone(), command);
        self.answer(request, &|_| {}).reply
    }

    /// The language of a reply to `user` in `channel` (for what an adapter words itself).
    pub fn language(&self, user: &UserId, channel: &ChannelId) -> Lang {
        self.core.language(user, channel)
    }

    /// Whether `actor` may accept a challenge in `channel` with `pick`: the challenge, or what
    /// says why not (in the languages `locales` tell, noted as [`Commands::answer`] notes them).
    /// Adapters ask before they open a thread for the game, then [`Commands::accept_into`].
    pub fn acceptable_challenge(
        &self,
        actor: &User,
        channel: &ChannelId,
        pick: Option<&ChallengePick>,
        locales: &Locales,
    ) -> Result<ChallengeSummary, String> {
        self.core.note_locales(actor, channel, locales);
        match challenge_to_accept(self.core.games(), actor, channel, pick) {
            Ok(ch) => Ok(ChallengeSummary {
                id: ch.id,
                challenger: ch.challenger,
                variant: ch.variant,
            }),
            Err(refusal) => {
                let lang = self.core.language(&actor.id, channel);
                Err(self.core.respond(channel, lang, Err(refusal)).text)
            }
        }
    }

    /// Accepts a challenge in `channel` and starts the game in `game_channel` (a Discord
    /// adapter opens a thread for it; elsewhere both are the same).
    pub fn accept_into(
        &self,
        actor: &User,
        channel: &ChannelId,
        pick: Option<ChallengePick>,
        game_channel: &ChannelId,
    ) -> Answered {
        let core = &self.core;
        let accepted = core.remember(actor).map_err(Into::into).and_then(|()| {
            let w = Unit::none(&core.store);
            challenges::accept(
                core.games(),
                &w,
                actor,
                channel,
                pick.as_ref(),
                game_channel,
            )
        });
        let lang = core.language(&actor.id, channel);
        core.posting(core.respond(channel, lang, accepted))
    }
}

impl Core {
    /// `reply` with what follows it: the bot's move it leaves due, held until it is posted.
    pub(super) fn posting(&self, reply: Reply) -> Answered {
        Answered {
            after: AfterPosting::holding(self.bot.answers_after(&reply)),
            reply,
        }
    }
}
