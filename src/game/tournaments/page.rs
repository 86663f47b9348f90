//! A tournament's web page: its standings and the latest round's pairings, as the `tournament
//! standings` and `tournament pairings` commands say them.

use super::record::Record;
use super::told::{StandingsTable, TournamentInfo};
use crate::game::events::Said;
use crate::game::games::Games;
use crate::game::handled::Handled;
use crate::game::subjects::TournamentView;
use crate::store::TournamentRow;
use crate::types::TournamentId;

/// What a tournament's page shows, to word and draw.
pub(in crate::game) struct PageParts {
    pub t: TournamentRow,
    pub shown: Said,
    pub standings: Said,
    pub table: StandingsTable,
    pub pairings: Option<Said>,
    pub version: u64,
}

/// The parts of tournament `id`'s page.
pub(in crate::game) fn page(g: Games<'_>, id: TournamentId) -> Handled<PageParts> {
    let record = Record::load(g, id)?;
    let (after, lines) = record.standings();
    let t = record.t.clone();
    let (decided, _) = record.progress();
    let said = |view: TournamentInfo| Said(vec![view.into()]);
    let pairings = (t.round > 0).then(|| {
        said(TournamentInfo::Pairings {
            t: Box::new(TournamentView::of(&t)),
            round: record.round_lines(t.round),
        })
    });
    Ok(PageParts {
        shown: said(super::asked::shown(&record)),
        standings: said(TournamentInfo::Standings {
            t: Box::new(TournamentView::of(&t)),
            after,
            lines: lines.clone(),
        }),
        table: StandingsTable {
            t: TournamentView::of(&t),
            after,
            lines,
        },
        pairings,
        version: version(&t, decided, record.entrants.len()),
        t,
    })
}

/// A number that changes whenever the page does: a round, a result, an entrant.
fn version(t: &TournamentRow, decided: usize, entrants: usize) -> u64 {
    (u64::from(t.round) << 40) | ((decided as u64) << 20) | entrants as u64 | state_bit(t)
}

fn state_bit(t: &TournamentRow) -> u64 {
    match t.state {
        crate::store::TournamentState::Open => 0,
        crate::store::TournamentState::Running => 1 << 60,
        crate::store::TournamentState::Finished => 2 << 60,
        crate::store::TournamentState::Cancelled => 3 << 60,
    }
}
