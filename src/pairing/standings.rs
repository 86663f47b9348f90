//! Standings and tie-breaks as FIDE's Tie-Break Regulations (Handbook C.07, 2024) define
//! them, as the reference implementation FIDE's Technical Commission publishes
//! (TieBreakServer) computes them. Swiss: points, Buchholz Cut-1, Buchholz,
//! Sonneborn-Berger, direct encounter, wins; round robin: points, Sonneborn-Berger, direct
//! encounter, wins, Koya.
//!
//! Unplayed rounds (C.07 16): in a Swiss, a round without a game over the board counts, for
//! the player's own Buchholz and Sonneborn-Berger, as a game against an opponent with the
//! player's own score; byes and forfeit losses after a player's last round "elected to
//! play" count as draws in the score their opponents' Buchholz reads; Cut-1 cuts a
//! voluntarily unplayed round (a forfeit loss, a half- or zero-point bye) first. In a round
//! robin a forfeit counts as a game against the scheduled opponent, and a bye as nothing.
//! Values are kept in quarter points, exactly.

use super::swiss::{Player, Score};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Tiebreak {
    BuchholzCut1,
    Buchholz,
    SonnebornBerger,
    DirectEncounter,
    Wins,
    Koya,
}

pub const SWISS: [Tiebreak; 5] = [
    Tiebreak::BuchholzCut1,
    Tiebreak::Buchholz,
    Tiebreak::SonnebornBerger,
    Tiebreak::DirectEncounter,
    Tiebreak::Wins,
];

pub const ROUND_ROBIN: [Tiebreak; 4] = [
    Tiebreak::SonnebornBerger,
    Tiebreak::DirectEncounter,
    Tiebreak::Wins,
    Tiebreak::Koya,
];

/// One line of the standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// Index into the players.
    pub player: usize,
    /// From 1; players tied on everything share it.
    pub place: usize,
    /// In half points.
    pub points: u32,
    /// In the order of the tie-breaks asked for; points-like values in quarter points, wins
    /// a count, direct encounter the points scored against the tied players (quarters).
    pub tiebreaks: Vec<u64>,
}

/// The standings of `players` after the rounds they have, best first; among players tied on
/// everything, by starting rank.
pub fn standings(players: &[Player], round_robin: bool, tiebreaks: &[Tiebreak]) -> Vec<Row> {
    let table = Table::new(players, round_robin);
    let mut values: Vec<Vec<u64>> = (0..players.len())
        .map(|p| tiebreaks.iter().map(|&tb| table.value(p, tb)).collect())
        .collect();
    let mut classes: Vec<Vec<usize>> = vec![(0..players.len()).collect()];
    split(&mut classes, |p| players[p].score() as u64);
    for (i, &tiebreak) in tiebreaks.iter().enumerate() {
        if tiebreak == Tiebreak::DirectEncounter {
            // Its value depends on who is still tied, so it is known only now.
            let mut next = Vec::new();
            for class in classes {
                for (sub, value) in table.direct_encounter(&class) {
                    for &p in &sub {
                        values[p][i] = value;
                    }
                    next.push(sub);
                }
            }
            classes = next;
        } else {
            split(&mut classes, |p| values[p][i]);
        }
    }
    let mut rows = Vec::new();
    for class in classes {
        let place = rows.len() + 1;
        for p in class {
            rows.push(Row {
                player: p,
                place,
                points: players[p].score(),
                tiebreaks: values[p].clone(),
            });
        }
    }
    rows
}

/// Splits every class by `key`, highest first (a stable sort keeps starting ranks in order).
fn split(classes: &mut Vec<Vec<usize>>, key: impl Fn(usize) -> u64) {
    let mut next = Vec::new();
    for mut class in classes.drain(..) {
        class.sort_by_key(|&p| std::cmp::Reverse(key(p)));
        for group in class.chunk_by(|&a, &b| key(a) == key(b)) {
            next.push(group.to_vec());
        }
    }
    *classes = next;
}

struct Table<'a> {
    players: &'a [Player],
    round_robin: bool,
    /// By player: the score their opponents' Buchholz reads, worked out once.
    adjusted: Vec<u32>,
}

