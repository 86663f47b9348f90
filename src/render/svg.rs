//! The SVG side of drawing: piece images and text, parsed with usvg and rasterised with resvg
//! once per size, then reused. Nothing inside an SVG can read a file or the network: fonts come
//! from memory and image references resolve to nothing.

use crate::rules::{Color, Piece, Role};
use resvg::tiny_skia::{Pixmap, Transform};
use resvg::usvg::{self, fontdb, ImageHrefResolver};
use std::sync::Arc;

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

/// Options for usvg that load nothing from outside: the shipped font only, no images.
pub(crate) fn options(fontdb: &Arc<fontdb::Database>) -> usvg::Options<'static> {
    usvg::Options {
        font_family: FONT_FAMILY.to_string(),
        fontdb: fontdb.clone(),
        image_href_resolver: ImageHrefResolver {
            resolve_data: Box::new(|_, _, _| None),
            resolve_string: Box::new(|_, _| None),
        },
        ..usvg::Options::default()
    }
}

pub(crate) fn font_database() -> Arc<fontdb::Database> {
    let mut db = fontdb::Database::new();
    db.load_font_data(FONT.to_vec());
    db.set_sans_serif_family(FONT_FAMILY);
    Arc::new(db)
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

/// Text as it may stand inside an SVG element: `&`, `<`, `>` and quotes escaped, control
/// characters dropped.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c if c.is_control() => {}
            c => out.push(c),
        }
    }
    out
}

/// The SVG document for one line of text: `font_px` high, in `color` (`#rrggbb`), drawn from
/// the left edge at the baseline, on a canvas `width` wide.
pub(crate) fn text_svg(text: &str, font_px: u32, color: &str, bold: bool, width: u32) -> String {
    let height = font_px * 3 / 2;
    format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}"><text x="1" y="{baseline}" font-family="{FONT_FAMILY}" font-size="{font_px}" font-weight="{weight}" fill="{color}">{text}</text></svg>"#,
        baseline = font_px * 11 / 10,
        weight = if bold { "bold" } else { "normal" },
        text = escape(text),
    )
}

/// One line of text rasterised and cropped to its width.
pub(crate) fn text_sprite(
    text: &str,
    font_px: u32,
    color: &str,
    bold: bool,
    opt: &usvg::Options<'_>,
) -> Pixmap {
    let canvas = (font_px * text.chars().count() as u32).clamp(16, 4096);
    let svg = text_svg(text, font_px, color, bold, canvas);
    let tree = usvg::Tree::from_str(&svg, opt).expect("escaped text parses");
    let width = (tree.root().abs_bounding_box().right().ceil() as u32 + 2).clamp(1, canvas);
    let height = font_px * 3 / 2;
    let mut pixmap = Pixmap::new(width, height).expect("non-zero size");
    resvg::render(&tree, Transform::identity(), &mut pixmap.as_mut());
    pixmap
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
        let ours = rasterise(&doc, &options(&font_database()), 10, 10);
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
        let sprite = text_sprite("Kibitz", 20, "#ffffff", false, &options(&font_database()));
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
        let opt = options(&font_database());
        for color in [Color::White, Color::Black] {
            for role in Role::ALL {
                let sprite = piece_sprite(Piece::new(color, role), 32, &opt);
                let ink = sprite.data().chunks_exact(4).filter(|p| p[3] > 128).count();
                assert!(ink > 150, "{color} {role}: {ink}");
            }
        }
    }
}
