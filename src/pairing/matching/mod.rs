//! Maximum-weight matching in a general graph, by the primal-dual blossom algorithm
//! (Edmonds; Galil, Micali and Gabow), after Joris van Rantwijk's `mwmatching` and its
//! networkx port, with one change that makes it fit the Dutch system, which asks for a
//! matching, changes the weights around one or two players, and asks again hundreds of times
//! in a round: the weights of a vertex's edges may change between solves, and the next solve
//! starts from the last optimum instead of from nothing (as bbpPairings' matcher does).
//!
//! A weight change that leaves the last optimum optimal (an unmatched edge whose slack stays
//! non-negative, a matched edge made heavier, absorbed by its end's dual) changes nothing
//! else. Otherwise the vertex is freed: the blossoms around it are dissolved (their duals
//! moved onto their vertices, which keeps every edge's slack), it is unmatched with a dual
//! above any weight, and its old partner is unmatched too. A solve first lowers the freed
//! vertices' duals to the least feasible and pairs those joined by a tight edge, then grows
//! alternating trees together from the exposed vertices whose duals are positive and of one
//! parity (which keeps every dual an integer), until a tree augments (to any exposed vertex)
//! or the dual of one of its outer vertices reaches zero (that vertex is left exposed). At
//! the end every exposed vertex has dual zero, every edge non-negative slack and every
//! matched edge none: the matching is optimal. Pairs far from the Dutch system's bracket can
//! be frozen out of the searches (`working.rs`) without giving that up.
//!
//! The graph is complete; an edge of weight zero is absent and never matched. Weights must
//! leave the top four bits of `W` free.

mod blossoms;
mod weights;
mod working;

use super::wide::Weight;
use weights::Weights;

const NONE: usize = usize::MAX;

const FREE: u8 = 0;
const OUTER: u8 = 1;
const INNER: u8 = 2;
const BREADCRUMB: u8 = 4;

type Edge = (usize, usize);
const NO_EDGE: Edge = (NONE, NONE);

pub struct Matching<W: Weight> {
    n: usize,
    weight: Weights<W>,
    /// Above any weight: the dual a vertex gets when its edges change.
    high: W,
    mate: Vec<usize>,
    /// Vertex duals at `0..n`, blossom duals at `n..2n`.
    dual: Vec<W>,
    label: Vec<u8>,
    /// The edge (outside vertex, inside vertex) through which a vertex or top blossom got its
    /// label.
    label_edge: Vec<Edge>,
    in_blossom: Vec<usize>,
    parent: Vec<usize>,
    base: Vec<usize>,
    children: Vec<Vec<usize>>,
    /// `edges[b][i]` joins `children[b][i]` (first) and the next child (second).
    edges: Vec<Vec<Edge>>,
    best_edge: Vec<Edge>,
    /// By vertex or blossom: a best edge's slack, and the change of duals it was measured
    /// at (`epoch` counts them).
    best_cache: Vec<(Edge, u64, W)>,
    epoch: u64,
    best_edges: Vec<Option<Vec<Edge>>>,
    unused: Vec<usize>,
    queue: Vec<usize>,
    /// The vertices neither retired nor frozen: only they are searched and scanned.
    active: Vec<usize>,
    /// Frozen vertices (see [`Matching::focus`]) keep their partner and dual until a tree
    /// needs them; for an active vertex, the least dual that keeps its edges to the frozen
    /// ones feasible, and which frozen vertex sets it.
    frozen: Vec<bool>,
    /// The frozen vertices in order (ties in `far_arg` go to the first).
    frozen_list: Vec<usize>,
    far_need: Vec<W>,
    far_arg: Vec<usize>,
}

impl<W: Weight> Matching<W> {
    /// `n` vertices and no edges. `max_weight` bounds every weight that will be set.
    pub fn new(n: usize, max_weight: W) -> Self {
        let high = max_weight + max_weight + W::from_u64(2);
        Matching {
            n,
            weight: Weights::new(n),
            high,
            mate: vec![NONE; n],
            dual: vec![W::zero(); 2 * n],
            label: vec![FREE; 2 * n],
            label_edge: vec![NO_EDGE; 2 * n],
            in_blossom: (0..n).collect(),
            parent: vec![NONE; 2 * n],
            base: (0..n).chain(std::iter::repeat_n(NONE, n)).collect(),
            children: vec![Vec::new(); 2 * n],
            edges: vec![Vec::new(); 2 * n],
            best_edge: vec![NO_EDGE; 2 * n],
            best_cache: vec![(NO_EDGE, 0, W::zero()); 2 * n],
            epoch: 0,
            best_edges: vec![None; 2 * n],
            unused: (n..2 * n).rev().collect(),
            queue: Vec::new(),
            active: (0..n).collect(),
            frozen: vec![false; n],
            frozen_list: Vec::new(),
            far_need: vec![W::zero(); n],
            far_arg: vec![NONE; n],
        }
    }

    pub fn len(&self) -> usize {
        self.n
    }

    pub fn is_empty(&self) -> bool {
        self.n == 0
    }

