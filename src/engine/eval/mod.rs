//! How good a position is for the side to move, in centipawns: one file per variant, each
//! written from what wins that variant. Scores are computed for White and turned around here.

mod attacks;
mod giveandtake;
mod shrink;
mod standard;
mod suction;
mod swapper;
pub mod terms;
mod tradeup;

use crate::rules::{Board, Color, Piece, Position, Role, Square, Variant};
use std::sync::OnceLock;

/// A small bonus for having the move: positions are judged a little better for the side
/// about to act, which steadies scores between odd and even depths.
const TEMPO: i32 = 10;

/// The score of `pos` for the side to move: the variant's own judgement plus the fitted terms.
pub fn evaluate(pos: &Position) -> i32 {
    let Some(weights) = weights(pos.variant()) else {
        return evaluate_untuned(pos);
    };
    let fitted = terms::score(pos, weights);
    evaluate_untuned(pos) + sign(pos.turn()) * fitted
}

/// The variant's own judgement alone, for the side to move: what `kibitz tune` fits the
/// terms on top of.
pub fn evaluate_untuned(pos: &Position) -> i32 {
    let white = match pos.variant() {
        Variant::Standard => standard::evaluate(pos),
        Variant::Suction => suction::evaluate(pos),
        Variant::Shrink => shrink::evaluate(pos),
        Variant::Swapper => swapper::evaluate(pos),
        Variant::GiveAndTake => giveandtake::evaluate(pos),
        Variant::TradeUp => tradeup::evaluate(pos),
    };
    TEMPO + sign(pos.turn()) * white
}

/// The fitted weights of a variant's terms (`assets/eval/<variant>.txt`, written by `kibitz
/// tune`), read once; `None` when none are fitted, which spares computing the terms.
fn weights(variant: Variant) -> Option<&'static terms::Weights> {
    static WEIGHTS: OnceLock<Vec<Option<Box<terms::Weights>>>> = OnceLock::new();
    let all = WEIGHTS.get_or_init(|| {
        Variant::ALL
            .iter()
            .map(|&v| {
                let weights =
                    terms::parse(fitted_text(v)).expect("the shipped weights parse (tested)");
                weights.iter().any(|&w| w != (0, 0)).then_some(weights)
            })
            .collect()
    });
    all[Variant::ALL.iter().position(|&v| v == variant)?].as_deref()
}

fn fitted_text(variant: Variant) -> &'static str {
    match variant {
        Variant::Standard => include_str!("../../../assets/eval/standard.txt"),
        Variant::Suction => include_str!("../../../assets/eval/suction.txt"),
        Variant::Shrink => include_str!("../../../assets/eval/shrink.txt"),
        Variant::Swapper => include_str!("../../../assets/eval/swapper.txt"),
        Variant::GiveAndTake => include_str!("../../../assets/eval/giveandtake.txt"),
        Variant::TradeUp => include_str!("../../../assets/eval/tradeup.txt"),
    }
}

/// Whether the search should play out captures past its depth before judging. Not in Suction
/// (a capture removes nothing, so material does not swing) nor in Give & Take (every move of
/// the capture phase is a capture: the quiet position never comes).
pub fn wants_quiescence(variant: Variant) -> bool {
    !matches!(variant, Variant::Suction | Variant::GiveAndTake)
}

/// What a piece is worth where material counts, in centipawns. Kings are priceless where they
/// are royal (they never leave the board); see the variants for the rest.
pub fn value(role: Role) -> i32 {
    match role {
        Role::Pawn => 100,
        Role::Knight => 320,
        Role::Bishop => 330,
        Role::Rook => 500,
        Role::Queen => 900,
        Role::King => 0,
        // Swapper heroes: the Valiant leaps and captures like a knight; the Mage takes whole
        // pieces over; the Karateka captures diagonally and swaps; the Spearman steps; the
        // Strongman never captures but cannot be captured, a permanent blocker.
        Role::Spearman => 160,
        Role::Valiant => 330,
        Role::Karateka => 230,
        Role::Strongman => 180,
        Role::Mage => 450,
        // Trade-up: plays as a rook, and is one trade away from a queen.
        Role::UpsideDownRook => 580,
    }
}

