//! The layers import one way (see `src/lib.rs`): every `crate::<module>` a file names must be
//! one its layer may use. A lower layer naming a higher one fails here, and so do files that
//! import each other in a circle.

use std::path::{Path, PathBuf};

/// Each layer (a folder or file under `src/`) and the modules of ours it may name.
const ALLOWED: &[(&str, &[&str])] = &[
    ("rules", &["rules"]),
    ("pairing", &["pairing"]),
    ("uci.rs", &["engine", "rules"]),
    ("arena", &["arena", "engine", "rules"]),
    ("limits.rs", &[]),
    ("shutdown.rs", &[]),
    ("edits.rs", &[]),
    ("meters.rs", &[]),
    ("types", &["rules", "types"]),
    ("render", &["render", "rules"]),
    ("engine", &["engine", "rules"]),
    ("store", &["store", "types", "rules"]),
    (
        "game",
        &[
            "game", "store", "render", "engine", "pairing", "rules", "types", "meters",
        ],
    ),
    ("chat", &["chat", "game", "types", "rules"]),
    (
        "console",
        &[
            "console", "chat", "game", "types", "rules", "render", "limits", "shutdown", "edits",
            "meters",
        ],
    ),
    (
        "discord",
        &[
            "discord", "chat", "game", "types", "rules", "render", "limits", "shutdown", "edits",
            "meters",
        ],
    ),
    (
        "matrix",
        &[
            "matrix", "chat", "game", "types", "rules", "render", "limits", "shutdown", "edits",
            "meters",
        ],
    ),
    (
        "web",
        &["web", "game", "types", "rules", "render", "meters"],
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

/// No adapter reaches the store through the service either: nothing public in the game
/// layer hands it out (the service takes it, and keeps it to itself).
#[test]
fn the_game_layer_hands_the_store_to_no_one() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src.join("game"), &mut files);
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        let code = code_of(&text);
        for signature in code.split("pub fn ").skip(1) {
            let signature = &signature[..signature.find('{').unwrap_or(signature.len())];
            let returned = signature.split_once("->").map_or("", |(_, r)| r);
            let mut names = returned.split(|c: char| !c.is_alphanumeric() && c != '_');
            assert!(
                !names.any(|name| name == "Store"),
                "{} hands out the store: pub fn {signature}",
                file.display()
            );
        }
    }
}

/// Words users read live in one place: the use cases of the game layer say what happened in
/// types, and only the service, presenting their replies, turns them into words.
#[test]
fn no_use_case_words_its_reply() {
    let game = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/game");
    let mut files = Vec::new();
    rust_files(&game, &mut files);
    for file in files {
        let inside = |folder: &str| file.starts_with(game.join(folder));
        // `mod.rs` hands the adapters the words they say themselves (a failure, offline).
        if inside("words") || inside("service") || file == game.join("mod.rs") {
            continue;
        }
        let code = code_of(&std::fs::read_to_string(&file).unwrap());
        assert!(
            !code.contains("words::") && !code.contains("words as"),
            "{} words a reply itself",
            file.display()
        );
    }
}

/// The chat event a command handles travels with the transaction of its effect
/// (`Store::transaction`), never in state kept per thread, where whichever write ran first
/// would pick it up.
#[test]
fn the_store_and_the_game_keep_nothing_per_thread() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    for layer in ["store", "game"] {
        let mut files = Vec::new();
        rust_files(&src.join(layer), &mut files);
        for file in files {
            let code = code_of(&std::fs::read_to_string(&file).unwrap());
            assert!(
                !code.contains("thread_local!") && !code.contains("#[thread_local]"),
                "{} keeps state per thread",
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

/// A file's module under `src/`: `src/game/bot.rs` is `game::bot`, `src/game/mod.rs` is `game`.
fn module_of(src: &Path, file: &Path) -> Vec<String> {
    let relative = file.strip_prefix(src).unwrap().with_extension("");
    let mut parts: Vec<String> = relative
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    if matches!(parts.last().map(String::as_str), Some("mod" | "lib")) {
        parts.pop();
    }
    parts
}

/// A file's code without comments, string literals and its unit tests (which import their
/// own file's parent).
fn code_of(text: &str) -> String {
    let text = match text.find("#[cfg(test)]\nmod tests") {
        Some(at) => &text[..at],
        None => text,
    };
    let (mut out, mut chars) = (String::new(), text.chars().peekable());
    while let Some(c) = chars.next() {
        match c {
            '/' if chars.peek() == Some(&'/') => {
                for c in chars.by_ref() {
                    if c == '\n' {
                        out.push('\n');
                        break;
                    }
                }
            }
            '/' if chars.peek() == Some(&'*') => {
                let mut last = ' ';
                for c in chars.by_ref() {
                    if last == '*' && c == '/' {
                        break;
                    }
                    last = c;
                }
            }
            '"' => {
                let mut escaped = false;
                for c in chars.by_ref() {
                    match c {
                        '\\' if !escaped => escaped = true,
                        '"' if !escaped => break,
                        _ => escaped = false,
                    }
                }
                out.push_str("\"\"");
            }
            // A char literal such as '"' must not open a string.
            '\'' if chars.clone().nth(1) == Some('\'') => {
                chars.nth(1);
                out.push_str("' '");
            }
            c => out.push(c),
        }
    }
    out
}

/// `a::{b, c::{d, e}}` as `a::b`, `a::c::d`, `a::c::e` (and `a::{self}` as `a`).
fn expand(tree: &str) -> Vec<String> {
    let tree: String = tree.split_whitespace().collect();
    let Some(open) = tree.find('{') else {
        let path = tree.split("as").next().unwrap_or_default();
        return vec![path.trim_end_matches("::*").to_string()];
    };
    let head = tree[..open].trim_end_matches("::");
    let inner = &tree[open + 1..tree.len() - 1];
    let (mut parts, mut depth, mut part) = (Vec::new(), 0, String::new());
    for c in inner.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(std::mem::take(&mut part));
                continue;
            }
            _ => {}
        }
        part.push(c);
    }
    parts.push(part);
    parts
        .into_iter()
        .filter(|p| !p.is_empty())
        .flat_map(|p| match p.as_str() {
            "self" => vec![head.to_string()],
            _ => expand(&p)
                .into_iter()
                .map(|q| format!("{head}::{q}"))
                .collect(),
        })
        .collect()
}

