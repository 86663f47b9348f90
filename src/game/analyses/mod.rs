//! `analysis`: a finished game searched position by position, each move judged as lichess
//! judges it, kept so that it is computed once; and the notes it adds to a game's PGN.

use super::events::{Event, GameView, Told, View};
use super::games::Games;
use super::handled::ending_outcome;
use super::handled::{refused, Handled, Refusal};
use super::replays::replayed;
use crate::engine::accuracy::{steepness, win_percent, winning_chances, Eval, Judgement};
use crate::engine::analysis::{self, judged, search_positions, Analysis, Class};
use crate::rules::{Color, Game, Move, Position};
use crate::store::{GameRow, StoredAnalysis};
use crate::types::*;
use std::sync::Mutex;

pub(super) use told::{AnalysisReport, JudgedMove, PlyNote};

pub(super) mod told;

/// Where a long command tells how far it has come ([`Event::Analysing`]).
pub(super) type Progress<'a> = &'a (dyn Fn(Event) + Sync);

/// The engine as an analyst: a node budget per position, the threads to share positions out
/// among, and one analysis at a time in this process (each takes every core already).
pub(super) struct Analyst {
    nodes: u64,
    threads: usize,
    one_at_a_time: Mutex<()>,
}

impl Analyst {
    pub fn new(nodes: u64) -> Analyst {
        Analyst {
            nodes,
            threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
            one_at_a_time: Mutex::new(()),
        }
    }

    /// What the engine says of each position of `game` (the game `row`), and at how many
    /// nodes a position: kept from before, or searched now and kept.
    fn scored(
        &self,
        g: Games<'_>,
        row: &GameRow,
        game: &Game,
        progress: Progress<'_>,
    ) -> Handled<(u64, Vec<analysis::Scored>)> {
        if let Some(scored) = kept(g, row, game)? {
            return Ok(scored);
        }
        let _turn = self
            .one_at_a_time
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        // Another request may have analysed it while this one waited.
        if let Some(scored) = kept(g, row, game)? {
            return Ok(scored);
        }
        let id = row.id;
        let searched = |done, total| progress(Event::Analysing { id, done, total });
        let scored = search_positions(game, self.nodes, self.threads, &searched);
        let stored = StoredAnalysis {
            nodes: self.nodes,
            scored: analysis::encode(&scored),
        };
        g.store.keep_analysis(row.id, &stored, g.now)?;
        Ok((self.nodes, scored))
    }
}

/// The analysis kept for `row` and its nodes a position, if one is and it fits the game.
fn kept(g: Games<'_>, row: &GameRow, game: &Game) -> Handled<Option<(u64, Vec<analysis::Scored>)>> {
    Ok(g.store
        .analysis(row.id)?
        .and_then(|kept| analysis::decode(game, &kept.scored).map(|scored| (kept.nodes, scored))))
}

/// The pictures of an analysis, drawn when it is presented.
pub(super) struct AnalysisPictures {
    pub id: GameId,
    pub white: String,
    pub black: String,
    /// White's winning chances (-1 to +1) at the start and after each ply.
    pub chances: Vec<f64>,
    /// The judged plies (1 is the first move) and how they were judged.
    pub marks: Vec<(usize, Judgement)>,
    /// The key moment: the position before the move that cost the most, the better move there.
    pub key: Option<KeyMoment>,
}

pub(super) struct KeyMoment {
    pub before: Position,
    pub better: Option<Move>,
    pub moment: JudgedMove,
}

/// `analysis [game:<id>]`: the game `id` (one of this channel's, or one the asker played),
/// else the channel's last finished game, analysed; never a game in progress.
pub(super) fn analysis(
    g: Games<'_>,
    analyst: &Analyst,
    actor: &User,
    channel: &ChannelId,
    id: Option<GameId>,
    progress: Progress<'_>,
) -> Handled<(Told, AnalysisPictures)> {
    let row = match id {
        Some(id) => match g.store.game(id)? {
            Some(row) if row.channel == *channel || row.color_of(&actor.id).is_some() => row,
            _ => return refused(Refusal::NoSuchGameHere(id)),
        },
        None => match g.store.latest_finished_game(channel)? {
            Some(row) => row,
            None => {
                let playing = g.store.active_game(channel)?.is_some();
                return refused(Refusal::NoFinishedGameHere { playing });
            }
        },
    };
    if !row.finished {
        return refused(Refusal::StillPlayed(row.id));
    }
    let game = replayed(&row, &g.store.moves(row.id)?)?;
    if game.moves().is_empty() {
        return refused(Refusal::NothingToAnalyse(row.id));
    }
    let (nodes, scored) = analyst.scored(g, &row, &game, progress)?;
    let analysis = judged(&game, &scored);
    let (report, pictures) = report(row, &game, &analysis, nodes);
    Ok((Told::saying(View::Analysis(Box::new(report))), pictures))
}

