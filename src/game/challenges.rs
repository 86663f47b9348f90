//! Challenges: several may wait in a channel at once (one per challenger); each is accepted,
//! declined, withdrawn, or expires after a day.

use super::deadlines::CHALLENGE_LIFETIME;
use super::handled::{ChallengeAction, Handled, Refusal, WhyYourMove};
use super::unit::Unit;
use super::words::challenges as said;
use super::Service;
use crate::rules::Color;
use crate::rules::Position;
use crate::store::{BotSide, ChallengeRow, GameRow};
use crate::types::*;
use std::collections::hash_map::RandomState;
use std::hash::BuildHasher;

/// The most challenges that may wait in one channel.
const MAX_WAITING: usize = 20;

fn own_challenge<T>() -> Handled<T> {
    Err(Refusal::OwnChallenge)
}

/// Where the challenge a game begins from is.
#[derive(Copy, Clone)]
enum Source {
    /// Stored, waiting: `accept`.
    Waiting,
    /// Not stored yet (a challenge to the bot, which accepts at once): stored with the game,
    /// in place of the challenger's expired one if any.
    New { replacing: Option<ChallengeId> },
}

/// What a challenge proposes (the fields of [`Command::Challenge`]).
pub(super) struct Terms {
    pub variant: crate::rules::Variant,
    pub opponent: Opponent,
    pub color: ColorChoice,
    pub time: TimePerMove,
    pub rated: bool,
}

impl Service {
    /// Challenges made before this time have expired: a challenge lives 24 hours.
    pub(super) fn expired_before(&self) -> i64 {
        self.now() - CHALLENGE_LIFETIME + 1
    }

    /// Every challenge in `channel`, expired or not, oldest first.
    fn all_challenges(&self, channel: &ChannelId) -> Handled<Vec<ChallengeRow>> {
        Ok(self.store.challenges_in(channel, i64::MIN)?)
    }

    /// The challenges waiting in `channel` (not expired), oldest first.
    fn waiting(&self, channel: &ChannelId) -> Handled<Vec<ChallengeRow>> {
        Ok(self.store.challenges_in(channel, self.expired_before())?)
    }

    pub(super) fn challenge(
        &self,
        w: &Unit,
        actor: &User,
        channel: &ChannelId,
        terms: Terms,
    ) -> Handled<Reply> {
        let Terms {
            variant,
            opponent: named,
            color,
            time,
            rated,
        } = terms;
        let opponent = named.user();
        if let Some(game) = self.store.active_game(channel)? {
            return Err(Refusal::GameHere {
                white: game.white.name,
                black: game.black.name,
            });
        }
        if opponent.is_some_and(|o| o.id == actor.id) {
            return Err(Refusal::ChallengeYourself);
        }
        let cutoff = self.expired_before();
        let all = self.all_challenges(channel)?;
        let mut replacing = None;
        if let Some(mine) = all.iter().find(|c| c.challenger.id == actor.id) {
            if mine.created_at >= cutoff {
                return Err(Refusal::ChallengeWaiting {
                    variant: mine.variant,
                    to: mine.opponent.as_ref().map(|o| o.name.clone()),
                });
            }
            // Expired, and the clock has not cleared it yet: the new one replaces it.
            replacing = Some(mine.id);
        }
        if all.iter().filter(|c| c.created_at >= cutoff).count() >= MAX_WAITING {
            return Err(Refusal::TooManyChallenges(MAX_WAITING));
        }
        if let Some(o) = opponent {
            self.remember(o)?;
        }
        let row = ChallengeRow {
            id: ChallengeId(0),
            channel: channel.clone(),
            challenger: actor.clone(),
            opponent: opponent.cloned(),
            variant,
            color,
            time,
            // Games against the bot count only for the ratings kept for such games.
            rated,
            created_at: self.now(),
            bot_level: named.level(),
        };
        if let Opponent::Bot(bot, _) = &named {
            // The bot accepts at once: the challenge and its game are stored together.
            return self.begin(w, &row, bot, channel, Source::New { replacing });
        }
        let inserted = w.write(|tx| {
            if let Some(old) = replacing {
                tx.delete_challenge(old)?;
            }
            tx.insert_challenge(&row)
        })?;
        let Some(id) = inserted else {
            return Err(Refusal::ChallengedJustNow);
        };
        let mut reply = Reply::mentioning(
            said::made(&row),
            opponent.map(|o| vec![o.id.clone()]).unwrap_or_default(),
        );
        reply.challenge = Some(id);
        if let Some(o) = opponent {
            self.tell(
                &mut reply,
                &o.id,
                NotifyEvent::Challenge,
                said::to_you(&row),
                false,
            );
        }
        Ok(reply)
    }

