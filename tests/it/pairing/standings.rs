//! Standings and tie-breaks (FIDE C.07) on a small Swiss worked by hand: a pairing-allocated
//! bye, a forfeit, a half-point bye.

use kibitz::pairing::standings::{standings, Tiebreak, ROUND_ROBIN, SWISS};
use kibitz::pairing::swiss::{Color, Entry, Player, Score};

fn swiss() -> Vec<Player> {
    let (w, b) = (Color::White, Color::Black);
    let player = |rounds: Vec<Entry>| Player {
        rating: 1500,
        rounds,
    };
    let (win, draw, loss) = (Score::Win, Score::Draw, Score::Loss);
    vec![
        // A: beat D, won by forfeit against E, drew B.
        player(vec![
            Entry::game(3, w, win),
            Entry::forfeit(4, Some(w), true),
            Entry::game(1, b, draw),
        ]),
        // B: drew C, lost to D, drew A.
        player(vec![
            Entry::game(2, w, draw),
            Entry::game(3, b, loss),
            Entry::game(0, w, draw),
        ]),
        // C: drew B, half-point bye, beat E.
        player(vec![
            Entry::game(1, b, draw),
            Entry::absent(draw),
            Entry::game(4, w, win),
        ]),
        // D: lost to A, beat B, the bye.
        player(vec![
            Entry::game(0, b, loss),
            Entry::game(1, w, win),
            Entry::pairing_bye(),
        ]),
        // E: the bye, lost to A by forfeit, lost to C.
        player(vec![
            Entry::pairing_bye(),
            Entry::forfeit(0, Some(b), false),
            Entry::game(2, b, loss),
        ]),
    ]
}

#[test]
fn a_swiss_is_ranked_by_points_then_buchholz_cut_1_with_unplayed_rounds_as_c07_counts_them() {
    let rows = standings(&swiss(), false, &SWISS);
    let order: Vec<usize> = rows.iter().map(|r| r.player).collect();
    assert_eq!(order, vec![0, 3, 2, 1, 4]);
    assert_eq!(
        rows.iter().map(|r| r.place).collect::<Vec<_>>(),
        vec![1, 2, 3, 4, 5]
    );
    // Quarter points: Buchholz Cut-1, Buchholz, Sonneborn-Berger; then direct encounter
    // and wins. Byes and forfeits count the player's own score; the half-point bye and the
    // forfeit loss are cut first.
    let values = |p: usize| {
        rows.iter()
            .find(|r| r.player == p)
            .unwrap()
            .tiebreaks
            .clone()
    };
    let (bh1, bh, sb, wins) = (0, 1, 2, 4);
    assert_eq!(
        [
            values(0)[bh1],
            values(0)[bh],
            values(0)[sb],
            values(0)[wins]
        ],
        [18, 22, 20, 2]
    );
    assert_eq!(
        [
            values(1)[bh1],
            values(1)[bh],
            values(1)[sb],
            values(1)[wins]
        ],
        [18, 26, 9, 0]
    );
    assert_eq!(
        [
            values(2)[bh1],
            values(2)[bh],
            values(2)[sb],
            values(2)[wins]
        ],
        [8, 16, 10, 1]
    );
    assert_eq!(
        [
            values(3)[bh1],
            values(3)[bh],
            values(3)[sb],
            values(3)[wins]
        ],
        [18, 22, 12, 2]
    );
    assert_eq!(
        [
            values(4)[bh1],
            values(4)[bh],
            values(4)[sb],
            values(4)[wins]
        ],
        [12, 16, 4, 1]
    );
}

