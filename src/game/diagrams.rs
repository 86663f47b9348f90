//! The rules' pictures: each variant's diagrams (`assets/rules/<variant>.md`), fenced
//! `diagram` blocks of a position and a move each, drawn by the renderer on first use in each
//! language and kept. No image is stored: a diagram is only ever a legal move drawn (tested).
//! The words (the rules, and each picture's title and text) are messages in every language
//! (`assets/i18n/<code>/rules.ftl`, `diagram-<variant>-<topic>`).
//!
//! A block:
//!
//! ```text
//! ```diagram
//! topic: capture
//! fen: <the position before the move>
//! move: e4d5
//! marks: counted:d5,e6 drop:a6
//! ```
//! ```

use crate::render::{Image, Mark, MarkKind, RenderOptions, Renderer};
use crate::rules::{Position, Square, Variant};
use crate::types::Lang;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock, PoisonError};

/// One rule's picture.
#[derive(Clone, Debug, PartialEq)]
pub struct Diagram {
    /// The name `rules <variant> <topic>` asks for, the same in every language.
    pub topic: String,
    pub fen: String,
    pub mv: String,
    pub marks: Vec<Mark>,
}

/// A variant's diagrams, in the order they are written.
#[derive(Debug)]
pub struct Diagrams(pub Vec<Diagram>);

impl Diagrams {
    /// The diagram of a topic, by its name (any case).
    pub fn topic(&self, name: &str) -> Option<&Diagram> {
        let name = name.trim().to_ascii_lowercase();
        self.0.iter().find(|d| d.topic == name)
    }

    /// The topics, as `capture`, `first-rank`.
    pub fn topic_names(&self) -> Vec<&str> {
        self.0.iter().map(|d| d.topic.as_str()).collect()
    }
}

/// The words a picture shows, in its reader's language.
pub struct DiagramWords {
    pub title: String,
    pub white: String,
    pub black: String,
}

/// The diagrams of each variant.
fn source(variant: Variant) -> &'static str {
    match variant {
        Variant::Standard => include_str!("../../assets/rules/standard.md"),
        Variant::Suction => include_str!("../../assets/rules/suction.md"),
        Variant::Shrink => include_str!("../../assets/rules/shrink.md"),
        Variant::Swapper => include_str!("../../assets/rules/swapper.md"),
        Variant::GiveAndTake => include_str!("../../assets/rules/giveandtake.md"),
        Variant::TradeUp => include_str!("../../assets/rules/tradeup.md"),
    }
}

/// A variant's diagrams, read once.
pub fn diagrams(variant: Variant) -> &'static Diagrams {
    static READ: OnceLock<HashMap<Variant, Diagrams>> = OnceLock::new();
    let all = READ.get_or_init(|| {
        Variant::ALL
            .into_iter()
            .map(|v| {
                let read = parse(source(v))
                    .unwrap_or_else(|e| panic!("the diagrams of {v} are malformed: {e}"));
                (v, read)
            })
            .collect()
    });
    &all[&variant]
}

/// Reads the diagram blocks of a text (the lines outside them say what the file is).
///
/// # Errors
/// What is wrong with a block: a missing or unknown field, a mark that names no square.
pub fn parse(source: &str) -> Result<Diagrams, String> {
    let mut diagrams = Vec::new();
    let mut lines = source.lines();
    while let Some(line) = lines.next() {
        if line.trim() != "```diagram" {
            continue;
        }
        let mut fields = HashMap::new();
        loop {
            let Some(line) = lines.next() else {
                return Err("a diagram block is not closed".into());
            };
            if line.trim() == "```" {
                break;
            }
            let (key, value) = line
                .split_once(':')
                .ok_or_else(|| format!("'{line}' is not `field: value`"))?;
            fields.insert(key.trim().to_string(), value.trim().to_string());
        }
        let mut take = |key: &str| {
            fields
                .remove(key)
                .ok_or_else(|| format!("a diagram has no `{key}`"))
        };
        let diagram = Diagram {
            topic: take("topic")?.to_ascii_lowercase(),
            fen: take("fen")?,
            mv: take("move")?,
            marks: parse_marks(&take("marks").unwrap_or_default())?,
        };
        if let Some(unknown) = fields.keys().next() {
            return Err(format!(
                "diagram {}: unknown field `{unknown}`",
                diagram.topic
            ));
        }
        diagrams.push(diagram);
    }
    Ok(Diagrams(diagrams))
}

