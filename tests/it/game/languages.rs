//! Kibitz in the player's language: the same game played in every language says the same
//! things in other words, never a message's name; `language` sets a player's language
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

/// A short game (Ann's fool's mate of Bob) in `channel`: the words of its replies.
fn fools_mate(svc: &Service, channel: &ChannelId) -> Vec<String> {
    fools_mate_replies(svc, channel)
        .into_iter()
        .map(|r| r.text)
        .collect()
}

/// The replies of the same game.
fn fools_mate_replies(svc: &Service, channel: &ChannelId) -> Vec<Reply> {
    let mut said = fools_mate_between(svc, channel, (&bob(), &ann()));
    said.push(ok(svc.handle(&ann(), channel, Command::History)));
    said.push(refusal(svc.handle(
        &bob(),
        channel,
        Command::Move("e2e4".into()),
    )));
    said
}

/// What a reply does besides its words: the same in every language.
fn shape(reply: &Reply) -> String {
    let game = (reply.game.as_ref()).map(|g| (g.to_move, g.finished, g.last_move.clone(), g.ply));
    format!(
        "{game:?} {} {} {:?} {}",
        reply.error,
        reply.private,
        reply.mentions,
        reply.board.is_some()
    )
}

/// A message's name where its words should be ("game-begins"): never shown.
fn looks_like_a_key(word: &str) -> bool {
    word.len() > 8 && word.contains('-') && word.chars().all(|c| c.is_ascii_lowercase() || c == '-')
}

#[test]
fn the_same_game_in_every_language_differs_only_in_its_words() {
    let errors = errors_seen();
    let (svc, _) = service();
    let english = fools_mate(&svc, &ChannelId::new(Platform::Console, "en"));
    assert!(english[2].contains("Bob played f3."), "{}", english[2]);
    assert!(english[6].contains("4 moves"), "{}", english[6]);
    for lang in Lang::ALL.into_iter().skip(1) {
        let channel = ChannelId::new(Platform::Console, lang.code());
        for who in [ann(), bob()] {
            let set = language(LanguageSetting::Set(lang), false, false);
            let answer = ok(svc.handle(&who, &channel, set));
            assert!(answer.private, "a setting is told privately");
            assert_eq!(answer.lang, lang, "told in the language just chosen");
        }
        let theirs = fools_mate(&svc, &channel);
        assert_eq!(english.len(), theirs.len());
        for (en, text) in english.iter().zip(&theirs) {
            assert_ne!(en, text, "{lang}: the words differ");
            assert!(
                !text.split_whitespace().any(looks_like_a_key),
                "{lang}: {text}"
            );
            // The moves and names are the same in every language.
            for kept in ["Ann", "Bob"] {
                assert_eq!(en.contains(kept), text.contains(kept), "{lang}: {text}");
            }
        }
        assert!(theirs[5].contains("Qh4#"), "{lang}: {}", theirs[5]);
        if lang == Lang::De {
            assert!(theirs[6].contains("4 Züge"), "{}", theirs[6]);
            assert!(
                theirs[5].contains("gewinnt durch Schachmatt"),
                "{}",
                theirs[5]
            );
        }
    }
    assert_eq!(
        errors_seen(),
        errors,
        "every message was formatted as asked"
    );
}

