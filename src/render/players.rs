//! The players' bands above and below the board: name, whose turn, the hand of pieces.

use super::pixels::{blit, blit_within, fill, paint};
use super::{
    Layout, RenderOptions, Renderer, BACKGROUND, MAX_NAME_CHARS, MUTED_TEXT, TEXT, TO_MOVE,
};
use crate::rules::{Color, Hand, Piece, Position};
use resvg::tiny_skia::{self, FillRule, PathBuilder, Pixmap, Transform};

impl Renderer {
    #[allow(clippy::too_many_arguments)]
    pub(super) fn draw_player(
        &self,
        pixmap: &mut Pixmap,
        layout: &Layout,
        pos: &Position,
        opts: &RenderOptions<'_>,
        color: Color,
        y0: u32,
        playing: bool,
    ) {
        let band = layout.band;
        let to_move = playing && pos.turn() == color;
        if to_move {
            fill(pixmap, 0, y0 as i32, (band / 8).max(3), band, TO_MOVE, 255);
        }
        // A disc of the player's colour, then the name.
        let radius = band as f32 / 4.0;
        let (cx, cy) = (band as f32 / 2.0, y0 as f32 + band as f32 / 2.0);
        if let Some(path) = PathBuilder::from_circle(cx, cy, radius) {
            let (fill_color, edge) = match color {
                Color::White => ((245, 245, 245), (20, 20, 20)),
                Color::Black => ((20, 20, 20), (200, 200, 200)),
            };
            pixmap.fill_path(
                &path,
                &paint(fill_color, 255),
                FillRule::Winding,
                Transform::identity(),
                None,
            );
            let stroke = tiny_skia::Stroke {
                width: 1.5,
                ..tiny_skia::Stroke::default()
            };
            pixmap.stroke_path(
                &path,
                &paint(edge, 255),
                &stroke,
                Transform::identity(),
                None,
            );
        }
        // No words of its own: a side without a name given shows none.
        let name = match color {
            Color::White => opts.white_name,
            Color::Black => opts.black_name,
        }
        .map_or("", str::trim);
        let name: String = if name.chars().count() > MAX_NAME_CHARS {
            name.chars().take(MAX_NAME_CHARS - 1).chain(['…']).collect()
        } else {
            name.to_string()
        };
        // The hand first, right-aligned; the name gets what is left.
        let name_end = if pos.variant().has_hands() {
            self.draw_hand(pixmap, layout, pos.hand(color), color, y0) - (band / 4) as i32
        } else {
            (layout.width - layout.square / 8) as i32
        };
        let room = (name_end - band as i32).max(band as i32) as u32;
        let text = self.fitted_text(
            &name,
            band * 2 / 5,
            if to_move { TEXT } else { MUTED_TEXT },
            true,
            room,
        );
        let ty = y0 as i32 + (band as i32 - text.height() as i32) / 2;
        blit_within(
            pixmap,
            &text,
            band as i32,
            ty,
            name_end.max(2 * band as i32),
        );
    }

    /// The pieces in a hand, right-aligned in the player's band: each kind once, its count on
    /// a badge at its corner (as crazyhouse pockets show them). Returns the left edge.
    fn draw_hand(
        &self,
        pixmap: &mut Pixmap,
        layout: &Layout,
        hand: &Hand,
        color: Color,
        y0: u32,
    ) -> i32 {
        let band = layout.band;
        let px = band * 5 / 6;
        let font = (band * 2 / 5).max(8);
        let top = y0 as i32 + ((band - px) / 2) as i32;
        let mut x = (layout.width - layout.square / 8) as i32;
        for &role in Hand::ROLES.iter().rev() {
            let n = hand.count(role);
            if n == 0 {
                continue;
            }
            x -= px as i32;
            blit(pixmap, &self.piece(Piece::new(color, role), px), x, top);
            let count = self.text(&n.to_string(), font, TEXT, true);
            let (cw, ch) = (count.width(), count.height() * 4 / 5);
            let (bx, by) = (
                x + px as i32 - cw as i32,
                y0 as i32 + band as i32 - ch as i32,
            );
            fill(pixmap, bx, by, cw, ch, BACKGROUND, 210);
            blit(pixmap, &count, bx, by - (count.height() - ch) as i32 / 2);
            x -= (band / 6) as i32;
        }
        x
    }
}
