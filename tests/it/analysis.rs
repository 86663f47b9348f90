//! Analysis after a game: lichess's winning chances, move and game accuracy and judgements,
//! worked by hand (the numbers below come from its published formulas, computed apart), and a
//! game analysed the same whatever the threads, and through `kibitz analyse`.

use kibitz::engine::accuracy::{
    game_accuracy, judge, move_accuracy, steepness, win_percent, Eval, Judgement, LICHESS_STEEPNESS,
};
use kibitz::engine::analysis::{analyse, Class};
use kibitz::rules::{Color, Game, Variant};
use std::process::Command;

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-6
}

#[test]
fn winning_chances_and_move_accuracy_follow_lichess_s_formulas() {
    let chess = LICHESS_STEEPNESS;
    assert!(close(win_percent(chess, Eval::Cp(0)), 50.0));
    // 50 + 50 * (2 / (1 + e^(-0.00368208 * 100)) - 1)
    assert!(close(
        win_percent(chess, Eval::Cp(100)),
        59.102_589_719_161_28
    ));
    assert!(close(
        win_percent(chess, Eval::Cp(-100)),
        40.897_410_280_838_71
    ));
    // Beyond 1,000 centipawns, and a mate, count as 1,000.
    assert_eq!(
        win_percent(chess, Eval::Cp(5000)),
        win_percent(chess, Eval::Cp(1000))
    );
    assert_eq!(
        win_percent(chess, Eval::Mate(-3)),
        win_percent(chess, Eval::Cp(-1000))
    );
    assert_eq!(
        win_percent(chess, Eval::Won(Color::White)),
        win_percent(chess, Eval::Cp(1000))
    );
    // 103.1668 * e^(-0.0435442 * 10) - 3.1669, plus lichess's point for uncertainty.
    assert!(close(move_accuracy(60.0, 50.0), 64.579_828_453_720_67));
    assert_eq!(move_accuracy(50.0, 50.0), 100.0);
    assert_eq!(move_accuracy(40.0, 55.0), 100.0);
    assert_eq!(move_accuracy(100.0, 0.0), 0.0);
}

#[test]
fn game_accuracy_is_the_mean_of_the_volatility_weighted_and_the_harmonic_means() {
    let evals: Vec<Eval> = [20, 30, -50, -40, -300, -280, -250, -900, -1000, -1000]
        .into_iter()
        .map(Eval::Cp)
        .collect();
    let (white, black) = game_accuracy(LICHESS_STEEPNESS, Color::White, &evals).unwrap();
    assert!(close(white, 62.553_889_023_275_11), "{white}");
    assert!(close(black, 98.628_896_804_758), "{black}");
    let short: Vec<Eval> = [20, 30, -50, -40].into_iter().map(Eval::Cp).collect();
    let (white, black) = game_accuracy(LICHESS_STEEPNESS, Color::White, &short).unwrap();
    assert!(close(white, 80.119_205_729_651_8), "{white}");
    assert!(close(black, 96.964_289_365_508_25), "{black}");
    // A side that never moved has no accuracy.
    assert_eq!(
        game_accuracy(LICHESS_STEEPNESS, Color::White, &[Eval::Cp(10)]),
        None
    );
}

#[test]
fn moves_are_judged_by_the_winning_chances_they_lose() {
    let judged = |before, after| judge(LICHESS_STEEPNESS, Color::White, before, after);
    // A pawn lost from an even position: 0.18 of winning chances.
    assert_eq!(
        judged(Eval::Cp(0), Eval::Cp(-100)),
        Some(Judgement::Inaccuracy)
    );
    assert_eq!(
        judged(Eval::Cp(0), Eval::Cp(-150)),
        Some(Judgement::Mistake)
    );
    assert_eq!(
        judged(Eval::Cp(0), Eval::Cp(-200)),
        Some(Judgement::Blunder)
    );
    assert_eq!(judged(Eval::Cp(0), Eval::Cp(-40)), None);
    // The same from Black's side: its losses are White's gains.
    assert_eq!(
        judge(LICHESS_STEEPNESS, Color::Black, Eval::Cp(0), Eval::Cp(200)),
        Some(Judgement::Blunder)
    );
    // Walking into a forced mate, and letting one go.
    assert_eq!(
        judged(Eval::Cp(0), Eval::Mate(-3)),
        Some(Judgement::Blunder)
    );
    assert_eq!(
        judged(Eval::Cp(-800), Eval::Mate(-3)),
        Some(Judgement::Mistake)
    );
    assert_eq!(
        judged(Eval::Mate(2), Eval::Cp(800)),
        Some(Judgement::Mistake)
    );
    assert_eq!(judged(Eval::Mate(2), Eval::Mate(1)), None);
    assert_eq!(judged(Eval::Mate(1), Eval::Won(Color::White)), None);
}

