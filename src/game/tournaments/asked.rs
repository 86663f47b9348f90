//! What a tournament command asks to see: where the tournament stands, its standings (also
//! as a table to draw), a round's pairings, and its record exported.

use super::record::Record;
use super::told::{StandingsTable, TournamentCaption, TournamentInfo, TournamentRefusal};
use super::{link_page, refused};
use crate::game::events::Told;
use crate::game::games::Games;
use crate::game::handled::Handled;
use crate::game::pgn;
use crate::game::subjects::TournamentView;
use crate::store::TournamentRow;
use crate::types::*;

/// `tournament`: what it is and where it stands, with its page.
pub(super) fn show(g: Games<'_>, t: TournamentRow) -> Handled<Told> {
    let record = Record::load(g, t.id)?;
    let mut reply = Told::saying(shown(&record));
    link_page(&mut reply, t.id);
    Ok(reply)
}

/// What the tournament of `record` is and where it stands.
pub(super) fn shown(record: &Record) -> TournamentInfo {
    let (decided, boards) = record.progress();
    TournamentInfo::Shown {
        players: record
            .entrants
            .iter()
            .map(|e| e.user.name.clone())
            .collect(),
        decided,
        boards,
        t: Box::new(TournamentView::of(&record.t)),
    }
}

/// `tournament standings`: in words, and as a table to draw.
pub(super) fn standings(g: Games<'_>, t: TournamentRow) -> Handled<(Told, Option<StandingsTable>)> {
    let record = Record::load(g, t.id)?;
    let (after, lines) = record.standings();
    let mut reply = Told::saying(TournamentInfo::Standings {
        t: Box::new(TournamentView::of(&record.t)),
        after,
        lines: lines.clone(),
    });
    link_page(&mut reply, t.id);
    let table = StandingsTable {
        t: TournamentView::of(&record.t),
        after,
        lines,
    };
    Ok((reply, Some(table)))
}

/// `tournament pairings`: a round's pairings (the current one's unless named).
pub(super) fn pairings(g: Games<'_>, t: TournamentRow, round: Option<u32>) -> Handled<Told> {
    if t.round == 0 {
        return Err(refused(TournamentRefusal::NothingPaired(t.name)));
    }
    let round = round.unwrap_or(t.round);
    if round == 0 || round > t.round {
        return Err(refused(TournamentRefusal::NoSuchRound {
            round,
            paired: t.round,
        }));
    }
    let record = Record::load(g, t.id)?;
    Ok(Told::saying(TournamentInfo::Pairings {
        round: record.round_lines(round),
        t: Box::new(TournamentView::of(&record.t)),
    }))
}

/// `tournament export`: the record as a TRF-16 report, and every game as one PGN file.
pub(super) fn export(g: Games<'_>, t: TournamentRow, event: pgn::EventName<'_>) -> Handled<Told> {
    let record = Record::load(g, t.id)?;
    let mut rows = Vec::new();
    for game in record.boards.iter().filter_map(|b| b.game.as_ref()) {
        rows.extend(g.store.game(game.id)?);
    }
    let games = rows.len();
    let pgn = pgn::games_pgn(g, &rows, event)?;
    let t = Box::new(TournamentView::of(&record.t));
    let mut reply = Told::saying(TournamentInfo::Exported {
        t: t.clone(),
        games,
    });
    reply.files.push(Attachment {
        bytes: record.report().write().into_bytes(),
        file_name: format!("tournament-{}.trf", t.id),
        kind: FileKind::Trf,
        caption: TournamentCaption::Report(t.clone()).into(),
    });
    if games > 0 {
        reply.files.push(Attachment {
            bytes: pgn.into_bytes(),
            file_name: format!("tournament-{}.pgn", t.id),
            kind: FileKind::Pgn,
            caption: TournamentCaption::Games { t, games }.into(),
        });
    }
    Ok(reply)
}
