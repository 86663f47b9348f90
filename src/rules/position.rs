//! A position of any variant: what the rest of the program asks about and plays moves on.

use super::bitboard::Bitboard;
use super::board::Board;
use super::moves::{king_destination, Move, MoveText, ParseMoveError};
use super::types::{ByColor, Color, Piece, Role, Square};
use super::variants;
use std::fmt;
use std::str::FromStr;

/// The six games Kibitz hosts.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Variant {
    Standard,
    Suction,
    Shrink,
    Swapper,
    GiveAndTake,
    TradeUp,
}

impl Variant {
    pub const ALL: [Variant; 6] = [
        Variant::Standard,
        Variant::Suction,
        Variant::Shrink,
        Variant::Swapper,
        Variant::GiveAndTake,
        Variant::TradeUp,
    ];

    /// The name used on the command line and in commands: `giveandtake`.
    pub fn key(self) -> &'static str {
        match self {
            Variant::Standard => "standard",
            Variant::Suction => "suction",
            Variant::Shrink => "shrink",
            Variant::Swapper => "swapper",
            Variant::GiveAndTake => "giveandtake",
            Variant::TradeUp => "tradeup",
        }
    }

    /// The name a person reads: "Give & Take Chess".
    pub fn title(self) -> &'static str {
        match self {
            Variant::Standard => "Standard Chess",
            Variant::Suction => "Suction Chess",
            Variant::Shrink => "Shrink Chess",
            Variant::Swapper => "Swapper Superheroes Chess",
            Variant::GiveAndTake => "Give & Take Chess",
            Variant::TradeUp => "Trade-up Chess",
        }
    }

    /// The FEN of the starting position.
    pub fn start_fen(self) -> &'static str {
        match self {
            Variant::Standard | Variant::Shrink => {
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
            }
            // No castling in Suction Chess.
            Variant::Suction => "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
            Variant::Swapper => "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 setup",
            Variant::GiveAndTake => "8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1",
            Variant::TradeUp => "4k3/8/8/8/8/8/8/4K3[QRRBBNNPPPPPPPPqrrbbnnpppppppp] w - - 0 1",
        }
    }

    /// Whether the players keep pieces in hand (written in brackets in the FEN).
    pub fn has_hands(self) -> bool {
        matches!(self, Variant::GiveAndTake | Variant::TradeUp)
    }

    /// Whether a king may never be left attacked (check and checkmate exist).
    pub fn has_royal_king(self) -> bool {
        !matches!(self, Variant::Suction | Variant::GiveAndTake)
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "unknown variant '{0}' (choose standard, suction, shrink, swapper, giveandtake or tradeup)"
)]
pub struct ParseVariantError(pub String);

impl FromStr for Variant {
    type Err = ParseVariantError;
    fn from_str(s: &str) -> Result<Variant, ParseVariantError> {
        let key: String = s
            .chars()
            .filter(|c| c.is_ascii_alphanumeric())
            .flat_map(char::to_lowercase)
            .collect();
        Variant::ALL
            .into_iter()
            .find(|v| v.key() == key || (key == "chess" && *v == Variant::Standard))
            .ok_or_else(|| ParseVariantError(s.chars().take(32).collect()))
    }
}

/// Pieces in one player's hand: a count per role (pawn to king). Hands may hold more than
/// their starting count (Trade-up sends promoted pieces back).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Hand([u8; 6]);

impl Hand {
    /// The roles a hand can hold, in FEN order.
    pub const ROLES: [Role; 6] = [
        Role::King,
        Role::Queen,
        Role::Rook,
        Role::Bishop,
        Role::Knight,
        Role::Pawn,
    ];

    pub fn count(&self, role: Role) -> u8 {
        self.0.get(role.index()).copied().unwrap_or(0)
    }

    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&n| n == 0)
    }

    pub fn total(&self) -> u32 {
        self.0.iter().map(|&n| n as u32).sum()
    }

    /// Adds one piece; `false` if the role cannot be held or the count would overflow.
    pub fn add(&mut self, role: Role) -> bool {
        match self.0.get_mut(role.index()) {
            Some(n) if *n < u8::MAX => {
                *n += 1;
                true
            }
            _ => false,
        }
    }

    /// # Panics
    /// If the hand holds no piece of `role` (callers check first).
    pub fn take(&mut self, role: Role) {
        let n = &mut self.0[role.index()];
        assert!(*n > 0, "hand holds no {role}");
        *n -= 1;
    }
}

/// Where a Swapper Superheroes game stands in its setup phase.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum SwapperSetup {
    /// White may drop another swapper on rank 3, or make a normal move to end the setup.
    Open,
    /// Black must drop this kind on rank 6.
    Reply(Role),
    /// The game proper (and every other variant).
    Over,
}

/// How a game ended. The reason reads as a sentence ending: "checkmate", "the king reached
/// the first rank".
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// `None` for a draw.
    pub winner: Option<Color>,
    pub reason: Reason,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Reason {
    Checkmate,
    Stalemate,
    /// Suction: a king was sucked to the opponent's first rank.
    KingSucked,
    /// The side to move has no legal move (Suction: a draw; Give & Take: a loss).
    NoLegalMove,
    InsufficientMaterial,
    ThreefoldRepetition,
    HundredHalfMoves,
    /// Game-level endings, decided by the players or the clock rather than the position.
    Resignation,
    Timeout,
    Agreement,
}