/// `counted:d5,e6 drop:a6`: marks of each kind on the squares named.
fn parse_marks(text: &str) -> Result<Vec<Mark>, String> {
    let mut marks = Vec::new();
    for group in text.split_whitespace() {
        let (kind, squares) = group
            .split_once(':')
            .ok_or_else(|| format!("mark '{group}' is not `kind:squares`"))?;
        let kind = match kind {
            "dot" => MarkKind::Dot,
            "ring" => MarkKind::Ring,
            "drop" => MarkKind::Drop,
            "counted" => MarkKind::Counted,
            other => return Err(format!("no mark kind '{other}'")),
        };
        for name in squares.split(',') {
            let square: Square = name
                .parse()
                .map_err(|_| format!("mark square '{name}' is not a square"))?;
            marks.push(Mark { square, kind });
        }
    }
    Ok(marks)
}

/// Draws diagrams, each once in each language: the first `rules` after start-up draws, the
/// rest copy.
#[derive(Default)]
pub struct DiagramCache {
    drawn: Mutex<HashMap<(Variant, String, Lang), Arc<Image>>>,
}

impl DiagramCache {
    /// The picture of a diagram of `variant` in `lang`, drawn with `words` (asked for only
    /// when it is drawn).
    ///
    /// # Errors
    /// The diagram's position or move is wrong (the tests make sure none is).
    pub fn get(
        &self,
        renderer: &Renderer,
        (variant, diagram): (Variant, &Diagram),
        lang: Lang,
        words: impl FnOnce() -> DiagramWords,
    ) -> Result<Arc<Image>, String> {
        let key = (variant, diagram.topic.clone(), lang);
        if let Some(hit) = self
            .drawn
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .get(&key)
        {
            return Ok(hit.clone());
        }
        let picture = Arc::new(draw(renderer, variant, diagram, &words())?);
        self.drawn
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .insert(key, picture.clone());
        Ok(picture)
    }
}

