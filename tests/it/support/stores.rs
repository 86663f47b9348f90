//! The database a test runs on: a private SQLite database in memory, or, with
//! `KIBITZ_TEST_STORE=postgres`, a new empty database on the PostgreSQL server that
//! `KIBITZ_TEST_POSTGRES` names (`scripts/test.sh` starts one and runs the service's tests
//! again on it). The same test bodies run on both.

use super::pg;

use kibitz::store::Store;

/// The PostgreSQL server the tests run on, if they run on PostgreSQL.
pub fn postgres_server() -> Option<String> {
    if std::env::var("KIBITZ_TEST_STORE").as_deref() != Ok("postgres") {
        return None;
    }
    let server = std::env::var("KIBITZ_TEST_POSTGRES").unwrap_or_default();
    assert!(
        !server.is_empty(),
        "KIBITZ_TEST_STORE=postgres needs KIBITZ_TEST_POSTGRES, the server's URL"
    );
    Some(server)
}

/// The URL of a new, empty database on the test server.
pub fn fresh_postgres(server: &str) -> String {
    pg::Server::at(server).database()
}

/// A private, empty database: PostgreSQL's if the tests run on it, else SQLite's in memory.
pub fn scratch_store() -> Store {
    match postgres_server() {
        Some(server) => Store::open_postgres(&fresh_postgres(&server)).expect("open PostgreSQL"),
        None => Store::open_in_memory().expect("open SQLite"),
    }
}

/// A database that can be opened again (a restart, a second process): a new database on the
/// PostgreSQL test server, or a new SQLite file; as `--db` takes it.
pub fn scratch_target(name: &str) -> String {
    match postgres_server() {
        Some(server) => fresh_postgres(&server),
        None => {
            let dir = std::env::temp_dir().join(format!("kibitz-{name}-{}", std::process::id()));
            std::fs::create_dir_all(&dir).unwrap();
            let path = dir.join("kibitz.sqlite");
            for suffix in ["", "-wal", "-shm"] {
                std::fs::remove_file(format!("{}{suffix}", path.display())).ok();
            }
            path.display().to_string()
        }
    }
}
