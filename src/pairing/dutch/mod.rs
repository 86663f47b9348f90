//! The FIDE Dutch system (Handbook C.04.3, in its 2025 wording, with the general rules of
//! C.04.1), as bbpPairings - a FIDE-endorsed pairing program - computes it: the pairing of
//! each bracket is the heaviest matching of a graph whose edge weights encode the absolute,
//! completion and quality criteria in their order, refined step by step (which moved-down
//! players are paired, with whom, which exchanges) by changing weights and matching again.
//! This is a port of bbpPairings' `dutch.cpp` (Apache License 2.0, Bierema Boyz
//! Programming), on our own matching.

mod brackets;
mod weights;

use super::swiss::{compatible_preferences, eligible_for_bye, Color, Player, Standing, Swiss};
use super::wide::Wide;
use std::fmt;
use weights::Float;

/// A round's pairing, board by board: (White, Black) by index into the players, and who
/// has the pairing-allocated bye.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundPairing {
    pub games: Vec<(usize, usize)>,
    pub bye: Option<usize>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PairingError {
    /// No pairing satisfies the absolute criteria (no rematch, colours, one bye each).
    Impossible,
    /// The record cannot be paired from: why.
    Record(String),
}

impl fmt::Display for PairingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PairingError::Impossible => {
                write!(
                    f,
                    "no pairing of this round satisfies the absolute criteria"
                )
            }
            PairingError::Record(why) => write!(f, "the tournament record is wrong: {why}"),
        }
    }
}

impl std::error::Error for PairingError {}

/// What the weights and the bracket steps share.
pub(crate) struct Context<'a> {
    swiss: &'a Swiss,
    /// Rounds already played: the one to pair has this index.
    round: usize,
    standings: Vec<Standing>,
    /// Who may not meet whom (they met), as a bit matrix.
    forbidden: Vec<u64>,
    /// By player: how they floated one and two rounds ago, and whether they may have the
    /// bye (read for every edge, so worked out once).
    floats: Vec<[Float; 2]>,
    eligible: Vec<bool>,
    /// Bits to count the players of the largest score group.
    size_bits: u32,
    /// Bits of all score groups' counting fields together.
    groups_bits: u32,
    /// By player: where their score group's counting field starts.
    group_shift: Vec<u32>,
}

impl Context<'_> {
    fn met(&self, a: usize, b: usize) -> bool {
        let bit = a * self.swiss.players.len() + b;
        self.forbidden[bit / 64] & (1 << (bit % 64)) != 0
    }
}

