#!/usr/bin/env bash
# Every test of the project, from a fresh machine: builds what the tests need, then runs them.
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TERM_COLOR=never
cargo fmt --all -- --check
cargo clippy --all-targets --locked -- -D warnings
cargo test --all-targets --locked
