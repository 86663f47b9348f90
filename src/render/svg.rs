//! The SVG side of drawing: piece images and text, parsed with usvg and rasterised with resvg
//! once per size, then reused. Nothing inside an SVG can read a file or the network: fonts come
//! from memory and image references resolve to nothing.

use crate::rules::{Color, Piece, Role};
use resvg::tiny_skia::{Pixmap, Transform};
use resvg::usvg::{self, fontdb, ImageHrefResolver};
use std::collections::BTreeSet;
use std::sync::{Arc, Mutex, OnceLock, PoisonError};

/// The one font every image uses, shipped in `assets/` so that images are the same everywhere.
const FONT: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans.ttf");
pub(crate) const FONT_FAMILY: &str = "DejaVu Sans";

/// The piece images: the cburnett set for the standard pieces, Kibitz's own for the swappers.
fn piece_svg(piece: Piece) -> &'static str {
    macro_rules! set {
        ($dir:literal, $($role:ident $name:literal),*) => {
            match (piece.color, piece.role) {
                $(
                    (Color::White, Role::$role) => include_str!(concat!("../../assets/pieces/", $dir, "/w", $name, ".svg")),
                    (Color::Black, Role::$role) => include_str!(concat!("../../assets/pieces/", $dir, "/b", $name, ".svg")),
                )*
                _ => "",
            }
        };
    }
    let standard =
        set!("cburnett", Pawn "P", Knight "N", Bishop "B", Rook "R", Queen "Q", King "K");
    if !standard.is_empty() {
        return standard;
    }
    match piece.role {
        // An upside-down rook is the rook image turned over.
        Role::UpsideDownRook => piece_svg(Piece::new(piece.color, Role::Rook)),
        _ => set!("swapper", Spearman "S", Valiant "V", Karateka "A", Strongman "T", Mage "M"),
    }
}

/// Characters that no font could draw, noted as they are met (names in scripts the machine
/// has no font for).
pub(crate) type MissingGlyphs = Arc<Mutex<BTreeSet<char>>>;

/// Options for usvg that load nothing from outside but fonts: the shipped font first, the
/// machine's fonts for characters it lacks (CJK, emoji, ...), no images.
pub(crate) fn options() -> usvg::Options<'static> {
    usvg::Options {
        font_family: FONT_FAMILY.to_string(),
        fontdb: font_database(),
        image_href_resolver: ImageHrefResolver {
            resolve_data: Box::new(|_, _, _| None),
            resolve_string: Box::new(|_, _| None),
        },
        ..usvg::Options::default()
    }
}

/// The fonts, loaded once per process: the shipped DejaVu Sans, which draws every text Kibitz
/// writes itself, and the machine's fonts as fallbacks for the scripts of people's names. The
/// machine's own copies of DejaVu Sans are left out, so that images look the same everywhere.
pub(crate) fn font_database() -> Arc<fontdb::Database> {
    static FONTS: OnceLock<Arc<fontdb::Database>> = OnceLock::new();
    FONTS
        .get_or_init(|| {
            let mut db = fontdb::Database::new();
            db.load_font_data(FONT.to_vec());
            let shipped: Vec<fontdb::ID> = db.faces().map(|f| f.id).collect();
            db.load_system_fonts();
            let twins: Vec<fontdb::ID> = db
                .faces()
                .filter(|f| !shipped.contains(&f.id))
                .filter(|f| {
                    f.families
                        .iter()
                        .any(|(name, _)| name.starts_with(FONT_FAMILY))
                })
                .map(|f| f.id)
                .collect();
            for id in twins {
                db.remove_face(id);
            }
            db.set_sans_serif_family(FONT_FAMILY);
            tracing::debug!(faces = db.len(), "fonts loaded");
            Arc::new(db)
        })
        .clone()
}

/// Rasterises an SVG document into a `width` x `height` pixmap, scaled to fit.
///
/// # Panics
/// Only on SVG that Kibitz itself wrote wrongly (asset or template errors), never on user text,
/// which is escaped before it goes into an SVG.
pub(crate) fn rasterise(svg: &str, opt: &usvg::Options<'_>, width: u32, height: u32) -> Pixmap {
    let tree = usvg::Tree::from_str(svg, opt).expect("Kibitz's own SVG parses");
    let mut pixmap = Pixmap::new(width.max(1), height.max(1)).expect("non-zero size");
    let size = tree.size();
    let scale = (width as f32 / size.width()).min(height as f32 / size.height());
    resvg::render(
        &tree,
        Transform::from_scale(scale, scale),
        &mut pixmap.as_mut(),
    );
    pixmap
}

