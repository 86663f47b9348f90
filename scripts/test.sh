#!/usr/bin/env bash
# Every test of the project, from a fresh machine: builds what the tests need, then runs them.
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TERM_COLOR=never

# Debian packages the tests need: fonts for names in CJK and emoji (tests/it/render.rs), and
need=()
[ -d /usr/share/fonts/opentype/noto ] || need+=(fonts-noto-cjk)
[ -f /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf ] || need+=(fonts-noto-color-emoji)
# Python with venv and pip: tests/it/matrix/ installs Synapse from PyPI into a virtual environment.
python3 -c 'import ensurepip, venv' 2>/dev/null || need+=(python3 python3-venv python3-pip)
# PostgreSQL's server programs: the store's tests run on a real server as well as on SQLite.
pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
[ -x "$(pg_bin)/initdb" ] || need+=(postgresql)
# Chromium, headless: tests/it/browser.rs loads a game page in a real browser.
command -v chromium >/dev/null 2>&1 || need+=(chromium)
if [ ${#need[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -q
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "${need[@]}"
fi
# rustfmt and clippy, which the checks below run: added to the toolchain if it lacks them.
if ! cargo fmt --version >/dev/null 2>&1 || ! cargo clippy --version >/dev/null 2>&1; then
  rustup component add rustfmt clippy
fi
cargo fmt --all -- --check
cargo clippy --all-targets --locked -- -D warnings

# A PostgreSQL server on a free port of 127.0.0.1, stopped when this script ends, however it
# ends. initdb refuses to run as root: the server then runs as the `postgres` user, in a data
# folder under target/ if that user can reach it, else in a temporary folder.
PG_BIN=$(pg_bin)
as_pg() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
# Debian's package makes the `postgres` user; a server installed otherwise may not have.
if [ "$(id -u)" -eq 0 ] && ! id postgres >/dev/null 2>&1; then useradd --system postgres; fi
pg_dir="$PWD/target/postgres"
rm -rf "$pg_dir" && mkdir -p "$pg_dir"
[ "$(id -u)" -eq 0 ] && chown postgres "$pg_dir"
if ! as_pg test -w "$pg_dir"; then
  pg_dir=$(mktemp -d /tmp/kibitz-postgres.XXXXXX)
  [ "$(id -u)" -eq 0 ] && chown postgres "$pg_dir"
fi
pg_port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
as_pg "$PG_BIN/initdb" -D "$pg_dir/data" -A trust -U postgres --no-sync >"$pg_dir/initdb.log" 2>&1 \
  || { cat "$pg_dir/initdb.log"; exit 1; }
stop_postgres() { as_pg "$PG_BIN/pg_ctl" -D "$pg_dir/data" -m immediate stop >/dev/null 2>&1 || true; }
trap stop_postgres EXIT
as_pg "$PG_BIN/pg_ctl" -D "$pg_dir/data" -l "$pg_dir/server.log" -w \
  -o "-p $pg_port -k '' -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300" start >/dev/null
export KIBITZ_TEST_POSTGRES="postgres://postgres@127.0.0.1:$pg_port"

# Every test, the store's on SQLite; then the service's and the store's tests again with
# PostgreSQL underneath (the same test bodies).
cargo test --all-targets --locked
KIBITZ_TEST_STORE=postgres cargo test --locked --test it -- game::service:: game::correspondence:: \
  game::busy_channels:: game::bot_games:: game::tournaments:: game::analyses:: game::puzzles:: game::teams:: game::moderation:: \
  game::languages:: game::query_plans::
