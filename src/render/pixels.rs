//! Laying colour and prepared images over a pixmap.

use super::Rgb;
use resvg::tiny_skia::{Paint, Pixmap, Rect, Transform};

pub(super) fn paint(color: Rgb, alpha: u8) -> Paint<'static> {
    let mut paint = Paint::default();
    paint.set_color_rgba8(color.0, color.1, color.2, alpha);
    paint.anti_alias = true;
    paint
}

pub(super) fn fill(pixmap: &mut Pixmap, x: i32, y: i32, w: u32, h: u32, color: Rgb, alpha: u8) {
    if let Some(rect) = Rect::from_xywh(x as f32, y as f32, w as f32, h as f32) {
        let mut paint = paint(color, alpha);
        paint.anti_alias = false;
        pixmap.fill_rect(rect, &paint, Transform::identity(), None);
    }
}

/// Lays a prepared image over the pixmap at (x, y), clipped to its edges: premultiplied
/// source-over, written out because tiny-skia's general pattern pipeline is many times slower
/// for this one case, which is most of the work of drawing a board.
pub(super) fn blit(pixmap: &mut Pixmap, sprite: &Pixmap, x: i32, y: i32) {
    blit_within(pixmap, sprite, x, y, pixmap.width() as i32);
}

/// [`blit`], cut off at the column `right`.
pub(super) fn blit_within(pixmap: &mut Pixmap, sprite: &Pixmap, x: i32, y: i32, right: i32) {
    let (dw, dh) = (pixmap.width() as i32, pixmap.height() as i32);
    let (sw, sh) = (sprite.width() as i32, sprite.height() as i32);
    let (x0, y0) = (x.max(0), y.max(0));
    let (x1, y1) = ((x + sw).min(dw).min(right), (y + sh).min(dh));
    if x0 >= x1 || y0 >= y1 {
        return;
    }
    let src = sprite.data();
    let dst = pixmap.data_mut();
    for row in y0..y1 {
        let s_start = (((row - y) * sw + (x0 - x)) * 4) as usize;
        let d_start = ((row * dw + x0) * 4) as usize;
        let len = ((x1 - x0) * 4) as usize;
        let s = &src[s_start..s_start + len];
        let d = &mut dst[d_start..d_start + len];
        for (sp, dp) in s.chunks_exact(4).zip(d.chunks_exact_mut(4)) {
            match sp[3] {
                0 => {}
                255 => dp.copy_from_slice(sp),
                a => {
                    let keep = 255 - a as u16;
                    for i in 0..4 {
                        dp[i] = sp[i].saturating_add(((dp[i] as u16 * keep + 127) / 255) as u8);
                    }
                }
            }
        }
    }
}
