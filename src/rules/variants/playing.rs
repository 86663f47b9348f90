//! What a position does that depends on its variant: its legal moves, its outcome, playing a
//! move (and what the variant does after it), reading a move and explaining a refusal. Here,
//! beside the variants, so that `position.rs` (the data) never imports them.

use super::{decided_by_rule, explain_illegal, legal_moves, outcome_without_moves, rules, shrink};
use crate::rules::bitboard::Bitboard;
use crate::rules::fen::{self, FenError};
use crate::rules::moves::{king_destination, Move, MoveText};
use crate::rules::outcome::{MoveError, Outcome, Reason};
use crate::rules::position::Position;
use crate::rules::types::{Color, Piece, Role, Square};
use crate::rules::variant::Variant;

impl Position {
    /// Reads a FEN of the given variant.
    ///
    /// # Errors
    /// A [`FenError`] naming the field that is wrong, or why the position is impossible.
    pub fn from_fen(variant: Variant, fen: &str) -> Result<Position, FenError> {
        let pos = fen::read(variant, fen)?;
        (rules(variant).check_fen)(&pos)?;
        Ok(pos)
    }

    /// Every legal move. Empty when the game is decided by the variant's rule or the side to
    /// move has no move. Repetition and move-count draws are not applied here.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::with_capacity(64);
        legal_moves(self, &mut moves);
        moves
    }

    /// As [`Position::legal_moves`], into `moves` (cleared first), so that a search can reuse
    /// one buffer per ply.
    pub fn legal_moves_into(&self, moves: &mut Vec<Move>) {
        moves.clear();
        legal_moves(self, moves);
    }

    /// The legal captures (en passant among them) and promotions, in the order
    /// [`Position::legal_moves`] gives them, where the variant generates them without the
    /// quiet moves (standard chess); `None` elsewhere.
    pub fn tactical_moves(&self) -> Option<Vec<Move>> {
        let generate = rules(self.variant).tactical_moves?;
        let mut moves = Vec::with_capacity(16);
        generate(self, &mut moves);
        Some(moves)
    }

    /// The result by the rules of the position alone (checkmate, stalemate, a sucked king, no
    /// legal move, insufficient material in standard chess), or `None` while play goes on.
    pub fn outcome(&self) -> Option<Outcome> {
        if let Some(outcome) = decided_by_rule(self) {
            return Some(outcome);
        }
        if self.legal_moves().is_empty() {
            return Some(outcome_without_moves(self));
        }
        (self.variant == Variant::Standard && self.has_insufficient_material()).then_some(Outcome {
            winner: None,
            reason: Reason::InsufficientMaterial,
        })
    }

    /// How many earlier positions of the game a repetition of this one can reach back to:
    /// those since the last capture, pawn move, drop or trade-up, which can never be undone;
    /// `None` (all of them) in Suction, where a capture and even a pawn's step can be undone
    /// by capturing back.
    pub fn repetition_horizon(&self) -> Option<u32> {
        (!rules(self.variant).captured_goes_back).then_some(self.halfmoves)
    }

    /// Whether `color` could still win by some series of legal moves, when the other side runs
    /// out of time (a loss on time is a draw otherwise). Standard chess as FIDE rules it, in
    /// the common reading of python-chess and lichess: a lone king cannot; a lone knight only
    /// against something that could block its king's flight other than a queen; bishops all on
    /// one colour only against a pawn or a knight. The variants always can: their kings may
    /// have no check to fear, pieces come back or are dropped, boards shrink.
    pub fn could_win(&self, color: Color) -> bool {
        if self.variant != Variant::Standard {
            return true;
        }
        let b = &self.board;
        let (ours, theirs) = (b.by_color(color), b.by_color(!color));
        let heavy = b.by_role(Role::Pawn) | b.by_role(Role::Rook) | b.by_role(Role::Queen);
        if !(ours & heavy).is_empty() {
            return true;
        }
        let knights = b.by_role(Role::Knight);
        if !(ours & knights).is_empty() {
            let blockers = theirs & !b.by_role(Role::King) & !b.by_role(Role::Queen);
            return ours.count() > 2 || !blockers.is_empty();
        }
        let bishops = b.by_role(Role::Bishop);
        if !(ours & bishops).is_empty() {
            let light = bishops
                .into_iter()
                .filter(|sq| (sq.file() + sq.rank()) % 2 == 1)
                .count();
            let one_colour = light == 0 || light == bishops.count() as usize;
            return !one_colour || !(b.by_role(Role::Pawn) | knights).is_empty();
        }
        false
    }

    /// K v K, K+B v K, K+N v K.
    fn has_insufficient_material(&self) -> bool {
        let b = &self.board;
        let kings = b.by_role(Role::King);
        let minors = b.by_role(Role::Bishop) | b.by_role(Role::Knight);
        (b.occupied() & !kings & !minors).is_empty() && minors.count() <= 1 && kings.count() == 2
    }

    /// Plays a move that came from [`Position::legal_moves`]. Anything else may leave the
    /// position inconsistent (but never panics on a move of the right shape).
    pub fn play_unchecked(&mut self, mv: Move) {
        let rules = rules(self.variant);
        let us = self.turn;
        let occupied_before = self.board.occupied();
        let mut irreversible = false;
        self.ep_square = None;
        match mv {
            Move::Normal {
                role,
                from,
                to,
                promotion,
                ..
            } => {
                self.clear_castling_touching(Bitboard::from_square(from).with(to));
                self.board.lift(from, Piece::new(us, role));
                if let Some(captured) = self.board.remove(to) {
                    irreversible = true;
                    if rules.captured_goes_back {
                        self.board.set(from, captured);
                    }
                }
                self.board
                    .set(to, Piece::new(us, promotion.unwrap_or(role)));
                if role == Role::Pawn {
                    irreversible = true;
                    if from.index().abs_diff(to.index()) == 16 {
                        self.ep_square = Some(Square::new(((from.index() + to.index()) / 2) as u8));
                    }
                }
            }
            Move::EnPassant { from, to, .. } => {
                let captured_square = Square::new(from.rank() * 8 + to.file());
                let captured = self.board.remove(captured_square);
                self.board.remove(from);
                self.board.set(to, Piece::new(us, Role::Pawn));
                if let (true, Some(captured)) = (rules.captured_goes_back, captured) {
                    self.board.set(from, captured);
                }
                irreversible = true;
            }
            Move::Castle { king, rook, .. } => {
                let king_to = king_destination(king, rook);
                let rook_to = Square::new(((king.index() + king_to.index()) / 2) as u8);
                self.board.remove(king);
                self.board.remove(rook);
                self.board.set(king_to, Piece::new(us, Role::King));
                self.board.set(rook_to, Piece::new(us, Role::Rook));
                self.castling &= !Bitboard::rank(self.back_rank(us));
            }
            Move::Swap { from, to, .. } => {
                self.clear_castling_touching(Bitboard::from_square(from).with(to));
                if let (Some(mover), Some(mut other)) =
                    (self.board.remove(from), self.board.remove(to))
                {
                    if mover.role == Role::Mage && other.color != us {
                        other.color = us;
                        irreversible = true;
                    }
                    self.board.set(to, mover);
                    self.board.set(from, other);
                }
            }
            Move::Drop { role, to } => {
                if self.variant.has_hands() {
                    self.hands[us].take(role);
                }
                self.board.set(to, Piece::new(us, role));
                irreversible = true;
            }
            Move::DoubleDrop { first, second } => {
                for sq in [first, second] {
                    self.hands[us].take(Role::Pawn);
                    self.board.set(sq, Piece::new(us, Role::Pawn));
                }
                irreversible = true;
            }
            Move::Replace { role, square } => {
                if let Some(old) = self.board.role_at(square) {
                    self.hands[us].take(role);
                    let returned = if old == Role::UpsideDownRook {
                        Role::Rook
                    } else {
                        old
                    };
                    self.hands[us].add(returned);
                    self.board.set(square, Piece::new(us, role));
                }
                irreversible = true;
            }
            Move::Flip { square } => {
                self.board.set(square, Piece::new(us, Role::UpsideDownRook));
                irreversible = true;
            }
        }
        (rules.after_move)(self, occupied_before, mv);
        self.halfmoves = if irreversible {
            0
        } else {
            self.halfmoves.saturating_add(1)
        };
        if us == Color::Black {
            self.fullmoves = self.fullmoves.saturating_add(1);
        }
        self.turn = !us;
    }

    /// A move from or to a king's or a castling rook's square ends the rights tied to it.
    fn clear_castling_touching(&mut self, touched: Bitboard) {
        if self.castling.is_empty() {
            return;
        }
        self.castling &= !touched;
        for color in Color::ALL {
            if (self.board.kings(color) & touched).any() {
                self.castling &= !Bitboard::rank(self.back_rank(color));
            }
        }
    }

    /// The files and ranks (bit 0 = file a or rank 1, as named before the move) that a legal
    /// move removes from a Shrink Chess board; none in other variants.
    pub fn lines_removed_by(&self, mv: Move) -> (u8, u8) {
        if self.variant != Variant::Shrink {
            return (0, 0);
        }
        // The same move without the shrink: Shrink moves are FIDE moves.
        let mut unshrunk = self.clone();
        unshrunk.variant = Variant::Standard;
        unshrunk.play_unchecked(mv);
        shrink::emptied_lines(self.board.occupied(), unshrunk.board.occupied())
    }

    /// The position after a legal move.
    pub fn played(&self, mv: Move) -> Position {
        let mut next = self.clone();
        next.play_unchecked(mv);
        next
    }

    /// Reads a move in the spec's coordinate notation or in SAN, and checks it against this
    /// position.
    ///
    /// # Errors
    /// A [`MoveError`] that says what is wrong: malformed text, no piece there, not your
    /// piece, the piece cannot move so, the king would be left in check, a variant's rule, a
    /// SAN that could be several moves.
    pub fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        let written: MoveText = match text.trim().parse() {
            Ok(written) => written,
            Err(not_coordinates) => {
                return self.read_san(text).unwrap_or(Err(not_coordinates.into()));
            }
        };
        let legal = self.legal_moves();
        if let Some(mv) = legal.iter().copied().find(|m| m.notation() == written) {
            return Ok(mv);
        }
        if legal.is_empty() {
            if let Some(outcome) = self.outcome() {
                return Err(MoveError::GameOver(outcome));
            }
        }
        Err(explain_illegal(self, written, &legal))
    }

    /// The position after the move written `text`.
    ///
    /// # Errors
    /// As [`Position::parse_move`]; `self` is unchanged.
    pub fn play(&self, text: &str) -> Result<(Move, Position), MoveError> {
        let mv = self.parse_move(text)?;
        Ok((mv, self.played(mv)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn who_could_still_win_when_the_other_side_runs_out_of_time() {
        let could_win =
            |variant, fen: &str, color| Position::from_fen(variant, fen).unwrap().could_win(color);
        let std = Variant::Standard;
        // A lone king never; a lone knight only against something that may block its flight.
        assert!(!could_win(
            std,
            "8/8/4k3/8/8/8/8/4K3 w - - 0 1",
            Color::White
        ));
        assert!(!could_win(
            std,
            "8/8/4k3/8/8/5N2/8/4K3 w - - 0 1",
            Color::White
        ));
        assert!(!could_win(
            std,
            "8/8/4k3/8/3q4/5N2/8/4K3 w - - 0 1",
            Color::White
        ));
        assert!(could_win(
            std,
            "8/8/4k3/4n3/8/5N2/8/4K3 w - - 0 1",
            Color::White
        ));
        assert!(could_win(
            std,
            "8/8/4k3/8/8/5N2/3N4/4K3 w - - 0 1",
            Color::White
        ));
        // Bishops on one colour only against a pawn or a knight, anywhere.
        assert!(!could_win(
            std,
            "8/8/4k3/8/8/5B2/8/4K3 w - - 0 1",
            Color::White
        ));
        assert!(!could_win(
            std,
            "8/8/4k3/8/3r4/5B2/8/4K3 w - - 0 1",
            Color::White
        ));
        assert!(could_win(
            std,
            "8/8/4k3/8/3p4/5B2/8/4K3 w - - 0 1",
            Color::White
        ));
        assert!(could_win(
            std,
            "8/8/4k3/8/8/4BB2/8/4K3 w - - 0 1",
            Color::White
        ));
        assert!(!could_win(
            std,
            "8/8/4k3/8/8/3B1B2/8/4K3 w - - 0 1",
            Color::White
        ));
        // A pawn, a rook or a queen always can; the start position both.
        assert!(could_win(
            std,
            "8/8/4k3/8/8/8/4P3/4K3 w - - 0 1",
            Color::White
        ));
        assert!(could_win(
            std,
            "8/8/4k3/8/8/8/4r3/4K3 w - - 0 1",
            Color::Black
        ));
        let start = Position::start(std);
        assert!(start.could_win(Color::White) && start.could_win(Color::Black));
        // The variants always can.
        let suction = Position::start(Variant::Suction);
        assert!(suction.could_win(Color::White));
    }
}