    /// The challenge `actor` would accept with `pick` in `channel`: the one named, else one
    /// made to them, else the oldest open one.
    pub(super) fn challenge_to_accept(
        &self,
        actor: &User,
        channel: &ChannelId,
        pick: Option<&ChallengePick>,
    ) -> Handled<ChallengeRow> {
        let waiting = self.waiting(channel)?;
        let chosen = match pick {
            Some(pick) => picked(&waiting, pick)?,
            None => {
                let to_me = waiting
                    .iter()
                    .find(|c| c.opponent.as_ref().is_some_and(|o| o.id == actor.id));
                let open = waiting
                    .iter()
                    .find(|c| c.opponent.is_none() && c.challenger.id != actor.id);
                match to_me.or(open) {
                    Some(ch) => ch.clone(),
                    None if waiting.is_empty() => return Err(Refusal::NoChallengeToAccept),
                    None if waiting.iter().all(|c| c.challenger.id == actor.id) => {
                        return own_challenge()
                    }
                    None => {
                        return Err(Refusal::ChallengesForOthers {
                            names: names(waiting.iter().filter_map(|c| c.opponent.as_ref())),
                            action: ChallengeAction::Accept,
                        })
                    }
                }
            }
        };
        if chosen.challenger.id == actor.id {
            return own_challenge();
        }
        if let Some(o) = chosen.opponent.as_ref().filter(|o| o.id != actor.id) {
            return Err(Refusal::ChallengeForOther {
                name: o.name.clone(),
                action: ChallengeAction::Accept,
            });
        }
        Ok(chosen)
    }