/// The pictures of the analysis kept for the finished game `row`, if one is kept (nothing is
/// searched here).
pub(super) fn kept_pictures(g: Games<'_>, row: &GameRow) -> Handled<Option<AnalysisPictures>> {
    if !row.finished {
        return Ok(None);
    }
    let game = replayed(row, &g.store.moves(row.id)?)?;
    let Some((nodes, scored)) = kept(g, row, &game)? else {
        return Ok(None);
    };
    let analysis = judged(&game, &scored);
    Ok(Some(report(row.clone(), &game, &analysis, nodes).1))
}

/// The analysis of `game` (the game `row`) as a report and its pictures.
fn report(
    row: GameRow,
    game: &Game,
    analysis: &Analysis,
    nodes: u64,
) -> (AnalysisReport, AnalysisPictures) {
    let positions = game.positions();
    let k = steepness(row.variant);
    let mut evals = vec![analysis.start];
    evals.extend(analysis.plies.iter().map(|p| p.eval));
    let chances: Vec<f64> = evals.iter().map(|&e| winning_chances(k, e)).collect();
    let for_mover = |eval: Eval, mover: Color| match mover {
        Color::White => win_percent(k, eval),
        Color::Black => 100.0 - win_percent(k, eval),
    };
    let mut judged = Vec::new();
    let mut marks = Vec::new();
    let mut key: Option<(usize, JudgedMove)> = None;
    for (i, ply) in analysis.plies.iter().enumerate() {
        let Class::Judged(judgement) = ply.class else {
            continue;
        };
        let before = &positions[i];
        let (number, mover) = move_number(&positions[0], i);
        let moment = JudgedMove {
            number,
            mover,
            played: before.san(ply.played),
            better: ply.best.map(|m| before.san(m)),
            judgement,
            before: for_mover(evals[i], before.turn()),
            after: for_mover(evals[i + 1], before.turn()),
        };
        let loss = moment.before - moment.after;
        if key.as_ref().is_none_or(|(_, k)| loss > k.before - k.after) {
            key = Some((i, moment.clone()));
        }
        marks.push((i + 1, judgement));
        judged.push(moment);
    }
    let key_moment = key.as_ref().map(|(i, moment)| KeyMoment {
        before: positions[*i].clone(),
        better: analysis.plies[*i].best,
        moment: moment.clone(),
    });
    let pictures = AnalysisPictures {
        id: row.id,
        white: row.white.name.clone(),
        black: row.black.name.clone(),
        chances,
        marks,
        key: key_moment,
    };
    let report = AnalysisReport {
        plies: analysis.plies.len(),
        nodes,
        accuracy: analysis.accuracy,
        judged,
        key: key.map(|(_, moment)| moment),
        game: GameView::of(&row),
        outcome: ending_outcome(&row),
    };
    (report, pictures)
}

/// The number of the move at ply `i` (0 the first) of a game from `start`, and its mover.
pub(super) fn move_number(start: &Position, i: usize) -> (u32, Color) {
    let ply = i + usize::from(start.turn() == Color::Black);
    let mover = if ply.is_multiple_of(2) {
        Color::White
    } else {
        Color::Black
    };
    (start.fullmoves() + (ply / 2) as u32, mover)
}

/// The notes a game's kept analysis adds to its PGN, one per ply: the evaluation after the
/// move and its judgement; `None` when the game (`row`, its stored `moves`) has none kept.
pub(super) fn pgn_notes(
    g: Games<'_>,
    row: &GameRow,
    moves: &[(String, String)],
) -> Handled<Option<Vec<PlyNote>>> {
    let Some(kept) = g.store.analysis(row.id)? else {
        return Ok(None);
    };
    let game = replayed(row, moves)?;
    let Some(scored) = analysis::decode(&game, &kept.scored) else {
        return Ok(None);
    };
    let analysis = judged(&game, &scored);
    Ok(Some(
        analysis
            .plies
            .iter()
            .map(|p| PlyNote {
                eval: p.eval,
                judgement: match p.class {
                    Class::Judged(j) => Some(j),
                    Class::Best | Class::Good => None,
                },
            })
            .collect(),
    ))
}
