//! The Dutch system against bbpPairings, a pairing program FIDE endorses: its own test cases
//! (the 2025 rules' examples for C.5 and C.9, and a 60-player case from its issues), and
//! tournaments its generator played (forfeits, requested byes, withdrawals), every round of
//! which must be paired as it paired them.

use kibitz::pairing::check::{check, program_lines};
use kibitz::pairing::dutch::pair;
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

fn report(path: &PathBuf) -> Report {
    Report::parse(&std::fs::read_to_string(path).unwrap()).unwrap()
}

#[test]
fn the_next_round_of_bbp_pairings_own_cases_is_paired_as_it_pairs_it() {
    let cases: Vec<PathBuf> = fixtures("trf")
        .into_iter()
        .filter(|p| p.with_extension("pairs").exists())
        .collect();
    assert!(cases.len() >= 3);
    for path in cases {
        let swiss = report(&path).swiss;
        let pairing = pair(&swiss, rounds_paired(&swiss)).unwrap();
        let expected = std::fs::read_to_string(path.with_extension("pairs")).unwrap();
        assert_eq!(
            program_lines(&pairing),
            expected.replace('\r', ""),
            "{}",
            path.display()
        );
    }
}

#[test]
fn every_round_of_tournaments_bbp_pairings_generated_is_paired_as_it_paired_them() {
    let mut rounds_checked = 0;
    for path in fixtures("trf")
        .into_iter()
        .filter(|p| !p.with_extension("pairs").exists())
    {
        let swiss = report(&path).swiss;
        assert_eq!(check(&swiss), vec![], "{}", path.display());
        rounds_checked += swiss.players.iter().map(|p| p.rounds.len()).max().unwrap();
    }
    assert!(rounds_checked >= 100, "{rounds_checked} rounds checked");
}
