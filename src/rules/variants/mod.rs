//! The six variants, one file each, dispatched by [`Variant`]. Everything outside this module
//! asks [`Position`] and never needs to know which variant it holds.

pub(crate) mod gen;
pub(crate) mod giveandtake;
mod playing;
pub(crate) mod shrink;
pub(crate) mod standard;
pub(crate) mod suction;
pub(crate) mod swapper;
pub(crate) mod tradeup;

use crate::rules::bitboard::Bitboard;
use crate::rules::moves::{Move, MoveText};
use crate::rules::outcome::{MoveError, Outcome, Reason};
use crate::rules::position::Position;
use crate::rules::types::{Color, Role, Square};
use crate::rules::variant::{SwapperSetup, Variant};

/// What each variant's file fills in: the parts of the rules that differ between variants.
/// Everything else (movement, king safety, notation, FEN) is shared.
pub(crate) struct Rules {
    /// Every legal move; none once the game is decided by the variant's own rule.
    pub legal_moves: fn(&Position, &mut Vec<Move>),
    /// The moves that follow the movement rules, before the mover's king safety (and, in
    /// Give & Take, the drop rules) are judged: what refusals are explained against.
    pub pseudo_moves: fn(&Position, &mut Vec<Move>),
    /// A result by the variant's own rule although moves remain.
    pub decided_by_rule: fn(&Position) -> Option<Outcome>,
    /// The result when the side to move has no legal move.
    pub without_moves: fn(&Position) -> Outcome,
    /// A captured piece is put on the square its capturer came from (Suction).
    pub captured_goes_back: bool,
    /// What the variant does once a move is on the board (a shrink, the setup phase), given
    /// the squares occupied before it.
    pub after_move: fn(&mut Position, Bitboard, Move),
}

/// The rules of `variant`.
pub(crate) fn rules(variant: Variant) -> &'static Rules {
    match variant {
        Variant::Standard => &standard::RULES,
        Variant::Suction => &suction::RULES,
        Variant::Shrink => &shrink::RULES,
        Variant::Swapper => &swapper::RULES,
        Variant::GiveAndTake => &giveandtake::RULES,
        Variant::TradeUp => &tradeup::RULES,
    }
}

/// No result but checkmate, stalemate and the like.
pub(crate) fn never_decided(_: &Position) -> Option<Outcome> {
    None
}

/// No legal move: checkmate if in check, else stalemate.
pub(crate) fn mate_or_stalemate(pos: &Position) -> Outcome {
    if pos.is_check() {
        Outcome {
            winner: Some(!pos.turn),
            reason: Reason::Checkmate,
        }
    } else {
        Outcome {
            winner: None,
            reason: Reason::Stalemate,
        }
    }
}

/// Nothing happens after a move beyond the move itself.
pub(crate) fn nothing_after(_: &mut Position, _: Bitboard, _: Move) {}

pub(crate) fn legal_moves(pos: &Position, moves: &mut Vec<Move>) {
    (rules(pos.variant).legal_moves)(pos, moves);
}

fn pseudo_moves(pos: &Position, moves: &mut Vec<Move>) {
    (rules(pos.variant).pseudo_moves)(pos, moves);
}

pub(crate) fn decided_by_rule(pos: &Position) -> Option<Outcome> {
    (rules(pos.variant).decided_by_rule)(pos)
}

pub(crate) fn outcome_without_moves(pos: &Position) -> Outcome {
    (rules(pos.variant).without_moves)(pos)
}

fn rule(text: impl Into<String>) -> MoveError {
    MoveError::Rule(text.into())
}

fn board_size(pos: &Position) -> String {
    let (w, h) = (pos.board.width(), pos.board.height());
    format!("{w}x{h}, a1 to {}", Square::new((h - 1) * 8 + (w - 1)))
}

