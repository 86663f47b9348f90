//! One node of the search: alpha-beta with the pruning and reductions of `pruning.rs`, and
//! the quiescence search below the horizon.

use super::{from_table, to_table, Searcher, INFINITY, MATE, MAX_PLY};
use crate::engine::eval::value;
use crate::engine::hash::hash;
use crate::engine::order::{promotion, victim};
use crate::engine::tt::{Bound, Entry};
use crate::engine::{pruning, see};
use crate::rules::{Move, Position};

impl Searcher {
    /// The score of `pos` for the side to move, searched `depth` plies in the window
    /// (`alpha`, `beta`); `null_ok` is false right after a null move (never two in a row).
    pub(super) fn negamax(
        &mut self,
        pos: &Position,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        null_ok: bool,
    ) -> i32 {
        // A singular extension's search of this position, without the table's move.
        let excluded = self
            .excluded
            .take_if(|(at, _)| *at == ply)
            .map(|(_, mv)| mv);
        if self.out_of_budget() {
            return 0;
        }
        let key = hash(pos);
        if pos.halfmoves() >= 100 || self.repeats(key, pos.repetition_horizon()) {
            return self.draw(pos);
        }
        if depth <= 0 || ply >= MAX_PLY {
            return self.quiesce(pos, alpha, beta, ply);
        }
        // The table first: a cutoff there spares generating the moves. Its entry is the whole
        // node's, which says nothing of the node without its move.
        let entry = self.table.probe(key).filter(|_| excluded.is_none());
        let deep_enough = entry.filter(|e| e.depth >= depth);
        if let Some(score) = deep_enough.and_then(|e| table_cutoff(e, alpha, beta, ply)) {
            return score;
        }
        let mut moves = pos.legal_moves();
        if moves.is_empty() {
            return self.terminal(pos, ply);
        }
        if let Some(left_out) = excluded {
            moves.retain(|&m| m != left_out);
            // The move left out is the only one: nothing else comes near it.
            if moves.is_empty() {
                return alpha;
            }
        }
        // With no move from an earlier search to try first, a deep node is searched a ply
        // less: its ordering is a guess, and the next iteration comes back with a move.
        let depth = if self.pruning.iterative_reduction
            && excluded.is_none()
            && depth >= 4
            && entry.and_then(|e| e.best).is_none()
        {
            depth - 1
        } else {
            depth
        };
        let in_check = pos.is_check();
        let principal = beta - alpha > 1;
        let decisive = MATE - MAX_PLY as i32;
        // The static score, where a rule judges by it (an evaluation is not free) and the
        // side to move is not in check; on the principal line only to tell whether it rises.
        let raw_eval =
            (!in_check && (!principal || self.pruning.improving) && self.pruning.judges_by_eval())
                .then(|| self.evals.of(pos, key, ply));
        let static_eval = raw_eval.map(|e| e + self.correction(pos));
        self.static_evals[ply] = static_eval;
        let rising = static_eval
            .filter(|_| self.pruning.improving)
            .map(|e| self.rising(e, ply));
        let (improving, worsening) = (rising == Some(true), rising == Some(false));
        // Pruning judges by it off the principal line, bettered by the table's bound on it.
        let proven = entry
            .filter(|_| self.pruning.table_eval)
            .map(|e| (from_table(e.score, ply), e.bound))
            .filter(|(score, _)| score.abs() < decisive);
        let eval = static_eval.filter(|_| !principal).map(|eval| {
            proven.map_or(eval, |(score, bound)| {
                pruning::bettered_by_table(eval, score, bound)
            })
        });
        if let Some(eval) = eval.filter(|_| beta.abs() < decisive && excluded.is_none()) {
            if self.pruning.reverse_futility
                && depth <= pruning::REVERSE_FUTILITY_DEPTH
                && eval - pruning::REVERSE_FUTILITY_MARGIN * (depth - i32::from(improving)) >= beta
            {
                return eval;
            }
            if null_ok && depth >= 3 && eval >= beta && self.pruning.null_move_allowed(pos) {
                if let Some(passed) = pos.passed() {
                    let r = pruning::null_move_reduction(depth, eval, beta);
                    self.path.push(key);
                    self.order.play(ply, pos.turn(), None);
                    let score =
                        -self.negamax(&passed, depth - 1 - r, -beta, -beta + 1, ply + 1, false);
                    self.path.pop();
                    if self.stopped {
                        return 0;
                    }
                    if score >= beta {
                        // A mate found after a pass is no proof of one.
                        return if score >= decisive { beta } else { score };
                    }
                }
            }
        }
        let extended = match self.singular(pos, entry, depth, beta, ply) {
            Singular::Extend(mv) => Some(mv),
            Singular::Cut(score) => return score,
            Singular::No => None,
        };
        if self.stopped {
            return 0;
        }
        // Where every move is a capture, captures are the ordinary moves: late ones are
        // reduced as quiet ones are elsewhere.
        let captures_reduced = self.pruning.capture_reductions && pos.in_capture_phase();
        let original_alpha = alpha;
        let mut best_score = -INFINITY;
        let mut best_move = None;
        let mut quiets_tried = Vec::new();
        self.path.push(key);
        for (i, mv) in self
            .order
            .sort(
                pos,
                moves,
                entry.and_then(|e| e.best),
                ply,
                self.pruning.exchanges,
            )
            .enumerate()
        {
            let quiet = victim(pos, mv).is_none() && promotion(mv).is_none();
            let child = pos.played(mv);
            self.table.prefetch(hash(&child));
            let gives_check = child.is_check();
            if let Some(eval) = eval.filter(|_| quiet && !gives_check && i > 0) {
                let hopeless = self.pruning.futility
                    && depth <= pruning::FUTILITY_DEPTH
                    && eval + pruning::FUTILITY_MARGIN * depth <= alpha;
                let late = self.pruning.late_moves
                    && depth <= 4
                    && quiets_tried.len() >= pruning::late_move_count(depth, worsening);
                if (hopeless || late) && best_score > -decisive {
                    continue;
                }
            }
            // Moves that lose material on their square at a small depth: not worth a search.
            if self.pruning.exchange_pruning
                && i > 0
                && !in_check
                && !gives_check
                && depth <= pruning::EXCHANGE_PRUNING_DEPTH
                && best_score > -decisive
                && see::exchange(pos, mv) < pruning::exchange_margin(depth, quiet)
            {
                continue;
            }
            // Look one ply further at checks (not past twice the nominal depth), so a mate
            // or a lost piece behind a check is not cut off at the horizon, and at a move
            // that nothing else comes near.
            let extend = (ply < 2 * self.root_depth as usize
                && (gives_check || extended == Some(mv))) as i32;
            let d = depth - 1 + extend;
            self.order.play(ply, pos.turn(), Some(mv));
            let score = if i == 0 {
                -self.negamax(&child, d, -beta, -alpha, ply + 1, true)
            } else {
                // Quiet moves late in the order are looked at less deeply first, and again
                // fully only if they beat alpha.
                let reduce = if self.pruning.reductions
                    && depth >= 3
                    && (quiet || captures_reduced)
                    && !in_check
                    && !gives_check
                {
                    let mut r =
                        pruning::reduction(depth, i) - i32::from(principal) + i32::from(worsening);
                    if self.pruning.history_reductions && quiet {
                        r -= pruning::history_adjustment(self.order.history(mv))
                            + i32::from(self.order.is_killer(mv, ply));
                    }
                    r.clamp(0, d - 1)
                } else {
                    0
                };
                let mut s = -self.negamax(&child, d - reduce, -alpha - 1, -alpha, ply + 1, true);
                if reduce > 0 && s > alpha && !self.stopped {
                    s = -self.negamax(&child, d, -alpha - 1, -alpha, ply + 1, true);
                }
                if s > alpha && s < beta && !self.stopped {
                    -self.negamax(&child, d, -beta, -alpha, ply + 1, true)
                } else {
                    s
                }
            };
            if self.stopped {
                self.path.pop();
                return 0;
            }
            if score > best_score {
                best_score = score;
                best_move = Some(mv);
            }
            alpha = alpha.max(score);
            if alpha >= beta {
                if quiet {
                    self.order
                        .remember_quiet_cutoff(mv, &quiets_tried, depth, ply);
                }
                break;
            }
            if quiet {
                quiets_tried.push(mv);
            }
        }
        self.path.pop();
        // A search without the table's move is no search of the node: nothing is kept of it.
        if excluded.is_some() {
            return best_score;
        }
        let bound = Bound::of(best_score, original_alpha, beta);
        // What the search found teaches the correction history, where it says more than
        // the static score did: an exact score, or a bound beyond the static score.
        if let (Some(corrections), Some(raw), Some(guess)) =
            (self.corrections.as_mut(), raw_eval, static_eval)
        {
            let taught = match bound {
                Bound::Exact => true,
                Bound::Lower => best_score > guess,
                Bound::Upper => best_score < guess,
            };
            let quiet_best = best_move.is_none_or(|m| victim(pos, m).is_none());
            if taught && quiet_best && best_score.abs() < decisive {
                corrections.learn(pos, raw, best_score, depth);
            }
        }
        self.table.store(Entry {
            key,
            best: best_move,
            score: to_table(best_score, ply),
            depth,
            bound,
        });
        best_score
    }

