//! The use cases' refusals as they come out of the game layer, in types: what the words of
//! `words` are made from (the service's integration tests check the words themselves).

use super::challenges::{accept, challenge, Terms};
use super::games::Games;
use super::handled::{Handled, MoveBy, Played, Refusal};
use super::play::play_from;
use super::unit::Unit;
use crate::rules::{Color, MoveError, Square, Variant};
use crate::store::Store;
use crate::types::*;

/// `actor`'s move `text` in `channel`, as the use case returns it.
fn play(store: &Store, actor: &User, channel: &ChannelId, text: &str) -> Handled<Played> {
    let g = Games::at(store, 1_700_000_000);
    play_from(
        g,
        &Unit::none(store),
        actor,
        channel,
        text,
        None,
        MoveBy::Player,
    )
}

fn ann() -> User {
    User::new(UserId::new(Platform::Console, "ann"), "Ann")
}

fn bob() -> User {
    User::new(UserId::new(Platform::Console, "bob"), "Bob")
}

#[test]
fn a_move_out_of_turn_or_illegal_is_refused_with_what_it_needs() {
    let store = Store::open_in_memory().unwrap();
    let ch = ChannelId::new(Platform::Console, "refusals");
    assert!(matches!(
        play(&store, &ann(), &ch, "e2e4"),
        Err(Refusal::NoGameInProgress)
    ));
    let terms = Terms {
        variant: Variant::Standard,
        opponent: Opponent::Person(bob()),
        color: ColorChoice::White,
        time: TimePerMove::DEFAULT,
        rated: false,
    };
    let (g, w) = (Games::at(&store, 1_700_000_000), Unit::none(&store));
    store.upsert_user(&ann()).unwrap();
    store.upsert_user(&bob()).unwrap();
    challenge(g, &w, &ann(), &ch, terms).unwrap();
    accept(g, &w, &bob(), &ch, None, &ch).unwrap();
    match play(&store, &bob(), &ch, "e7e5") {
        Err(Refusal::NotYourTurn { next, color }) => {
            assert_eq!((next.as_str(), color), ("Ann", Color::White));
        }
        other => panic!("{other:?}"),
    }
    let e3: Square = "e3".parse().unwrap();
    match play(&store, &ann(), &ch, "e3e4") {
        Err(Refusal::Illegal { text, error }) => {
            assert_eq!((text.as_str(), error), ("e3e4", MoveError::NoPiece(e3)));
        }
        other => panic!("{other:?}"),
    }
    let eve = User::new(UserId::new(Platform::Console, "eve"), "Eve");
    match play(&store, &eve, &ch, "e2e4") {
        Err(Refusal::NotAPlayer { white, black }) => {
            assert_eq!((white.as_str(), black.as_str()), ("Ann", "Bob"));
        }
        other => panic!("{other:?}"),
    }
}