#[test]
fn a_reply_does_the_same_in_every_language() {
    let (svc, _) = service();
    let english = ChannelId::new(Platform::Console, "shape-en");
    let french = ChannelId::new(Platform::Console, "shape-fr");
    let en = fools_mate_replies(&svc, &english);
    for who in [ann(), bob()] {
        let set = language(LanguageSetting::Set(Lang::Fr), false, false);
        ok(svc.handle(&who, &french, set));
    }
    let fr = fools_mate_replies(&svc, &french);
    for (en, fr) in en.iter().zip(&fr) {
        assert_eq!((en.lang, fr.lang), (Lang::En, Lang::Fr));
        assert_eq!(shape(en), shape(fr));
    }
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

#[test]
fn a_notice_is_in_its_channels_language_and_a_direct_message_in_its_recipients() {
    let (svc, clock) = service();
    let room = ChannelId::new(Platform::Console, "salle");
    // The room reads French; Bob reads German and asked for direct messages; Ann chose none.
    let set_room = language(LanguageSetting::Set(Lang::Fr), true, true);
    ok(svc.handle(&ann(), &room, set_room));
    ok(svc.handle(
        &bob(),
        &room,
        language(LanguageSetting::Set(Lang::De), false, false),
    ));
    let notify = Command::Notify {
        on: Some(true),
        events: vec![],
    };
    ok(svc.handle(&bob(), &room, notify));
    let challenge = Command::Challenge {
        clock: None,
        variant: Variant::Standard,
        opponent: Opponent::Person(bob()),
        color: ColorChoice::White,
        time: TimePerMove::from_seconds(2 * 3600).unwrap(),
        rated: true,
    };
    ok(svc.handle(&ann(), &room, challenge));
    ok(svc.handle(&bob(), &room, Command::Accept(None)));
    // Ann's move: her reply in the room's French (she chose none), Bob's message in German.
    let moved = ok(svc.handle(&ann(), &room, Command::Move("e2e4".into())));
    assert!(moved.text.starts_with("Ann a joué e4."), "{}", moved.text);
    assert_eq!(moved.direct.len(), 1);
    assert!(
        moved.direct[0].text.starts_with("Ann spielte e4."),
        "{}",
        moved.direct[0].text
    );
    // Bob's reminder: posted in the room, so in French; sent to him, in German.
    clock.advance(2 * 3600 - 30 * 60 + 1);
    let notices = svc.clockwork().tick();
    let reminder = notices
        .iter()
        .find(|n| n.channel == room)
        .expect("a reminder in the room");
    assert!(
        reminder.reply.text.contains("c'est à vous de jouer"),
        "{}",
        reminder.reply.text
    );
    assert_eq!(reminder.reply.lang, Lang::Fr);
    assert!(
        reminder.reply.direct[0].text.starts_with("Erinnerung:"),
        "{}",
        reminder.reply.direct[0].text
    );
}

#[test]
fn a_replay_is_drawn_with_the_askers_words() {
    let (svc, _) = service();
    let english = ChannelId::new(Platform::Console, "replay-en");
    fools_mate(&svc, &english);
    let gif = |svc: &Service| {
        let reply = ok(svc.handle(&cal(), &english, Command::Replay(None)));
        let file = reply.files.first().expect("the replay");
        assert!(file.file_name.ends_with(".gif"), "{}", file.file_name);
        file.bytes.clone()
    };
    let in_english = gif(&svc);
    assert_eq!(gif(&svc), in_english, "the same words draw the same frames");
    ok(svc.handle(
        &cal(),
        &english,
        language(LanguageSetting::Set(Lang::De), false, false),
    ));
    assert_ne!(
        gif(&svc),
        in_english,
        "the lines under the frames are German"
    );
}

/// `rules` in each language: every variant's rules and each picture's title and text in the
/// asker's words (the moves written the same), the pictures drawn with them; the topics keep
/// their names, and a player typing a topic finds it by its title in their language.
#[test]
fn the_rules_and_their_pictures_are_in_the_askers_language() {
    let errors = errors_seen();
    let (svc, _) = service();
    let rules = |lang: Lang, variant: Variant, topic: Option<&str>| {
        let channel = ChannelId::new(Platform::Console, &format!("rules-{}", lang.code()));
        let set = language(LanguageSetting::Set(lang), false, false);
        ok(svc.handle(&cal(), &channel, set));
        let topic = topic.map(str::to_string);
        ok(svc.handle(
            &cal(),
            &channel,
            Command::Rules {
                variant: Some(variant),
                topic,
            },
        ))
    };
    for variant in Variant::ALL {
        let english = rules(Lang::En, variant, None);
        let topics = kibitz::game::diagrams::diagrams(variant).topic_names();
        assert_eq!(english.files.len(), topics.len(), "{variant}");
        for lang in Lang::ALL.into_iter().skip(1) {
            let theirs = rules(lang, variant, None);
            assert_ne!(theirs.text, english.text, "{lang} {variant}");
            let words = kibitz::game::variant_rules(lang, variant);
            assert!(theirs.text.starts_with(&words), "{lang}: {}", theirs.text);
            for code in english.text.split('`').skip(1).step_by(2) {
                assert!(
                    theirs.text.contains(&format!("`{code}`")),
                    "{lang} {variant}: `{code}`"
                );
            }
            assert!(
                !theirs.text.contains("variant-rules"),
                "{lang}: {}",
                theirs.text
            );
            assert_eq!(theirs.files.len(), english.files.len());
            for (en, file) in english.files.iter().zip(&theirs.files) {
                assert_eq!(file.file_name, en.file_name, "the same picture");
                assert_ne!(
                    file.bytes, en.bytes,
                    "{lang}: its title and sides in its words"
                );
                assert_ne!(file.caption, en.caption, "{lang} {}", file.caption);
            }
            for topic in &topics {
                let one = rules(lang, variant, Some(topic));
                assert!(!one.text.contains("diagram-"), "{lang}: {}", one.text);
                let english_one = rules(Lang::En, variant, Some(topic));
                assert_ne!(one.text, english_one.text, "{lang} {variant} {topic}");
            }
        }
    }
    // The same language asked again draws the same picture (kept once drawn).
    let again = rules(Lang::Ja, Variant::Suction, Some("capture"));
    let first = rules(Lang::Ja, Variant::Suction, None);
    assert_eq!(again.files[0].bytes, first.files[0].bytes);
    assert!(rules(Lang::De, Variant::Standard, None)
        .text
        .contains("**Klassisches Schach**"));
    // A topic typed in part finds it by its French title; its value is the topic's name.
    let found = kibitz::game::topic_choices(Lang::Fr, &[Variant::Standard], "roque");
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].1, "castling");
    assert!(found[0].0.contains("Roque"), "{}", found[0].0);
    assert_eq!(
        errors_seen(),
        errors,
        "every message was formatted as asked"
    );
}

