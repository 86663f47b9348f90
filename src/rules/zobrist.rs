//! Zobrist keys of pieces on squares. The board keeps the XOR of its pieces' keys as they come
//! and go ([`Board::placement_key`](super::Board::placement_key)), so a position's key needs
//! no walk over the board; the engine's keys for the rest of a position (side to move,
//! castling, hands...) continue the same sequence after these.

use super::types::{Piece, Role};

/// Where the sequence starts.
const SEED: u64 = 0x4B69_6269_747A;
const GOLDEN: u64 = 0x9E37_79B9_7F4A_7C15;

/// SplitMix64: a fixed sequence, so keys are the same in every run and on every machine.
pub const fn next(state: &mut u64) -> u64 {
    *state = state.wrapping_add(GOLDEN);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The sequence's state after the pieces' keys: where other keys begin.
pub const AFTER_PIECES: u64 = SEED.wrapping_add(GOLDEN.wrapping_mul(2 * Role::COUNT as u64 * 64));

/// By colour, role and square, in the sequence's order.
static PIECES: [[[u64; 64]; Role::COUNT]; 2] = {
    let mut table = [[[0; 64]; Role::COUNT]; 2];
    let mut state = SEED;
    let mut color = 0;
    while color < 2 {
        let mut role = 0;
        while role < Role::COUNT {
            let mut sq = 0;
            while sq < 64 {
                table[color][role][sq] = next(&mut state);
                sq += 1;
            }
            role += 1;
        }
        color += 1;
    }
    table
};

/// The key of `piece` standing on the square of index `sq`.
#[inline]
pub fn piece(piece: Piece, sq: usize) -> u64 {
    PIECES[piece.color.index()][piece.role.index()][sq]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sequence_goes_on_where_the_pieces_keys_end() {
        let mut state = SEED;
        for _ in 0..2 * Role::COUNT * 64 {
            next(&mut state);
        }
        assert_eq!(state, AFTER_PIECES);
        // All distinct (a repeated key would make two placements collide always).
        let mut all: Vec<u64> = PIECES.iter().flatten().flatten().copied().collect();
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), 2 * Role::COUNT * 64);
    }
}
