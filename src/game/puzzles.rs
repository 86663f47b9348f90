//! `puzzle` and `solve`: a puzzle chosen for the asker and shown in the channel, answered
//! move by move by anyone there, each on their own try; a first try moves the player's and
//! the puzzle's ratings (Glicko-2, as lichess rates puzzles), once.

use super::deadlines::{POSTING_LEASE, TICK_BATCH};
use super::events::{Event, PuzzleEvent, Told};
use super::games::Games;
use super::handled::{refused, Handled, NotDone, Refusal};
use super::ratings::puzzle_rule;
use super::unit::Unit;
use crate::engine::puzzles::{by_id, shipped, Puzzle};
use crate::render::board_text;
use crate::rules::{Color, Move, Position, Variant};
use crate::store::{MinedPuzzle, PuzzleTry, StoreError};
use crate::types::*;
use std::collections::HashSet;

/// A player's puzzle rating before their first try (Glicko-2's start).
const FIRST_RATING: f64 = 1500.0;
/// A puzzle is chosen at random among this many of the nearest to the player's rating.
const NEAREST: usize = 10;

/// `puzzle [variant] [theme]`: a puzzle the asker has not tried, near their puzzle rating,
/// shown in `channel` (where `solve` then answers it).
pub(super) fn puzzle(
    g: Games<'_>,
    w: &Unit,
    actor: &User,
    channel: &ChannelId,
    variant: Option<Variant>,
    theme: Option<String>,
) -> Handled<Told> {
    let variant = match variant {
        Some(v) => v,
        None => match g.store.latest_game(channel)? {
            Some(row) => row.variant,
            None => Variant::ALL[g.now.unix().unsigned_abs() as usize % Variant::ALL.len()],
        },
    };
    let all = puzzles_of(g, variant)?;
    if let Some(theme) = &theme {
        if !all.iter().any(|p| p.themes.contains(theme)) {
            let mut themes: Vec<String> = all.iter().flat_map(|p| p.themes.clone()).collect();
            themes.sort();
            themes.dedup();
            let theme = theme.chars().take(40).collect();
            return refused(Refusal::NoSuchTheme {
                variant,
                theme,
                themes,
            });
        }
    }
    let tried: HashSet<String> = g.store.tried_puzzles(&actor.id)?.into_iter().collect();
    let mine = g
        .store
        .puzzle_player_rating(&actor.id, variant)?
        .map_or(FIRST_RATING, |r| r.rating);
    let rated: std::collections::HashMap<String, f64> = g
        .store
        .puzzle_ratings()?
        .into_iter()
        .map(|(id, r)| (id, r.rating))
        .collect();
    let rating_of = |p: &Puzzle| rated.get(&p.id).copied().unwrap_or(f64::from(p.rating));
    let mut candidates: Vec<&Puzzle> = all
        .iter()
        .filter(|p| theme.as_ref().is_none_or(|t| p.themes.contains(t)))
        .filter(|p| !tried.contains(&p.id))
        .collect();
    if candidates.is_empty() {
        return refused(Refusal::NoPuzzleLeft { variant, theme });
    }
    candidates.sort_by(|a, b| {
        (rating_of(a) - mine)
            .abs()
            .total_cmp(&(rating_of(b) - mine).abs())
    });
    candidates.truncate(NEAREST);
    let chosen = candidates[g.now.unix().unsigned_abs() as usize % candidates.len()];
    w.write(|tx| tx.show_puzzle(channel, &chosen.id, g.now))?;
    let start = start_of(variant, chosen)?;
    let mut told = Told::saying(shown_event(variant, chosen, &start, rating_of(chosen)));
    show(&mut told, chosen, &start, None);
    Ok(told)
}

