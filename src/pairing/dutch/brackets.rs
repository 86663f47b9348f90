//! The Dutch system bracket by bracket, from the top score group down: which moved-down
//! players are paired and with whom, which players are exchanged between the two halves of
//! the remainder, and who meets whom in it - each decided by matching the whole field with
//! weights that favour one choice, so that the rest of the round can always be completed.

use super::super::matching::Matching;
use super::super::wide::Weight;
use super::weights::Bracket;
use super::{Context, PairingError};
use std::collections::HashMap;

/// The matching and the weights it was last given.
struct Graph<W: Weight> {
    matching: Matching<W>,
    max: W,
}

impl<W: Weight> Graph<W> {
    fn set(&mut self, v: usize, w: usize, weight: W) {
        self.matching.set_weight(v, w, weight);
    }

    /// Each vertex's partner, itself when unmatched.
    fn solve(&mut self) -> Vec<usize> {
        self.matching.solve();
        (0..self.matching.len())
            .map(|v| self.matching.mate(v).unwrap_or(v))
            .collect()
    }

    /// Fixes the pair `a`–`b`: their edge heavy, their other edges gone, and both out of
    /// the searches from now on.
    fn finalize(&mut self, a: usize, b: usize) {
        self.set(a, b, self.max);
        self.matching.retire(a, b);
    }
}

/// Pairs the players of `sorted` (by score, then rank); each player's partner by id, none
/// for the bye.
pub(super) fn run<W: Weight>(
    context: &Context<'_>,
    sorted: &[usize],
) -> Result<Vec<Option<usize>>, PairingError> {
    let n = sorted.len();
    let mut by_id = vec![None; context.swiss.players.len()];
    if n == 0 {
        return Ok(by_id);
    }
    let score = |v: usize| context.standing(sorted[v]).score;
    let max = (W::from_u64(1) << context.weight_bits()) - W::from_u64(1);
    let mut graph = Graph {
        matching: Matching::new(n, max),
        max,
    };
    let no_ranks = HashMap::new();
    let plain = Bracket {
        bye_score: 0,
        single_downfloater_is_bye: false,
        unplayed_ranks: &no_ranks,
    };
    let (b, s) = (context.size_bits, context.groups_bits);
    for p in 0..n {
        for o in 0..p {
            let (player, opponent) = (context.standing(sorted[p]), context.standing(sorted[o]));
            let weight = if n % 2 == 1 {
                if context.compatible(player, opponent) {
                    let eligible = |id: usize| context.eligible[id];
                    let top = 1 + !eligible(player.id) as u64 + !eligible(opponent.id) as u64;
                    let shifts = context.group_shift[player.id] + context.group_shift[opponent.id];
                    let w = (W::from_u64(top) << s) | W::from_u64(shifts as u64);
                    (w << b) | W::from_u64((player.score >= score(0)) as u64)
                } else {
                    W::zero()
                }
            } else {
                context.edge_weight(opponent, player, false, false, &plain)
            };
            graph.set(p, o, weight);
        }
    }

    // Can the round be paired at all; whose score the bye goes to; does C.9 (the bye to one
    // who played the most) already count in the first bracket.
    let first = graph.solve();
    let unmatched: Vec<usize> = (0..n).filter(|&v| first[v] == v).collect();
    if unmatched.len() > 1 || unmatched.iter().any(|&v| !context.eligible[sorted[v]]) {
        return Err(PairingError::Impossible);
    }
    let mut ranks = HashMap::new();
    let (bye_score, mut single_is_bye) = match unmatched.first() {
        Some(&v) => {
            let bye_score = score(v);
            let single = bye_score >= score(0)
                && (0..n)
                    .take_while(|&v| score(v) >= score(0))
                    .all(|v| score(first[v]) >= score(0));
            let mut played: Vec<usize> = (0..n)
                .filter(|&v| score(v) == bye_score)
                .map(|v| context.standing(sorted[v]).played_games)
                .collect();
            played.sort_unstable_by(|a, b| b.cmp(a));
            for (rank, games) in played.into_iter().enumerate() {
                ranks.insert(games, rank as u64);
            }
            (bye_score, single)
        }
        None => (0, false),
    };
    if n % 2 == 1 {
        let bracket = Bracket {
            bye_score,
            single_downfloater_is_bye: single_is_bye,
            unplayed_ranks: &ranks,
        };
        for p in 0..n {
            for o in 0..p {
                let (player, opponent) = (context.standing(sorted[p]), context.standing(sorted[o]));
                graph.set(
                    p,
                    o,
                    context.edge_weight(opponent, player, false, false, &bracket),
                );
            }
        }
    }

    let mut state = State {
        context,
        sorted,
        graph,
        matched: vec![false; n],
        vertices: (0..n).take_while(|&v| score(v) >= score(0)).collect(),
        moved_down: 0,
        group_vertex: 0,
    };
    let mut next_group = state.vertices.len();
    while state.vertices.len() > 1 || next_group < n {
        let group_end = state.vertices.len();
        let next_vertex = state.group_vertex + (group_end - state.moved_down);
        let group_start = next_group;
        while next_group < n && score(next_group) >= score(group_start) {
            state.vertices.push(next_group);
            next_group += 1;
        }
        let bracket = Bracket {
            bye_score,
            single_downfloater_is_bye: single_is_bye,
            unplayed_ranks: &ranks,
        };
        let stable = state.pair_bracket(group_end, next_vertex, &bracket);

        // The next bracket: who is left of this one, and the next score group.
        let mut vertices = Vec::new();
        state.moved_down = 0;
        single_is_bye = n % 2 == 1 && group_start < n && bye_score >= score(group_start);
        for (index, &v) in state.vertices.iter().enumerate() {
            if index < group_end && state.matched[v] {
                by_id[sorted[v]] = Some(sorted[stable[v]]);
                by_id[sorted[stable[v]]] = Some(sorted[v]);
            } else {
                vertices.push(v);
                if index < group_end {
                    state.moved_down += 1;
                }
                if single_is_bye && score(stable[v]) < score(group_start) {
                    single_is_bye = false;
                }
            }
        }
        state.vertices = vertices;
        state.group_vertex = next_vertex;
    }
    Ok(by_id)
}

