//! Move ordering for the search: the better a move is likely to be, the sooner it is tried,
//! so that alpha-beta cuts off the rest.

use super::eval::value;
use super::see;
use crate::rules::{Color, Move, Position, Role};

/// History scores stay within this, below the killers' place in the ordering.
const HISTORY_CAP: i32 = 1 << 20;

/// Slots of the history table: from-to pairs, then drops and trade-ups by role and square.
const HISTORY_SLOTS: usize = 64 * 64 + 16 * 64;

fn history_index(mv: Move) -> usize {
    match mv {
        Move::Normal { from, to, .. } | Move::EnPassant { from, to, .. } => {
            from.index() * 64 + to.index()
        }
        Move::Swap { from, to, .. } => from.index() * 64 + to.index(),
        Move::Castle { king, rook, .. } => king.index() * 64 + rook.index(),
        Move::Drop { role, to } | Move::Replace { role, square: to } => {
            4096 + (role as usize) * 64 + to.index()
        }
        Move::DoubleDrop { first, .. } => 4096 + 14 * 64 + first.index(),
        Move::Flip { square } => 4096 + 15 * 64 + square.index(),
    }
}

/// What a move puts where, for the continuation history: the role that lands (or is placed)
/// and its square, without the side.
fn landing(mv: Move) -> usize {
    let (role, to) = match mv {
        Move::Normal { role, to, .. } | Move::Swap { role, to, .. } | Move::Drop { role, to } => {
            (role, to)
        }
        Move::EnPassant { to, .. } => (Role::Pawn, to),
        Move::Castle { rook, .. } => (Role::King, rook),
        Move::DoubleDrop { first, .. } => (Role::Pawn, first),
        Move::Replace { role, square } => (role, square),
        Move::Flip { square } => (Role::UpsideDownRook, square),
    };
    role as usize * 64 + to.index()
}

const LANDINGS: usize = Role::COUNT * 64;

/// A move of `side` as the continuation history remembers it: what it put where, by whom.
fn played_move(side: Color, mv: Move) -> u16 {
    (side as usize * LANDINGS + landing(mv)) as u16
}

/// The piece a move takes (or, for a Mage's swap, converts), if any.
pub(crate) fn victim(pos: &Position, mv: Move) -> Option<Role> {
    let board = pos.board();
    let enemy_at = |sq| board.piece_at(sq).filter(|p| p.color != pos.turn());
    match mv {
        Move::Normal { to, .. } => enemy_at(to).map(|p| p.role),
        Move::EnPassant { .. } => Some(Role::Pawn),
        Move::Swap {
            role: Role::Mage,
            to,
            ..
        } => enemy_at(to).map(|p| p.role),
        _ => None,
    }
}

/// Where kings are ordinary pieces (Suction, Give & Take), taking one is the biggest capture.
fn victim_value(role: Role) -> i32 {
    if role == Role::King {
        2_000
    } else {
        value(role)
    }
}

pub(crate) fn promotion(mv: Move) -> Option<Role> {
    match mv {
        Move::Normal { promotion, .. } => promotion,
        _ => None,
    }
}

/// Moves picked one at a time before the rest are sorted: most nodes that cut off do so at
/// one of their first moves, and never pay for sorting the others.
const PICKED_FIRST: usize = 3;

/// Scored moves handed over best first, in the order of a stable sort by score (equal scores
/// keep the generator's order, so a search reproduces): the first few by picking the best of
/// those left, the rest by one sort when the search gets that far.
pub struct Ordered {
    scored: Vec<(i32, Move)>,
    next: usize,
}

impl Iterator for Ordered {
    type Item = Move;

    fn next(&mut self) -> Option<Move> {
        let rest = &mut self.scored[self.next..];
        if rest.is_empty() {
            return None;
        }
        if self.next < PICKED_FIRST {
            // The first of the best, moved to the front; the others keep their order.
            let best =
                (1..rest.len()).fold(0, |best, i| if rest[i].0 > rest[best].0 { i } else { best });
            rest[..=best].rotate_right(1);
        } else if self.next == PICKED_FIRST {
            // Stable: the runs of equal scores (most of a drop phase's hundreds of moves) are
            // sorted in one pass.
            rest.sort_by_key(|&(score, _)| std::cmp::Reverse(score));
        }
        self.next += 1;
        Some(rest[0].1)
    }
}

/// What the search learns about good moves as it goes: two killers per ply, a history score
/// per kind of move and, where it is kept, a continuation history: a score per quiet move
/// after each move one and two plies before it (the answer a move asks for, the plan the side
/// to move is in the middle of).
pub struct MoveOrder {
    killers: Vec<[Option<Move>; 2]>,
    history: Vec<i32>,
    /// By plies back (one, two): `LANDINGS` scores for each move played there; empty when off.
    continuation: [Vec<i32>; 2],
    /// The move played at each ply of the current path ([`played_move`]), none for a pass.
    played: Vec<Option<u16>>,
}

