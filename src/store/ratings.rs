//! Ratings per player and variant, updated in the transaction that ends a game by the rule the
//! game service gives.

use super::{parse_variant, Result, Store};
use crate::rules::{Color, Variant};
use crate::types::{User, UserId};
use rusqlite::{params, OptionalExtension, Transaction};

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
    /// The best-rated players of a variant.
    pub fn top_ratings(&self, variant: Variant, limit: u32) -> Result<Vec<RatingRow>> {
        self.ratings_where(
            "r.variant = ?1 ORDER BY r.rating DESC LIMIT ?2",
            params![variant.key(), limit],
        )
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

/// Applies `rule` to the players of a game, inside the caller's transaction.
pub(super) fn update_ratings(
    tx: &Transaction<'_>,
    game_id: i64,
    winner: Option<Color>,
    rule: RatingRule,
) -> Result<()> {
    let (white, black, variant): (String, String, String) = tx.query_row(
        "SELECT white, black, variant FROM games WHERE id = ?1",
        [game_id],
        |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
    )?;
    let load = |user: &str| -> Result<Option<StoredRating>> {
        Ok(tx
            .query_row(
                "SELECT rating, deviation, volatility, games FROM ratings WHERE user_id = ?1 AND variant = ?2",
                params![user, variant],
                |r| {
                    Ok(StoredRating {
                        rating: r.get(0)?,
                        deviation: r.get(1)?,
                        volatility: r.get(2)?,
                        games: r.get(3)?,
                    })
                },
            )
            .optional()?)
    };
    let (w, b) = rule(load(&white)?, load(&black)?, winner);
    let mut save = tx.prepare_cached(
        "INSERT INTO ratings (user_id, variant, rating, deviation, volatility, games) VALUES (?1, ?2, ?3, ?4, ?5, ?6) \
         ON CONFLICT(user_id, variant) DO UPDATE SET rating = excluded.rating, deviation = excluded.deviation, \
         volatility = excluded.volatility, games = excluded.games",
    )?;
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
