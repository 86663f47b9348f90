//! Challenges waiting in a channel: several at once, at most one per challenger.

use super::db::{args, Row, Sql, Value};
use super::{parse_variant, time_of, Result, Store, StoreError, Tx};
use crate::rules::Variant;
use crate::types::{
    BotLevel, ChallengeId, ChannelId, ColorChoice, Time, TimeControl, TimePerMove, User, UserId,
    VoteRules,
};

/// A challenge waiting to be accepted.
#[derive(Clone, Debug, PartialEq)]
pub struct ChallengeRow {
    pub id: ChallengeId,
    pub channel: ChannelId,
    pub challenger: User,
    pub opponent: Option<User>,
    pub variant: Variant,
    pub color: ColorChoice,
    pub time: TimePerMove,
    pub rated: bool,
    pub created_at: Time,
    /// A challenge to the bot itself: the level it plays at.
    pub bot_level: Option<BotLevel>,
    /// A team challenge: how the game's votes will run.
    pub votes: Option<VoteRules>,
    /// A game on a chess clock (`time` is then the pace it counts as, see
    /// [`TimeControl::pace`]).
    pub clock: Option<TimeControl>,
}

const CHALLENGE_COLUMNS: &str = "ch.id, ch.channel, ch.challenger, u.name, ch.opponent, o.name, ch.variant, ch.color, \
     ch.seconds_per_move, ch.rated, ch.created_at, ch.bot_level, ch.vote_seconds, ch.show_voters, \
     ch.clock_base, ch.clock_increment \
     FROM challenges ch JOIN users u ON u.id = ch.challenger LEFT JOIN users o ON o.id = ch.opponent";

/// A challenge from a row of [`CHALLENGE_COLUMNS`], its text columns checked.
fn challenge_row(r: &Row) -> Result<ChallengeRow> {
    let color = r.text(7)?;
    Ok(ChallengeRow {
        id: ChallengeId(r.int(0)?),
        channel: ChannelId::from_stored(r.text(1)?),
        challenger: User::new(UserId::from_stored(r.text(2)?), r.text(3)?),
        opponent: match (r.opt_text(4)?, r.opt_text(5)?) {
            (Some(id), Some(name)) => Some(User::new(UserId::from_stored(id), name)),
            _ => None,
        },
        variant: parse_variant(&r.text(6)?)?,
        color: ColorChoice::from_key(&color)
            .ok_or_else(|| StoreError::Corrupt(format!("colour '{color}'")))?,
        time: time_of(r.int(8)?)?,
        rated: r.flag(9)?,
        created_at: r.time(10)?,
        bot_level: super::bot_level_of(r.opt_num(11)?)?,
        votes: super::games::vote_rules(r.opt_int(12)?, r.flag(13)?)?,
        clock: super::clock_columns::time_control(r, 14)?,
    })
}

fn query(c: &mut dyn Sql, condition: &str, args: &[Value]) -> Result<Vec<ChallengeRow>> {
    c.query(
        &format!("SELECT {CHALLENGE_COLUMNS} WHERE {condition}"),
        args,
    )?
    .iter()
    .map(challenge_row)
    .collect()
}

impl Store {
    /// The challenges waiting in a channel made at or after `since`, oldest first.
    pub fn challenges_in(&self, channel: &ChannelId, since: Time) -> Result<Vec<ChallengeRow>> {
        self.with(|c| {
            query(
                c,
                "ch.channel = ?1 AND ch.created_at >= ?2 ORDER BY ch.created_at, ch.id",
                args![channel, since],
            )
        })
    }

    /// The challenges `challenger` has waiting anywhere, oldest first.
    pub fn challenges_by(&self, challenger: &UserId) -> Result<Vec<ChallengeRow>> {
        self.with(|c| {
            query(
                c,
                "ch.challenger = ?1 ORDER BY ch.created_at, ch.id",
                args![challenger],
            )
        })
    }

    /// Challenges made before `before`, oldest first, at most `limit`.
    pub fn challenges_made_before(&self, before: Time, limit: u32) -> Result<Vec<ChallengeRow>> {
        self.with(|c| {
            query(
                c,
                "ch.created_at < ?1 ORDER BY ch.created_at, ch.id LIMIT ?2",
                args![before, limit],
            )
        })
    }
}

impl Tx<'_> {
    /// Stores a challenge; `Ok(None)` if the challenger already has one waiting in the channel.
    pub fn insert_challenge(&mut self, ch: &ChallengeRow) -> Result<Option<ChallengeId>> {
        let tx = &mut *self.sql;
        let inserted = tx.query_opt(
            "INSERT INTO challenges (channel, challenger, opponent, variant, color, seconds_per_move, rated, created_at, bot_level, \
             vote_seconds, show_voters, clock_base, clock_increment) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13) \
             ON CONFLICT(channel, challenger) DO NOTHING RETURNING id",
            args![
                &ch.channel,
                &ch.challenger.id,
                ch.opponent.as_ref().map(|o| &o.id),
                ch.variant.key(),
                ch.color.key(),
                ch.time.seconds(),
                ch.rated,
                ch.created_at,
                ch.bot_level.map(BotLevel::number),
                ch.votes.map(|v| v.vote.seconds()),
                ch.votes.is_some_and(|v| v.show_voters),
                ch.clock.map(TimeControl::base),
                ch.clock.map(TimeControl::increment)
            ],
        )?;
        inserted.map(|r| r.int(0).map(ChallengeId)).transpose()
    }

    /// Removes a challenge; `false` if it was already gone.
    pub fn delete_challenge(&mut self, id: ChallengeId) -> Result<bool> {
        let tx = &mut *self.sql;
        Ok(tx.execute("DELETE FROM challenges WHERE id = ?1", args![id])? == 1)
    }
}
