//! One node of the search: alpha-beta with the pruning and reductions of `pruning.rs`, and
//! the quiescence search below the horizon.

use super::{from_table, to_table, Searcher, INFINITY, MATE, MAX_PLY};
use crate::engine::eval::evaluate;
use crate::engine::hash::hash;
use crate::engine::order::{promotion, victim};
use crate::engine::pruning;
use crate::engine::tt::{Bound, Entry};
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
        if self.out_of_budget() {
            return 0;
        }
        let key = hash(pos);
        if pos.halfmoves() >= 100 || self.repeats(key, pos.repetition_horizon()) {
            return self.draw(pos);
        }
        let moves = pos.legal_moves();
        if moves.is_empty() {
            return self.terminal(pos, ply);
        }
        if depth <= 0 || ply >= MAX_PLY {
            return self.quiesce(pos, moves, alpha, beta, ply);
        }
        let entry = self.table.probe(key);
        if let Some(e) = entry.filter(|e| e.depth >= depth) {
            let score = from_table(e.score, ply);
            match e.bound {
                Bound::Exact => return score,
                Bound::Lower if score >= beta => return score,
                Bound::Upper if score <= alpha => return score,
                _ => {}
            }
        }
        let in_check = pos.is_check();
        let principal = beta - alpha > 1;
        let decisive = MATE - MAX_PLY as i32;
        // The static score, where pruning may use it: not in check, not on the principal line,
        // and only when a rule judges by it (an evaluation is not free).
        let eval =
            (!in_check && !principal && self.pruning.judges_by_eval()).then(|| evaluate(pos));
        if let Some(eval) = eval.filter(|_| beta.abs() < decisive) {
            if self.pruning.reverse_futility
                && depth <= pruning::REVERSE_FUTILITY_DEPTH
                && eval - pruning::REVERSE_FUTILITY_MARGIN * depth >= beta
            {
                return eval;
            }
            if null_ok && depth >= 3 && eval >= beta && self.pruning.null_move_allowed(pos) {
                if let Some(passed) = pos.passed() {
                    let r = pruning::null_move_reduction(depth, eval, beta);
                    self.path.push(key);
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
        let original_alpha = alpha;
        let mut best_score = -INFINITY;
        let mut best_move = None;
        let mut quiets_tried = 0;
        self.path.push(key);
        for (i, mv) in self
            .order
            .sort(pos, moves, entry.and_then(|e| e.best), ply)
            .into_iter()
            .enumerate()
        {
            let quiet = victim(pos, mv).is_none() && promotion(mv).is_none();
            let child = pos.played(mv);
            let gives_check = child.is_check();
            if let Some(eval) = eval.filter(|_| quiet && !gives_check && i > 0) {
                let hopeless = self.pruning.futility
                    && depth <= pruning::FUTILITY_DEPTH
                    && eval + pruning::FUTILITY_MARGIN * depth <= alpha;
                let late = self.pruning.late_moves
                    && depth <= 4
                    && quiets_tried >= pruning::late_move_count(depth);
                if (hopeless || late) && best_score > -decisive {
                    continue;
                }
            }
            quiets_tried += usize::from(quiet);
            // Look one ply further at checks (not past twice the nominal depth), so a mate
            // or a lost piece behind a check is not cut off at the horizon.
            let extend = (ply < 2 * self.root_depth as usize && gives_check) as i32;
            let d = depth - 1 + extend;
            let score = if i == 0 {
                -self.negamax(&child, d, -beta, -alpha, ply + 1, true)
            } else {
                // Quiet moves late in the order are looked at less deeply first, and again
                // fully only if they beat alpha.
                let reduce = if self.pruning.reductions
                    && depth >= 3
                    && quiet
                    && !in_check
                    && !gives_check
                {
                    (pruning::reduction(depth, i) - i32::from(principal)).clamp(0, d - 1)
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
                    self.order.remember_quiet_cutoff(mv, depth, ply);
                }
                break;
            }
        }
        self.path.pop();
        let bound = if best_score <= original_alpha {
            Bound::Upper
        } else if best_score >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.table.store(Entry {
            key,
            best: best_move,
            score: to_table(best_score, ply),
            depth,
            bound,
        });
        best_score
    }

    /// Plays out captures and promotions until the position is quiet, where the variant
    /// wants it; the side to move may always stand pat.
    fn quiesce(
        &mut self,
        pos: &Position,
        moves: Vec<Move>,
        mut alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        let stand_pat = evaluate(pos);
        if !self.quiescence || ply >= MAX_PLY || stand_pat >= beta {
            return stand_pat;
        }
        alpha = alpha.max(stand_pat);
        let mut best = stand_pat;
        let tactical: Vec<Move> = moves
            .into_iter()
            .filter(|&m| victim(pos, m).is_some() || promotion(m).is_some())
            .collect();
        for mv in self.order.sort(pos, tactical, None, ply) {
            if self.out_of_budget() {
                return 0;
            }
            let child = pos.played(mv);
            let replies = child.legal_moves();
            let score = if replies.is_empty() {
                -self.terminal(&child, ply + 1)
            } else {
                -self.quiesce(&child, replies, -beta, -alpha, ply + 1)
            };
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
            }
            if score >= beta {
                return score;
            }
            alpha = alpha.max(score);
        }
        best
    }
}
