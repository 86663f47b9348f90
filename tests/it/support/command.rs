//! This build's `kibitz` run as a command, as a user runs it from a shell.

use std::process::{Command, Output};

/// `kibitz` with `args`, to its end.
pub fn kibitz(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_kibitz"))
        .args(args)
        .output()
        .expect("run kibitz")
}

/// What a run that must succeed printed; its standard error when it failed.
pub fn stdout(out: &Output) -> String {
    assert!(
        out.status.success(),
        "stderr: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout.clone()).unwrap()
}
