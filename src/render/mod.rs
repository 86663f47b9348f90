//! Board images: a position of any variant in, a PNG out.
//!
//! Piece images (SVG) and text are rasterised with resvg once per size and cached; a board is
//! then composed from those prepared images with tiny-skia and encoded as PNG, so drawing one
//! is mostly copying pixels and compressing them (the approach of lichess's lila-gif).

mod board;
mod graph;
mod overlay;
mod pixels;
mod players;
mod png;
mod replay;
mod svg;
mod table;
mod text;

pub use graph::{Severity, GRAPH_HEIGHT, GRAPH_WIDTH};
pub use overlay::{suggested, Arrow, ArrowKind, Mark, MarkKind};
pub use png::encode;
pub use replay::{
    Replay, ReplayOptions, StatusWords, FIRST_DELAY, LAST_DELAY, MOVE_DELAY, REPLAY_SIZE,
};
pub use svg::escape;
pub use text::board_text;

use pixels::blit_within;

use crate::rules::{Color, Move, Outcome, Piece, Position};
use resvg::tiny_skia::{self, Pixmap};
use resvg::usvg;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};

/// Default board side in pixels.
pub const DEFAULT_SIZE: u32 = 512;
/// Accepted board sides in pixels.
pub const SIZES: std::ops::RangeInclusive<u32> = 128..=2048;
/// Names longer than this are cut, with an ellipsis.
const MAX_NAME_CHARS: usize = 24;

type Rgb = (u8, u8, u8);
const BACKGROUND: Rgb = (38, 36, 33);
const LIGHT: Rgb = (240, 217, 181);
const DARK: Rgb = (181, 136, 99);
/// Where a Shrink Chess board has lost lines.
const VOID: Rgb = (58, 55, 51);
const TEXT: &str = "#e8e6e3";
const MUTED_TEXT: &str = "#a8a49c";
const LIGHT_TEXT: &str = "#f0d9b5";
const DARK_TEXT: &str = "#b58863";
const TO_MOVE: Rgb = (98, 153, 36);
const SHRINK_MARK: Rgb = (224, 48, 48);

/// How the last move is marked: each kind of move in its own colour (RGBA, laid over the square).
const MOVE_TINT: (u8, u8, u8, u8) = (155, 199, 0, 105);
const SWAP_TINT: (u8, u8, u8, u8) = (40, 120, 255, 115);
const DROP_TINT: (u8, u8, u8, u8) = (0, 190, 120, 115);
const TRADE_UP_TINT: (u8, u8, u8, u8) = (255, 140, 0, 125);

/// What to draw besides the position.
#[derive(Clone, Debug, Default)]
pub struct RenderOptions<'a> {
    /// Board side in pixels (the image is a little taller, for names and status). Clamped to
    /// [`SIZES`].
    pub size: u32,
    /// Draw from Black's side.
    pub flip: bool,
    pub white_name: Option<&'a str>,
    pub black_name: Option<&'a str>,
    /// The move that led to the position, with the position it was played from.
    pub last_move: Option<(Move, &'a Position)>,
    /// The result to announce; by default the position's own (checkmate, ...).
    pub outcome: Option<Outcome>,
    /// File letters and rank numbers in the squares.
    pub coordinates: bool,
    /// Arrows over the board (a diagram's move); the last move's own arrows are added.
    pub arrows: Vec<Arrow>,
    /// Marked squares (a move map's destinations, a diagram's squares).
    pub marks: Vec<Mark>,
    /// Words under the board: the status line as the game layer words it, or a diagram's
    /// caption, in its reader's language. The renderer has no words of its own.
    pub caption: Option<&'a str>,
}

impl RenderOptions<'_> {
    pub fn new() -> Self {
        RenderOptions {
            size: DEFAULT_SIZE,
            coordinates: true,
            ..RenderOptions::default()
        }
    }
}

/// A rendered board.
pub struct Image {
    pub png: Vec<u8>,
    pub width: u32,
    pub height: u32,
}

#[derive(Clone, PartialEq, Eq, Hash)]
struct TextKey {
    text: String,
    px: u32,
    color: &'static str,
    bold: bool,
}

/// Draws boards. Create one at start-up and share it: it keeps the prepared piece and text
/// images of every size it has drawn.
pub struct Renderer {
    options: usvg::Options<'static>,
    pieces: Mutex<HashMap<(Piece, u32), Arc<Pixmap>>>,
    texts: Mutex<HashMap<TextKey, Arc<Pixmap>>>,
    check_marks: Mutex<HashMap<u32, Arc<Pixmap>>>,
    missing: svg::MissingGlyphs,
}

/// Text images kept at most; names and statuses repeat, so the cache rarely fills.
const MAX_CACHED_TEXTS: usize = 2048;

impl Default for Renderer {
    fn default() -> Self {
        Renderer::new()
    }
}

/// Pixel geometry of one image.
struct Layout {
    square: u32,
    board_top: u32,
    band: u32,
    status: u32,
    width: u32,
    height: u32,
}

impl Layout {
    fn new(size: u32) -> Layout {
        let square = size.clamp(*SIZES.start(), *SIZES.end()) / 8;
        let band = (square * 3 / 4).max(20);
        let status = (square / 2).max(16);
        Layout {
            square,
            board_top: band,
            band,
            status,
            width: square * 8,
            height: band + square * 8 + band + status,
        }
    }
}

