//! Telling the other processes sharing a PostgreSQL database that a game or a tournament
//! changed (`NOTIFY`), and hearing theirs (`LISTEN`), so that the pages each process serves
//! follow moves made through any of them. A SQLite file has one process: nothing to tell.

use super::{on_postgres, Db, Result, Store};
use postgres::fallible_iterator::FallibleIterator;
use std::time::Duration;

/// The channel the processes tell each other on.
const CHANNEL: &str = "kibitz_changes";

/// How long a listener that lost its connection waits before connecting again.
const RECONNECT_AFTER: Duration = Duration::from_secs(1);

impl Store {
    /// Tells every process listening (this one too) that something they may show changed.
    pub fn announce_change(&self) -> Result<()> {
        match &self.db {
            Db::Sqlite(_) => Ok(()),
            Db::Postgres(pool) => on_postgres(pool, |conn| {
                conn.client.batch_execute(&format!("NOTIFY {CHANNEL}"))?;
                Ok(())
            }),
        }
    }

    /// Calls `heard` each time a process announces a change, from a thread of its own with a
    /// connection of its own (connected again when lost; `heard` is called then too, for
    /// what was missed meanwhile), until `heard` says no one cares any more. False, and
    /// nothing started, on SQLite.
    pub fn listen_for_changes(&self, heard: impl Fn() -> bool + Send + 'static) -> bool {
        let Some(config) = self.listen.clone() else {
            return false;
        };
        let spawned = std::thread::Builder::new()
            .name("kibitz-listen".into())
            .spawn(move || loop {
                match config.connect(postgres::NoTls) {
                    Ok(mut client) => {
                        if let Err(e) = client.batch_execute(&format!("LISTEN {CHANNEL}")) {
                            tracing::warn!(error = %e, "cannot listen for other processes' changes");
                        } else if heard() {
                            let mut notifications = client.notifications();
                            let mut heard_now = notifications.blocking_iter();
                            while let Ok(Some(_)) = heard_now.next() {
                                if !heard() {
                                    return;
                                }
                            }
                        } else {
                            return;
                        }
                    }
                    Err(e) => {
                        tracing::warn!(error = %e, "cannot connect to hear other processes' changes");
                    }
                }
                std::thread::sleep(RECONNECT_AFTER);
            });
        spawned.is_ok()
    }
}
