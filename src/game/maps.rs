//! `moves`: the legal moves as a list, and for the game's players a map of them drawn on the
//! board: one piece's (dots for moves, rings where it lands on a piece), where a piece from
//! the hand may be dropped (shaded squares), or every destination.

use super::events::{Told, View, Which};
use super::games::{position, Games};
use super::handled::{refused, Handled, Refusal};
use crate::render::{Mark, MarkKind};
use crate::rules::{Move, Position, Role, Square};
use crate::types::*;

/// Most legal moves listed (a Give & Take drop phase has hundreds).
const MAX_LISTED_MOVES: usize = 120;

/// A move map to draw when the reply is presented: the position with its moves marked.
pub(super) struct MoveMap {
    pub position: Position,
    pub marks: Vec<Mark>,
    pub white: String,
    pub black: String,
    /// The moves marked, as the caption under the map and the file's say.
    pub asked: Which,
    pub count: usize,
    pub file_name: String,
}

/// `moves`: the legal moves listed, and for the players a map of them (drawn when the
/// reply is presented).
pub(super) fn moves(
    g: Games<'_>,
    actor: &User,
    channel: &ChannelId,
    square: Option<Square>,
    piece: Option<Role>,
) -> Handled<(Told, Option<MoveMap>)> {
    let row = g.active(channel)?;
    let pos = position(&row)?;
    let all = pos.legal_moves();
    let (moves, asked) = match (square, piece) {
        (Some(square), _) => {
            let mine: Vec<Move> = all.into_iter().filter(|m| starts_on(*m, square)).collect();
            if mine.is_empty() {
                return Err(no_moves_from(&pos, square).into());
            }
            let role = pos.board().role_at(square);
            (mine, Which::From { square, role })
        }
        (None, Some(role)) => {
            let drops: Vec<Move> = all.into_iter().filter(|m| drops(*m, role)).collect();
            if drops.is_empty() {
                return refused(Refusal::NoDrop(role));
            }
            (drops, Which::Drops(role))
        }
        (None, None) => (all, Which::All),
    };
    let san = pos.legal_moves_san();
    let listed: Vec<String> = (moves.iter().take(MAX_LISTED_MOVES))
        .filter_map(|m| san.iter().find(|(legal, _)| legal == m))
        .map(|(_, san)| san.clone())
        .collect();
    let mover = &row.player(pos.turn()).name;
    let count = moves.len();
    let text = View::MovesListed {
        asked,
        count,
        listed,
        mover: mover.clone(),
        color: pos.turn(),
    };
    if row.color_of(&actor.id).is_none() {
        // The map is the players' own; anyone may read the list.
        return Ok((Told::saying(text), None));
    }
    let mut reply = Told::saying(text);
    reply.private = true;
    let map = MoveMap {
        marks: marks(&pos, &moves),
        position: pos,
        white: row.white.name.clone(),
        black: row.black.name.clone(),
        asked,
        count,
        file_name: format!("game-{}-moves.png", row.id),
    };
    Ok((reply, Some(map)))
}

/// Whether a board move starts on `square` (a swap, castling: the piece that moves).
fn starts_on(mv: Move, square: Square) -> bool {
    match mv {
        Move::Normal { from, .. } | Move::EnPassant { from, .. } | Move::Swap { from, .. } => {
            from == square
        }
        Move::Castle { king, .. } => king == square,
        _ => false,
    }
}

/// Whether a move brings a piece of `role` from the hand (a drop, a pair of pawns, a
/// trade-up's new piece, a rook turned over).
fn drops(mv: Move, role: Role) -> bool {
    match mv {
        Move::Drop { role: r, .. } | Move::Replace { role: r, .. } => r == role,
        Move::DoubleDrop { .. } => role == Role::Pawn,
        Move::Flip { .. } => role == Role::UpsideDownRook,
        _ => false,
    }
}

/// Why a square has no moves: no piece, the other side's, or a piece with nowhere to go.
fn no_moves_from(pos: &Position, square: Square) -> Refusal {
    match pos.board().piece_at(square) {
        None if !pos.board().is_on_board(square) => Refusal::NotOnTheBoard(square),
        None => Refusal::NoPieceOn(square),
        Some(piece) if piece.color != pos.turn() => Refusal::OpponentsPiece {
            square,
            role: piece.role,
            color: piece.color,
        },
        Some(piece) => Refusal::PieceCannotMove {
            square,
            role: piece.role,
        },
    }
}

/// The squares the moves reach: a dot on an empty square, a ring on a piece, a shade where a
/// piece comes from the hand.
fn marks(pos: &Position, moves: &[Move]) -> Vec<Mark> {
    let mut marks: Vec<Mark> = Vec::new();
    let mut add = |square: Square, kind: MarkKind| {
        if !marks.iter().any(|m| m.square == square) {
            marks.push(Mark { square, kind });
        }
    };
    for &mv in moves {
        match mv {
            Move::Normal { to, .. } | Move::Swap { to, .. } => {
                let kind = if pos.board().piece_at(to).is_some() {
                    MarkKind::Ring
                } else {
                    MarkKind::Dot
                };
                add(to, kind);
            }
            // En passant lands on an empty square but takes a piece.
            Move::EnPassant { to, .. } => add(to, MarkKind::Ring),
            Move::Castle { .. } => add(mv.to(), MarkKind::Dot),
            Move::Drop { to, .. } => add(to, MarkKind::Drop),
            Move::DoubleDrop { first, second } => {
                add(first, MarkKind::Drop);
                add(second, MarkKind::Drop);
            }
            Move::Replace { square, .. } | Move::Flip { square } => add(square, MarkKind::Ring),
        }
    }
    marks
}
