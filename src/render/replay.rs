//! Replays: a game as an animated GIF, one frame per position, in the way of lichess's
//! lila-gif: one fixed palette for every replay (learnt once from sample boards), and each
//! frame after the first only the rectangle that changed, with unchanged pixels transparent.
//! Every frame has the same size; a shrinking board stays centred in it.

use super::{Arrow, ArrowKind, Mark, MarkKind, RenderOptions, Renderer};
use crate::rules::{Move, Outcome, Position, Square, Variant};
use resvg::tiny_skia::Pixmap;
use std::sync::OnceLock;

/// How long frames show, in hundredths of a second: the start, each move, the end.
pub const FIRST_DELAY: u16 = 150;
pub const MOVE_DELAY: u16 = 90;
pub const LAST_DELAY: u16 = 500;

/// Board side of a replay's frames: smaller than a board image, to keep the file small.
pub const REPLAY_SIZE: u32 = 384;

/// The palette index that stands for "unchanged" in the frames after the first.
const TRANSPARENT: u8 = 255;

/// An animated GIF of a game.
pub struct Replay {
    pub gif: Vec<u8>,
    pub width: u32,
    pub height: u32,
    pub frames: usize,
}

/// The line under a frame, from its position, the move that led to it (with the position it
/// was played from) and the result shown on it, in its reader's language.
pub type StatusWords<'a> =
    &'a dyn Fn(&Position, Option<(Move, &Position)>, Option<Outcome>) -> String;

/// What a replay shows besides the positions.
#[derive(Clone, Default)]
pub struct ReplayOptions<'a> {
    pub white_name: Option<&'a str>,
    pub black_name: Option<&'a str>,
    /// The result, shown on the last frame (a resignation, a loss on time).
    pub outcome: Option<Outcome>,
    pub flip: bool,
    /// The words under each frame, in its reader's language (none if not given).
    pub status: Option<StatusWords<'a>>,
}

/// Positions and moves whose pictures teach the palette its colours: each variant's pieces
/// and hands, and each way a move is marked (a move, a castling, a Suction capture's arrows, a
/// shrink, a swap, drops, a trade-up, a check).
const PALETTE_SAMPLES: [(Variant, &str, &str); 7] = [
    (
        Variant::Standard,
        "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2",
        "d8h4",
    ),
    (
        Variant::Suction,
        "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w - - 0 2",
        "e4d5",
    ),
    (Variant::Shrink, "R7/1P6/7k/8/8/8/8/4K3 w - - 0 1", "a8a3=q"),
    (
        Variant::Swapper,
        "rnbqkbnr/pppppppp/1s1v1a1t/8/8/1S1V1A1M/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "b3b2",
    ),
    (
        Variant::GiveAndTake,
        "8/8/8/8/4N3/8/8/8[KQRRBBNPPPPPPPPkqrrbbnnpppppppp] b - - 0 1",
        "N@f6",
    ),
    (
        Variant::TradeUp,
        "4k3/8/8/8/8/4P3/8/4K3[QRRBBNNPPPPPPPqrrbbnnpppppppp] w - - 0 2",
        "N@e3",
    ),
    (
        Variant::TradeUp,
        "4k3/8/8/8/8/3R4/8/4K3[QRBBNNPPPPPPPPqrrbbnnpppppppp] w - - 0 5",
        "U@d3",
    ),
];

/// 255 colours and, for each colour a pixel may have, the nearest of them.
pub(super) struct Palette {
    rgb: Vec<u8>,
    /// Indexed by 5 bits of red, green and blue.
    nearest: Vec<u8>,
}

impl Palette {
    fn index(&self, r: u8, g: u8, b: u8) -> u8 {
        let key = (usize::from(r >> 3) << 10) | (usize::from(g >> 3) << 5) | usize::from(b >> 3);
        self.nearest[key]
    }

    /// Learns the palette from boards that hold every kind of thing a board shows: the
    /// squares, every piece set, hands, each kind of last move, a check, a shrink, marks,
    /// arrows, text.
    fn learn(renderer: &Renderer) -> Palette {
        let square = |s: &str| s.parse::<Square>().expect("a square");
        let mut sample = Vec::new();
        for (variant, fen, mv) in PALETTE_SAMPLES {
            let before = Position::from_fen(variant, fen).expect("a sample position");
            let (mv, after) = before.play(mv).expect("a sample move");
            let options = RenderOptions {
                size: REPLAY_SIZE,
                white_name: Some("White"),
                black_name: Some("Black"),
                last_move: Some((mv, &before)),
                marks: [
                    ("c3", MarkKind::Dot),
                    ("b1", MarkKind::Ring),
                    ("d5", MarkKind::Drop),
                    ("e6", MarkKind::Counted),
                ]
                .map(|(s, kind)| Mark {
                    square: square(s),
                    kind,
                })
                .to_vec(),
                arrows: vec![Arrow {
                    from: square("a2"),
                    to: square("b4"),
                    kind: ArrowKind::Move,
                }],
                ..RenderOptions::new()
            };
            sample.extend_from_slice(renderer.draw(&after, &options).data());
        }
        let quantizer = color_quant::NeuQuant::new(10, 255, &sample);
        let mut rgb = quantizer.color_map_rgb();
        let colours: Vec<[i32; 3]> = rgb
            .chunks_exact(3)
            .map(|c| [i32::from(c[0]), i32::from(c[1]), i32::from(c[2])])
            .collect();
        let nearest = (0..1usize << 15)
            .map(|key| {
                // The middle of the 8x8x8 cube of colours the key stands for.
                let channel = |shift: u32| ((key >> shift) as i32 & 31) * 8 + 4;
                let (r, g, b) = (channel(10), channel(5), channel(0));
                let distance =
                    |c: &[i32; 3]| (c[0] - r).pow(2) + (c[1] - g).pow(2) + (c[2] - b).pow(2);
                (0..colours.len())
                    .min_by_key(|&i| distance(&colours[i]))
                    .unwrap_or(0) as u8
            })
            .collect();
        // Index 255 is the transparent one.
        rgb.resize(256 * 3, 0);
        Palette { rgb, nearest }
    }
}

