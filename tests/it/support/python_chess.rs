//! python-chess, the reference the spec names for standard chess's SAN and for reading PGN,
//! installed from PyPI into a virtual environment under the target folder (kept between runs),
//! and run on a script with its input as JSON.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

const PYTHON_CHESS: &str = "chess==1.11.2";

/// The Python of a virtual environment with python-chess, made on first use (once, however
/// many tests ask at the same time).
fn python() -> PathBuf {
    static PYTHON: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();
    PYTHON.get_or_init(install).clone()
}

fn install() -> PathBuf {
    let venv = Path::new(env!("CARGO_TARGET_TMPDIR")).join("python-chess-venv");
    let python = venv.join("bin/python");
    let ready = |python: &Path| {
        Command::new(python)
            .args(["-c", "import chess.pgn"])
            .status()
            .is_ok_and(|s| s.success())
    };
    if !ready(&python) {
        let made = Command::new("python3")
            .args(["-m", "venv"])
            .arg(&venv)
            .status()
            .expect("python3 -m venv");
        assert!(made.success(), "cannot make a virtual environment");
        let installed = Command::new(venv.join("bin/pip"))
            .args([
                "install",
                "--quiet",
                "--disable-pip-version-check",
                PYTHON_CHESS,
            ])
            .status()
            .expect("pip install");
        assert!(installed.success(), "cannot install {PYTHON_CHESS}");
    }
    python
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
