//! The placement of pieces on a board of up to 8x8 squares.

use super::bitboard::*;
use super::types::{Color, Piece, Role, Square};
use super::zobrist;

/// Where the pieces stand, on a board `width` files wide and `height` ranks high (Shrink Chess
/// boards shrink toward a1; every other variant keeps 8x8).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    roles: [Bitboard; Role::COUNT],
    colors: [Bitboard; 2],
    /// The squares of the board as it is now (cached: asked for by every attack).
    mask: Bitboard,
    /// What stands on each square, kept beside the bitboards, which answer the search's
    /// commonest question ("what stands here?") slowly. One byte a square ([`code`]): the
    /// board is copied with every move played.
    squares: [u8; 64],
    /// The XOR of the Zobrist keys of its pieces on their squares, kept as they come and go:
    /// the search asks every position's key.
    placement: u64,
    width: u8,
    height: u8,
}

/// An empty square in [`Board::squares`].
const EMPTY: u8 = 0;

/// A piece as one byte: its role's index plus one, and 16 more for Black.
#[inline]
fn code(piece: Piece) -> u8 {
    piece.role.index() as u8 + 1 + 16 * piece.color.index() as u8
}

#[inline]
fn decode(code: u8) -> Option<Piece> {
    let role = *Role::ALL.get(usize::from(code & 15).checked_sub(1)?)?;
    let color = if code & 16 == 0 {
        Color::White
    } else {
        Color::Black
    };
    Some(Piece::new(color, role))
}

impl Board {
    pub fn empty(width: u8, height: u8) -> Board {
        assert!((1..=8).contains(&width) && (1..=8).contains(&height));
        Board {
            roles: [Bitboard::EMPTY; Role::COUNT],
            colors: [Bitboard::EMPTY; 2],
            mask: Bitboard::board(width, height),
            squares: [EMPTY; 64],
            placement: 0,
            width,
            height,
        }
    }

    pub fn width(&self) -> u8 {
        self.width
    }

    pub fn height(&self) -> u8 {
        self.height
    }

    /// The squares that exist on the board as it is now.
    #[inline]
    pub fn mask(&self) -> Bitboard {
        self.mask
    }

    pub fn is_on_board(&self, sq: Square) -> bool {
        sq.file() < self.width && sq.rank() < self.height
    }

