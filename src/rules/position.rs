//! A position of any variant: the data the rest of the program asks about. What depends on
//! the variant (legal moves, outcome, playing a move) is in `variants/playing.rs`, so that
//! imports run one way: variants -> position -> plain values.

use super::bitboard::Bitboard;
use super::board::Board;
use super::moves::Move;
use super::types::{ByColor, Color, Square};

use super::variant::{Hand, SwapperSetup, Variant};

/// A position of a game of any variant: placement, side to move, rights, hands, phase and
/// clocks. Built from a FEN or a start position and changed only by legal moves.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) variant: Variant,
    pub(crate) board: Board,
    pub(crate) turn: Color,
    /// Rooks that still have their castling right (their king has not moved).
    pub(crate) castling: Bitboard,
    /// The square a pawn just passed over with a two-step, if the last move was one.
    pub(crate) ep_square: Option<Square>,
    pub(crate) hands: ByColor<Hand>,
    pub(crate) swapper: SwapperSetup,
    pub(crate) halfmoves: u32,
    pub(crate) fullmoves: u32,
}

impl Position {
    /// The starting position of a variant.
    pub fn start(variant: Variant) -> Position {
        Position::from_fen(variant, variant.start_fen()).expect("start FEN is valid")
    }

    pub fn variant(&self) -> Variant {
        self.variant
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn turn(&self) -> Color {
        self.turn
    }

    pub fn hand(&self, color: Color) -> &Hand {
        &self.hands[color]
    }

    pub fn swapper_setup(&self) -> SwapperSetup {
        self.swapper
    }

    pub fn ep_square(&self) -> Option<Square> {
        self.ep_square
    }

    /// The rooks that may still castle.
    pub fn castling_rights(&self) -> Bitboard {
        self.castling
    }

    pub fn halfmoves(&self) -> u32 {
        self.halfmoves
    }

    pub fn fullmoves(&self) -> u32 {
        self.fullmoves
    }

    /// Whether the Give & Take drop phase is on (some hand still holds pieces).
    pub fn in_drop_phase(&self) -> bool {
        self.variant == Variant::GiveAndTake
            && !(self.hands.white.is_empty() && self.hands.black.is_empty())
    }

    /// Whether the Give & Take capture phase is on, where every legal move is a capture.
    pub fn in_capture_phase(&self) -> bool {
        self.variant == Variant::GiveAndTake && !self.in_drop_phase()
    }

    /// The rank (0-based) a side's pieces start on: 0 for White, the top rank for Black.
    pub fn back_rank(&self, color: Color) -> u8 {
        match color {
            Color::White => 0,
            Color::Black => self.board.height() - 1,
        }
    }

    /// The position with the other side to move, as if the side to move had passed: the
    /// "null move" of a search. `None` where passing would leave a phase its rules do not
    /// allow (Swapper's setup, Give & Take's drops) or the side to move is in check.
    pub fn passed(&self) -> Option<Position> {
        if self.swapper != SwapperSetup::Over || self.in_drop_phase() || self.is_check() {
            return None;
        }
        let mut next = self.clone();
        next.turn = !self.turn;
        next.ep_square = None;
        next.halfmoves += 1;
        next.fullmoves += u32::from(self.turn == Color::Black);
        Some(next)
    }

    /// Whether one of the side to move's kings is attacked, in a variant with check.
    pub fn is_check(&self) -> bool {
        self.variant.has_royal_king() && self.king_attacked(self.turn)
    }

    /// Whether any king of `color` is attacked by the other side.
    pub(crate) fn king_attacked(&self, color: Color) -> bool {
        let mut kings = self.board.kings(color);
        Iterator::any(&mut kings, |k| self.board.is_attacked(k, !color))
    }

    /// The kings of the side to move that are attacked (for drawing a check).
    pub fn checked_kings(&self) -> Bitboard {
        if !self.variant.has_royal_king() {
            return Bitboard::EMPTY;
        }
        let color = self.turn;
        let mut checked = Bitboard::EMPTY;
        for k in self.board.kings(color) {
            if self.board.is_attacked(k, !color) {
                checked = checked.with(k);
            }
        }
        checked
    }

    /// What repetition compares: placement, hands, side to move, castling rights, board size,
    /// the Swapper setup state, and the en-passant square only when a capture there is legal.
    pub fn repetition_key(&self) -> RepetitionKey {
        let ep = self.ep_square.filter(|_| {
            self.legal_moves()
                .iter()
                .any(|m| matches!(m, Move::EnPassant { .. }))
        });
        RepetitionKey {
            board: self.board.clone(),
            turn: self.turn,
            castling: self.castling,
            ep,
            hands: self.hands,
            swapper: self.swapper,
        }
    }
}

/// The parts of a position that make two positions "the same" for threefold repetition.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct RepetitionKey {
    board: Board,
    turn: Color,
    castling: Bitboard,
    ep: Option<Square>,
    hands: ByColor<Hand>,
    swapper: SwapperSetup,
}
