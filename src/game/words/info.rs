//! The words of what users look up: a game's board, their games, their next move.

use super::plural;
use super::{away_note, result_sentence};
use crate::game::events::GameLine;
use crate::rules::{Color, Outcome, Variant};
use crate::store::GameRow;
use crate::types::{human_duration, GameId, User};

/// "Ann v Bob, Suction Chess: Bob (Black) to move." or its result; who is away.
pub(in crate::game) fn board(
    row: &GameRow,
    to_move: Color,
    outcome: Option<Outcome>,
    away: &[(String, i64)],
) -> String {
    let mut text = format!(
        "{}: {}",
        super::pages::game_title(row),
        super::pages::game_status(row, to_move, outcome)
    );
    if let Some(away) = away_note(away) {
        text.push_str(&format!(" {away}."));
    }
    text
}

/// A player's games in progress, most urgent first.
pub(in crate::game) fn games(games: &[GameLine]) -> String {
    if games.is_empty() {
        return "You have no games in progress. Start one with `challenge`.".into();
    }
    let mut text = format!("Your games ({}), most urgent first:", games.len());
    for game in games {
        let row = &game.row;
        let whose = if game.yours {
            "**your move**".to_string()
        } else {
            format!("{} to move", row.player(game.to_move).name)
        };
        let left = game
            .left
            .map(|s| format!(", {} left", human_duration(s)))
            .unwrap_or_default();
        text.push_str(&format!(
            "\n• {} v {} in {} ({}, move {}): {whose}{left}",
            row.white.name,
            row.black.name,
            super::link(&row.channel),
            row.variant.title(),
            row.ply / 2 + 1
        ));
        if let Some(away) = away_note(&game.away) {
            text.push_str(&format!(" ({away})"));
        }
    }
    if games.iter().any(|g| g.yours) {
        text.push_str("\nSay `next` for the board of the first game where it is your move.");
    }
    text
}

/// "Your move in Ann v Bob (Suction Chess) in <#1>, 2 days left."
pub(in crate::game) fn next(row: &GameRow, left: Option<i64>, away: &[(String, i64)]) -> String {
    let left = left
        .map(|s| format!(", {} left", human_duration(s)))
        .unwrap_or_default();
    let mut text = format!(
        "Your move in {} v {} ({}) in {}{left}.",
        row.white.name,
        row.black.name,
        row.variant.title(),
        super::link(&row.channel)
    );
    if let Some(away) = away_note(away) {
        text.push_str(&format!(" {away}."));
    }
    text
}

/// A game's record: who played what, its moves and its PGN.
pub(in crate::game) fn history(
    row: &GameRow,
    moves: usize,
    outcome: Option<Outcome>,
    movetext: &str,
    pgn: &str,
) -> String {
    let status = match outcome {
        Some(o) => result_sentence(row, o),
        None => "In progress.".to_string(),
    };
    format!(
        "{} v {}, {}, {moves} moves. {status}\n{movetext}\n\n{pgn}",
        row.white.name,
        row.black.name,
        row.variant.title(),
    )
}

pub(in crate::game) fn record_caption(game: GameId) -> String {
    format!("The record of game {game} in PGN")
}

/// "Ann v Bob, Suction Chess, 31 moves" ("so far" while it goes on).
pub(super) fn replayed(row: &GameRow, plies: usize) -> String {
    let state = if row.finished { "" } else { " so far" };
    format!(
        "{} v {}, {}, {plies} move{}{state}",
        row.white.name,
        row.black.name,
        row.variant.title(),
        if plies == 1 { "" } else { "s" }
    )
}

pub(in crate::game) fn replay(row: &GameRow, plies: usize) -> String {
    format!("Replay of game {}: {}.", row.id, replayed(row, plies))
}

pub(in crate::game) fn replay_caption(row: &GameRow, plies: usize) -> String {
    format!("Replay: {}", replayed(row, plies))
}

/// What `export` says: none finished, or how many.
pub(in crate::game) fn exported(count: usize) -> String {
    if count == 0 {
        return "You have no finished games yet.".into();
    }
    format!("Your {count} finished game{}, in PGN.", plural(count))
}

/// The caption of the file `export` sends.
pub(in crate::game) fn export_caption(player: &User, count: usize) -> String {
    format!("{}'s {count} finished game{}", player.name, plural(count))
}

/// The list of variants, for `rules` asked for none.
pub(in crate::game) fn which_rules(variants: &str) -> String {
    format!("{variants}\nSay `rules <variant>` for the rules of one.")
}

/// A variant's rules, with the topics that have pictures.
pub(in crate::game) fn rules(variant: Variant, topics: &[String]) -> String {
    let text = &crate::game::diagrams::rules_text(variant).text;
    let topics: Vec<String> = topics.iter().map(|t| format!("`{t}`")).collect();
    format!(
        "{text}\n**Rules with pictures:** {} (say `rules {} <topic>` for one).",
        topics.join(", "),
        variant.key()
    )
}

/// One rule with its picture.
pub(in crate::game) fn rule(title: &str, text: &str) -> String {
    format!("**{title}**: {text}")
}
