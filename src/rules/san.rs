//! Standard algebraic notation (SAN), as the spec writes it for every variant: what people
//! type and read. The coordinate notation ([`super::MoveText`]) stays the machine's; a SAN
//! is always derived from the position before the move, and read back against it.

use super::moves::{Move, MoveText, ShrinkPromotions};
use super::outcome::MoveError;
use super::position::Position;
use super::types::{Piece, Role, Square};

/// How a board move is marked between its piece and its destination.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Mark {
    Quiet,
    Capture,
    /// Swapper: a hero trades places with the piece on its destination.
    Swap,
}

/// What a legal move looks like in SAN, before its disambiguation.
struct Shape {
    role: Role,
    from: Square,
    to: Square,
    mark: Mark,
}

impl Position {
    /// `mv`, a legal move of this position, in SAN: `Nf3`, `exd5`, `O-O`, `e8=Q+`, `N@e4`,
    /// `S~d2`, `c3=NQ`, with `+` or `#` in the variants that have check.
    pub fn san(&self, mv: Move) -> String {
        self.san_checked(mv, &self.legal_moves())
    }

    /// Each legal move with its SAN, in the order of [`Position::legal_moves`].
    pub fn legal_moves_san(&self) -> Vec<(Move, String)> {
        let legal = self.legal_moves();
        (legal.iter())
            .map(|&mv| (mv, self.san_checked(mv, &legal)))
            .collect()
    }

    /// The SAN of each move of `line` (each in SAN or coordinates), played one after the
    /// other from this position; from the first that is not legal in turn, as written.
    pub fn san_line<S: AsRef<str>>(&self, line: &[S]) -> Vec<String> {
        let mut pos = self.clone();
        let mut out = Vec::with_capacity(line.len());
        for (i, text) in line.iter().enumerate() {
            match pos.parse_move(text.as_ref()) {
                Ok(mv) => {
                    out.push(pos.san(mv));
                    pos = pos.played(mv);
                }
                Err(_) => {
                    out.extend(line[i..].iter().map(|t| t.as_ref().to_string()));
                    break;
                }
            }
        }
        out
    }

    /// The SAN of `mv` among the legal moves `legal`, with its check mark.
    fn san_checked(&self, mv: Move, legal: &[Move]) -> String {
        let mut san = self.san_among(mv, legal);
        if self.variant().has_royal_king() {
            let after = self.played(mv);
            if after.is_check() {
                san.push(if after.legal_moves().is_empty() {
                    '#'
                } else {
                    '+'
                });
            }
        }
        san
    }

    /// The SAN of `mv` without a check mark, disambiguated among `legal`.
    fn san_among(&self, mv: Move, legal: &[Move]) -> String {
        let shrink = mv.shrink_promotions();
        let mut san = match mv {
            Move::Castle { king, rook, .. } => {
                if rook > king { "O-O" } else { "O-O-O" }.to_string()
            }
            Move::Drop { role, to } | Move::Replace { role, square: to } => {
                format!("{}@{to}", role.upper_char())
            }
            Move::Flip { square } => format!("U@{square}"),
            Move::DoubleDrop { first, second } => format!("P@{first},P@{second}"),
            Move::Normal { .. } | Move::EnPassant { .. } | Move::Swap { .. } => {
                let shape = self.shape(mv).expect("a board move has a shape");
                let mut san = String::new();
                if shape.role != Role::Pawn {
                    san.push(shape.role.upper_char());
                }
                san.push_str(&self.disambiguation(&shape, legal));
                match shape.mark {
                    Mark::Quiet => {}
                    Mark::Capture => san.push('x'),
                    Mark::Swap => san.push('~'),
                }
                san.push_str(&shape.to.to_string());
                if let Move::Normal {
                    promotion: Some(role),
                    ..
                } = mv
                {
                    san.push('=');
                    san.push(role.upper_char());
                }
                san
            }
        };
        if !shrink.is_empty() {
            san.push('=');
            san.extend(shrink.iter().map(Role::upper_char));
        }
        san
    }

