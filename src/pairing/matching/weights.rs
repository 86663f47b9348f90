//! The complete graph's edge weights. A matrix of `n²` weights hundreds of bits wide would
//! be read a row per vertex a search scans, at tens of megabytes per round; but a round's
//! edges take far fewer distinct values (they are fields of a few player attributes), so
//! the matrix holds each edge's value by number, and the values are kept once.

use super::Weight;
use std::collections::HashMap;

pub(super) struct Weights<W: Weight> {
    n: usize,
    /// `number[v * n + w]`, symmetric; 0 is no edge.
    number: Vec<u32>,
    /// By number: the value, and twice it (what every slack subtracts).
    value: Vec<W>,
    doubled: Vec<W>,
    numbers: HashMap<W, u32>,
}

impl<W: Weight> Weights<W> {
    pub(super) fn new(n: usize) -> Self {
        Weights {
            n,
            number: vec![0; n * n],
            value: vec![W::zero()],
            doubled: vec![W::zero()],
            numbers: HashMap::from([(W::zero(), 0)]),
        }
    }

    #[inline]
    pub(super) fn get(&self, v: usize, w: usize) -> W {
        self.value[self.number[v * self.n + w] as usize]
    }

    #[inline]
    pub(super) fn doubled(&self, v: usize, w: usize) -> W {
        self.doubled[self.number[v * self.n + w] as usize]
    }

    #[inline]
    pub(super) fn is_edge(&self, v: usize, w: usize) -> bool {
        self.number[v * self.n + w] != 0
    }

    pub(super) fn set(&mut self, v: usize, w: usize, weight: W) {
        let number = if weight.is_zero() {
            0
        } else {
            self.number_of(weight)
        };
        self.number[v * self.n + w] = number;
        self.number[w * self.n + v] = number;
    }

    fn number_of(&mut self, weight: W) -> u32 {
        *self.numbers.entry(weight).or_insert_with(|| {
            self.value.push(weight);
            self.doubled.push(weight + weight);
            (self.value.len() - 1) as u32
        })
    }
}