/// One round's pairing in progress.
struct State<'c, 's, W: Weight> {
    context: &'c Context<'s>,
    sorted: &'s [usize],
    graph: Graph<W>,
    /// Whose pair is fixed, by vertex.
    matched: Vec<bool>,
    /// The bracket's players (the moved-down ones first), then the next score group's.
    vertices: Vec<usize>,
    /// How many of `vertices` came down from higher brackets.
    moved_down: usize,
    /// The vertex of the first resident of this bracket's score group.
    group_vertex: usize,
}

impl<W: Weight> State<'_, '_, W> {
    fn score(&self, v: usize) -> u32 {
        self.context.standing(self.sorted[v]).score
    }

    /// Pairs the bracket `vertices[..group_end]` (the next score group follows it), fixing
    /// its pairs in the graph; returns the last matching.
    fn pair_bracket(
        &mut self,
        group_end: usize,
        next_vertex: usize,
        bracket: &Bracket<'_>,
    ) -> Vec<usize> {
        let context = self.context;
        let vx = self.vertices.clone();
        let (md, gv) = (self.moved_down, self.group_vertex);
        let one = W::from_u64(1);
        let standing = |v: usize| context.standing(self.sorted[v]);
        // base[larger][smaller], by index in `vx`.
        let mut base: Vec<Vec<W>> = vec![Vec::new(); vx.len()];
        for (larger, row) in base.iter_mut().enumerate().skip(md) {
            for smaller in 0..larger {
                let (high, low) = (standing(vx[smaller]), standing(vx[larger]));
                row.push(context.edge_weight(
                    high,
                    low,
                    larger < group_end,
                    larger >= group_end,
                    bracket,
                ));
            }
        }
        for (o, row) in base.iter().enumerate() {
            for (p, &weight) in row.iter().enumerate() {
                self.graph.set(vx[o], vx[p], weight);
            }
        }
        // The players below the next score group only have to stay pairable. Focused once
        // the bracket's weights are set, which frees its players from blossoms that reach
        // far below it: those can then be frozen too.
        self.graph.matching.focus(&vx);
        let size_bits = context.size_bits;
        // The weight with the wish for few exchanges, and for exchanged players close in
        // number.
        let exchanging =
            |base: &Vec<Vec<W>>, smaller: usize, larger: usize, index: usize, pairs: usize| {
                let weight = base[larger][smaller];
                if weight.is_zero() {
                    return weight;
                }
                let few = W::from_u64((index < pairs) as u64) << (2 * size_bits + 1);
                (weight + few) - W::from_u64(2 * index as u64)
            };
        let in_group = |x: usize| x >= gv && x < next_vertex;
        let mut stable = self.graph.solve();

        // Which moved-down players are paired in this bracket: the highest that can be.
        let (mut group_score, mut remaining, mut remaining_matched) = (0, 0, 0);
        for pi in 0..md {
            if pi == 0 || self.score(vx[pi]) < group_score {
                group_score = self.score(vx[pi]);
                (remaining, remaining_matched) = (0, 0);
                for &v in vx[pi..]
                    .iter()
                    .take_while(|&&v| self.score(v) >= group_score)
                {
                    remaining += 1;
                    remaining_matched += in_group(stable[v]) as usize;
                }
            }
            if remaining_matched == 0 {
                continue;
            }
            let pv = vx[pi];
            if remaining <= remaining_matched {
                self.matched[pv] = true;
                continue;
            }
            remaining -= 1;
            if !in_group(stable[pv]) {
                for oi in md..group_end {
                    let weight = base[oi][pi];
                    if !weight.is_zero() {
                        self.graph.set(pv, vx[oi], weight | one);
                    }
                }
                stable = self.graph.solve();
            }
            if in_group(stable[pv]) {
                self.matched[pv] = true;
                remaining_matched -= 1;
                let count = W::from_u64((group_end - md) as u64);
                for oi in md..group_end {
                    let weight = base[oi][pi];
                    if !weight.is_zero() {
                        self.graph.set(pv, vx[oi], (weight | count) + one);
                    }
                }
            }
        }

        // Their opponents: the highest that can be.
        for pi in 0..md {
            let pv = vx[pi];
            if !self.matched[pv] {
                continue;
            }
            let mut addend = W::from_u64(vx.len() as u64);
            for oi in (md..group_end).rev() {
                let ov = vx[oi];
                let weight = base[oi][pi];
                if self.matched[ov] || weight.is_zero() {
                    continue;
                }
                self.graph.set(pv, ov, weight + addend);
                addend = addend + one;
            }
            stable = self.graph.solve();
            let mate = stable[pv];
            self.matched[mate] = true;
            self.graph.finalize(pv, mate);
        }

        // The remainder, in its two halves: the first `pairs` players, and the rest.
        let mut remainder = Vec::new();
        let mut pairs = 0;
        for (pi, &pv) in vx.iter().enumerate().take(group_end).skip(md) {
            if stable[pv] < gv {
                continue;
            }
            remainder.push(pi);
            pairs += (stable[pv] < pv) as usize;
        }
        for (a, &oi) in remainder.iter().enumerate() {
            for (index, &pi) in remainder[..a].iter().enumerate() {
                self.graph
                    .set(vx[pi], vx[oi], exchanging(&base, pi, oi, index, pairs));
            }
        }
        stable = self.graph.solve();
        let exchanged_up = |stable: &[usize], v: usize| stable[v] <= v || stable[v] >= next_vertex;
        let exchanges = remainder[..pairs]
            .iter()
            .filter(|&&pi| exchanged_up(&stable, vx[pi]))
            .count();

        // Exchange the lowest players of the first half that can be.
        let mut left = exchanges;
        let mut at = pairs;
        while at > 0 && left > 0 {
            at -= 1;
            let (pi, pv) = (remainder[at], vx[remainder[at]]);
            if !exchanged_up(&stable, pv) {
                for &oi in &remainder[at + 1..] {
                    let weight = exchanging(&base, pi, oi, at, pairs);
                    if !weight.is_zero() {
                        self.graph.set(pv, vx[oi], weight - one);
                    }
                }
                stable = self.graph.solve();
            }
            let exchange = exchanged_up(&stable, pv);
            left -= exchange as usize;
            for &oi in &remainder[at + 1..] {
                if exchange {
                    base[oi][pi] = W::zero();
                }
                self.graph
                    .set(pv, vx[oi], exchanging(&base, pi, oi, at, pairs));
            }
        }

        // And the highest players of the second half that can be.
        let mut left = exchanges;
        let mut at = pairs;
        while at < remainder.len() && left > 1 {
            let (pi, pv) = (remainder[at], vx[remainder[at]]);
            let already = !exchanged_up(&stable, pv);
            if !already {
                for &oi in &remainder[at + 1..] {
                    let weight = exchanging(&base, pi, oi, at, pairs);
                    if !weight.is_zero() {
                        self.graph.set(pv, vx[oi], weight + one);
                    }
                }
                stable = self.graph.solve();
            }
            if !exchanged_up(&stable, pv) {
                left -= 1;
                for &oi in &remainder[..at] {
                    base[pi][oi] = W::zero();
                    self.graph.set(pv, vx[oi], W::zero());
                }
                for (oi, row) in base.iter_mut().enumerate().skip(group_end) {
                    row[pi] = W::zero();
                    self.graph.set(pv, vx[oi], W::zero());
                }
            }
            if !already {
                for &oi in &remainder[at + 1..] {
                    self.graph
                        .set(pv, vx[oi], exchanging(&base, pi, oi, at, pairs));
                }
            }
            at += 1;
        }

        // Fix the halves, and forget the exchange weights.
        for (a, &pi) in remainder.iter().enumerate() {
            let pv = vx[pi];
            for &oi in &remainder[a + 1..] {
                let ov = vx[oi];
                if exchanged_up(&stable, pv) || !exchanged_up(&stable, ov) {
                    base[oi][pi] = W::zero();
                }
                self.graph.set(pv, ov, base[oi][pi]);
            }
        }

        // Each player of the first half meets the highest of the second that can be. The
        // k-th of each half are marked as partners in the lowest bit, so that among the
        // heaviest matchings one with the natural pairs is found; each player's preference
        // (an addend above those marks) then seldom moves it, and needs no solving when it
        // does not.
        let halves = |second: bool| {
            remainder
                .iter()
                .copied()
                .filter(|&pi| exchanged_up(&stable, vx[pi]) == second)
                .collect::<Vec<usize>>()
        };
        let (first_half, second_half) = (halves(false), halves(true));
        for (&pi, &oi) in first_half.iter().zip(&second_half) {
            if oi > pi && !base[oi][pi].is_zero() {
                self.graph.set(vx[pi], vx[oi], base[oi][pi] | one);
            }
        }
        stable = self.graph.solve();
        for &pi in &remainder {
            let pv = vx[pi];
            if exchanged_up(&stable, pv) {
                continue;
            }
            let candidates: Vec<usize> = remainder
                .iter()
                .copied()
                .filter(|&oi| oi > pi && !self.matched[vx[oi]])
                .collect();
            // Already with the highest it may meet, it stays there: the heaviest matching
            // pairs it as the preference below would.
            let highest = candidates.iter().find(|&&oi| !base[oi][pi].is_zero());
            if highest.map(|&oi| vx[oi]) != Some(stable[pv]) {
                // The higher the opponent, the heavier: the addend is above every mark and
                // below every criterion.
                for (addend, &oi) in candidates.iter().rev().enumerate() {
                    let weight = base[oi][pi];
                    if !weight.is_zero() {
                        let preferred = weight + (W::from_u64(addend as u64) << size_bits);
                        self.graph.set(pv, vx[oi], preferred);
                    }
                }
                stable = self.graph.solve();
            }
            let mate = stable[pv];
            self.matched[pv] = true;
            self.matched[mate] = true;
            self.graph.finalize(pv, mate);
        }
        stable
    }
}
