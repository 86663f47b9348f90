//! What the service's tests share: the players, a service on a scratch database (see
//! [`super::stores`]) with a controlled clock, and checks of its replies.

use super::stores::scratch_store;
use kibitz::game::{ManualClock, Reply, Service, User};
use kibitz::game::{Platform, UserId};
use kibitz::store::Store;
use std::sync::Arc;

/// When the tests' clocks start.
pub const T0: i64 = 1_700_000_000;

pub fn ann() -> User {
    User::new(UserId::new(Platform::Console, "ann"), "Ann")
}

pub fn bob() -> User {
    User::new(UserId::new(Platform::Console, "bob"), "Bob")
}

pub fn eve() -> User {
    User::new(UserId::new(Platform::Console, "eve"), "Eve")
}

/// A service on a private, empty database, with a clock the test moves.
pub fn service() -> (Service, Arc<ManualClock>) {
    let (svc, clock, _) = service_and_store();
    (svc, clock)
}

/// The same, with the database, for a test to look at what was stored.
pub fn service_and_store() -> (Service, Arc<ManualClock>, Arc<Store>) {
    let clock = Arc::new(ManualClock::new(T0));
    let store = Arc::new(scratch_store());
    (Service::new(store.clone(), clock.clone()), clock, store)
}

/// `reply`, which must not be an error.
pub fn ok(reply: Reply) -> Reply {
    assert!(!reply.error, "unexpected error: {}", reply.text);
    reply
}

/// Checks that `reply` refuses, saying `contains`, and shows no board.
pub fn refused(reply: Reply, contains: &str) {
    assert!(
        reply.error,
        "expected an error containing '{contains}', got: {}",
        reply.text
    );
    assert!(
        reply.text.contains(contains),
        "'{}' does not contain '{contains}'",
        reply.text
    );
    assert!(reply.image.is_none());
}
