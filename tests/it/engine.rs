//! The engine: puzzles it must solve in every variant at a fixed node budget, and properties
//! of its moves in random positions (legal, no panic, the same for the same seed).

use kibitz::engine::{players::Player, think, Evaluator, Level, Limits, Options, Pruning, MATE};
use kibitz::rules::random::sample_positions;
use kibitz::rules::{Game, Move, Position, Variant};
use proptest::prelude::*;

/// Whether `mv` wins on the spot for the side playing it.
fn wins_now(pos: &Position, mv: Move) -> bool {
    pos.played(mv).outcome().and_then(|o| o.winner) == Some(pos.turn())
}

/// Whether `mv` wins by force in two moves of the side playing it: every reply allows a win
/// on the spot. A brute-force check, independent of the engine.
fn forces_win_in_two(pos: &Position, mv: Move) -> bool {
    let after = pos.played(mv);
    after.outcome().is_none()
        && after.legal_moves().into_iter().all(|reply| {
            let next = after.played(reply);
            next.outcome().is_none() && next.legal_moves().into_iter().any(|m| wins_now(&next, m))
        })
}

fn options(nodes: u64) -> Options {
    Options {
        limits: Limits {
            nodes: Some(nodes),
            ..Limits::default()
        },
        spread: 0,
        seed: 0,
        table_bits: 16,
        contempt: kibitz::engine::CONTEMPT,
        pruning: None,
        repetition: kibitz::engine::Repetition::Second,
        evaluator: Evaluator::Shipped,
    }
}

/// Options that search to `depth` whole (no node budget) with `pruning`.
fn to_depth(depth: u32, pruning: Pruning) -> Options {
    Options {
        limits: Limits {
            depth: Some(depth),
            ..Limits::default()
        },
        pruning: Some(pruning),
        ..options(0)
    }
}

/// A position where the side to move wins in `moves` moves (1 or 2), and why.
struct Puzzle {
    variant: Variant,
    fen: &'static str,
    moves: u32,
}

const PUZZLES: &[Puzzle] = &[
    // Back-rank mate: the rook takes the open eighth rank; the king's own pawns box it in.
    Puzzle {
        variant: Variant::Standard,
        fen: "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1",
        moves: 1,
    },
    // The rook ladder: one rook shuts the seventh rank, the king must go to g8, the other
    // rook mates on the eighth (no check first: Ra8+ or Rb8+ let the king out to g7).
    Puzzle {
        variant: Variant::Standard,
        fen: "7k/8/8/8/8/8/R7/1R5K w - - 0 1",
        moves: 2,
    },
    // Suction: Re1xe4 sucks Black's king back to e1, where the rook came from: rank 1, a win.
    Puzzle {
        variant: Variant::Suction,
        fen: "8/8/8/8/4k3/7K/8/4R3 w - - 0 1",
        moves: 1,
    },
    // Suction: only a capture from the first rank wins, so the rook first goes to e1, under
    // the king (kings never move, Black's pawn cannot help), then takes it: Ra1-e1, Re1xe5.
    Puzzle {
        variant: Variant::Suction,
        fen: "8/7p/8/4k3/8/7K/8/R7 w - - 0 1",
        moves: 2,
    },
    // Shrink: Ne6-g5 gives no check on this board, but it empties rank 6, which vanishes:
    // ranks 7 and 8 move down one, the king lands on h7 a knight's jump from g5, walled in by
    // its own rook, pawn and knight, none of which can take g5. Mate only because a line went.
    Puzzle {
        variant: Variant::Shrink,
        fen: "6rk/6pn/4N3/8/8/8/8/4K3 w - - 0 1",
        moves: 1,
    },
    // Shrink: the rook ladder still works; the mating rook's move empties rank 2, which
    // vanishes, and the mate is given on the shrunk board.
    Puzzle {
        variant: Variant::Shrink,
        fen: "7k/8/8/8/8/8/R7/1R5K w - - 0 1",
        moves: 2,
    },
    // Swapper: the Spearman on d8 steps onto its own rook and they trade places: the rook on
    // d8 mates along the back rank.
    Puzzle {
        variant: Variant::Swapper,
        fen: "3S3k/3R2pp/8/8/8/8/8/4K3 w - - 0 1",
        moves: 1,
    },
    // Swapper, after the setup phase: the rook ladder, chess rules for chess pieces.
    Puzzle {
        variant: Variant::Swapper,
        fen: "7k/8/8/8/8/8/R7/1R5K w - - 0 1",
        moves: 2,
    },
    // Give & Take, the last drops: White's pawn on d3 leaves Black no legal drop (every
    // empty square White attacks is one where Black's pawn would attack fewer than three empty
    // squares), and a side without a legal move loses, in the drop phase too.
    Puzzle {
        variant: Variant::GiveAndTake,
        fen: "4K3/2PprPnP/4P1Bk/3ppnbB/2p1PPQR/4Nprb/2p2pNP/5Rq1[Pp] w - - 0 16",
        moves: 1,
    },
    // Give & Take, capture phase: take the pawn on a5 (rook or bishop); Black's knight must
    // take back (its only capture), and the other white piece takes the last black piece:
    // Black has no move and loses.
    Puzzle {
        variant: Variant::GiveAndTake,
        fen: "3B4/8/8/p7/8/1n6/8/R6K[] w - - 0 1",
        moves: 2,
    },
    // Trade-up: the bishop on a8 is replaced by the rook from the hand (R@a8), and the rook
    // mates along the back rank. A trade-up that mates.
    Puzzle {
        variant: Variant::TradeUp,
        fen: "B6k/6pp/8/8/8/8/8/4K3[R] w - - 0 1",
        moves: 1,
    },
    // Trade-up with empty hands plays as chess: the rook ladder.
    Puzzle {
        variant: Variant::TradeUp,
        fen: "7k/8/8/8/8/8/R7/1R5K[] w - - 0 1",
        moves: 2,
    },
];

