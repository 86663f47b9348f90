//! SAN: the PGN standard's examples, each variant's own forms, lenient input, and over random
//! games of every variant, each legal move's SAN unique in its position and read back to it.

use crate::rules::random::sample_positions;
use crate::rules::{MoveError, Position, Variant};

fn pos(variant: Variant, fen: &str) -> Position {
    Position::from_fen(variant, fen).unwrap()
}

/// The SAN of the move written `coordinates` in `fen`.
fn san(variant: Variant, fen: &str, coordinates: &str) -> String {
    let p = pos(variant, fen);
    p.san(p.parse_move(coordinates).unwrap())
}

/// The move (in coordinates) that `text` names in `fen`.
fn read(variant: Variant, fen: &str, text: &str) -> Result<String, MoveError> {
    pos(variant, fen).parse_move(text).map(|m| m.to_string())
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

#[test]
fn standard_moves_are_written_as_the_pgn_standard_writes_them() {
    use Variant::Standard as S;
    assert_eq!(san(S, START, "e2e4"), "e4");
    assert_eq!(san(S, START, "g1f3"), "Nf3");
    // Captures, en passant, castling, promotion with check.
    let fen = "r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1";
    assert_eq!(san(S, fen, "e5d6"), "exd6");
    assert_eq!(san(S, fen, "e1g1"), "O-O");
    assert_eq!(san(S, fen, "e1c1"), "O-O-O");
    assert_eq!(san(S, fen, "b7a8q"), "bxa8=Q+");
    assert_eq!(san(S, fen, "b7b8n"), "b8=N");
    // Disambiguation: by file, by rank, by both (three queens on a1, a3, c1 reach b2).
    let knights = "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1";
    assert_eq!(san(S, knights, "b1d2"), "Nbd2");
    let rooks = "4k3/R7/8/8/8/8/8/R3K3 w - - 0 1";
    assert_eq!(san(S, rooks, "a1a4"), "R1a4");
    let queens = "4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1";
    assert_eq!(san(S, queens, "a1b2"), "Qa1b2");
    // Mate.
    let fools = "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2";
    assert_eq!(san(S, fools, "d8h4"), "Qh4#");
}

#[test]
fn each_variant_writes_its_own_moves_as_the_spec_says() {
    // Suction: a capture is x, and no check marks (there is no check).
    assert_eq!(
        san(
            Variant::Suction,
            "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w - - 0 2",
            "e4d5"
        ),
        "exd5"
    );
    // Give & Take: drops as crazyhouse writes them, no check marks.
    let gt = Position::start(Variant::GiveAndTake);
    let drop = gt.parse_move("N@b1").unwrap();
    assert_eq!(gt.san(drop), "N@b1");
    // Trade-up: one pawn, then two, as in the coordinate notation.
    let tu = Position::start(Variant::TradeUp);
    assert_eq!(tu.san(tu.parse_move("P@e3").unwrap()), "P@e3");
    // Swapper: a swap is marked ~, a setup drop as a drop.
    let swapper = Position::start(Variant::Swapper);
    assert_eq!(swapper.san(swapper.parse_move("V@d3").unwrap()), "V@d3");
    let fen = "4k3/8/8/3r4/3P4/3S4/8/4K3 w - - 0 1";
    assert_eq!(san(Variant::Swapper, fen, "d3d4"), "S~d4");
    // Shrink: the pawns a shrink promotes follow after =, in capitals.
    assert_eq!(
        san(Variant::Shrink, "R7/2P5/7k/8/8/8/8/4K3 w - - 0 1", "a8a3=n"),
        "Ra3=N"
    );
}

#[test]
fn input_is_lenient_as_lichess_keyboard_input_is() {
    use Variant::Standard as S;
    let fen = "r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1";
    for (typed, meant) in [
        ("O-O", "e1g1"),
        ("0-0", "e1g1"),
        ("o-o-o", "e1c1"),
        ("O-O+", "e1g1"),
        ("exd6", "e5d6"),
        ("ed6", "e5d6"),
        ("exd6!?", "e5d6"),
        ("bxa8=Q", "b7a8q"),
        ("bxa8Q+", "b7a8q"),
        ("ba8q", "b7a8q"),
        ("b8=N", "b7b8n"),
        ("e1g1", "e1g1"),
        ("Kf1", "e1f1"),
        ("kf1", "e1f1"),
        ("♔f1", "e1f1"),
        ("Ra1a4", "a1a4"),
        ("Rxa4", "a1a4"),
    ] {
        assert_eq!(read(S, fen, typed).as_deref(), Ok(meant), "{typed}");
    }
    assert_eq!(read(S, START, "nf3").as_deref(), Ok("g1f3"));
    assert_eq!(read(S, START, "♘f3").as_deref(), Ok("g1f3"));
    // `b` is always a file: `bxc3` is the b-pawn, and `b3` a pawn move.
    assert_eq!(read(S, START, "b3").as_deref(), Ok("b2b3"));
    let pawn_takes = "4k3/8/8/8/8/2n5/1P1B4/4K3 w - - 0 1";
    assert_eq!(read(S, pawn_takes, "bxc3").as_deref(), Ok("b2c3"));
    assert_eq!(read(S, pawn_takes, "Bxc3").as_deref(), Ok("d2c3"));
}

#[test]
fn a_san_that_fits_several_moves_names_them_and_one_that_fits_none_says_why() {
    use Variant::Standard as S;
    let knights = "4k3/8/8/8/8/8/8/1N1K1N2 w - - 0 1";
    assert_eq!(
        read(S, knights, "Nd2"),
        Err(MoveError::Ambiguous {
            written: "Nd2".into(),
            choices: vec!["Nbd2".into(), "Nfd2".into()],
        })
    );
    // One piece could have been meant: told as its move would be.
    assert!(matches!(
        read(S, START, "Ngf4"),
        Err(MoveError::CannotMove { .. })
    ));
    assert!(matches!(
        read(S, START, "Qe5"),
        Err(MoveError::CannotMove { .. })
    ));
    // Several could have been, and none can go there.
    assert!(matches!(
        read(S, START, "Nf4"),
        Err(MoveError::NoneCanReach { .. })
    ));
    assert!(read(S, START, "O-O").is_err());
    // Not a move at all: the syntax error, as before.
    assert!(matches!(read(S, START, "e9"), Err(MoveError::Parse(_))));
    assert!(matches!(read(S, START, "Zf3"), Err(MoveError::Parse(_))));
}

#[test]
fn every_legal_move_has_a_san_of_its_own_that_reads_back_to_it_in_every_variant() {
    for variant in Variant::ALL {
        for p in sample_positions(variant, 12, 80, 0x5a11 + variant as u64) {
            let all = p.legal_moves_san();
            let mut seen = std::collections::HashSet::new();
            for (mv, san) in &all {
                assert!(
                    seen.insert(san.clone()),
                    "{variant:?} {}: {san} twice",
                    p.fen()
                );
                assert_eq!(
                    p.parse_move(san),
                    Ok(*mv),
                    "{variant:?} {}: {san} is not {mv}",
                    p.fen()
                );
                let marks = san.contains(['+', '#']);
                assert!(!marks || p.variant().has_royal_king(), "{san}");
            }
        }
    }
}
