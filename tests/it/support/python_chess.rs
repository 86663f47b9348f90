//! python-chess, the reference the spec names for standard chess's SAN and for reading PGN,
//! installed from PyPI into a virtual environment under the target folder (kept between runs),
//! and run on a script with its input as JSON.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

const PYTHON_CHESS: &str = "chess==1.11.2";

/// The Python of a virtual environment with python-chess, made on first use (once, however
/// many tests ask at the same time).
fn python() -> PathBuf {
    static PYTHON: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();
    PYTHON
        .get_or_init(|| super::synapse::venv_with("python-chess-venv", PYTHON_CHESS, "chess.pgn"))
        .clone()
}

/// What `script` prints when run by python-chess's Python with `input` on its standard input.
pub fn run(script: &str, input: &serde_json::Value) -> serde_json::Value {
    let mut child = Command::new(python())
        .args(["-c", script])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("python-chess's Python runs");
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(input.to_string().as_bytes()).unwrap();
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "the script failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("the script prints JSON")
}
