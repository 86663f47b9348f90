//! The schema: migrations apply to an empty database and to one made by the first schema,
//! keeping its data.

use kibitz::game::{ChannelId, Command, ManualClock, Service};
use kibitz::game::{Platform, UserId};
use kibitz::store::{migrations, Store};
use rusqlite::Connection;
use rusqlite_migration::{Migrations, M};
use std::sync::Arc;

#[test]
fn migrations_are_valid_and_apply_to_an_empty_database() {
    migrations()
        .validate()
        .expect("every migration applies in order");
    let mut conn = Connection::open_in_memory().unwrap();
    migrations().to_latest(&mut conn).unwrap();
    let version: i64 = conn
        .pragma_query_value(None, "user_version", |r| r.get(0))
        .unwrap();
    assert_eq!(version, 17);
    for table in [
        "board_sessions",
        "clock_heartbeat",
        "board_links",
        "users",
        "challenges",
        "games",
        "moves",
        "ratings",
        "handled_events",
        "tournaments",
        "tournament_players",
        "tournament_boards",
        "analyses",
        "puzzle_tries",
        "puzzle_ratings",
        "puzzle_player_ratings",
        "channel_puzzles",
        "votes",
        "team_turns",
        "team_ratings",
        "pages",
        "channel_languages",
    ] {
        let n: i64 = conn
            .query_row(
                "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = ?1",
                [table],
                |r| r.get(0),
            )
            .unwrap();
        assert_eq!(n, 1, "{table}");
    }
}

#[test]
fn a_game_in_a_matrix_thread_is_found_by_its_room_after_the_upgrade() {
    let mut conn = Connection::open_in_memory().unwrap();
    migrations().to_version(&mut conn, 13).unwrap();
    conn.execute_batch(
        "INSERT INTO users (id, name) VALUES ('matrix:@a:x.org', 'a'), ('matrix:@b:x.org', 'b');
         INSERT INTO games (channel, variant, white, black, start_fen, fen, seconds_per_move, created_at, updated_at)
         VALUES ('matrix:!r:x.org/$root', 'standard', 'matrix:@a:x.org', 'matrix:@b:x.org', 'f', 'f', 60, 0, 0),
                ('matrix:!r:x.org', 'standard', 'matrix:@a:x.org', 'matrix:@b:x.org', 'f', 'f', 60, 0, 0),
                ('console:a/b', 'standard', 'matrix:@a:x.org', 'matrix:@b:x.org', 'f', 'f', 60, 0, 0);",
    )
    .unwrap();
    migrations().to_latest(&mut conn).unwrap();
    let rooms: Vec<Option<String>> = conn
        .prepare("SELECT room FROM games ORDER BY id")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(rooms, [Some("matrix:!r:x.org".to_string()), None, None]);
}

#[test]
fn a_database_from_the_first_schema_is_upgraded_with_its_games() {
    let dir = std::env::temp_dir().join(format!("kibitz-migrate-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("old.sqlite");
    {
        // The database as the first release left it: schema 1 and a game in progress.
        let mut conn = Connection::open(&path).unwrap();
        Migrations::new(vec![M::up(include_str!(
            "../../../migrations/0001_init.sql"
        ))])
        .to_latest(&mut conn)
        .unwrap();
        conn.execute_batch(
            "INSERT INTO users VALUES ('console:ann', 'Ann'), ('console:bob', 'Bob');
             INSERT INTO games (channel, variant, white, black, start_fen, fen, ply, seconds_per_move, deadline, created_at, updated_at)
             VALUES ('old', 'suction', 'console:ann', 'console:bob',
                     'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1',
                     'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b - e3 0 1', 1, 3600, 9999999999, 0, 0);
             INSERT INTO moves VALUES (1, 1, 'e2e4', 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b - e3 0 1', 0);",
        )
        .unwrap();
    }
    let store = Arc::new(Store::open(&path).unwrap());
    let svc = Service::new(store.clone(), Arc::new(ManualClock::new(1_700_000_000)));
    let channel = ChannelId::new(Platform::Console, "old");
    let row = store
        .active_game(&channel)
        .unwrap()
        .expect("the old game survives");
    assert!(row.rated, "games from the first schema count for ratings");
    // And it is playable.
    let bob = kibitz::game::User::new(UserId::new(Platform::Console, "bob"), "Bob");
    let reply = svc.handle(&bob, &channel, Command::Move("d7d5".into()));
    assert!(!reply.error, "{}", reply.text);
    assert_eq!(store.moves(row.id).unwrap().len(), 2);
    std::fs::remove_dir_all(&dir).ok();
}

/// Several processes starting at once on a new database file (the Discord and Matrix bots on
/// one `KIBITZ_DB`): every one starts, none fails on a table another just made or on the lock.
#[test]
fn processes_starting_together_on_a_new_database_all_start() {
    use std::io::Write;
    use std::process::{Command as Process, Stdio};
    let dir = std::env::temp_dir().join(format!("kibitz-together-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for round in 0..15 {
        let db = dir.join(format!("fresh-{round}.sqlite"));
        let children: Vec<_> = (0..4)
            .map(|i| {
                let mut child = Process::new(env!("CARGO_BIN_EXE_kibitz"))
                    .args(["console", "--db"])
                    .arg(&db)
                    .arg("--images")
                    .arg(dir.join("boards"))
                    .stdin(Stdio::piped())
                    .stdout(Stdio::piped())
                    .stderr(Stdio::piped())
                    .spawn()
                    .unwrap();
                child
                    .stdin
                    .take()
                    .unwrap()
                    .write_all(format!("as player{i}\nchallenge chess\nquit\n").as_bytes())
                    .unwrap();
                child
            })
            .collect();
        for child in children {
            let output = child.wait_with_output().unwrap();
            let (out, err) = (
                String::from_utf8_lossy(&output.stdout),
                String::from_utf8_lossy(&output.stderr),
            );
            assert!(output.status.success(), "round {round}: {err}");
            assert!(
                out.contains("challenges anyone"),
                "round {round}: {out}{err}"
            );
        }
    }
    std::fs::remove_dir_all(&dir).ok();
}
