//! What a diagram, a move map or a move's picture lays over the board: arrows, and marks on
//! squares. Squares are named in the coordinates of the position drawn.

use super::pixels::{fill, paint};
use super::Rgb;
use crate::rules::{Move, Square};
use resvg::tiny_skia::{FillRule, LineCap, PathBuilder, Pixmap, Stroke, Transform};

/// What an arrow shows.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ArrowKind {
    /// The move (green).
    Move,
    /// What the move does to another piece (blue): a captured piece sucked back in Suction,
    /// the other piece of a swap.
    Consequence,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Arrow {
    pub from: Square,
    pub to: Square,
    pub kind: ArrowKind,
}

/// How a square is marked.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MarkKind {
    /// A move to an empty square: a dot.
    Dot,
    /// A capture: a ring around the piece.
    Ring,
    /// A square a piece may be dropped on: shaded green.
    Drop,
    /// A square that counts for a rule (the empty squares a Give & Take drop attacks): red.
    Counted,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Mark {
    pub square: Square,
    pub kind: MarkKind,
}

/// A move suggested on a board (an analysis's better move): an arrow where a piece goes from
/// one square to another, marked squares where a piece appears or changes.
pub fn suggested(mv: Move) -> (Vec<Arrow>, Vec<Mark>) {
    let arrow = |from, to| Arrow {
        from,
        to,
        kind: ArrowKind::Move,
    };
    let mark = |square, kind| Mark { square, kind };
    match mv {
        Move::Normal { from, to, .. }
        | Move::EnPassant { from, to, .. }
        | Move::Swap { from, to, .. } => (vec![arrow(from, to)], Vec::new()),
        Move::Castle { king, .. } => (vec![arrow(king, mv.to())], Vec::new()),
        Move::Drop { to, .. } => (Vec::new(), vec![mark(to, MarkKind::Drop)]),
        Move::DoubleDrop { first, second } => (
            Vec::new(),
            vec![mark(first, MarkKind::Drop), mark(second, MarkKind::Drop)],
        ),
        Move::Replace { square, .. } | Move::Flip { square } => {
            (Vec::new(), vec![mark(square, MarkKind::Ring)])
        }
    }
}

const MOVE_ARROW: (Rgb, u8) = ((21, 120, 27), 200);
const CONSEQUENCE_ARROW: (Rgb, u8) = ((0, 48, 136), 200);
const DOT: (Rgb, u8) = ((20, 85, 30), 130);
const DROP_SHADE: (Rgb, u8) = ((20, 140, 60), 110);
const COUNTED_SHADE: (Rgb, u8) = ((210, 40, 40), 120);

/// Marks drawn under the pieces (shades and rings), given a square's top-left corner.
pub(super) fn draw_mark_under(pixmap: &mut Pixmap, kind: MarkKind, (x, y): (i32, i32), sq: u32) {
    match kind {
        MarkKind::Drop => fill(pixmap, x, y, sq, sq, DROP_SHADE.0, DROP_SHADE.1),
        MarkKind::Counted => fill(pixmap, x, y, sq, sq, COUNTED_SHADE.0, COUNTED_SHADE.1),
        MarkKind::Ring => {
            let half = sq as f32 / 2.0;
            let width = sq as f32 / 12.0;
            if let Some(circle) =
                PathBuilder::from_circle(x as f32 + half, y as f32 + half, half - width / 2.0)
            {
                let stroke = Stroke {
                    width,
                    ..Stroke::default()
                };
                pixmap.stroke_path(
                    &circle,
                    &paint(DOT.0, DOT.1),
                    &stroke,
                    Transform::identity(),
                    None,
                );
            }
        }
        MarkKind::Dot => {}
    }
}

/// Marks drawn over the pieces (dots, on empty squares).
pub(super) fn draw_mark_over(pixmap: &mut Pixmap, kind: MarkKind, (x, y): (i32, i32), sq: u32) {
    if kind == MarkKind::Dot {
        let half = sq as f32 / 2.0;
        if let Some(dot) =
            PathBuilder::from_circle(x as f32 + half, y as f32 + half, sq as f32 * 0.16)
        {
            pixmap.fill_path(
                &dot,
                &paint(DOT.0, DOT.1),
                FillRule::Winding,
                Transform::identity(),
                None,
            );
        }
    }
}

/// An arrow between the centres of two squares (top-left corners given), with its head on
/// `to`: a shaft a sixth of a square wide, a head half a square long. `aside` moves it that
/// many squares to its right, so that two arrows between the same squares both show.
pub(super) fn draw_arrow(
    pixmap: &mut Pixmap,
    kind: ArrowKind,
    from: (i32, i32),
    to: (i32, i32),
    sq: u32,
    aside: f32,
) {
    let half = sq as f32 / 2.0;
    let (x0, y0) = (from.0 as f32 + half, from.1 as f32 + half);
    let (x1, y1) = (to.0 as f32 + half, to.1 as f32 + half);
    let length = ((x1 - x0).powi(2) + (y1 - y0).powi(2)).sqrt();
    if length < 1.0 {
        return;
    }
    let (ux, uy) = ((x1 - x0) / length, (y1 - y0) / length);
    // To the right of the direction of travel, on a screen whose y axis points down.
    let (dx, dy) = (-uy * aside * sq as f32, ux * aside * sq as f32);
    let (x0, y0, x1, y1) = (x0 + dx, y0 + dy, x1 + dx, y1 + dy);
    let head = sq as f32 * 0.45;
    let head_half_width = sq as f32 * 0.27;
    // The shaft stops where the head begins; the head's tip stops short of the centre.
    let tip = (x1 - ux * sq as f32 * 0.1, y1 - uy * sq as f32 * 0.1);
    let base = (tip.0 - ux * head, tip.1 - uy * head);
    let (color, alpha) = match kind {
        ArrowKind::Move => MOVE_ARROW,
        ArrowKind::Consequence => CONSEQUENCE_ARROW,
    };
    let paint = paint(color, alpha);
    let mut shaft = PathBuilder::new();
    shaft.move_to(x0 + ux * sq as f32 * 0.2, y0 + uy * sq as f32 * 0.2);
    shaft.line_to(base.0, base.1);
    if let Some(shaft) = shaft.finish() {
        let stroke = Stroke {
            width: sq as f32 / 6.0,
            line_cap: LineCap::Butt,
            ..Stroke::default()
        };
        pixmap.stroke_path(&shaft, &paint, &stroke, Transform::identity(), None);
    }
    let mut arrowhead = PathBuilder::new();
    arrowhead.move_to(tip.0, tip.1);
    arrowhead.line_to(base.0 - uy * head_half_width, base.1 + ux * head_half_width);
    arrowhead.line_to(base.0 + uy * head_half_width, base.1 - ux * head_half_width);
    arrowhead.close();
    if let Some(arrowhead) = arrowhead.finish() {
        pixmap.fill_path(
            &arrowhead,
            &paint,
            FillRule::Winding,
            Transform::identity(),
            None,
        );
    }
}