#[test]
fn the_engine_solves_every_puzzle_at_a_fixed_node_budget() {
    for p in PUZZLES {
        let pos = Position::from_fen(p.variant, p.fen).unwrap();
        let legal = pos.legal_moves();
        // The puzzle is what it says: a win in exactly this many moves.
        let fastest = |n| match n {
            1 => legal.iter().any(|&m| wins_now(&pos, m)),
            _ => legal.iter().any(|&m| forces_win_in_two(&pos, m)),
        };
        assert!(
            fastest(p.moves),
            "{} {}: no win in {}",
            p.variant,
            p.fen,
            p.moves
        );
        if p.moves == 2 {
            assert!(!fastest(1), "{} {}: already wins in 1", p.variant, p.fen);
        }
        // With the variant's own rules, and with the rules some variants lack (the table's
        // bound, improving and the table below the horizon, standard chess's alone so far,
        // the continuation and correction histories, buckets and singular extensions, no
        // variant's yet) on top.
        let own = Pruning::of(p.variant);
        let all = Pruning {
            table_eval: true,
            improving: true,
            continuation_history: true,
            correction_history: true,
            quiescence_table: true,
            table_buckets: true,
            singular: true,
            ..own
        };
        for pruning in std::iter::once(None).chain((all != own).then_some(Some(all))) {
            let options = Options {
                pruning,
                ..options(20_000)
            };
            let thought = think(&pos, &[], &options, &mut |_| {}).unwrap();
            let solved = match p.moves {
                1 => wins_now(&pos, thought.best),
                _ => forces_win_in_two(&pos, thought.best),
            };
            let rules = format!("{} {} {pruning:?}", p.variant, p.fen);
            assert!(solved, "{rules}: played {}", thought.best);
            let plies = 2 * p.moves as i32 - 1;
            assert_eq!(thought.score, MATE - plies, "{rules}");
        }
    }
}

#[test]
fn a_decided_position_has_no_move_to_find() {
    let mated =
        Position::from_fen(Variant::Standard, "R5k1/5ppp/8/8/8/8/5PPP/6K1 b - - 1 1").unwrap();
    assert!(think(&mated, &[], &options(1_000), &mut |_| {}).is_none());
}

