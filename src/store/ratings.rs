//! Ratings per player and variant, updated in the transaction that ends a game by the rule the
//! game service gives.

use super::{parse_variant, Result, Store};
use crate::rules::{Color, Variant};
use crate::types::{User, UserId};
use rusqlite::{params, Connection, OptionalExtension, Transaction};

/// A player's rating in one variant.
#[derive(Clone, Debug, PartialEq)]
pub struct RatingRow {
    pub user: User,
    pub variant: Variant,
    pub rating: f64,
    pub deviation: f64,
    pub games: u32,
}

impl Store {
    /// The best-rated players of a variant: of one server (those who played there), or all.
    pub fn top_ratings(
        &self,
        variant: Variant,
        server: Option<&str>,
        limit: u32,
    ) -> Result<Vec<RatingRow>> {
        self.ratings_where(
            "r.variant = ?1 AND (?2 IS NULL OR r.user_id IN (SELECT user_id FROM server_members WHERE server = ?2)) \
             ORDER BY r.rating DESC, u.name LIMIT ?3",
            params![variant.key(), server, limit],
        )
    }

    /// Where a rating stands in a variant, of one server's players or of all: its rank (1 for
    /// the best) and how many players are ranked.
    pub fn rank(&self, variant: Variant, rating: f64, server: Option<&str>) -> Result<(u32, u32)> {
        self.with(|c| {
            Ok(c.prepare_cached(
                "SELECT 1 + COALESCE(SUM(r.rating > ?2), 0), COUNT(*) FROM ratings r WHERE r.variant = ?1 \
                 AND (?3 IS NULL OR r.user_id IN (SELECT user_id FROM server_members WHERE server = ?3))",
            )?
            .query_row(params![variant.key(), rating, server], |r| {
                Ok((r.get(0)?, r.get(1)?))
            })?)
        })
    }

    /// A user's ratings in every variant they have played rated games in.
    pub fn ratings_of(&self, user: &UserId) -> Result<Vec<RatingRow>> {
        self.ratings_where("r.user_id = ?1 ORDER BY r.variant", params![user.0])
    }

    fn ratings_where(
        &self,
        condition: &str,
        args: impl rusqlite::Params,
    ) -> Result<Vec<RatingRow>> {
        self.with(|c| {
            let sql = format!(
                "SELECT r.user_id, u.name, r.variant, r.rating, r.deviation, r.games FROM ratings r JOIN users u ON u.id = r.user_id WHERE {condition}"
            );
            let mut stmt = c.prepare_cached(&sql)?;
            let raws = stmt
                .query_map(args, |r| {
                    Ok((
                        User::new(r.get::<_, String>(0)?, r.get::<_, String>(1)?),
                        r.get::<_, String>(2)?,
                        r.get::<_, f64>(3)?,
                        r.get::<_, f64>(4)?,
                        r.get::<_, u32>(5)?,
                    ))
                })?
                .collect::<rusqlite::Result<Vec<_>>>()?;
            raws.into_iter()
                .map(|(user, variant, rating, deviation, games)| {
                    Ok(RatingRow {
                        user,
                        variant: parse_variant(&variant)?,
                        rating,
                        deviation,
                        games,
                    })
                })
                .collect()
        })
    }
}

/// A player's rating as stored: Glicko-2's three numbers and the games that counted.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct StoredRating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    pub games: u32,
}

/// How a result changes the players' ratings: from White's and Black's ratings before (`None`
/// for a first rated game in the variant) and the winner, their ratings after. The game
/// service decides it; the store applies it inside the transaction that ends the game.
pub type RatingRule =
    fn(Option<StoredRating>, Option<StoredRating>, Option<Color>) -> (StoredRating, StoredRating);

