//! The use cases' events and refusals as they come out of the game layer, in types: what the
//! words of `words` are made from (`words`' tests and the service's integration tests check
//! the words themselves).

use super::challenges::{accept, challenge, Terms};
use super::endings::resign;
use super::events::{Event, HowEnded, MoveBy, MovePlayed, Said, Saying, View};
use super::games::Games;
use super::handled::{Handled, NotDone, Played, Refusal};
use super::offers::draw;
use super::play::play_from;
use super::unit::Unit;
use crate::rules::{Color, MoveError, Outcome, Reason, Square, Variant};
use crate::store::{Offer, Store};
use crate::types::*;

const NOW: Time = Time::from_unix(1_700_000_000);

/// `actor`'s move `text` in `channel`, as the use case returns it.
fn play(store: &Store, actor: &User, channel: &ChannelId, text: &str) -> Handled<Played> {
    let g = Games::at(store, NOW);
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

/// Ann (White) and Bob in a game of standard chess in `ch`, begun as the use cases say.
fn begun(store: &Store, ch: &ChannelId) {
    let terms = Terms {
        variant: Variant::Standard,
        opponent: Opponent::Person(bob()),
        color: ColorChoice::White,
        time: TimePerMove::DEFAULT,
        clock: None,
        rated: false,
        votes: None,
    };
    let (g, w) = (Games::at(store, NOW), Unit::none(store));
    store.upsert_user(&ann()).unwrap();
    store.upsert_user(&bob()).unwrap();
    let made = challenge(g, &w, &ann(), ch, terms).unwrap();
    match &made.text.0[..] {
        [Saying::Event(Event::ChallengeMade(row))] => assert_eq!(row.challenger, ann()),
        other => panic!("{other:?}"),
    }
    assert_eq!(made.mentions, [bob().id]);
    let begins = accept(g, &w, &bob(), ch, None, ch).unwrap();
    match &begins.text.0[..] {
        [Saying::Event(Event::GameBegins(row))] => {
            assert_eq!((&row.white, &row.black), (&ann(), &bob()))
        }
        other => panic!("{other:?}"),
    }
}

/// The only event `said` holds.
fn only(said: &Said) -> &Event {
    match &said.0[..] {
        [Saying::Event(event)] => event,
        other => panic!("one event expected: {other:?}"),
    }
}

#[test]
fn a_move_played_says_who_played_what_and_who_is_to_move() {
    let store = Store::open_in_memory().unwrap();
    let ch = ChannelId::new(Platform::Console, "events");
    begun(&store, &ch);
    let played = play(&store, &ann(), &ch, "e2e4").unwrap();
    let Event::MovePlayed(MovePlayed {
        game,
        mover,
        by,
        san,
        to_move,
        check,
        outcome,
        seconds_left,
        clocks: None,
        away,
    }) = only(&played.reply.text)
    else {
        panic!("{:?}", played.reply.text);
    };
    assert_eq!(
        (mover.as_str(), *by, san.as_str()),
        ("Ann", MoveBy::Player, "e4")
    );
    assert_eq!((*to_move, *check, *outcome), (Color::Black, false, None));
    assert_eq!(i64::from(TimePerMove::DEFAULT.seconds()), *seconds_left);
    assert_eq!(game.ply, 1);
    let stored = store.game(game.id).unwrap().unwrap();
    assert_eq!(stored.deadline, Some(NOW + *seconds_left));
    assert!(away.is_empty());
    assert_eq!(
        played.reply.mentions,
        [bob().id],
        "the player to move is told"
    );
    assert!(
        played.reply.board.is_some(),
        "the board is drawn when presented"
    );
    assert!(played.reply.image.is_none());
}

#[test]
fn offers_and_endings_say_who_did_what() {
    let store = Store::open_in_memory().unwrap();
    let ch = ChannelId::new(Platform::Console, "offers");
    begun(&store, &ch);
    let (g, w) = (Games::at(&store, NOW), Unit::none(&store));
    let offered = draw(g, &w, &bob(), &ch, Answer::Offer).unwrap();
    assert_eq!(
        only(&offered.text),
        &Event::OfferMade {
            kind: Offer::Draw,
            by: "Bob".into(),
            to: "Ann".into()
        }
    );
    assert_eq!(offered.mentions, [ann().id]);
    let declined = draw(g, &w, &ann(), &ch, Answer::Decline).unwrap();
    assert_eq!(
        only(&declined.text),
        &Event::OfferDeclined {
            kind: Offer::Draw,
            by: "Ann".into()
        }
    );
    let resigned = resign(g, &w, &ann(), &ch).unwrap();
    // The result, then the link to the game's page (filled in when presented).
    let [Saying::Event(Event::Ended { how, outcome, game }), Saying::View(View::PageLink { of, url: None })] =
        &resigned.text.0[..]
    else {
        panic!("{:?}", resigned.text);
    };
    assert_eq!(*of, crate::store::PageOf::Game(game.id));
    assert_eq!(how, &HowEnded::Resigned { by: "Ann".into() });
    let won = Outcome {
        winner: Some(Color::Black),
        reason: Reason::Resignation,
    };
    assert_eq!(*outcome, won);
}

#[test]
fn a_move_out_of_turn_or_illegal_is_refused_with_what_it_needs() {
    let store = Store::open_in_memory().unwrap();
    let ch = ChannelId::new(Platform::Console, "refusals");
    assert!(matches!(
        play(&store, &ann(), &ch, "e2e4"),
        Err(NotDone::Refused(Refusal::NoGameInProgress))
    ));
    begun(&store, &ch);
    match play(&store, &bob(), &ch, "e7e5") {
        Err(NotDone::Refused(Refusal::NotYourTurn { next, color })) => {
            assert_eq!((next.as_str(), color), ("Ann", Color::White));
        }
        other => panic!("{other:?}"),
    }
    let e3: Square = "e3".parse().unwrap();
    match play(&store, &ann(), &ch, "e3e4") {
        Err(NotDone::Refused(Refusal::Illegal { text, error })) => {
            assert_eq!((text.as_str(), error), ("e3e4", MoveError::NoPiece(e3)));
        }
        other => panic!("{other:?}"),
    }
    let eve = User::new(UserId::new(Platform::Console, "eve"), "Eve");
    match play(&store, &eve, &ch, "e2e4") {
        Err(NotDone::Refused(Refusal::NotAPlayer { white, black })) => {
            assert_eq!((white.as_str(), black.as_str()), ("Ann", "Bob"));
        }
        other => panic!("{other:?}"),
    }
}
