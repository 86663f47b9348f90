//! Challenges: several may wait in a channel at once (one per challenger); each is accepted,
//! declined, withdrawn, or expires after a day.

use super::clocks::clock_for;
use super::events::{ChallengeView, Event, GameView, Told, View, WhyYourMove};
use super::games::{new_game, Games};
use super::handled::{refused, ChallengeAction, Handled, Refusal};
use super::notify::{tell, tell_move};
use super::teams::opening::open_vote_if_due;
use super::unit::Unit;
use super::views::{board_reply, bot_turn};
use crate::rules::Color;
use crate::rules::Position;
use crate::store::{BotSide, ChallengeRow, GameRow};
use crate::types::*;
use std::collections::hash_map::RandomState;
use std::hash::BuildHasher;

/// A waiting challenge expires after this long.
pub const CHALLENGE_LIFETIME: i64 = 24 * 3600;
/// The most challenges that may wait in one channel.
const MAX_WAITING: usize = 20;

fn own_challenge<T>() -> Handled<T> {
    refused(Refusal::OwnChallenge)
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
    /// A game on a chess clock (then `time` is not used).
    pub clock: Option<TimeControl>,
    pub rated: bool,
    /// A team challenge: how its game's votes run.
    pub votes: Option<VoteRules>,
}

/// Challenges made before this time (at `now`) have expired: a challenge lives 24 hours.
pub(super) fn expired_before(now: Time) -> Time {
    now - CHALLENGE_LIFETIME + 1
}

/// Every challenge in `channel`, expired or not, oldest first.
fn all_challenges(g: Games<'_>, channel: &ChannelId) -> Handled<Vec<ChallengeRow>> {
    Ok(g.store.challenges_in(channel, Time::MIN)?)
}

/// The challenges waiting in `channel` (not expired), oldest first.
fn waiting(g: Games<'_>, channel: &ChannelId) -> Handled<Vec<ChallengeRow>> {
    Ok(g.store.challenges_in(channel, expired_before(g.now))?)
}

/// `challenge`: a challenge made in `channel`, waiting there; one to the bot is accepted at
/// once. The dispatcher stores the opponent named with the challenger.
pub(super) fn challenge(
    g: Games<'_>,
    w: &Unit,
    actor: &User,
    channel: &ChannelId,
    terms: Terms,
) -> Handled<Told> {
    let Terms {
        variant,
        opponent: named,
        color,
        time,
        clock,
        rated,
        votes,
    } = terms;
    let time = clock.map_or(time, TimeControl::pace);
    let opponent = named.user();
    if let Some(game) = g.store.active_game(channel)? {
        return refused(Refusal::GameHere {
            white: game.white.name,
            black: game.black.name,
        });
    }
    if opponent.is_some_and(|o| o.id == actor.id) {
        return refused(Refusal::ChallengeYourself);
    }
    let cutoff = expired_before(g.now);
    let all = all_challenges(g, channel)?;
    let mut replacing = None;
    if let Some(mine) = all.iter().find(|c| c.challenger.id == actor.id) {
        if mine.created_at >= cutoff {
            return refused(Refusal::ChallengeWaiting {
                variant: mine.variant,
                to: mine.opponent.as_ref().map(|o| o.name.clone()),
            });
        }
        // Expired, and the clock has not cleared it yet: the new one replaces it.
        replacing = Some(mine.id);
    }
    if all.iter().filter(|c| c.created_at >= cutoff).count() >= MAX_WAITING {
        return refused(Refusal::TooManyChallenges(MAX_WAITING));
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
        created_at: g.now,
        bot_level: named.level(),
        votes,
        clock,
    };
    if let Opponent::Bot(bot, _) = &named {
        // The bot accepts at once: the challenge and its game are stored together.
        return begin(g, w, &row, bot, channel, Source::New { replacing });
    }
    let inserted = w.write(|tx| {
        if let Some(old) = replacing {
            tx.delete_challenge(old)?;
        }
        tx.insert_challenge(&row)
    })?;
    let Some(id) = inserted else {
        return refused(Refusal::ChallengedJustNow);
    };
    let mut reply = Told::telling(
        Event::ChallengeMade(Box::new(ChallengeView::of(&row))),
        opponent.map(|o| vec![o.id.clone()]).unwrap_or_default(),
    );
    reply.challenge = Some(id);
    if let Some(o) = opponent {
        tell(
            g,
            &mut reply,
            &o.id,
            NotifyEvent::Challenge,
            Event::ChallengedYou(Box::new(ChallengeView::of(&row))),
            false,
        );
    }
    Ok(reply)
}

