//! Kibitz in the player's language: the same game played in English and in German says the
//! same things in other words, never a message's name; `language` sets a player's language
//! and a moderator's the room's, for what is posted there unasked.

use crate::support::players::*;
use kibitz::game::fluent::errors_seen;
use kibitz::game::{ChannelId, ColorChoice, Command, Lang, LanguageSetting, Opponent, Platform};
use kibitz::game::{Reply, Service, TimePerMove, User, UserId};
use kibitz::rules::Variant;

fn cal() -> User {
    User::new(UserId::new(Platform::Console, "cal"), "Cal")
}

/// `reply`, which must be a refusal.
fn refusal(reply: Reply) -> Reply {
    assert!(reply.error, "expected a refusal, got: {}", reply.text);
    reply
}

fn language(setting: LanguageSetting, room: bool, may_moderate: bool) -> Command {
    Command::Language {
        setting,
        room,
        may_moderate,
    }
}

/// A short game (Ann's fool's mate of Bob) in `channel`, as Ann and Bob see its replies.
fn fools_mate(svc: &Service, channel: &ChannelId) -> Vec<String> {
    let mut said = Vec::new();
    let challenge = Command::Challenge {
        variant: Variant::Standard,
        opponent: Opponent::Person(ann()),
        color: ColorChoice::White,
        time: TimePerMove::DEFAULT,
        rated: true,
    };
    said.push(ok(svc.handle(&bob(), channel, challenge)).text);
    said.push(ok(svc.handle(&ann(), channel, Command::Accept(None))).text);
    for (who, mv) in [
        (bob(), "f2f3"),
        (ann(), "e7e5"),
        (bob(), "g2g4"),
        (ann(), "d8h4"),
    ] {
        said.push(ok(svc.handle(&who, channel, Command::Move(mv.into()))).text);
    }
    said.push(ok(svc.handle(&ann(), channel, Command::History)).text);
    said.push(refusal(svc.handle(&bob(), channel, Command::Move("e2e4".into()))).text);
    said
}

#[test]
fn the_same_game_in_english_and_german_differs_only_in_its_words() {
    let errors = errors_seen();
    let (svc, _) = service();
    let english = fools_mate(&svc, &ChannelId::new(Platform::Console, "en"));
    for who in [ann(), bob()] {
        let set = language(LanguageSetting::Set(Lang::De), false, false);
        let answer = ok(svc.handle(&who, &ChannelId::new(Platform::Console, "de"), set));
        assert!(answer.private, "a setting is told privately");
        assert!(answer.text.starts_with("Gespeichert."), "{}", answer.text);
    }
    let german = fools_mate(&svc, &ChannelId::new(Platform::Console, "de"));
    assert_eq!(english.len(), german.len());
    for (en, de) in english.iter().zip(&german) {
        assert_ne!(en, de, "the words differ");
        // Never a message's name in place of its words.
        assert!(
            !de.split_whitespace().any(|w| w.contains("-")
                && w.chars().all(|c| c.is_ascii_lowercase() || c == '-')
                && w.len() > 8),
            "{de}"
        );
    }
    assert!(english[2].contains("Bob played f2f3."), "{}", english[2]);
    assert!(german[2].contains("Bob spielte f2f3."), "{}", german[2]);
    assert!(
        german[5].contains("gewinnt durch Schachmatt"),
        "{}",
        german[5]
    );
    // A game of 4 moves, and "1 move" where there is one.
    assert!(english[6].contains("4 moves"), "{}", english[6]);
    assert!(german[6].contains("4 Züge"), "{}", german[6]);
    assert!(german[7].contains("Partie"), "{}", german[7]);
    assert_eq!(
        errors_seen(),
        errors,
        "every message was formatted as asked"
    );
}

#[test]
fn a_room_has_a_language_for_what_is_posted_there_unasked() {
    let (svc, _) = service();
    let room = ChannelId::new(Platform::Console, "salon");
    let set_room = language(LanguageSetting::Set(Lang::De), true, false);
    let refused = refusal(svc.handle(&eve(), &room, set_room));
    assert!(refused.text.contains("Only moderators"), "{}", refused.text);
    assert!(
        refused.text.contains("Nothing was changed"),
        "{}",
        refused.text
    );
    let set_room = language(LanguageSetting::Set(Lang::De), true, true);
    let answer = ok(svc.handle(&eve(), &room, set_room));
    // Eve chose no language of her own: she now reads the room's.
    assert!(answer.text.contains("Deutsch"), "{}", answer.text);
    let board = refusal(svc.handle(&cal(), &room, Command::Board));
    assert!(
        board.text.contains("Hier wurde noch keine Partie gespielt"),
        "{}",
        board.text
    );
    // Cal's own choice goes before the room's.
    let mine = language(LanguageSetting::Set(Lang::En), false, false);
    ok(svc.handle(&cal(), &room, mine));
    let board = refusal(svc.handle(&cal(), &room, Command::Board));
    assert!(
        board.text.contains("No game has been played here yet"),
        "{}",
        board.text
    );
    assert_eq!(board.lang, Lang::En);
    let auto = language(LanguageSetting::Auto, false, false);
    let back = ok(svc.handle(&cal(), &room, auto));
    assert!(back.text.contains("Deutsch"), "{}", back.text);
}
