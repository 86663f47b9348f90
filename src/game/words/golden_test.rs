//! What the golden-text tests of the words share: a text in each language checked against
//! `tests/golden/<folder>/<code>.txt`, or written there anew with `KIBITZ_UPDATE_GOLDEN=1`.

use crate::types::Lang;
use std::path::PathBuf;

/// Checks `say(lang)` for every language against `tests/golden/<folder>/<code>.txt`
/// (written anew instead with `KIBITZ_UPDATE_GOLDEN=1`), naming the languages that differ.
pub(super) fn compare_with_golden(folder: &str, say: impl Fn(Lang) -> String) {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/golden")
        .join(folder);
    let update = std::env::var_os("KIBITZ_UPDATE_GOLDEN").is_some();
    let mut differ = Vec::new();
    for lang in Lang::ALL {
        let said = say(lang);
        let path = dir.join(format!("{}.txt", lang.code()));
        if update {
            std::fs::create_dir_all(&dir).unwrap();
            std::fs::write(&path, &said).unwrap();
        } else if std::fs::read_to_string(&path).ok().as_deref() != Some(said.as_str()) {
            differ.push(lang.code());
        }
    }
    assert!(
        differ.is_empty(),
        "the words of tests/golden/{folder} changed in {differ:?} (KIBITZ_UPDATE_GOLDEN=1 writes them anew if meant)"
    );
}
