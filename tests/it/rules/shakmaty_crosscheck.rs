//! Standard chess against an independent implementation (the shakmaty crate): the same legal
//! moves at every ply of many random games, and the same perft.

use kibitz::rules::{perft::perft, Position, Variant};
use shakmaty::{fen::Fen, CastlingMode, Chess, EnPassantMode, Position as _};
use std::collections::BTreeSet;

fn theirs(fen: &str) -> (Chess, BTreeSet<String>) {
    let pos: Chess = fen
        .parse::<Fen>()
        .unwrap()
        .into_position(CastlingMode::Standard)
        .unwrap();
    let moves = pos
        .legal_moves()
        .iter()
        .map(|m| m.to_uci(CastlingMode::Standard).to_string())
        .collect();
    (pos, moves)
}

#[test]
fn random_games_have_the_same_legal_moves_as_shakmaty() {
    let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let mut plies = 0;
    for _ in 0..300 {
        let mut pos = Position::start(Variant::Standard);
        for _ in 0..200 {
            let fen = pos.fen();
            let (their_pos, their_moves) = theirs(&fen);
            let ours: BTreeSet<String> = pos.legal_moves().iter().map(|m| m.to_string()).collect();
            assert_eq!(ours, their_moves, "{fen}");
            assert_eq!(pos.is_check(), their_pos.is_check(), "{fen}");
            let their_fen =
                Fen::from_position(their_pos.clone(), EnPassantMode::Always).to_string();
            assert_eq!(fen, their_fen);
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            pos.play_unchecked(moves[(next() % moves.len() as u64) as usize]);
            plies += 1;
        }
    }
    assert!(plies > 10_000, "only {plies} plies compared");
}

#[test]
fn perft_of_midgame_positions_matches_shakmaty() {
    for fen in [
        "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
        "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2",
        "8/8/3k4/8/2pP4/8/8/4K2R b K d3 0 1",
    ] {
        let (their_pos, _) = theirs(fen);
        let ours = Position::from_fen(Variant::Standard, fen).unwrap();
        for depth in 1..=3 {
            assert_eq!(
                perft(&ours, depth),
                shakmaty::perft(&their_pos, depth),
                "{fen} depth {depth}"
            );
        }
    }
}

/// Swapper Superheroes Chess after its setup, with no swapper on the board, is standard chess
/// plus five more promotion choices; Trade-up Chess with empty hands is standard chess without
/// castling, plus turning rooks over (which needs no hand). Both are built on the generic generator, so check it against shakmaty too.
#[test]
fn swapper_and_trade_up_without_their_extras_move_like_standard_chess() {
    let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    for _ in 0..60 {
        let mut pos = Position::start(Variant::Standard);
        for _ in 0..150 {
            let fen = pos.fen();
            let (_, theirs_moves) = theirs(&fen);
            let swapper = Position::from_fen(Variant::Swapper, &fen).unwrap();
            let ours: BTreeSet<String> = swapper
                .legal_moves()
                .iter()
                .map(|m| m.to_string())
                .filter(|m| !m.ends_with(['s', 'v', 'a', 't', 'm']) || m.len() == 4)
                .collect();
            assert_eq!(ours, theirs_moves, "swapper {fen}");

            let no_castling = {
                let fields: Vec<&str> = fen.split(' ').collect();
                let board = fields[0];
                format!(
                    "{board}[] {} - {} {} {}",
                    fields[1], fields[3], fields[4], fields[5]
                )
            };
            if let Ok(tradeup) = Position::from_fen(Variant::TradeUp, &no_castling) {
                let (_, theirs_no_castle) = theirs(&no_castling.replace("[]", ""));
                let ours: BTreeSet<String> = tradeup
                    .legal_moves()
                    .iter()
                    .map(|m| m.to_string())
                    .filter(|m| !m.starts_with("U@"))
                    .collect();
                assert_eq!(ours, theirs_no_castle, "tradeup {no_castling}");
            }
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            pos.play_unchecked(moves[(next() % moves.len() as u64) as usize]);
        }
    }
}
