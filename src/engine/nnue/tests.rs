use super::data::{generate, read, Record};
use super::train::{example, float_score, train, Settings};
use super::*;
use crate::engine::tune::SelfPlay;
use crate::rules::random::{sample_positions, XorShift};
use std::collections::BTreeSet;
use std::sync::Mutex;

fn position(variant: Variant, fen: &str) -> Position {
    Position::from_fen(variant, fen).unwrap()
}

fn views(pos: &Position) -> (Vec<usize>, Vec<usize>) {
    let (mut white, mut black) = (Vec::new(), Vec::new());
    inputs(pos, &mut |w, b| {
        white.push(w);
        black.push(b);
    });
    white.sort_unstable();
    black.sort_unstable();
    (white, black)
}

/// A position and its mirror (the board turned over, the colours swapped) look the same to
/// each side: White's view of one is Black's of the other.
#[test]
fn each_side_sees_the_mirror_as_the_other_side_sees_the_position() {
    for (variant, fen, mirror) in [
        (
            Variant::Standard,
            "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
            "rnbqk2r/pppp1ppp/5n2/2b1p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R b KQkq - 4 4",
        ),
        (
            Variant::GiveAndTake,
            "4k3/8/8/8/8/8/8/4K3[QRRpp] w - - 0 1",
            "4k3/8/8/8/8/8/8/4K3[PPqrr] b - - 0 1",
        ),
    ] {
        let (white, black) = views(&position(variant, fen));
        let (mirror_white, mirror_black) = views(&position(variant, mirror));
        assert_eq!((white.clone(), black.clone()), (mirror_black, mirror_white));
        assert_ne!(white, black);
        assert!(white.iter().chain(&black).all(|&i| i < INPUTS));
    }
}

fn records(games: usize, seed: u64) -> Vec<Record> {
    let play = SelfPlay {
        variant: Variant::Standard,
        games,
        nodes: 300,
        seed,
        threads: 2,
        evaluator: Evaluator::HandWritten,
    };
    let text = Mutex::new(String::new());
    generate(&play, &BTreeSet::new(), &|game| {
        text.lock().unwrap().push_str(game);
    });
    let text = text.into_inner().unwrap();
    let contents = read(&text, Variant::Standard).unwrap();
    assert_eq!(contents.games, (0..games).collect());
    contents.records
}

fn settings(hidden: usize, threads: usize) -> Settings {
    Settings {
        variant: Variant::Standard,
        hidden,
        epochs: 12,
        batch: 64,
        rate: 0.01,
        lambda: 0.8,
        scale: 232.0,
        seed: 3,
        threads,
        start: None,
    }
}

/// Training lowers the error; the integer network scores as the float one it was rounded
/// from; the same seed gives the same network on one thread or two; a mirrored position
/// scores exactly the same.
#[test]
fn a_trained_network_learns_reproduces_and_scores_as_its_float_self() {
    let records = records(3, 11);
    let errors = Mutex::new(Vec::new());
    let mut examples: Vec<_> = records
        .iter()
        .map(|r| example(r, &settings(16, 2)))
        .collect();
    // Held out here: positions it learns from too, whose error must fall as well.
    let held_out = examples[..50].to_vec();
    let network = train(&mut examples, &held_out, &settings(16, 2), &|_, e, held| {
        errors.lock().unwrap().push((e, held));
    });
    let errors = errors.into_inner().unwrap();
    let (first, last) = (errors[0], errors[errors.len() - 1]);
    assert!(last.0 < first.0 && last.1 < first.1, "{errors:?}");

    let mut again: Vec<_> = records
        .iter()
        .map(|r| example(r, &settings(16, 1)))
        .collect();
    assert_eq!(
        train(&mut again, &held_out, &settings(16, 1), &|_, _, _| {}),
        network
    );

    for record in &records {
        let exact = network.evaluate(&record.position);
        let float = float_score(&network, &example(record, &settings(16, 1)));
        assert!((exact as f32 - float).abs() <= 3.0, "{exact} {float}");
    }
    let before = position(
        Variant::Standard,
        "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
    );
    let mirrored = position(
        Variant::Standard,
        "rnbqk2r/pppp1ppp/5n2/2b1p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R b KQkq - 4 4",
    );
    assert_eq!(network.evaluate(&before), network.evaluate(&mirrored));
}

/// Training that starts from a network starts from its weights: at a step too small to move
/// a weight it gives the same network back, and at a real step its first epoch's error is
/// already below that of a training from random weights, and falls from there.
#[test]
fn a_training_can_go_on_from_a_network() {
    let records = records(2, 13);
    let examples: Vec<_> = records
        .iter()
        .map(|r| example(r, &settings(8, 1)))
        .collect();
    let first_errors = |settings: &Settings| {
        let errors = Mutex::new(Vec::new());
        let network = train(&mut examples.clone(), &[], settings, &|_, e, _| {
            errors.lock().unwrap().push(e);
        });
        (network, errors.into_inner().unwrap())
    };
    let (network, from_random) = first_errors(&settings(8, 1));
    let going_on = Settings {
        start: Some(Arc::new(network.clone())),
        ..settings(8, 1)
    };
    let (again, from_network) = first_errors(&going_on);
    assert!(
        from_network[0] < from_random[0],
        "{from_network:?} {from_random:?}"
    );
    assert!(
        from_network[from_network.len() - 1] < from_network[0],
        "{from_network:?}"
    );
    assert_ne!(again, network);
    let still = Settings {
        rate: 1e-9,
        ..going_on
    };
    assert_eq!(first_errors(&still).0, network);
}

