//! A PostgreSQL server for the tests: the one `KIBITZ_TEST_POSTGRES` names (`scripts/test.sh`
//! starts one for the whole run), or else one of this test's own, made with the system's
//! `initdb` and `pg_ctl` on a free port of 127.0.0.1 and stopped when the test ends. initdb
//! refuses to run as root: then the server runs as the `postgres` user.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicU32, Ordering};

pub struct Server {
    /// `postgres://postgres@127.0.0.1:<port>`, without a database.
    pub url: String,
    /// The server's programs and data folder, when it is this test's own.
    own: Option<(PathBuf, PathBuf)>,
}

fn root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
}

/// Runs a server program, as the `postgres` user when we are root.
fn as_postgres(program: &Path, args: &[&str]) -> std::process::Output {
    let mut command = if root() {
        let mut c = Command::new("runuser");
        c.args(["-u", "postgres", "--"]).arg(program);
        c
    } else {
        Command::new(program)
    };
    command
        .args(args)
        .output()
        .expect("run a PostgreSQL program")
}

fn bin_dir() -> PathBuf {
    let mut versions: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
        .expect(
            "PostgreSQL's server programs (the `postgresql` package; scripts/test.sh installs it)",
        )
        .filter_map(|e| e.ok().map(|e| e.path().join("bin")))
        .filter(|bin| bin.join("initdb").exists())
        .collect();
    versions.sort();
    versions.pop().expect("initdb")
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

impl Server {
    pub fn get() -> Server {
        match std::env::var("KIBITZ_TEST_POSTGRES") {
            Ok(url) if !url.is_empty() => Server { url, own: None },
            _ => Server::start(),
        }
    }

    /// A server started elsewhere.
    pub fn at(url: &str) -> Server {
        Server {
            url: url.to_string(),
            own: None,
        }
    }

    fn start() -> Server {
        static NEXT: AtomicU32 = AtomicU32::new(0);
        let bin = bin_dir();
        let name = format!(
            "pg-{}-{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        );
        let mut dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(&name);
        let prepare = |dir: &Path| {
            std::fs::remove_dir_all(dir).ok();
            std::fs::create_dir_all(dir).unwrap();
            if root() {
                Command::new("chown").arg("postgres").arg(dir).status().ok();
            }
            as_postgres(Path::new("/usr/bin/test"), &["-w", dir.to_str().unwrap()])
                .status
                .success()
        };
        if !prepare(&dir) {
            dir = std::env::temp_dir().join(format!("kibitz-{name}"));
            assert!(prepare(&dir), "no folder the postgres user may write");
        }
        let data = dir.join("data");
        let initdb = as_postgres(
            &bin.join("initdb"),
            &[
                "-D",
                data.to_str().unwrap(),
                "-A",
                "trust",
                "-U",
                "postgres",
                "--no-sync",
            ],
        );
        assert!(
            initdb.status.success(),
            "initdb: {}",
            String::from_utf8_lossy(&initdb.stderr)
        );
        let port = free_port();
        let options = format!(
            "-p {port} -k '' -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200"
        );
        let log = dir.join("server.log");
        let started = as_postgres(
            &bin.join("pg_ctl"),
            &[
                "-D",
                data.to_str().unwrap(),
                "-l",
                log.to_str().unwrap(),
                "-w",
                "-o",
                &options,
                "start",
            ],
        );
        assert!(
            started.status.success(),
            "pg_ctl start: {}",
            String::from_utf8_lossy(&started.stderr)
        );
        Server {
            url: format!("postgres://postgres@127.0.0.1:{port}"),
            own: Some((bin, data)),
        }
    }

    /// A connection to the server's `postgres` database, for setting up and looking.
    pub fn admin(&self) -> postgres::Client {
        postgres::Client::connect(&format!("{}/postgres", self.url), postgres::NoTls)
            .expect("connect to PostgreSQL")
    }

    /// Makes database `name` refuse connections and ends the ones it has: unreachable, as
    /// when its server is gone.
    pub fn refuse_connections(&self, name: &str) {
        self.admin()
            .batch_execute(&format!(
                "ALTER DATABASE {name} ALLOW_CONNECTIONS false; \
                 SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '{name}'"
            ))
            .unwrap();
    }

    /// Lets database `name` take connections again.
    pub fn allow_connections(&self, name: &str) {
        self.admin()
            .batch_execute(&format!("ALTER DATABASE {name} ALLOW_CONNECTIONS true"))
            .unwrap();
    }

    /// The URL of a new, empty database.
    pub fn database(&self) -> String {
        static NEXT: AtomicU32 = AtomicU32::new(0);
        let name = format!(
            "kibitz_pg_{}_{}_{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed),
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .unwrap()
                .subsec_nanos()
        );
        self.admin()
            .batch_execute(&format!("CREATE DATABASE {name}"))
            .expect("create a database");
        format!("{}/{name}", self.url)
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        if let Some((bin, data)) = &self.own {
            as_postgres(
                &bin.join("pg_ctl"),
                &["-D", data.to_str().unwrap(), "-m", "immediate", "stop"],
            );
        }
    }
}