    /// A board move's piece, squares and mark; `None` for castling, drops and trade-ups.
    fn shape(&self, mv: Move) -> Option<Shape> {
        let enemy_on = |to: Square| self.board().color_at(to) == Some(!self.turn());
        let (role, from, to, mark) = match mv {
            Move::Normal { role, from, to, .. } => {
                let mark = if enemy_on(to) {
                    Mark::Capture
                } else {
                    Mark::Quiet
                };
                (role, from, to, mark)
            }
            Move::EnPassant { from, to, .. } => (Role::Pawn, from, to, Mark::Capture),
            Move::Swap { role, from, to } => (role, from, to, Mark::Swap),
            _ => return None,
        };
        Some(Shape {
            role,
            from,
            to,
            mark,
        })
    }

    /// What tells the move apart from the other legal moves of a piece of its kind to the
    /// same square with the same mark: nothing, the file, the rank, or both (a pawn's capture
    /// always names its file).
    fn disambiguation(&self, shape: &Shape, legal: &[Move]) -> String {
        let rivals: Vec<Square> = (legal.iter())
            .filter_map(|&m| self.shape(m))
            .filter(|s| {
                s.role == shape.role
                    && s.to == shape.to
                    && s.mark == shape.mark
                    && s.from != shape.from
            })
            .map(|s| s.from)
            .collect();
        let file = (b'a' + shape.from.file()) as char;
        let rank = (b'1' + shape.from.rank()) as char;
        if rivals.is_empty() {
            if shape.role == Role::Pawn && shape.mark == Mark::Capture {
                return file.to_string();
            }
            return String::new();
        }
        if rivals.iter().all(|s| s.file() != shape.from.file()) {
            file.to_string()
        } else if rivals.iter().all(|s| s.rank() != shape.from.rank()) {
            rank.to_string()
        } else {
            format!("{file}{rank}")
        }
    }

    /// Reads `text` as SAN, leniently (see the spec): the legal move it names, or why none
    /// or several; `None` if it is not written as SAN at all.
    pub(crate) fn read_san(&self, text: &str) -> Option<Result<Move, MoveError>> {
        let written = Written::read(text)?;
        let legal = self.legal_moves();
        let mut fits: Vec<Move> = (legal.iter().copied())
            .filter(|&mv| self.fits(&written, mv))
            .collect();
        // A mark written where it does not fit is forgiven, but chooses where it fits.
        if let Some(mark) = written.mark {
            let marked: Vec<Move> = (fits.iter().copied())
                .filter(|&mv| self.shape(mv).is_some_and(|s| s.mark == mark))
                .collect();
            if !marked.is_empty() {
                fits = marked;
            }
        }
        Some(match fits.as_slice() {
            [mv] => Ok(*mv),
            [] => Err(self.none_fits(&written, &legal)),
            several => Err(MoveError::Ambiguous {
                written: written.text,
                choices: (several.iter())
                    .map(|&mv| self.san_among(mv, &legal))
                    .collect(),
            }),
        })
    }

    /// Whether the legal move `mv` is the one `written` names.
    fn fits(&self, written: &Written, mv: Move) -> bool {
        let letters: Vec<Role> = match mv {
            Move::Normal {
                promotion, shrink, ..
            } => promotion.into_iter().chain(shrink.iter()).collect(),
            other => other.shrink_promotions().iter().collect(),
        };
        if letters != written.letters {
            return false;
        }
        match (&written.target, mv) {
            (Target::Castle { short }, Move::Castle { king, rook, .. }) => (rook > king) == *short,
            (Target::Drop { role, to }, Move::Drop { role: r, to: t })
            | (Target::Drop { role, to }, Move::Replace { role: r, square: t }) => {
                *role == r && *to == t
            }
            (Target::Drop { role, to }, Move::Flip { square }) => {
                *role == Role::UpsideDownRook && *to == square
            }
            (Target::Pawns(a, b), Move::DoubleDrop { first, second }) => {
                (*a, *b) == (first, second)
            }
            (Target::Board { role, from, to }, _) => self.shape(mv).is_some_and(|s| {
                s.role == *role
                    && s.to == *to
                    && from.0.is_none_or(|f| f == s.from.file())
                    && from.1.is_none_or(|r| r == s.from.rank())
            }),
            _ => false,
        }
    }