/// The position after the diagram's move, with the move (its arrows, its shrink) and the
/// marks, and the title as the caption.
///
/// # Errors
/// The FEN does not read, or the move is not legal in it.
pub fn draw(
    renderer: &Renderer,
    variant: Variant,
    diagram: &Diagram,
    words: &DiagramWords,
) -> Result<Image, String> {
    let wrong = |e: &dyn std::fmt::Display| format!("diagram {} of {variant}: {e}", diagram.topic);
    let before = Position::from_fen(variant, &diagram.fen).map_err(|e| wrong(&e))?;
    let (mv, after) = before.play(&diagram.mv).map_err(|e| wrong(&e))?;
    let options = RenderOptions {
        white_name: Some(&words.white),
        black_name: Some(&words.black),
        last_move: Some((mv, &before)),
        marks: diagram.marks.clone(),
        caption: Some(&words.title),
        ..RenderOptions::new()
    };
    Ok(renderer.render(&after, &options))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::words::info::diagram_words;
    use crate::rules::{Color, Move, Piece};

    /// The rulings about movement each variant must picture (issue: rules you can see).
    const REQUIRED: [(Variant, &[&str]); 6] = [
        (Variant::Standard, &["castling", "en-passant", "promotion"]),
        (Variant::Suction, &["capture", "first-rank"]),
        (Variant::Shrink, &["vanishing-lines", "shrink-promotion"]),
        (
            Variant::Swapper,
            &[
                "setup",
                "spearman",
                "valiant",
                "karateka",
                "strongman",
                "mage",
            ],
        ),
        (Variant::GiveAndTake, &["drop", "captures"]),
        (
            Variant::TradeUp,
            &["two-pawns", "trade-up", "upside-down-rook"],
        ),
    ];

    #[test]
    fn every_diagram_is_a_legal_move_and_every_topic_resolves() {
        let renderer = Renderer::new();
        for (variant, required) in REQUIRED {
            let diagrams = diagrams(variant);
            for topic in required {
                assert!(diagrams.topic(topic).is_some(), "{variant}: no {topic}");
                assert!(diagrams.topic(&topic.to_uppercase()).is_some());
            }
            assert!(diagrams.0.len() <= crate::types::MAX_FILES, "{variant}");
            let mut names = diagrams.topic_names();
            names.sort_unstable();
            names.dedup();
            assert_eq!(names.len(), diagrams.0.len(), "{variant}: a topic twice");
            for diagram in &diagrams.0 {
                let words = diagram_words(Lang::En, variant, &diagram.topic);
                let picture =
                    draw(&renderer, variant, diagram, &words).unwrap_or_else(|e| panic!("{e}"));
                assert!(picture.png.starts_with(b"\x89PNG"));
                for lang in Lang::ALL {
                    let title = diagram_words(lang, variant, &diagram.topic).title;
                    assert!(title.chars().count() <= 80, "{lang}: {title}");
                }
            }
        }
    }

    /// A Give & Take drop's red squares are exactly the empty squares the dropper's pieces
    /// attack after it, so the count a diagram shows is the count the rule uses.
    #[test]
    fn counted_squares_are_the_attacked_empty_squares() {
        for diagram in &diagrams(Variant::GiveAndTake).0 {
            let before = Position::from_fen(Variant::GiveAndTake, &diagram.fen).unwrap();
            let (mv, after) = before.play(&diagram.mv).unwrap();
            if !matches!(mv, Move::Drop { .. }) {
                continue;
            }
            let dropper: Color = before.turn();
            let board = after.board();
            let mut attacked = crate::rules::bitboard::Bitboard::EMPTY;
            for (sq, piece) in board
                .pieces()
                .filter(|(_, p): &(Square, Piece)| p.color == dropper)
            {
                attacked |= board.attacks_from(sq, piece);
            }
            let mut expected: Vec<Square> = (attacked & !board.occupied()).collect();
            let mut counted: Vec<Square> = diagram
                .marks
                .iter()
                .filter(|m| m.kind == MarkKind::Counted)
                .map(|m| m.square)
                .collect();
            expected.sort_unstable();
            counted.sort_unstable();
            assert_eq!(counted, expected, "{}", diagram.topic);
        }
    }

    #[test]
    fn malformed_blocks_are_refused_with_the_reason() {
        let block = |body: &str| format!("Words.\n```diagram\n{body}\n```\nMore words.");
        let good = "topic: t\nfen: 8/8/8/8/8/8/8/8 w - - 0 1\nmove: e2e4";
        let read = parse(&block(good)).unwrap();
        assert_eq!(read.topic_names(), ["t"]);
        assert!(parse(&block("fen: 8/8/8/8/8/8/8/8 w - - 0 1"))
            .unwrap_err()
            .contains("no `topic`"));
        let unknown = format!("{good}\ncolour: red");
        assert!(parse(&block(&unknown))
            .unwrap_err()
            .contains("unknown field"));
        let bad_mark = format!("{good}\nmarks: glow:e4");
        assert!(parse(&block(&bad_mark))
            .unwrap_err()
            .contains("no mark kind"));
        let bad_square = format!("{good}\nmarks: dot:z9");
        assert!(parse(&block(&bad_square))
            .unwrap_err()
            .contains("not a square"));
        assert!(parse("```diagram\ntopic: t")
            .unwrap_err()
            .contains("not closed"));
    }
}
