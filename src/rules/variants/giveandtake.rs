//! Give & Take Chess: both armies start in hand. In the drop phase every move is a drop onto
//! a square the enemy attacks that leaves the dropper attacking three empty squares; in the
//! capture phase every move is a capture. Kings are ordinary pieces; no move loses.

use super::gen::{self, Pawns};
use super::{no_pawns_on_back_ranks, Rules};
use crate::rules::bitboard::Bitboard;
use crate::rules::board::Board;
use crate::rules::illegal::Illegal;
use crate::rules::moves::Move;
use crate::rules::moves::MoveText;
use crate::rules::outcome::{Outcome, Reason};
use crate::rules::position::Position;
use crate::rules::types::{Color, Piece, Role, Square};
use crate::rules::variant::Hand;

/// Pawns capturing onto their last rank promote to one of these.
pub(crate) const PROMOTIONS: [Role; 5] = [
    Role::Queen,
    Role::Rook,
    Role::Bishop,
    Role::Knight,
    Role::King,
];

/// A drop must leave the dropper's pieces attacking at least this many empty squares.
pub(crate) const MIN_ATTACKED_EMPTY: u32 = 3;

/// The union of the squares `color`'s pieces attack by their capture patterns.
fn attacked_by(pos: &Position, color: Color) -> Bitboard {
    attacks_of(&pos.board, color, &Hand::ROLES, pos.board.occupied())
}

/// The squares `color`'s pieces of `roles` attack, with `occupied` as the blockers.
fn attacks_of(board: &Board, color: Color, roles: &[Role], occupied: Bitboard) -> Bitboard {
    let mut attacked = Bitboard::EMPTY;
    for &role in roles {
        let piece = Piece::new(color, role);
        for sq in board.by_piece(piece) {
            attacked |= board.attacks_through(sq, piece, occupied);
        }
    }
    attacked
}

/// Sliders: their attacks change when a drop blocks them; the others' do not.
const SLIDERS: [Role; 3] = [Role::Queen, Role::Rook, Role::Bishop];
const LEAPERS: [Role; 3] = [Role::King, Role::Knight, Role::Pawn];

/// What the side to move's pieces would attack after a drop on each square of a set, the
/// dropped piece aside, to count the empty squares they attack without making the drop: a
/// drop can only block the sliders, and only on a square they attack. The same for every
/// role dropped, so worked out once a square.
struct DropCounter {
    others: [Bitboard; 64],
}

impl DropCounter {
    fn new(pos: &Position, squares: Bitboard) -> DropCounter {
        let (board, us) = (&pos.board, pos.turn);
        let leapers = attacks_of(board, us, &LEAPERS, board.occupied());
        let sliders = attacks_of(board, us, &SLIDERS, board.occupied());
        let mut others = [Bitboard::EMPTY; 64];
        for to in squares {
            others[to.index()] = leapers
                | if sliders.contains(to) {
                    attacks_of(board, us, &SLIDERS, board.occupied().with(to))
                } else {
                    sliders
                };
        }
        DropCounter { others }
    }

    /// Whether dropping `role` on `to`, one of the squares the counter was made for, leaves
    /// `pos.turn`'s pieces attacking enough empty squares. Often the others alone do, and the
    /// dropped piece's attacks need not be worked out.
    fn allows(&self, pos: &Position, role: Role, to: Square) -> bool {
        let empty = pos.board.mask() & !pos.board.occupied().with(to);
        (self.others[to.index()] & empty).count() >= MIN_ATTACKED_EMPTY
            || self.attacked_empty_after(pos, role, to) >= MIN_ATTACKED_EMPTY
    }

    /// How many empty squares `pos.turn`'s pieces attack after dropping `role` on `to`, one
    /// of the squares the counter was made for.
    fn attacked_empty_after(&self, pos: &Position, role: Role, to: Square) -> u32 {
        let board = &pos.board;
        let occupied = board.occupied().with(to);
        let own = board.attacks_through(to, Piece::new(pos.turn, role), occupied);
        ((self.others[to.index()] | own) & board.mask() & !occupied).count()
    }
}

/// White's very first drop is the only one not bound to a square the enemy attacks.
fn is_first_white_drop(pos: &Position) -> bool {
    pos.turn == Color::White && pos.board.by_color(Color::White).is_empty()
}

/// Squares a piece of `role` may not be dropped on regardless of attacks.
fn forbidden_drop_squares(role: Role) -> Bitboard {
    if role == Role::Pawn {
        Bitboard::rank(0) | Bitboard::rank(7)
    } else {
        Bitboard::EMPTY
    }
}

pub(crate) fn legal_moves(pos: &Position, moves: &mut Vec<Move>) {
    let us = pos.turn;
    if pos.in_drop_phase() {
        let empty = pos.board.mask() & !pos.board.occupied();
        let allowed = if is_first_white_drop(pos) {
            empty
        } else {
            empty & attacked_by(pos, !us)
        };
        let counter = DropCounter::new(pos, allowed);
        for role in Hand::ROLES {
            if pos.hands[us].count(role) == 0 {
                continue;
            }
            for to in allowed & !forbidden_drop_squares(role) {
                if counter.allows(pos, role, to) {
                    moves.push(Move::Drop { role, to });
                }
            }
        }
        return;
    }
    let theirs = pos.board.by_color(!us);
    gen::pawn_moves(
        pos,
        &Pawns {
            push_targets: Bitboard::EMPTY,
            capture_targets: theirs,
            en_passant: false,
            promotions: &PROMOTIONS,
        },
        moves,
    );
    gen::piece_moves(pos, &gen::CHESS_PIECES, theirs, moves);
}

/// The drop rules are part of move generation; no legal move loses.
pub(crate) const RULES: Rules = Rules {
    legal_moves,
    pseudo_moves: legal_moves,
    without_moves: |pos| Outcome {
        winner: Some(!pos.turn),
        reason: Reason::NoLegalMove,
    },
    refuse_in_phase: |pos, written| {
        (pos.in_drop_phase() && matches!(written, MoveText::Board { .. }))
            .then_some(Illegal::DropPhase)
    },
    refuse_board_move: |pos, _, _, to| {
        let enemy = pos.board.piece_at(to).is_some_and(|p| p.color != pos.turn);
        (!enemy).then_some(Illegal::MustCapture)
    },
    refuse_drop,
    check_fen: no_pawns_on_back_ranks,
    ..Rules::CHESS
};

/// The drop rules, in the order a player meets them.
fn refuse_drop(pos: &Position, role: Role, to: Square, _: &[Move]) -> Option<Illegal> {
    let us = pos.turn;
    Some(if !pos.in_drop_phase() {
        Illegal::CapturePhase
    } else if pos.hands[us].count(role) == 0 {
        Illegal::NotInHand(role)
    } else if pos.board.occupied().contains(to) {
        Illegal::Occupied(to)
    } else if forbidden_drop_squares(role).contains(to) {
        Illegal::PawnDropRank
    } else if !is_first_white_drop(pos) && !attacked_by(pos, !us).contains(to) {
        Illegal::DropNotAttacked(to)
    } else {
        Illegal::TooFewAttacked {
            needed: MIN_ATTACKED_EMPTY,
            would: DropCounter::new(pos, Bitboard::from_square(to))
                .attacked_empty_after(pos, role, to),
        }
    })
}