    /// Singular extensions: whether the table's move is the only good one here (to be searched
    /// a ply deeper), or the node stands above beta even without it (cut with this score). A
    /// shallower search of the node without the move tells.
    fn singular(
        &mut self,
        pos: &Position,
        entry: Option<Entry>,
        depth: i32,
        beta: i32,
        ply: usize,
    ) -> Singular {
        let Some((mv, score)) = entry
            .filter(|e| {
                self.pruning.singular
                    && depth >= pruning::SINGULAR_DEPTH
                    && e.depth >= depth - pruning::SINGULAR_ENTRY_SLACK
                    && e.bound != Bound::Upper
            })
            .and_then(|e| Some((e.best?, from_table(e.score, ply))))
            .filter(|(_, score)| score.abs() < MATE - MAX_PLY as i32)
        else {
            return Singular::No;
        };
        let singular_beta = pruning::singular_beta(score, depth);
        self.excluded = Some((ply, mv));
        let without = self.negamax(
            pos,
            (depth - 1) / 2,
            singular_beta - 1,
            singular_beta,
            ply,
            false,
        );
        if without < singular_beta {
            Singular::Extend(mv)
        } else if singular_beta >= beta {
            Singular::Cut(singular_beta)
        } else {
            Singular::No
        }
    }

    /// What the correction history adds to the static score of `pos`.
    fn correction(&self, pos: &Position) -> i32 {
        self.corrections.as_ref().map_or(0, |c| c.of(pos))
    }

