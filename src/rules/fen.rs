//! FEN: standard FEN for standard chess, extended for the variants.
//!
//! `<placement>[<hand>] <turn> <castling> <en passant> <half-moves> <full-moves> [<setup>]`
//!
//! - The placement may have 1 to 8 ranks of 1 to 8 files (Shrink Chess boards).
//! - Hands (Give & Take, Trade-up) follow the placement in brackets, White's pieces in
//!   uppercase then Black's in lowercase, each in the order K Q R B N P: `[QRRPPqrp]`; `[]`
//!   when both are empty. Variants without hands have no brackets.
//! - Piece letters: K Q R B N P; Spearman S, Valiant V, Karateka A, Strongman T, Mage M;
//!   upside-down rook U.
//! - Castling: `K`/`Q` for the rook on the last/first file of the back rank, lowercase for
//!   Black, a file letter for any other rook with the right; `-` for none.
//! - Swapper Superheroes only: a seventh field `setup` while White may still drop, or
//!   `reply:V` (the kind) while Black must answer a drop; absent once the setup phase is over.

use super::bitboard::Bitboard;
use super::board::Board;
use super::position::Position;
use super::types::{ByColor, Color, Piece, Role, Square};
use super::variant::{Hand, SwapperSetup, Variant};
use std::fmt::Write;

/// Why a FEN was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FenError {
    #[error("the FEN is empty")]
    Empty,
    #[error("the FEN is too long (at most 256 characters)")]
    TooLong,
    #[error("bad board in FEN: {0}")]
    Board(String),
    #[error("bad hand in FEN: {0}")]
    Hand(String),
    #[error("bad side to move '{0}' (expected w or b)")]
    Turn(String),
    #[error("bad castling field '{0}'")]
    Castling(String),
    #[error("bad en-passant square '{0}'")]
    EnPassant(String),
    #[error("bad move counter '{0}'")]
    Counter(String),
    #[error("bad setup field '{0}' (expected setup or reply:<S|V|A|T|M>)")]
    Setup(String),
    #[error("too many fields in FEN")]
    TooManyFields,
    #[error("impossible position: {0}")]
    Invalid(String),
}

fn parse_board(variant: Variant, text: &str) -> Result<Board, FenError> {
    let err = |m: &str| FenError::Board(m.to_string());
    let rows: Vec<&str> = text.split('/').collect();
    if rows.len() > 8 {
        return Err(err("more than 8 ranks"));
    }
    let height = rows.len() as u8;
    let mut cells: Vec<Vec<Option<Piece>>> = Vec::new();
    for row in &rows {
        let mut cellrow = Vec::new();
        for c in row.chars() {
            if let Some(d) = c.to_digit(10) {
                if !(1..=8).contains(&d) {
                    return Err(err("empty-square counts are 1 to 8"));
                }
                cellrow.extend(std::iter::repeat_n(None, d as usize));
            } else {
                let piece = Piece::from_char(c)
                    .filter(|p| variant.has_role(p.role))
                    .ok_or_else(|| {
                        FenError::Board(format!("'{c}' is not a piece of {}", variant.title()))
                    })?;
                cellrow.push(Some(piece));
            }
            if cellrow.len() > 8 {
                return Err(err("a rank has more than 8 squares"));
            }
        }
        cells.push(cellrow);
    }
    let width = cells[0].len();
    if width == 0 || cells.iter().any(|r| r.len() != width) {
        return Err(err(
            "every rank must have the same number (1 to 8) of squares",
        ));
    }
    if !variant.board_shrinks() && (width != 8 || height != 8) {
        return Err(err(
            "the board must be 8x8 (only Shrink Chess boards shrink)",
        ));
    }
    let mut board = Board::empty(width as u8, height);
    for (i, row) in cells.iter().enumerate() {
        let rank = height as usize - 1 - i;
        for (file, cell) in row.iter().enumerate() {
            if let Some(piece) = cell {
                board.set(Square::new((rank * 8 + file) as u8), *piece);
            }
        }
    }
    Ok(board)
}

