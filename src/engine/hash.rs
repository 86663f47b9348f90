//! Zobrist hashing: a 64-bit key for every position, covering all that the repetition key
//! covers (placement, side to move, castling rights, en passant, hands, board size and the
//! Swapper setup state), so the transposition table never mixes two positions that play
//! differently.

use crate::rules::zobrist;
use crate::rules::{Color, Hand, Position, Role, SwapperSetup};
use std::sync::OnceLock;

const ROLES: usize = Role::ALL.len();
/// Counts above this in one hand share a key (hands rarely hold more).
const MAX_HAND: usize = 24;

/// The keys of all but the pieces on their squares, which the board keeps
/// ([`crate::rules::Board::placement_key`]).
struct Keys {
    black_to_move: u64,
    castling: [u64; 64],
    en_passant: [u64; 64],
    hands: [[[u64; MAX_HAND + 1]; 6]; 2],
    width: [u64; 9],
    height: [u64; 9],
    setup: [u64; ROLES + 2],
}

fn keys() -> &'static Keys {
    static KEYS: OnceLock<Box<Keys>> = OnceLock::new();
    KEYS.get_or_init(|| {
        let mut state = zobrist::AFTER_PIECES;
        let mut fill =
            |out: &mut [u64]| out.iter_mut().for_each(|k| *k = zobrist::next(&mut state));
        let mut keys = Box::new(Keys {
            black_to_move: 0,
            castling: [0; 64],
            en_passant: [0; 64],
            hands: [[[0; MAX_HAND + 1]; 6]; 2],
            width: [0; 9],
            height: [0; 9],
            setup: [0; ROLES + 2],
        });
        let mut one = [0u64; 1];
        fill(&mut one);
        keys.black_to_move = one[0];
        fill(&mut keys.castling);
        fill(&mut keys.en_passant);
        keys.hands.iter_mut().flatten().for_each(|c| fill(c));
        fill(&mut keys.width);
        fill(&mut keys.height);
        fill(&mut keys.setup);
        keys
    })
}

fn color_index(color: Color) -> usize {
    match color {
        Color::White => 0,
        Color::Black => 1,
    }
}

fn role_index(role: Role) -> usize {
    role as usize
}

/// The key of `pos`. The en-passant square counts whenever it is set, which may tell apart
/// two positions repetition calls the same: the table then merely misses a transposition.
pub fn hash(pos: &Position) -> u64 {
    let keys = keys();
    let board = pos.board();
    let mut h = board.placement_key()
        ^ keys.width[board.width() as usize]
        ^ keys.height[board.height() as usize];
    if pos.turn() == Color::Black {
        h ^= keys.black_to_move;
    }
    for sq in pos.castling_rights() {
        h ^= keys.castling[sq.index()];
    }
    if let Some(sq) = pos.ep_square() {
        h ^= keys.en_passant[sq.index()];
    }
    for color in Color::ALL {
        let hand = pos.hand(color);
        if hand.is_empty() {
            continue;
        }
        for (i, role) in Hand::ROLES.into_iter().enumerate() {
            let count = (hand.count(role) as usize).min(MAX_HAND);
            if count > 0 {
                h ^= keys.hands[color_index(color)][i][count];
            }
        }
    }
    h ^ keys.setup[match pos.swapper_setup() {
        SwapperSetup::Over => 0,
        SwapperSetup::Open => 1,
        SwapperSetup::Reply(role) => 2 + role_index(role),
    }]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;

    #[test]
    fn keys_tell_apart_what_repetition_tells_apart() {
        let start = Position::start(Variant::Standard);
        let after = |moves: &[&str]| {
            moves
                .iter()
                .fold(start.clone(), |p, m| p.play(m).expect("legal").1)
        };
        // The same placement reached two ways: the same key.
        assert_eq!(
            hash(&after(&["g1f3", "g8f6", "b1c3", "b8c6"])),
            hash(&after(&["b1c3", "b8c6", "g1f3", "g8f6"]))
        );
        // Same placement, other side to move; lost castling rights.
        assert_ne!(
            hash(&after(&["g1f3", "g8f6", "f3g1", "f6g8"])),
            hash(&after(&["g1f3", "g8f6", "f3g1"]))
        );
        assert_ne!(
            hash(&start),
            hash(&after(&[
                "g1f3", "g8f6", "h1g1", "h8g8", "g1h1", "g8h8", "f3g1", "f6g8"
            ]))
        );
        // Hands and the Swapper setup state.
        let tradeup = Position::start(Variant::TradeUp);
        let fewer = Position::from_fen(
            Variant::TradeUp,
            "4k3/8/8/8/8/8/8/4K3[QRRBBNNPPPPPPPqrrbbnnpppppppp] w - - 0 1",
        )
        .unwrap();
        assert_ne!(hash(&tradeup), hash(&fewer));
        let swapper = Position::start(Variant::Swapper);
        let over = Position::from_fen(
            Variant::Swapper,
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        )
        .unwrap();
        assert_ne!(hash(&swapper), hash(&over));
    }

    #[test]
    fn the_boards_placement_key_is_the_xor_of_its_pieces_keys_in_every_variant() {
        for variant in Variant::ALL {
            for pos in crate::rules::random::sample_positions(variant, 4, 200, 47) {
                let board = pos.board();
                let key = board.pieces().fold(0, |key, (sq, piece)| {
                    key ^ zobrist::piece(piece, sq.index())
                });
                assert_eq!(board.placement_key(), key, "{variant} {}", pos.fen());
            }
        }
    }
}