/// `solve <move>` or `solve show`, for the puzzle `channel` shows, on the asker's own try.
pub(super) fn solve(
    g: Games<'_>,
    w: &Unit,
    actor: &User,
    channel: &ChannelId,
    action: SolveAction,
) -> Handled<Told> {
    let id = g
        .store
        .channel_puzzle(channel)?
        .ok_or(Refusal::NoPuzzleHere)?;
    let (variant, puzzle) = find(g, &id)?.ok_or(Refusal::NoPuzzleHere)?;
    let puzzle = &puzzle;
    let start = start_of(variant, puzzle)?;
    let line = line_of(&start, puzzle)?;
    let outcome = w.write(|tx| {
        let mut t = tx.puzzle_try(&actor.id, &id)?.unwrap_or(PuzzleTry {
            found: 0,
            failed: false,
            finished: false,
        });
        if t.finished {
            return Ok(Decided::Done { solved: !t.failed });
        }
        let at = 2 * t.found as usize;
        let pos = position_at(&start, &line, at);
        let step = match &action {
            SolveAction::Show => {
                t.finished = true;
                Step::Shown {
                    rest: line[at..].to_vec(),
                    fails: !std::mem::replace(&mut t.failed, true),
                }
            }
            SolveAction::Move(text) => match pos.parse_move(text) {
                Err(error) => return Ok(Decided::Illegal(text.clone(), error)),
                Ok(mv) => {
                    let after = pos.played(mv);
                    let wins = after.outcome().and_then(|o| o.winner) == Some(pos.turn());
                    if mv == line[at] || wins {
                        t.found += 1;
                        let last = wins || at + 1 >= line.len();
                        t.finished = last;
                        Step::Right {
                            played: mv,
                            reply: (!last).then(|| line[at + 1]),
                            solves: last && !t.failed,
                        }
                    } else {
                        Step::Wrong {
                            played: mv,
                            fails: !std::mem::replace(&mut t.failed, true),
                        }
                    }
                }
            },
        };
        tx.save_puzzle_try(&actor.id, &id, &t, g.now)?;
        // The first try's result, once: a solve without a slip, or the first slip.
        let result = match &step {
            Step::Right { solves: true, .. } => Some(true),
            Step::Wrong { fails: true, .. } | Step::Shown { fails: true, .. } => Some(false),
            _ => None,
        };
        let change = match result {
            Some(solved) => {
                let (player, own) = tx.puzzle_ratings_for(&actor.id, variant, &id)?;
                let (player_after, own_after) = puzzle_rule(player, own, puzzle.rating, solved);
                tx.save_puzzle_ratings(&actor.id, variant, player_after, &id, own_after)?;
                let before = player.map_or(FIRST_RATING, |r| r.rating);
                Some((before, player_after.rating))
            }
            None => None,
        };
        Ok(Decided::Stored { step, change, at })
    })?;
    let (step, change, at) = match outcome {
        Decided::Done { solved } => {
            return Ok(Told::saying(Event::Puzzle(PuzzleEvent::AlreadyDone {
                id,
                solved,
            })))
        }
        Decided::Illegal(text, error) => return refused(Refusal::Illegal { text, error }),
        Decided::Stored { step, change, at } => (step, change, at),
    };
    let solver = actor.name.clone();
    let rating = change.map(|(before, after)| (variant, before, after));
    let mut told;
    match step {
        Step::Right { played, reply, .. } => {
            let after = position_at(&start, &line, at + 1);
            told = Told::saying(Event::Puzzle(PuzzleEvent::Right {
                id: id.clone(),
                solver,
                played: position_at(&start, &line, at).san(played),
                reply: reply.map(|m| after.san(m)),
                rating,
            }));
            match reply {
                Some(reply) => show(
                    &mut told,
                    puzzle,
                    &after.played(reply),
                    Some((reply, &after)),
                ),
                None => {
                    let before = position_at(&start, &line, at);
                    show(
                        &mut told,
                        puzzle,
                        &before.played(played),
                        Some((played, &before)),
                    );
                }
            }
        }
        Step::Wrong { played, .. } => {
            told = Told::saying(Event::Puzzle(PuzzleEvent::Wrong {
                id,
                solver,
                played: position_at(&start, &line, at).san(played),
                rating,
            }));
            told.offers_solution = true;
        }
        Step::Shown { rest, .. } => {
            let end = position_at(&start, &line, line.len());
            let last = position_at(&start, &line, line.len() - 1);
            let rest: Vec<String> = rest.iter().map(Move::to_string).collect();
            told = Told::saying(Event::Puzzle(PuzzleEvent::Solution {
                id,
                solver,
                rest: position_at(&start, &line, line.len() - rest.len()).san_line(&rest),
                rating,
            }));
            show(&mut told, puzzle, &end, Some((line[line.len() - 1], &last)));
        }
    }
    // Each solver's answers are their own: where the platform can, others do not see them.
    told.private = true;
    Ok(told)
}

