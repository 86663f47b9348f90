//! The pruning rules' guards, per variant.

use super::*;

fn at(variant: Variant, fen: &str) -> Position {
    Position::from_fen(variant, fen).unwrap()
}

#[test]
fn the_null_move_is_off_where_zugzwang_is_common() {
    for variant in [Variant::GiveAndTake, Variant::Shrink] {
        assert!(!Pruning::of(variant).null_move, "{variant}");
    }
    let shrink = at(Variant::Shrink, "4k3/8/8/8/8/8/3QP3/4K3 w - - 0 1");
    assert!(!Pruning::of(Variant::Shrink).null_move_allowed(&shrink));
    let give = at(Variant::GiveAndTake, "4k3/8/3q4/8/8/8/3Q4/4K3 w - - 0 1");
    assert!(!Pruning::of(Variant::GiveAndTake).null_move_allowed(&give));
}

#[test]
fn the_null_move_is_guarded_where_it_is_on() {
    let chess = Pruning::of(Variant::Standard);
    // A queen to spare: allowed.
    assert!(chess.null_move_allowed(&at(Variant::Standard, "4k3/8/8/8/8/8/3QP3/4K3 w - - 0 1")));
    // Only pawns: the king and pawn endings of zugzwang.
    assert!(!chess.null_move_allowed(&at(Variant::Standard, "4k3/4p3/8/8/8/8/4P3/4K3 w - - 0 1")));
    // In check.
    assert!(!chess.null_move_allowed(&at(Variant::Standard, "4k3/8/8/8/8/8/3Q4/r3K3 w - - 0 1")));
    // Swapper's setup: Black must answer the drop; no pass is a position.
    let swapper = Pruning::of(Variant::Swapper);
    let setup = Position::start(Variant::Swapper);
    assert!(!swapper.null_move_allowed(&setup));
    let game = setup.played(
        setup
            .legal_moves()
            .into_iter()
            .find(|m| m.to_string() == "e2e4")
            .unwrap(),
    );
    assert!(swapper.null_move_allowed(&game));
    // Trade-up: allowed with a piece on the board, not with the kings alone.
    let tradeup = Pruning::of(Variant::TradeUp);
    assert!(!tradeup.null_move_allowed(&Position::start(Variant::TradeUp)));
    assert!(tradeup.null_move_allowed(&at(
        Variant::TradeUp,
        "4k3/8/8/8/8/8/3N4/4K3[QRRBBNPPPPPPPPqrrbbnnpppppppp] w - - 0 1"
    )));
    // Suction has no check: the guard is the pieces alone.
    let suction = Pruning::of(Variant::Suction);
    assert!(suction.null_move_allowed(&Position::start(Variant::Suction)));
    assert!(!suction.null_move_allowed(&at(Variant::Suction, "4k3/4p3/8/8/8/8/4P3/4K3 w - - 0 1")));
}

#[test]
fn exchanges_are_judged_only_where_captures_are_plain() {
    // Suction returns the piece taken, Give & Take plays out captures anyway, a capture in
    // Shrink can shrink the board, and Swapper's heroes swap and convert.
    for variant in Variant::ALL {
        assert_eq!(
            Pruning::of(variant).exchanges,
            matches!(variant, Variant::Standard | Variant::TradeUp),
            "{variant}"
        );
    }
    assert!("see".parse::<Pruning>().unwrap().exchanges);
}

#[test]
fn moves_losing_material_are_skipped_only_in_standard_chess() {
    for variant in Variant::ALL {
        let rules = Pruning::of(variant);
        assert_eq!(
            rules.exchange_pruning,
            variant == Variant::Standard,
            "{variant}"
        );
        // Only where an exchange on a square is judged soundly.
        assert!(!rules.exchange_pruning || rules.exchanges, "{variant}");
    }
    // A quiet move that drops a pawn goes at depth 1; a capture must lose more.
    assert!(exchange_margin(1, true) > -value(Role::Pawn));
    assert_eq!(exchange_margin(1, false), -value(Role::Pawn));
    // Deeper, more is let through, quiet moves the most.
    assert!(exchange_margin(4, false) < exchange_margin(2, false));
    assert!(exchange_margin(6, true) < exchange_margin(6, false));
    assert!("seeprune".parse::<Pruning>().unwrap().exchange_pruning);
}

#[test]
fn checks_are_answered_below_the_horizon_except_in_shrink() {
    for variant in Variant::ALL {
        let evasions = Pruning::of(variant).evasions;
        assert_eq!(
            evasions,
            !matches!(variant, Variant::Shrink | Variant::GiveAndTake),
            "{variant}"
        );
        assert!(Pruning::of(variant).iterative_reduction, "{variant}");
    }
    let both: Pruning = "evasions+iir".parse().unwrap();
    assert!(both.evasions && both.iterative_reduction && !both.null_move);
}

