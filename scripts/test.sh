#!/usr/bin/env bash
# Every test of the project, from a fresh machine: builds what the tests need, then runs them.
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TERM_COLOR=never

# Debian packages the tests need: fonts for names in CJK and emoji (tests/render.rs), and
need=()
[ -d /usr/share/fonts/opentype/noto ] || need+=(fonts-noto-cjk)
[ -f /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf ] || need+=(fonts-noto-color-emoji)
# Python with venv and pip: tests/matrix.rs installs Synapse from PyPI into a virtual environment.
python3 -c 'import ensurepip, venv' 2>/dev/null || need+=(python3 python3-venv python3-pip)
if [ ${#need[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -q
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "${need[@]}"
fi
cargo fmt --all -- --check
cargo clippy --all-targets --locked -- -D warnings
cargo test --all-targets --locked