impl Reason {
    pub const ALL: [Reason; 10] = [
        Reason::Checkmate,
        Reason::Stalemate,
        Reason::KingSucked,
        Reason::NoLegalMove,
        Reason::InsufficientMaterial,
        Reason::ThreefoldRepetition,
        Reason::HundredHalfMoves,
        Reason::Resignation,
        Reason::Timeout,
        Reason::Agreement,
    ];

    /// A stable name for storage: `checkmate`, `king-sucked`, ...
    pub fn key(self) -> &'static str {
        match self {
            Reason::Checkmate => "checkmate",
            Reason::Stalemate => "stalemate",
            Reason::KingSucked => "king-sucked",
            Reason::NoLegalMove => "no-legal-move",
            Reason::InsufficientMaterial => "insufficient-material",
            Reason::ThreefoldRepetition => "threefold-repetition",
            Reason::HundredHalfMoves => "hundred-half-moves",
            Reason::Resignation => "resignation",
            Reason::Timeout => "timeout",
            Reason::Agreement => "agreement",
        }
    }

    pub fn from_key(key: &str) -> Option<Reason> {
        Reason::ALL.into_iter().find(|r| r.key() == key)
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Reason::Checkmate => "checkmate",
            Reason::Stalemate => "stalemate",
            Reason::KingSucked => "king sucked to the first rank",
            Reason::NoLegalMove => "no legal move",
            Reason::InsufficientMaterial => "insufficient material",
            Reason::ThreefoldRepetition => "threefold repetition",
            Reason::HundredHalfMoves => {
                "100 half-moves without capture, pawn move, drop or trade-up"
            }
            Reason::Resignation => "resignation",
            Reason::Timeout => "time",
            Reason::Agreement => "agreement",
        })
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.winner {
            Some(color) => write!(f, "{color} wins by {}", self.reason),
            None => write!(f, "draw by {}", self.reason),
        }
    }
}

/// Why a move was refused. The position is unchanged.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    #[error(transparent)]
    Parse(#[from] ParseMoveError),
    #[error("the game is over: {0}")]
    GameOver(Outcome),
    #[error("{0} is not on the board (the board is now {1})")]
    OffBoard(Square, String),
    #[error("there is no piece on {0}")]
    NoPiece(Square),
    #[error("the {piece} on {square} is not yours")]
    NotYourPiece { square: Square, piece: String },
    #[error("a {role} on {from} cannot move to {to}")]
    CannotMove {
        role: Role,
        from: Square,
        to: Square,
    },
    #[error("{0} would leave your king in check")]
    LeavesKingInCheck(String),
    #[error("{0}")]
    Rule(String),
}

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

    /// The rank (0-based) a side's pieces start on: 0 for White, the top rank for Black.
    pub fn back_rank(&self, color: Color) -> u8 {
        match color {
            Color::White => 0,
            Color::Black => self.board.height() - 1,
        }
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

    /// Every legal move. Empty when the game is decided by the variant's rule or the side to
    /// move has no move. Repetition and move-count draws are not applied here.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::with_capacity(64);
        variants::legal_moves(self, &mut moves);
        moves
    }

    /// The result by the rules of the position alone (checkmate, stalemate, a sucked king, no
    /// legal move, insufficient material in standard chess), or `None` while play goes on.
    pub fn outcome(&self) -> Option<Outcome> {
        if let Some(outcome) = variants::decided_by_rule(self) {
            return Some(outcome);
        }
        if self.legal_moves().is_empty() {
            return Some(variants::outcome_without_moves(self));
        }
        (self.variant == Variant::Standard && self.has_insufficient_material()).then_some(Outcome {
            winner: None,
            reason: Reason::InsufficientMaterial,
        })
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
                self.board.remove(from);
                if let Some(captured) = self.board.remove(to) {
                    irreversible = true;
                    if self.variant == Variant::Suction {
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
                if let (Variant::Suction, Some(captured)) = (self.variant, captured) {
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
        if self.variant == Variant::Swapper {
            self.swapper = match (self.swapper, mv) {
                (SwapperSetup::Open, Move::Drop { role, .. }) => SwapperSetup::Reply(role),
                (SwapperSetup::Reply(_), Move::Drop { .. }) => SwapperSetup::Open,
                _ => SwapperSetup::Over,
            };
        }
        if self.variant == Variant::Shrink {
            variants::shrink::shrink_after(self, occupied_before, mv.shrink_promotions());
        }
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
        variants::shrink::emptied_lines(self.board.occupied(), unshrunk.board.occupied())
    }

    /// The position after a legal move.
    pub fn played(&self, mv: Move) -> Position {
        let mut next = self.clone();
        next.play_unchecked(mv);
        next
    }

    /// Reads a move in the spec's notation and checks it against this position.
    ///
    /// # Errors
    /// A [`MoveError`] that says what is wrong: malformed text, no piece there, not your
    /// piece, the piece cannot move so, the king would be left in check, a variant's rule.
    pub fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        let written: MoveText = text.trim().parse()?;
        let legal = self.legal_moves();
        if let Some(mv) = legal.iter().copied().find(|m| m.notation() == written) {
            return Ok(mv);
        }
        if legal.is_empty() {
            if let Some(outcome) = self.outcome() {
                return Err(MoveError::GameOver(outcome));
            }
        }
        Err(variants::explain_illegal(self, written, &legal))
    }

    /// The position after the move written `text`.
    ///
    /// # Errors
    /// As [`Position::parse_move`]; `self` is unchanged.
    pub fn play(&self, text: &str) -> Result<(Move, Position), MoveError> {
        let mv = self.parse_move(text)?;
        Ok((mv, self.played(mv)))
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
