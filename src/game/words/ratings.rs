//! The words of ratings: a variant's best players, or one player's ratings with their ranks.

use super::fluent::t;
use super::{variant, Tr};
use crate::game::subjects::RatingView;
use crate::rules::Variant;
use crate::types::{BotLevel, User};

/// A rating as shown: "1523 ±120 (4 games)", the deviation doubled (a 95% range).
fn shown(tr: Tr, rating: f64, deviation: f64, games: u32) -> String {
    t!(
        tr,
        "rating",
        rating = rating.round() as i64,
        range = (2.0 * deviation).round() as i64,
        games = games
    )
}

fn rating(tr: Tr, r: &RatingView) -> String {
    shown(tr, r.rating, r.deviation, r.games)
}

/// Whose ratings are compared (the `among` of the messages): a server's players, or everyone's.
fn among(in_server: bool) -> &'static str {
    if in_server {
        "yes"
    } else {
        "no"
    }
}

/// A variant's best players; the asker's rank among them when not in the list (rank, of,
/// their rating); the bot's levels.
pub(in crate::game) fn best(
    tr: Tr,
    v: Variant,
    in_server: bool,
    top: &[(User, RatingView)],
    me: Option<&(u32, u32, RatingView)>,
    levels: &[(BotLevel, RatingView)],
) -> String {
    let id = if top.is_empty() {
        "no-rated-games"
    } else {
        "ratings-in"
    };
    let mut text = t!(
        tr,
        id,
        variant = variant(tr, v),
        in_server = among(in_server)
    );
    for (i, (player, r)) in top.iter().enumerate() {
        text.push_str(&format!("\n{}. {} {}", i + 1, player.name, rating(tr, r)));
    }
    if let Some((rank, of, me)) = me {
        text.push('\n');
        text.push_str(&t!(
            tr,
            "ratings-you",
            rank = *rank,
            of = *of,
            rating = rating(tr, me)
        ));
    }
    if !levels.is_empty() {
        text.push('\n');
        text.push_str(&t!(tr, "bot-levels"));
        for (level, r) in levels {
            text.push_str("\n• ");
            text.push_str(&t!(
                tr,
                "bot-level",
                level = level.to_string(),
                rating = rating(tr, r)
            ));
        }
    }
    global_hint(tr, in_server, &mut text);
    text
}

/// A player's ratings with their ranks (rank, of), and those of games against the bot.
pub(in crate::game) fn of_player(
    tr: Tr,
    player: &User,
    in_server: bool,
    ranked: &[(Variant, RatingView, u32, u32)],
    against_bot: &[(Variant, RatingView)],
    puzzles: &[(Variant, RatingView)],
) -> String {
    if ranked.is_empty() && against_bot.is_empty() && puzzles.is_empty() {
        return t!(tr, "no-ratings-yet");
    }
    let mut text = t!(
        tr,
        "ratings-of",
        player = player.name.as_str(),
        in_server = among(in_server)
    );
    for (v, r, rank, of) in ranked {
        text.push_str("\n• ");
        text.push_str(&t!(
            tr,
            "rating-ranked",
            variant = variant(tr, *v),
            rating = rating(tr, r),
            rank = *rank,
            of = *of
        ));
    }
    if !against_bot.is_empty() {
        text.push('\n');
        text.push_str(&t!(tr, "against-bot"));
        for (v, r) in against_bot {
            text.push_str("\n• ");
            text.push_str(&t!(
                tr,
                "rating-of-variant",
                variant = variant(tr, *v),
                rating = rating(tr, r)
            ));
        }
    }
    if !puzzles.is_empty() {
        text.push('\n');
        text.push_str(&t!(tr, "puzzles"));
        for (v, r) in puzzles {
            let rating = t!(
                tr,
                "puzzle-rating",
                rating = r.rating.round() as i64,
                range = (2.0 * r.deviation).round() as i64,
                puzzles = r.games
            );
            text.push_str("\n• ");
            text.push_str(&t!(
                tr,
                "rating-of-variant",
                variant = variant(tr, *v),
                rating = rating
            ));
        }
    }
    global_hint(tr, in_server, &mut text);
    text
}

fn global_hint(tr: Tr, in_server: bool, text: &mut String) {
    if in_server {
        text.push('\n');
        text.push_str(&t!(tr, "ratings-global-hint"));
    }
}
