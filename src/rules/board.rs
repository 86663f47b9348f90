//! The placement of pieces on a board of up to 8x8 squares.

use super::bitboard::*;
use super::types::{Color, Piece, Role, Square};

/// Where the pieces stand, on a board `width` files wide and `height` ranks high (Shrink Chess
/// boards shrink toward a1; every other variant keeps 8x8).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    roles: [Bitboard; Role::COUNT],
    colors: [Bitboard; 2],
    occupied: Bitboard,
    /// The squares of the board as it is now (cached: asked for by every attack).
    mask: Bitboard,
    width: u8,
    height: u8,
}

impl Board {
    pub fn empty(width: u8, height: u8) -> Board {
        assert!((1..=8).contains(&width) && (1..=8).contains(&height));
        Board {
            roles: [Bitboard::EMPTY; Role::COUNT],
            colors: [Bitboard::EMPTY; 2],
            occupied: Bitboard::EMPTY,
            mask: Bitboard::board(width, height),
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

    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.occupied
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

    pub fn color_at(&self, sq: Square) -> Option<Color> {
        if self.colors[0].contains(sq) {
            Some(Color::White)
        } else if self.colors[1].contains(sq) {
            Some(Color::Black)
        } else {
            None
        }
    }

    pub fn role_at(&self, sq: Square) -> Option<Role> {
        if !self.occupied.contains(sq) {
            return None;
        }
        Role::ALL
            .into_iter()
            .find(|r| self.roles[r.index()].contains(sq))
    }

    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        Some(Piece::new(self.color_at(sq)?, self.role_at(sq)?))
    }

    /// Takes the piece off `sq`, if any.
    pub fn remove(&mut self, sq: Square) -> Option<Piece> {
        let piece = self.piece_at(sq)?;
        let bit = Bitboard::from_square(sq);
        self.roles[piece.role.index()] &= !bit;
        self.colors[piece.color.index()] &= !bit;
        self.occupied &= !bit;
        Some(piece)
    }

    /// Takes `piece`, known to stand on `sq`, off it (no search for what stands there).
    #[inline]
    pub(crate) fn lift(&mut self, sq: Square, piece: Piece) {
        let bit = !Bitboard::from_square(sq);
        self.roles[piece.role.index()] &= bit;
        self.colors[piece.color.index()] &= bit;
        self.occupied &= bit;
    }

    /// Puts `piece` on `sq`, replacing whatever stood there.
    pub fn set(&mut self, sq: Square, piece: Piece) {
        self.remove(sq);
        let bit = Bitboard::from_square(sq);
        self.roles[piece.role.index()] |= bit;
        self.colors[piece.color.index()] |= bit;
        self.occupied |= bit;
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
        self.attackers_to(sq, by, self.occupied).any()
    }

    /// The squares the piece on `sq` attacks by its capture pattern (sliders stop at the first
    /// piece), limited to the board.
    #[inline]
    pub fn attacks_from(&self, sq: Square, piece: Piece) -> Bitboard {
        self.attacks_through(sq, piece, self.occupied)
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
        self.occupied
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
        self.occupied = remap(self.occupied);
        for b in extra.iter_mut() {
            **b = remap(**b);
        }
        self.width -= files.count_ones() as u8;
        self.height -= ranks.count_ones() as u8;
        self.mask = Bitboard::board(self.width, self.height);
    }
}