impl MoveOrder {
    /// An empty ordering for searches `max_ply` deep; `continuation`: keep the continuation
    /// history too.
    pub fn new(max_ply: usize, continuation: bool) -> MoveOrder {
        let size = if continuation {
            2 * LANDINGS * LANDINGS
        } else {
            0
        };
        MoveOrder {
            killers: vec![[None; 2]; max_ply + 1],
            history: vec![0; HISTORY_SLOTS],
            continuation: [vec![0; size], vec![0; size]],
            played: vec![None; max_ply + 1],
        }
    }

    /// `mv` (none: a pass) is played at `ply` by `side`, the next ply's node is searched.
    pub fn play(&mut self, ply: usize, side: Color, mv: Option<Move>) {
        if let Some(slot) = self.played.get_mut(ply) {
            *slot = mv.map(|mv| played_move(side, mv));
        }
    }

    /// The continuation history's slots for a quiet move of the node at `ply`: one per move
    /// played one and two plies before, where there was one.
    fn continuation_slots(&self, ply: usize, mv: Move) -> [Option<usize>; 2] {
        if self.continuation[0].is_empty() {
            return [None; 2];
        }
        let before = |back: usize| {
            let prior = ply.checked_sub(back).and_then(|p| self.played[p])?;
            Some(prior as usize * LANDINGS + landing(mv))
        };
        [before(1), before(2)]
    }

    /// The continuation history's score for the quiet move `mv` at `ply`.
    fn continuation_score(&self, ply: usize, mv: Move) -> i32 {
        self.continuation
            .iter()
            .zip(self.continuation_slots(ply, mv))
            .filter_map(|(table, slot)| slot.map(|s| table[s]))
            .sum()
    }

    /// `moves` best first: the hash move, captures (the most valuable victim first, the
    /// cheapest attacker among equals), promotions, the killers of this ply, then by history;
    /// with `exchanges` (where captures are plain exchanges, and not already judged by the
    /// caller), captures that lose material on their square last of all.
    pub fn sort(
        &self,
        pos: &Position,
        moves: Vec<Move>,
        hash_move: Option<Move>,
        ply: usize,
        exchanges: bool,
    ) -> Ordered {
        let killers = self.killers[ply.min(self.killers.len() - 1)];
        let scored: Vec<(i32, Move)> = moves
            .into_iter()
            .map(|m| {
                let score = if Some(m) == hash_move {
                    1 << 30
                } else if let Some(v) = victim(pos, m) {
                    let attacker = match m {
                        Move::Normal { role, .. } => value(role),
                        _ => 0,
                    };
                    let order = 16 * victim_value(v) - attacker / 16;
                    // A piece that takes one worth as much never loses on the square.
                    let losing = exchanges && attacker > value(v) && see::exchange(pos, m) < 0;
                    if losing {
                        -(1 << 28) + order
                    } else {
                        (1 << 28) + order
                    }
                } else if let Some(p) = promotion(m) {
                    (1 << 27) + value(p)
                } else if killers[0] == Some(m) {
                    (1 << 26) + 1
                } else if killers[1] == Some(m) {
                    1 << 26
                } else {
                    self.history[history_index(m)] + self.continuation_score(ply, m)
                };
                (score, m)
            })
            .collect();
        Ordered { scored, next: 0 }
    }

    /// The history score of a quiet move: positive where it has refuted positions more often
    /// than it failed to.
    pub fn history(&self, mv: Move) -> i32 {
        self.history[history_index(mv)]
    }

    /// Whether `mv` is one of the killers of `ply`.
    pub fn is_killer(&self, mv: Move, ply: usize) -> bool {
        self.killers[ply.min(self.killers.len() - 1)].contains(&Some(mv))
    }

