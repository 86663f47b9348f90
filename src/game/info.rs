//! The commands that only tell: rules, your games, a game's history, ratings.

use super::help;
use super::service::{ending_outcome, result_sentence};
use super::service::{refuse, Handled, Refusal};
use super::Service;
use crate::rules::{Color, Position, Variant};
use crate::store::StoreError;
use crate::types::*;

impl Service {
    pub(super) fn rules(&self, channel: &ChannelId, variant: Option<Variant>) -> Handled<Reply> {
        let variant = match variant {
            Some(v) => Some(v),
            None => self.store.active_game(channel)?.map(|g| g.variant),
        };
        Ok(Reply::text(match variant {
            Some(v) => help::rules(v),
            None => format!(
                "{}\nSay `rules <variant>` for the rules of one.",
                help::variants()
            ),
        }))
    }

    pub(super) fn games(&self, actor: &User) -> Handled<Reply> {
        let games = self.store.games_of(&actor.id)?;
        if games.is_empty() {
            return Ok(Reply::text(
                "You have no games in progress. Start one with `challenge`.",
            ));
        }
        let now = self.now();
        let mut text = format!("Your games ({}):", games.len());
        for row in &games {
            let color = row.color_of(&actor.id).unwrap_or(Color::White);
            let turn = Self::position(row)?.turn();
            let whose = if turn == color {
                "your move".to_string()
            } else {
                format!("{} to move", row.player(turn).name)
            };
            let left = row
                .deadline
                .map(|d| format!(", {} left", human_duration(d - now)))
                .unwrap_or_default();
            text.push_str(&format!(
                "\n• {} v {} in {} ({}, move {}): {whose}{left}",
                row.white.name,
                row.black.name,
                row.channel,
                row.variant.title(),
                row.ply / 2 + 1
            ));
        }
        Ok(Reply::text(text))
    }

    pub(super) fn history(&self, channel: &ChannelId) -> Handled<Reply> {
        let Some(row) = self.store.latest_game(channel)? else {
            return refuse("No game has been played here yet.");
        };
        let moves = self.store.moves(row.id)?;
        let start = Position::from_fen(row.variant, &row.start_fen)
            .map_err(|e| Refusal::Store(StoreError::Corrupt(e.to_string())))?;
        let black_first = start.turn() == Color::Black;
        let mut movetext = String::new();
        for (i, (notation, _)) in moves.iter().enumerate() {
            let ply = i + usize::from(black_first);
            if ply % 2 == 0 {
                movetext.push_str(&format!("{}. ", ply / 2 + start.fullmoves() as usize));
            } else if i == 0 {
                movetext.push_str(&format!("{}... ", start.fullmoves()));
            }
            movetext.push_str(notation);
            movetext.push(' ');
        }
        let outcome = ending_outcome(&row);
        let result = match (row.finished, row.winner) {
            (false, _) => "*",
            (true, Some(Color::White)) => "1-0",
            (true, Some(Color::Black)) => "0-1",
            (true, None) => "1/2-1/2",
        };
        movetext.push_str(result);
        let escape = |s: &str| s.replace('\\', "\\\\").replace('"', "\\\"");
        let mut pgn = format!(
            "[Event \"Kibitz game {}\"]\n[Site \"{}\"]\n[Variant \"{}\"]\n[White \"{}\"]\n[Black \"{}\"]\n[Result \"{result}\"]\n",
            row.id,
            escape(&row.channel.0),
            row.variant.title(),
            escape(&row.white.name),
            escape(&row.black.name)
        );
        if row.start_fen != Position::start(row.variant).fen() || row.variant != Variant::Standard {
            pgn.push_str(&format!("[SetUp \"1\"]\n[FEN \"{}\"]\n", row.start_fen));
        }
        if let Some(o) = outcome {
            pgn.push_str(&format!("[Termination \"{}\"]\n", o.reason));
        }
        pgn.push('\n');
        pgn.push_str(&movetext);
        let status = match outcome {
            Some(o) => result_sentence(&row, o),
            None => "In progress.".to_string(),
        };
        Ok(Reply::text(format!(
            "{} v {}, {}, {} moves. {status}\n{}\n\n{pgn}",
            row.white.name,
            row.black.name,
            row.variant.title(),
            moves.len(),
            movetext
        )))
    }

    pub(super) fn ratings(&self, actor: &User, variant: Option<Variant>) -> Handled<Reply> {
        let line = |r: &crate::store::RatingRow| {
            format!(
                "{:.0} ±{:.0} ({} games)",
                r.rating,
                2.0 * r.deviation,
                r.games
            )
        };
        match variant {
            Some(v) => {
                let top = self.store.top_ratings(v, 10)?;
                if top.is_empty() {
                    return Ok(Reply::text(format!("No rated games of {} yet.", v.title())));
                }
                let mut text = format!("Ratings in {} (Glicko-2):", v.title());
                for (i, r) in top.iter().enumerate() {
                    text.push_str(&format!("\n{}. {} {}", i + 1, r.user.name, line(r)));
                }
                Ok(Reply::text(text))
            }
            None => {
                let mine = self.store.ratings_of(&actor.id)?;
                if mine.is_empty() {
                    return Ok(Reply::text("You have no rated games yet. `ratings <variant>` shows the best players of a variant."));
                }
                let mut text = format!("{}'s ratings (Glicko-2):", actor.name);
                for r in &mine {
                    text.push_str(&format!("\n• {}: {}", r.variant.title(), line(r)));
                }
                Ok(Reply::text(text))
            }
        }
    }
}
