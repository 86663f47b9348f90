//! What the service's tests share: the players, a service on a scratch database (see
//! [`super::stores`]) with a controlled clock, checks of its replies, and games begun and
//! played through it.

use super::stores::scratch_store;
use kibitz::game::{ChannelId, ColorChoice, Command, ManualClock, Opponent, Reply, Service};
use kibitz::game::{Platform, UserId};
use kibitz::game::{Request, ServerId, TimePerMove, User};
use kibitz::rules::{Color, Outcome, Reason, Variant};
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

/// How the game of `reply` (or of the last reply that follows it) ended, if it did.
pub fn outcome(reply: &Reply) -> Option<Outcome> {
    reply.last().board.as_ref()?.outcome
}

/// The last move of the game of `reply`, as stored (in the machine's notation).
pub fn last_move(reply: &Reply) -> Option<&str> {
    reply.game.as_ref()?.last_move.as_deref()
}

/// The outcome where `winner` wins for `reason`.
pub fn won(winner: Color, reason: Reason) -> Option<Outcome> {
    Some(Outcome {
        winner: Some(winner),
        reason,
    })
}

/// The outcome of a draw for `reason`.
pub fn drawn(reason: Reason) -> Option<Outcome> {
    Some(Outcome {
        winner: None,
        reason,
    })
}

/// Checks that `reply` refuses for the reason named `why` (`NotYourTurn`: a variant of the
/// game layer's refusals) and shows no board. How it is worded is checked once, in the
/// golden texts of each language.
#[track_caller]
pub fn refused(reply: Reply, why: &str) {
    assert!(
        reply.error,
        "expected a refusal ({why}), got: {}",
        reply.text
    );
    assert_eq!(reply.refused, Some(why), "{}", reply.text);
    assert!(reply.image.is_none());
}

/// What `reply` and the replies that follow it say, by kind (`MovePlayed`, `VoteCounted`: see
/// `Saying::kind`), in order.
pub fn kinds(reply: &Reply) -> Vec<&'static str> {
    let mut all = reply.says.clone();
    all.extend(reply.then.iter().flat_map(kinds));
    all
}

/// Checks that `reply` (or a reply that follows it) says something of `kind`: what happened
/// or what was shown, not how it is worded (checked once, in the golden texts).
#[track_caller]
pub fn says(reply: &Reply, kind: &str) {
    let all = kinds(reply);
    assert!(
        all.contains(&kind),
        "expected {kind} in {all:?}: {}",
        reply.text
    );
}

/// Checks that `notices` say something of `kind`, in one of them.
#[track_caller]
pub fn notices_say(notices: &[kibitz::game::Notice], kind: &str) {
    let all: Vec<_> = notices.iter().flat_map(|n| kinds(&n.reply)).collect();
    assert!(all.contains(&kind), "expected {kind} in {all:?}");
}

/// `seconds` per move.
pub fn per_move(seconds: u64) -> TimePerMove {
    TimePerMove::from_seconds(seconds).expect("a time per move Kibitz offers")
}

/// A rated game of `variant` begun in `channel` between `white`, who challenges, and `black`,
/// who accepts, with `time` per move: the reply that began it.
pub fn start_between(
    svc: &Service,
    channel: &ChannelId,
    (white, black): (&User, &User),
    variant: Variant,
    time: TimePerMove,
) -> Reply {
    ok(svc.handle(
        white,
        channel,
        Command::Challenge {
            clock: None,
            variant,
            opponent: Opponent::Person(black.clone()),
            color: ColorChoice::White,
            time,
            rated: true,
        },
    ));
    ok(svc.handle(black, channel, Command::Accept(None)))
}

/// A rated game of `variant` between Ann (White) and Bob (Black) begun in `channel`, with the
/// default time per move: the reply that began it.
pub fn start(svc: &Service, channel: &ChannelId, variant: Variant) -> Reply {
    start_between(
        svc,
        channel,
        (&ann(), &bob()),
        variant,
        TimePerMove::DEFAULT,
    )
}

/// The fool's mate played in `channel` between `white` and `black`: White walks into a mate in
/// one with 2. g2g4. Every reply, from the challenge to the mate.
pub fn fools_mate_between(
    svc: &Service,
    channel: &ChannelId,
    players: (&User, &User),
) -> Vec<Reply> {
    let (white, black) = players;
    let mut said = vec![ok(svc.handle(
        white,
        channel,
        Command::Challenge {
            clock: None,
            variant: Variant::Standard,
            opponent: Opponent::Person(black.clone()),
            color: ColorChoice::White,
            time: TimePerMove::DEFAULT,
            rated: true,
        },
    ))];
    said.push(ok(svc.handle(black, channel, Command::Accept(None))));
    for (i, mv) in ["f2f3", "e7e5", "g2g4", "d8h4"].iter().enumerate() {
        let player = if i % 2 == 0 { white } else { black };
        said.push(ok(svc.handle(
            player,
            channel,
            Command::Move(mv.to_string()),
        )));
    }
    said
}

/// The fool's mate between Ann (White) and Bob (Black) in `channel`.
pub fn fools_mate(svc: &Service, channel: &ChannelId) -> Vec<Reply> {
    fools_mate_between(svc, channel, (&ann(), &bob()))
}

/// `command` from `actor` in `channel` of `server` (whose players its leaderboard ranks),
/// answered at once.
pub fn in_server(
    svc: &Service,
    (actor, server): (&User, &str),
    channel: &ChannelId,
    command: Command,
) -> Reply {
    let request = Request {
        server: Some(ServerId::from_stored(server)),
        ..Request::new(actor.clone(), channel.clone(), command)
    };
    svc.commands().answer(request, &|_| {}).reply
}

/// `command` from `actor` in `channel`, telling `progress` how a long command goes.
pub fn watched(
    svc: &Service,
    (actor, channel): (&User, &ChannelId),
    command: Command,
    progress: &(dyn Fn(String) + Sync),
) -> Reply {
    let request = Request::new(actor.clone(), channel.clone(), command);
    svc.commands().answer(request, progress).reply
}
