//! Unsigned integers of a fixed number of 64-bit limbs: the edge weights of the Dutch
//! system's matchings encode every pairing criterion, in priority order, as fields of one
//! number, which for a large tournament needs hundreds of bits.

use std::cmp::Ordering;
use std::fmt;
use std::ops::{Add, BitOr, Shl, Sub};

/// What the matching needs of a weight: exact addition, subtraction, order and halving.
pub trait Weight:
    Copy
    + Ord
    + std::hash::Hash
    + fmt::Debug
    + Add<Output = Self>
    + Sub<Output = Self>
    + Shl<u32, Output = Self>
    + BitOr<Output = Self>
{
    const BITS: u32;
    fn zero() -> Self;
    fn from_u64(value: u64) -> Self;
    fn is_zero(&self) -> bool;
    fn half(self) -> Self;
    fn is_odd(&self) -> bool;
}

/// `N` limbs, least significant first.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Wide<const N: usize>(pub [u64; N]);

impl<const N: usize> Weight for Wide<N> {
    const BITS: u32 = 64 * N as u32;

    #[inline]
    fn zero() -> Self {
        Wide([0; N])
    }

    #[inline]
    fn from_u64(value: u64) -> Self {
        let mut limbs = [0; N];
        limbs[0] = value;
        Wide(limbs)
    }

    #[inline]
    fn is_zero(&self) -> bool {
        self.0.iter().all(|&limb| limb == 0)
    }

    #[inline]
    fn is_odd(&self) -> bool {
        self.0[0] & 1 == 1
    }

    #[inline]
    fn half(self) -> Self {
        let mut out = [0; N];
        for (i, limb) in out.iter_mut().enumerate() {
            let carry = self.0.get(i + 1).map_or(0, |high| high << 63);
            *limb = (self.0[i] >> 1) | carry;
        }
        Wide(out)
    }
}

impl<const N: usize> Ord for Wide<N> {
    #[inline]
    fn cmp(&self, other: &Self) -> Ordering {
        for i in (0..N).rev() {
            match self.0[i].cmp(&other.0[i]) {
                Ordering::Equal => continue,
                unequal => return unequal,
            }
        }
        Ordering::Equal
    }
}

impl<const N: usize> PartialOrd for Wide<N> {
    #[inline]
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl<const N: usize> Add for Wide<N> {
    type Output = Self;
    #[inline]
    fn add(self, other: Self) -> Self {
        let mut out = [0; N];
        let mut carry = 0u128;
        for (i, limb) in out.iter_mut().enumerate() {
            // In u128 the compiler sees one carry chain, and adds with carry.
            let sum = self.0[i] as u128 + other.0[i] as u128 + carry;
            *limb = sum as u64;
            carry = sum >> 64;
        }
        debug_assert!(carry == 0, "weight overflow");
        Wide(out)
    }
}

impl<const N: usize> Sub for Wide<N> {
    type Output = Self;
    #[inline]
    fn sub(self, other: Self) -> Self {
        let mut out = [0; N];
        let mut borrow = 0u128;
        for (i, limb) in out.iter_mut().enumerate() {
            // A borrow wraps the difference below zero, which sets its top bit.
            let diff = (self.0[i] as u128).wrapping_sub(other.0[i] as u128 + borrow);
            *limb = diff as u64;
            borrow = diff >> 127;
        }
        debug_assert!(borrow == 0, "weight underflow");
        Wide(out)
    }
}

impl<const N: usize> Shl<u32> for Wide<N> {
    type Output = Self;
    #[inline]
    fn shl(self, bits: u32) -> Self {
        let (words, bits) = ((bits / 64) as usize, bits % 64);
        let mut out = [0; N];
        for i in (words..N).rev() {
            let low = self.0[i - words];
            out[i] = low << bits;
            if bits > 0 && i > words {
                out[i] |= self.0[i - words - 1] >> (64 - bits);
            }
        }
        Wide(out)
    }
}

impl<const N: usize> BitOr for Wide<N> {
    type Output = Self;
    #[inline]
    fn bitor(self, other: Self) -> Self {
        let mut out = self.0;
        for (limb, o) in out.iter_mut().zip(other.0) {
            *limb |= o;
        }
        Wide(out)
    }
}

/// Weights that fit a machine integer (most rounds of most tournaments) use it: its
/// arithmetic is one or two instructions.
macro_rules! native_weight {
    ($($t:ty),*) => {$(
        impl Weight for $t {
            const BITS: u32 = <$t>::BITS;

            #[inline]
            fn zero() -> Self {
                0
            }

            #[inline]
            fn from_u64(value: u64) -> Self {
                value as $t
            }

            #[inline]
            fn is_zero(&self) -> bool {
                *self == 0
            }

            #[inline]
            fn half(self) -> Self {
                self >> 1
            }

            #[inline]
            fn is_odd(&self) -> bool {
                *self & 1 == 1
            }
        }
    )*};
}
native_weight!(u64, u128);

impl<const N: usize> fmt::Debug for Wide<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "0x")?;
        for limb in self.0.iter().rev() {
            write!(f, "{limb:016x}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arithmetic_carries_across_limbs() {
        let a = Wide::<2>([u64::MAX, 0]);
        let one = Wide::<2>::from_u64(1);
        assert_eq!(a + one, Wide([0, 1]));
        assert_eq!(Wide([0, 1]) - one, a);
        assert_eq!(one << 64, Wide([0, 1]));
        assert_eq!(one << 65, Wide([0, 2]));
        assert_eq!(Wide::<2>([0, 1]).half(), Wide([1 << 63, 0]));
        assert!(Wide::<2>([0, 1]) > a);
        assert_eq!((one << 3) | one, Wide::from_u64(9));
    }

    #[test]
    fn machine_integers_are_weights_too() {
        fn check<W: Weight>() {
            let one = W::from_u64(1);
            assert_eq!((one << 3) | one, W::from_u64(9));
            assert_eq!(W::from_u64(9).half(), W::from_u64(4));
            assert!(W::from_u64(9).is_odd() && W::zero().is_zero());
            assert_eq!(W::from_u64(9) - one + one, W::from_u64(9));
        }
        check::<u64>();
        check::<u128>();
        check::<Wide<1>>();
        check::<Wide<3>>();
    }
}