/// A piece image `px` pixels square.
pub(crate) fn piece_sprite(piece: Piece, px: u32, opt: &usvg::Options<'_>) -> Pixmap {
    let svg = piece_svg(piece);
    if piece.role != Role::UpsideDownRook {
        return rasterise(svg, opt, px, px);
    }
    let upright = rasterise(svg, opt, px, px);
    let mut turned = Pixmap::new(px, px).expect("non-zero size");
    turned.draw_pixmap(
        0,
        0,
        upright.as_ref(),
        &resvg::tiny_skia::PixmapPaint::default(),
        Transform::from_rotate_at(180.0, px as f32 / 2.0, px as f32 / 2.0),
        None,
    );
    turned
}

/// Text as it may stand inside an SVG element (or HTML): `&`, `<`, `>` and quotes escaped;
/// control characters and those XML forbids (U+FFFE, U+FFFF) dropped.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            '\u{FFFE}' | '\u{FFFF}' => {}
            c if c.is_control() => {}
            c => out.push(c),
        }
    }
    out
}

/// The SVG document for one line of text in font `family`: `font_px` high, in `color` (`#rrggbb`), drawn from
/// the left edge at the baseline, on a canvas `width` wide.
pub(crate) fn text_svg(
    text: &str,
    family: &str,
    font_px: u32,
    color: &str,
    bold: bool,
    width: u32,
) -> String {
    let height = font_px * 3 / 2;
    format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}"><text x="1" y="{baseline}" font-family="{family}" font-size="{font_px}" font-weight="{weight}" fill="{color}">{text}</text></svg>"#,
        baseline = font_px * 11 / 10,
        weight = if bold { "bold" } else { "normal" },
        text = escape(text),
        family = escape(family),
    )
}

/// Whether a character belongs with the one before it whatever font draws it: combining
/// marks, variation selectors, joiners, emoji skin tones.
fn modifies_previous(c: char) -> bool {
    matches!(c,
        '\u{0300}'..='\u{036F}' | '\u{1AB0}'..='\u{1AFF}' | '\u{1DC0}'..='\u{1DFF}'
        | '\u{20D0}'..='\u{20FF}' | '\u{FE00}'..='\u{FE0F}' | '\u{FE20}'..='\u{FE2F}'
        | '\u{200C}' | '\u{200D}' | '\u{1F3FB}'..='\u{1F3FF}' | '\u{E0100}'..='\u{E01EF}')
}

/// Splits a line into runs that one font draws each: the shipped font where it has the
/// characters, else the first of the machine's fonts that has them. usvg's own fallback shapes
/// a whole text with each fallback font and gives up when the glyph counts differ (an emoji
/// next to CJK), so each run goes to usvg alone. Characters no font has are noted in `missing`.
fn font_runs<'t>(
    text: &'t str,
    db: &fontdb::Database,
    missing: &MissingGlyphs,
) -> Vec<(&'t str, String)> {
    let Some(shipped) = db.faces().next().map(|f| f.id) else {
        return vec![(text, FONT_FAMILY.to_string())];
    };
    let has_char = |id: fontdb::ID, c: char| {
        db.with_face_data(id, |data, index| {
            skrifa::FontRef::from_index(data, index)
                .ok()
                .and_then(|font| skrifa::charmap::Charmap::new(&font).map(c))
                .is_some()
        }) == Some(true)
    };
    let font_of = |c: char| {
        if has_char(shipped, c) {
            return Some(shipped);
        }
        // Sans-serif faces first, to match the shipped font.
        let serif =
            |f: &fontdb::FaceInfo| f.families.iter().any(|(name, _)| name.contains("Serif"));
        let found = db
            .faces()
            .filter(|f| !serif(f))
            .chain(db.faces().filter(|f| serif(f)))
            .map(|f| f.id)
            .find(|&id| has_char(id, c));
        if found.is_none() {
            let mut missing = missing.lock().unwrap_or_else(PoisonError::into_inner);
            if missing.insert(c) {
                tracing::info!(character = %c.escape_unicode(), "no font has this character");
            }
        }
        found
    };
    let family = |font: Option<fontdb::ID>| {
        font.and_then(|id| db.face(id))
            .and_then(|face| face.families.first().map(|(name, _)| name.clone()))
            .unwrap_or_else(|| FONT_FAMILY.to_string())
    };
    let mut runs = Vec::new();
    let (mut start, mut current) = (0, Some(shipped));
    for (i, c) in text.char_indices() {
        if c.is_whitespace() || modifies_previous(c) {
            continue;
        }
        let font = font_of(c);
        if i > 0 && font != current {
            runs.push((&text[start..i], family(current)));
            start = i;
        }
        current = font;
    }
    runs.push((&text[start..], family(current)));
    runs
}

