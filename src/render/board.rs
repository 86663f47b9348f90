//! The board itself: squares, the last move, marks and arrows, pieces, coordinates.

use super::overlay::{draw_arrow, draw_mark_over, draw_mark_under, Arrow, ArrowKind};
use super::pixels::{blit, fill};
use super::{
    Layout, RenderOptions, Renderer, DARK, DARK_TEXT, DROP_TINT, LIGHT, LIGHT_TEXT, MOVE_TINT,
    SHRINK_MARK, SWAP_TINT, TRADE_UP_TINT, VOID,
};
use crate::rules::{Move, Position, Square, Variant};
use resvg::tiny_skia::Pixmap;

/// A square's name in the position's coordinates after `mv`, given the lines it removed.
fn after_shrink(sq: Square, files: u8, ranks: u8) -> Option<Square> {
    if files & (1 << sq.file()) != 0 || ranks & (1 << sq.rank()) != 0 {
        return None;
    }
    let below = |mask: u8, i: u8| (mask & ((1u16 << i) - 1) as u8).count_ones() as u8;
    Some(Square::new(
        (sq.rank() - below(ranks, sq.rank())) * 8 + sq.file() - below(files, sq.file()),
    ))
}

/// Arrows for a move whose effect the tinted squares alone do not show: a swap (both pieces
/// move) and a Suction capture (the captured piece goes back to where the capturer stood).
pub(crate) fn arrows_for(mv: Move, before: &Position) -> Vec<Arrow> {
    let pair = |from: Square, to: Square, back_from: Square| {
        vec![
            Arrow {
                from,
                to,
                kind: ArrowKind::Move,
            },
            Arrow {
                from: back_from,
                to: from,
                kind: ArrowKind::Consequence,
            },
        ]
    };
    let suction = before.variant() == Variant::Suction;
    match mv {
        Move::Swap { from, to, .. } => pair(from, to, to),
        Move::Normal { from, to, .. } if suction && before.board().piece_at(to).is_some() => {
            pair(from, to, to)
        }
        Move::EnPassant { from, to, .. } if suction => {
            pair(from, to, Square::new(from.rank() * 8 + to.file()))
        }
        _ => Vec::new(),
    }
}

