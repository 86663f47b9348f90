//! The hidden layer's sums kept from one evaluation to the next, as NNUE engines keep them: a
//! move changes a few inputs, so a position's sums are those of one judged before (its
//! parent, most often, or a sibling) with the inputs that differ taken out and put in. Found
//! from the squares and hands that differ, not from the move, so every variant's moves (drops,
//! swaps, suctions) are covered alike. Sums in 16 bits wrap alike in any order, so they are exactly
//! the sums computed afresh, and a search at a node budget still reproduces.

use super::kernels::{add, subtract};
use super::{held, in_hand, inputs, on_board, Network};
use crate::rules::bitboard::Bitboard;
use crate::rules::{Board, Color, Hand, Position, Role};

/// The hidden sums of one position.
#[derive(Clone, Debug, PartialEq)]
pub struct Accumulator {
    board: Board,
    hands: [Hand; 2],
    /// White's view's sums, then Black's.
    sums: Vec<i16>,
}

/// The inputs that differ between the position some sums are of and another: those to take
/// out and those to put in, each as its index from White's view and from Black's. Kept by a
/// search from one position to the next, so finding them allocates nothing.
#[derive(Clone, Debug, Default)]
pub struct Changes {
    taken_out: Vec<(usize, usize)>,
    put_in: Vec<(usize, usize)>,
}

impl Changes {
    pub(super) fn len(&self) -> usize {
        self.taken_out.len() + self.put_in.len()
    }
}

impl Accumulator {
    /// The inputs that differ between the position these sums are of and `pos`, into
    /// `changes`; false when there are `limit` or more (computing the sums afresh, or from
    /// other sums, costs less), or when these sums cannot be brought to `pos` at all (a
    /// Shrink board of another height, where every square counts from another back rank).
    pub fn changes_to(&self, pos: &Position, limit: usize, changes: &mut Changes) -> bool {
        changes.taken_out.clear();
        changes.put_in.clear();
        let board = pos.board();
        if board.height() != self.board.height() {
            return false;
        }
        // The squares whose piece changed, in colour or in kind.
        let before = &self.board;
        let mut changed = Color::ALL
            .into_iter()
            .fold(Bitboard::EMPTY, |changed, color| {
                changed | (before.by_color(color) ^ board.by_color(color))
            });
        for role in Role::ALL {
            changed |= before.by_role(role) ^ board.by_role(role);
        }
        let mut count =
            ((changed & before.occupied()).count() + (changed & board.occupied()).count()) as usize;
        if count >= limit {
            return false;
        }
        for sq in changed {
            let input = |piece| on_board(piece, sq, board.height());
            changes.taken_out.extend(before.piece_at(sq).map(input));
            changes.put_in.extend(board.piece_at(sq).map(input));
        }
        for color in Color::ALL {
            let (held_before, held_now) = (&self.hands[color.index()], pos.hand(color));
            if held_before == held_now {
                continue;
            }
            for (kind, role) in Hand::ROLES.into_iter().enumerate() {
                let (before, now) = (held(held_before, role), held(held_now, role));
                count += before.abs_diff(now);
                if count >= limit {
                    return false;
                }
                let input = |n| in_hand(color, kind, n);
                changes.taken_out.extend((now..before).map(input));
                changes.put_in.extend((before..now).map(input));
            }
        }
        true
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

    /// Brings `sums` to `pos` by `changes`, found from these sums by
    /// [`Accumulator::changes_to`].
    pub fn apply(&self, sums: &mut Accumulator, changes: &Changes, pos: &Position) {
        let (white, black) = sums.sums.split_at_mut(self.hidden);
        for &(w, b) in &changes.taken_out {
            subtract(white, self.row(w));
            subtract(black, self.row(b));
        }
        for &(w, b) in &changes.put_in {
            add(white, self.row(w));
            add(black, self.row(b));
        }
        sums.board.clone_from(pos.board());
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
    /// What differs from the sums of the ply before, and from those of this ply.
    from_parent: Changes,
    from_here: Changes,
}

impl Plies {
    pub fn new(network: super::Shared, plies: usize) -> Plies {
        Plies {
            network,
            at: vec![None; plies.max(1)],
            from_parent: Changes::default(),
            from_here: Changes::default(),
        }
    }

    /// The score of `pos`, reached at `ply`, for the side to move: from the sums of the
    /// position last judged at this ply or at the one before, whichever differs less (this
    /// ply's on a tie, as they need no copy), or afresh when both differ by as many inputs as
    /// the position has pieces.
    pub fn evaluate(&mut self, pos: &Position, ply: usize) -> i32 {
        let ply = ply.min(self.at.len() - 1);
        let (before, here) = self.at.split_at_mut(ply);
        let slot = &mut here[0];
        let afresh = pos.board().occupied().count() as usize;
        let parent = before
            .last()
            .and_then(Option::as_ref)
            .filter(|sums| sums.changes_to(pos, afresh, &mut self.from_parent));
        let limit = parent.map_or(afresh, |_| self.from_parent.len() + 1);
        let stays = slot
            .as_ref()
            .is_some_and(|sums| sums.changes_to(pos, limit, &mut self.from_here));
        let network = &self.network;
        if stays {
            network.apply(
                slot.as_mut().expect("stays: has sums"),
                &self.from_here,
                pos,
            );
        } else if let Some(parent) = parent {
            let sums = match slot {
                Some(sums) => {
                    sums.clone_from(parent);
                    sums
                }
                None => slot.insert(parent.clone()),
            };
            network.apply(sums, &self.from_parent, pos);
        } else {
            *slot = Some(network.accumulate(pos));
        }
        network.output(slot.as_ref().expect("filled above"), pos.turn())
    }
}