    pub fn weight(&self, v: usize, w: usize) -> W {
        self.weight.get(v, w)
    }

    /// Sets the weight of the edge between `v` and `w` (zero: no edge). When the last optimum
    /// stays optimal under the new weight (an unmatched edge whose slack stays non-negative,
    /// or a matched edge made heavier, which its end's dual absorbs) nothing else changes;
    /// otherwise `v` is freed, and the next [`solve`](Self::solve) costs O(n²) for it.
    pub fn set_weight(&mut self, v: usize, w: usize, weight: W) {
        debug_assert!(v != w && weight < self.high);
        let old = self.weight(v, w);
        if old == weight {
            return;
        }
        for end in [v, w] {
            if self.frozen[end] {
                self.thaw(end);
            }
        }
        self.weight.set(v, w, weight);
        let (bv, bw) = (self.in_blossom[v], self.in_blossom[w]);
        if bv == bw {
            // Inside a blossom: its duals would have to be counted; free it instead.
            self.release(v);
        } else if self.mate[v] == w {
            if weight > old && bv == v {
                let gain = weight - old;
                self.dual[v] = self.dual[v] + gain + gain;
            } else {
                self.release(v);
            }
        } else if self.dual[v] + self.dual[w] < weight + weight {
            self.release(v);
        }
    }

    /// Who each vertex is matched to, after [`solve`](Self::solve).
    pub fn mate(&self, v: usize) -> Option<usize> {
        (self.mate[v] != NONE).then_some(self.mate[v])
    }

    /// Frees `v` for new weights: no blossom around it, unmatched, its dual above any slack.
    fn release(&mut self, v: usize) {
        if self.in_blossom[v] == v && self.mate[v] == NONE && self.dual[v] >= self.high {
            return;
        }
        let top = self.in_blossom[v];
        let old_mate = self.mate[self.base[top]];
        if old_mate != NONE {
            self.mate[old_mate] = NONE;
            self.mate[self.base[top]] = NONE;
        }
        if top >= self.n {
            self.augment_blossom(top, v);
            self.mate[v] = NONE;
        }
        while self.in_blossom[v] != v {
            let top = self.in_blossom[v];
            self.dissolve(top);
        }
        // Of the old partner's parity, so that both can be searched from together.
        let odd = old_mate != NONE && self.dual[old_mate].is_odd();
        self.dual[v] = if odd {
            self.high + W::from_u64(1)
        } else {
            self.high
        };
    }

    /// Makes the children of top-level blossom `b` top-level, moving its dual onto its
    /// vertices so that no edge's slack changes.
    fn dissolve(&mut self, b: usize) {
        let z = self.dual[b];
        for v in self.leaves(b) {
            self.dual[v] = self.dual[v] + z;
        }
        for s in std::mem::take(&mut self.children[b]) {
            self.parent[s] = NONE;
            if s < self.n {
                self.in_blossom[s] = s;
            } else {
                for v in self.leaves(s) {
                    self.in_blossom[v] = s;
                }
            }
        }
        self.recycle(b);
    }

    fn recycle(&mut self, b: usize) {
        self.label[b] = FREE;
        self.label_edge[b] = NO_EDGE;
        self.children[b].clear();
        self.edges[b].clear();
        self.base[b] = NONE;
        self.best_edges[b] = None;
        self.best_edge[b] = NO_EDGE;
        self.dual[b] = W::zero();
        self.unused.push(b);
    }

    fn slack(&self, (v, w): Edge) -> W {
        (self.dual[v] + self.dual[w]) - self.weight.doubled(v, w)
    }

    fn leaves(&self, b: usize) -> Vec<usize> {
        let mut out = Vec::new();
        let mut stack = vec![b];
        while let Some(t) = stack.pop() {
            if t < self.n {
                out.push(t);
            } else {
                stack.extend(self.children[t].iter().rev());
            }
        }
        out
    }

    /// Finds a maximum-weight matching.
    pub fn solve(&mut self) {
        self.tighten_released();
        loop {
            let roots = self.roots();
            if roots.is_empty() {
                break;
            }
            self.search(&roots);
        }
    }

    /// The exposed vertices whose duals are still positive and of the first one's parity:
    /// trees grown together from roots of one parity keep every dual an integer.
    fn roots(&self) -> Vec<usize> {
        let exposed = self.active.iter().copied().filter(|&v| {
            let b = self.in_blossom[v];
            self.base[b] == v && self.mate[v] == NONE && !self.dual[v].is_zero()
        });
        let mut parity = None;
        exposed
            .filter(|&v| *parity.get_or_insert(self.dual[v].is_odd()) == self.dual[v].is_odd())
            .collect()
    }

    /// Grows alternating trees from the exposed vertices `roots` until one augments or the
    /// dual of an outer vertex reaches zero.
    fn search(&mut self, roots: &[usize]) {
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

    fn assign_label(&mut self, w: usize, label: u8, v: usize) {
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
    fn augment_path(&mut self, mut s: usize, mut partner: usize) {
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
