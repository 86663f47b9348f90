//! A game's record in PGN: the tags (with the variant and, off the standard start, the FEN)
//! and the numbered moves in Kibitz's notation.

use super::events::{Event, Told};
use super::games::Games;
use super::handled::{ending_outcome, Handled, Refusal};
use crate::rules::{Color, Outcome, Position, Variant};
use crate::store::{GameRow, StoreError};
use crate::types::{Attachment, FileKind, User};

/// The moves numbered (`1. e2e4 e7e5 2. ...` and the result) and the whole PGN.
pub struct Record {
    pub movetext: String,
    pub pgn: String,
}

pub fn record(row: &GameRow, start: &Position, moves: &[&str], outcome: Option<Outcome>) -> Record {
    let black_first = start.turn() == Color::Black;
    let mut movetext = String::new();
    for (i, notation) in moves.iter().enumerate() {
        let ply = i + usize::from(black_first);
        if ply % 2 == 0 {
            movetext.push_str(&format!("{}. ", ply / 2 + start.fullmoves() as usize));
        } else if i == 0 {
            movetext.push_str(&format!("{}... ", start.fullmoves()));
        }
        movetext.push_str(notation);
        movetext.push(' ');
    }
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
        escape(row.channel.stored()),
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
    Record { movetext, pgn }
}

/// `games` one after the other as one PGN text, each with its stored moves.
pub(super) fn games_pgn(g: Games<'_>, games: &[GameRow]) -> Handled<String> {
    let mut pgn = String::new();
    for row in games {
        let start = Position::from_fen(row.variant, &row.start_fen)
            .map_err(|e| Refusal::Store(StoreError::Corrupt(e.to_string())))?;
        let moves = g.store.moves(row.id)?;
        let notations: Vec<&str> = moves.iter().map(|(n, _)| n.as_str()).collect();
        pgn.push_str(&record(row, &start, &notations, ending_outcome(row)).pgn);
        pgn.push_str("\n\n");
    }
    Ok(pgn)
}

/// `export`: every finished game of the asker, everywhere, as one PGN file, privately.
pub(super) fn export(g: Games<'_>, actor: &User) -> Handled<Told> {
    let games = g.store.finished_games_of(&actor.id)?;
    let count = games.len();
    let text = Event::Exported { count };
    if games.is_empty() {
        let mut reply = Told::saying(text);
        reply.private = true;
        return Ok(reply);
    }
    let pgn = games_pgn(g, &games)?;
    let mut reply = Told::saying(text);
    reply.private = true;
    let player = actor.clone();
    reply.files.push(Attachment {
        bytes: pgn.into_bytes(),
        file_name: "kibitz-games.pgn".into(),
        kind: FileKind::Pgn,
        caption: Event::ExportCaption { player, count }.into(),
    });
    Ok(reply)
}
