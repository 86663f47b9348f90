//! The network's inner loops, which run at nearly every node of a search: putting an input's
//! weights into the hidden sums or taking them out, and the output's sum of activations times
//! weights. All integer arithmetic, so every way of computing them gives the same numbers.

use super::QA;

/// The most an output weight may be, either way, for [`activated_dot`]'s 16-bit products: an
/// activation (at most `QA`, 255) times a weight must fit 16 bits. The trainer never writes
/// more (its weights stay within 1.98, times `QB`, 64).
const NARROW: i16 = i16::MAX / QA as i16;

/// The output layer's weights, and whether every one is within ±[`NARROW`].
#[derive(Clone, Debug, PartialEq)]
pub(super) struct OutputWeights {
    weights: Vec<i16>,
    narrow: bool,
}

impl From<Vec<i16>> for OutputWeights {
    fn from(weights: Vec<i16>) -> OutputWeights {
        let narrow = weights
            .iter()
            .all(|w| w.unsigned_abs() <= NARROW.unsigned_abs());
        OutputWeights { weights, narrow }
    }
}

impl std::ops::Deref for OutputWeights {
    type Target = [i16];

    fn deref(&self) -> &[i16] {
        &self.weights
    }
}

impl OutputWeights {
    /// The output's sum for the sums of the side to move's view and the other's.
    pub(super) fn dot(&self, us: &[i16], them: &[i16]) -> i64 {
        let (to_us, to_them) = self.weights.split_at(us.len());
        activated_dot(us, to_us, self.narrow) + activated_dot(them, to_them, self.narrow)
    }
}

/// Activations summed in 32 bits before they are added to the 64-bit total: each is at most
/// `QA * QA * NARROW` (8.3 million), so this many (a billion at most) cannot overflow.
const BLOCK: usize = 128;

/// Puts an input's `weights` into the sums.
pub(super) fn add(sums: &mut [i16], weights: &[i16]) {
    for (s, w) in sums.iter_mut().zip(weights) {
        *s = s.wrapping_add(*w);
    }
}

/// Takes an input's `weights` out of the sums.
pub(super) fn subtract(sums: &mut [i16], weights: &[i16]) {
    for (s, w) in sums.iter_mut().zip(weights) {
        *s = s.wrapping_sub(*w);
    }
}

/// The sum of each activation (the hidden sum clipped to 0..QA and squared) times its
/// weight. `narrow`: every weight is within ±[`NARROW`], so the products can be formed in 16
/// bits, as vector units multiply (the same sum, several times faster).
fn activated_dot(accumulator: &[i16], weights: &[i16], narrow: bool) -> i64 {
    if !narrow {
        return accumulator
            .iter()
            .zip(weights)
            .map(|(&a, &w)| {
                let a = i64::from(a.clamp(0, QA as i16));
                a * a * i64::from(w)
            })
            .sum();
    }
    accumulator
        .chunks(BLOCK)
        .zip(weights.chunks(BLOCK))
        .map(|(a, w)| i64::from(narrow_block(a, w)))
        .sum()
}

/// [`activated_dot`] of at most [`BLOCK`] narrow weights, in 32 bits.
#[cfg(target_arch = "x86_64")]
fn narrow_block(accumulator: &[i16], weights: &[i16]) -> i32 {
    // SAFETY: every x86_64 processor has SSE2.
    unsafe { sse2::narrow_block(accumulator, weights) }
}

#[cfg(not(target_arch = "x86_64"))]
fn narrow_block(accumulator: &[i16], weights: &[i16]) -> i32 {
    portable_block(accumulator, weights)
}

/// [`narrow_block`] one pair at a time, for the eights the vector loop leaves and for other
/// processors (whose compilers vectorise it themselves, if less well).
fn portable_block(accumulator: &[i16], weights: &[i16]) -> i32 {
    accumulator
        .iter()
        .zip(weights)
        .map(|(&a, &w)| {
            let a = a.clamp(0, QA as i16);
            i32::from(a) * i32::from(a.wrapping_mul(w))
        })
        .sum()
}