    /// Why no legal move is the one written: as its coordinate notation would be told, when
    /// it names one move (one piece of its kind could have been meant); else that no piece of
    /// its kind can go there.
    fn none_fits(&self, written: &Written, legal: &[Move]) -> MoveError {
        let promotion = written.letters.first().copied();
        let board = |from: Square, to: Square| MoveText::Board {
            from,
            to,
            promotion,
            shrink: ShrinkPromotions::NONE,
        };
        let coordinates = match written.target {
            Target::Drop { role, to } => Some(MoveText::Drop { role, to }),
            Target::Pawns(first, second) => Some(MoveText::DoubleDrop { first, second }),
            Target::Castle { short } => {
                let mut kings = self.board().kings(self.turn());
                let king = kings.next();
                let to = king.and_then(|k| {
                    let file = k.file() as i8 + if short { 2 } else { -2 };
                    (0..self.board().width() as i8)
                        .contains(&file)
                        .then(|| Square::new(k.rank() * 8 + file as u8))
                });
                king.zip(to).map(|(king, to)| board(king, to))
            }
            Target::Board { role, from, to } => {
                let mut ours = self.board().by_piece(Piece::new(self.turn(), role));
                let meant: Vec<Square> = Iterator::filter(&mut ours, |s| {
                    from.0.is_none_or(|f| f == s.file()) && from.1.is_none_or(|r| r == s.rank())
                })
                .collect();
                match meant.as_slice() {
                    [only] => Some(board(*only, to)),
                    _ => return MoveError::NoneCanReach { role, to },
                }
            }
        };
        match coordinates {
            Some(text) => super::variants::explain_illegal(self, text, legal),
            None => MoveError::NoSuchMove(written.text.clone()),
        }
    }
}

/// A SAN as typed, read into what it names.
struct Written {
    /// As typed, trimmed, for the messages that quote it.
    text: String,
    target: Target,
    mark: Option<Mark>,
    /// The promotion, then the pawns promoted by a shrink, in order.
    letters: Vec<Role>,
}

enum Target {
    Castle {
        short: bool,
    },
    Drop {
        role: Role,
        to: Square,
    },
    Pawns(Square, Square),
    Board {
        role: Role,
        /// The file and rank the move comes from, as far as written.
        from: (Option<u8>, Option<u8>),
        to: Square,
    },
}

impl Written {
    fn read(text: &str) -> Option<Written> {
        let text = text.trim();
        if text.is_empty() || text.chars().count() > 40 {
            return None;
        }
        let plain: String = text
            .trim_end_matches(['+', '#', '!', '?'])
            .chars()
            .map(figurine)
            .collect();
        let (main, letters) = split_letters(&plain)?;
        let (target, mark) = target(main)?;
        // Only board moves and castling (with a shrink) have letters after them.
        if matches!(target, Target::Drop { .. } | Target::Pawns(..)) && !letters.is_empty() {
            return None;
        }
        Some(Written {
            text: text.to_string(),
            target,
            mark,
            letters,
        })
    }
}

