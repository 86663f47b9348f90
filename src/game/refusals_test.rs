//! The use cases' refusals as they come out of the game layer, in types: what the words of
//! `words` are made from (the service's integration tests check the words themselves).

use super::handled::Refusal;
use super::unit::Unit;
use super::{ManualClock, Service};
use crate::rules::{Color, MoveError, Square, Variant};
use crate::store::Store;
use crate::types::*;
use std::sync::Arc;

fn service() -> Service {
    let store = Store::open_in_memory().unwrap();
    Service::new(store, Arc::new(ManualClock::new(1_700_000_000)))
}

fn ann() -> User {
    User::new("test:ann", "Ann")
}

fn bob() -> User {
    User::new("test:bob", "Bob")
}

#[test]
fn a_move_out_of_turn_or_illegal_is_refused_with_what_it_needs() {
    let svc = service();
    let w = Unit::none(&svc.store);
    let ch = ChannelId("refusals".into());
    assert!(matches!(
        svc.play(&w, &ann(), &ch, "e2e4"),
        Err(Refusal::NoGameInProgress)
    ));
    let challenge = Command::Challenge {
        variant: Variant::Standard,
        opponent: Opponent::Person(bob()),
        color: ColorChoice::White,
        time: TimePerMove::DEFAULT,
        rated: false,
    };
    assert!(!svc.handle(&ann(), &ch, challenge).error);
    assert!(!svc.handle(&bob(), &ch, Command::Accept(None)).error);
    match svc.play(&w, &bob(), &ch, "e7e5") {
        Err(Refusal::NotYourTurn { next, color }) => {
            assert_eq!((next.as_str(), color), ("Ann", Color::White));
        }
        other => panic!("{other:?}"),
    }
    let e3: Square = "e3".parse().unwrap();
    match svc.play(&w, &ann(), &ch, "e3e4") {
        Err(Refusal::Illegal { text, error }) => {
            assert_eq!((text.as_str(), error), ("e3e4", MoveError::NoPiece(e3)));
        }
        other => panic!("{other:?}"),
    }
    let eve = User::new("test:eve", "Eve");
    match svc.play(&w, &eve, &ch, "e2e4") {
        Err(Refusal::NotAPlayer { white, black }) => {
            assert_eq!((white.as_str(), black.as_str()), ("Ann", "Bob"));
        }
        other => panic!("{other:?}"),
    }
}
