//! Tables as images: a title, a header row and rows of cells (a tournament's standings),
//! drawn from the same cached text images as the boards.

use super::pixels::{blit_within, fill};
use super::png::encode;
use super::{Image, Renderer, BACKGROUND, MUTED_TEXT, TEXT, VOID};
use resvg::tiny_skia::{self, Pixmap};

/// Type size of the cells, in pixels.
const PX: u32 = 18;
const ROW: u32 = 34;
const PAD: u32 = 14;
/// The widest a table is drawn; wider cells are cut.
const MAX_WIDTH: u32 = 1600;
/// Alternate rows' shade.
const STRIPE: (u8, u8, u8) = (48, 46, 43);

impl Renderer {
    /// `title` over a table of `header` and `rows` (the first column right-aligned: places),
    /// as a PNG.
    pub fn table(&self, title: &str, header: &[String], rows: &[Vec<String>]) -> Image {
        let columns = header.len();
        let mut widths: Vec<u32> = header
            .iter()
            .map(|h| self.text(h, PX, MUTED_TEXT, true).width())
            .collect();
        for row in rows {
            for (i, cell) in row.iter().take(columns).enumerate() {
                widths[i] = widths[i].max(self.text(cell, PX, TEXT, false).width());
            }
        }
        let title_sprite = self.text(title, PX + 4, TEXT, true);
        let table_width: u32 = widths.iter().map(|w| w + 2 * PAD).sum();
        let width = table_width
            .max(title_sprite.width() + 2 * PAD)
            .min(MAX_WIDTH);
        let height = ROW * (rows.len() as u32 + 2) + PAD;
        let mut pixmap = Pixmap::new(width, height).expect("non-zero size");
        pixmap.fill(tiny_skia::Color::from_rgba8(
            BACKGROUND.0,
            BACKGROUND.1,
            BACKGROUND.2,
            255,
        ));
        let right = (width - PAD) as i32;
        let middle = |row: u32, sprite: &Pixmap| {
            (row * ROW) as i32 + (ROW as i32 - sprite.height() as i32) / 2
        };
        blit_within(
            &mut pixmap,
            &title_sprite,
            PAD as i32,
            middle(0, &title_sprite),
            right,
        );
        fill(&mut pixmap, 0, ROW as i32, width, ROW, VOID, 255);
        let draw_row = |pixmap: &mut Pixmap, row: u32, cells: &[String], header: bool| {
            let mut x = 0i32;
            for (i, cell) in cells.iter().take(columns).enumerate() {
                let sprite = if header {
                    self.text(cell, PX, MUTED_TEXT, true)
                } else {
                    self.text(cell, PX, TEXT, false)
                };
                let column = (widths[i] + 2 * PAD) as i32;
                // Numbers right-aligned (places and points), names from the left.
                let left = if i == 1 {
                    x + PAD as i32
                } else {
                    x + column - PAD as i32 - sprite.width() as i32
                };
                blit_within(
                    pixmap,
                    &sprite,
                    left,
                    middle(row, &sprite),
                    right.min(x + column),
                );
                x += column;
            }
        };
        draw_row(&mut pixmap, 1, header, true);
        for (i, row) in rows.iter().enumerate() {
            let y = 2 + i as u32;
            if i % 2 == 1 {
                fill(&mut pixmap, 0, (y * ROW) as i32, width, ROW, STRIPE, 255);
            }
            draw_row(&mut pixmap, y, row, false);
        }
        Image {
            png: encode(&pixmap),
            width,
            height,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_is_as_tall_as_its_rows_and_as_wide_as_its_cells() {
        let renderer = Renderer::new();
        let header: Vec<String> = ["#", "Player", "Points"].map(String::from).to_vec();
        let row = |p: &str, name: &str, points: &str| vec![p.into(), name.into(), points.into()];
        let short = renderer.table("Standings", &header, &[row("1", "Ann", "2")]);
        let long = renderer.table(
            "Standings",
            &header,
            &[
                row("1", "Annabelle Longname-Smith", "2½"),
                row("2", "Bob", "1"),
            ],
        );
        assert_eq!((short.height, long.height), (3 * ROW + PAD, 4 * ROW + PAD));
        assert!(long.width > short.width);
        assert_eq!(&short.png[1..4], b"PNG");
    }
}