/// What a SAN without its promotion letters names: castling, a drop, two pawns placed, or a
/// board move (with its mark, if written).
fn target(main: &str) -> Option<(Target, Option<Mark>)> {
    let castle = main.to_ascii_uppercase().replace('0', "O");
    if castle == "O-O" || castle == "O-O-O" {
        let short = castle == "O-O";
        return Some((Target::Castle { short }, None));
    }
    if let Some((a, b)) = main.split_once(',') {
        let pawn = |t: &str| {
            let (letter, sq) = t.split_once('@')?;
            matches!(letter, "P" | "p").then(|| sq.parse().ok())?
        };
        // In string order, as in the coordinate notation, whose error tells the order.
        let (first, second): (Square, Square) = (pawn(a)?, pawn(b)?);
        if first.string_order_key() >= second.string_order_key() {
            return None;
        }
        return Some((Target::Pawns(first, second), None));
    }
    if let Some((letter, sq)) = main.split_once('@') {
        let mut chars = letter.chars();
        let role = match (chars.next(), chars.next()) {
            (Some(c), None) => Role::from_char(c)?,
            _ => return None,
        };
        return Some((
            Target::Drop {
                role,
                to: sq.parse().ok()?,
            },
            None,
        ));
    }
    board_move(main)
}

/// A figurine as its piece letter (`♘` is `N`); anything else as it is.
fn figurine(c: char) -> char {
    match c {
        '♔' | '♚' => 'K',
        '♕' | '♛' => 'Q',
        '♖' | '♜' => 'R',
        '♗' | '♝' => 'B',
        '♘' | '♞' => 'N',
        '♙' | '♟' => 'P',
        c => c,
    }
}

/// The move without its promotion letters, and those letters: `e8=Q=N`, `e8Q`, `c3=NQ`,
/// `exd8q`. `None` if a letter is not one a pawn becomes.
fn split_letters(text: &str) -> Option<(&str, Vec<Role>)> {
    let (main, groups) = match text.split_once('=') {
        Some((main, rest)) => (main, rest),
        None => (text, ""),
    };
    let mut letters = Vec::new();
    let mut main = main;
    // A promotion letter straight after the destination (`e8Q`, `e8q`): after a rank digit.
    let bytes = main.as_bytes();
    if bytes.len() >= 3
        && bytes[bytes.len() - 2].is_ascii_digit()
        && bytes[bytes.len() - 1].is_ascii_alphabetic()
        && !main.contains('@')
    {
        letters.push(promotion(bytes[bytes.len() - 1] as char)?);
        main = &main[..main.len() - 1];
    }
    for c in groups.chars().filter(|&c| c != '=') {
        letters.push(promotion(c)?);
    }
    if text.contains('=') && letters.is_empty() {
        return None;
    }
    Some((main, letters))
}

fn promotion(c: char) -> Option<Role> {
    Role::from_char(c).filter(|r| !matches!(r, Role::Pawn | Role::UpsideDownRook))
}

/// A board move's piece, origin and destination: `Nf3`, `Nbd2`, `R1a3`, `Qh4xe1`, `exd5`,
/// `ed5`, `S~d2`, `nf3` (a lowercase letter that is no file is a piece).
fn board_move(text: &str) -> Option<(Target, Option<Mark>)> {
    if !text.is_ascii() || text.len() < 2 {
        return None;
    }
    let (role, rest) = match text.as_bytes()[0] as char {
        c if c.is_ascii_uppercase() => (Role::from_char(c)?, &text[1..]),
        c if ('a'..='h').contains(&c) => (Role::Pawn, text),
        c => (Role::from_char(c)?, &text[1..]),
    };
    let to: Square = rest.get(rest.len().checked_sub(2)?..)?.parse().ok()?;
    let mut before = &rest[..rest.len() - 2];
    let mut mark = None;
    for (c, m) in [('x', Mark::Capture), ('~', Mark::Swap), ('-', Mark::Quiet)] {
        if let Some(stripped) = before.strip_suffix(c) {
            before = stripped;
            mark = (m != Mark::Quiet).then_some(m);
        }
    }
    let mut from = (None, None);
    for c in before.chars() {
        match c {
            'a'..='h' if from.0.is_none() && from.1.is_none() => from.0 = Some(c as u8 - b'a'),
            '1'..='8' if from.1.is_none() => from.1 = Some(c as u8 - b'1'),
            _ => return None,
        }
    }
    Some((Target::Board { role, from, to }, mark))
}

#[cfg(test)]
#[path = "san_test.rs"]
mod tests;
