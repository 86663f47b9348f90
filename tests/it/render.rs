//! Board images: golden images for every variant, escaping, sizes and orientation.
//!
//! The golden PNGs live in `tests/golden/` so a reviewer can look at them. After an intended
//! change of the drawing, regenerate them with `KIBITZ_UPDATE_GOLDEN=1 cargo test --test it render::`
//! and look at every one before committing.

use kibitz::game::diagrams::{diagrams, draw};
use kibitz::game::Opponent;
use kibitz::game::{board_caption, diagram_words};
use kibitz::game::{Lang, Platform, UserId};
use kibitz::render::{RenderOptions, Renderer};
use kibitz::rules::{Game, Position, Variant};
use std::path::PathBuf;
use std::sync::OnceLock;

fn renderer() -> &'static Renderer {
    static RENDERER: OnceLock<Renderer> = OnceLock::new();
    RENDERER.get_or_init(Renderer::new)
}

struct Decoded {
    width: u32,
    height: u32,
    rgb: Vec<u8>,
}

fn decode(png_bytes: &[u8]) -> Decoded {
    let mut decoder = png::Decoder::new(std::io::Cursor::new(png_bytes));
    decoder.set_transformations(png::Transformations::EXPAND);
    let mut reader = decoder.read_info().expect("a PNG");
    let mut buf = vec![0; reader.output_buffer_size().expect("size")];
    let info = reader.next_frame(&mut buf).expect("a frame");
    buf.truncate(info.buffer_size());
    let channels = info.color_type.samples();
    let rgb = buf
        .chunks_exact(channels)
        .flat_map(|p| [p[0], p[1], p[2]])
        .collect();
    Decoded {
        width: info.width,
        height: info.height,
        rgb,
    }
}

/// Renders the game reached by `moves` from `fen` (or the start) and compares it with
/// `tests/golden/<name>.png`: every channel within 24 of the golden image, and at most 0.5% of
/// the pixels off by more than 8 (rasterisers may round differently on other processors).
fn golden(
    name: &str,
    variant: Variant,
    fen: Option<&str>,
    moves: &str,
    tweak: impl FnOnce(&mut RenderOptions),
) {
    let start = fen.map_or_else(
        || Position::start(variant),
        |f| Position::from_fen(variant, f).unwrap(),
    );
    let mut game = Game::new(start);
    for mv in moves.split_whitespace() {
        game.play(mv)
            .unwrap_or_else(|e| panic!("{name}: {mv}: {e}"));
    }
    let before = game.positions().iter().rev().nth(1);
    let last_move = game.moves().last().copied().zip(before);
    let caption = board_caption(Lang::En, game.position(), last_move, None);
    let mut options = RenderOptions {
        white_name: Some("Ann"),
        black_name: Some("Bob"),
        last_move,
        caption: Some(&caption),
        ..RenderOptions::new()
    };
    tweak(&mut options);
    let image = renderer().render(game.position(), &options);
    assert!(
        image.png.len() <= 60_000,
        "{name}: {} bytes",
        image.png.len()
    );
    assert_matches_golden(name, &image.png);
}

/// `png` against `tests/golden/<name>.png` (written instead with `KIBITZ_UPDATE_GOLDEN`).
fn assert_matches_golden(name: &str, png: &[u8]) {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(format!("tests/golden/{name}.png"));
    if std::env::var_os("KIBITZ_UPDATE_GOLDEN").is_some() {
        std::fs::write(&path, png).unwrap();
        return;
    }
    let expected =
        decode(&std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display())));
    let actual = decode(png);
    assert_eq!(
        (actual.width, actual.height),
        (expected.width, expected.height),
        "{name}: size"
    );
    let mut off = 0;
    for (a, e) in actual.rgb.chunks_exact(3).zip(expected.rgb.chunks_exact(3)) {
        let diff = a
            .iter()
            .zip(e)
            .map(|(x, y)| x.abs_diff(*y))
            .max()
            .unwrap_or(0);
        assert!(diff <= 24, "{name}: a pixel differs by {diff}");
        if diff > 8 {
            off += 1;
        }
    }
    let pixels = (actual.width * actual.height) as usize;
    assert!(
        off * 200 <= pixels,
        "{name}: {off} of {pixels} pixels differ"
    );
}