impl<'a> Table<'a> {
    fn new(players: &'a [Player], round_robin: bool) -> Table<'a> {
        let adjusted = players
            .iter()
            .map(|player| Self::adjusted_score(player, round_robin))
            .collect();
        Table {
            players,
            round_robin,
            adjusted,
        }
    }

    /// A round the player chose not to play: a forfeit loss, a half- or zero-point bye.
    fn voluntarily_unplayed(entry: &super::swiss::Entry) -> bool {
        !entry.played && entry.score != Score::Win
    }

    /// The score an opponent's Buchholz reads (half points): byes after the player's last
    /// round elected to play count as draws in a Swiss.
    fn adjusted_score(player: &Player, round_robin: bool) -> u32 {
        let rounds = &player.rounds;
        let last = rounds
            .iter()
            .rposition(|e| !Self::voluntarily_unplayed(e))
            .map_or(0, |i| i + 1);
        rounds
            .iter()
            .enumerate()
            .map(|(r, e)| {
                if r < last || e.opponent.is_some() {
                    e.score.points()
                } else if round_robin {
                    0
                } else {
                    1
                }
            })
            .sum()
    }

    /// For each round counted: (voluntarily unplayed, the opponent's score, own points),
    /// in half points.
    fn opponents(&self, p: usize) -> Vec<(bool, u64, u64)> {
        let player = &self.players[p];
        player
            .rounds
            .iter()
            .filter(|e| e.opponent.is_some() || !self.round_robin)
            .map(|e| {
                let own = e.score.points() as u64;
                // In a round robin a forfeit counts as a game against the scheduled opponent.
                match e.opponent.filter(|_| e.played || self.round_robin) {
                    Some(o) => (false, self.adjusted[o] as u64, own),
                    None if self.round_robin => (false, 0, own),
                    None => (Self::voluntarily_unplayed(e), player.score() as u64, own),
                }
            })
            .collect()
    }

    fn value(&self, p: usize, tiebreak: Tiebreak) -> u64 {
        let player = &self.players[p];
        match tiebreak {
            Tiebreak::Buchholz => self.opponents(p).iter().map(|&(_, s, _)| 2 * s).sum(),
            Tiebreak::BuchholzCut1 => {
                let mut values = self.opponents(p);
                // The voluntarily unplayed rounds are cut first, then the lowest.
                values.sort_by_key(|&(unplayed, score, _)| (!unplayed, score));
                values.iter().skip(1).map(|&(_, s, _)| 2 * s).sum()
            }
            Tiebreak::SonnebornBerger => self.opponents(p).iter().map(|&(_, s, own)| s * own).sum(),
            Tiebreak::Wins => player
                .rounds
                .iter()
                .filter(|e| e.score == Score::Win)
                .count() as u64,
            Tiebreak::Koya => {
                let half = player.rounds.len() as u32;
                player
                    .rounds
                    .iter()
                    .filter_map(|e| e.opponent.map(|o| (o, e.score.points())))
                    .filter(|&(o, _)| self.players[o].score() >= half)
                    .map(|(_, points)| 2 * points as u64)
                    .sum()
            }
            Tiebreak::DirectEncounter => 0,
        }
    }

    /// Direct encounter within a class of tied players: when they all met, by the points
    /// they scored against each other; otherwise a player goes ahead only when no one after
    /// them could still have caught up. Sub-classes in order, with each one's value.
    fn direct_encounter(&self, class: &[usize]) -> Vec<(Vec<usize>, u64)> {
        if class.len() < 2 {
            return vec![(class.to_vec(), 0)];
        }
        let scored: Vec<(usize, u64, u64)> = class
            .iter()
            .map(|&p| {
                let mut against: Vec<(usize, Vec<u32>)> = Vec::new();
                for e in self.players[p]
                    .rounds
                    .iter()
                    .filter(|e| e.played || self.round_robin)
                {
                    let Some(o) = e.opponent.filter(|o| class.contains(o)) else {
                        continue;
                    };
                    match against.iter_mut().find(|(x, _)| *x == o) {
                        Some((_, scores)) => scores.push(e.score.points()),
                        None => against.push((o, vec![e.score.points()])),
                    }
                }
                // Several games against one opponent count as their average (in quarters).
                let value: u64 = against
                    .iter()
                    .map(|(_, s)| 2 * s.iter().sum::<u32>() as u64 / s.len() as u64)
                    .sum();
                (p, value, against.len() as u64)
            })
            .collect();
        let others = class.len() as u64 - 1;
        let all_met = self.round_robin || scored.iter().all(|&(_, _, met)| met == others);
        let mut ordered: Vec<(usize, u64, u64)> = scored
            .iter()
            .map(|&(p, value, met)| {
                (
                    p,
                    value,
                    if all_met {
                        value
                    } else {
                        value + (others - met) * 4
                    },
                )
            })
            .collect();
        ordered
            .sort_by_key(|&(p, value, max)| (std::cmp::Reverse(value), std::cmp::Reverse(max), p));
        let mut out: Vec<(Vec<usize>, u64)> = Vec::new();
        let mut separate = true;
        for i in 0..ordered.len() {
            let (p, value, _) = ordered[i];
            let ahead = i > 0 && {
                let previous = ordered[i - 1].1;
                if all_met {
                    previous > value
                } else {
                    let best_after = ordered[i..]
                        .iter()
                        .map(|&(_, _, max)| max)
                        .max()
                        .unwrap_or(0);
                    separate = separate && previous > best_after;
                    separate
                }
            };
            if i == 0 || ahead {
                out.push((vec![p], value));
            } else {
                out.last_mut()
                    .expect("the first player opened a class")
                    .0
                    .push(p);
            }
        }
        for (sub, _) in &mut out {
            sub.sort_unstable();
        }
        out
    }
}