/// The challenge `actor` would accept with `pick` in `channel`: the one named, else one
/// made to them, else the oldest open one.
pub(super) fn challenge_to_accept(
    g: Games<'_>,
    actor: &User,
    channel: &ChannelId,
    pick: Option<&ChallengePick>,
) -> Handled<ChallengeRow> {
    let waiting = waiting(g, channel)?;
    let chosen = match pick {
        Some(pick) => picked(&waiting, pick)?,
        None => {
            let to_me = waiting.iter().find(|c| challenged(c, actor, channel));
            let open = waiting
                .iter()
                .find(|c| c.opponent.is_none() && c.challenger.id != actor.id);
            match to_me.or(open) {
                Some(ch) => ch.clone(),
                None if waiting.is_empty() => return refused(Refusal::NoChallengeToAccept),
                None if waiting.iter().all(|c| c.challenger.id == actor.id) => {
                    return own_challenge()
                }
                None => {
                    return refused(Refusal::ChallengesForOthers {
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
    if let Some(o) = chosen
        .opponent
        .as_ref()
        .filter(|_| !challenged(&chosen, actor, channel))
    {
        return refused(Refusal::ChallengeForOther {
            name: o.name.clone(),
            action: ChallengeAction::Accept,
        });
    }
    Ok(chosen)
}

/// `accept`: the challenge `pick` names (see [`challenge_to_accept`]) becomes a game in
/// `game_channel`.
pub(super) fn accept(
    g: Games<'_>,
    w: &Unit,
    actor: &User,
    channel: &ChannelId,
    pick: Option<&ChallengePick>,
    game_channel: &ChannelId,
) -> Handled<Told> {
    let ch = challenge_to_accept(g, actor, channel, pick)?;
    match ch.opponent.as_ref().filter(|o| o.id.is_team()) {
        // A team challenge is accepted by anyone of the team challenged, for the team, and
        // played in the team's channel itself.
        Some(team) => {
            let mut told = begin(g, w, &ch, &team.clone(), channel, Source::Waiting)?;
            // The challenging team learns it in its own channel.
            if let Some(theirs) = ch.challenger.id.team_channel() {
                let reply = told.clone();
                told.elsewhere.push(Elsewhere {
                    channel: theirs,
                    reply,
                });
            }
            Ok(told)
        }
        None => begin(g, w, &ch, actor, game_channel, Source::Waiting),
    }
}

/// Whether `actor` in `channel` answers for the one `ch` challenges: they are that one, or
/// it is the team of `channel`.
fn challenged(ch: &ChallengeRow, actor: &User, channel: &ChannelId) -> bool {
    ch.opponent
        .as_ref()
        .is_some_and(|o| o.id == actor.id || o.id == UserId::team(channel))
}

/// Starts the game `ch` proposes, `actor` accepting it, in `game_channel`: one write that
/// turns the challenge into the game.
fn begin(
    g: Games<'_>,
    w: &Unit,
    ch: &ChallengeRow,
    actor: &User,
    game_channel: &ChannelId,
    source: Source,
) -> Handled<Told> {
    // A team plays in its own channel: neither team's channel may have a game already.
    let team_channels = [&ch.challenger.id, &actor.id].map(UserId::team_channel);
    for place in std::iter::once(game_channel).chain(team_channels.iter().flatten()) {
        if let Some(game) = g.store.active_game(place)? {
            return refused(Refusal::GameThere {
                white: game.white.name,
                black: game.black.name,
            });
        }
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
    let now = g.now;
    let clock = clock_for(g, ch.time, ch.clock, &white.id)?;
    let start = Position::start(ch.variant);
    let draft = GameRow {
        bot: ch.bot_level.map(|level| BotSide {
            color: if challenger_white {
                Color::Black
            } else {
                Color::White
            },
            level,
        }),
        votes: ch.votes,
        clock: clock.clock,
        ..new_game(
            game_channel,
            ch.variant,
            (white, black),
            ch.time,
            clock.deadline,
            ch.rated,
        )
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
        let row = tx.start_game(id, &draft, clock.remind_at, now)?;
        Ok(row.ok_or(Refusal::ChallengeJustTaken))
    })?;
    let row = started?;
    let mut reply = board_reply(g.now, &row, 0, &start, None, None);
    reply.text = Event::GameBegins(GameView::of(&row)).into();
    reply.mentions = vec![row.white.id.clone(), row.black.id.clone()];
    if row.white.id != actor.id {
        let why = WhyYourMove::Accepted {
            by: actor.name.clone(),
        };
        tell_move(g.now, &mut reply, &row, Color::White, why);
    }
    open_vote_if_due(&mut reply, row.votes);
    // The bot may open the game.
    reply.follows.bot_turn = bot_turn(&row, 0, &start);
    reply.follows.flag_at = clock.clock.map(|_| clock.deadline);
    Ok(reply)
}

pub(super) fn decline(
    g: Games<'_>,
    w: &Unit,
    actor: &User,
    channel: &ChannelId,
    pick: Option<&ChallengePick>,
) -> Handled<Told> {
    let waiting = waiting(g, channel)?;
    let ch = match pick {
        Some(pick) => picked(&waiting, pick)?,
        None => match waiting.iter().find(|c| challenged(c, actor, channel)) {
            Some(ch) => ch.clone(),
            None if waiting.is_empty() => return refused(Refusal::NoChallengeToDecline),
            None if waiting.iter().any(|c| c.challenger.id == actor.id) => return own_challenge(),
            None if waiting.iter().any(|c| c.opponent.is_some()) => {
                return refused(Refusal::ChallengesForOthers {
                    names: names(waiting.iter().filter_map(|c| c.opponent.as_ref())),
                    action: ChallengeAction::Decline,
                })
            }
            None => return refused(Refusal::OpenChallengeNotDeclined),
        },
    };
    if ch.challenger.id == actor.id {
        return own_challenge();
    }
    match &ch.opponent {
        _ if challenged(&ch, actor, channel) => {}
        Some(o) => {
            return refused(Refusal::ChallengeForOther {
                name: o.name.clone(),
                action: ChallengeAction::Decline,
            })
        }
        None => return refused(Refusal::OnlyChallengerCancels(ch.challenger.name)),
    }
    if !w.write(|tx| tx.delete_challenge(ch.id))? {
        return refused(Refusal::ChallengeGone);
    }
    let challenger = ch.challenger.id.clone();
    let declined = Event::ChallengeDeclined {
        by: actor.name.clone(),
        challenge: Box::new(ChallengeView::of(&ch)),
    };
    Ok(Told::telling(declined, vec![challenger]))
}

/// `cancel`: withdraws the actor's challenge here, else the challenge this channel's team
/// made to another channel (any member may), which that channel is told of.
pub(super) fn cancel(g: Games<'_>, w: &Unit, actor: &User, channel: &ChannelId) -> Handled<Told> {
    let all = all_challenges(g, channel)?;
    let own = all.iter().find(|c| c.challenger.id == actor.id).cloned();
    let ch = match own {
        Some(ch) => ch,
        None => match g
            .store
            .challenges_by(&UserId::team(channel))?
            .into_iter()
            .next()
        {
            Some(teams) => teams,
            None if all.is_empty() => return refused(Refusal::NoChallengeToCancel),
            None => return refused(Refusal::NoOwnChallenge),
        },
    };
    if !w.write(|tx| tx.delete_challenge(ch.id))? {
        return refused(Refusal::ChallengeGone);
    }
    let withdrawn = Told::saying(Event::ChallengeWithdrawn(Box::new(ChallengeView::of(&ch))));
    let mut told = withdrawn.clone();
    if ch.channel != *channel {
        told.elsewhere.push(Elsewhere {
            channel: ch.channel,
            reply: withdrawn,
        });
    }
    Ok(told)
}

pub(super) fn list_challenges(g: Games<'_>, channel: &ChannelId) -> Handled<Told> {
    let now = g.now;
    let waiting = waiting(g, channel)?
        .iter()
        .map(|ch| {
            let expires_in = ch.created_at + CHALLENGE_LIFETIME - now;
            (ChallengeView::of(ch), expires_in)
        })
        .collect();
    Ok(Told::saying(View::ChallengesWaiting(waiting)))
}

/// The waiting challenge `pick` names, or why there is none.
fn picked(waiting: &[ChallengeRow], pick: &ChallengePick) -> Handled<ChallengeRow> {
    let found = waiting.iter().find(|c| match pick {
        ChallengePick::Id(id) => c.id == *id,
        ChallengePick::From(user) => c.challenger.id == user.id,
    });
    match (found, pick) {
        (Some(ch), _) => Ok(ch.clone()),
        (None, ChallengePick::Id(_)) => refused(Refusal::ChallengeNoLongerWaiting),
        (None, ChallengePick::From(user)) => refused(Refusal::NoChallengeFrom(user.name.clone())),
    }
}

fn names<'a>(users: impl Iterator<Item = &'a User>) -> Vec<String> {
    let mut names: Vec<String> = users.map(|u| u.name.clone()).collect();
    names.dedup();
    names
}
