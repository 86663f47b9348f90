//! Ratings per player and variant, updated in the transaction that ends a game by the rule the
//! game service gives.

use super::db::{args, Row, Sql, Value};
use super::{parse_variant, Result, Store};
use crate::rules::{Color, Variant};
use crate::types::{BotLevel, GameId, ServerId, User, UserId};

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
        server: Option<&ServerId>,
        limit: u32,
    ) -> Result<Vec<RatingRow>> {
        self.ratings_where(
            "r.variant = ?1 AND (CAST(?2 AS TEXT) IS NULL OR r.user_id IN (SELECT user_id FROM server_members WHERE server = ?2)) \
             ORDER BY r.rating DESC, u.name LIMIT ?3",
            args![variant.key(), server, limit],
        )
    }

    /// Where a rating stands in a variant, of one server's players or of all: its rank (1 for
    /// the best) and how many players are ranked.
    pub fn rank(
        &self,
        variant: Variant,
        rating: f64,
        server: Option<&ServerId>,
    ) -> Result<(u32, u32)> {
        self.with(|c| {
            let row = c.query_opt(
                "SELECT 1 + COALESCE(SUM(CASE WHEN r.rating > ?2 THEN 1 ELSE 0 END), 0), COUNT(*) FROM ratings r WHERE r.variant = ?1 \
                 AND (CAST(?3 AS TEXT) IS NULL OR r.user_id IN (SELECT user_id FROM server_members WHERE server = ?3))",
                args![variant.key(), rating, server],
            )?;
            match row {
                Some(r) => Ok((r.num(0)?, r.num(1)?)),
                None => Ok((1, 0)),
            }
        })
    }

    /// A user's ratings in every variant they have played rated games in.
    pub fn ratings_of(&self, user: &UserId) -> Result<Vec<RatingRow>> {
        self.ratings_where("r.user_id = ?1 ORDER BY r.variant", args![user])
    }

    fn ratings_where(&self, condition: &str, args: &[Value]) -> Result<Vec<RatingRow>> {
        self.with(|c| {
            let sql = format!(
                "SELECT r.user_id, u.name, r.variant, r.rating, r.deviation, r.games FROM ratings r JOIN users u ON u.id = r.user_id WHERE {condition}"
            );
            c.query(&sql, args)?
                .iter()
                .map(|r| {
                    Ok(RatingRow {
                        user: User::new(UserId::from_stored(r.text(0)?), r.text(1)?),
                        variant: parse_variant(&r.text(2)?)?,
                        rating: r.real(3)?,
                        deviation: r.real(4)?,
                        games: r.num(5)?,
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
/// between people, in `bot_ratings` (the player's and the bot level's) against the bot, in
/// `team_ratings` between teams.
pub(super) fn update_ratings(
    tx: &mut dyn Sql,
    game_id: GameId,
    winner: Option<Color>,
    rule: RatingRule,
) -> Result<()> {
    let Some(game) = tx.query_opt(
        "SELECT white, black, variant, bot_color, bot_level FROM games WHERE id = ?1",
        args![game_id],
    )?
    else {
        return Ok(());
    };
    let (white, black, variant) = (game.text(0)?, game.text(1)?, game.text(2)?);
    let (bot_color, bot_level) = (game.opt_text(3)?, game.opt_num::<u8>(4)?);
    let level = |side: &str, user: String| match (&bot_color, bot_level.and_then(BotLevel::new)) {
        (Some(color), Some(level)) if color == side => LevelKey(level).to_string(),
        _ => user,
    };
    // Teams' ratings are kept apart from people's: against the bot with the bot's ratings,
    // against another team in their own table.
    let table = if bot_color.is_some() {
        "bot_ratings"
    } else if UserId::from_stored(white.as_str()).is_team() {
        "team_ratings"
    } else {
        "ratings"
    };
    let (white, black) = (level("white", white), level("black", black));
    let (w, b) = rule(
        load(tx, table, &white, &variant)?,
        load(tx, table, &black, &variant)?,
        winner,
    );
    let save = format!(
        "INSERT INTO {table} (user_id, variant, rating, deviation, volatility, games) VALUES (?1, ?2, ?3, ?4, ?5, ?6) \
         ON CONFLICT(user_id, variant) DO UPDATE SET rating = excluded.rating, deviation = excluded.deviation, \
         volatility = excluded.volatility, games = excluded.games"
    );
    for (user, r) in [(&white, w), (&black, b)] {
        tx.execute(
            &save,
            args![user, &variant, r.rating, r.deviation, r.volatility, r.games],
        )?;
    }
    Ok(())
}

/// A level of the bot as `bot_ratings` keys it, beside the players it rates: `level:<n>`.
struct LevelKey(BotLevel);

impl LevelKey {
    const PREFIX: &'static str = "level:";

    /// The level a key of `bot_ratings` names, if it names one.
    fn parse(key: &str) -> Option<LevelKey> {
        let level = key.strip_prefix(Self::PREFIX)?.parse().ok()?;
        BotLevel::new(level).map(LevelKey)
    }
}

impl std::fmt::Display for LevelKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}{}", Self::PREFIX, self.0)
    }
}

fn stored(r: &Row) -> Result<StoredRating> {
    Ok(StoredRating {
        rating: r.real(0)?,
        deviation: r.real(1)?,
        volatility: r.real(2)?,
        games: r.num(3)?,
    })
}

fn load(c: &mut dyn Sql, table: &str, user: &str, variant: &str) -> Result<Option<StoredRating>> {
    c.query_opt(
        &format!(
            "SELECT rating, deviation, volatility, games FROM {table} WHERE user_id = ?1 AND variant = ?2"
        ),
        args![user, variant],
    )?
    .as_ref()
    .map(stored)
    .transpose()
}

impl Store {
    /// A player's ratings from games against the bot, per variant.
    pub fn bot_game_ratings_of(&self, user: &UserId) -> Result<Vec<(Variant, StoredRating)>> {
        let rows = self.bot_ratings_where("user_id = ?1 ORDER BY variant", args![user])?;
        Ok(rows.into_iter().map(|(_, v, r)| (v, r)).collect())
    }

    /// The bot's levels' ratings in a variant, lowest level first.
    pub fn bot_level_ratings(&self, variant: Variant) -> Result<Vec<(BotLevel, StoredRating)>> {
        let like = format!("{}%", LevelKey::PREFIX);
        let rows = self.bot_ratings_where(
            "variant = ?1 AND user_id LIKE ?2 ORDER BY user_id",
            args![variant.key(), like],
        )?;
        Ok(rows
            .into_iter()
            .filter_map(|(key, _, r)| {
                let LevelKey(level) = LevelKey::parse(&key)?;
                Some((level, r))
            })
            .collect())
    }

    fn bot_ratings_where(
        &self,
        condition: &str,
        args: &[Value],
    ) -> Result<Vec<(String, Variant, StoredRating)>> {
        self.with(|c| {
            let sql = format!(
                "SELECT rating, deviation, volatility, games, user_id, variant FROM bot_ratings WHERE {condition}"
            );
            c.query(&sql, args)?
                .iter()
                .map(|r| Ok((r.text(4)?, parse_variant(&r.text(5)?)?, stored(r)?)))
                .collect()
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_level_key_reads_back_as_its_level_and_nothing_else_reads_as_one() {
        for level in (BotLevel::MIN..=BotLevel::MAX).filter_map(BotLevel::new) {
            let key = LevelKey(level).to_string();
            assert_eq!(LevelKey::parse(&key).map(|k| k.0), Some(level), "{key}");
        }
        for key in [
            "level:0",
            "level:9",
            "level:",
            "level:x",
            "console:level:3",
            "team:level:3",
        ] {
            assert!(LevelKey::parse(key).is_none(), "{key}");
        }
    }
}