    /// Whether `actor` may accept a challenge in `channel` with `pick`: the challenge, or what
    /// says why not. Adapters ask before they open a thread for the game.
    pub fn acceptable_challenge(
        &self,
        actor: &User,
        channel: &ChannelId,
        pick: Option<&ChallengePick>,
    ) -> Result<ChallengeSummary, String> {
        match self.challenge_to_accept(actor, channel, pick) {
            Ok(ch) => Ok(ChallengeSummary {
                id: ch.id,
                challenger: ch.challenger,
                variant: ch.variant,
            }),
            Err(refusal) => Err(self.respond(channel, Err(refusal)).text),
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
    ) -> Reply {
        let reply = self.respond(
            channel,
            self.remember(actor).map_err(Into::into).and_then(|()| {
                let w = Unit::none(&self.store);
                self.accept(&w, actor, channel, pick.as_ref(), game_channel)
            }),
        );
        self.bot_turn_if_due(&reply);
        reply
    }

    pub(super) fn accept(
        &self,
        w: &Unit,
        actor: &User,
        channel: &ChannelId,
        pick: Option<&ChallengePick>,
        game_channel: &ChannelId,
    ) -> Handled<Reply> {
        let ch = self.challenge_to_accept(actor, channel, pick)?;
        self.begin(w, &ch, actor, game_channel, Source::Waiting)
    }

    /// Starts the game `ch` proposes, `actor` accepting it, in `game_channel`: one write that
    /// turns the challenge into the game.
    fn begin(
        &self,
        w: &Unit,
        ch: &ChallengeRow,
        actor: &User,
        game_channel: &ChannelId,
        source: Source,
    ) -> Handled<Reply> {
        if let Some(game) = self.store.active_game(game_channel)? {
            return Err(Refusal::GameThere {
                white: game.white.name,
                black: game.black.name,
            });
        }
        let challenger_white = match ch.color {
            ColorChoice::White => true,
            ColorChoice::Black => false,
            ColorChoice::Random => RandomState::new().hash_one(ch.id) & 1 == 0,
        };
        let (white, black) = if challenger_white {
            (ch.challenger.clone(), actor.clone())
        } else {
            (actor.clone(), ch.challenger.clone())
        };
        let now = self.now();
        let clock = self.clock_for(ch.time, &white.id)?;
        let start = Position::start(ch.variant);
        let draft = GameRow {
            id: GameId(0),
            channel: game_channel.clone(),
            variant: ch.variant,
            white,
            black,
            start_fen: start.fen(),
            fen: start.fen(),
            ply: 0,
            time: ch.time,
            deadline: Some(clock.deadline),
            draw_offer: None,
            takeback_request: None,
            finished: false,
            winner: None,
            result_reason: None,
            rated: ch.rated,
            bot: ch.bot_level.map(|level| BotSide {
                color: if challenger_white {
                    Color::Black
                } else {
                    Color::White
                },
                level,
            }),
            // Not written: read back with the game.
            notify_settings: Default::default(),
            latest_vacations: [None; 2],
        };
        let started = w.write(|tx| {
            let id = match source {
                Source::Waiting => ch.id,
                Source::New { replacing } => {
                    if let Some(old) = replacing {
                        tx.delete_challenge(old)?;
                    }
                    match tx.insert_challenge(ch)? {
                        Some(id) => id,
                        None => return Ok(Err(Refusal::ChallengedJustNow)),
                    }
                }
            };
            let row = tx.start_game(id, &draft, Some(clock.remind_at), now)?;
            Ok(row.ok_or(Refusal::ChallengeJustTaken))
        })?;
        let row = started?;
        let mut reply = self.board_reply(&row, 0, &start, None, None);
        reply.text = said::game_begins(&row);
        reply.mentions = vec![row.white.id.clone(), row.black.id.clone()];
        if row.white.id != actor.id {
            let why = WhyYourMove::Accepted { by: &actor.name };
            self.tell_move(&mut reply, &row, Color::White, why);
        }
        Ok(reply)
    }

    pub(super) fn decline(
        &self,
        w: &Unit,
        actor: &User,
        channel: &ChannelId,
        pick: Option<&ChallengePick>,
    ) -> Handled<Reply> {
        let waiting = self.waiting(channel)?;
        let ch = match pick {
            Some(pick) => picked(&waiting, pick)?,
            None => match waiting
                .iter()
                .find(|c| c.opponent.as_ref().is_some_and(|o| o.id == actor.id))
            {
                Some(ch) => ch.clone(),
                None if waiting.is_empty() => return Err(Refusal::NoChallengeToDecline),
                None if waiting.iter().any(|c| c.challenger.id == actor.id) => {
                    return own_challenge()
                }
                None if waiting.iter().any(|c| c.opponent.is_some()) => {
                    return Err(Refusal::ChallengesForOthers {
                        names: names(waiting.iter().filter_map(|c| c.opponent.as_ref())),
                        action: ChallengeAction::Decline,
                    })
                }
                None => return Err(Refusal::OpenChallengeNotDeclined),
            },
        };
        if ch.challenger.id == actor.id {
            return own_challenge();
        }
        match &ch.opponent {
            Some(o) if o.id == actor.id => {}
            Some(o) => {
                return Err(Refusal::ChallengeForOther {
                    name: o.name.clone(),
                    action: ChallengeAction::Decline,
                })
            }
            None => return Err(Refusal::OnlyChallengerCancels(ch.challenger.name)),
        }
        if !w.write(|tx| tx.delete_challenge(ch.id))? {
            return Err(Refusal::ChallengeGone);
        }
        Ok(Reply::mentioning(
            said::declined(&actor.name, &ch),
            vec![ch.challenger.id],
        ))
    }

    pub(super) fn cancel(&self, w: &Unit, actor: &User, channel: &ChannelId) -> Handled<Reply> {
        let all = self.all_challenges(channel)?;
        let Some(ch) = all.iter().find(|c| c.challenger.id == actor.id) else {
            return Err(if all.is_empty() {
                Refusal::NoChallengeToCancel
            } else {
                Refusal::NoOwnChallenge
            });
        };
        if !w.write(|tx| tx.delete_challenge(ch.id))? {
            return Err(Refusal::ChallengeGone);
        }
        Ok(Reply::text(said::withdrawn(ch)))
    }

    pub(super) fn list_challenges(&self, channel: &ChannelId) -> Handled<Reply> {
        let now = self.now();
        let waiting: Vec<(ChallengeRow, i64)> = self
            .waiting(channel)?
            .into_iter()
            .map(|ch| {
                let expires_in = ch.created_at + CHALLENGE_LIFETIME - now;
                (ch, expires_in)
            })
            .collect();
        Ok(Reply::text(said::waiting(&waiting)))
    }
}

/// The waiting challenge `pick` names, or why there is none.
fn picked(waiting: &[ChallengeRow], pick: &ChallengePick) -> Handled<ChallengeRow> {
    let found = waiting.iter().find(|c| match pick {
        ChallengePick::Id(id) => c.id == *id,
        ChallengePick::From(user) => c.challenger.id == user.id,
    });
    match (found, pick) {
        (Some(ch), _) => Ok(ch.clone()),
        (None, ChallengePick::Id(_)) => Err(Refusal::ChallengeNoLongerWaiting),
        (None, ChallengePick::From(user)) => Err(Refusal::NoChallengeFrom(user.name.clone())),
    }
}

fn names<'a>(users: impl Iterator<Item = &'a User>) -> Vec<String> {
    let mut names: Vec<String> = users.map(|u| u.name.clone()).collect();
    names.dedup();
    names
}