#[test]
fn each_variant_turns_centipawns_into_winning_chances_at_its_own_fitted_steepness() {
    // Give & Take's engine scores swing widely: 300 centipawns there are worth far less.
    let at = |variant| win_percent(steepness(variant), Eval::Cp(300));
    assert!(at(Variant::GiveAndTake) < at(Variant::Standard));
    assert!(at(Variant::Standard) < at(Variant::Suction));
    for variant in Variant::ALL {
        assert!((0.001..0.02).contains(&steepness(variant)), "{variant:?}");
    }
}

fn fools_mate() -> Game {
    let mut game = Game::start(Variant::Standard);
    for mv in ["f2f3", "e7e5", "g2g4", "d8h4"] {
        game.play(mv).unwrap();
    }
    game
}

#[test]
fn an_analysis_is_the_same_on_one_thread_or_two_and_finds_the_blunder() {
    let game = fools_mate();
    let one = analyse(&game, 3_000, 1);
    assert_eq!(one, analyse(&game, 3_000, 2));
    assert_eq!(one.plies.len(), 4);
    assert_eq!(one.plies[2].class, Class::Judged(Judgement::Blunder));
    assert_eq!(one.plies[2].eval, Eval::Mate(-1));
    assert_eq!(one.plies[3].class, Class::Best);
    assert_eq!(one.plies[3].eval, Eval::Won(Color::Black));
    let (white, black) = one.accuracy.unwrap();
    assert!(white < black, "white {white} black {black}");
}

/// Longer than a stretch of positions searched with one table: the stretches are fixed, so
/// the threads that share them out change nothing.
#[test]
fn a_long_analysis_is_the_same_whatever_the_threads() {
    let level = kibitz::engine::players::Player::Engine(kibitz::engine::Level::new(2).unwrap());
    // The first self-play game from seed 5 on that lasts 40 plies (which seed that is moves
    // with the evaluation).
    let record = (5..50)
        .map(|seed| kibitz::engine::players::play_game(Variant::Standard, level, level, seed, None))
        .find(|record| record.game.moves().len() >= 40)
        .expect("a game of 40 plies among 45");
    let mut game = Game::start(Variant::Standard);
    for mv in record.game.moves().iter().take(40) {
        game.play(&mv.to_string()).unwrap();
    }
    let one = analyse(&game, 2_000, 1);
    assert_eq!(one, analyse(&game, 2_000, 3));
    assert_eq!(one, analyse(&game, 2_000, 2));
}

#[test]
fn kibitz_analyse_prints_a_line_per_ply_then_the_accuracies() {
    let run = || {
        let out = Command::new(env!("CARGO_BIN_EXE_kibitz"))
            .args([
                "analyse",
                "--variant",
                "standard",
                "--moves",
                "f2f3 e7e5 g2g4 d8h4",
                "--nodes",
                "3000",
            ])
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    };
    let out = run();
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 5, "{out}");
    assert!(lines[2].starts_with("ply 3 g2g4 eval #-1 best "), "{out}");
    assert!(lines[2].ends_with(" class blunder"), "{out}");
    assert_eq!(lines[3], "ply 4 d8h4 eval #0 best d8h4 class best");
    assert!(lines[4].starts_with("accuracy white "), "{out}");
    assert_eq!(out, run(), "the same budget gives the same output");
    // No moves: a clear reason, not an empty analysis.
    let none = Command::new(env!("CARGO_BIN_EXE_kibitz"))
        .args(["analyse", "--variant", "suction"])
        .output()
        .unwrap();
    assert!(!none.status.success());
    assert!(String::from_utf8_lossy(&none.stderr).contains("no moves to analyse"));
}

#[test]
fn the_calibration_fit_recovers_the_steepness_that_made_the_results() {
    use kibitz::engine::calibrate::{fit, Sample};
    use kibitz::rules::random::XorShift;
    let mut rng = XorShift(7);
    let mut unit = || (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64;
    for truth in [0.002, 0.005] {
        let samples: Vec<Sample> = (0..20_000)
            .map(|_| {
                let cp = (unit() * 1600.0 - 800.0) as i32;
                let p = 1.0 / (1.0 + (-truth * cp as f64).exp());
                let result = if unit() < p { 1.0 } else { 0.0 };
                Sample { cp, result }
            })
            .collect();
        let k = fit(&samples);
        assert!(
            (k - truth).abs() < truth * 0.05,
            "fitted {k}, made with {truth}"
        );
    }
}