    /// A quiet move that refuted a position after the quiet moves `tried` before it did not: a
    /// killer at its ply, history for it and against them. Each update moves a score part of
    /// the way toward the cap, so old lessons fade and no score outgrows the killers.
    pub fn remember_quiet_cutoff(&mut self, mv: Move, tried: &[Move], depth: i32, ply: usize) {
        let last = self.killers.len() - 1;
        let killers = &mut self.killers[ply.min(last)];
        if killers[0] != Some(mv) {
            killers[1] = killers[0];
            killers[0] = Some(mv);
        }
        let bonus = (depth * depth * 32).min(HISTORY_CAP / 16);
        let toward_cap = |slot: &mut i32, by: i32| {
            *slot += by - (i64::from(*slot) * i64::from(by.abs()) / i64::from(HISTORY_CAP)) as i32;
        };
        for (m, by) in std::iter::once((mv, bonus)).chain(tried.iter().map(|&m| (m, -bonus))) {
            toward_cap(&mut self.history[history_index(m)], by);
            let slots = self.continuation_slots(ply, m);
            for (table, slot) in self.continuation.iter_mut().zip(slots) {
                if let Some(slot) = slot {
                    toward_cap(&mut table[slot], by);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;

    /// Where `mv` comes in the ordering of every legal move of `fen`, a chess position.
    fn place(fen: &str, mv: &str, exchanges: bool) -> usize {
        let pos = Position::from_fen(Variant::Standard, fen).unwrap();
        MoveOrder::new(4, false)
            .sort(&pos, pos.legal_moves(), None, 0, exchanges)
            .position(|m| m.to_string() == mv)
            .unwrap()
    }

    #[test]
    fn moves_come_in_the_order_of_a_stable_sort_by_score() {
        let moves = Position::start(Variant::Standard).legal_moves();
        // Many ties, the best late, some scores negative: every pick and the sort are used.
        for seed in 0..20i32 {
            let scored: Vec<(i32, Move)> = (0i32..)
                .zip(moves.iter().copied())
                .map(|(i, m)| ((i * 7 + seed * 3) % 5 - 2, m))
                .collect();
            let mut expected = scored.clone();
            expected.sort_by_key(|&(score, _)| std::cmp::Reverse(score));
            let expected: Vec<Move> = expected.into_iter().map(|(_, m)| m).collect();
            let ordered: Vec<Move> = Ordered { scored, next: 0 }.collect();
            assert_eq!(ordered, expected, "seed {seed}");
        }
        assert_eq!(
            Ordered {
                scored: Vec::new(),
                next: 0
            }
            .next(),
            None
        );
    }

    #[test]
    fn a_refutation_becomes_a_killer_of_its_ply_and_gains_history() {
        let pos = Position::start(Variant::Standard);
        let moves = pos.legal_moves();
        let (refutation, tried) = (moves[5], &moves[..2]);
        let mut order = MoveOrder::new(4, false);
        order.remember_quiet_cutoff(refutation, tried, 6, 2);
        assert!(order.is_killer(refutation, 2));
        assert!(!order.is_killer(refutation, 1));
        assert!(order.history(refutation) > 0);
        assert!(tried.iter().all(|&m| order.history(m) < 0));
        assert_eq!(order.history(moves[3]), 0);
    }

    #[test]
    fn an_answer_to_a_move_gains_continuation_history_after_that_move_only() {
        let start = Position::start(Variant::Standard);
        let (e4, d4) = (
            start.parse_move("e2e4").unwrap(),
            start.parse_move("d2d4").unwrap(),
        );
        let after_e4 = start.played(e4);
        let answer = after_e4.parse_move("e7e5").unwrap();
        let tried = after_e4.parse_move("a7a6").unwrap();
        let order_after = |order: &mut MoveOrder, first: Move| {
            order.play(0, Color::White, Some(first));
            let pos = start.played(first);
            let moves: Vec<Move> = order
                .sort(&pos, pos.legal_moves(), None, 1, false)
                .collect();
            (moves.iter().position(|&m| m == answer).unwrap(), moves)
        };
        for continuation in [true, false] {
            let mut order = MoveOrder::new(4, continuation);
            order.play(0, Color::White, Some(e4));
            order.remember_quiet_cutoff(answer, &[tried], 6, 1);
            // Main history alone would put it first everywhere; a killer of its ply too: the
            // difference lies in the continuation, so both are cleared.
            order.history.fill(0);
            order.killers.iter_mut().for_each(|k| *k = [None; 2]);
            let (after_e4_place, _) = order_after(&mut order, e4);
            let (after_d4_place, plain) = order_after(&mut order, d4);
            let unlearned = MoveOrder::new(4, continuation)
                .sort(
                    &start.played(d4),
                    start.played(d4).legal_moves(),
                    None,
                    1,
                    false,
                )
                .collect::<Vec<Move>>();
            assert_eq!(plain, unlearned, "after d4 nothing was learned");
            assert_eq!(
                after_e4_place == 0,
                continuation,
                "continuation {continuation}"
            );
            assert!(after_d4_place > 0);
        }
    }

    #[test]
    fn captures_that_lose_material_go_last_where_exchanges_are_judged() {
        // The queen may take a pawn a pawn guards; the rook may take an undefended knight.
        let fen = "4k3/2p5/3p4/6n1/8/3Q4/8/4K1R1 w - - 0 1";
        let moves = Position::from_fen(Variant::Standard, fen)
            .unwrap()
            .legal_moves()
            .len();
        assert_eq!(place(fen, "g1g5", true), 0);
        assert_eq!(place(fen, "d3d6", true), moves - 1);
        // Without the rule a capture of a pawn still comes before every quiet move.
        assert_eq!(place(fen, "d3d6", false), 1);
    }
}