/// The paths of ours a file's code names: its `use` trees and `crate::`, `super::` and
/// `self::` paths anywhere.
fn named_paths(code: &str) -> Vec<String> {
    let mut paths = Vec::new();
    for statement in code.split(';') {
        if let Some(at) = statement.find("use ") {
            let before = &statement[..at];
            if before.trim().is_empty()
                || before.trim_end().ends_with("pub")
                || before.trim_end().ends_with(')')
            {
                paths.extend(expand(&statement[at + 4..]));
            }
        }
    }
    let word = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == ':';
    let mut seen_to = 0;
    for (at, _) in code.match_indices("::") {
        if at < seen_to {
            continue; // inside a path already read
        }
        let start = code[..at].rfind(|c: char| !word(c)).map_or(0, |i| i + 1);
        let end = code[at..]
            .find(|c: char| !word(c))
            .map_or(code.len(), |i| at + i);
        let path = &code[start..end];
        seen_to = end;
        if ["crate::", "super::", "self::"]
            .iter()
            .any(|p| path.starts_with(p))
        {
            paths.push(path.trim_end_matches(':').to_string());
        }
    }
    paths
}

/// The file a path from module `current` lands in: the longest prefix that is a file.
fn resolve(current: &[String], path: &str, files: &[Vec<String>]) -> Option<Vec<String>> {
    let segments: Vec<&str> = path.split("::").filter(|s| !s.is_empty()).collect();
    let (mut base, mut rest) = match segments.first() {
        Some(&"crate") => (Vec::new(), &segments[1..]),
        Some(&"super" | &"self") => (current.to_vec(), &segments[..]),
        _ => return None,
    };
    while let Some((&first, tail)) = rest.split_first() {
        match first {
            "super" => {
                base.pop();
            }
            "self" => {}
            _ => break,
        }
        rest = tail;
    }
    (0..=rest.len()).rev().find_map(|n| {
        let mut candidate = base.clone();
        candidate.extend(rest[..n].iter().map(|s| s.to_string()));
        files.contains(&candidate).then_some(candidate)
    })
}

/// No two files of `src/` import each other, directly or in a circle.
#[test]
fn no_files_import_each_other_in_a_circle() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut paths = Vec::new();
    rust_files(&src, &mut paths);
    paths.retain(|p| !p.ends_with("main.rs"));
    let files: Vec<Vec<String>> = paths.iter().map(|p| module_of(&src, p)).collect();
    let edges: Vec<Vec<usize>> = paths
        .iter()
        .zip(&files)
        .map(|(path, module)| {
            let code = code_of(&std::fs::read_to_string(path).unwrap());
            let mut to: Vec<usize> = named_paths(&code)
                .iter()
                .filter_map(|p| resolve(module, p, &files))
                .filter_map(|target| files.iter().position(|f| *f == target))
                .filter(|&i| files[i] != *module)
                .collect();
            to.sort_unstable();
            to.dedup();
            to
        })
        .collect();
    // Depth first: a file met again while it is on the path closes a circle.
    fn visit(
        v: usize,
        edges: &[Vec<usize>],
        state: &mut [u8],
        path: &mut Vec<usize>,
    ) -> Option<Vec<usize>> {
        state[v] = 1;
        path.push(v);
        for &w in &edges[v] {
            if state[w] == 1 {
                let start = path.iter().position(|&x| x == w).unwrap();
                return Some(path[start..].to_vec());
            }
            if state[w] == 0 {
                if let Some(circle) = visit(w, edges, state, path) {
                    return Some(circle);
                }
            }
        }
        path.pop();
        state[v] = 2;
        None
    }
    let mut state = vec![0u8; files.len()];
    for v in 0..files.len() {
        if state[v] == 0 {
            if let Some(circle) = visit(v, &edges, &mut state, &mut Vec::new()) {
                let names: Vec<String> = circle
                    .iter()
                    .map(|&i| paths[i].display().to_string())
                    .collect();
                panic!(
                    "files import each other in a circle: {}",
                    names.join(" -> ")
                );
            }
        }
    }
}

#[test]
fn the_circle_check_reads_use_trees_and_paths() {
    assert_eq!(
        expand("super::{service::{refuse, Handled}, Service, bot::{self}}"),
        [
            "super::service::refuse",
            "super::service::Handled",
            "super::Service",
            "super::bot"
        ]
    );
    let code =
        code_of("use super::a; // super::b\nfn f() { let s = \"super::c\"; crate::d::e(); }");
    assert_eq!(named_paths(&code), ["super::a", "super::a", "crate::d::e"]);
    let files = vec![vec!["game".to_string()], vec!["game".into(), "bot".into()]];
    let bot = vec!["game".to_string(), "bot".into()];
    assert_eq!(
        resolve(&bot, "super::Service", &files),
        Some(vec!["game".to_string()])
    );
    assert_eq!(
        resolve(&bot, "crate::game::bot::work", &files),
        Some(bot.clone())
    );
}
