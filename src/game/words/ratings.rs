//! The words of ratings: a variant's best players, or one player's ratings with their ranks.

use crate::rules::Variant;
use crate::store::{RatingRow, StoredRating};
use crate::types::{BotLevel, User};

/// A rating as shown: "1523 ±120 (4 games)", the deviation doubled (a 95% range).
fn shown(rating: f64, deviation: f64, games: u32) -> String {
    format!("{rating:.0} ±{:.0} ({games} games)", 2.0 * deviation)
}

fn row(r: &RatingRow) -> String {
    shown(r.rating, r.deviation, r.games)
}

fn stored(r: &StoredRating) -> String {
    shown(r.rating, r.deviation, r.games)
}

/// Whose ratings are compared: a server's players, or everyone's.
fn among(in_server: bool) -> &'static str {
    if in_server {
        "this server's players"
    } else {
        "all players"
    }
}

/// A variant's best players; the asker's rank among them when not in the list (rank, of,
/// their rating); the bot's levels.
pub(in crate::game) fn best(
    variant: Variant,
    in_server: bool,
    top: &[RatingRow],
    me: Option<&(u32, u32, RatingRow)>,
    levels: &[(BotLevel, StoredRating)],
) -> String {
    let among = among(in_server);
    let mut text = if top.is_empty() {
        format!("No rated games of {} between {among} yet.", variant.title())
    } else {
        format!("Ratings in {} among {among} (Glicko-2):", variant.title())
    };
    for (i, r) in top.iter().enumerate() {
        text.push_str(&format!("\n{}. {} {}", i + 1, r.user.name, row(r)));
    }
    if let Some((rank, of, me)) = me {
        text.push_str(&format!("\nYou: #{rank} of {of}, {}", row(me)));
    }
    if !levels.is_empty() {
        text.push_str("\nThe bot's levels, from games against it:");
        for (level, r) in levels {
            text.push_str(&format!("\n• level {level}: {}", stored(r)));
        }
    }
    text.push_str(global_hint(in_server));
    text
}

/// A player's ratings with their ranks (rank, of), and those of games against the bot.
pub(in crate::game) fn of_player(
    player: &User,
    in_server: bool,
    ranked: &[(RatingRow, u32, u32)],
    against_bot: &[(Variant, StoredRating)],
    puzzles: &[(Variant, StoredRating)],
) -> String {
    if ranked.is_empty() && against_bot.is_empty() && puzzles.is_empty() {
        return "You have no rated games yet. `ratings <variant>` shows the best players of a variant.".into();
    }
    let mut text = format!(
        "{}'s ratings (Glicko-2), ranked among {}:",
        player.name,
        among(in_server)
    );
    for (r, rank, of) in ranked {
        text.push_str(&format!(
            "\n• {}: {}, #{rank} of {of}",
            r.variant.title(),
            row(r)
        ));
    }
    if !against_bot.is_empty() {
        text.push_str("\nAgainst the bot (kept apart):");
        for (variant, r) in against_bot {
            text.push_str(&format!("\n• {}: {}", variant.title(), stored(r)));
        }
    }
    if !puzzles.is_empty() {
        text.push_str("\nPuzzles:");
        for (variant, r) in puzzles {
            text.push_str(&format!(
                "\n• {}: {:.0} ±{:.0} ({} puzzles)",
                variant.title(),
                r.rating,
                2.0 * r.deviation,
                r.games
            ));
        }
    }
    text.push_str(global_hint(in_server));
    text
}

fn global_hint(in_server: bool) -> &'static str {
    if in_server {
        "\n(`ratings global` for all players everywhere.)"
    } else {
        ""
    }
}
