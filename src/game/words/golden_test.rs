//! What the golden-text tests share, here and in `tests/it/game/golden.rs` (which includes
//! this file): a text in each language checked against `tests/golden/<folder>/<code>.txt`,
//! or written there anew with `KIBITZ_UPDATE_GOLDEN=1`. Only `std`, so that both crates can
//! include it.

use std::path::PathBuf;

/// Checks what each language says (its code and its text) against
/// `tests/golden/<folder>/<code>.txt` (written anew instead with `KIBITZ_UPDATE_GOLDEN=1`),
/// naming the first line that differs in each.
pub fn compare_with_golden(folder: &str, said: impl IntoIterator<Item = (&'static str, String)>) {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/golden")
        .join(folder);
    let update = std::env::var_os("KIBITZ_UPDATE_GOLDEN").is_some();
    let mut differ = Vec::new();
    for (code, said) in said {
        let path = dir.join(format!("{code}.txt"));
        if update {
            std::fs::create_dir_all(&dir).unwrap();
            std::fs::write(&path, &said).unwrap();
            continue;
        }
        let golden = std::fs::read_to_string(&path).unwrap_or_else(|e| {
            panic!("{}: {e} (KIBITZ_UPDATE_GOLDEN=1 writes it)", path.display())
        });
        if said != golden {
            let line = said
                .lines()
                .zip(golden.lines())
                .position(|(a, b)| a != b)
                .unwrap_or_else(|| said.lines().count().min(golden.lines().count()));
            differ.push(format!(
                "{code}: first differs at line {}:\n  now:    {:?}\n  golden: {:?}",
                line + 1,
                said.lines().nth(line),
                golden.lines().nth(line)
            ));
        }
    }
    assert!(
        differ.is_empty(),
        "the words of tests/golden/{folder} changed (KIBITZ_UPDATE_GOLDEN=1 writes them anew if meant):\n{}",
        differ.join("\n")
    );
}
