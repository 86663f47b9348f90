//! Trade-up Chess: every ruling of the spec, on positions set up by hand.

use crate::support::rulings::*;
use kibitz::rules::{Color, Illegal, MoveError, Position, Role, Variant::TradeUp};

const START: &str = "4k3/8/8/8/8/8/8/4K3[QRRBBNNPPPPPPPPqrrbbnnpppppppp] w - - 0 1";

#[test]
fn whites_first_turn_places_exactly_one_pawn() {
    let all = legal(TradeUp, START);
    assert_eq!(all.len(), 16);
    assert!(all.iter().all(|m| m.starts_with("P@") && !m.contains(',')));
    for wrong in ["P@a2,P@b3", "e1e2"] {
        assert_eq!(
            refused(TradeUp, START, wrong),
            MoveError::Rule(Illegal::FirstPlacement),
            "{wrong}"
        );
    }
}

#[test]
fn pawns_go_on_empty_squares_of_the_own_second_or_third_rank_one_or_two_at_once() {
    let p = after(TradeUp, START, "P@e3");
    let black = legal(TradeUp, &p.fen());
    assert!(black.contains("P@a6,P@h7") && black.contains("P@e6") && black.contains("P@a6,P@a7"));
    assert!(!black.contains("P@e3") && !black.contains("P@e5"));
    assert_eq!(
        refused(TradeUp, &p.fen(), "P@e5"),
        MoveError::Rule(Illegal::PlacementRank {
            color: Color::Black,
            square: "e5".parse().unwrap()
        })
    );
    assert!(matches!(
        refused(TradeUp, &p.fen(), "P@h7,P@a6"),
        MoveError::Parse(_)
    ));
    let p = after(TradeUp, &p.fen(), "P@a6,P@h7");
    assert_eq!(
        p.fen(),
        "4k3/7p/p7/8/8/4P3/8/4K3[QRRBBNNPPPPPPPqrrbbnnpppppp] w - - 0 2"
    );
    // Two pawns need two in hand.
    assert_eq!(
        refused(TradeUp, "4k3/8/8/8/8/8/8/4K3[Pp] w - - 0 5", "P@a2,P@b2"),
        MoveError::Rule(Illegal::TwoPawnsNeeded)
    );
}

#[test]
fn each_trade_up_replaces_the_piece_below_and_sends_it_back_to_the_hand() {
    // Pawn -> knight or bishop.
    let fen = "4k3/8/8/8/8/4P3/8/4K3[QRRBBNNPPPPPPPqrrbbnnpppppppp] w - - 0 1";
    assert_has(TradeUp, fen, &["N@e3", "B@e3"]);
    assert_lacks(TradeUp, fen, &["R@e3", "Q@e3", "U@e3"]);
    assert_eq!(
        after(TradeUp, fen, "N@e3").fen(),
        "4k3/8/8/8/8/4N3/8/4K3[QRRBBNPPPPPPPPqrrbbnnpppppppp] b - - 0 1"
    );
    // Knight or bishop -> rook; the hand may hold more than it started with.
    let fen = "4k3/8/8/8/8/4N3/8/4K3[RNN] w - - 0 1";
    assert_eq!(
        legal(TradeUp, fen)
            .iter()
            .filter(|m| m.contains('@'))
            .collect::<Vec<_>>(),
        vec!["R@e3"]
    );
    let p = after(TradeUp, fen, "R@e3");
    assert_eq!(p.hand(Color::White).count(Role::Knight), 3);
    // Rook -> upside-down rook, no hand involved; upside-down rook -> queen, which sends a
    // rook (not an upside-down one) back to the hand.
    let p = after(
        TradeUp,
        "k7/8/8/8/8/4R3/8/4K3[Q] w - - 0 1",
        "U@e3 a8b8 Q@e3",
    );
    assert_eq!(p.fen(), "1k6/8/8/8/8/4Q3/8/4K3[R] b - - 0 2");
    // Only an ordinary rook turns over; an upside-down rook moves like a rook.
    let fen = "k7/8/8/8/8/4U3/8/4K3[] w - - 0 1";
    assert_lacks(TradeUp, fen, &["U@e3"]);
    assert_has(TradeUp, fen, &["e3e8", "e3a3", "e3h3"]);
}

