//! Round robins against the Berger tables FIDE publishes (Handbook C.05, Annex 1), and what
//! every table must be for 3 to 16 players.

use kibitz::pairing::berger::{round_robin, Round};
use std::collections::HashSet;

/// FIDE's tables for 4 to 12 players, a line a round (White first); with one player fewer,
/// the highest number is the bye.
const PUBLISHED: &[(u32, &[&str])] = &[
    (4, &["1-4, 2-3", "4-3, 1-2", "2-4, 3-1"]),
    (
        6,
        &[
            "1-6, 2-5, 3-4",
            "6-4, 5-3, 1-2",
            "2-6, 3-1, 4-5",
            "6-5, 1-4, 2-3",
            "3-6, 4-2, 5-1",
        ],
    ),
    (
        8,
        &[
            "1-8, 2-7, 3-6, 4-5",
            "8-5, 6-4, 7-3, 1-2",
            "2-8, 3-1, 4-7, 5-6",
            "8-6, 7-5, 1-4, 2-3",
            "3-8, 4-2, 5-1, 6-7",
            "8-7, 1-6, 2-5, 3-4",
            "4-8, 5-3, 6-2, 7-1",
        ],
    ),
    (
        10,
        &[
            "1-10, 2-9, 3-8, 4-7, 5-6",
            "10-6, 7-5, 8-4, 9-3, 1-2",
            "2-10, 3-1, 4-9, 5-8, 6-7",
            "10-7, 8-6, 9-5, 1-4, 2-3",
            "3-10, 4-2, 5-1, 6-9, 7-8",
            "10-8, 9-7, 1-6, 2-5, 3-4",
            "4-10, 5-3, 6-2, 7-1, 8-9",
            "10-9, 1-8, 2-7, 3-6, 4-5",
            "5-10, 6-4, 7-3, 8-2, 9-1",
        ],
    ),
    (
        12,
        &[
            "1-12, 2-11, 3-10, 4-9, 5-8, 6-7",
            "12-7, 8-6, 9-5, 10-4, 11-3, 1-2",
            "2-12, 3-1, 4-11, 5-10, 6-9, 7-8",
            "12-8, 9-7, 10-6, 11-5, 1-4, 2-3",
            "3-12, 4-2, 5-1, 6-11, 7-10, 8-9",
            "12-9, 10-8, 11-7, 1-6, 2-5, 3-4",
            "4-12, 5-3, 6-2, 7-1, 8-11, 9-10",
            "12-10, 11-9, 1-8, 2-7, 3-6, 4-5",
            "5-12, 6-4, 7-3, 8-2, 9-1, 10-11",
            "12-11, 1-10, 2-9, 3-8, 4-7, 5-6",
            "6-12, 7-5, 8-4, 9-3, 10-2, 11-1",
        ],
    ),
];

/// A round as FIDE prints it: "1-8, 2-7, ...".
fn line(round: &Round) -> String {
    let games: Vec<String> = round
        .games
        .iter()
        .map(|(w, b)| format!("{w}-{b}"))
        .collect();
    games.join(", ")
}

#[test]
fn round_robins_follow_the_published_berger_tables() {
    for &(n, table) in PUBLISHED {
        let rounds = round_robin(n, false);
        let lines: Vec<String> = rounds.iter().map(line).collect();
        assert_eq!(lines, table, "{n} players");
        assert!(rounds.iter().all(|r| r.bye.is_none()));
        // One player fewer: the same table, the highest number's opponent has the bye.
        let odd = round_robin(n - 1, false);
        assert_eq!(odd.len(), table.len(), "{} players", n - 1);
        for (round, table_line) in odd.iter().zip(table) {
            let highest = n.to_string();
            let (with_highest, games): (Vec<&str>, Vec<&str>) = table_line
                .split(", ")
                .partition(|g| g.split('-').any(|p| p == highest));
            assert_eq!(line(round), games.join(", "), "{} players", n - 1);
            let bye = with_highest[0]
                .split('-')
                .find(|p| *p != highest)
                .and_then(|p| p.parse().ok());
            assert_eq!(round.bye, bye, "{} players", n - 1);
        }
    }
}

/// Every table for 3 to 16 players: everyone meets everyone once a cycle, plays at most once
/// a round, has one bye a cycle when they are odd, and the colours alternate as evenly as a
/// round robin allows (whites and blacks differ by one at most).
#[test]
fn every_round_robin_from_3_to_16_players_meets_everyone_once() {
    for n in 3..=16u32 {
        for double in [false, true] {
            let rounds = round_robin(n, double);
            let cycles = if double { 2 } else { 1 };
            let per_cycle = (n + n % 2 - 1) as usize;
            assert_eq!(rounds.len(), per_cycle * cycles, "{n} players");
            for cycle in rounds.chunks(per_cycle) {
                let mut met = HashSet::new();
                let mut byes = Vec::new();
                for round in cycle {
                    let mut busy = HashSet::new();
                    for &(w, b) in &round.games {
                        assert!(w != b && (1..=n).contains(&w) && (1..=n).contains(&b));
                        assert!(busy.insert(w) && busy.insert(b), "{n}: twice in a round");
                        assert!(met.insert((w.min(b), w.max(b))), "{n}: {w}-{b} again");
                    }
                    if let Some(bye) = round.bye {
                        assert!(!busy.contains(&bye), "{n}: {bye} has a bye and a game");
                        byes.push(bye);
                    }
                    let seated = busy.len() + usize::from(round.bye.is_some());
                    assert_eq!(seated as u32, n, "{n}: everyone plays or has the bye");
                }
                assert_eq!(met.len() as u32, n * (n - 1) / 2, "{n}: everyone meets");
                if n % 2 == 1 {
                    byes.sort_unstable();
                    assert_eq!(byes, (1..=n).collect::<Vec<_>>(), "{n}: one bye each");
                }
            }
            for player in 1..=n {
                let whites = rounds
                    .iter()
                    .flat_map(|r| &r.games)
                    .filter(|g| g.0 == player)
                    .count();
                let blacks = rounds
                    .iter()
                    .flat_map(|r| &r.games)
                    .filter(|g| g.1 == player)
                    .count();
                let balanced = if double {
                    whites == blacks
                } else {
                    whites.abs_diff(blacks) <= 1
                };
                assert!(
                    balanced,
                    "{n}: {player} has {whites} whites, {blacks} blacks"
                );
                // In one cycle never the same colour three rounds running (a bye breaks a
                // run). Where two cycles meet a player may have three, but not players 1 and
                // n/2 + 1, whom the exchange of rounds C.05 recommends is for.
                let colours: Vec<Option<bool>> = rounds
                    .iter()
                    .map(|r| {
                        r.games.iter().find_map(|&(w, b)| {
                            (w == player)
                                .then_some(true)
                                .or((b == player).then_some(false))
                        })
                    })
                    .collect();
                let spared = player == 1 || player == (n + n % 2) / 2 + 1;
                let checked = if spared {
                    &colours[..]
                } else {
                    &colours[..per_cycle]
                };
                for three in checked.windows(3) {
                    let same = three[0].is_some() && three.iter().all(|c| *c == three[0]);
                    assert!(
                        !same,
                        "{n}, double {double}: {player} has one colour thrice"
                    );
                }
            }
            if double {
                // The second cycle is the first with the colours reversed.
                let (first, second) = rounds.split_at(per_cycle);
                for (a, b) in first.iter().zip(second) {
                    let reversed: Vec<(u32, u32)> = a.games.iter().map(|&(w, b)| (b, w)).collect();
                    assert_eq!(b.games, reversed);
                }
            }
        }
    }
}
