//! An analysis's evaluation graph, as lichess draws it: White's winning chances after each
//! ply, the area above the middle light and below it dark, the judged moves marked with dots.

use super::pixels::{blit_within, fill, paint};
use super::png::encode;
use super::{Image, Renderer, BACKGROUND, MUTED_TEXT, TEXT};
use resvg::tiny_skia::{self, FillRule, PathBuilder, Pixmap, Stroke, Transform};

pub const GRAPH_WIDTH: u32 = 720;
pub const GRAPH_HEIGHT: u32 = 280;
/// Room for the players' names above and below the plot.
const MARGIN: u32 = 28;
const PAD: f32 = 10.0;
const PX: u32 = 15;

/// How a marked move was judged: the dot's colour (lichess's).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Severity {
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Severity {
    fn color(self) -> (u8, u8, u8) {
        match self {
            Severity::Inaccuracy => (86, 180, 233),
            Severity::Mistake => (230, 159, 0),
            Severity::Blunder => (219, 48, 49),
        }
    }
}

const WHITE_AREA: (u8, u8, u8) = (232, 230, 227);
const BLACK_AREA: (u8, u8, u8) = (20, 19, 17);
const PLOT: (u8, u8, u8) = (58, 55, 51);
const CURVE: (u8, u8, u8) = (155, 199, 0);

impl Renderer {
    /// The graph of `chances` (White's, -1 to +1, at the start and after each ply), with
    /// `marks` (ply, severity) as dots; `white` and `black` named at the top and the bottom.
    pub fn eval_graph(
        &self,
        chances: &[f64],
        marks: &[(usize, Severity)],
        white: &str,
        black: &str,
    ) -> Image {
        let (width, height) = (GRAPH_WIDTH, GRAPH_HEIGHT);
        let mut pixmap = Pixmap::new(width, height).expect("non-zero size");
        pixmap.fill(tiny_skia::Color::from_rgba8(
            BACKGROUND.0,
            BACKGROUND.1,
            BACKGROUND.2,
            255,
        ));
        let (top, bottom) = (MARGIN as f32, (height - MARGIN) as f32);
        let (left, right) = (PAD, width as f32 - PAD);
        fill(
            &mut pixmap,
            left as i32,
            top as i32,
            (right - left) as u32,
            (bottom - top) as u32,
            PLOT,
            255,
        );
        let middle = (top + bottom) / 2.0;
        let steps = chances.len().saturating_sub(1).max(1) as f32;
        let x = |i: usize| left + (right - left) * i as f32 / steps;
        let y = |c: f64| middle - (c.clamp(-1.0, 1.0) as f32) * (bottom - top) / 2.0;
        // White's part above the middle and Black's below, each closed along the middle.
        for (keep, color) in [(1.0, WHITE_AREA), (-1.0, BLACK_AREA)] {
            let mut area = PathBuilder::new();
            area.move_to(x(0), middle);
            for (i, &c) in chances.iter().enumerate() {
                area.line_to(x(i), y(if c * keep > 0.0 { c } else { 0.0 }));
            }
            area.line_to(x(chances.len().saturating_sub(1)), middle);
            area.close();
            if let Some(path) = area.finish() {
                pixmap.fill_path(
                    &path,
                    &paint(color, 235),
                    FillRule::Winding,
                    Transform::identity(),
                    None,
                );
            }
        }
        let mut curve = PathBuilder::new();
        for (i, &c) in chances.iter().enumerate() {
            if i == 0 {
                curve.move_to(x(i), y(c));
            } else {
                curve.line_to(x(i), y(c));
            }
        }
        if let Some(path) = curve.finish() {
            let stroke = Stroke {
                width: 2.0,
                ..Stroke::default()
            };
            pixmap.stroke_path(
                &path,
                &paint(CURVE, 255),
                &stroke,
                Transform::identity(),
                None,
            );
        }
        fill(
            &mut pixmap,
            left as i32,
            middle as i32,
            (right - left) as u32,
            1,
            (120, 116, 110),
            255,
        );
        for &(ply, severity) in marks.iter().filter(|(ply, _)| *ply < chances.len()) {
            if let Some(dot) = PathBuilder::from_circle(x(ply), y(chances[ply]), 5.0) {
                pixmap.fill_path(
                    &dot,
                    &paint(severity.color(), 255),
                    FillRule::Winding,
                    Transform::identity(),
                    None,
                );
            }
        }
        let right_edge = width as i32 - PAD as i32;
        let name = self.text(white, PX, TEXT, true);
        let baseline = |sprite: &Pixmap, band: f32| (band - sprite.height() as f32) / 2.0;
        blit_within(
            &mut pixmap,
            &name,
            left as i32,
            baseline(&name, top) as i32,
            right_edge,
        );
        let name = self.text(black, PX, MUTED_TEXT, true);
        blit_within(
            &mut pixmap,
            &name,
            left as i32,
            (bottom + baseline(&name, MARGIN as f32)) as i32,
            right_edge,
        );
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

    /// The colour of the pixel at (x, y).
    fn pixel(image: &Pixmap, x: u32, y: u32) -> (u8, u8, u8) {
        let p = image.pixel(x, y).expect("inside the image").demultiply();
        (p.red(), p.green(), p.blue())
    }

    #[test]
    fn white_ahead_is_light_above_the_middle_and_black_ahead_dark_below() {
        let renderer = Renderer::new();
        // White ahead for the first half, Black for the second.
        let chances = [0.0, 0.8, 0.8, 0.8, -0.8, -0.8, -0.8, 0.0];
        let image = renderer.eval_graph(&chances, &[(4, Severity::Blunder)], "Ann", "Bob");
        assert_eq!((image.width, image.height), (GRAPH_WIDTH, GRAPH_HEIGHT));
        let decoded = Pixmap::decode_png(&image.png).unwrap();
        let middle = GRAPH_HEIGHT / 2;
        let light = pixel(&decoded, GRAPH_WIDTH / 4, middle - 30);
        let dark = pixel(&decoded, GRAPH_WIDTH * 3 / 4, middle + 30);
        let plot_above_black = pixel(&decoded, GRAPH_WIDTH * 3 / 4, middle - 30);
        assert!(light.0 > 200, "White's lead is drawn light: {light:?}");
        assert!(dark.0 < 40, "Black's lead is drawn dark: {dark:?}");
        assert!(
            plot_above_black.0 > 40 && plot_above_black.0 < 90,
            "above the middle while Black leads is the plot's own shade: {plot_above_black:?}"
        );
    }
}