#[test]
fn a_network_file_reads_back_and_a_wrong_one_is_refused() {
    let mut examples: Vec<_> = records(1, 5)
        .iter()
        .map(|r| example(r, &settings(8, 1)))
        .collect();
    let network = train(&mut examples, &[], &settings(8, 1), &|_, _, _| {});
    let bytes = network.to_bytes();
    assert_eq!(Network::from_bytes(&bytes), Ok(network.clone()));
    assert_eq!(
        Network::from_bytes(b"hello"),
        Err(NetworkError::NotANetwork)
    );
    assert!(matches!(
        Network::from_bytes(&bytes[..bytes.len() - 1]),
        Err(NetworkError::Shape(_))
    ));
    let mut longer = bytes.clone();
    longer.push(0);
    assert!(matches!(
        Network::from_bytes(&longer),
        Err(NetworkError::Shape(_))
    ));
    let other = String::from_utf8_lossy(&bytes).replacen("standard", "nonsense", 1);
    assert!(matches!(
        Network::from_bytes(other.as_bytes()),
        Err(NetworkError::Variant(_))
    ));
}

/// A file cut off mid-game keeps the games before it whole, and says where they end, so the
/// rest is played again; a line that is not data is refused with its number.
#[test]
fn a_data_file_cut_off_keeps_its_whole_games() {
    let text = "4k3/8/8/8/8/8/8/4K2R w K - 0 1;900;1\n#4\n4k3/8/8/8/8/8/8/4K2R b K - 0 1;-80";
    let contents = read(text, Variant::Standard).unwrap();
    assert_eq!(contents.games, BTreeSet::from([4]));
    assert_eq!(contents.records.len(), 1);
    assert_eq!(contents.records[0].score, 900);
    assert_eq!(contents.whole, text.find("#4\n").unwrap() + 3);
    let unfinished = format!("{text}\n");
    let contents = read(&unfinished, Variant::Standard);
    assert!(contents.is_err(), "a position line without a result");
    let unended = "4k3/8/8/8/8/8/8/4K2R w K - 0 1;900;1\n";
    let contents = read(unended, Variant::Standard).unwrap();
    assert!(contents.games.is_empty() && contents.records.is_empty());
    assert_eq!(contents.whole, 0);
    // Games are read in the order of their numbers, whatever order they ended in.
    let game_four = &text[..text.find("#4\n").unwrap() + 3];
    let later_first = format!("4k3/8/8/8/8/8/8/4K2Q b - - 0 1;-900;1\n#9\n{game_four}");
    let contents = read(&later_first, Variant::Standard).unwrap();
    let scores: Vec<i32> = contents.records.iter().map(|r| r.score).collect();
    assert_eq!(scores, [900, -900]);
    assert_eq!(contents.games, BTreeSet::from([4, 9]));
    let error = read("#4\nnot a position;1;1\n", Variant::Standard)
        .err()
        .unwrap();
    assert!(error.starts_with("line 2:"), "{error}");
}

/// Each shipped network reads and is its own variant's; a network chosen for a search judges
/// only its own variant's positions, and the hand-written evaluation is no network.
#[test]
fn shipped_networks_read_and_judge_only_their_variant() {
    assert!(shipped(Variant::Standard).is_some());
    for variant in Variant::ALL {
        if let Some(network) = shipped(variant) {
            assert_eq!(network.variant(), variant);
        }
        assert!(Evaluator::HandWritten.network(variant).is_none());
    }
    let standard = Evaluator::Network(shipped(Variant::Standard).unwrap());
    assert!(standard.network(Variant::Standard).is_some());
    assert!(standard.network(Variant::Suction).is_none());
}

/// A network of seeded random weights, for tests of how its sums are kept.
fn random_network(variant: Variant, hidden: usize, seed: u64) -> Network {
    let mut rng = XorShift(seed);
    let mut weights = |n: usize| -> Vec<i16> {
        (0..n)
            .map(|_| (rng.next_u64() % 401) as i16 - 200)
            .collect()
    };
    Network {
        variant,
        hidden,
        scale: 400,
        input_weights: weights(INPUTS * hidden),
        input_bias: weights(hidden),
        output_weights: weights(2 * hidden).into(),
        output_bias: 7,
    }
}

/// Sums brought from one position to another (the one before, one five plies back, a
/// sibling, another game's) are exactly the sums computed afresh, in every variant, and so
/// is the score a search's sums give at any ply.
#[test]
fn sums_kept_from_position_to_position_are_the_sums_afresh() {
    for variant in Variant::ALL {
        let network = Arc::new(random_network(variant, 16, 5));
        let positions = sample_positions(variant, 6, 80, 11);
        let mut plies = Plies::new(network.clone(), 4);
        let mut rng = XorShift(3);
        let mut changes = Changes::default();
        for (i, pos) in positions.iter().enumerate() {
            let ply = (rng.next_u64() % 4) as usize;
            assert_eq!(
                plies.evaluate(pos, ply),
                network.evaluate(pos),
                "{variant}, position {i}"
            );
            for back in [1, 5] {
                let Some(earlier) = i.checked_sub(back).map(|e| &positions[e]) else {
                    continue;
                };
                let mut sums = network.accumulate(earlier);
                if sums.changes_to(pos, usize::MAX, &mut changes) {
                    network.apply(&mut sums, &changes, pos);
                    assert_eq!(sums, network.accumulate(pos), "{variant}, position {i}");
                }
            }
        }
    }
    // A move changes a few inputs: the sums are brought on, not made afresh.
    let positions = sample_positions(Variant::Standard, 1, 40, 11);
    let network = random_network(Variant::Standard, 4, 5);
    let mut changes = Changes::default();
    for pair in positions.windows(2) {
        assert!(network
            .accumulate(&pair[0])
            .changes_to(&pair[1], 5, &mut changes));
        assert!((1..=4).contains(&changes.len()), "{changes:?}");
    }
}
