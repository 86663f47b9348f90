//! Maximum-weight matching in a general graph, by the primal-dual blossom algorithm
//! (Edmonds; Galil, Micali and Gabow), after Joris van Rantwijk's `mwmatching` and its
//! networkx port, with one change that makes it fit the Dutch system, which asks for a
//! matching, changes the weights around one or two players, and asks again hundreds of times
//! in a round: the weights of a vertex's edges may change between solves, and the next solve
//! starts from the last optimum instead of from nothing (as bbpPairings' matcher does).
//!
//! A weight change keeps what it can of the last optimum. Outside blossoms, the edge's first
//! end has its dual raised just enough to keep the edge's slack non-negative; if that leaves
//! its matched edge loose, the pair is undone before the next solve or focus. Inside a
//! blossom the vertex is freed: the blossoms around it are dissolved (their duals moved onto
//! their vertices, which keeps every edge's slack), it is unmatched with a dual above any
//! weight, and its old partner is unmatched too. A solve first lowers the freed vertices'
//! duals to the least feasible and pairs them with exposed vertices across tight edges, then
//! grows alternating trees together from the exposed vertices whose duals are positive and
//! of one parity (which keeps every dual an integer), until a tree augments (to any exposed
//! vertex) or the dual of one of its outer vertices reaches zero (that vertex is left
//! exposed). At the end every exposed vertex has dual zero, every edge non-negative slack and
//! every matched edge none: the matching is optimal. Pairs far from the Dutch system's
//! bracket can be frozen out of the searches (`working.rs`) without giving that up.
//!
//! The graph is complete; an edge of weight zero is absent and never matched. Weights must
//! leave the top four bits of `W` free.

mod blossoms;
mod search;
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
    /// Vertices whose dual was raised for new weights since the last solve: their matched
    /// edges may no longer be tight.
    strained: Vec<usize>,
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
            strained: Vec::new(),
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

    /// Sets the weight of the edge between `v` and `w` (zero: no edge), keeping as much of the
    /// last optimum as stays optimal. Outside blossoms, `v`'s dual is raised just enough to
    /// keep the edge's slack non-negative, and `v`'s matched edge, if that leaves it loose,
    /// is undone at the next [`solve`](Self::solve): when a bracket's weights change by
    /// their lowest fields most pairs stay. Inside a blossom (whose duals would have to be
    /// counted), `v` is freed when the change touches its matching or feasibility.
    pub fn set_weight(&mut self, v: usize, w: usize, weight: W) {
        debug_assert!(v != w && weight < self.high);
        if self.weight(v, w) == weight {
            return;
        }
        for end in [v, w] {
            if self.frozen[end] {
                self.thaw(end);
            }
        }
        self.weight.set(v, w, weight);
        let (bv, bw) = (self.in_blossom[v], self.in_blossom[w]);
        let doubled = weight + weight;
        if bv == bw {
            self.release(v);
        } else if bv == v {
            if self.dual[v] + self.dual[w] < doubled {
                self.dual[v] = doubled - self.dual[w];
                if self.mate[v] != NONE {
                    self.strained.push(v);
                }
            } else if self.mate[v] == w {
                self.strained.push(v);
            }
        } else if self.mate[v] == w || self.dual[v] + self.dual[w] < doubled {
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
        self.settle_strained();
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

    /// Frees each strained vertex whose matched edge is no longer tight (the optimum must
    /// match on tight edges only); the others keep their partners, which is most of them
    /// when a bracket's weights change by their lowest fields.
    pub(super) fn settle_strained(&mut self) {
        for v in std::mem::take(&mut self.strained) {
            let mate = self.mate[v];
            if mate != NONE && self.in_blossom[v] == v && !self.slack((v, mate)).is_zero() {
                self.release(v);
            }
        }
    }
}
