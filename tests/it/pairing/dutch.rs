//! The Dutch system against bbpPairings, a pairing program FIDE endorses: its own test cases
//! (the 2025 rules' examples for C.5 and C.9, and a 60-player case from its issues), and
//! tournaments its generator played (forfeits, requested byes, withdrawals), every round of
//! which must be paired as it paired them.

use kibitz::pairing::dutch::{pair, RoundPairing};
use kibitz::pairing::swiss::{Color, Swiss};
use kibitz::pairing::trf::{rounds_paired, Report};
use std::path::PathBuf;

fn fixtures(extension: &str) -> Vec<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/dutch");
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == extension))
        .collect();
    files.sort();
    files
}

/// As bbpPairings writes a round: the number of pairs, then White and Black by starting
/// rank, the bye as `n 0`.
fn bbp_lines(pairing: &RoundPairing) -> String {
    let mut out = format!("{}\n", pairing.games.len() + pairing.bye.is_some() as usize);
    for (white, black) in &pairing.games {
        out.push_str(&format!("{} {}\n", white + 1, black + 1));
    }
    if let Some(bye) = pairing.bye {
        out.push_str(&format!("{} 0\n", bye + 1));
    }
    out
}

#[test]
fn the_next_round_of_bbp_pairings_own_cases_is_paired_as_it_pairs_it() {
    let cases = fixtures("trf")
        .into_iter()
        .filter(|p| p.with_extension("pairs").exists());
    let mut count = 0;
    for path in cases {
        let report = Report::parse(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let round = rounds_paired(&report.swiss);
        let pairing = pair(&report.swiss, round).unwrap();
        let expected = std::fs::read_to_string(path.with_extension("pairs")).unwrap();
        assert_eq!(
            bbp_lines(&pairing),
            expected.replace('\r', ""),
            "{}",
            path.display()
        );
        count += 1;
    }
    assert!(count >= 3);
}

/// The record as it stood before round `round + 1` was paired: the rounds before it, and
/// the entries of those who were not to be paired in it.
fn before_round(swiss: &Swiss, round: usize) -> Swiss {
    let mut before = swiss.clone();
    for player in &mut before.players {
        let keep = if player.rounds.get(round).is_some_and(|e| !e.paired) {
            round + 1
        } else {
            round
        };
        player.rounds.truncate(keep);
    }
    before
}

/// Round `round + 1` as it was paired, in board order as the rules publish it.
fn as_paired(swiss: &Swiss, round: usize) -> (Vec<(usize, usize)>, Option<usize>) {
    let mut games = Vec::new();
    let mut bye = None;
    for (id, player) in swiss.players.iter().enumerate() {
        let Some(entry) = player.rounds.get(round).filter(|e| e.paired) else {
            continue;
        };
        match (entry.opponent, entry.color) {
            (Some(opponent), Some(Color::White)) => games.push((id, opponent)),
            (Some(_), _) => {}
            (None, _) => bye = Some(id),
        }
    }
    games.sort();
    (games, bye)
}

#[test]
fn every_round_of_tournaments_bbp_pairings_generated_is_paired_as_it_paired_them() {
    let mut rounds_checked = 0;
    for path in fixtures("trf")
        .into_iter()
        .filter(|p| !p.with_extension("pairs").exists())
    {
        let report = Report::parse(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let played = report
            .swiss
            .players
            .iter()
            .map(|p| p.rounds.len())
            .max()
            .unwrap();
        for round in 0..played {
            let before = before_round(&report.swiss, round);
            let pairing = pair(&before, round)
                .unwrap_or_else(|e| panic!("{} round {}: {e}", path.display(), round + 1));
            let mut games = pairing.games.clone();
            games.sort();
            assert_eq!(
                (games, pairing.bye),
                as_paired(&report.swiss, round),
                "{} round {}",
                path.display(),
                round + 1
            );
            rounds_checked += 1;
        }
    }
    assert!(rounds_checked >= 20, "{rounds_checked} rounds checked");
}
