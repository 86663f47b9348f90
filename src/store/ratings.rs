//! Glicko-2 ratings per player and variant, updated in the transaction that ends a game.

use super::games::Ending;
use super::{parse_variant, Result, Store};
use crate::game::types::{User, UserId};
use crate::rules::{Color, Variant};
use rusqlite::{params, OptionalExtension, Transaction};
use skillratings::glicko2::{glicko2, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;

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

/// For a rated game between two players, updates both players' Glicko-2 ratings, inside the
/// caller's transaction.
pub(super) fn update_ratings(tx: &Transaction<'_>, game_id: i64, ending: &Ending) -> Result<()> {
    let (white, black, variant, rated): (String, String, String, bool) = tx.query_row(
        "SELECT white, black, variant, rated FROM games WHERE id = ?1",
        [game_id],
        |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
    )?;
    if !rated || white == black {
        return Ok(());
    }
    let load = |user: &str| -> Result<(Glicko2Rating, u32)> {
        let row = tx
            .query_row(
                "SELECT rating, deviation, volatility, games FROM ratings WHERE user_id = ?1 AND variant = ?2",
                params![user, variant],
                |r| {
                    Ok((
                        Glicko2Rating {
                            rating: r.get(0)?,
                            deviation: r.get(1)?,
                            volatility: r.get(2)?,
                        },
                        r.get(3)?,
                    ))
                },
            )
            .optional()?;
        Ok(row.unwrap_or((Glicko2Rating::new(), 0)))
    };
    let ((w, w_games), (b, b_games)) = (load(&white)?, load(&black)?);
    let outcome = match ending.winner {
        Some(Color::White) => Outcomes::WIN,
        Some(Color::Black) => Outcomes::LOSS,
        None => Outcomes::DRAW,
    };
    let (w, b) = glicko2(&w, &b, &outcome, &Glicko2Config::new());
    let mut save = tx.prepare_cached(
        "INSERT INTO ratings (user_id, variant, rating, deviation, volatility, games) VALUES (?1, ?2, ?3, ?4, ?5, ?6) \
         ON CONFLICT(user_id, variant) DO UPDATE SET rating = excluded.rating, deviation = excluded.deviation, \
         volatility = excluded.volatility, games = excluded.games",
    )?;
    save.execute(params![
        white,
        variant,
        w.rating,
        w.deviation,
        w.volatility,
        w_games + 1
    ])?;
    save.execute(params![
        black,
        variant,
        b.rating,
        b.deviation,
        b.volatility,
        b_games + 1
    ])?;
    Ok(())
}