    /// The XOR of the Zobrist keys ([`zobrist::piece`]) of every piece on its square.
    #[inline]
    pub fn placement_key(&self) -> u64 {
        self.placement
    }

    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.colors[0] | self.colors[1]
    }

    #[inline]
    pub fn by_color(&self, color: Color) -> Bitboard {
        self.colors[color.index()]
    }

    #[inline]
    pub fn by_role(&self, role: Role) -> Bitboard {
        self.roles[role.index()]
    }

    #[inline]
    pub fn by_piece(&self, piece: Piece) -> Bitboard {
        self.by_role(piece.role) & self.by_color(piece.color)
    }

    #[inline]
    pub fn kings(&self, color: Color) -> Bitboard {
        self.by_piece(Piece::new(color, Role::King))
    }

    #[inline]
    pub fn color_at(&self, sq: Square) -> Option<Color> {
        self.piece_at(sq).map(|p| p.color)
    }

    #[inline]
    pub fn role_at(&self, sq: Square) -> Option<Role> {
        self.piece_at(sq).map(|p| p.role)
    }

    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        decode(self.squares[sq.index()])
    }

    /// Takes the piece off `sq`, if any.
    pub fn remove(&mut self, sq: Square) -> Option<Piece> {
        let piece = self.piece_at(sq)?;
        let bit = Bitboard::from_square(sq);
        self.roles[piece.role.index()] &= !bit;
        self.colors[piece.color.index()] &= !bit;
        self.squares[sq.index()] = EMPTY;
        self.placement ^= zobrist::piece(piece, sq.index());
        Some(piece)
    }

    /// Takes `piece`, known to stand on `sq`, off it (no search for what stands there).
    #[inline]
    pub(crate) fn lift(&mut self, sq: Square, piece: Piece) {
        let bit = !Bitboard::from_square(sq);
        self.roles[piece.role.index()] &= bit;
        self.colors[piece.color.index()] &= bit;
        self.squares[sq.index()] = EMPTY;
        self.placement ^= zobrist::piece(piece, sq.index());
    }

    /// Puts `piece` on `sq`, replacing whatever stood there.
    pub fn set(&mut self, sq: Square, piece: Piece) {
        self.remove(sq);
        let bit = Bitboard::from_square(sq);
        self.roles[piece.role.index()] |= bit;
        self.colors[piece.color.index()] |= bit;
        self.squares[sq.index()] = code(piece);
        self.placement ^= zobrist::piece(piece, sq.index());
    }

    /// Pieces of `color` whose capture pattern reaches `sq`, with `occupied` as the blockers.
    /// Strongmen attack nothing; Mages and Spearmen attack one orthogonal step, Karateka one
    /// diagonal step, Valiants a knight's leap.
    #[inline]
    pub fn attackers_to(&self, sq: Square, color: Color, occupied: Bitboard) -> Bitboard {
        let r = &self.roles;
        let orthogonal =
            r[Role::Rook as usize] | r[Role::Queen as usize] | r[Role::UpsideDownRook as usize];
        let diagonal = r[Role::Bishop as usize] | r[Role::Queen as usize];
        let mut attackers = (pawn_attacks(!color, sq) & r[Role::Pawn as usize])
            | (knight_attacks(sq) & (r[Role::Knight as usize] | r[Role::Valiant as usize]))
            | (king_attacks(sq) & r[Role::King as usize])
            | (rook_attacks(sq, occupied) & orthogonal)
            | (bishop_attacks(sq, occupied) & diagonal);
        let steppers =
            r[Role::Spearman as usize] | r[Role::Mage as usize] | r[Role::Karateka as usize];
        if steppers.any() {
            attackers |= (orthogonal_steps(sq)
                & (r[Role::Spearman as usize] | r[Role::Mage as usize]))
                | (diagonal_steps(sq) & r[Role::Karateka as usize]);
        }
        attackers & self.by_color(color)
    }

    pub fn is_attacked(&self, sq: Square, by: Color) -> bool {
        self.attackers_to(sq, by, self.occupied()).any()
    }

    /// The squares the piece on `sq` attacks by its capture pattern (sliders stop at the first
    /// piece), limited to the board.
    #[inline]
    pub fn attacks_from(&self, sq: Square, piece: Piece) -> Bitboard {
        self.attacks_through(sq, piece, self.occupied())
    }

    /// As [`Board::attacks_from`], with `occupied` as the blockers.
    #[inline]
    pub fn attacks_through(&self, sq: Square, piece: Piece, occupied: Bitboard) -> Bitboard {
        let attacks = match piece.role {
            Role::Pawn => pawn_attacks(piece.color, sq),
            Role::Knight | Role::Valiant => knight_attacks(sq),
            Role::Bishop => bishop_attacks(sq, occupied),
            Role::Rook | Role::UpsideDownRook => rook_attacks(sq, occupied),
            Role::Queen => queen_attacks(sq, occupied),
            Role::King => king_attacks(sq),
            Role::Spearman | Role::Mage => orthogonal_steps(sq),
            Role::Karateka => diagonal_steps(sq),
            Role::Strongman => Bitboard::EMPTY,
        };
        attacks & self.mask()
    }

    /// Every piece with its square, a1 first.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.occupied()
            .map(|sq| (sq, self.piece_at(sq).expect("occupied square has a piece")))
    }

    /// Removes the files and ranks whose bits are set in `files` and `ranks` (bit 0 = file a
    /// or rank 1, on the board as it is) and shifts what lies beyond them toward a1. Every
    /// bitboard in `extra` is remapped the same way.
    pub(crate) fn shrink(&mut self, files: u8, ranks: u8, extra: &mut [&mut Bitboard]) {
        // Highest line first, so that the lower lines' numbers still hold.
        let remap = |mut b: Bitboard| {
            if b.is_empty() {
                return b;
            }
            let mut left = files;
            while left != 0 {
                let file = 7 - left.leading_zeros() as u8;
                b = b.remove_file(file);
                left &= !(1 << file);
            }
            let mut left = ranks;
            while left != 0 {
                let rank = 7 - left.leading_zeros() as u8;
                b = b.remove_rank(rank);
                left &= !(1 << rank);
            }
            b
        };
        for b in self.roles.iter_mut().chain(self.colors.iter_mut()) {
            *b = remap(*b);
        }
        self.squares = [EMPTY; 64];
        self.placement = 0;
        for role in Role::ALL {
            for color in Color::ALL {
                let piece = Piece::new(color, role);
                for sq in self.by_piece(piece) {
                    self.squares[sq.index()] = code(piece);
                    self.placement ^= zobrist::piece(piece, sq.index());
                }
            }
        }
        for b in extra.iter_mut() {
            **b = remap(**b);
        }
        self.width -= files.count_ones() as u8;
        self.height -= ranks.count_ones() as u8;
        self.mask = Bitboard::board(self.width, self.height);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every square's piece, asked of the squares and of the bitboards; the placement key,
    /// kept and recomputed from the bitboards.
    fn agree(board: &Board) {
        let mut key = 0;
        for index in 0..64 {
            let sq = Square::new(index);
            let by_bitboards = Role::ALL.into_iter().find_map(|role| {
                Color::ALL
                    .into_iter()
                    .map(|color| Piece::new(color, role))
                    .find(|&piece| board.by_piece(piece).contains(sq))
            });
            assert_eq!(board.piece_at(sq), by_bitboards, "{sq}");
            key ^= by_bitboards.map_or(0, |piece| zobrist::piece(piece, sq.index()));
        }
        assert_eq!(board.placement_key(), key);
    }

    #[test]
    fn what_stands_on_a_square_and_the_placement_key_follow_every_change_to_the_board() {
        let mut board = Board::empty(8, 8);
        let sq = |s: &str| s.parse::<Square>().unwrap();
        for (i, role) in Role::ALL.into_iter().enumerate() {
            let color = Color::ALL[i % 2];
            board.set(Square::new(i as u8 * 5), Piece::new(color, role));
        }
        board.set(sq("h8"), Piece::new(Color::Black, Role::UpsideDownRook));
        board.set(sq("a1"), Piece::new(Color::Black, Role::Mage));
        agree(&board);
        // A piece set over another replaces it.
        board.set(sq("a1"), Piece::new(Color::White, Role::Pawn));
        agree(&board);
        board.set(sq("a1"), Piece::new(Color::Black, Role::Mage));
        assert_eq!(
            board.remove(sq("a1")),
            Some(Piece::new(Color::Black, Role::Mage))
        );
        board.lift(sq("h8"), Piece::new(Color::Black, Role::UpsideDownRook));
        agree(&board);
        // The files b and e and the rank 3 go; what lay beyond them moves toward a1.
        board.shrink(0b10010, 0b100, &mut []);
        agree(&board);
        assert_eq!((board.width(), board.height()), (6, 7));
    }
}
