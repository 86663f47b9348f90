//! The hidden layer's sums kept from one evaluation to the next, as NNUE engines keep them: a
//! move changes a few inputs, so a position's sums are those of one judged before (its
//! parent, most often, or a sibling) with the inputs that differ taken out and put in. Found
//! from the pieces that differ, not from the move, so every variant's moves (drops, swaps,
//! suctions) are covered alike. Sums in 16 bits wrap alike in any order, so they are exactly
//! the sums computed afresh, and a search at a node budget still reproduces.

use super::{add, held, in_hand, inputs, on_board, subtract, Network};
use crate::rules::{Board, Color, Hand, Piece, Position, Role};

/// The hidden sums of one position.
#[derive(Clone, Debug, PartialEq)]
pub struct Accumulator {
    board: Board,
    hands: [Hand; 2],
    /// White's view's sums, then Black's.
    sums: Vec<i16>,
}

impl Accumulator {
    /// How many inputs differ between the position these sums are of and `pos`; `None`
    /// when one cannot be brought to the other (a Shrink board of another height, where
    /// every square counts from another back rank).
    pub fn distance(&self, pos: &Position) -> Option<u32> {
        let board = pos.board();
        if board.height() != self.board.height() {
            return None;
        }
        let mut n = 0;
        for color in Color::ALL {
            for role in Role::ALL {
                let piece = Piece::new(color, role);
                n += (self.board.by_piece(piece) ^ board.by_piece(piece)).count();
            }
            for role in Hand::ROLES {
                let (before, now) = (
                    held(&self.hands[color.index()], role),
                    held(pos.hand(color), role),
                );
                n += before.abs_diff(now) as u32;
            }
        }
        Some(n)
    }
}

impl Network {
    /// The sums of `pos`, computed afresh.
    pub fn accumulate(&self, pos: &Position) -> Accumulator {
        let mut sums = [self.input_bias.as_slice(); 2].concat();
        let (white, black) = sums.split_at_mut(self.hidden);
        inputs(pos, &mut |w, b| {
            add(white, self.row(w));
            add(black, self.row(b));
        });
        Accumulator {
            board: pos.board().clone(),
            hands: [*pos.hand(Color::White), *pos.hand(Color::Black)],
            sums,
        }
    }

    /// Brings `sums` to `pos` by the inputs that differ; only where
    /// [`Accumulator::distance`] is `Some`.
    pub fn update(&self, sums: &mut Accumulator, pos: &Position) {
        let board = pos.board();
        let (white, black) = sums.sums.split_at_mut(self.hidden);
        let mut change = |(w, b): (usize, usize), put_in: bool| {
            let change = if put_in { add } else { subtract };
            change(white, self.row(w));
            change(black, self.row(b));
        };
        for color in Color::ALL {
            for role in Role::ALL {
                let piece = Piece::new(color, role);
                let (before, now) = (sums.board.by_piece(piece), board.by_piece(piece));
                for sq in before & !now {
                    change(on_board(piece, sq, board.height()), false);
                }
                for sq in now & !before {
                    change(on_board(piece, sq, board.height()), true);
                }
            }
            for (kind, role) in Hand::ROLES.into_iter().enumerate() {
                let (before, now) = (
                    held(&sums.hands[color.index()], role),
                    held(pos.hand(color), role),
                );
                for n in now..before {
                    change(in_hand(color, kind, n), false);
                }
                for n in before..now {
                    change(in_hand(color, kind, n), true);
                }
            }
        }
        sums.board.clone_from(board);
        sums.hands = [*pos.hand(Color::White), *pos.hand(Color::Black)];
    }

    /// The score for `turn`, in centipawns, of the position whose sums are `sums`.
    pub fn output(&self, sums: &Accumulator, turn: Color) -> i32 {
        let (white, black) = sums.sums.split_at(self.hidden);
        let (us, them) = match turn {
            Color::White => (white, black),
            Color::Black => (black, white),
        };
        self.score(us, them)
    }
}

/// The sums a search keeps, one for each ply: the position last judged there.
pub struct Plies {
    network: super::Shared,
    at: Vec<Option<Accumulator>>,
}

impl Plies {
    pub fn new(network: super::Shared, plies: usize) -> Plies {
        Plies {
            network,
            at: vec![None; plies.max(1)],
        }
    }

    /// The score of `pos`, reached at `ply`, for the side to move: from the sums of the
    /// position last judged at this ply or at the one before, whichever differs less, or
    /// afresh when both differ more than the position has pieces.
    pub fn evaluate(&mut self, pos: &Position, ply: usize) -> i32 {
        let ply = ply.min(self.at.len() - 1);
        let (before, here) = self.at.split_at_mut(ply);
        let slot = &mut here[0];
        let afresh = pos.board().occupied().count();
        let stay = slot.as_ref().and_then(|sums| sums.distance(pos));
        let parent = before
            .last()
            .and_then(Option::as_ref)
            .and_then(|sums| Some((sums, sums.distance(pos)?)));
        match (stay, parent) {
            (stay, Some((parent, d))) if d < afresh && stay.is_none_or(|s| d < s) => match slot {
                Some(sums) => sums.clone_from(parent),
                None => *slot = Some(parent.clone()),
            },
            (Some(s), _) if s < afresh => {}
            _ => *slot = Some(self.network.accumulate(pos)),
        }
        let sums = slot.as_mut().expect("filled above");
        self.network.update(sums, pos);
        self.network.output(sums, pos.turn())
    }
}