#[test]
fn captures_are_reduced_only_where_every_move_is_one() {
    for variant in Variant::ALL {
        let rules = Pruning::of(variant);
        assert_eq!(
            rules.capture_reductions,
            variant == Variant::GiveAndTake,
            "{variant}"
        );
        // They ride on the reductions: on where these are.
        assert!(!rules.capture_reductions || rules.reductions, "{variant}");
    }
    let give = Pruning::of(Variant::GiveAndTake);
    assert!(!give.null_move && !give.futility && !give.late_moves);
    // Only the capture phase: not the drop phase, nor another variant's captures.
    let capturing = at(Variant::GiveAndTake, "4k3/8/3q4/8/8/8/3Q4/4K3 w - - 0 1");
    assert!(capturing.in_capture_phase());
    assert!(!Position::start(Variant::GiveAndTake).in_capture_phase());
    assert!(!at(Variant::Standard, "4k3/8/3q4/8/8/8/3Q4/4K3 w - - 0 1").in_capture_phase());
    assert_eq!("lmr+lmrc+iir".parse::<Pruning>(), Ok(give));
}

#[test]
fn quiet_moves_with_a_good_history_are_reduced_less_only_in_suction() {
    for variant in Variant::ALL {
        let rules = Pruning::of(variant);
        assert_eq!(
            rules.history_reductions,
            variant == Variant::Suction,
            "{variant}"
        );
        // It adjusts the reductions: on only where these are.
        assert!(!rules.history_reductions || rules.reductions, "{variant}");
    }
    // A ply per 4,096 of history, at most two either way; a little history changes nothing.
    assert_eq!(history_adjustment(0), 0);
    assert_eq!(history_adjustment(4_095), 0);
    assert_eq!(history_adjustment(-4_095), 0);
    assert_eq!(history_adjustment(4_096), 1);
    assert_eq!(history_adjustment(-8_192), -2);
    assert_eq!(history_adjustment(1 << 20), 2);
    assert_eq!(history_adjustment(-(1 << 20)), -2);
    assert!("lmr+lmrh".parse::<Pruning>().unwrap().history_reductions);
}

#[test]
fn the_table_s_bounds_and_improving_are_standard_chess_s_so_far() {
    for variant in Variant::ALL {
        let rules = Pruning::of(variant);
        let measured = variant == Variant::Standard;
        assert_eq!(
            (rules.table_eval, rules.improving, rules.quiescence_table),
            (measured, measured, measured),
            "{variant}"
        );
    }
    // A proven bound replaces the static score only where it says more.
    assert_eq!(bettered_by_table(50, 120, Bound::Lower), 120);
    assert_eq!(bettered_by_table(50, 20, Bound::Lower), 50);
    assert_eq!(bettered_by_table(50, 20, Bound::Upper), 20);
    assert_eq!(bettered_by_table(50, 120, Bound::Upper), 50);
    assert_eq!(bettered_by_table(50, -300, Bound::Exact), -300);
    // Half as many quiet moves are tried where the score is not rising.
    assert_eq!(late_move_count(2, false), 7);
    assert_eq!(late_move_count(2, true), 3);
    let both: Pruning = "ttev+improving".parse().unwrap();
    assert!(both.table_eval && both.improving && !both.futility);
}

#[test]
fn rules_are_named_for_matches() {
    assert_eq!("none".parse::<Pruning>(), Ok(Pruning::NONE));
    let two: Pruning = "null,lmr".parse().unwrap();
    assert!(two.null_move && two.reductions && !two.futility);
    assert_eq!("null+lmr".parse::<Pruning>(), Ok(two));
    assert!("null,magic".parse::<Pruning>().is_err());
    let histories: Pruning = "conthist+corrhist".parse().unwrap();
    assert!(histories.continuation_history && histories.correction_history);
    assert!(!histories.null_move);
    assert!("qtt".parse::<Pruning>().unwrap().quiescence_table);
    let unmeasured: Pruning = "buckets+se".parse().unwrap();
    assert!(unmeasured.table_buckets && unmeasured.singular && !unmeasured.null_move);
    // Rules no match has decided for yet are no variant's own.
    for variant in Variant::ALL {
        let own = Pruning::of(variant);
        assert!(!own.table_buckets && !own.singular, "{variant}");
    }
}

#[test]
fn later_moves_at_greater_depths_are_reduced_more() {
    assert_eq!(reduction(1, 1), 0);
    assert!(reduction(3, 4) >= 1);
    assert!(reduction(12, 30) > reduction(6, 10));
}
