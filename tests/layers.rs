//! The layers import one way (see `src/lib.rs`): every `crate::<module>` a file names must be
//! one its layer may use. A lower layer naming a higher one fails here.

use std::path::{Path, PathBuf};

/// Each layer (a folder or file under `src/`) and the modules of ours it may name.
const ALLOWED: &[(&str, &[&str])] = &[
    ("rules", &["rules"]),
    ("limits.rs", &[]),
    ("shutdown.rs", &[]),
    ("types", &["rules", "types"]),
    ("render", &["render", "rules"]),
    ("engine", &["engine", "rules"]),
    ("store", &["store", "types", "rules"]),
    (
        "game",
        &["game", "store", "render", "engine", "rules", "types"],
    ),
    ("chat.rs", &["chat", "game", "types", "rules"]),
    (
        "console",
        &[
            "console", "chat", "game", "types", "rules", "render", "limits", "shutdown",
        ],
    ),
    (
        "discord",
        &[
            "discord", "chat", "game", "types", "rules", "render", "limits", "shutdown",
        ],
    ),
    (
        "matrix",
        &[
            "matrix", "chat", "game", "types", "rules", "render", "limits", "shutdown",
        ],
    ),
];

fn rust_files(path: &Path, out: &mut Vec<PathBuf>) {
    if path.is_dir() {
        for entry in std::fs::read_dir(path).unwrap() {
            rust_files(&entry.unwrap().path(), out);
        }
    } else if path.extension().is_some_and(|e| e == "rs") {
        out.push(path.to_path_buf());
    }
}

/// The modules of ours a file names: `crate::<name>` anywhere in its code.
fn named_modules(text: &str) -> Vec<String> {
    let mut names = Vec::new();
    for (i, _) in text.match_indices("crate::") {
        let rest = &text[i + "crate::".len()..];
        let name: String = rest
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect();
        if !name.is_empty() && !names.contains(&name) {
            names.push(name);
        }
    }
    names
}

#[test]
fn lower_layers_never_import_higher_ones() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut broken = Vec::new();
    for (layer, allowed) in ALLOWED {
        let mut files = Vec::new();
        rust_files(&src.join(layer), &mut files);
        assert!(!files.is_empty(), "no files in {layer}");
        for file in files {
            let text = std::fs::read_to_string(&file).unwrap();
            for name in named_modules(&text) {
                if !allowed.contains(&name.as_str()) {
                    broken.push(format!("{} names crate::{name}", file.display()));
                }
            }
        }
    }
    assert!(broken.is_empty(), "layers broken:\n{}", broken.join("\n"));
}

#[test]
fn the_check_sees_an_import_from_above() {
    assert_eq!(
        named_modules("use crate::game::Service;\nfn f() { crate::rules::x(); }"),
        ["game", "rules"]
    );
}

/// No adapter reaches the store through the service either.
#[test]
fn adapters_do_not_touch_the_store() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    for adapter in ["discord", "matrix", "console"] {
        let mut files = Vec::new();
        rust_files(&src.join(adapter), &mut files);
        for file in files {
            let text = std::fs::read_to_string(&file).unwrap();
            assert!(
                !text.contains(".store()"),
                "{} uses the store",
                file.display()
            );
        }
    }
}

/// Inside the rules, imports run one way too: the variants (their moves, outcomes and what a
/// move does in each) build on the position and the plain values; the position, FEN and the
/// plain values never import the variants.
#[test]
fn inside_the_rules_the_variants_build_on_the_position() {
    let rules = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/rules");
    for file in [
        "position.rs",
        "fen.rs",
        "types.rs",
        "variant.rs",
        "outcome.rs",
        "illegal.rs",
        "board.rs",
        "bitboard.rs",
        "moves.rs",
    ] {
        let text = std::fs::read_to_string(rules.join(file)).unwrap();
        let code: String = text
            .lines()
            .filter(|l| !l.trim_start().starts_with("//"))
            .collect::<Vec<_>>()
            .join("\n");
        assert!(
            !code.contains("variants::") && !code.contains("use super::variants"),
            "src/rules/{file} imports the variants"
        );
    }
}
