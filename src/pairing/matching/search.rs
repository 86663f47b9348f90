//! Growing alternating trees: scanning outer vertices, changing the duals, augmenting.

use super::{Edge, Matching, Weight, FREE, INNER, NONE, NO_EDGE, OUTER};

impl<W: Weight> Matching<W> {
    /// Grows alternating trees from the exposed vertices `roots` until one augments or the
    /// dual of an outer vertex reaches zero.
    pub(super) fn search(&mut self, roots: &[usize]) {
        self.epoch += 1;
        for b in 0..2 * self.n {
            self.label[b] = FREE;
            self.best_edge[b] = NO_EDGE;
            if b >= self.n {
                self.best_edges[b] = None;
            }
        }
        self.queue.clear();
        for &root in roots {
            self.assign_label(root, OUTER, NONE);
        }
        loop {
            if self.scan_queue() {
                break;
            }
            if self.adjust_duals() {
                break;
            }
        }
        for b in self.n..2 * self.n {
            if self.parent[b] == NONE
                && self.base[b] != NONE
                && self.label[b] == OUTER
                && self.dual[b].is_zero()
            {
                self.expand(b, true);
            }
        }
    }

    /// Scans the outer vertices waiting in the queue; true once the tree augmented.
    fn scan_queue(&mut self) -> bool {
        while let Some(v) = self.queue.pop() {
            let dual_v = self.dual[v];
            let mut bv = self.in_blossom[v];
            let mut best_from_v = self.best_slack(bv);
            for i in 0..self.active.len() {
                let w = self.active[i];
                let bw = self.in_blossom[w];
                // An inner vertex with its label already has nothing to learn from `v`.
                if bw == bv
                    || !self.weight.is_edge(v, w)
                    || (self.label[bw] == INNER && self.label[w] != FREE)
                {
                    continue;
                }
                let slack = (dual_v + self.dual[w]) - self.weight.doubled(v, w);
                if slack.is_zero() {
                    match self.label[bw] {
                        FREE if self.mate[self.base[bw]] == NONE => {
                            self.augment(v, w);
                            return true;
                        }
                        FREE => self.assign_label(w, INNER, v),
                        OUTER => {
                            let base = self.scan_blossom(v, w);
                            if base == NONE {
                                self.augment(v, w);
                                return true;
                            }
                            self.add_blossom(base, v, w);
                            bv = self.in_blossom[v];
                            best_from_v = self.best_slack(bv);
                        }
                        _ => {
                            self.label[w] = INNER;
                            self.label_edge[w] = (v, w);
                        }
                    }
                } else if self.label[bw] == OUTER {
                    if best_from_v.is_none_or(|best| slack < best) {
                        self.set_best(bv, (v, w), slack);
                        best_from_v = Some(slack);
                    }
                } else if self.label[w] == FREE
                    && self.best_slack(w).is_none_or(|best| slack < best)
                {
                    self.set_best(w, (v, w), slack);
                }
            }
        }
        false
    }

    /// The slack of the least-slack edge kept for `x`, from the cache while the duals have
    /// not changed (a scan compares with it at every edge).
    fn best_slack(&mut self, x: usize) -> Option<W> {
        let edge = self.best_edge[x];
        if edge == NO_EDGE {
            return None;
        }
        let (cached_edge, epoch, slack) = self.best_cache[x];
        if cached_edge == edge && epoch == self.epoch {
            return Some(slack);
        }
        let slack = self.slack(edge);
        self.best_cache[x] = (edge, self.epoch, slack);
        Some(slack)
    }

    pub(super) fn set_best(&mut self, x: usize, edge: Edge, slack: W) {
        self.best_edge[x] = edge;
        self.best_cache[x] = (edge, self.epoch, slack);
    }