/// Applies `rule` to the players of a game, inside the caller's transaction: in `ratings`
/// between people, in `bot_ratings` (the player's and the bot level's) against the bot.
pub(super) fn update_ratings(
    tx: &Transaction<'_>,
    game_id: i64,
    winner: Option<Color>,
    rule: RatingRule,
) -> Result<()> {
    let (white, black, variant, bot_color, bot_level): (
        String,
        String,
        String,
        Option<String>,
        Option<u8>,
    ) = tx.query_row(
        "SELECT white, black, variant, bot_color, bot_level FROM games WHERE id = ?1",
        [game_id],
        |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?)),
    )?;
    let level = |side: &str, user: String| match (&bot_color, bot_level) {
        (Some(color), Some(level)) if color == side => level_key(level),
        _ => user,
    };
    let table = if bot_color.is_some() {
        "bot_ratings"
    } else {
        "ratings"
    };
    let (white, black) = (level("white", white), level("black", black));
    let (w, b) = rule(
        load(tx, table, &white, &variant)?,
        load(tx, table, &black, &variant)?,
        winner,
    );
    let mut save = tx.prepare_cached(&format!(
        "INSERT INTO {table} (user_id, variant, rating, deviation, volatility, games) VALUES (?1, ?2, ?3, ?4, ?5, ?6) \
         ON CONFLICT(user_id, variant) DO UPDATE SET rating = excluded.rating, deviation = excluded.deviation, \
         volatility = excluded.volatility, games = excluded.games"
    ))?;
    for (user, r) in [(&white, w), (&black, b)] {
        save.execute(params![
            user,
            variant,
            r.rating,
            r.deviation,
            r.volatility,
            r.games
        ])?;
    }
    Ok(())
}

/// The key of a bot level in `bot_ratings`.
fn level_key(level: u8) -> String {
    format!("level:{level}")
}

fn load(c: &Connection, table: &str, user: &str, variant: &str) -> Result<Option<StoredRating>> {
    Ok(c.prepare_cached(&format!(
        "SELECT rating, deviation, volatility, games FROM {table} WHERE user_id = ?1 AND variant = ?2"
    ))?
    .query_row(params![user, variant], |r| {
        Ok(StoredRating {
            rating: r.get(0)?,
            deviation: r.get(1)?,
            volatility: r.get(2)?,
            games: r.get(3)?,
        })
    })
    .optional()?)
}

impl Store {
    /// A player's ratings from games against the bot, per variant.
    pub fn bot_game_ratings_of(&self, user: &UserId) -> Result<Vec<(Variant, StoredRating)>> {
        let rows = self.bot_ratings_where("user_id = ?1 ORDER BY variant", params![user.0])?;
        Ok(rows.into_iter().map(|(_, v, r)| (v, r)).collect())
    }

    /// The bot's levels' ratings in a variant, lowest level first.
    pub fn bot_level_ratings(&self, variant: Variant) -> Result<Vec<(u8, StoredRating)>> {
        let rows = self.bot_ratings_where(
            "variant = ?1 AND user_id LIKE 'level:%' ORDER BY user_id",
            params![variant.key()],
        )?;
        Ok(rows
            .into_iter()
            .filter_map(|(key, _, r)| Some((key.strip_prefix("level:")?.parse().ok()?, r)))
            .collect())
    }

    fn bot_ratings_where(
        &self,
        condition: &str,
        args: impl rusqlite::Params,
    ) -> Result<Vec<(String, Variant, StoredRating)>> {
        self.with(|c| {
            let sql = format!(
                "SELECT user_id, variant, rating, deviation, volatility, games FROM bot_ratings WHERE {condition}"
            );
            let mut stmt = c.prepare_cached(&sql)?;
            let raws = stmt
                .query_map(args, |r| {
                    Ok((
                        r.get::<_, String>(0)?,
                        r.get::<_, String>(1)?,
                        StoredRating {
                            rating: r.get(2)?,
                            deviation: r.get(3)?,
                            volatility: r.get(4)?,
                            games: r.get(5)?,
                        },
                    ))
                })?
                .collect::<rusqlite::Result<Vec<_>>>()?;
            raws.into_iter()
                .map(|(key, variant, r)| Ok((key, parse_variant(&variant)?, r)))
                .collect()
        })
    }
}