/// Pairs round `round + 1` (the first round when `round` is 0) of a Swiss by the Dutch
/// system. Every player has an entry for each round played; one who is not to be paired
/// this round (withdrawn, or a requested bye) has an entry for it already.
pub fn pair(swiss: &Swiss, round: usize) -> Result<RoundPairing, PairingError> {
    check(swiss, round)?;
    let mut standings: Vec<Standing> = swiss
        .players
        .iter()
        .enumerate()
        .map(|(id, player)| Standing::new(id, player, round))
        .collect();
    // Ranks count only players who are in the tournament: to be paired now, or paired before
    // (not one who has not played yet and sits this round out).
    let mut rank = 0;
    for (standing, player) in standings.iter_mut().zip(&swiss.players) {
        if player.rounds.len() == round || player.rounds.iter().any(|entry| entry.paired) {
            standing.rank = rank;
            rank += 1;
        }
    }
    let mut sorted: Vec<usize> = (0..swiss.players.len())
        .filter(|&id| swiss.players[id].rounds.len() == round)
        .collect();
    sorted.sort_by_key(|&id| (std::cmp::Reverse(standings[id].score), standings[id].rank));
    let count = swiss.players.len();
    let mut forbidden = vec![0u64; (count * count).div_ceil(64)];
    for (id, player) in swiss.players.iter().enumerate() {
        for opponent in player
            .rounds
            .iter()
            .filter(|e| e.played)
            .filter_map(|e| e.opponent)
        {
            let bit = id * count + opponent;
            forbidden[bit / 64] |= 1 << (bit % 64);
        }
    }
    let (mut groups_bits, mut largest) = (0, 0);
    let mut group_shift = vec![0; count];
    for group in sorted
        .chunk_by(|&a, &b| standings[a].score == standings[b].score)
        .rev()
    {
        for &id in group {
            group_shift[id] = groups_bits;
        }
        groups_bits += bits(group.len());
        largest = largest.max(group.len());
    }
    let mut context = Context {
        swiss,
        round,
        standings,
        forbidden,
        floats: Vec::new(),
        eligible: swiss.players.iter().map(eligible_for_bye).collect(),
        size_bits: bits(largest),
        groups_bits,
        group_shift,
    };
    context.floats = (0..count)
        .map(|id| {
            [1, 2].map(|back| {
                if round >= back {
                    context.compute_float(id, back)
                } else {
                    Float::None
                }
            })
        })
        .collect();
    // Eight bits above the weights for the duals' sums.
    let pairs = match context.weight_bits() + 8 {
        0..=64 => brackets::run::<u64>(&context, &sorted),
        65..=128 => brackets::run::<u128>(&context, &sorted),
        129..=192 => brackets::run::<Wide<3>>(&context, &sorted),
        193..=256 => brackets::run::<Wide<4>>(&context, &sorted),
        257..=512 => brackets::run::<Wide<8>>(&context, &sorted),
        // A thousand players need about 670 bits: limbs cost time in every sum.
        513..=640 => brackets::run::<Wide<10>>(&context, &sorted),
        641..=768 => brackets::run::<Wide<12>>(&context, &sorted),
        769..=1024 => brackets::run::<Wide<16>>(&context, &sorted),
        1025..=2048 => brackets::run::<Wide<32>>(&context, &sorted),
        _ => brackets::run::<Wide<64>>(&context, &sorted),
    }?;
    Ok(context.boards(&sorted, &pairs))
}

fn check(swiss: &Swiss, round: usize) -> Result<(), PairingError> {
    let bad = |why: String| Err(PairingError::Record(why));
    for (id, player) in swiss.players.iter().enumerate() {
        if player.rounds.len() != round && player.rounds.len() != round + 1 {
            return bad(format!(
                "player {} has {} rounds, not {round}",
                id + 1,
                player.rounds.len()
            ));
        }
        for (r, entry) in player.rounds.iter().enumerate() {
            let Some(opponent) = entry.opponent else {
                continue;
            };
            let back = swiss.players.get(opponent).and_then(|o| o.rounds.get(r));
            if opponent == id || back.and_then(|b| b.opponent) != Some(id) {
                return bad(format!(
                    "player {}'s opponent in round {} disagrees",
                    id + 1,
                    r + 1
                ));
            }
            if entry.played && entry.color.is_none() {
                return bad(format!(
                    "player {}'s game in round {} has no colour",
                    id + 1,
                    r + 1
                ));
            }
        }
    }
    Ok(())
}

/// The number of bits that can count up to `n`.
fn bits(n: usize) -> u32 {
    usize::BITS - n.leading_zeros()
}