/// The table below the horizon saves work and changes no score: the quiescence search does
/// not depend on the path to a position, so a bound it stored is as good as a search again.
/// (Three plies with no other rule: no node of the main search recurs below the horizon.)
#[test]
fn the_table_below_the_horizon_spares_nodes_and_changes_no_score() {
    let (mut plain_nodes, mut table_nodes) = (0, 0);
    for pos in sample_positions(Variant::Standard, 3, 30, 11)
        .iter()
        .step_by(3)
    {
        let at = |pruning| think(pos, &[], &to_depth(3, pruning), &mut |_| {}).unwrap();
        let plain = at(Pruning::NONE);
        let table = at("qtt".parse().unwrap());
        assert_eq!(plain.score, table.score, "{}", pos.fen());
        plain_nodes += plain.nodes;
        table_nodes += table.nodes;
    }
    assert!(table_nodes < plain_nodes, "{table_nodes} >= {plain_nodes}");
}

/// Singular extensions (no variant's yet) are at work where the search is deep enough for
/// them, and leave a legal move, the same one for the same search, in every variant.
#[test]
fn singular_extensions_change_deep_searches_and_keep_them_legal_and_repeatable() {
    let deep = |pos: &Position, pruning: Pruning| {
        let options = Options {
            limits: Limits {
                depth: Some(11),
                nodes: Some(60_000),
                ..Limits::default()
            },
            pruning: Some(pruning),
            ..options(0)
        };
        think(pos, &[], &options, &mut |_| {}).unwrap()
    };
    for variant in Variant::ALL {
        let own = Pruning::of(variant);
        let singular = Pruning {
            singular: true,
            ..own
        };
        for pos in sample_positions(variant, 2, 16, 7).iter().step_by(15) {
            let thought = deep(pos, singular);
            assert!(pos.legal_moves().contains(&thought.best), "{variant}");
            let again = deep(pos, singular);
            assert_eq!((again.best, again.nodes), (thought.best, thought.nodes));
        }
    }
    // Searched to a depth whole (at a node budget both may stop at the budget), the tree
    // with singular extensions is another.
    let start = Position::start(Variant::Standard);
    let whole = |pruning| think(&start, &[], &to_depth(10, pruning), &mut |_| {}).unwrap();
    let own = Pruning::of(Variant::Standard);
    let singular = Pruning {
        singular: true,
        ..own
    };
    assert_ne!(whole(singular).nodes, whole(own).nodes);
}

/// A tiny budget still leaves a legal move, even one too small to finish the first depth.
#[test]
fn the_hard_stop_always_leaves_a_legal_move() {
    for variant in Variant::ALL {
        for pos in sample_positions(variant, 2, 40, 5).iter().step_by(7) {
            for nodes in [1, 2, 10] {
                let thought = think(pos, &[], &options(nodes), &mut |_| {}).unwrap();
                assert!(pos.legal_moves().contains(&thought.best), "{variant}");
            }
        }
    }
}

/// The engine sees the game's own history: a queen down, it takes the draw by repetition
/// that the earlier positions offer, and without them it would not know the draw is there.
#[test]
fn the_engine_sees_repetitions_in_the_games_history() {
    let mut game =
        Game::new(Position::from_fen(Variant::Standard, "4k3/8/8/8/8/8/Q7/4K3 w - - 0 1").unwrap());
    for m in ["a2b2", "e8d8", "b2a2", "d8e8", "a2b2", "e8d8", "b2a2"] {
        game.play(m).unwrap();
    }
    let history = kibitz::engine::history(&game);
    let thought = think(game.position(), &history, &options(20_000), &mut |_| {}).unwrap();
    assert_eq!(thought.best.to_string(), "d8e8");
    assert!(thought.score > -100, "{}", thought.score);
    let blind = think(game.position(), &[], &options(20_000), &mut |_| {}).unwrap();
    assert!(blind.score < -500, "{}", blind.score);
    game.play("d8e8").unwrap();
    assert_eq!(
        game.outcome().map(|o| o.reason),
        Some(kibitz::rules::Reason::ThreefoldRepetition)
    );

    // Judging what a position is worth (as an analysis does), one the game has seen once is
    // no draw yet: Black, a queen down, cannot call the game drawn by going back to it a
    // second time. In play the engine counts it drawn, so that it makes progress instead.
    let mut game =
        Game::new(Position::from_fen(Variant::Standard, "4k3/8/8/8/8/8/Q7/4K3 w - - 0 1").unwrap());
    for m in ["a2b2", "e8d8", "b2a2", "d8e8", "a2b2"] {
        game.play(m).unwrap();
    }
    let history = kibitz::engine::history(&game);
    let judging = Options {
        repetition: kibitz::engine::Repetition::Third,
        ..options(20_000)
    };
    let thought = think(game.position(), &history, &judging, &mut |_| {}).unwrap();
    assert!(thought.score < -500, "{}", thought.score);
    let playing = think(game.position(), &history, &options(20_000), &mut |_| {}).unwrap();
    assert!(playing.score > -100, "{}", playing.score);
}