#[test]
fn trade_ups_need_the_piece_in_hand_and_the_right_piece_on_the_board() {
    let fen = "4k3/8/8/8/8/4P3/8/4K3[B] w - - 0 1";
    assert_eq!(
        refused(TradeUp, fen, "N@e3"),
        MoveError::Rule(Illegal::NotInHand(Role::Knight))
    );
    let why = refused(TradeUp, "4k3/8/8/8/8/4P3/8/4K3[R] w - - 0 1", "R@e3");
    assert_eq!(why, MoveError::Rule(Illegal::ReplacesOnly(Role::Rook)));
}

#[test]
fn placing_pawns_between_checker_and_king_answers_a_check_judged_as_a_whole() {
    // The rook on e5 checks the king on e1. Legal: 4 king steps (not e2), P@e2, P@e3, and
    // the two-pawn placements with a pawn on e2 or e3 (15 + 15 - 1 = 29). Replacements and
    // other placements do not answer the check.
    let fen = "4k3/8/8/4r3/8/8/8/4K3[PPN] w - - 0 1";
    let all = legal(TradeUp, fen);
    assert_eq!(all.len(), 4 + 2 + 29, "{all:?}");
    assert!(all.contains("P@e2") && all.contains("P@a2,P@e3") && !all.contains("P@a2,P@b2"));
    assert!(matches!(
        refused(TradeUp, fen, "P@d2"),
        MoveError::LeavesKingInCheck(_)
    ));
}

#[test]
fn a_placement_may_give_check() {
    let p = after(TradeUp, "8/8/8/8/3k4/8/8/4K3[P] w - - 0 1", "P@c3");
    assert!(p.is_check());
}

#[test]
fn there_is_no_castling_and_promotion_pieces_come_from_outside_the_hand() {
    assert!(Position::from_fen(TradeUp, "4k3/8/8/8/8/8/8/R3K2R[] w KQ - 0 1").is_err());
    assert_lacks(
        TradeUp,
        "4k3/8/8/8/8/8/8/R3K2R[] w - - 0 1",
        &["e1g1", "e1c1"],
    );
    let p = after(TradeUp, "4k3/P7/8/8/8/8/8/4K3[] w - - 0 1", "a7a8q");
    assert_eq!(p.fen(), "Q3k3/8/8/8/8/8/8/4K3[] b - - 0 1");
    assert_lacks(TradeUp, "4k3/P7/8/8/8/8/8/4K3[] w - - 0 1", &["a7a8u"]);
}

#[test]
fn pawns_on_the_second_rank_step_twice_and_captures_leave_the_game() {
    assert_has(TradeUp, "4k3/8/8/8/8/8/4P3/4K3[] w - - 0 1", &["e2e4"]);
    let p = after(TradeUp, "4k3/8/8/4n3/8/2B5/8/4K3[] w - - 0 1", "c3e5");
    assert_eq!(p.fen(), "4k3/8/8/4B3/8/8/8/4K3[] b - - 0 1");
}

#[test]
fn checkmate_wins_and_stalemate_draws() {
    // Black king a8, white queen b7 protected by the king on c6: mate.
    let p = pos(TradeUp, "k7/1Q6/2K5/8/8/8/8/8[] b - - 0 1");
    assert_eq!(p.outcome().unwrap().winner, Some(Color::White));
    // Black king a8, white queen c7: no move, no check.
    let p = pos(TradeUp, "k7/2Q5/8/8/8/8/8/7K[] b - - 0 1");
    assert_eq!(p.outcome().unwrap().winner, None);
    // With a pawn in hand Black could place it: not stalemate then.
    assert!(pos(TradeUp, "k7/2Q5/8/8/8/8/8/7K[p] b - - 0 1")
        .outcome()
        .is_none());
}
