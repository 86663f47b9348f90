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
    let generated = |p: &PathBuf| {
        p.file_name()
            .unwrap()
            .to_string_lossy()
            .starts_with("generated_")
    };
    for path in fixtures("trf").into_iter().filter(generated) {
        let swiss = report(&path).swiss;
        assert_eq!(check(&swiss), vec![], "{}", path.display());
        rounds_checked += swiss.players.iter().map(|p| p.rounds.len()).max().unwrap();
    }
    assert!(rounds_checked >= 100, "{rounds_checked} rounds checked");
}

mod properties {
    use kibitz::pairing::dutch::pair;
    use kibitz::pairing::swiss::{Color, Entry, Player, Score, Swiss};
    use proptest::prelude::*;

    /// Plays a whole Swiss: each round paired by the Dutch system, results from `results`,
    /// some players withdrawing; checks what every round must be.
    fn play(players: usize, rounds: usize, results: &[u8], withdrawals: &[usize]) {
        let mut swiss = Swiss {
            players: (0..players)
                .map(|i| Player {
                    rating: 2000 - i as u32,
                    rounds: Vec::new(),
                })
                .collect(),
            rounds,
            initial_color: Color::White,
        };
        let mut result = results.iter().cycle();
        for round in 0..rounds {
            // Withdrawn players sit the round out.
            for &w in withdrawals
                .iter()
                .filter(|&&w| w < players && round >= rounds / 2)
            {
                if swiss.players[w].rounds.len() == round {
                    swiss.players[w].rounds.push(Entry::absent(Score::Loss));
                }
            }
            let present = swiss
                .players
                .iter()
                .filter(|p| p.rounds.len() == round)
                .count();
            // In the last round a topscorer (over half the points possible before it) and
            // their opponent may have a colour fault (C.04.3 C.3).
            let topscorers: Vec<bool> = swiss
                .players
                .iter()
                .map(|p| p.score() > round as u32)
                .collect();
            let pairing = match pair(&swiss, round) {
                Ok(pairing) => pairing,
                // Late rounds of small events can run out of legal pairings; the rules
                // then stop, and so do we.
                Err(_) if round > 0 => return,
                Err(e) => panic!("round 1 cannot be paired: {e}"),
            };
            assert_eq!(
                pairing.games.len() * 2 + pairing.bye.is_some() as usize,
                present
            );
            if let Some(bye) = pairing.bye {
                let had = swiss.players[bye]
                    .rounds
                    .iter()
                    .any(|e| e.paired && e.opponent.is_none());
                assert!(!had, "round {}: a second bye for {bye}", round + 1);
                swiss.players[bye].rounds.push(Entry::pairing_bye());
            }
            for &(white, black) in &pairing.games {
                let met = swiss.players[white]
                    .rounds
                    .iter()
                    .any(|e| e.played && e.opponent == Some(black));
                assert!(!met, "round {}: {white} and {black} meet again", round + 1);
                let (w, b) = match result.next().unwrap() % 3 {
                    0 => (Score::Win, Score::Loss),
                    1 => (Score::Draw, Score::Draw),
                    _ => (Score::Loss, Score::Win),
                };
                swiss.players[white]
                    .rounds
                    .push(Entry::game(black, Color::White, w));
                swiss.players[black]
                    .rounds
                    .push(Entry::game(white, Color::Black, b));
            }
            // No one has a colour difference above two or the same colour three times
            // running.
            let last = round + 1 == rounds;
            for (id, player) in swiss.players.iter().enumerate() {
                let colors: Vec<Color> = player
                    .rounds
                    .iter()
                    .filter(|e| e.played)
                    .filter_map(|e| e.color)
                    .collect();
                let whites = colors.iter().filter(|&&c| c == Color::White).count();
                let difference = whites.abs_diff(colors.len() - whites);
                let three = colors.windows(3).any(|w| w[0] == w[1] && w[1] == w[2]);
                let opponent = player.rounds.last().and_then(|e| e.opponent);
                let excused = last && (topscorers[id] || opponent.is_some_and(|o| topscorers[o]));
                assert!(
                    (difference <= 2 && !three) || excused,
                    "round {}: player {id} has colours {colors:?}",
                    round + 1
                );
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(40))]

        #[test]
        fn every_round_pairs_everyone_once_without_rematches_second_byes_or_colour_faults(
            players in 2usize..26,
            rounds in 1usize..8,
            results in prop::collection::vec(any::<u8>(), 1..64),
            withdrawals in prop::collection::vec(0usize..26, 0..3),
        ) {
            play(players, rounds.min(players.saturating_sub(1).max(1)), &results, &withdrawals);
        }
    }
}
