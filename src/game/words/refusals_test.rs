//! Every refusal worded once in each language, against `tests/golden/refusals/<code>.txt`
//! (written anew with `KIBITZ_UPDATE_GOLDEN=1`). The tests of behaviour check which refusal a
//! command met, by name ([`crate::types::Reply::refused`]); this checks how each is said. A
//! refusal added without a sample here fails the test.

use super::golden_test::compare_with_golden;
use super::refusals::refusal;
use super::Tr;
use crate::game::handled::{ChallengeAction, Refusal};
use crate::game::teams::told::TeamRefusal;
use crate::game::tournaments::told::TournamentRefusal;
use crate::rules::{Color, MoveError, Role, Square, Variant};
use crate::store::{Offer, TournamentState};
use crate::types::*;
use std::collections::BTreeSet;
use strum::VariantNames;

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn thread(key: &str) -> ChannelId {
    ChannelId::within(&ChannelId::new(Platform::Matrix, "!room:example.org"), key)
}

/// One refusal of each kind, with what its words need.
fn samples() -> Vec<Refusal> {
    use Refusal as R;
    use TeamRefusal as T;
    use TournamentRefusal as U;
    let illegal = || MoveError::NoPiece(sq("e3"));
    let ann = || "Ann".to_string();
    let bob = || "Bob".to_string();
    let mut all = vec![
        R::Usage(UsageError::of("move", Problem::WhichMove)),
        R::NoGameInProgress,
        R::PlaysInThreads(vec![
            (thread("$a"), ann(), bob(), Variant::Suction),
            (thread("$b"), ann(), "Cal".into(), Variant::Shrink),
        ]),
        R::NoGamePlayedHere,
        R::NoGameToReplay,
        R::NoSuchGame(GameId(7)),
        R::NoSuchGameHere(GameId(7)),
        R::GameOver(GameId(7)),
        R::NotAPlayer {
            white: ann(),
            black: bob(),
        },
        R::NotYourTurn {
            next: ann(),
            color: Color::White,
        },
        R::NoMoveWaiting,
        R::Illegal {
            text: "e3e4".into(),
            error: illegal(),
        },
        R::MoveRaced,
        R::OutOfTime,
        R::WidgetsInMatrixRooms,
        R::WidgetForModerators,
        R::PositionMoved,
        R::PickExpired,
        R::NoBoardPages,
        R::GameChanged,
        R::GameChangedLookAtBoard,
        R::AdjudicateForModerators,
        R::AdjudicateOwnGame,
        R::LanguageForModerators,
        R::NameTheGame(vec![(
            GameId(3),
            thread("$c"),
            ann(),
            bob(),
            Variant::Standard,
        )]),
        R::NotOnTheBoard(sq("h8")),
        R::NoPieceOn(sq("e4")),
        R::OpponentsPiece {
            square: sq("e7"),
            role: Role::Pawn,
            color: Color::Black,
        },
        R::PieceCannotMove {
            square: sq("a1"),
            role: Role::Rook,
        },
        R::NoDrop(Role::Knight),
        R::OwnChallenge,
        R::GameHere {
            white: ann(),
            black: bob(),
        },
        R::GameThere {
            white: ann(),
            black: bob(),
        },
        R::ChallengeYourself,
        R::ChallengeWaiting {
            variant: Variant::Swapper,
            to: Some(bob()),
        },
        R::TooManyChallenges(5),
        R::ChallengedJustNow,
        R::NoChallengeToAccept,
        R::NoChallengeToDecline,
        R::NoChallengeToCancel,
        R::ChallengesForOthers {
            names: vec![bob(), "Cal".into()],
            action: ChallengeAction::Accept,
        },
        R::ChallengeForOther {
            name: bob(),
            action: ChallengeAction::Decline,
        },
        R::ChallengeJustTaken,
        R::OpenChallengeNotDeclined,
        R::OnlyChallengerCancels(ann()),
        R::ChallengeGone,
        R::NoOwnChallenge,
        R::ChallengeNoLongerWaiting,
        R::NoChallengeFrom("carol".into()),
        R::NotOffered {
            kind: Offer::Draw,
            by: bob(),
        },
        R::AlreadyOffered {
            kind: Offer::Takeback,
            to: bob(),
        },
        R::NothingToDecline {
            kind: Offer::Draw,
            from: bob(),
        },
        R::NoOwnMoveToTakeBack,
        R::NoMoveToTakeBack,
        R::NoFinishedGameHere { playing: true },
        R::StillPlayed(GameId(7)),
        R::NothingToAnalyse(GameId(7)),
        R::NoPuzzleHere,
        R::DailyForModerators,
        R::NoSuchTheme {
            variant: Variant::Standard,
            theme: "fork".into(),
            themes: vec!["mate".into(), "material".into()],
        },
        R::NoPuzzleLeft {
            variant: Variant::GiveAndTake,
            theme: Some("mate".into()),
        },
        R::WhichVariant {
            topic: "castling".into(),
        },
        R::NoSuchTopic {
            variant: Variant::Shrink,
            topic: "castling".into(),
            topics: vec!["vanishing-lines".into()],
        },
        R::PictureUnavailable,
        R::LineNotInPairs,
        R::LineTooLong(8),
        R::YourMoveNow,
        R::LineOutlastsGame {
            at: 3,
            text: "f1c4".into(),
        },
        R::LineIllegal {
            at: 2,
            by: Some(bob()),
            text: "e3e4".into(),
            error: illegal(),
        },
        R::LineStored,
        R::LineConflict {
            after: "e7e5".into(),
            stored: "g1f3".into(),
            new: "f1c4".into(),
        },
        R::TooManyLines(10),
        R::GameMovedOn,
        R::NotOnVacation,
        R::OnVacationUntil(Time::from_unix(1_700_600_000)),
        R::VacationLength(30),
        R::VacationDaysLeft {
            left: 2,
            used: 28,
            per_year: 30,
        },
    ];
    let name = || "Spring Swiss".to_string();
    all.extend(
        [
            U::NoneHere,
            U::NoSuch(TournamentId(4)),
            U::Which(vec![
                (TournamentId(4), name()),
                (TournamentId(5), "Blitz".into()),
            ]),
            U::OrganisersOnly,
            U::NotOrganiser(ann()),
            U::AlreadyIn(name()),
            U::NotIn(name()),
            U::Full {
                name: name(),
                max: 8,
            },
            U::NotOpen(name(), TournamentState::Running),
            U::NotToStart(name(), TournamentState::Finished),
            U::NotRunning(name(), TournamentState::Open),
            U::TooFewPlayers {
                name: name(),
                players: 1,
            },
            U::TooManyRounds {
                rounds: 9,
                players: 4,
            },
            U::RoundsForRoundRobin(Format::RoundRobin),
            U::NoSuchRound {
                round: 4,
                paired: 2,
            },
            U::NothingPaired(name()),
            U::AlreadyWithdrawn(ann()),
        ]
        .map(R::Tournament),
    );
    all.extend(
        [
            T::NoTeamGame,
            T::NotYourTeamsMove {
                to_move: "Lobby".into(),
            },
            T::VoteClosed,
            T::VoteInstead,
            T::OwnTeam,
        ]
        .map(R::Team),
    );
    all
}

/// The names of the refusals `samples` must hold: every variant, a team's and a
/// tournament's by their own.
fn every_kind() -> BTreeSet<&'static str> {
    Refusal::VARIANTS
        .iter()
        .chain(TeamRefusal::VARIANTS)
        .chain(TournamentRefusal::VARIANTS)
        .copied()
        .filter(|name| !["Team", "Tournament"].contains(name))
        .collect()
}

#[test]
fn every_refusal_has_a_sample() {
    let sampled: BTreeSet<_> = samples().iter().map(Refusal::kind).collect();
    let missing: Vec<_> = every_kind().difference(&sampled).copied().collect();
    assert!(missing.is_empty(), "refusals with no sample: {missing:?}");
}

#[test]
fn every_refusal_is_said_in_each_language_as_its_golden_text() {
    let said = |lang: Lang| -> String {
        (samples().iter())
            .map(|why| format!("{}: {}\n", why.kind(), refusal(Tr(lang), why)))
            .collect()
    };
    compare_with_golden("refusals", Lang::ALL.map(|lang| (lang.code(), said(lang))));
}