/// One line of text rasterised and cropped to its width; text in several scripts is drawn in
/// runs, each with the font that has it.
pub(crate) fn text_sprite(
    text: &str,
    font_px: u32,
    color: &str,
    bold: bool,
    opt: &usvg::Options<'_>,
    missing: &MissingGlyphs,
) -> Pixmap {
    let runs = font_runs(text, &opt.fontdb, missing);
    if let [(one, family)] = runs.as_slice() {
        return run_sprite(one, family, font_px, color, bold, opt);
    }
    let sprites: Vec<Pixmap> = runs
        .iter()
        .map(|(run, family)| run_sprite(run, family, font_px, color, bold, opt))
        .collect();
    let width = sprites
        .iter()
        .map(Pixmap::width)
        .sum::<u32>()
        .clamp(1, 4096);
    let Some(mut line) = Pixmap::new(width, font_px * 3 / 2) else {
        return empty_pixmap();
    };
    let mut x = 0;
    for sprite in &sprites {
        line.draw_pixmap(
            x,
            0,
            sprite.as_ref(),
            &resvg::tiny_skia::PixmapPaint::default(),
            Transform::identity(),
            None,
        );
        x += sprite.width() as i32;
    }
    line
}

/// Text that one font draws, rasterised and cropped to its width.
fn run_sprite(
    text: &str,
    family: &str,
    font_px: u32,
    color: &str,
    bold: bool,
    opt: &usvg::Options<'_>,
) -> Pixmap {
    let canvas = (font_px * text.chars().count() as u32).clamp(16, 4096);
    let svg = text_svg(text, family, font_px, color, bold, canvas);
    // Escaped text always parses; should it ever not, the text is left out, not the board.
    let tree = match usvg::Tree::from_str(&svg, opt) {
        Ok(tree) => tree,
        Err(e) => {
            tracing::warn!(error = %e, "a text could not be drawn");
            return Pixmap::new(1, font_px * 3 / 2).unwrap_or_else(empty_pixmap);
        }
    };
    let width = (tree.root().abs_bounding_box().right().ceil() as u32 + 2).clamp(1, canvas);
    let height = font_px * 3 / 2;
    let Some(mut pixmap) = Pixmap::new(width, height) else {
        return empty_pixmap();
    };
    resvg::render(&tree, Transform::identity(), &mut pixmap.as_mut());
    pixmap
}

fn empty_pixmap() -> Pixmap {
    Pixmap::new(1, 1).expect("1x1 is a valid size")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn red_pixels(pixmap: &Pixmap) -> usize {
        pixmap
            .data()
            .chunks_exact(4)
            .filter(|p| p[0] > 200 && p[1] < 50 && p[3] > 200)
            .count()
    }

    /// An SVG that references a local file draws nothing from it: the image resolver is
    /// replaced. (With usvg's default options the same document draws the file.)
    #[test]
    fn svg_documents_cannot_read_local_files() {
        let dir = std::env::temp_dir().join(format!("kibitz-svg-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("secret.svg");
        std::fs::write(&file, r#"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="red"/></svg>"#).unwrap();
        let doc = format!(
            r#"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10"><image width="10" height="10" xlink:href="{}"/></svg>"#,
            file.display()
        );
        let ours = rasterise(&doc, &options(), 10, 10);
        assert_eq!(red_pixels(&ours), 0);
        let default = rasterise(&doc, &usvg::Options::default(), 10, 10);
        assert!(
            red_pixels(&default) > 50,
            "the test document should draw the file by default"
        );
        std::fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn text_is_drawn_from_the_shipped_font() {
        let sprite = text_sprite(
            "Kibitz",
            20,
            "#ffffff",
            false,
            &options(),
            &MissingGlyphs::default(),
        );
        let ink = sprite.data().chunks_exact(4).filter(|p| p[3] > 128).count();
        assert!(
            sprite.width() > 40 && ink > 100,
            "{}x{} with {ink} inked pixels",
            sprite.width(),
            sprite.height()
        );
    }

    #[test]
    fn every_piece_has_an_image() {
        let opt = options();
        for color in [Color::White, Color::Black] {
            for role in Role::ALL {
                let sprite = piece_sprite(Piece::new(color, role), 32, &opt);
                let ink = sprite.data().chunks_exact(4).filter(|p| p[3] > 128).count();
                assert!(ink > 150, "{color} {role}: {ink}");
            }
        }
    }
}