#[test]
fn golden_standard_start_and_midgame_with_last_move() {
    golden("standard-start", Variant::Standard, None, "", |_| {});
    golden(
        "standard-midgame",
        Variant::Standard,
        None,
        "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5a4 g8f6 e1g1 f8e7",
        |_| {},
    );
}

#[test]
fn golden_check_and_checkmate_from_blacks_side() {
    golden(
        "standard-mate-flipped",
        Variant::Standard,
        None,
        "f2f3 e7e5 g2g4 d8h4",
        |o| o.flip = true,
    );
    golden(
        "suction-capture",
        Variant::Suction,
        None,
        "e2e4 d7d5 e4d5",
        |_| {},
    );
}

#[test]
fn golden_shrunk_boards() {
    // A file and a rank removed by one knight move; then a board shrunk to 3x2.
    golden(
        "shrink-two-lines",
        Variant::Shrink,
        Some("4k3/8/8/8/2N5/8/8/4K3 w - - 0 1"),
        "c4e5",
        |_| {},
    );
    golden(
        "shrink-tiny",
        Variant::Shrink,
        Some("K1p1k/1P3 w - - 0 1"),
        "b1b2q=n",
        |_| {},
    );
}

#[test]
fn golden_every_swapper_piece_and_the_setup_phase() {
    golden(
        "swapper-pieces",
        Variant::Swapper,
        Some("rnbqkbnr/pppppppp/svatm3/8/8/SVATM3/PPPPPPPP/RNBQKBNR w KQkq - 0 1 setup"),
        "T@h3",
        |_| {},
    );
    golden(
        "swapper-pieces-256",
        Variant::Swapper,
        Some("rnbqkbnr/pppppppp/svatm3/8/8/SVATM3/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
        "c3c2",
        |o| o.size = 256,
    );
}

#[test]
fn golden_hands_of_give_and_take_and_trade_up() {
    golden(
        "giveandtake-drops",
        Variant::GiveAndTake,
        None,
        "K@d4 Q@d5 N@e6",
        |_| {},
    );
    golden(
        "tradeup-upside-down-rook",
        Variant::TradeUp,
        Some("k7/8/8/8/8/4R3/8/4K3[QRNPPqrnpp] w - - 0 1"),
        "U@e3",
        |_| {},
    );
}

#[test]
fn player_names_are_text_not_markup() {
    let pos = Position::start(Variant::Standard);
    let draw = |name: &str| {
        let options = RenderOptions {
            black_name: Some(name),
            ..RenderOptions::new()
        };
        renderer().draw(&pos, &options)
    };
    // Rendered as text, markup is wider than the bare word; a name that breaks out of its
    // element would change the document or fail to parse instead.
    let band_ink = |p: &resvg::tiny_skia::Pixmap| {
        let band = (p.width() * 48) as usize;
        p.data()[..band * 4]
            .chunks_exact(4)
            .filter(|c| c[0] > 150)
            .count()
    };
    let plain = band_ink(&draw("x"));
    let markup = band_ink(&draw("<svg onload=alert(1)>x</svg>"));
    let amp = band_ink(&draw("Tom & Jerry's \"bot\""));
    assert!(markup > plain * 3, "{markup} vs {plain}");
    assert!(amp > plain * 3, "{amp} vs {plain}");
    assert_eq!(
        kibitz::render::escape("<svg onload=\"x\">&"),
        "&lt;svg onload=&quot;x&quot;&gt;&amp;"
    );
}

#[test]
fn sizes_and_orientation() {
    let pos = Position::start(Variant::Standard);
    for (size, width, height) in [(256, 256, 320), (512, 512, 640), (1024, 1024, 1280)] {
        let image = renderer().render(
            &pos,
            &RenderOptions {
                size,
                ..RenderOptions::new()
            },
        );
        let decoded = decode(&image.png);
        assert_eq!(
            (decoded.width, decoded.height, image.width, image.height),
            (width, height, width, height)
        );
    }
    // The top-left square holds a black rook from White's side, a white rook from Black's.
    let whiteness = |flip: bool| {
        let p = renderer().draw(
            &pos,
            &RenderOptions {
                flip,
                ..RenderOptions::new()
            },
        );
        let (top, side) = (48u32, 64u32);
        let mut white = 0;
        for y in top + 8..top + side - 8 {
            for x in 8..side - 8 {
                let i = ((y * p.width() + x) * 4) as usize;
                if p.data()[i] > 245 && p.data()[i + 1] > 245 {
                    white += 1;
                }
            }
        }
        white
    };
    assert!(
        whiteness(true) > 500 && whiteness(false) < 100,
        "{} {}",
        whiteness(true),
        whiteness(false)
    );
}

/// Names in the scripts people use are drawn, not shown as empty boxes: the shipped font has
/// Latin, Cyrillic, Greek, Arabic and Hebrew; CJK and emoji come from the machine's fonts
/// (the test command installs Noto CJK and Noto Color Emoji; so does the container image).
#[test]
fn names_in_every_script_are_drawn_with_no_missing_glyph() {
    let renderer = Renderer::new();
    let pos = Position::start(Variant::Standard);
    for name in [
        "Zoë Ångström",
        "Дмитрий",
        "Αλέξανδρος",
        "محمد",
        "אברהם",
        "王小明",
        "さくら",
        "김민준",
        "Ann 🐉♟️",
    ] {
        let options = RenderOptions {
            white_name: Some(name),
            ..RenderOptions::new()
        };
        let image = renderer.render(&pos, &options);
        assert!(image.png.starts_with(b"\x89PNG"), "{name}");
        assert_eq!(renderer.missing_glyphs(), Vec::<char>::new(), "{name}");
    }
}

/// Characters XML forbids cannot stop a board from being drawn (they are dropped).
#[test]
fn names_with_characters_xml_forbids_are_drawn() {
    let pos = Position::start(Variant::Standard);
    for name in ["\u{FFFE}", "a\u{FFFF}b", "\u{202E}evil", "\u{0}\u{1b}[31m"] {
        let options = RenderOptions {
            white_name: Some(name),
            black_name: Some(name),
            ..RenderOptions::new()
        };
        assert!(renderer()
            .render(&pos, &options)
            .png
            .starts_with(b"\x89PNG"));
    }
}

/// A rules diagram of each variant, drawn from its rules text: the move's arrows, a shrink,
/// marked squares and the caption.
#[test]
fn golden_rules_diagrams() {
    for (variant, topic) in [
        (Variant::Standard, "castling"),
        (Variant::Suction, "capture"),
        (Variant::Shrink, "vanishing-lines"),
        (Variant::Swapper, "setup"),
        (Variant::GiveAndTake, "drop"),
        (Variant::TradeUp, "trade-up"),
    ] {
        let diagram = diagrams(variant)
            .topic(topic)
            .unwrap_or_else(|| panic!("{variant} has no topic {topic}"));
        let words = diagram_words(Lang::En, variant, topic);
        let picture = draw(renderer(), variant, diagram, &words).unwrap();
        assert_matches_golden(&format!("diagram-{}-{topic}", variant.key()), &picture.png);
    }
}

/// A player's move map in Give & Take's drop phase, from the service: the squares a knight
/// from the hand may be dropped on, shaded.
#[test]
fn golden_move_map_with_drops() {
    use kibitz::game::{ChannelId, ColorChoice, Command, ManualClock, Service, TimePerMove, User};
    let service = Service::new(
        kibitz::store::Store::open_in_memory().unwrap(),
        std::sync::Arc::new(ManualClock::new(1_700_000_000)),
    );
    let (ann, bob) = (
        User::new(UserId::new(Platform::Console, "ann"), "Ann"),
        User::new(UserId::new(Platform::Console, "bob"), "Bob"),
    );
    let ch = ChannelId::new(Platform::Console, "map");
    let challenge = Command::Challenge {
        clock: None,
        variant: Variant::GiveAndTake,
        opponent: Opponent::Person(bob.clone()),
        color: ColorChoice::White,
        time: TimePerMove::DEFAULT,
        rated: true,
    };
    for (who, command) in [
        (&ann, challenge),
        (&bob, Command::Accept(None)),
        (&ann, Command::Move("Q@d4".into())),
    ] {
        assert!(!service.handle(who, &ch, command).error);
    }
    let map = service.handle(
        &bob,
        &ch,
        Command::Moves {
            square: None,
            piece: Some(kibitz::rules::Role::Knight),
        },
    );
    assert_eq!(map.files.len(), 1, "{}", map.text);
    assert_matches_golden("move-map-giveandtake-drops", &map.files[0].bytes);
}

/// The frames of a GIF as full images (each laid over the one before, as viewers do) and
/// their delays.
fn gif_frames(bytes: &[u8]) -> (u32, u32, Vec<(Vec<u8>, u16)>) {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::RGBA);
    let mut decoder = options.read_info(bytes).expect("a GIF");
    let (w, h) = (u32::from(decoder.width()), u32::from(decoder.height()));
    let mut canvas = vec![0u8; (w * h * 4) as usize];
    let mut frames = Vec::new();
    while let Some(frame) = decoder.read_next_frame().expect("a frame") {
        for y in 0..u32::from(frame.height) {
            for x in 0..u32::from(frame.width) {
                let from = ((y * u32::from(frame.width) + x) * 4) as usize;
                let pixel = &frame.buffer[from..from + 4];
                if pixel[3] == 0 {
                    continue;
                }
                let (cx, cy) = (x + u32::from(frame.left), y + u32::from(frame.top));
                let to = ((cy * w + cx) * 4) as usize;
                canvas[to..to + 4].copy_from_slice(pixel);
            }
        }
        frames.push((canvas.clone(), frame.delay));
    }
    (w, h, frames)
}

