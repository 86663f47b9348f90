//! PNG encoding with a palette.

use resvg::tiny_skia::Pixmap;

/// Encodes an opaque pixmap as PNG. Boards have few colours, so it is written with a palette:
/// each colour rounded to 5 bits a channel (4 if that leaves more than 256), the first colour
/// seen in each group standing for it, at most 7 units off in a channel. An image that still
/// has too many colours is written as plain RGB.
pub fn encode(pixmap: &Pixmap) -> Vec<u8> {
    let (width, height) = (pixmap.width(), pixmap.height());
    let mut out = Vec::with_capacity((width * height / 8) as usize);
    let mut encoder = png::Encoder::new(&mut out, width, height);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_compression(png::Compression::Fast);
    encoder.set_filter(png::Filter::Adaptive);
    let data = match palette_indices(pixmap, 3).or_else(|| palette_indices(pixmap, 4)) {
        Some((palette, indices)) => {
            encoder.set_color(png::ColorType::Indexed);
            encoder.set_palette(palette);
            indices
        }
        None => {
            encoder.set_color(png::ColorType::Rgb);
            pixmap
                .data()
                .chunks_exact(4)
                .flat_map(|p| [p[0], p[1], p[2]])
                .collect()
        }
    };
    let mut writer = encoder.write_header().expect("writing to memory");
    writer.write_image_data(&data).expect("writing to memory");
    writer.finish().expect("writing to memory");
    out
}

/// A palette (RGB triples) and one index per pixel, grouping colours by their top
/// `8 - drop_bits` bits a channel; `None` if more than 256 groups occur.
fn palette_indices(pixmap: &Pixmap, drop_bits: u32) -> Option<(Vec<u8>, Vec<u8>)> {
    let bits = 8 - drop_bits;
    let mut slot = vec![0u16; 1 << (3 * bits)];
    let mut palette = Vec::with_capacity(3 * 256);
    let mut indices = Vec::with_capacity((pixmap.width() * pixmap.height()) as usize);
    // Boards are long runs of one colour: the last pixel's index is reused.
    let mut last = (u32::MAX, 0u8);
    for p in pixmap.data().chunks_exact(4) {
        let rgb = u32::from_le_bytes([p[0], p[1], p[2], 0]);
        if rgb != last.0 {
            let key = ((p[0] >> drop_bits) as usize) << (2 * bits)
                | ((p[1] >> drop_bits) as usize) << bits
                | (p[2] >> drop_bits) as usize;
            let mut entry = slot[key];
            if entry == 0 {
                if palette.len() == 3 * 256 {
                    return None;
                }
                palette.extend_from_slice(&p[..3]);
                entry = (palette.len() / 3) as u16;
                slot[key] = entry;
            }
            last = (rgb, (entry - 1) as u8);
        }
        indices.push(last.1);
    }
    Some((palette, indices))
}