impl Renderer {
    pub(super) fn draw_board(
        &self,
        pixmap: &mut Pixmap,
        layout: &Layout,
        pos: &Position,
        opts: &RenderOptions<'_>,
    ) {
        let board = pos.board();
        let (w, h) = (board.width() as u32, board.height() as u32);
        let sq = layout.square;
        fill(
            pixmap,
            0,
            layout.board_top as i32,
            sq * 8,
            sq * 8,
            VOID,
            255,
        );
        let left = ((8 - w) * sq / 2) as i32;
        let top = (layout.board_top + (8 - h) * sq / 2) as i32;
        let origin = |s: Square| {
            let (file, rank) = (s.file() as u32, s.rank() as u32);
            let (col, row) = if opts.flip {
                (w - 1 - file, rank)
            } else {
                (file, h - 1 - rank)
            };
            (left + (col * sq) as i32, top + (row * sq) as i32)
        };
        let is_light = |s: Square| (s.file() + s.rank()) % 2 == 1;
        for rank in 0..h as u8 {
            for file in 0..w as u8 {
                let s = Square::new(rank * 8 + file);
                let (x, y) = origin(s);
                fill(
                    pixmap,
                    x,
                    y,
                    sq,
                    sq,
                    if is_light(s) { LIGHT } else { DARK },
                    255,
                );
            }
        }

        if let Some((mv, before)) = opts.last_move {
            let (files, ranks) = before.lines_removed_by(mv);
            let (tint, squares): (_, Vec<Square>) = match mv {
                Move::Normal { from, to, .. } | Move::EnPassant { from, to, .. } => {
                    (MOVE_TINT, vec![from, to])
                }
                Move::Castle { king, .. } => (MOVE_TINT, vec![king, mv.to()]),
                Move::Swap { from, to, .. } => (SWAP_TINT, vec![from, to]),
                Move::Drop { to, .. } => (DROP_TINT, vec![to]),
                Move::DoubleDrop { first, second } => (DROP_TINT, vec![first, second]),
                Move::Replace { square, .. } | Move::Flip { square } => {
                    (TRADE_UP_TINT, vec![square])
                }
            };
            for s in squares
                .into_iter()
                .filter_map(|s| after_shrink(s, files, ranks))
            {
                if board.is_on_board(s) {
                    let (x, y) = origin(s);
                    fill(pixmap, x, y, sq, sq, (tint.0, tint.1, tint.2), tint.3);
                }
            }
            self.draw_shrink_marks(pixmap, layout, pos, opts, files, ranks, (left, top));
        }

        let on_board = |s: &Square| board.is_on_board(*s);
        for mark in opts.marks.iter().filter(|m| on_board(&m.square)) {
            draw_mark_under(pixmap, mark.kind, origin(mark.square), sq);
        }
        for king in pos.checked_kings() {
            let (x, y) = origin(king);
            blit(pixmap, &self.check_mark(sq), x, y);
        }
        for (s, piece) in board.pieces() {
            let (x, y) = origin(s);
            blit(pixmap, &self.piece(piece, sq), x, y);
        }
        for mark in opts.marks.iter().filter(|m| on_board(&m.square)) {
            draw_mark_over(pixmap, mark.kind, origin(mark.square), sq);
        }

        if opts.coordinates {
            let px = (sq * 2 / 9).max(8);
            let pad = (sq / 20).max(1) as i32;
            let label_color = |s: Square| if is_light(s) { DARK_TEXT } else { LIGHT_TEXT };
            for file in 0..w as u8 {
                let bottom_rank = if opts.flip { h as u8 - 1 } else { 0 };
                let s = Square::new(bottom_rank * 8 + file);
                let name = ((b'a' + file) as char).to_string();
                let text = self.text(&name, px, label_color(s), true);
                let (x, y) = origin(s);
                blit(
                    pixmap,
                    &text,
                    x + sq as i32 - text.width() as i32 - pad,
                    y + sq as i32 - text.height() as i32,
                );
            }
            for rank in 0..h as u8 {
                let left_file = if opts.flip { w as u8 - 1 } else { 0 };
                let s = Square::new(rank * 8 + left_file);
                let text = self.text(&(rank + 1).to_string(), px, label_color(s), true);
                let (x, y) = origin(s);
                blit(pixmap, &text, x + pad, y);
            }
        }

        let last_move_arrows = opts
            .last_move
            .map_or_else(Vec::new, |(mv, before)| arrows_for(mv, before));
        let arrows: Vec<&Arrow> = opts.arrows.iter().chain(&last_move_arrows).collect();
        for arrow in &arrows {
            if on_board(&arrow.from) && on_board(&arrow.to) {
                let reversed = |other: &&&Arrow| other.from == arrow.to && other.to == arrow.from;
                let aside = if arrows.iter().any(|a| reversed(&a)) {
                    0.14
                } else {
                    0.0
                };
                let (from, to) = (origin(arrow.from), origin(arrow.to));
                draw_arrow(pixmap, arrow.kind, from, to, sq, aside);
            }
        }
    }

    /// Red bars where a shrink removed lines: between the squares that were on either side of
    /// each removed file or rank.
    #[allow(clippy::too_many_arguments)]
    fn draw_shrink_marks(
        &self,
        pixmap: &mut Pixmap,
        layout: &Layout,
        pos: &Position,
        opts: &RenderOptions<'_>,
        files: u8,
        ranks: u8,
        (left, top): (i32, i32),
    ) {
        let board = pos.board();
        let (w, h) = (board.width() as u32, board.height() as u32);
        let sq = layout.square;
        let thick = (sq / 16).max(2);
        for file in (0..8u8).filter(|f| files & (1 << f) != 0) {
            // Files before it that survive: the mark goes on the boundary after them.
            let kept = file as u32 - (files & ((1u16 << file) - 1) as u8).count_ones();
            let col = if opts.flip { w - kept } else { kept };
            let x = left + (col * sq) as i32 - thick as i32 / 2;
            fill(pixmap, x, top, thick, h * sq, SHRINK_MARK, 230);
        }
        for rank in (0..8u8).filter(|r| ranks & (1 << r) != 0) {
            let kept = rank as u32 - (ranks & ((1u16 << rank) - 1) as u8).count_ones();
            let row = if opts.flip { kept } else { h - kept };
            let y = top + (row * sq) as i32 - thick as i32 / 2;
            fill(pixmap, left, y, w * sq, thick, SHRINK_MARK, 230);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_are_renamed_after_a_shrink() {
        let sq = |s: &str| s.parse::<Square>().unwrap();
        // File b (bit 1) and rank 4 (bit 3) removed: c3 -> b3, e5 -> d4, b2 is gone.
        assert_eq!(after_shrink(sq("c3"), 0b10, 0b1000), Some(sq("b3")));
        assert_eq!(after_shrink(sq("e5"), 0b10, 0b1000), Some(sq("d4")));
        assert_eq!(after_shrink(sq("b2"), 0b10, 0b1000), None);
    }
}