/// `+1` for White, `-1` for Black: turns White's score into a side's, and the other way round.
pub fn sign(color: Color) -> i32 {
    match color {
        Color::White => 1,
        Color::Black => -1,
    }
}

/// How far from the edges a square is (0 on an edge, 3 in the centre of an 8x8 board).
fn centrality(sq: Square, board: &Board) -> i32 {
    let file = sq.file().min(board.width() - 1 - sq.file());
    let rank = sq.rank().min(board.height() - 1 - sq.rank());
    file.min(3) as i32 + rank.min(3) as i32
}

/// How many ranks a pawn of `color` on `sq` has come from its own back rank.
fn advance(color: Color, sq: Square, board: &Board) -> i32 {
    match color {
        Color::White => sq.rank() as i32,
        Color::Black => (board.height() - 1 - sq.rank()) as i32,
    }
}

/// Whether the game is in its endgame: little material beyond pawns and kings.
fn endgame(board: &Board) -> bool {
    let heavy: i32 = Role::ALL
        .into_iter()
        .filter(|r| !matches!(r, Role::Pawn | Role::King))
        .map(|r| value(r) * board.by_role(r).count() as i32)
        .sum();
    heavy <= 2600
}

/// Material and placement as in chess, for the variants whose pieces fight as chess pieces
/// do: pawns are worth more as they advance, minor pieces in the centre, the king sheltered
/// until the endgame and active in it. White's view.
fn chess_placement(piece: Piece, sq: Square, board: &Board, endgame: bool) -> i32 {
    let c = centrality(sq, board);
    match piece.role {
        Role::Pawn => {
            let a = advance(piece.color, sq, board);
            a * a * 3 + if endgame { a * 10 } else { 0 }
        }
        Role::Knight | Role::Valiant => c * 9 - 12,
        Role::Bishop | Role::Karateka => c * 5,
        Role::Queen | Role::Mage => c * 2,
        Role::Rook | Role::UpsideDownRook => {
            (advance(piece.color, sq, board) == board.height() as i32 - 2) as i32 * 20
        }
        Role::King if endgame => c * 10,
        Role::King => {
            let home = advance(piece.color, sq, board) == 0;
            home as i32 * 20 - c * 8
        }
        _ => c * 4,
    }
}

/// Material plus chess placement, White's view.
fn chess_material(board: &Board) -> i32 {
    let endgame = endgame(board);
    board
        .pieces()
        .map(|(sq, p)| sign(p.color) * (value(p.role) + chess_placement(p, sq, board, endgame)))
        .sum()
}

/// The squares every piece of `color` attacks, counted with multiplicity (mobility).
fn mobility(board: &Board, color: Color) -> i32 {
    board
        .pieces()
        .filter(|(_, p)| p.color == color && p.role != Role::Pawn)
        .map(|(sq, p)| (board.attacks_from(sq, p) & !board.by_color(color)).count() as i32)
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_weights_parse_and_read_back_the_same() {
        for variant in Variant::ALL {
            let weights = terms::parse(fitted_text(variant)).unwrap();
            assert_eq!(terms::parse(&terms::write(&weights)).unwrap(), weights);
        }
        assert!(terms::parse("1 2").is_err() && terms::parse("99999 1 1").is_err());
    }

    #[test]
    fn the_start_is_level_and_material_counts() {
        for variant in Variant::ALL {
            let start = Position::start(variant);
            assert_eq!(evaluate(&start), TEMPO, "{variant}");
        }
        let queen_up = Position::from_fen(
            Variant::Standard,
            "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        )
        .unwrap();
        assert!(evaluate(&queen_up) > 700);
        let black_to_move = Position::from_fen(
            Variant::Standard,
            "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1",
        )
        .unwrap();
        assert!(evaluate(&black_to_move) < -700);
    }
}
