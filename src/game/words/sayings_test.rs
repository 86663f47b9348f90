//! Everything a reply can say (each event, view and file caption) worded once in each
//! language, against `tests/golden/sayings/<code>.txt` (written anew with
//! `KIBITZ_UPDATE_GOLDEN=1`). The tests of behaviour check what a reply told, by kind
//! ([`crate::types::Reply::says`]); this checks how each is said. A kind added without a
//! sample here fails the test.

use super::golden_test::compare_with_golden;
use super::sayings_samples::*;
use super::{said, Tr};
use crate::game::analyses::told::AnalysisReport;
use crate::game::events::*;
use crate::game::subjects::GameView;
use crate::game::teams::told::TeamEvent;
use crate::game::tournaments::told::*;
use crate::rules::{Color, Outcome, Reason, Role, Variant};
use crate::store::{Offer, PageOf};
use crate::types::*;
use std::collections::BTreeSet;
use strum::VariantNames;

/// One saying of each kind, with what its words need: a game's, then a puzzle's, a team's
/// and a tournament's.
fn samples() -> Vec<Saying> {
    let mut all: Vec<Saying> = vec![
        Event::ChallengeMade(challenge()).into(),
        Event::ChallengedYou(challenge()).into(),
        Event::GameBegins(game()).into(),
        Event::ChallengeDeclined {
            by: "Bob".into(),
            challenge: challenge(),
        }
        .into(),
        Event::ChallengeWithdrawn(challenge()).into(),
        Event::ChallengeExpired(challenge()).into(),
        Event::MovePlayed(MovePlayed {
            game: game(),
            mover: "Ann".into(),
            by: MoveBy::Conditional(Color::White),
            san: "Nf3".into(),
            to_move: Color::Black,
            check: true,
            outcome: None,
            seconds_left: 86_400,
            clocks: None,
            away: vec![("Bob".into(), at(3))],
        })
        .into(),
        // On a chess clock: the clock said instead of the time per move.
        Event::ChallengeMade(Box::new(ChallengeView {
            clock: TimeControl::parse("5+3").ok(),
            ..*challenge()
        }))
        .into(),
        Event::GameBegins(GameView {
            clock: TimeControl::parse("2d+1d").ok(),
            ..game()
        })
        .into(),
        Event::MovePlayed(MovePlayed {
            game: game(),
            mover: "Ann".into(),
            by: MoveBy::Player,
            san: "Qh5".into(),
            to_move: Color::Black,
            check: false,
            outcome: None,
            seconds_left: 8,
            clocks: Some([263_400, 7_300]),
            away: Vec::new(),
        })
        .into(),
        Event::PlayedThenMovedOn {
            mover: "Ann".into(),
            san: "e4".into(),
        }
        .into(),
        Event::Ended {
            how: HowEnded::DrawAgreed {
                by: "Bob".into(),
                offered_by: "Ann".into(),
            },
            game: game(),
            outcome: Outcome {
                winner: None,
                reason: Reason::Agreement,
            },
        }
        .into(),
        Event::EndedDirect {
            game: game(),
            outcome: won(Color::Black, Reason::KingSucked),
        }
        .into(),
        Event::Reminder {
            game: game(),
            to_move: ann(),
            opponent: bob(),
            left: 1800,
        }
        .into(),
        Event::ReminderDirect {
            game: game(),
            opponent: bob(),
            left: 1800,
        }
        .into(),
        Event::YourMoveDirect {
            why: WhyYourMove::Played {
                by: "Bob".into(),
                san: "e5".into(),
            },
            game: game(),
            opponent: bob(),
            left: Some(86_400),
        }
        .into(),
        Event::Owed {
            not_played: Some("e1e8".into()),
        }
        .into(),
        Event::OfferMade {
            kind: Offer::Draw,
            by: "Ann".into(),
            to: "Bob".into(),
        }
        .into(),
        Event::OfferDeclined {
            kind: Offer::Takeback,
            by: "Bob".into(),
        }
        .into(),
        Event::OfferToBot {
            kind: Offer::Draw,
            by: "Ann".into(),
        }
        .into(),
        Event::BotTakebacksUnrated.into(),
        Event::TakenBack {
            by: "Bob".into(),
            moves: vec!["V@d6".into(), "c2c4".into()],
            to_move: "Bob".into(),
            color: Color::Black,
        }
        .into(),
        Event::PremoveStored {
            game: GameId(7),
            lines: vec![vec!["e7e5".into(), "g1f3".into()]],
        }
        .into(),
        Event::PremovesCleared {
            game: GameId(7),
            count: 2,
        }
        .into(),
        Event::BoardLinksRevoked {
            game: GameId(7),
            count: 2,
        }
        .into(),
        Event::BoardWidget { on: true }.into(),
        Event::BoardWidget { on: false }.into(),
        Event::PremoveNotInPublic(Some(GameId(7))).into(),
        Event::PremoveSendHere(Some(GameId(7))).into(),
        Event::VacationStarted {
            until: at(7),
            paused: 2,
            used: 7,
        }
        .into(),
        Event::VacationEnded { used: 9 }.into(),
        Event::Analysing {
            id: GameId(7),
            done: 3,
            total: 25,
        }
        .into(),
        View::ChallengesWaiting(vec![(*challenge(), 3600)]).into(),
        View::PageLink {
            of: PageOf::Game(GameId(7)),
            url: Some("https://kibitz.example.org/game/k".into()),
        }
        .into(),
        View::BoardLink {
            game: GameId(7),
            player: UserId::new(Platform::Console, "ann"),
            url: Some("https://kibitz.example.org/play#0123".into()),
        }
        .into(),
        View::PremoveLines {
            game: GameId(7),
            lines: vec![vec![
                "e7e5".into(),
                "g1f3".into(),
                "b8c6".into(),
                "f1b5".into(),
            ]],
        }
        .into(),
        View::NotifySettings {
            saved: true,
            settings: NotifySet::default().with(&[NotifyEvent::Result], true),
        }
        .into(),
        View::VacationStatus {
            until: Some(at(2)),
            used: 4,
        }
        .into(),
        View::Board {
            game: game(),
            to_move: Color::White,
            outcome: None,
            away: vec![],
        }
        .into(),
        View::Games(vec![GameLine {
            game: game(),
            yours: true,
            to_move: Color::White,
            left: Some(7200),
            away: vec![("Bob".into(), at(3))],
        }])
        .into(),
        View::Next {
            game: game(),
            left: Some(7200),
            away: vec![],
        }
        .into(),
        View::History {
            game: game(),
            moves: 2,
            outcome: None,
            movetext: "1. e2e4 e7e5".into(),
            pgn: "[Event \"Kibitz game 7\"]\n\n1. e2e4 e7e5 *".into(),
        }
        .into(),
        View::Replay {
            game: game(),
            plies: 12,
        }
        .into(),
        View::Exported { count: 4 }.into(),
        View::MovesListed {
            asked: Which::From {
                square: "g1".parse().unwrap(),
                role: Some(Role::Knight),
            },
            count: 2,
            listed: vec!["g1f3".into(), "g1h3".into()],
            mover: "Ann".into(),
            color: Color::White,
        }
        .into(),
        View::BestRatings {
            variant: Variant::Standard,
            in_server: true,
            top: vec![(ann(), rating(1612.4, 12)), (bob(), rating(1490.0, 3))],
            me: Some((14, 20, rating(1402.0, 5))),
            levels: vec![(BotLevel::new(3).unwrap(), rating(1350.0, 40))],
        }
        .into(),
        View::PlayerRatings {
            player: ann(),
            in_server: false,
            ranked: vec![(Variant::Suction, rating(1540.0, 9), 2, 31)],
            against_bot: vec![(Variant::Standard, rating(1380.0, 1))],
            puzzles: vec![(Variant::Standard, rating(1622.0, 14))],
        }
        .into(),
        View::WhichRules.into(),
        View::Rules {
            variant: Variant::Swapper,
            topics: vec!["setup".into(), "mage".into()],
        }
        .into(),
        View::Rule {
            variant: Variant::Swapper,
            topic: "mage".into(),
        }
        .into(),
        View::Variants.into(),
        View::Help(Some("vote".into())).into(),
        View::Languages {
            mine: Some(Lang::De),
            room: None,
            saved: true,
            from_client: false,
        }
        .into(),
        View::Analysis(Box::new(AnalysisReport {
            game: GameView {
                finished: true,
                ..game()
            },
            outcome: Some(won(Color::Black, Reason::Checkmate)),
            plies: 18,
            nodes: 20_000,
            accuracy: Some((61.5, 92.25)),
            judged: vec![judged()],
            key: Some(judged()),
        }))
        .into(),
        Caption::Record(GameId(7)).into(),
        Caption::Replay {
            game: game(),
            plies: 12,
        }
        .into(),
        Caption::Export {
            player: ann(),
            count: 4,
        }
        .into(),
        Caption::Map {
            asked: Which::Drops(Role::Pawn),
            count: 30,
        }
        .into(),
        Caption::Diagram {
            variant: Variant::Suction,
            topic: "first-rank".into(),
        }
        .into(),
        Caption::Graph(GameId(7)).into(),
        Caption::KeyMoment {
            id: GameId(7),
            moment: Box::new(judged()),
        }
        .into(),
    ];
    all.extend(group_samples());
    all
}

