//! Blossoms: finding, forming, expanding and rotating them.

use super::{Edge, Matching, Weight, BREADCRUMB, FREE, INNER, NONE, NO_EDGE, OUTER};

impl<W: Weight> Matching<W> {
    /// Walks up from `v` and `w` to find the base of the blossom their edge closes, or NONE
    /// when the walks reach two different roots.
    pub(super) fn scan_blossom(&mut self, mut v: usize, mut w: usize) -> usize {
        let mut path = Vec::new();
        let mut base = NONE;
        while v != NONE {
            let mut b = self.in_blossom[v];
            if self.label[b] & BREADCRUMB != 0 {
                base = self.base[b];
                break;
            }
            path.push(b);
            self.label[b] = OUTER | BREADCRUMB;
            if self.label_edge[b] == NO_EDGE {
                v = NONE;
            } else {
                v = self.label_edge[b].0;
                b = self.in_blossom[v];
                v = self.label_edge[b].0;
            }
            if w != NONE {
                std::mem::swap(&mut v, &mut w);
            }
        }
        for b in path {
            self.label[b] = OUTER;
        }
        base
    }

    pub(super) fn add_blossom(&mut self, base: usize, v: usize, w: usize) {
        let (bb, mut bv, mut bw) = (
            self.in_blossom[base],
            self.in_blossom[v],
            self.in_blossom[w],
        );
        let b = self.unused.pop().expect("at most n blossoms");
        self.base[b] = base;
        self.parent[b] = NONE;
        self.parent[bb] = b;
        let mut path = Vec::new();
        let mut edges = vec![(v, w)];
        while bv != bb {
            self.parent[bv] = b;
            path.push(bv);
            edges.push(self.label_edge[bv]);
            bv = self.in_blossom[self.label_edge[bv].0];
        }
        path.push(bb);
        path.reverse();
        edges.reverse();
        while bw != bb {
            self.parent[bw] = b;
            path.push(bw);
            let (outside, inside) = self.label_edge[bw];
            edges.push((inside, outside));
            bw = self.in_blossom[outside];
        }
        self.label[b] = OUTER;
        self.label_edge[b] = self.label_edge[bb];
        self.dual[b] = W::zero();
        for leaf in self.leaves_of(&path) {
            if self.label[self.in_blossom[leaf]] == INNER {
                self.queue.push(leaf);
            }
            self.in_blossom[leaf] = b;
        }
        // By top blossom outside: the least-slack edge from the new blossom, and its slack.
        let mut best_to: Vec<Option<(Edge, W)>> = vec![None; 2 * self.n];
        let consider = |this: &Self, best_to: &mut Vec<Option<(Edge, W)>>, (mut i, mut j): Edge| {
            if i == j || !this.weight.is_edge(i, j) {
                return;
            }
            if this.in_blossom[j] == b {
                std::mem::swap(&mut i, &mut j);
            }
            let bj = this.in_blossom[j];
            if bj == b || this.label[bj] != OUTER {
                return;
            }
            let slack = this.slack((i, j));
            if best_to[bj].is_none_or(|(_, best)| slack < best) {
                best_to[bj] = Some(((i, j), slack));
            }
        };
        for &child in &path {
            match self.best_edges[child].take() {
                Some(list) if child >= self.n => {
                    for edge in list {
                        consider(self, &mut best_to, edge);
                    }
                }
                _ => {
                    for leaf in self.leaves(child) {
                        for &other in &self.active {
                            consider(self, &mut best_to, (leaf, other));
                        }
                    }
                }
            }
            self.best_edge[child] = NO_EDGE;
        }
        let best: Vec<(Edge, W)> = best_to.into_iter().flatten().collect();
        if let Some(&(edge, slack)) = best.iter().min_by_key(|(_, slack)| *slack) {
            self.set_best(b, edge, slack);
        } else {
            self.best_edge[b] = NO_EDGE;
        }
        let best: Vec<Edge> = best.into_iter().map(|(edge, _)| edge).collect();
        self.best_edges[b] = Some(best);
        self.children[b] = path;
        self.edges[b] = edges;
    }