/// A table kept between searches is a head start: the same position searched again to the
/// depth the first search reached takes fewer nodes, and the first search is the same as one
/// without a table (to the same move and depth).
#[test]
fn a_kept_table_is_a_head_start_for_the_next_search() {
    let pos = Position::start(Variant::Standard);
    let mut memory = kibitz::engine::Memory::new(16);
    let first =
        kibitz::engine::think_remembering(&mut memory, &pos, &[], &options(20_000), &mut |_| {})
            .unwrap();
    let fresh = think(&pos, &[], &options(20_000), &mut |_| {}).unwrap();
    assert_eq!((first.best, first.depth), (fresh.best, fresh.depth));
    let as_deep = Options {
        limits: Limits {
            depth: Some(first.depth),
            ..Limits::default()
        },
        ..options(0)
    };
    let again =
        kibitz::engine::think_remembering(&mut memory, &pos, &[], &as_deep, &mut |_| {}).unwrap();
    assert_eq!(again.depth, first.depth);
    assert!(
        again.nodes < first.nodes / 2,
        "{} then {}",
        first.nodes,
        again.nodes
    );
}

/// Draws are scored from the engine's side, so a kept table is emptied before a search with
/// contempt for the other side; without contempt the next search starts from what it holds.
#[test]
fn a_kept_table_is_emptied_when_its_draws_were_scored_for_the_other_side() {
    let mut game = Game::start(Variant::Standard);
    let start = game.position().clone();
    game.play("e2e4").unwrap();
    let after = game.position().clone();
    for contempt in [kibitz::engine::CONTEMPT, 0] {
        let options = Options {
            limits: Limits {
                depth: Some(6),
                ..Limits::default()
            },
            contempt,
            ..options(0)
        };
        let mut memory = kibitz::engine::Memory::new(16);
        let mut remember = |pos: &Position| {
            kibitz::engine::think_remembering(&mut memory, pos, &[], &options, &mut |_| {}).unwrap()
        };
        remember(&start);
        let kept = remember(&after);
        let fresh = think(&after, &[], &options, &mut |_| {}).unwrap();
        if contempt == 0 {
            // What it holds steers the pruning as well as the order: a different search, not
            // always a smaller one (the head start is the test above).
            assert_ne!(kept.nodes, fresh.nodes);
        } else {
            assert_eq!(kept.nodes, fresh.nodes);
            assert_eq!((kept.best, kept.score), (fresh.best, fresh.score));
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// In random positions of every variant, at every low level: a legal move, and the same
    /// one for the same seed.
    #[test]
    fn moves_are_legal_and_repeatable(
        variant in prop::sample::select(Variant::ALL.to_vec()),
        seed in any::<u64>(),
        plies in 0usize..80,
        level in 1u8..=4,
    ) {
        let positions = sample_positions(variant, 1, plies + 1, seed);
        let Some(pos) = positions.last() else { return Ok(()) };
        let mut game = Game::new(pos.clone());
        if game.outcome().is_some() {
            return Ok(());
        }
        let engine = Player::Engine(Level::new(level).unwrap());
        let first = engine.choose(&game, seed, None).unwrap();
        prop_assert!(pos.legal_moves().contains(&first));
        prop_assert_eq!(engine.choose(&game, seed, None), Some(first));
        game.play(&first.to_string()).unwrap();
    }
}