fn png_of(width: u32, height: u32, rgba: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, width, height);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    let mut writer = encoder.write_header().unwrap();
    writer.write_image_data(rgba).unwrap();
    writer.finish().unwrap();
    out
}

/// A replay of a Shrink game whose board shrinks: one frame per position, the first and last
/// frames as drawn (same size, the smaller board centred), the delays of the start, the moves
/// and the end.
#[test]
fn a_replay_has_a_frame_per_position_with_its_delays() {
    use kibitz::render::{ReplayOptions, FIRST_DELAY, LAST_DELAY, MOVE_DELAY};
    let start = Position::from_fen(Variant::Shrink, "R7/1P6/7k/8/8/8/8/4K3 w - - 0 1").unwrap();
    let mut game = Game::new(start);
    for mv in ["a8a3=q", "h6g6", "b7b6", "g6f5", "a3a1"] {
        game.play(mv).unwrap_or_else(|e| panic!("{mv}: {e}"));
    }
    let options = ReplayOptions {
        white_name: Some("Ann"),
        black_name: Some("Bob"),
        status: Some(&|pos, last, outcome| board_caption(Lang::En, pos, last, outcome)),
        ..ReplayOptions::default()
    };
    let replay = renderer().replay(game.positions(), game.moves(), &options);
    assert_eq!(replay.frames, 6);
    let (w, h, frames) = gif_frames(&replay.gif);
    assert_eq!((w, h), (replay.width, replay.height));
    let delays: Vec<u16> = frames.iter().map(|(_, d)| *d).collect();
    assert_eq!(
        delays,
        [
            FIRST_DELAY,
            MOVE_DELAY,
            MOVE_DELAY,
            MOVE_DELAY,
            MOVE_DELAY,
            LAST_DELAY
        ]
    );
    assert_matches_golden("replay-shrink-first", &png_of(w, h, &frames[0].0));
    assert_matches_golden("replay-shrink-last", &png_of(w, h, &frames[5].0));
}