fn parse_hands(text: &str) -> Result<ByColor<Hand>, FenError> {
    let mut hands = ByColor::<Hand>::default();
    for c in text.chars() {
        let piece = Piece::from_char(c)
            .filter(|p| Hand::ROLES.contains(&p.role))
            .ok_or_else(|| FenError::Hand(format!("'{c}' cannot be held in hand")))?;
        if !hands[piece.color].add(piece.role) {
            return Err(FenError::Hand("too many pieces".into()));
        }
    }
    Ok(hands)
}

/// Reads a FEN of `variant` as far as every variant reads it alike: its fields, the pieces
/// and board size the variant has, kings where they must be. What the variant's own rules
/// forbid besides is checked by the variant (see `Position::from_fen`).
pub(crate) fn read(variant: Variant, fen: &str) -> Result<Position, FenError> {
    let fen = fen.trim();
    if fen.is_empty() {
        return Err(FenError::Empty);
    }
    if fen.len() > 256 {
        return Err(FenError::TooLong);
    }
    let mut fields = fen.split_ascii_whitespace();
    let placement = fields.next().ok_or(FenError::Empty)?;
    let (board_text, hands) = match placement.split_once('[') {
        Some((board_text, rest)) => {
            let hand_text = rest
                .strip_suffix(']')
                .ok_or_else(|| FenError::Hand("missing ']'".into()))?;
            if !variant.has_hands() {
                return Err(FenError::Hand(format!("{} has no hands", variant.title())));
            }
            (board_text, parse_hands(hand_text)?)
        }
        None => (placement, ByColor::default()),
    };
    let board = parse_board(variant, board_text)?;
    let turn = match fields.next().unwrap_or("w") {
        "w" => Color::White,
        "b" => Color::Black,
        other => return Err(FenError::Turn(other.chars().take(8).collect())),
    };
    let mut pos = Position {
        variant,
        board,
        turn,
        castling: Bitboard::EMPTY,
        ep_square: None,
        hands,
        swapper: SwapperSetup::Over,
        halfmoves: 0,
        fullmoves: 1,
    };
    let castling = fields.next().unwrap_or("-");
    pos.castling = parse_castling(&pos, castling)?;
    let ep = fields.next().unwrap_or("-");
    if ep != "-" {
        let sq: Square = ep
            .parse()
            .map_err(|_| FenError::EnPassant(ep.chars().take(8).collect()))?;
        // The pawn that just stepped twice stands right beyond the square.
        let beyond = match turn {
            Color::White => sq.rank().checked_sub(1),
            Color::Black => Some(sq.rank() + 1),
        }
        .map(|rank| Square::new(rank.min(7) * 8 + sq.file()));
        let pawn = beyond.and_then(|b| pos.board.piece_at(b));
        if !pos.board.is_on_board(sq)
            || pos.board.occupied().contains(sq)
            || pawn != Some(Piece::new(!turn, Role::Pawn))
            || !variant.has_en_passant()
        {
            return Err(FenError::EnPassant(ep.chars().take(8).collect()));
        }
        pos.ep_square = Some(sq);
    }
    for (i, counter) in [&mut pos.halfmoves, &mut pos.fullmoves]
        .into_iter()
        .enumerate()
    {
        if let Some(text) = fields.next() {
            *counter = text
                .parse()
                .map_err(|_| FenError::Counter(text.chars().take(12).collect()))?;
            if i == 1 && *counter == 0 {
                *counter = 1;
            }
        }
    }
    if let Some(setup) = fields.next() {
        if !variant.has_setup_phase() {
            return Err(FenError::TooManyFields);
        }
        pos.swapper = match setup {
            "setup" if turn == Color::White => SwapperSetup::Open,
            _ => match setup
                .strip_prefix("reply:")
                .map(|r| r.chars().collect::<Vec<_>>())
            {
                Some(c) if c.len() == 1 && turn == Color::Black => {
                    match Role::from_char(c[0]).filter(|r| Role::SWAPPERS.contains(r)) {
                        Some(role) if c[0].is_ascii_uppercase() => SwapperSetup::Reply(role),
                        _ => return Err(FenError::Setup(setup.chars().take(12).collect())),
                    }
                }
                _ => return Err(FenError::Setup(setup.chars().take(12).collect())),
            },
        };
    }
    if fields.next().is_some() {
        return Err(FenError::TooManyFields);
    }
    validate(&pos)?;
    Ok(pos)
}

