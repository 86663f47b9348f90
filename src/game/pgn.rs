//! A game's record in PGN, as chess programs read it: the tags (standard chess with no
//! `Variant`, the variants by name; the FEN where a game does not start from the standard
//! array) and the numbered moves in SAN.

use super::analyses::{move_number, pgn_notes, PlyNote};
use super::events::{Caption, Told, View};
use super::games::Games;
use super::handled::{ending_outcome, Handled, NotDone};
use crate::engine::accuracy::Eval;
use crate::rules::{Color, Outcome, Position, Variant};
use crate::store::{GameRow, StoreError};
use crate::types::{Attachment, FileKind, GameId, User};

/// The moves numbered (`1. e2e4 e7e5 2. ...` and the result) and the whole PGN.
pub struct Record {
    pub movetext: String,
    pub pgn: String,
}

/// How a record names its event (`Kibitz game 12`), in its reader's words (given by the
/// service). The other tags are what programs read: the variant's name, the result, and the
/// reason it ended (`checkmate`, `adjudication`), the same in every language.
pub type EventName<'a> = &'a dyn Fn(GameId) -> String;

/// The record of the game `row` from `start` through `moves`; its PGN carries `notes` (an
/// analysis's, one per ply) as `{ [%eval 0.35] }` comments and `$2`/`$4`/`$6` marks.
pub fn record(
    row: &GameRow,
    (start, moves): (&Position, &[&str]),
    outcome: Option<Outcome>,
    notes: Option<&[PlyNote]>,
    event: EventName<'_>,
) -> Record {
    let san = start.san_line(moves);
    let mut movetext = numbered(start, &san, None);
    let mut annotated = notes.map_or_else(|| movetext.clone(), |n| numbered(start, &san, Some(n)));
    let result = match (row.finished, row.winner) {
        (false, _) => "*",
        (true, Some(Color::White)) => "1-0",
        (true, Some(Color::Black)) => "0-1",
        (true, None) => "1/2-1/2",
    };
    movetext.push_str(result);
    annotated.push_str(result);
    let escape = |s: &str| s.replace('\\', "\\\\").replace('"', "\\\"");
    let mut pgn = format!(
        "[Event \"{}\"]\n[Site \"{}\"]\n",
        escape(&event(row.id)),
        escape(row.channel.stored()),
    );
    // Standard chess as every program reads it; a variant by its name, as pychess writes
    // the variants lichess lacks.
    if row.variant != Variant::Standard {
        pgn.push_str(&format!("[Variant \"{}\"]\n", row.variant.title()));
    }
    pgn.push_str(&format!(
        "[White \"{}\"]\n[Black \"{}\"]\n[Result \"{result}\"]\n",
        escape(&row.white.name),
        escape(&row.black.name)
    ));
    // A chess clock as PGN writes one: base and increment in seconds.
    if let Some(clock) = row.clock {
        let control = clock.control;
        pgn.push_str(&format!(
            "[TimeControl \"{}+{}\"]\n",
            control.base(),
            control.increment()
        ));
    }
    // The FEN where a reader cannot assume the standard array: a game from another position,
    // and the variants that start otherwise (Give & Take and Trade-up begin with hands).
    if row.start_fen != Position::start(row.variant).fen()
        || !row.variant.starts_from_standard_array()
    {
        pgn.push_str(&format!("[SetUp \"1\"]\n[FEN \"{}\"]\n", row.start_fen));
    }
    if let Some(o) = outcome {
        pgn.push_str(&format!("[Termination \"{}\"]\n", o.reason));
    }
    pgn.push('\n');
    pgn.push_str(&annotated);
    Record { movetext, pgn }
}

/// The moves numbered, each followed by a space (and by its note, if given); after a note,
/// Black's move carries its number again (`1... e7e5`), as PGN readers expect.
fn numbered(start: &Position, moves: &[String], notes: Option<&[PlyNote]>) -> String {
    let mut text = String::new();
    let mut after_note = false;
    for (i, notation) in moves.iter().enumerate() {
        let (number, mover) = move_number(start, i);
        if mover == Color::White {
            text.push_str(&format!("{number}. "));
        } else if i == 0 || after_note {
            text.push_str(&format!("{number}... "));
        }
        text.push_str(notation);
        text.push(' ');
        after_note = false;
        if let Some(note) = notes.and_then(|n| n.get(i)) {
            if let Some(judgement) = note.judgement {
                text.push_str(&format!("${} ", judgement.nag()));
            }
            if let Some(eval) = pgn_eval(note.eval) {
                text.push_str(&format!("{{ [%eval {eval}] }} "));
                after_note = true;
            }
        }
    }
    text
}

/// An evaluation as PGN's `%eval` writes it: pawns (`0.35`) or a mate (`#-3`); none for a game
/// already won.
fn pgn_eval(eval: Eval) -> Option<String> {
    match eval {
        Eval::Cp(cp) => Some(format!("{:.2}", f64::from(cp) / 100.0)),
        Eval::Mate(n) => Some(format!("#{n}")),
        Eval::Won(_) => None,
    }
}

/// `games` one after the other as one PGN text, each with its stored moves.
pub(super) fn games_pgn(g: Games<'_>, games: &[GameRow], event: EventName<'_>) -> Handled<String> {
    let mut pgn = String::new();
    for row in games {
        let start = Position::from_fen(row.variant, &row.start_fen)
            .map_err(|e| NotDone::Failed(StoreError::Corrupt(e.to_string())))?;
        let moves = g.store.moves(row.id)?;
        let notations: Vec<&str> = moves.iter().map(|(n, _)| n.as_str()).collect();
        let notes = pgn_notes(g, row, &moves)?;
        let outcome = ending_outcome(row);
        let record = record(row, (&start, &notations), outcome, notes.as_deref(), event);
        pgn.push_str(&record.pgn);
        pgn.push_str("\n\n");
    }
    Ok(pgn)
}

/// `export`: every finished game of the asker, everywhere, as one PGN file, privately.
pub(super) fn export(g: Games<'_>, actor: &User, event: EventName<'_>) -> Handled<Told> {
    let games = g.store.finished_games_of(&actor.id)?;
    let count = games.len();
    let text = View::Exported { count };
    if games.is_empty() {
        let mut reply = Told::saying(text);
        reply.private = true;
        return Ok(reply);
    }
    let pgn = games_pgn(g, &games, event)?;
    let mut reply = Told::saying(text);
    reply.private = true;
    let player = actor.clone();
    reply.files.push(Attachment {
        bytes: pgn.into_bytes(),
        file_name: "kibitz-games.pgn".into(),
        kind: FileKind::Pgn,
        caption: Caption::Export { player, count }.into(),
    });
    Ok(reply)
}