    /// Changes the duals by the largest amount that keeps them feasible, and acts on the
    /// constraint that stopped it; true once the search is over.
    fn adjust_duals(&mut self) -> bool {
        enum Stop {
            Dual(usize),
            Free(Edge),
            Outer(Edge),
            Inner(usize),
            Far(usize),
        }
        for i in 0..self.active.len() {
            let v = self.active[i];
            let arg = self.far_arg[v];
            if self.label[self.in_blossom[v]] == OUTER && arg != NONE && !self.frozen[arg] {
                self.measure_far(v);
            }
        }
        let mut delta: Option<(W, Stop)> = None;
        let mut consider = |d: W, stop: Stop| {
            if delta.as_ref().is_none_or(|(best, _)| d < *best) {
                delta = Some((d, stop));
            }
        };
        for &v in &self.active {
            let label = self.label[self.in_blossom[v]];
            if label == OUTER {
                consider(self.dual[v], Stop::Dual(v));
                if self.far_arg[v] != NONE {
                    consider(self.dual[v] - self.far_need[v], Stop::Far(v));
                }
            } else if label == FREE && self.best_edge[v] != NO_EDGE {
                consider(self.slack(self.best_edge[v]), Stop::Free(self.best_edge[v]));
            }
        }
        for b in 0..2 * self.n {
            if self.parent[b] != NONE || self.base[b] == NONE {
                continue;
            }
            if self.label[b] == OUTER && self.best_edge[b] != NO_EDGE {
                consider(
                    self.slack(self.best_edge[b]).half(),
                    Stop::Outer(self.best_edge[b]),
                );
            } else if b >= self.n && self.label[b] == INNER {
                consider(self.dual[b], Stop::Inner(b));
            }
        }
        let (delta, stop) = delta.expect("an outer vertex always bounds the change");
        self.epoch += 1;
        for &v in &self.active {
            match self.label[self.in_blossom[v]] {
                OUTER => self.dual[v] = self.dual[v] - delta,
                INNER => self.dual[v] = self.dual[v] + delta,
                _ => {}
            }
        }
        for b in self.n..2 * self.n {
            if self.base[b] != NONE && self.parent[b] == NONE {
                match self.label[b] {
                    OUTER => self.dual[b] = self.dual[b] + delta,
                    INNER => self.dual[b] = self.dual[b] - delta,
                    _ => {}
                }
            }
        }
        match stop {
            Stop::Dual(v) => {
                self.augment_path(v, NONE);
                return true;
            }
            Stop::Free((v, w)) => {
                let outer = if self.label[self.in_blossom[v]] == OUTER {
                    v
                } else {
                    w
                };
                self.queue.push(outer);
            }
            Stop::Outer((v, _)) => self.queue.push(v),
            Stop::Inner(b) => self.expand(b, false),
            Stop::Far(v) => {
                self.thaw(self.far_arg[v]);
                self.measure_far(v);
                self.queue.push(v);
            }
        }
        false
    }

    pub(super) fn assign_label(&mut self, w: usize, label: u8, v: usize) {
        let b = self.in_blossom[w];
        debug_assert!(self.label[w] == FREE && self.label[b] == FREE);
        self.label[w] = label;
        self.label[b] = label;
        let edge = if v == NONE { NO_EDGE } else { (v, w) };
        self.label_edge[w] = edge;
        self.label_edge[b] = edge;
        self.best_edge[w] = NO_EDGE;
        self.best_edge[b] = NO_EDGE;
        if label == OUTER && b < self.n {
            self.queue.push(b);
        } else if label == OUTER {
            let leaves = self.leaves(b);
            self.queue.extend(leaves);
        } else {
            let base = self.base[b];
            let mate = self.mate[base];
            self.assign_label(mate, OUTER, base);
        }
    }

    /// Augments along the tight edge `v`–`w` between the tree and an exposed vertex or a
    /// second tree.
    fn augment(&mut self, v: usize, w: usize) {
        self.augment_path(v, w);
        self.augment_path(w, v);
    }

    /// Matches `s` to `partner` (NONE: leaves it exposed) and flips the path from `s` up to
    /// the root of its tree.
    pub(super) fn augment_path(&mut self, mut s: usize, mut partner: usize) {
        loop {
            let bs = self.in_blossom[s];
            if bs >= self.n {
                self.augment_blossom(bs, s);
            }
            self.mate[s] = partner;
            if self.label[bs] != OUTER || self.label_edge[bs] == NO_EDGE {
                break;
            }
            let t = self.label_edge[bs].0;
            let bt = self.in_blossom[t];
            let (outer, inner) = self.label_edge[bt];
            if bt >= self.n {
                self.augment_blossom(bt, inner);
            }
            self.mate[inner] = outer;
            s = outer;
            partner = inner;
        }
    }
}