/// Says why `written`, which is not among `legal`, cannot be played.
pub(crate) fn explain_illegal(pos: &Position, written: MoveText, legal: &[Move]) -> MoveError {
    let us = pos.turn;
    let squares: Vec<Square> = match written {
        MoveText::Board { from, to, .. } => vec![from, to],
        MoveText::Drop { to, .. } => vec![to],
        MoveText::DoubleDrop { first, second } => vec![first, second],
    };
    if let Some(&off) = squares.iter().find(|&&sq| !pos.board.is_on_board(sq)) {
        return MoveError::OffBoard(off, board_size(pos));
    }
    let mut pseudo = Vec::new();
    pseudo_moves(pos, &mut pseudo);
    let shown = written.to_string();
    let in_check_reason = || {
        if pos.variant.has_royal_king() {
            MoveError::LeavesKingInCheck(shown.clone())
        } else {
            rule(format!("{shown} is not allowed here"))
        }
    };

    if pos.variant == Variant::Swapper {
        if let SwapperSetup::Reply(role) = pos.swapper {
            return rule(format!(
                "the Black reply must be a {role} dropped on an empty square of rank 6 ({}@e6, say)",
                role.upper_char()
            ));
        }
    }
    if pos.variant == Variant::TradeUp
        && tradeup::is_first_turn(pos)
        && !matches!(
            written,
            MoveText::Drop {
                role: Role::Pawn,
                ..
            }
        )
    {
        return rule("White's first turn must place exactly one pawn on rank 2 or 3 (P@e3, say)");
    }

    match written {
        MoveText::Board {
            from,
            to,
            promotion,
            shrink,
        } => {
            if pos.in_drop_phase() {
                return rule(
                    "in the drop phase every move drops a piece from your hand (N@e4, say)",
                );
            }
            let Some(piece) = pos.board.piece_at(from) else {
                return MoveError::NoPiece(from);
            };
            if piece.color != us {
                return MoveError::NotYourPiece {
                    square: from,
                    piece: format!("{} {}", piece.color, piece.role),
                };
            }
            let same_squares = |m: &&Move| m.notation().board_squares() == Some((from, to));
            let candidates: Vec<Move> = legal.iter().filter(same_squares).copied().collect();
            if let Some(example) = candidates.first() {
                let promotion_of = |m: &Move| match m.notation() {
                    MoveText::Board { promotion, .. } => promotion,
                    _ => None,
                };
                let shrink_count = |m: &Move| m.shrink_promotions().len();
                let promotes = promotion_of(example).is_some();
                if promotion.is_none() && promotes {
                    let mut letters = String::new();
                    for c in candidates
                        .iter()
                        .filter_map(promotion_of)
                        .map(Role::lower_char)
                    {
                        if !letters.contains(c) {
                            letters.push(c);
                        }
                    }
                    return rule(format!(
                        "the pawn promotes: add one of the letters {letters} ({example}, say)"
                    ));
                }
                if promotion.is_some() && !promotes {
                    return rule(format!(
                        "{from}{to} is not a promotion: write it without a piece letter"
                    ));
                }
                if let Some(role) =
                    promotion.filter(|&r| !candidates.iter().any(|m| promotion_of(m) == Some(r)))
                {
                    return rule(format!("a pawn cannot promote to a {role} here"));
                }
                if !candidates.iter().any(|m| shrink_count(m) == shrink.len()) {
                    let count = shrink_count(example);
                    return rule(if pos.variant != Variant::Shrink {
                        format!("{} has no promotions by shrinking the board: write the move without '=' ({example}, say)", pos.variant.title())
                    } else if count == 0 {
                        format!("this move promotes no pawn by shrinking the board: write it without '=' ({example}, say)")
                    } else {
                        let pawns = if count == 1 {
                            "1 pawn".to_string()
                        } else {
                            format!("{count} pawns")
                        };
                        format!("this move shrinks the board and promotes {pawns}: after '=' give one letter (q, r, b, n) per pawn, in the order of their squares from a1 ({example}, say)")
                    });
                }
                return in_check_reason();
            }
            if pseudo.iter().any(|m| same_squares(&m)) {
                return in_check_reason();
            }
            explain_board_move(pos, piece.role, from, to)
        }
        MoveText::Drop { role, to } => explain_drop(pos, role, to, &pseudo, in_check_reason),
        MoveText::DoubleDrop { first, second } => {
            if pos.variant != Variant::TradeUp {
                return rule(format!(
                    "{} has no two-pawn placements",
                    pos.variant.title()
                ));
            }
            if pos.hands[us].count(Role::Pawn) < 2 {
                return rule("you need two pawns in hand to place two");
            }
            for sq in [first, second] {
                if let Some(err) = tradeup_placement_error(pos, sq) {
                    return err;
                }
            }
            in_check_reason()
        }
    }
}

