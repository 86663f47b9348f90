//! Challenges waiting in a channel: several at once, at most one per challenger.

use super::{parse_variant, time_of, Result, Store, StoreError};
use crate::rules::Variant;
use crate::types::{ChannelId, ColorChoice, TimePerMove, User};
use rusqlite::{params, Connection, Row};

/// A challenge waiting to be accepted.
#[derive(Clone, Debug, PartialEq)]
pub struct ChallengeRow {
    pub id: i64,
    pub channel: ChannelId,
    pub challenger: User,
    pub opponent: Option<User>,
    pub variant: Variant,
    pub color: ColorChoice,
    pub time: TimePerMove,
    pub rated: bool,
    pub created_at: i64,
    /// A challenge to the bot itself: the level it plays at.
    pub bot_level: Option<u8>,
}

const CHALLENGE_COLUMNS: &str = "ch.id, ch.channel, ch.challenger, u.name, ch.opponent, o.name, ch.variant, ch.color, \
     ch.seconds_per_move, ch.rated, ch.created_at, ch.bot_level \
     FROM challenges ch JOIN users u ON u.id = ch.challenger LEFT JOIN users o ON o.id = ch.opponent";

/// A row as read, before its text columns are checked.
type RawChallenge = (ChallengeRow, String, String, i64);

fn raw_challenge(r: &Row<'_>) -> rusqlite::Result<RawChallenge> {
    let opponent = r
        .get::<_, Option<String>>(4)?
        .zip(r.get::<_, Option<String>>(5)?);
    Ok((
        ChallengeRow {
            id: r.get(0)?,
            channel: ChannelId(r.get(1)?),
            challenger: User::new(r.get::<_, String>(2)?, r.get::<_, String>(3)?),
            opponent: opponent.map(|(id, name)| User::new(id, name)),
            variant: Variant::Standard,
            color: ColorChoice::Random,
            time: TimePerMove::DEFAULT,
            rated: r.get(9)?,
            created_at: r.get(10)?,
            bot_level: r.get(11)?,
        },
        r.get(6)?,
        r.get(7)?,
        r.get(8)?,
    ))
}

fn checked_challenge((mut ch, variant, color, seconds): RawChallenge) -> Result<ChallengeRow> {
    ch.variant = parse_variant(&variant)?;
    ch.color = ColorChoice::from_key(&color)
        .ok_or_else(|| StoreError::Corrupt(format!("colour '{color}'")))?;
    ch.time = time_of(seconds)?;
    Ok(ch)
}

fn query(
    c: &Connection,
    condition: &str,
    args: impl rusqlite::Params,
) -> Result<Vec<ChallengeRow>> {
    let mut stmt = c.prepare_cached(&format!("SELECT {CHALLENGE_COLUMNS} WHERE {condition}"))?;
    let raws = stmt
        .query_map(args, raw_challenge)?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    raws.into_iter().map(checked_challenge).collect()
}

impl Store {
    /// The challenges waiting in a channel made at or after `since`, oldest first.
    pub fn challenges_in(&self, channel: &ChannelId, since: i64) -> Result<Vec<ChallengeRow>> {
        self.with(|c| {
            query(
                c,
                "ch.channel = ?1 AND ch.created_at >= ?2 ORDER BY ch.created_at, ch.id",
                params![channel.0, since],
            )
        })
    }

    /// Challenges made before `before`, oldest first, at most `limit`.
    pub fn challenges_made_before(&self, before: i64, limit: u32) -> Result<Vec<ChallengeRow>> {
        self.with(|c| {
            query(
                c,
                "ch.created_at < ?1 ORDER BY ch.created_at, ch.id LIMIT ?2",
                params![before, limit],
            )
        })
    }

    /// Stores a challenge; `Ok(None)` if the challenger already has one waiting in the channel.
    pub fn insert_challenge(&self, ch: &ChallengeRow) -> Result<Option<i64>> {
        self.write(|tx| {
            let inserted = tx
                .prepare_cached(
                    "INSERT INTO challenges (channel, challenger, opponent, variant, color, seconds_per_move, rated, created_at, bot_level) \
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9) ON CONFLICT(channel, challenger) DO NOTHING",
                )?
                .execute(params![
                    ch.channel.0,
                    ch.challenger.id.0,
                    ch.opponent.as_ref().map(|o| &o.id.0),
                    ch.variant.key(),
                    ch.color.key(),
                    ch.time.seconds(),
                    ch.rated,
                    ch.created_at,
                    ch.bot_level
                ])?;
            Ok((inserted == 1).then(|| tx.last_insert_rowid()))
        })
    }

    /// Removes a challenge; `false` if it was already gone.
    pub fn delete_challenge(&self, id: i64) -> Result<bool> {
        self.write(|tx| Ok(tx.execute("DELETE FROM challenges WHERE id = ?1", [id])? == 1))
    }
}
