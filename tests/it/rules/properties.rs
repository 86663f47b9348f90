//! Property tests over random games of every variant, and parsers fed arbitrary text.

use kibitz::game::{Platform, UserId};
use kibitz::rules::{Game, MoveText, Position, Variant};
use proptest::prelude::*;
use std::collections::HashSet;

fn variant() -> impl Strategy<Value = Variant> {
    prop::sample::select(Variant::ALL.to_vec())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    /// Along a random game: every move's notation is unique, parses back to the same legal
    /// move, and FEN round-trips exactly, at every ply.
    #[test]
    fn random_games_keep_their_invariants(variant in variant(), choices in prop::collection::vec(any::<u32>(), 0..120)) {
        let mut game = Game::start(variant);
        for choice in choices {
            let pos = game.position().clone();
            let fen = pos.fen();
            let back = Position::from_fen(variant, &fen).expect("own FEN reads back");
            prop_assert_eq!(&back, &pos, "FEN {}", fen);
            prop_assert_eq!(back.fen(), fen.clone());

            let moves = pos.legal_moves();
            let texts: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
            let unique: HashSet<&String> = texts.iter().collect();
            prop_assert_eq!(unique.len(), texts.len(), "duplicate notation in {}", fen);
            for (m, text) in moves.iter().zip(&texts) {
                let parsed = pos.parse_move(text);
                prop_assert_eq!(parsed, Ok(*m), "{} in {}", text, fen);
                let reprinted = text.parse::<MoveText>().map(|t| t.to_string());
                prop_assert_eq!(reprinted, Ok(text.clone()));
            }
            if moves.is_empty() {
                prop_assert!(pos.outcome().is_some(), "no moves but no outcome in {}", fen);
                break;
            }
            let text = &texts[choice as usize % texts.len()];
            if game.record(text).is_err() {
                prop_assert!(false, "legal move {} refused in {}", text, fen);
            }
        }
    }

    /// Arbitrary text as a move, against positions of every variant: an answer, never a panic;
    /// a move it accepts is one of the legal moves.
    #[test]
    fn move_parser_takes_any_text(variant in variant(), text in "\\PC{0,24}", plausible in "[a-iA-Z0-9@,=]{0,12}", san in "[a-hKQRBNPSVATMUkqrnO0x~=+#!?@,1-8♘♔♟-]{0,10}", plies in 0usize..40) {
        let mut pos = Position::start(variant);
        for i in 0..plies {
            let moves = pos.legal_moves();
            if moves.is_empty() { break; }
            pos.play_unchecked(moves[(i * 7) % moves.len()]);
        }
        for t in [&text, &plausible, &san] {
            let _ = t.parse::<MoveText>();
            if let Ok(mv) = pos.parse_move(t) {
                prop_assert!(pos.legal_moves().contains(&mv));
                // And its SAN names it again.
                prop_assert_eq!(pos.parse_move(&pos.san(mv)), Ok(mv));
            }
        }
    }

    /// Arbitrary text as a FEN: an error or a position whose own FEN reads back the same.
    #[test]
    fn fen_parser_takes_any_text(variant in variant(), text in "\\PC{0,80}", plausible in "[1-9kqrbnpsvatmuKQRBNPSVATMU/]{1,40}(\\[[KQRBNPkqrbnp]{0,6}\\])? [wb] (-|[KQkqA-H]{1,4}) (-|[a-h][1-8]) [0-9]{1,3} [0-9]{1,3}( setup| reply:[SVATMX])?") {
        for t in [&text, &plausible] {
            if let Ok(pos) = Position::from_fen(variant, t) {
                let again = Position::from_fen(variant, &pos.fen()).expect("own FEN reads back");
                prop_assert_eq!(&again, &pos);
                // And the position can be asked anything without a panic.
                let _ = pos.legal_moves();
                let _ = pos.outcome();
            }
        }
    }

    /// Arbitrary chat lines through the command grammar: a command or a usage error, never a
    /// panic.
    #[test]
    fn command_grammar_takes_any_text(text in "\\PC{0,60}", plausible in "[!/]?(challenge|move|draw|takeback|rules|ratings|help|as|in) [a-z0-9:@!= ]{0,40}") {
        let resolve = |name: &str| (name.len() < 20).then(|| kibitz::game::User::new(UserId::new(Platform::Console, name), name));
        for line in [&text, &plausible] {
            let _ = kibitz::chat::parse_command(line, &resolve, &kibitz::game::UserId::new(kibitz::game::Platform::Console, "kibitz"));
        }
    }
}