impl Renderer {
    fn palette(&self) -> &Palette {
        static PALETTE: OnceLock<Palette> = OnceLock::new();
        PALETTE.get_or_init(|| Palette::learn(self))
    }

    /// The game from `positions[0]` through each of `moves` (`positions[i + 1]` is
    /// `positions[i]` after `moves[i]`), as an animated GIF that rests on the result before
    /// it starts again.
    ///
    /// # Panics
    /// If there is not one position more than moves.
    pub fn replay(
        &self,
        positions: &[Position],
        moves: &[Move],
        opts: &ReplayOptions<'_>,
    ) -> Replay {
        assert_eq!(
            positions.len(),
            moves.len() + 1,
            "one position more than moves"
        );
        let palette = self.palette();
        let mut previous: Option<Vec<u8>> = None;
        let (mut width, mut height) = (0, 0);
        let mut encoder: Option<gif::Encoder<Vec<u8>>> = None;
        for (i, pos) in positions.iter().enumerate() {
            let last = i + 1 == positions.len();
            let last_move = i.checked_sub(1).map(|j| (moves[j], &positions[j]));
            let outcome = opts.outcome.filter(|_| last);
            let status = opts.status.map(|words| words(pos, last_move, outcome));
            let options = RenderOptions {
                size: REPLAY_SIZE,
                flip: opts.flip,
                white_name: opts.white_name,
                black_name: opts.black_name,
                last_move,
                outcome,
                caption: status.as_deref(),
                ..RenderOptions::new()
            };
            let pixmap = self.draw(pos, &options);
            (width, height) = (pixmap.width(), pixmap.height());
            let indices = indexed(&pixmap, palette);
            let delay = match (i, last) {
                (_, true) => LAST_DELAY,
                (0, _) => FIRST_DELAY,
                _ => MOVE_DELAY,
            };
            let frame = match &previous {
                None => gif::Frame {
                    width: width as u16,
                    height: height as u16,
                    buffer: indices.as_slice().into(),
                    delay,
                    ..gif::Frame::default()
                },
                Some(before) => changes(before, &indices, width, height, delay),
            };
            let encoder = encoder.get_or_insert_with(|| {
                let mut e =
                    gif::Encoder::new(Vec::new(), width as u16, height as u16, &palette.rgb)
                        .expect("writing to memory");
                e.set_repeat(gif::Repeat::Infinite)
                    .expect("writing to memory");
                e
            });
            encoder.write_frame(&frame).expect("writing to memory");
            previous = Some(indices);
        }
        let gif = encoder
            .map(|e| e.into_inner().expect("writing to memory"))
            .unwrap_or_default();
        Replay {
            gif,
            width,
            height,
            frames: positions.len(),
        }
    }
}

/// A frame's pixels as palette indices (frames are opaque: premultiplied is plain RGB).
fn indexed(pixmap: &Pixmap, palette: &Palette) -> Vec<u8> {
    pixmap
        .data()
        .chunks_exact(4)
        .map(|p| palette.index(p[0], p[1], p[2]))
        .collect()
}

/// The rectangle of `after` that differs from `before`, unchanged pixels in it transparent,
/// kept over what was there; a single transparent pixel when nothing changed.
fn changes(
    before: &[u8],
    after: &[u8],
    width: u32,
    height: u32,
    delay: u16,
) -> gif::Frame<'static> {
    let (w, h) = (width as usize, height as usize);
    let (mut left, mut top, mut right, mut bottom) = (w, h, 0, 0);
    for y in 0..h {
        let row = y * w..(y + 1) * w;
        let (old, new) = (&before[row.clone()], &after[row]);
        if old == new {
            continue;
        }
        let first = old.iter().zip(new).position(|(a, b)| a != b).unwrap_or(0);
        let last = w - old
            .iter()
            .rev()
            .zip(new.iter().rev())
            .position(|(a, b)| a != b)
            .unwrap_or(0);
        left = left.min(first);
        right = right.max(last);
        top = top.min(y);
        bottom = y + 1;
    }
    let mut frame = gif::Frame {
        delay,
        dispose: gif::DisposalMethod::Keep,
        transparent: Some(TRANSPARENT),
        ..gif::Frame::default()
    };
    if left >= right {
        frame.width = 1;
        frame.height = 1;
        frame.buffer = vec![TRANSPARENT].into();
        return frame;
    }
    let mut buffer = Vec::with_capacity((right - left) * (bottom - top));
    for y in top..bottom {
        for x in left..right {
            let i = y * w + x;
            buffer.push(if before[i] == after[i] {
                TRANSPARENT
            } else {
                after[i]
            });
        }
    }
    frame.left = left as u16;
    frame.top = top as u16;
    frame.width = (right - left) as u16;
    frame.height = (bottom - top) as u16;
    frame.buffer = buffer.into();
    frame
}