    fn leaves_of(&self, blossoms: &[usize]) -> Vec<usize> {
        blossoms.iter().flat_map(|&b| self.leaves(b)).collect()
    }

    pub(super) fn expand(&mut self, b: usize, end_of_search: bool) {
        let children = self.children[b].clone();
        for &s in &children {
            self.parent[s] = NONE;
            if s < self.n {
                self.in_blossom[s] = s;
            } else if end_of_search && self.dual[s].is_zero() {
                self.expand(s, end_of_search);
            } else {
                for v in self.leaves(s) {
                    self.in_blossom[v] = s;
                }
            }
        }
        if !end_of_search && self.label[b] == INNER {
            self.relabel_expanded(b, &children);
        }
        self.recycle(b);
    }

    /// After an inner blossom is expanded, its children on the even path from where the
    /// tree entered it to its base take the labels that keep the tree alternating.
    fn relabel_expanded(&mut self, b: usize, children: &[usize]) {
        let len = children.len() as isize;
        let child = |j: isize| children[j.rem_euclid(len) as usize];
        let edge = |this: &Self, j: isize| this.edges[b][j.rem_euclid(len) as usize];
        let entry = self.in_blossom[self.label_edge[b].1];
        let mut j = children.iter().position(|&c| c == entry).unwrap() as isize;
        let step: isize = if j & 1 == 1 {
            j -= len;
            1
        } else {
            -1
        };
        let (mut v, mut w) = self.label_edge[b];
        while j != 0 {
            let (_, q) = if step == 1 {
                edge(self, j)
            } else {
                let (q, p) = edge(self, j - 1);
                (p, q)
            };
            self.label[w] = FREE;
            self.label[q] = FREE;
            self.assign_label(w, INNER, v);
            j += step;
            (v, w) = if step == 1 {
                edge(self, j)
            } else {
                let (x, y) = edge(self, j - 1);
                (y, x)
            };
            j += step;
        }
        let bw = child(j);
        self.label[w] = INNER;
        self.label[bw] = INNER;
        self.label_edge[w] = (v, w);
        self.label_edge[bw] = (v, w);
        self.best_edge[bw] = NO_EDGE;
        j += step;
        while child(j) != entry {
            let bv = child(j);
            j += step;
            if self.label[bv] == OUTER {
                continue;
            }
            let Some(v) = self.leaves(bv).into_iter().find(|&v| self.label[v] != FREE) else {
                continue;
            };
            self.label[v] = FREE;
            let mate = self.mate[self.base[bv]];
            self.label[mate] = FREE;
            let from = self.label_edge[v].0;
            self.assign_label(v, INNER, from);
        }
    }

    /// Rotates blossom `b` so that `v` becomes its base, flipping the matched edges on the
    /// way.
    pub(super) fn augment_blossom(&mut self, b: usize, v: usize) {
        let mut t = v;
        while self.parent[t] != b {
            t = self.parent[t];
        }
        if t >= self.n {
            self.augment_blossom(t, v);
        }
        let len = self.children[b].len() as isize;
        let i = self.children[b].iter().position(|&c| c == t).unwrap();
        let mut j = i as isize;
        let step: isize = if j & 1 == 1 {
            j -= len;
            1
        } else {
            -1
        };
        while j != 0 {
            j += step;
            let t = self.children[b][j.rem_euclid(len) as usize];
            let (w, x) = if step == 1 {
                self.edges[b][j.rem_euclid(len) as usize]
            } else {
                let (x, w) = self.edges[b][(j - 1).rem_euclid(len) as usize];
                (w, x)
            };
            if t >= self.n {
                self.augment_blossom(t, w);
            }
            j += step;
            let t = self.children[b][j.rem_euclid(len) as usize];
            if t >= self.n {
                self.augment_blossom(t, x);
            }
            self.mate[w] = x;
            self.mate[x] = w;
        }
        self.children[b].rotate_left(i);
        self.edges[b].rotate_left(i);
        self.base[b] = self.base[self.children[b][0]];
        debug_assert_eq!(self.base[b], v);
    }
}