impl Position {
    /// The position as FEN; [`Position::from_fen`] reads it back to an equal position.
    pub fn fen(&self) -> String {
        let board = &self.board;
        let mut out = String::new();
        for rank in (0..board.height()).rev() {
            let mut empty = 0;
            for file in 0..board.width() {
                match board.piece_at(Square::new(rank * 8 + file)) {
                    Some(piece) => {
                        if empty > 0 {
                            write!(out, "{empty}").ok();
                            empty = 0;
                        }
                        out.push(piece.char());
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                write!(out, "{empty}").ok();
            }
            if rank > 0 {
                out.push('/');
            }
        }
        if self.variant.has_hands() {
            out.push('[');
            for color in Color::ALL {
                for role in Hand::ROLES {
                    for _ in 0..self.hands[color].count(role) {
                        out.push(Piece::new(color, role).char());
                    }
                }
            }
            out.push(']');
        }
        out.push(' ');
        out.push(if self.turn == Color::White { 'w' } else { 'b' });
        out.push(' ');
        let before = out.len();
        for color in Color::ALL {
            let rooks = self.castling & board.by_color(color);
            let mut files: Vec<u8> = rooks.map(|sq| sq.file()).collect();
            files.sort_unstable_by(|a, b| b.cmp(a));
            for file in files {
                let c = if file == board.width() - 1 {
                    'K'
                } else if file == 0 {
                    'Q'
                } else {
                    (b'A' + file) as char
                };
                out.push(if color == Color::White {
                    c
                } else {
                    c.to_ascii_lowercase()
                });
            }
        }
        if out.len() == before {
            out.push('-');
        }
        match self.ep_square {
            Some(sq) => write!(out, " {sq}").ok(),
            None => write!(out, " -").ok(),
        };
        write!(out, " {} {}", self.halfmoves, self.fullmoves).ok();
        match self.swapper {
            SwapperSetup::Open => out.push_str(" setup"),
            SwapperSetup::Reply(role) => write!(out, " reply:{}", role.upper_char()).unwrap_or(()),
            SwapperSetup::Over => {}
        }
        out
    }
}

fn parse_castling(pos: &Position, text: &str) -> Result<Bitboard, FenError> {
    if text == "-" {
        return Ok(Bitboard::EMPTY);
    }
    let err = || FenError::Castling(text.chars().take(12).collect());
    if text.len() > 8 || !pos.variant.has_castling() {
        return Err(err());
    }
    let mut rooks = Bitboard::EMPTY;
    for c in text.chars() {
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        let file = match c.to_ascii_uppercase() {
            'K' => pos.board.width() - 1,
            'Q' => 0,
            f @ 'A'..='H' => f as u8 - b'A',
            _ => return Err(err()),
        };
        let rank = pos.back_rank(color);
        let sq = Square::new(rank * 8 + file);
        let has_king = (pos.board.kings(color) & Bitboard::rank(rank))
            .single()
            .is_some();
        if !pos.board.is_on_board(sq)
            || pos.board.piece_at(sq) != Some(Piece::new(color, Role::Rook))
            || !has_king
        {
            return Err(err());
        }
        rooks = rooks.with(sq);
    }
    Ok(rooks)
}

fn validate(pos: &Position) -> Result<(), FenError> {
    let invalid = |m: &str| Err(FenError::Invalid(m.to_string()));
    let board = pos.board();
    if pos.variant.has_royal_king() {
        for color in Color::ALL {
            if board.kings(color).is_empty() {
                return invalid(&format!("{color} has no king"));
            }
        }
        if pos.king_attacked(!pos.turn) {
            return invalid("the side not to move is in check");
        }
    }
    Ok(())
}
