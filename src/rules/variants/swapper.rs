//! Swapper Superheroes Chess: chess plus five swapper pieces dropped in a setup phase.

use super::gen::{self, Pawns};
use super::Rules;
use crate::rules::bitboard::{
    diagonal_steps, king_attacks, knight_attacks, orthogonal_steps, Bitboard,
};
use crate::rules::illegal::Illegal;
use crate::rules::moves::Move;
use crate::rules::position::Position;
use crate::rules::types::Square;
use crate::rules::types::{Color, Piece, Role};
use crate::rules::variant::SwapperSetup;

/// Pawns promote to any of these.
pub(crate) const PROMOTIONS: [Role; 9] = [
    Role::Queen,
    Role::Rook,
    Role::Bishop,
    Role::Knight,
    Role::Spearman,
    Role::Valiant,
    Role::Karateka,
    Role::Strongman,
    Role::Mage,
];

/// The rank (0-based) each side drops its swappers on in the setup phase.
fn setup_rank(color: Color) -> u8 {
    match color {
        Color::White => 2,
        Color::Black => 5,
    }
}

pub(crate) fn pseudo_moves(pos: &Position, moves: &mut Vec<Move>) {
    let us = pos.turn;
    let board = &pos.board;
    let empty = board.mask() & !board.occupied();
    let drop_squares = empty & Bitboard::rank(setup_rank(us));
    match pos.swapper {
        SwapperSetup::Reply(role) => {
            for to in drop_squares {
                moves.push(Move::Drop { role, to });
            }
            return;
        }
        SwapperSetup::Open if us == Color::White => {
            for role in Role::SWAPPERS {
                for to in drop_squares {
                    moves.push(Move::Drop { role, to });
                }
            }
        }
        _ => {}
    }

    let theirs = board.by_color(!us);
    let ours = board.by_color(us);
    // Strongmen can never be captured.
    let capturable = theirs & !board.by_role(Role::Strongman);
    gen::pawn_moves(
        pos,
        &Pawns {
            push_targets: empty,
            capture_targets: capturable,
            en_passant: true,
            promotions: &PROMOTIONS,
        },
        moves,
    );
    gen::piece_moves(pos, &gen::CHESS_PIECES, empty | capturable, moves);
    gen::castling_moves(pos, moves);

    let mut swapper_moves = |role: Role, moves_to: Bitboard, swaps_with: Bitboard| {
        for from in board.by_piece(Piece::new(us, role)) {
            let reach =
                |pattern: fn(crate::rules::types::Square) -> Bitboard| pattern(from) & board.mask();
            let (steps, swaps) = match role {
                Role::Spearman => (reach(orthogonal_steps), reach(orthogonal_steps)),
                Role::Valiant => (reach(knight_attacks), reach(knight_attacks)),
                Role::Karateka => (reach(diagonal_steps), reach(orthogonal_steps)),
                Role::Strongman => (reach(king_attacks), reach(king_attacks)),
                _ => (reach(orthogonal_steps), reach(orthogonal_steps)),
            };
            for to in steps & moves_to {
                moves.push(gen::normal(role, from, to));
            }
            for to in swaps & swaps_with {
                moves.push(Move::Swap { role, from, to });
            }
        }
    };
    // Spearman and Valiant: move or capture (not a Strongman), swap with friends.
    swapper_moves(Role::Spearman, empty | capturable, ours);
    swapper_moves(Role::Valiant, empty | capturable, ours);
    // Karateka: diagonal move or capture; orthogonal swap with any piece.
    swapper_moves(Role::Karateka, empty | capturable, board.occupied());
    // Strongman and Mage: move to empty squares or swap with any piece; never capture.
    swapper_moves(Role::Strongman, empty, board.occupied());
    swapper_moves(Role::Mage, empty, board.occupied());
}

pub(crate) fn legal_moves(pos: &Position, moves: &mut Vec<Move>) {
    pseudo_moves(pos, moves);
    gen::retain_king_safe(pos, moves);
}

/// The setup phase moves on with every move.
pub(crate) const RULES: Rules = Rules {
    legal_moves,
    pseudo_moves,
    after_move: |pos, _, mv| {
        pos.swapper = match (pos.swapper, mv) {
            (SwapperSetup::Open, Move::Drop { role, .. }) => SwapperSetup::Reply(role),
            (SwapperSetup::Reply(_), Move::Drop { .. }) => SwapperSetup::Open,
            _ => SwapperSetup::Over,
        };
    },
    refuse_in_phase: |pos, _| match pos.swapper {
        SwapperSetup::Reply(role) => Some(Illegal::SwapperReply(role)),
        _ => None,
    },
    refuse_board_move,
    refuse_drop,
    ..Rules::CHESS
};

/// Only the Karateka, the Strongman itself and the Mage may take a Strongman.
fn refuse_board_move(pos: &Position, role: Role, _: Square, to: Square) -> Option<Illegal> {
    let strongman = pos
        .board
        .piece_at(to)
        .is_some_and(|p| p.role == Role::Strongman && p.color != pos.turn);
    (strongman && !matches!(role, Role::Karateka | Role::Strongman | Role::Mage))
        .then_some(Illegal::StrongmanUncapturable)
}

fn refuse_drop(pos: &Position, role: Role, to: Square, _: &[Move]) -> Option<Illegal> {
    if pos.swapper == SwapperSetup::Over {
        Some(Illegal::SetupOver)
    } else if !Role::SWAPPERS.contains(&role) {
        Some(Illegal::OnlySwappersDropped)
    } else if to.rank() != setup_rank(pos.turn) {
        Some(Illegal::SwapperDropRank)
    } else if pos.board.occupied().contains(to) {
        Some(Illegal::Occupied(to))
    } else {
        None
    }
}
