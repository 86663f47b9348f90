//! The words, checked once per message in each language: one fixed session of commands (a
//! challenge and its game with offers, mistakes, a takeback, conditional moves and the clock;
//! what players look up; a game against the bot, one that ends in mate) answered in each language and compared with
//! `tests/golden/words/<code>.txt`. The tests of behaviour check what happened, by the state a
//! reply reports; this one checks how it is said, so that a rewording or a new notation
//! changes these files (written anew with `KIBITZ_UPDATE_GOLDEN=1`), not those tests.

use crate::support::players::{ann, bob, eve, T0};
use kibitz::chat::parse_command;
use kibitz::game::{ChannelId, Lang, ManualClock, Platform, Reply, Service, User, UserId};
use kibitz::game::{Problem, TeamOpponentProblem, UsageError};
use kibitz::store::Store;
use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::sync::Arc;

#[path = "../../../src/game/words/golden_test.rs"]
mod golden_file;
use golden_file::compare_with_golden;
use strum::VariantNames;

/// One step of the session: who says what, or the clock moving on.
enum Step {
    Says(fn() -> User, &'static str),
    /// The clock moves on this many seconds, and ticks.
    Wait(i64),
}
use Step::{Says, Wait};

const SESSION: &[Step] = &[
    Says(ann, "help"),
    Says(ann, "variants"),
    Says(ann, "rules suction"),
    Says(
        ann,
        "challenge variant:standard opponent:bob color:white days:1",
    ),
    Says(eve, "accept"),
    Says(bob, "challenges"),
    Says(bob, "accept"),
    Says(bob, "move e2e4"),
    Says(ann, "move e2e5"),
    Says(ann, "move e9"),
    Says(ann, "move e2e4"),
    Says(bob, "move e7e5"),
    Says(ann, "board"),
    Says(ann, "moves g1"),
    Says(ann, "move g1f3"),
    Says(ann, "premove b8c6 f1c4"),
    Says(ann, "premove"),
    Says(bob, "move b8c6"),
    Says(bob, "takeback"),
    Says(ann, "takeback decline"),
    Says(bob, "draw"),
    Says(ann, "draw decline"),
    Says(ann, "games"),
    Says(bob, "next"),
    Says(bob, "notify"),
    Says(bob, "notify on"),
    Says(bob, "vacation"),
    Wait(20 * 3600),
    Wait(5 * 3600),
    Says(ann, "challenge variant:suction opponent:bob"),
    Says(ann, "history"),
    Says(ann, "ratings standard"),
    Says(ann, "ratings"),
    Says(
        bob,
        "challenge variant:shrink opponent:kibitz level:1 color:black",
    ),
    Says(eve, "challenge variant:giveandtake"),
    Says(eve, "cancel"),
    Says(bob, "resign"),
    Says(bob, "decline"),
    Says(eve, "challenge variant:standard color:white hours:1"),
    Says(bob, "accept"),
    Says(eve, "move f2f3"),
    Says(bob, "move e7e5"),
    Says(eve, "move g2g4"),
    Says(bob, "move d8h4"),
    Says(eve, "replay"),
    Says(eve, "export"),
    Says(ann, "tournament join"),
    Says(ann, "language"),
    Says(ann, "fly"),
];

/// The session answered in `lang`, each reply after its command, as text.
fn session(lang: Lang) -> String {
    let clock = Arc::new(ManualClock::new(T0));
    let svc = Service::new(Store::open_in_memory().unwrap(), clock.clone());
    let here = ChannelId::new(Platform::Console, "golden");
    let kibitz = UserId::new(Platform::Console, "kibitz");
    let resolve = |name: &str| {
        [ann(), bob(), eve(), User::new(kibitz.clone(), "kibitz")]
            .into_iter()
            .find(|u| u.id.key() == name)
    };
    let code = lang.code();
    for who in [ann(), bob(), eve()] {
        let command = parse_command(&format!("language {code}"), &resolve, &kibitz).unwrap();
        assert!(!svc.handle(&who, &here, command).error);
    }
    let mut out = String::new();
    for step in SESSION {
        match step {
            Says(who, line) => {
                let who = who();
                writeln!(out, "> {}: {line}", who.name).unwrap();
                let reply = match parse_command(line, &resolve, &kibitz) {
                    Ok(command) => svc.handle(&who, &here, command),
                    Err(usage) => Reply::error(kibitz::game::unreadable(lang, &usage)),
                };
                write_reply(&mut out, &reply);
            }
            Wait(seconds) => {
                clock.advance(*seconds);
                writeln!(out, "> ({seconds} s later)").unwrap();
                let clockwork = svc.clockwork();
                let notices = clockwork.tick();
                for notice in &notices {
                    writeln!(out, "[in {}]", notice.channel).unwrap();
                    write_reply(&mut out, &notice.reply);
                }
                clockwork.posted(&notices);
            }
        }
    }
    out
}

/// What a reader sees of `reply`: its text, its files' captions, its direct messages and
/// the replies that follow it.
fn write_reply(out: &mut String, reply: &Reply) {
    let mark = if reply.error { "! " } else { "" };
    writeln!(out, "{mark}{}", reply.text).unwrap();
    for file in &reply.files {
        writeln!(out, "[file {}: {}]", file.file_name, file.caption).unwrap();
    }
    for direct in &reply.direct {
        writeln!(out, "[to {}, privately] {}", direct.user, direct.text).unwrap();
    }
    for elsewhere in &reply.elsewhere {
        writeln!(out, "[in {}]", elsewhere.channel).unwrap();
        write_reply(out, &elsewhere.reply);
    }
    for then in &reply.then {
        write_reply(out, then);
    }
}

#[test]
fn every_language_says_the_session_as_its_golden_text() {
    compare_with_golden("words", Lang::ALL.map(|lang| (lang.code(), session(lang))));
}

/// The session is the same each time it runs: what the golden texts hold is the words, not
/// chance.
#[test]
fn the_session_says_the_same_each_time() {
    assert_eq!(session(Lang::En), session(Lang::En));
}

/// One problem of each kind a command can have as typed, in the words of a command that has
/// it (its usage is shown with it).
fn unreadable_samples() -> Vec<UsageError> {
    use Problem as P;
    let of = UsageError::of;
    let word = |w: &str| w.to_string();
    vec![
        UsageError::line(P::LineTooLong { max: 500 }),
        UsageError::line(P::NoCommand),
        UsageError::line(P::UnknownCommand {
            word: word("chalenge"),
            close: Some("challenge"),
        }),
        of("resign", P::TakesNothing),
        of("rules", P::TooManyWords),
        of("draw", P::NotAnAnswer(word("maybe"))),
        of("challenge", P::NoSuchUser(word("no!body"))),
        of("accept", P::OneChallengerAtMost),
        of("move", P::WhichMove),
        of("move", P::OneMoveAtATime),
        of("vote", P::VoteForWhichMove),
        of("moves", P::OneSquareOrPiece),
        of("moves", P::NotASquareOrPiece(word("z9"))),
        of("challenge", P::UnknownVariant(word("fairy"))),
        of("challenge", P::WhichVariant),
        of("vacation", P::NotANumber(word("ten"))),
        of("challenge", P::TimeOutOfRange),
        of("challenge", P::NotAClock(word("0+5"))),
        of("challenge", P::TimeOrClock),
        of("challenge", P::NoClockForTeams),
        of("board", P::WidgetOnOrOff),
        of("challenge", P::NotAColor(word("green"))),
        of(
            "challenge",
            P::LevelOutOfRange {
                min: 1,
                max: 8,
                word: word("9"),
            },
        ),
        of("challenge", P::LevelWithoutBot),
        of(
            "challenge",
            P::YesOrNo {
                option: "rated",
                word: word("maybe"),
            },
        ),
        of("challenge", P::UnknownOption(word("speed"))),
        of("tournament", P::WhatIs(word("now"))),
        of("replay", P::NotAGameNumber(word("twelve"))),
        of("adjudicate", P::OneGameAtMost),
        of("notify", P::NotifyOnOrOff(word("moves"))),
        of("notify", P::NotANotifyEvent(word("everything"))),
        of("vacation", P::NotDaysOrEnd(word("soon"))),
        of("language", P::WhichRoomLanguage),
        of("language", P::NotALanguage(word("xx"))),
        of("language", P::OneLanguageAtATime),
        of("adjudicate", P::WhoWins),
        of("adjudicate", P::NotAResult(word("maybe"))),
        of("adjudicate", P::OneResult),
        of("puzzle", P::DailyOnOrOff),
        of("challenge", P::NotBotOrChannel(word("bob"))),
        of("challenge", P::VotersShownOrHidden(word("some"))),
        of(
            "challenge",
            P::TeamOpponent(TeamOpponentProblem::NoOpponent),
        ),
        of("challenge", P::TeamOpponent(TeamOpponentProblem::APerson)),
        of("challenge", P::TeamOpponent(TeamOpponentProblem::Both)),
        of("challenge", P::NotAVoteTime(word("soon"))),
        of(
            "tournament",
            P::NumberOutOfRange {
                option: "rounds",
                min: 1,
                max: 30,
                word: word("0"),
            },
        ),
        of("tournament", P::NotATournamentNumber(word("x"))),
        of("tournament", P::NotATournamentAction(word("fly"))),
        of("tournament", P::NotAFormat(word("league"))),
        of("tournament", P::NameTooLong { max: 60 }),
        of("move", P::Unreadable(word("\u{1}"))),
    ]
}

#[test]
fn every_usage_problem_has_a_sample() {
    let sampled: BTreeSet<&str> = unreadable_samples()
        .iter()
        .map(|e| <&str>::from(&e.problem))
        .collect();
    let missing: Vec<_> = Problem::VARIANTS
        .iter()
        .filter(|name| !sampled.contains(*name))
        .collect();
    assert!(missing.is_empty(), "problems with no sample: {missing:?}");
}

/// Every problem of a command as typed, worded once in each language with the command's
/// usage, against `tests/golden/usage/<code>.txt`: the grammar's tests check which problem a
/// line has, this how each is said.
#[test]
fn every_usage_problem_is_said_in_each_language_as_its_golden_text() {
    let said = |lang| {
        (unreadable_samples().iter())
            .map(|e| {
                let kind: &str = (&e.problem).into();
                format!("{kind}: {}\n", kibitz::game::unreadable(lang, e))
            })
            .collect()
    };
    compare_with_golden("usage", Lang::ALL.map(|lang| (lang.code(), said(lang))));
}
