//! Checking a tournament's pairings the way a tournament director does with a second
//! program: every Swiss round of a report paired again from the rounds before it.

use super::dutch::{pair, PairingError, RoundPairing};
use super::swiss::{Color, Swiss};

/// The record as it stood before round `round + 1` was paired: the rounds before it, and
/// the entries of those who were not to be paired in it.
pub fn before_round(swiss: &Swiss, round: usize) -> Swiss {
    let mut before = swiss.clone();
    for player in &mut before.players {
        let sat_out = player.rounds.get(round).is_some_and(|entry| !entry.paired);
        player
            .rounds
            .truncate(if sat_out { round + 1 } else { round });
    }
    before
}

/// Round `round + 1` as the report says it was paired: its games (White, Black) in order of
/// White's index, and the bye.
pub fn as_paired(swiss: &Swiss, round: usize) -> RoundPairing {
    let mut games = Vec::new();
    let mut bye = None;
    for (id, player) in swiss.players.iter().enumerate() {
        let Some(entry) = player.rounds.get(round).filter(|entry| entry.paired) else {
            continue;
        };
        match (entry.opponent, entry.color) {
            (Some(opponent), Some(Color::White)) => games.push((id, opponent)),
            (Some(_), _) => {}
            (None, _) => bye = Some(id),
        }
    }
    games.sort_unstable();
    RoundPairing { games, bye }
}

/// A round paired otherwise than the Dutch system pairs it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Difference {
    /// From 1.
    pub round: usize,
    pub reported: RoundPairing,
    /// What the Dutch system pairs, or why it cannot.
    pub dutch: Result<RoundPairing, PairingError>,
}

/// Every round of `swiss` paired again; the rounds that differ.
pub fn check(swiss: &Swiss) -> Vec<Difference> {
    let played = swiss
        .players
        .iter()
        .map(|p| p.rounds.len())
        .max()
        .unwrap_or(0);
    (0..played)
        .filter_map(|round| {
            let reported = as_paired(swiss, round);
            let dutch = pair(&before_round(swiss, round), round).map(|mut pairing| {
                pairing.games.sort_unstable();
                pairing
            });
            (dutch.as_ref() != Ok(&reported)).then_some(Difference {
                round: round + 1,
                reported,
                dutch,
            })
        })
        .collect()
}

/// A round as bbpPairings and JaVaFo write it: the number of pairs, then White and Black by
/// starting rank, the bye as `<n> 0`.
pub fn program_lines(pairing: &RoundPairing) -> String {
    let mut out = format!("{}\n", pairing.games.len() + pairing.bye.is_some() as usize);
    for (white, black) in &pairing.games {
        out.push_str(&format!("{} {}\n", white + 1, black + 1));
    }
    if let Some(bye) = pairing.bye {
        out.push_str(&format!("{} 0\n", bye + 1));
    }
    out
}