#[cfg(target_arch = "x86_64")]
mod sse2 {
    use super::{portable_block, QA};
    use std::arch::x86_64::{
        __m128i, _mm_add_epi32, _mm_cvtsi128_si32, _mm_madd_epi16, _mm_max_epi16, _mm_min_epi16,
        _mm_mullo_epi16, _mm_set1_epi16, _mm_set_epi16, _mm_setzero_si128, _mm_shuffle_epi32,
    };

    #[target_feature(enable = "sse2")]
    fn load(v: &[i16; 8]) -> __m128i {
        _mm_set_epi16(v[7], v[6], v[5], v[4], v[3], v[2], v[1], v[0])
    }

    /// Eight at a time: clip, multiply by the weight in 16 bits, then multiply by the clipped
    /// sum again and add pairs into 32 bits (`pmaddwd`).
    #[target_feature(enable = "sse2")]
    pub(super) fn narrow_block(accumulator: &[i16], weights: &[i16]) -> i32 {
        let (sums, sums_left) = accumulator.as_chunks::<8>();
        let (rows, rows_left) = weights.as_chunks::<8>();
        let (zero, top) = (_mm_setzero_si128(), _mm_set1_epi16(QA as i16));
        let mut total = _mm_setzero_si128();
        for (s, w) in sums.iter().zip(rows) {
            let a = _mm_min_epi16(_mm_max_epi16(load(s), zero), top);
            total = _mm_add_epi32(total, _mm_madd_epi16(a, _mm_mullo_epi16(a, load(w))));
        }
        _mm_cvtsi128_si32(total)
            + _mm_cvtsi128_si32(_mm_shuffle_epi32::<1>(total))
            + _mm_cvtsi128_si32(_mm_shuffle_epi32::<2>(total))
            + _mm_cvtsi128_si32(_mm_shuffle_epi32::<3>(total))
            + portable_block(sums_left, rows_left)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::random::XorShift;

    /// The narrow sum is the plain sum, for every length (whole eights and not, several
    /// blocks), sums far outside 0..QA either way, and the widest weights allowed.
    #[test]
    fn the_narrow_sum_is_the_plain_sum() {
        let mut rng = XorShift(47);
        for len in [1, 7, 8, 9, 128, 130, 256, 300, 1024] {
            for _ in 0..20 {
                let mut pick = |range: i64| (rng.next_u64() % (2 * range as u64 + 1)) as i64;
                let sums: Vec<i16> = (0..len).map(|_| (pick(600) - 300) as i16).collect();
                let mut weights: Vec<i16> = (0..len)
                    .map(|_| (pick(i64::from(NARROW))) as i16 - NARROW)
                    .collect();
                weights[0] = NARROW;
                let plain = activated_dot(&sums, &weights, false);
                assert_eq!(activated_dot(&sums, &weights, true), plain, "length {len}");
                // All at the top: the largest sum a block can hold.
                let (full, widest) = (vec![QA as i16; len], vec![-NARROW; len]);
                assert_eq!(
                    activated_dot(&full, &widest, true),
                    activated_dot(&full, &widest, false)
                );
            }
        }
    }

    /// The trainer's weights stay narrow, so a shipped network takes the fast sum.
    #[test]
    fn every_shipped_network_is_narrow() {
        for variant in crate::rules::Variant::ALL {
            if let Some(network) = super::super::shipped(variant) {
                assert!(network.output_weights.narrow, "{variant}");
            }
        }
    }

    #[test]
    fn weights_are_narrow_within_the_bound_only() {
        assert!(OutputWeights::from(vec![NARROW, -NARROW, 0]).narrow);
        assert!(!OutputWeights::from(vec![0, NARROW + 1]).narrow);
        assert!(!OutputWeights::from(vec![i16::MIN]).narrow);
    }
}
