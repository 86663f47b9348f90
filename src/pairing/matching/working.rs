//! The working set: which vertices the searches look at (pairs fixed for good are retired,
//! pairs far from the bracket frozen until a tree needs them), and where a batch of freed
//! vertices starts from.

use super::{Matching, Weight, NONE, NO_EDGE, OUTER};

impl<W: Weight> Matching<W> {
    /// Freezes every pair of top-level blossoms or vertices outside `keep` (matched to each
    /// other, or exposed with dual zero): later searches leave them alone unless a tree's
    /// duals fall to where one of their edges would become tight, and then take them back.
    /// The Dutch system pairs one bracket at a time; the players far below it only have to
    /// stay pairable.
    pub fn focus(&mut self, keep: &[usize]) {
        // A pair left loose by new weights is no pair to freeze.
        self.settle_strained();
        let mut kept = vec![false; self.n];
        for &v in keep {
            kept[v] = true;
            if self.mate[v] != NONE {
                kept[self.mate[v]] = true;
            }
        }
        for (v, &kept) in kept.iter().enumerate() {
            if kept && self.frozen[v] {
                self.thaw(v);
            }
        }
        // By top-level blossom (a lone vertex is its own): none of its vertices kept.
        let mut outside: Vec<Option<bool>> = vec![None; 2 * self.n];
        let mut is_outside = |this: &Self, top: usize| {
            *outside[top].get_or_insert_with(|| this.leaves(top).iter().all(|&u| !kept[u]))
        };
        let mut freeze = Vec::new();
        for &v in &self.active {
            let top = self.in_blossom[v];
            let base = self.base[top];
            let mate = self.mate[base];
            if is_outside(self, top)
                && if mate == NONE {
                    self.dual[base].is_zero()
                } else {
                    is_outside(self, self.in_blossom[mate])
                }
            {
                freeze.push(v);
            }
        }
        for &v in &freeze {
            self.frozen[v] = true;
        }
        self.frozen_list.extend(freeze);
        self.frozen_list.sort_unstable();
        self.active.retain(|&v| !self.frozen[v]);
        for i in 0..self.active.len() {
            let v = self.active[i];
            self.measure_far(v);
        }
    }

    /// Takes frozen `v` back into the searches, with the rest of its top-level blossom and
    /// the blossom (or vertex) its base is matched to.
    pub(super) fn thaw(&mut self, v: usize) {
        let top = self.in_blossom[v];
        let mut group = self.leaves(top);
        let mate = self.mate[self.base[top]];
        if mate != NONE {
            group.extend(self.leaves(self.in_blossom[mate]));
        }
        group.retain(|&u| self.frozen[u]);
        for &u in &group {
            self.frozen[u] = false;
            self.active.push(u);
        }
        self.frozen_list.retain(|&u| self.frozen[u]);
        // In vertex order, a scan reads each row of the weights from start to end.
        self.active.sort_unstable();
        for &u in &group {
            self.measure_far(u);
            // Mid-search, the outer vertices scanned before it came back: its least-slack
            // edge to them, for the next change of duals.
            let mut best = NO_EDGE;
            for &s in &self.active {
                if self.label[self.in_blossom[s]] == OUTER
                    && self.in_blossom[s] != self.in_blossom[u]
                    && self.weight.is_edge(s, u)
                    && (best == NO_EDGE || self.slack((s, u)) < self.slack(best))
                {
                    best = (s, u);
                }
            }
            self.best_edge[u] = best;
        }
    }

    /// The least dual `v` may fall to before an edge to a frozen vertex becomes tight.
    pub(super) fn measure_far(&mut self, v: usize) {
        let (mut need, mut arg) = (W::zero(), NONE);
        for &u in &self.frozen_list {
            if !self.weight.is_edge(v, u) {
                continue;
            }
            let doubled = self.weight.doubled(v, u);
            if doubled <= self.dual[u] {
                continue;
            }
            let this = doubled - self.dual[u];
            if arg == NONE || this > need {
                (need, arg) = (this, u);
            }
        }
        self.far_need[v] = need;
        self.far_arg[v] = arg;
    }

    /// Takes the pair `a`–`b` out of the graph for good: matched to each other, every other
    /// edge of theirs absent, never scanned again (pairs the Dutch system has fixed).
    pub fn retire(&mut self, a: usize, b: usize) {
        self.release(a);
        self.release(b);
        for u in [a, b] {
            for other in 0..self.n {
                if other != a && other != b {
                    self.weight.set(u, other, W::zero());
                }
            }
        }
        self.mate[a] = b;
        self.mate[b] = a;
        let weight = self.weight(a, b);
        self.dual[a] = weight;
        self.dual[b] = weight;
        self.active.retain(|&v| v != a && v != b);
    }

    /// Lowers the duals of the vertices freed since the last solve to the least that keeps
    /// every edge's slack non-negative, and matches each to an exposed vertex it is joined
    /// to by a tight edge, if any.
    /// Even one freed vertex is worth it: left with its dual high, its tree would grow
    /// through most of the graph before the dual came down. And when a whole bracket's
    /// weights changed at once, many fewer trees are left to grow.
    pub(super) fn tighten_released(&mut self) {
        let released: Vec<usize> = self
            .active
            .iter()
            .copied()
            .filter(|&v| {
                self.in_blossom[v] == v && self.mate[v] == NONE && self.dual[v] >= self.high
            })
            .collect();
        if released.is_empty() {
            return;
        }
        let is_released = {
            let mut flags = vec![false; self.n];
            for &v in &released {
                flags[v] = true;
            }
            flags
        };
        let lowered: Vec<W> = released
            .iter()
            .map(|&v| {
                let mut least = W::zero();
                for (u, &released) in is_released.iter().enumerate() {
                    let weight = self.weight(v, u);
                    if u == v || weight.is_zero() {
                        continue;
                    }
                    let need = if released {
                        weight
                    } else if weight + weight > self.dual[u] {
                        (weight + weight) - self.dual[u]
                    } else {
                        W::zero()
                    };
                    least = least.max(need);
                }
                least
            })
            .collect();
        for (&v, dual) in released.iter().zip(lowered) {
            self.dual[v] = dual;
            self.measure_far(v);
        }
        // Any exposed vertex will do as a partner, freed or not.
        let exposed: Vec<usize> = self
            .active
            .iter()
            .copied()
            .filter(|&u| self.in_blossom[u] == u && self.mate[u] == NONE)
            .collect();
        for &v in &released {
            if self.mate[v] != NONE || self.dual[v].is_zero() {
                continue;
            }
            let tight = exposed.iter().copied().find(|&u| {
                u != v
                    && self.mate[u] == NONE
                    && self.weight.is_edge(v, u)
                    && self.slack((v, u)).is_zero()
            });
            if let Some(u) = tight {
                self.mate[v] = u;
                self.mate[u] = v;
            }
        }
    }
}
