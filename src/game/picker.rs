//! A move picked from menus, step by step (Discord's select menus, for phones): the pieces
//! that can move and those of the hand, then one piece's moves, then what a pawn becomes.
//! Each step is for the player to move, and for the position it was made for.

use super::games::{player, position, team_votes, Games};
use super::handled::{refused, Handled, Refusal};
use crate::rules::{Move, Role, Square};
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
    let mut choices = Vec::new();
    match step {
        PickStep::Piece => {
            let mut seen = Vec::new();
            for &(mv, _) in &legal {
                let from = origin(mv);
                if seen.contains(&from) {
                    continue;
                }
                seen.push(from);
                choices.push(match from {
                    Origin::Square(square) => Picking::Piece {
                        square,
                        role: pos.board().role_at(square).unwrap_or(Role::Pawn),
                    },
                    Origin::Hand(role) => Picking::Hand(role),
                });
            }
        }
        PickStep::From(_) | PickStep::Hand(_) => {
            let wanted = match step {
                PickStep::From(square) => Origin::Square(square),
                PickStep::Hand(role) => Origin::Hand(role),
                _ => unreachable!("a step of one piece"),
            };
            let mine: Vec<&(Move, String)> = legal
                .iter()
                .filter(|(mv, _)| origin(*mv) == wanted)
                .collect();
            for (mv, san) in &mine {
                let squares = mv.notation().board_squares();
                let promotions = squares.filter(|&(from, to)| {
                    let same =
                        |m: &&&(Move, String)| m.0.notation().board_squares() == Some((from, to));
                    mine.iter().filter(same).count() > 1
                });
                match promotions {
                    Some((from, to)) => {
                        let grouped = choices.iter().any(|c| {
                            matches!(c, Picking::Promotions { from: f, to: t, .. } if (*f, *t) == (from, to))
                        });
                        if !grouped {
                            let base = san.split('=').next().unwrap_or(san).to_string();
                            choices.push(Picking::Promotions {
                                from,
                                to,
                                san: base,
                            });
                        }
                    }
                    None => choices.push(Picking::Move {
                        san: san.clone(),
                        notation: mv.to_string(),
                    }),
                }
            }
        }
        PickStep::Promotion { from, to } => {
            for (mv, san) in &legal {
                if mv.notation().board_squares() == Some((from, to)) {
                    choices.push(Picking::Move {
                        san: san.clone(),
                        notation: mv.to_string(),
                    });
                }
            }
        }
    }
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
