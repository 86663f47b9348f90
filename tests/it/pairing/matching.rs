//! The maximum-weight matching against brute force on small graphs, solved once and after
//! changes to the edges around a vertex (the way the Dutch system uses it).

use kibitz::pairing::matching::Matching;
use kibitz::pairing::wide::{Weight, Wide};
use proptest::prelude::*;

type W = Wide<1>;

/// The largest total weight of a matching, by trying every one.
fn brute_force(n: usize, weight: &dyn Fn(usize, usize) -> u64) -> u64 {
    fn best(free: &mut Vec<usize>, weight: &dyn Fn(usize, usize) -> u64) -> u64 {
        let Some(first) = free.pop() else { return 0 };
        let mut result = best(free, weight);
        for i in 0..free.len() {
            let other = free[i];
            if weight(first, other) == 0 {
                continue;
            }
            free.remove(i);
            result = result.max(weight(first, other) + best(free, weight));
            free.insert(i, other);
        }
        free.push(first);
        result
    }
    best(&mut (0..n).collect(), weight)
}

/// The matching's total weight, after checking that it is one.
fn total(matching: &Matching<W>) -> u64 {
    let mut sum = 0;
    for v in 0..matching.len() {
        if let Some(w) = matching.mate(v) {
            assert_eq!(matching.mate(w), Some(v), "mates agree");
            assert!(
                !matching.weight(v, w).is_zero(),
                "an absent edge is never matched"
            );
            if v < w {
                sum += matching.weight(v, w).0[0];
            }
        }
    }
    sum
}

fn solved(n: usize, weights: &[u64]) -> Matching<W> {
    let mut matching = Matching::new(n, W::from_u64(1000));
    let mut k = 0;
    for v in 0..n {
        for w in 0..v {
            matching.set_weight(v, w, W::from_u64(weights[k]));
            k += 1;
        }
    }
    matching.solve();
    matching
}

fn graph(max_n: usize) -> impl Strategy<Value = (usize, Vec<u64>)> {
    (1..=max_n).prop_flat_map(|n| {
        let edges = n * (n - 1) / 2;
        // Few distinct weights and many zeros: ties and missing edges are what pairings have.
        (
            Just(n),
            prop::collection::vec(prop_oneof![Just(0u64), 1u64..6, 1u64..1000], edges),
        )
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn a_solve_finds_the_heaviest_matching((n, weights) in graph(12)) {
        let matching = solved(n, &weights);
        let weight = |v: usize, w: usize| matching.weight(v, w).0[0];
        prop_assert_eq!(total(&matching), brute_force(n, &weight));
    }

    #[test]
    fn solving_again_after_changing_a_vertex_s_edges_finds_the_new_optimum_with_the_rest_frozen(
        (n, weights) in graph(12),
        changes in prop::collection::vec((0usize..12, prop::collection::vec(prop_oneof![Just(0u64), 1u64..6, 1u64..1000], 12), any::<u16>()), 1..12),
    ) {
        let mut matching = solved(n, &weights);
        for (vertex, new, keep) in changes {
            let v = vertex % n;
            // The vertices outside a random set frozen first, as the Dutch system does
            // with the players far below its bracket.
            let keep: Vec<usize> = (0..n).filter(|&u| keep & (1 << u) != 0 || u == v).collect();
            matching.focus(&keep);
            for w in keep.iter().copied().filter(|&w| w != v) {
                matching.set_weight(v, w, W::from_u64(new[w]));
            }
            matching.solve();
            let weight = |a: usize, b: usize| matching.weight(a, b).0[0];
            prop_assert_eq!(total(&matching), brute_force(n, &weight));
        }
    }

    #[test]
    fn solving_after_a_batch_of_new_weights_and_a_new_focus_finds_the_new_optimum(
        (n, weights) in graph(12),
        batches in prop::collection::vec(
            (prop::collection::vec((0usize..12, 0usize..12, prop_oneof![Just(0u64), 1u64..6, 1u64..1000]), 1..24), any::<u16>()),
            1..6,
        ),
    ) {
        let mut matching = solved(n, &weights);
        for (edges, keep) in batches {
            for (a, b, weight) in edges {
                let (a, b) = (a % n, b % n);
                if a != b {
                    matching.set_weight(a, b, W::from_u64(weight));
                }
            }
            // Then, as the Dutch system does once a bracket's weights are set, the vertices
            // outside a set frozen: the pairs the new weights left loose among them too.
            let keep: Vec<usize> = (0..n).filter(|&u| keep & (1 << u) != 0).collect();
            matching.focus(&keep);
            matching.solve();
            let weight = |a: usize, b: usize| matching.weight(a, b).0[0];
            prop_assert_eq!(total(&matching), brute_force(n, &weight));
        }
    }
}