/// `puzzle daily on|off`: a puzzle a day in `channel` (the first at once, then at noon UTC),
/// for moderators.
pub(super) fn daily(
    g: Games<'_>,
    channel: &ChannelId,
    on: bool,
    may_moderate: bool,
) -> Handled<Told> {
    if !may_moderate {
        return refused(Refusal::DailyForModerators);
    }
    let changed = g.store.set_daily_puzzle(channel, on, g.now)?;
    let mut told = Told::saying(Event::Puzzle(PuzzleEvent::Daily { on, changed }));
    // The first puzzle is posted by the clock, at once.
    told.follows.wake_clock = on;
    Ok(told)
}

const DAY: i64 = 86_400;
/// When the puzzle of the day is posted: noon, UTC.
const DAILY_AT: i64 = 12 * 3600;

/// Notes that the puzzles of the day among `notices` were posted: the next of each channel is
/// due the next day.
pub(super) fn posted(store: &crate::store::Store, notices: &[Notice]) {
    for notice in notices {
        if let Some(Receipt::DailyPuzzle { day }) = notice.receipt {
            let next = Time::from_unix((day + 1) * DAY + DAILY_AT);
            if let Err(e) = store.confirm_daily_puzzle(&notice.channel, day, next) {
                tracing::warn!(error = %e, "noting a posted daily puzzle failed; it will be sent again");
            }
        }
    }
}

/// The puzzles of the day due now, each claimed for a while and shown in its channel (the
/// variant of the channel's last game, else of the puzzle it shows, else each day the next).
pub(super) fn daily_due(g: Games<'_>) -> Result<Vec<Notice<super::events::Said>>, StoreError> {
    let day = g.now.unix().div_euclid(DAY);
    let mut notices = Vec::new();
    for channel in g.store.daily_puzzles_due(g.now, TICK_BATCH)? {
        if !g
            .store
            .claim_daily_puzzle(&channel, g.now, g.now + POSTING_LEASE)?
        {
            continue;
        }
        let shown = match g.store.channel_puzzle(&channel)? {
            Some(id) => find(g, &id)?,
            None => None,
        };
        let variant = match g.store.latest_game(&channel)? {
            Some(row) => row.variant,
            None => match shown {
                Some((variant, _)) => variant,
                None => Variant::ALL[day.unsigned_abs() as usize % Variant::ALL.len()],
            },
        };
        let all = puzzles_of(g, variant)?;
        if all.is_empty() {
            continue;
        }
        // Each channel its own puzzle of the day, the same whoever posts it.
        let mix = channel.stored().bytes().fold(day as u64, |h, b| {
            h.wrapping_mul(0x100_0000_01b3).wrapping_add(u64::from(b))
        });
        let chosen = &all[(mix % all.len() as u64) as usize];
        g.store
            .transaction(None, |tx| tx.show_puzzle(&channel, &chosen.id, g.now))?;
        let Ok(start) = start_of(variant, chosen) else {
            continue;
        };
        let mut told = Told::saying(Event::Puzzle(PuzzleEvent::OfTheDay { day }));
        told.text.push(shown_event(
            variant,
            chosen,
            &start,
            f64::from(chosen.rating),
        ));
        show(&mut told, chosen, &start, None);
        notices.push(Notice {
            channel,
            reply: told,
            receipt: Some(Receipt::DailyPuzzle { day }),
        });
    }
    Ok(notices)
}

/// What shows `puzzle` (of `variant`, from `start`, rated `rating`).
fn shown_event(variant: Variant, puzzle: &Puzzle, start: &Position, rating: f64) -> Event {
    Event::Puzzle(PuzzleEvent::Shown {
        id: puzzle.id.clone(),
        variant,
        rating: rating.round() as i32,
        themes: puzzle.themes.clone(),
        solver: start.turn(),
        solver_moves: puzzle.solver_moves(),
    })
}

/// The position `actor` is to answer in the puzzle of `channel`, if they have one to solve.
pub(super) fn position_to_solve(
    g: Games<'_>,
    actor: &UserId,
    channel: &ChannelId,
) -> Handled<Option<Position>> {
    let Some(id) = g.store.channel_puzzle(channel)? else {
        return Ok(None);
    };
    let Some((variant, puzzle)) = find(g, &id)? else {
        return Ok(None);
    };
    let found = match g.store.puzzle_try_of(actor, &id)? {
        Some(t) if t.finished => return Ok(None),
        Some(t) => t.found as usize,
        None => 0,
    };
    let start = start_of(variant, &puzzle)?;
    Ok(Some(position_at(
        &start,
        &line_of(&start, &puzzle)?,
        2 * found,
    )))
}