fn explain_board_move(pos: &Position, role: Role, from: Square, to: Square) -> MoveError {
    let target = pos.board.piece_at(to);
    match pos.variant {
        Variant::Suction if role == Role::King => rule("kings never move in Suction Chess"),
        Variant::GiveAndTake if target.is_none_or(|p| p.color == pos.turn) => {
            rule("in the capture phase every move must capture an enemy piece")
        }
        Variant::Swapper
            if target.is_some_and(|p| p.role == Role::Strongman && p.color != pos.turn)
                && !matches!(role, Role::Karateka | Role::Strongman | Role::Mage) =>
        {
            rule("a Strongman can never be captured")
        }
        _ if target.is_some_and(|p| p.color == pos.turn) && role != Role::King => {
            rule(format!("{to} holds your own piece"))
        }
        _ => MoveError::CannotMove { role, from, to },
    }
}

fn tradeup_placement_error(pos: &Position, sq: Square) -> Option<MoveError> {
    if !tradeup::placement_squares(pos.turn).contains(sq) {
        let ranks = match pos.turn {
            Color::White => "2 or 3",
            Color::Black => "7 or 6",
        };
        return Some(rule(format!(
            "pawns are placed on your own 2nd or 3rd rank (rank {ranks}), not on {sq}"
        )));
    }
    pos.board
        .occupied()
        .contains(sq)
        .then(|| rule(format!("{sq} is occupied")))
}

fn explain_drop(
    pos: &Position,
    role: Role,
    to: Square,
    pseudo: &[Move],
    in_check_reason: impl Fn() -> MoveError,
) -> MoveError {
    let us = pos.turn;
    let occupied = pos.board.occupied().contains(to);
    match pos.variant {
        Variant::Standard | Variant::Suction | Variant::Shrink => {
            rule(format!("{} has no drops", pos.variant.title()))
        }
        Variant::Swapper => {
            if pos.swapper == SwapperSetup::Over {
                rule("the setup phase is over: swappers can no longer be dropped")
            } else if !Role::SWAPPERS.contains(&role) {
                rule("only swapper pieces (S, V, A, T, M) are dropped in the setup phase")
            } else if to.rank() != swapper::setup_rank(us) {
                rule("White drops swappers on rank 3")
            } else if occupied {
                rule(format!("{to} is occupied"))
            } else {
                in_check_reason()
            }
        }
        Variant::GiveAndTake => {
            if !pos.in_drop_phase() {
                rule("the drop phase is over: every move now is a capture")
            } else if pos.hands[us].count(role) == 0 {
                rule(format!("you have no {role} in hand"))
            } else if occupied {
                rule(format!("{to} is occupied"))
            } else if giveandtake::forbidden_drop_squares(role).contains(to) {
                rule("a pawn may not be dropped on rank 1 or 8")
            } else if !giveandtake::is_first_white_drop(pos)
                && !giveandtake::attacked_by(pos, !us).contains(to)
            {
                rule(format!("{to} is not attacked by the enemy: every drop after White's first must go on an attacked square"))
            } else {
                let n = giveandtake::attacked_empty_after_drop(pos, role, to);
                rule(format!(
                    "after the drop your pieces must attack at least {} empty squares; they would attack {n}",
                    giveandtake::MIN_ATTACKED_EMPTY
                ))
            }
        }
        Variant::TradeUp => {
            let here = pos
                .board
                .piece_at(to)
                .filter(|p| p.color == us)
                .map(|p| p.role);
            let hand_role = if role == Role::UpsideDownRook {
                None
            } else {
                Some(role)
            };
            if let Some(r) = hand_role.filter(|&r| pos.hands[us].count(r) == 0) {
                return rule(format!("you have no {r} in hand"));
            }
            let wrong = match role {
                Role::Pawn => return tradeup_placement_error(pos, to).unwrap_or_else(|| if pseudo.iter().any(|m| m.notation() == (MoveText::Drop { role, to })) { in_check_reason() } else { rule("placing a pawn is not allowed now") }),
                Role::UpsideDownRook => (here != Some(Role::Rook)).then_some("only your own rook can be turned upside down (U@square)"),
                Role::Knight | Role::Bishop | Role::Rook | Role::Queen => {
                    let needed = tradeup::replaces(role);
                    (!here.is_some_and(|r| needed.contains(&r))).then_some(match role {
                        Role::Rook => "a rook from hand replaces your knight or bishop",
                        Role::Queen => "a queen from hand replaces your upside-down rook",
                        _ => "a knight or bishop from hand replaces your pawn",
                    })
                }
                _ => Some("that is not a trade-up: place P, replace with N, B, R or Q, or flip a rook with U"),
            };
            match wrong {
                Some(reason) => rule(reason),
                None => in_check_reason(),
            }
        }
    }
}
