//! The edge weights of the Dutch system's matchings, after bbpPairings: every criterion of
//! C.04.3, in priority order, is a field of one number, so that the heaviest matching is
//! the pairing the rules prefer. A field is wide enough to count all the pairs of a round,
//! so no lower field can ever outweigh a higher one.

use super::super::swiss::{compatible_preferences, Color, Standing};
use super::super::wide::Weight;
use super::Context;

#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Float {
    Down,
    Up,
    None,
}

/// What an edge weight knows of the bracket being paired.
pub(super) struct Bracket<'a> {
    pub bye_score: u32,
    pub single_downfloater_is_bye: bool,
    /// For a player with the bye assignee's score, by games played: how far down the
    /// bye should look (C.9: the bye to one who played the most).
    pub unplayed_ranks: &'a std::collections::HashMap<usize, u64>,
}

impl Context<'_> {
    fn bye_candidate(&self, player: &Standing, bye_score: u32) -> bool {
        self.eligible[player.id] && player.score <= bye_score
    }

    /// The weight of `higher` (ranked above) meeting `lower`, zero if they may not meet.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn edge_weight<W: Weight>(
        &self,
        higher: &Standing,
        lower: &Standing,
        lower_in_current: bool,
        lower_in_next: bool,
        bracket: &Bracket<'_>,
    ) -> W {
        let (b, s) = (self.size_bits, self.groups_bits);
        let one = W::from_u64(1);
        let bit = |on: bool| if on { one } else { W::zero() };
        let at = |player: &Standing| one << self.group_shift[player.id];
        if !self.compatible(higher, lower) {
            return W::zero();
        }
        // Complete the pairing, the bye to one who may have it.
        let mut w = W::from_u64(
            1 + !self.bye_candidate(higher, bracket.bye_score) as u64
                + !self.bye_candidate(lower, bracket.bye_score) as u64,
        );
        // The most pairs in this bracket, then the highest scores paired in it.
        w = (w << b) | bit(lower_in_current);
        w = w << s;
        if lower_in_current {
            w = w | at(higher);
        }
        // The same in the next bracket.
        w = (w << b) | bit(lower_in_next);
        w = w << s;
        if lower_in_next {
            w = w | at(higher);
        }
        // The fewest unplayed games for the bye assignee.
        w = w << (2 * b);
        if bracket.single_downfloater_is_bye {
            if higher.score == bracket.bye_score {
                w = w | W::from_u64(bracket.unplayed_ranks[&higher.played_games]);
            }
            if lower.score == bracket.bye_score {
                w = w + W::from_u64(bracket.unplayed_ranks[&lower.played_games]);
            }
        }
        w = self.color_bits(w, lower, higher, lower_in_current);
        let current = |on: bool| bit(lower_in_current && on);
        for back in (1..=2).filter(|&back| self.round >= back) {
            // The fewest repeated downfloaters, then upfloaters, of one and two rounds ago.
            w = (w << b) | current(self.float(lower, back) == Float::Down);
            w = w + current(higher.score <= lower.score && self.float(higher, back) == Float::Down);
            w = (w << b)
                | current(!(higher.score > lower.score && self.float(lower, back) == Float::Up));
        }
        for back in (1..=2).filter(|&back| self.round >= back) {
            // The lowest scores of repeated downfloaters, then of the opponents of repeated
            // upfloaters.
            w = w << s;
            if lower_in_current {
                if self.float(lower, back) == Float::Down {
                    w = w + at(lower);
                }
                if self.float(higher, back) == Float::Down {
                    w = w + at(higher);
                }
            }
            w = w << s;
            if lower_in_current
                && !(self.float(lower, back) == Float::Up && higher.score > lower.score)
            {
                w = w | at(higher);
            }
        }
        // Room for the order of transpositions and exchanges.
        w << (3 * b + 1)
    }

    /// The total width of the fields above, the completion field's two bits included.
    pub(super) fn weight_bits(&self) -> u32 {
        let (b, s) = (self.size_bits, self.groups_bits);
        let rounds_back = self.round.min(2) as u32;
        2 + b + s + b + s + 2 * b + 4 * b + rounds_back * (2 * b + 2 * s) + 3 * b + 1
    }

    /// The colour criteria, for pairs in the current bracket.
    fn color_bits<W: Weight>(&self, w: W, player: &Standing, opponent: &Standing, on: bool) -> W {
        let b = self.size_bits;
        let bit = |ok: bool| if on && ok { W::from_u64(1) } else { W::zero() };
        let same = player.preference == opponent.preference;
        let w =
            (w << b) | bit(!player.absolute_imbalance() || !opponent.absolute_imbalance() || !same);
        let w = (w << b)
            | bit(!player.absolute_preference()
                || !opponent.absolute_preference()
                || !same
                || if player.imbalance == opponent.imbalance {
                    player.repeated.is_none() || player.repeated != opponent.repeated
                } else {
                    // The one with the smaller colour difference.
                    let smaller = if player.imbalance > opponent.imbalance {
                        opponent
                    } else {
                        player
                    };
                    smaller.repeated != player.preference.map(Color::other)
                });
        let w = (w << b)
            | bit(compatible_preferences(
                player.preference,
                opponent.preference,
            ));
        (w << b)
            | bit((!player.strong && !player.absolute_preference())
                || (!opponent.strong && !opponent.absolute_preference())
                || (player.absolute_preference() && opponent.absolute_preference())
                || !same)
    }
}