#[test]
fn direct_encounter_separates_tied_players_who_met_and_shares_places_otherwise() {
    // Four players, one round: 0 beat 1, 2 beat 3. 0 and 2 tie on everything but never
    // met: they share first place; 1 and 3 share third.
    let (w, b) = (Color::White, Color::Black);
    let players = vec![
        Player {
            rating: 0,
            rounds: vec![Entry::game(1, w, Score::Win)],
        },
        Player {
            rating: 0,
            rounds: vec![Entry::game(0, b, Score::Loss)],
        },
        Player {
            rating: 0,
            rounds: vec![Entry::game(3, w, Score::Win)],
        },
        Player {
            rating: 0,
            rounds: vec![Entry::game(2, b, Score::Loss)],
        },
    ];
    let rows = standings(
        &players,
        false,
        &[Tiebreak::DirectEncounter, Tiebreak::Wins],
    );
    let places: Vec<(usize, usize)> = rows.iter().map(|r| (r.player, r.place)).collect();
    assert_eq!(places, vec![(0, 1), (2, 1), (1, 3), (3, 3)]);

    // A round robin of three: 0 beat 1 and drew 2, 1 beat 2.
    let rr = vec![
        Player {
            rating: 0,
            rounds: vec![
                Entry::game(1, w, Score::Win),
                Entry::game(2, b, Score::Draw),
            ],
        },
        Player {
            rating: 0,
            rounds: vec![
                Entry::game(0, b, Score::Loss),
                Entry::game(2, w, Score::Win),
            ],
        },
        Player {
            rating: 0,
            rounds: vec![
                Entry::game(1, b, Score::Loss),
                Entry::game(0, w, Score::Draw),
            ],
        },
    ];
    // 0: 1.5, 1: 1, 2: 0.5.
    let rows = standings(&rr, true, &ROUND_ROBIN);
    assert_eq!(
        rows.iter().map(|r| r.player).collect::<Vec<_>>(),
        vec![0, 1, 2]
    );
}

/// Every player's place, points and tie-break values as the reference implementation of
/// FIDE's Technical Commission (TieBreakServer) computed them: for Swiss tournaments
/// bbpPairings generated (Buchholz Cut-1, Buchholz, Sonneborn-Berger, wins) and for round
/// robins by the Berger tables (Sonneborn-Berger, wins, Koya), forfeits and byes included.
#[test]
fn standings_agree_with_fide_s_tie_break_server() {
    let dir = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/dutch");
    let mut checked = (0, 0);
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "tiebreaks") {
            continue;
        }
        let expected = std::fs::read_to_string(&path).unwrap();
        let round_robin = expected.lines().next().unwrap().contains("round robin");
        let text = std::fs::read_to_string(path.with_extension("trf")).unwrap();
        let report = kibitz::pairing::trf::Report::parse(&text).unwrap();
        let order: &[Tiebreak] = if round_robin { &ROUND_ROBIN } else { &SWISS };
        let rows = standings(&report.swiss.players, round_robin, order);
        for line in expected.lines().filter(|l| !l.starts_with('#')) {
            let fields: Vec<f64> = line
                .split_whitespace()
                .map(|f| f.parse().unwrap())
                .collect();
            let row = rows
                .iter()
                .find(|r| r.player + 1 == fields[0] as usize)
                .unwrap();
            let quarters = |i: usize| row.tiebreaks[i] as f64 / 4.0;
            let (ours, theirs) = if round_robin {
                // Sonneborn-Berger, (direct encounter), wins, Koya.
                let ours = [
                    row.place as f64,
                    row.points as f64 / 2.0,
                    quarters(0),
                    row.tiebreaks[2] as f64,
                    quarters(3),
                ];
                (
                    ours.to_vec(),
                    vec![fields[1], fields[2], fields[3], fields[5], fields[6]],
                )
            } else {
                // Buchholz Cut-1, Buchholz, Sonneborn-Berger, (direct encounter), wins.
                let ours = [
                    row.place as f64,
                    row.points as f64 / 2.0,
                    quarters(0),
                    quarters(1),
                    quarters(2),
                    row.tiebreaks[4] as f64,
                ];
                (
                    ours.to_vec(),
                    vec![
                        fields[1], fields[2], fields[3], fields[4], fields[5], fields[7],
                    ],
                )
            };
            assert_eq!(ours, theirs, "{} player {}", path.display(), fields[0]);
        }
        if round_robin {
            checked.1 += 1;
        } else {
            checked.0 += 1;
        }
    }
    assert!(checked.0 >= 5 && checked.1 >= 4, "{checked:?}");
}