/// A command that could not be read is answered in the asker's language, its usage as typed;
/// Cal, who chose none, reads the room's.
#[test]
fn a_command_that_does_not_read_is_answered_in_the_askers_language() {
    use kibitz::chat::parse_command;
    use kibitz::game::{Clock, Delivery};
    let (svc, clock) = service();
    let room = ChannelId::new(Platform::Console, "usage");
    let bot = UserId::new(Platform::Console, "kibitz");
    ok(svc.handle(
        &ann(),
        &room,
        language(LanguageSetting::Set(Lang::Fr), false, false),
    ));
    ok(svc.handle(
        &bob(),
        &room,
        language(LanguageSetting::Set(Lang::Ru), true, true),
    ));
    let answer = |who: &User, line: &str, id: &str| {
        let delivery = Delivery {
            event_id: id.into(),
            sent_at: clock.now(),
            server: None,
            in_public: false,
        };
        let command = parse_command(line, &|_| None, &bot);
        assert!(command.is_err(), "{line}");
        let reply = svc
            .deliveries()
            .handle_delivered(&delivery, who, &room, command)
            .unwrap()
            .reply;
        assert!(reply.error, "{}", reply.text);
        reply.text
    };
    let french = answer(&ann(), "move", "$1");
    assert_eq!(french, "Quel coup ? Syntaxe : `move <move>`");
    let russian = answer(&cal(), "challenge suction rated:maybe", "$2");
    assert!(
        russian.contains("rated — это yes или no, а не 'maybe'"),
        "{russian}"
    );
    assert!(
        russian.contains("`challenge variant:<variant>"),
        "{russian}"
    );
    let english = kibitz::game::unreadable(
        Lang::En,
        &parse_command("fly", &|_| None, &bot).unwrap_err(),
    );
    assert_eq!(english, "unknown command `fly`. Try `help` for the list.");
}

/// A game's record names its event in the asker's words; the tags programs read (the
/// variant, the result, why it ended) and the moves are the same in every language.
#[test]
fn a_records_event_is_in_the_askers_words_and_its_other_tags_are_the_standards() {
    let (svc, _) = service();
    let room = ChannelId::new(Platform::Console, "record");
    fools_mate(&svc, &room);
    let record = |lang: Lang| {
        ok(svc.handle(
            &cal(),
            &room,
            language(LanguageSetting::Set(lang), false, false),
        ));
        let history = ok(svc.handle(&cal(), &room, Command::History));
        let file = (history.files.iter())
            .find(|f| f.file_name.ends_with(".pgn"))
            .expect("the record");
        String::from_utf8(file.bytes.clone()).unwrap()
    };
    let english = record(Lang::En);
    let german = record(Lang::De);
    let japanese = record(Lang::Ja);
    assert!(english.starts_with("[Event \"Kibitz game "), "{english}");
    assert!(german.starts_with("[Event \"Kibitz-Partie "), "{german}");
    assert!(japanese.starts_with("[Event \"Kibitz 対局 "), "{japanese}");
    for pgn in [&german, &japanese] {
        let after_event = |pgn: &str| pgn.split_once('\n').unwrap().1.to_string();
        assert_eq!(
            after_event(pgn),
            after_event(&english),
            "the rest is the same"
        );
    }
    // Standard chess with no Variant tag, as chess programs read it.
    assert!(
        !english.contains("[Variant ") && english.contains("[Termination \"checkmate\"]"),
        "{english}"
    );
}