/// What a `solve` came to, decided in its transaction.
enum Decided {
    /// The asker's try was over already.
    Done {
        solved: bool,
    },
    Illegal(String, crate::rules::MoveError),
    /// A step stored, with the asker's rating before and after if it moved, at the ply the
    /// try stood at.
    Stored {
        step: Step,
        change: Option<(f64, f64)>,
        at: usize,
    },
}

/// A step of a try.
enum Step {
    Right {
        played: Move,
        reply: Option<Move>,
        /// The last move, found on a try without a slip.
        solves: bool,
    },
    Wrong {
        played: Move,
        /// The try's first slip.
        fails: bool,
    },
    Shown {
        rest: Vec<Move>,
        fails: bool,
    },
}

/// The puzzles of `variant`: those Kibitz ships, then those mined from the games played here.
fn puzzles_of(g: Games<'_>, variant: Variant) -> Result<Vec<Puzzle>, StoreError> {
    let mut all = shipped(variant).to_vec();
    all.extend(g.store.mined_puzzles(variant)?.into_iter().map(from_mined));
    Ok(all)
}

/// The puzzle `id`, shipped or mined here, with its variant.
fn find(g: Games<'_>, id: &str) -> Result<Option<(Variant, Puzzle)>, StoreError> {
    if let Some((variant, puzzle)) = by_id(id) {
        return Ok(Some((variant, puzzle.clone())));
    }
    Ok(g.store
        .mined_puzzle(id)?
        .map(|m| (m.variant, from_mined(m))))
}

fn from_mined(m: MinedPuzzle) -> Puzzle {
    let words = |s: &str| s.split_whitespace().map(String::from).collect();
    Puzzle {
        moves: words(&m.moves),
        themes: words(&m.themes),
        id: m.id,
        fen: m.fen,
        rating: m.rating,
    }
}

fn corrupt(puzzle: &Puzzle, why: impl std::fmt::Display) -> NotDone {
    NotDone::Failed(StoreError::Corrupt(format!("puzzle {}: {why}", puzzle.id)))
}

fn start_of(variant: Variant, puzzle: &Puzzle) -> Handled<Position> {
    Position::from_fen(variant, &puzzle.fen).map_err(|e| corrupt(puzzle, e))
}

/// The puzzle's moves, read from its start (at least one, the solver's).
fn line_of(start: &Position, puzzle: &Puzzle) -> Handled<Vec<Move>> {
    if puzzle.moves.is_empty() {
        return Err(corrupt(puzzle, "no moves"));
    }
    let mut pos = start.clone();
    let mut line = Vec::new();
    for text in &puzzle.moves {
        let (mv, next) = pos.play(text).map_err(|e| corrupt(puzzle, e))?;
        line.push(mv);
        pos = next;
    }
    Ok(line)
}

/// The position after the first `plies` moves of `line`.
fn position_at(start: &Position, line: &[Move], plies: usize) -> Position {
    line[..plies.min(line.len())]
        .iter()
        .fold(start.clone(), |pos, &mv| pos.played(mv))
}

/// Adds the board of `pos` (after `last`, from the position before it) to `told`, seen from
/// the solver's side.
fn show(told: &mut Told, puzzle: &Puzzle, pos: &Position, last: Option<(Move, &Position)>) {
    let solver = Position::from_fen(pos.variant(), &puzzle.fen).map_or(Color::White, |p| p.turn());
    told.board = Some(BoardView {
        position: pos.clone(),
        last_move: last.map(|(m, before)| (m, before.clone())),
        // No players: the sides are named when the board is drawn.
        white: String::new(),
        black: String::new(),
        outcome: pos.outcome(),
        away: Vec::new(),
        file_name: format!("puzzle-{}.png", puzzle.id),
        tournament_board: None,
        flip: solver == Color::Black,
        clocks: None,
    });
    told.board_text = Some(board_text(pos));
}

/// The themes of the shipped puzzles of `variants` that contain `partial` (any case), for
/// autocompletion.
pub fn puzzle_themes(variants: &[Variant], partial: &str, limit: usize) -> Vec<String> {
    let partial = partial.trim().to_ascii_lowercase();
    let mut themes: Vec<&str> = variants
        .iter()
        .flat_map(|&v| {
            shipped(v)
                .iter()
                .flat_map(|p| p.themes.iter().map(String::as_str))
        })
        .filter(|t| t.to_ascii_lowercase().contains(&partial))
        .collect();
    themes.sort_unstable();
    themes.dedup();
    themes.into_iter().take(limit).map(String::from).collect()
}