impl Context<'_> {
    fn standing(&self, id: usize) -> &Standing {
        &self.standings[id]
    }

    /// May the two meet: not again, and not both with the same absolute colour preference
    /// (allowed in the last round between topscorers).
    fn compatible(&self, a: &Standing, b: &Standing) -> bool {
        let topscorer = |p: &Standing| p.score > self.round as u32;
        !self.met(a.id, b.id)
            && (!a.absolute_preference()
                || !b.absolute_preference()
                || a.preference != b.preference
                || (self.round + 1 >= self.swiss.rounds && (topscorer(a) || topscorer(b))))
    }

    /// The score a player had `back` rounds ago.
    fn score_before(&self, id: usize, back: usize) -> u32 {
        let rounds = &self.swiss.players[id].rounds[self.round - back..self.round];
        self.standings[id].score - rounds.iter().map(|e| e.score.points()).sum::<u32>()
    }

    /// How the player floated `back` (1 or 2) rounds ago.
    fn float(&self, player: &Standing, back: usize) -> Float {
        self.floats[player.id][back - 1]
    }

    fn compute_float(&self, id: usize, back: usize) -> Float {
        let entry = &self.swiss.players[id].rounds[self.round - back];
        let Some(opponent) = entry.opponent.filter(|_| entry.played) else {
            return if entry.score.points() > 0 {
                Float::Down
            } else {
                Float::None
            };
        };
        let (own, theirs) = (
            self.score_before(id, back),
            self.score_before(opponent, back),
        );
        match own.cmp(&theirs) {
            std::cmp::Ordering::Greater => Float::Down,
            std::cmp::Ordering::Less => Float::Up,
            std::cmp::Ordering::Equal => Float::None,
        }
    }

    /// Is `a` ranked below `b` (lower score, or the same and a higher pairing number).
    fn below(&self, a: &Standing, b: &Standing) -> bool {
        (a.score, b.rank) < (b.score, a.rank)
    }

    /// The colour `player` gets against `opponent` (C.04.3 E).
    fn color(&self, player: &Standing, opponent: &Standing) -> Color {
        if let Some(color) = neutral_color(
            player,
            opponent,
            &self.swiss.players[player.id],
            &self.swiss.players[opponent.id],
        ) {
            return color;
        }
        let initial = self.swiss.initial_color;
        let by_rank = |rank: usize| {
            if rank & 1 == 1 {
                initial.other()
            } else {
                initial
            }
        };
        match (player.preference, self.below(player, opponent)) {
            (None, true) => by_rank(opponent.rank).other(),
            (None, false) => by_rank(player.rank),
            (Some(_), true) => opponent.preference.map_or(initial, Color::other),
            (Some(preference), false) => preference,
        }
    }

    /// The pairs in board order: by the higher player's score, then the lower's, then the
    /// higher's rank; the bye last.
    fn boards(&self, sorted: &[usize], pairs: &[Option<usize>]) -> RoundPairing {
        let mut games = Vec::new();
        let mut bye = None;
        for &id in sorted {
            match pairs[id] {
                Some(other) if id < other => {
                    let (me, them) = (self.standing(id), self.standing(other));
                    games.push(match self.color(me, them) {
                        Color::White => (id, other),
                        Color::Black => (other, id),
                    });
                }
                Some(_) => {}
                None => bye = Some(id),
            }
        }
        let key = |&(white, black): &(usize, usize)| {
            let (w, b) = (self.standing(white), self.standing(black));
            let (higher, lower) = if self.below(w, b) { (b, w) } else { (w, b) };
            (
                std::cmp::Reverse(higher.score),
                std::cmp::Reverse(lower.score),
                higher.rank,
            )
        };
        games.sort_by_key(key);
        RoundPairing { games, bye }
    }
}

/// The colour the rules give `player` from the two players' preferences and histories
/// alone, if they decide.
fn neutral_color(p: &Standing, o: &Standing, pp: &Player, op: &Player) -> Option<Color> {
    if compatible_preferences(p.preference, o.preference) {
        return p.preference.or(o.preference.map(Color::other));
    }
    if p.absolute_preference() && (p.imbalance > o.imbalance || !o.absolute_preference()) {
        return p.preference;
    }
    if o.absolute_preference() && (o.imbalance > p.imbalance || !p.absolute_preference()) {
        return o.preference.map(Color::other);
    }
    if p.strong && !o.strong {
        return p.preference;
    }
    if o.strong && !p.strong {
        return o.preference.map(Color::other);
    }
    // Alternate from the last round in which they had different colours.
    let played = |player: &Player| -> Vec<Color> {
        player
            .rounds
            .iter()
            .rev()
            .filter(|e| e.played)
            .filter_map(|e| e.color)
            .collect()
    };
    played(pp)
        .into_iter()
        .zip(played(op))
        .find(|(a, b)| a != b)
        .map(|(_, theirs)| theirs)
}