    /// Whether the static score `eval` at `ply` is above the side to move's last one (two
    /// plies up, or four where it was in check then); with neither known, it counts as rising.
    fn rising(&self, eval: i32, ply: usize) -> bool {
        let before = |back: usize| ply.checked_sub(back).and_then(|p| self.static_evals[p]);
        before(2).or_else(|| before(4)).is_none_or(|b| eval > b)
    }

    /// Plays out captures and promotions until the position is quiet, where the variant
    /// wants it; the side to move may stand pat, unless in check, where every move is tried.
    fn quiesce(&mut self, pos: &Position, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        let playing_out = self.quiescence && ply < MAX_PLY;
        let key = hash(pos);
        // What the table knows here: a bound that ends the node, the capture to try first.
        let entry = self
            .table
            .probe(key)
            .filter(|_| playing_out && self.pruning.quiescence_table);
        if let Some(score) = entry.and_then(|e| table_cutoff(e, alpha, beta, ply)) {
            return score;
        }
        let in_check = playing_out && self.pruning.evasions && pos.is_check();
        // In check there is no standing pat, and no static score to spend time on.
        let stand_pat = if in_check {
            -INFINITY
        } else {
            self.evals.of(pos, key, ply) + self.correction(pos)
        };
        // Standing pat above beta ends the node before its moves are generated: most nodes
        // here end so. A stalemate among them is missed, and seen a ply sooner by the search.
        if playing_out && stand_pat >= beta {
            return stand_pat;
        }
        // Only captures and promotions are played out here: where the rules give them alone,
        // the quiet moves are generated only to tell a stalemate when there are none.
        let moves = (playing_out && !in_check)
            .then(|| pos.tactical_moves())
            .flatten()
            .filter(|tactical| !tactical.is_empty())
            .unwrap_or_else(|| pos.legal_moves());
        if moves.is_empty() {
            return self.terminal(pos, ply);
        }
        if !playing_out {
            return stand_pat;
        }
        let mut best = stand_pat;
        let original_alpha = alpha;
        alpha = alpha.max(best);
        let exchanges = self.pruning.exchanges && !in_check;
        let tactical: Vec<Move> = moves
            .into_iter()
            .filter(|&m| {
                if in_check {
                    return true;
                }
                let Some(taken) = victim(pos, m) else {
                    return promotion(m).is_some();
                };
                // Where captures are plain exchanges: none that cannot reach alpha even
                // with a margin, and none that loses material on its square.
                !exchanges
                    || promotion(m).is_some()
                    || (stand_pat + value(taken) + pruning::DELTA_MARGIN > alpha
                        && see::exchange(pos, m) >= 0)
            })
            .collect();
        // The captures kept above lose nothing on their square: only answers to a check are
        // left for the ordering to judge.
        let judge = self.pruning.exchanges && in_check;
        let mut best_move = None;
        let hash_move = entry.and_then(|e| e.best);
        for mv in self.order.sort(pos, tactical, hash_move, ply, judge) {
            if self.out_of_budget() {
                return 0;
            }
            self.order.play(ply, pos.turn(), Some(mv));
            let child = pos.played(mv);
            if self.pruning.quiescence_table {
                self.table.prefetch(hash(&child));
            }
            let score = -self.quiesce(&child, -beta, -alpha, ply + 1);
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
                best_move = Some(mv);
            }
            if score >= beta {
                break;
            }
            alpha = alpha.max(score);
        }
        // Never over a deeper search's entry for the same position.
        if self.pruning.quiescence_table && entry.is_none_or(|e| e.depth == 0) {
            self.table.store(Entry {
                key,
                best: best_move,
                score: to_table(best, ply),
                depth: 0,
                bound: Bound::of(best, original_alpha, beta),
            });
        }
        best
    }
}

/// What [`Searcher::singular`] found.
enum Singular {
    Extend(Move),
    Cut(i32),
    No,
}

/// The score a table entry proves at `ply`, where it ends the node: an exact score, or a bound
/// outside the window (`alpha`, `beta`).
fn table_cutoff(e: Entry, alpha: i32, beta: i32, ply: usize) -> Option<i32> {
    let score = from_table(e.score, ply);
    match e.bound {
        Bound::Exact => Some(score),
        Bound::Lower if score >= beta => Some(score),
        Bound::Upper if score <= alpha => Some(score),
        _ => None,
    }
}