impl Renderer {
    pub fn new() -> Renderer {
        let missing = svg::MissingGlyphs::default();
        Renderer {
            options: svg::options(),
            missing,
            pieces: Mutex::default(),
            texts: Mutex::default(),
            check_marks: Mutex::default(),
        }
    }

    /// The characters met so far that no font could draw (shown as empty boxes).
    pub fn missing_glyphs(&self) -> Vec<char> {
        let missing = self.missing.lock().unwrap_or_else(PoisonError::into_inner);
        missing.iter().copied().collect()
    }

    fn piece(&self, piece: Piece, px: u32) -> Arc<Pixmap> {
        let mut cache = self.pieces.lock().unwrap_or_else(PoisonError::into_inner);
        cache
            .entry((piece, px))
            .or_insert_with(|| Arc::new(svg::piece_sprite(piece, px, &self.options)))
            .clone()
    }

    fn text(&self, text: &str, px: u32, color: &'static str, bold: bool) -> Arc<Pixmap> {
        let key = TextKey {
            text: text.to_string(),
            px,
            color,
            bold,
        };
        if let Some(hit) = self
            .texts
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .get(&key)
        {
            return hit.clone();
        }
        let sprite = Arc::new(svg::text_sprite(
            text,
            px,
            color,
            bold,
            &self.options,
            &self.missing,
        ));
        let mut cache = self.texts.lock().unwrap_or_else(PoisonError::into_inner);
        if cache.len() >= MAX_CACHED_TEXTS {
            cache.clear();
        }
        cache.insert(key, sprite.clone());
        sprite
    }

    /// Text that fits in `max_width` pixels: smaller type if needed (down to 3/5 of `px`), and
    /// cut off beyond that.
    fn fitted_text(
        &self,
        text: &str,
        px: u32,
        color: &'static str,
        bold: bool,
        max_width: u32,
    ) -> Arc<Pixmap> {
        let sprite = self.text(text, px, color, bold);
        if sprite.width() <= max_width {
            return sprite;
        }
        let smaller = (px * max_width / sprite.width()).max(px * 3 / 5).max(6);
        self.text(text, smaller, color, bold)
    }

    /// The red glow under a king in check (as on lichess).
    fn check_mark(&self, px: u32) -> Arc<Pixmap> {
        let mut cache = self
            .check_marks
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        cache
            .entry(px)
            .or_insert_with(|| {
                let svg = r##"<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><defs><radialGradient id="g"><stop offset="0%" stop-color="#ff0000"/><stop offset="25%" stop-color="#e70000"/><stop offset="89%" stop-color="#a90000" stop-opacity="0"/><stop offset="100%" stop-color="#9e0000" stop-opacity="0"/></radialGradient></defs><rect width="100" height="100" fill="url(#g)"/></svg>"##;
                Arc::new(svg::rasterise(svg, &self.options, px, px))
            })
            .clone()
    }

    /// Draws the position as a PNG.
    pub fn render(&self, pos: &Position, opts: &RenderOptions<'_>) -> Image {
        let pixmap = self.draw(pos, opts);
        Image {
            png: encode(&pixmap),
            width: pixmap.width(),
            height: pixmap.height(),
        }
    }

    /// Draws the position into a pixmap.
    pub fn draw(&self, pos: &Position, opts: &RenderOptions<'_>) -> Pixmap {
        let layout = Layout::new(if opts.size == 0 {
            DEFAULT_SIZE
        } else {
            opts.size
        });
        let mut pixmap = Pixmap::new(layout.width, layout.height).expect("non-zero size");
        pixmap.fill(tiny_skia::Color::from_rgba8(
            BACKGROUND.0,
            BACKGROUND.1,
            BACKGROUND.2,
            255,
        ));
        let outcome = opts.outcome.or_else(|| pos.outcome());
        self.draw_board(&mut pixmap, &layout, pos, opts);
        let (top, bottom) = if opts.flip {
            (Color::White, Color::Black)
        } else {
            (Color::Black, Color::White)
        };
        self.draw_player(&mut pixmap, &layout, pos, opts, top, 0, outcome.is_none());
        self.draw_player(
            &mut pixmap,
            &layout,
            pos,
            opts,
            bottom,
            layout.board_top + layout.square * 8,
            outcome.is_none(),
        );
        let margin = layout.square / 8;
        let text = self.fitted_text(
            opts.caption.unwrap_or_default(),
            layout.status * 11 / 20,
            TEXT,
            false,
            layout.width - 2 * margin,
        );
        let y = (layout.height - layout.status) as i32
            + (layout.status as i32 - text.height() as i32) / 2;
        blit_within(
            &mut pixmap,
            &text,
            margin as i32,
            y,
            (layout.width - margin) as i32,
        );
        pixmap
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escaping_keeps_markup_as_text() {
        assert_eq!(
            escape("<svg onload=x>&'\""),
            "&lt;svg onload=x&gt;&amp;&apos;&quot;"
        );
        assert_eq!(escape("a\u{0}b\nc"), "abc");
    }
}