/// A saying's kind with the enum it is of, so that kinds of one name in two enums
/// (`Standings`, a view and a caption) are told apart.
fn qualified(saying: &Saying) -> String {
    let of = match saying {
        Saying::Event(Event::Puzzle(_)) => "Puzzle",
        Saying::Event(Event::Team(_)) => "Team",
        Saying::Event(Event::Tournament(_)) => "TournamentEvent",
        Saying::Event(_) => "Event",
        Saying::View(View::Tournament(_)) => "TournamentInfo",
        Saying::View(_) => "View",
        Saying::Caption(Caption::Tournament(_)) => "TournamentCaption",
        Saying::Caption(_) => "Caption",
    };
    format!("{of}::{}", saying.kind())
}

/// Every kind `samples` must hold: each variant, those that hold another enum by its own.
fn every_kind() -> BTreeSet<String> {
    let of = |enum_name: &str, names: &[&str], holders: &[&str]| -> Vec<String> {
        (names.iter())
            .filter(|name| !holders.contains(name))
            .map(|name| format!("{enum_name}::{name}"))
            .collect()
    };
    [
        of("Event", Event::VARIANTS, &["Puzzle", "Team", "Tournament"]),
        of("View", View::VARIANTS, &["Tournament"]),
        of("Caption", Caption::VARIANTS, &["Tournament"]),
        of("Puzzle", PuzzleEvent::VARIANTS, &[]),
        of("Team", TeamEvent::VARIANTS, &[]),
        of("TournamentEvent", TournamentEvent::VARIANTS, &[]),
        of("TournamentInfo", TournamentInfo::VARIANTS, &[]),
        of("TournamentCaption", TournamentCaption::VARIANTS, &[]),
    ]
    .concat()
    .into_iter()
    .collect()
}

#[test]
fn every_kind_of_saying_has_a_sample() {
    let sampled: BTreeSet<String> = samples().iter().map(qualified).collect();
    let missing: Vec<_> = every_kind().difference(&sampled).cloned().collect();
    assert!(missing.is_empty(), "sayings with no sample: {missing:?}");
}

#[test]
fn every_saying_is_said_in_each_language_as_its_golden_text() {
    let said = |lang: Lang| -> String {
        (samples().into_iter())
            .map(|saying| {
                let kind = qualified(&saying);
                format!("{kind}: {}\n", said(Tr(lang), &Said(vec![saying])))
            })
            .collect()
    };
    compare_with_golden("sayings", Lang::ALL.map(|lang| (lang.code(), said(lang))));
}
