//! A move picked from menus, step by step (Discord's select menus, for phones): the pieces
//! that can move and those of the hand, then one piece's moves, then what a pawn becomes.
//! Each step is for the player to move, and for the position it was made for.

use super::games::{player, position, team_votes, Games};
use super::handled::{refused, Handled, Refusal};
use crate::rules::{Move, Position, Role, Square};
use crate::types::*;

/// A step of the picker, as its use case says it (worded by [`super::words::picker`]).
pub(super) struct Picked {
    pub game: GameId,
    pub ply: u32,
    pub step: PickStep,
    pub choices: Vec<Picking>,
}

/// One choice of a step.
pub(super) enum Picking {
    Piece {
        square: Square,
        role: Role,
    },
    Hand(Role),
    Move {
        san: String,
        notation: String,
    },
    /// A pawn's move to its last rank, before its promotion is chosen (`exd8`).
    Promotions {
        from: Square,
        to: Square,
        san: String,
    },
}

/// Where a move starts: a square of the board, or the hand.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Origin {
    Square(Square),
    Hand(Role),
}

fn origin(mv: Move) -> Origin {
    match mv {
        Move::Normal { from, .. } | Move::EnPassant { from, .. } | Move::Swap { from, .. } => {
            Origin::Square(from)
        }
        Move::Castle { king, .. } => Origin::Square(king),
        Move::Drop { role, .. } | Move::Replace { role, .. } => Origin::Hand(role),
        Move::Flip { .. } => Origin::Hand(Role::UpsideDownRook),
        Move::DoubleDrop { .. } => Origin::Hand(Role::Pawn),
    }
}

/// `step` of the picker for `actor` in the game of `channel`; `made_for`, the game and ply
/// of the menu it was chosen from, if any (a menu of an earlier position is refused).
pub(super) fn pick(
    g: Games<'_>,
    actor: &User,
    channel: &ChannelId,
    step: PickStep,
    made_for: Option<(GameId, u32)>,
) -> Handled<Picked> {
    let row = g.active(channel)?;
    if made_for.is_some_and(|at| at != (row.id, row.ply)) {
        return refused(Refusal::PickExpired);
    }
    let color = player(&row, actor).map_err(|refused| team_votes(&row, channel, refused))?;
    let pos = position(&row)?;
    if pos.turn() != color {
        return refused(Refusal::NotYourTurn {
            next: row.player(!color).name.clone(),
            color: !color,
        });
    }
    let legal = pos.legal_moves_san();
    let choices = match step {
        PickStep::Piece => pieces(&pos, &legal),
        PickStep::From(square) => moves_of(&legal, Origin::Square(square)),
        PickStep::Hand(role) => moves_of(&legal, Origin::Hand(role)),
        PickStep::Promotion { from, to } => (legal.iter())
            .filter(|(mv, _)| mv.notation().board_squares() == Some((from, to)))
            .map(|(mv, san)| Picking::Move {
                san: san.clone(),
                notation: mv.to_string(),
            })
            .collect(),
    };
    if choices.is_empty() {
        return refused(Refusal::PickExpired);
    }
    Ok(Picked {
        game: row.id,
        ply: row.ply,
        step,
        choices,
    })
}

/// The pieces that can move, and the hand's that can be put on the board, in the order of
/// their first legal move.
fn pieces(pos: &Position, legal: &[(Move, String)]) -> Vec<Picking> {
    let mut seen = Vec::new();
    for &(mv, _) in legal {
        let from = origin(mv);
        if !seen.contains(&from) {
            seen.push(from);
        }
    }
    (seen.into_iter())
        .map(|from| match from {
            Origin::Square(square) => Picking::Piece {
                square,
                role: pos.board().role_at(square).unwrap_or(Role::Pawn),
            },
            Origin::Hand(role) => Picking::Hand(role),
        })
        .collect()
}

/// The moves of one piece: each in SAN, but a pawn's moves that differ only in what it
/// becomes as one choice, whose promotions come in a step of their own.
fn moves_of(legal: &[(Move, String)], wanted: Origin) -> Vec<Picking> {
    let mine: Vec<&(Move, String)> = (legal.iter())
        .filter(|(mv, _)| origin(*mv) == wanted)
        .collect();
    let squares = |mv: &Move| mv.notation().board_squares();
    let mut choices = Vec::new();
    for (mv, san) in &mine {
        let promotes = squares(mv).filter(|&sq| {
            let same = mine.iter().filter(|(m, _)| squares(m) == Some(sq));
            same.count() > 1
        });
        match promotes {
            Some((from, to)) => {
                let grouped = choices.iter().any(|c| {
                    matches!(c, Picking::Promotions { from: f, to: t, .. } if (*f, *t) == (from, to))
                });
                if !grouped {
                    let san = san.split('=').next().unwrap_or(san).to_string();
                    choices.push(Picking::Promotions { from, to, san });
                }
            }
            None => choices.push(Picking::Move {
                san: san.clone(),
                notation: mv.to_string(),
            }),
        }
    }
    choices
}
