//! The subjects the golden sayings are about (players, a game, a challenge, a tournament),
//! and the samples of puzzles, team games and tournaments: see `sayings_test.rs`.

use crate::engine::accuracy::Judgement;
use crate::game::analyses::told::JudgedMove;
use crate::game::events::*;
use crate::game::subjects::{ChallengeView, GameView, RatingView, TournamentView};
use crate::game::teams::tally::{Decision, Part, TallyLine};
use crate::game::teams::told::TeamEvent;
use crate::game::tournaments::told::*;
use crate::rules::{Color, Outcome, Reason, Variant};
use crate::store::TournamentState;
use crate::types::*;

pub(super) const T0: i64 = 1_700_000_000;

pub(super) fn at(days: i64) -> Time {
    Time::from_unix(T0 + days * 86_400)
}

pub(super) fn user(key: &str, name: &str) -> User {
    User::new(UserId::new(Platform::Console, key), name)
}

pub(super) fn ann() -> User {
    user("ann", "Ann")
}

pub(super) fn bob() -> User {
    user("bob", "Bob")
}

pub(super) fn here() -> ChannelId {
    ChannelId::new(Platform::Console, "club")
}

pub(super) fn game() -> GameView {
    GameView {
        id: GameId(7),
        channel: here(),
        variant: Variant::Suction,
        white: ann(),
        black: bob(),
        time: TimePerMove::from_seconds(86_400).unwrap(),
        clock: None,
        ply: 12,
        finished: false,
    }
}

pub(super) fn challenge() -> Box<ChallengeView> {
    Box::new(ChallengeView {
        id: ChallengeId(3),
        channel: here(),
        challenger: ann(),
        opponent: Some(bob()),
        variant: Variant::Shrink,
        color: ColorChoice::White,
        time: TimePerMove::DEFAULT,
        clock: None,
        rated: true,
        bot_level: None,
        votes: None,
    })
}

/// A team's challenge to another channel's team, whose votes last ten minutes.
pub(super) fn team_challenge() -> Box<ChallengeView> {
    let team = |channel: &str, name: &str| {
        User::new(
            UserId::team(&ChannelId::new(Platform::Console, channel)),
            name,
        )
    };
    Box::new(ChallengeView {
        challenger: team("north", "team north"),
        opponent: Some(team("south", "team south")),
        votes: Some(VoteRules {
            vote: VoteTime::from_seconds(600).unwrap(),
            show_voters: true,
        }),
        ..*challenge()
    })
}

pub(super) fn tournament() -> Box<TournamentView> {
    Box::new(TournamentView {
        id: TournamentId(2),
        name: "Club Open".into(),
        variant: Variant::GiveAndTake,
        format: Format::Swiss,
        rounds: Some(5),
        time: TimePerMove::DEFAULT,
        rated: true,
        max_players: Some(16),
        organiser: ann(),
        state: TournamentState::Running,
        round: 2,
    })
}

pub(super) fn rating(rating: f64, games: u32) -> RatingView {
    RatingView {
        rating,
        deviation: 80.0,
        games,
    }
}

pub(super) fn won(winner: Color, reason: Reason) -> Outcome {
    Outcome {
        winner: Some(winner),
        reason,
    }
}

pub(super) fn tally() -> Vec<TallyLine> {
    vec![
        TallyLine {
            choice: "e2e4".into(),
            count: 2,
            voters: vec!["ann".into(), "bob".into()],
        },
        TallyLine {
            choice: "draw".into(),
            count: 1,
            voters: vec!["cat".into()],
        },
    ]
}

pub(super) fn standings() -> Vec<StandingLine> {
    let line = |place: usize, name: &str, points: u32, withdrawn: bool| StandingLine {
        player: place - 1,
        place,
        name: name.into(),
        points,
        // As the Swiss's tie-breaks hold them: Buchholz cut 1, Buchholz and Sonneborn-Berger
        // in quarter points, then direct encounter and wins.
        tiebreaks: vec![
            points as u64 * 6,
            points as u64 * 8,
            points as u64 * 4,
            1,
            2,
        ],
        withdrawn,
    };
    vec![line(1, "Ann", 4, false), line(2, "Bob", 1, true)]
}

pub(super) fn round() -> RoundLines {
    RoundLines {
        round: 2,
        lines: vec![PairingLine {
            board: 1,
            white: "Ann".into(),
            black: "Bob".into(),
            channel: Some(ChannelId::new(Platform::Console, "club-r2-b1")),
            result: Some(BoardResult::Drawn),
        }],
        bye: Some(("Cat".into(), 2)),
    }
}

pub(super) fn judged() -> JudgedMove {
    JudgedMove {
        number: 9,
        mover: Color::White,
        played: "g2g4".into(),
        better: Some("d2d4".into()),
        judgement: Judgement::Blunder,
        before: 55.0,
        after: 8.5,
    }
}

pub(super) fn puzzle_event(event: PuzzleEvent) -> Saying {
    Event::Puzzle(event).into()
}

pub(super) fn team(event: TeamEvent) -> Saying {
    Event::Team(Box::new(event)).into()
}

/// The samples of puzzles, team games and tournaments.
pub(super) fn group_samples() -> Vec<Saying> {
    let t = tournament;
    let mut all = Vec::new();
    all.extend([
        puzzle_event(PuzzleEvent::Shown {
            id: "st0042".into(),
            variant: Variant::Standard,
            rating: 1512,
            themes: vec!["mateIn2".into(), "fork".into()],
            solver: Color::Black,
            solver_moves: 2,
        }),
        puzzle_event(PuzzleEvent::Right {
            id: "st0042".into(),
            solver: "Bob".into(),
            played: "d8h4".into(),
            reply: Some("g2g3".into()),
            rating: None,
        }),
        puzzle_event(PuzzleEvent::Wrong {
            id: "st0042".into(),
            solver: "Eve".into(),
            played: "a7a6".into(),
            rating: Some((Variant::Standard, 1500.0, 1471.5)),
        }),
        puzzle_event(PuzzleEvent::Solution {
            id: "st0042".into(),
            solver: "Ann".into(),
            rest: vec!["d8h4".into(), "g2g3".into(), "h4g3".into()],
            rating: Some((Variant::Standard, 1500.0, 1480.0)),
        }),
        puzzle_event(PuzzleEvent::AlreadyDone {
            id: "st0042".into(),
            solved: true,
        }),
        puzzle_event(PuzzleEvent::Daily {
            on: true,
            changed: true,
        }),
        puzzle_event(PuzzleEvent::OfTheDay { day: 19_700 }),
    ]);
    let vote = VoteTime::from_seconds(600).unwrap();
    all.extend([
        team(TeamEvent::ChallengeSent(team_challenge())),
        team(TeamEvent::ChallengedHere(team_challenge())),
        team(TeamEvent::VoteOpen {
            team: "team north".into(),
            vote,
        }),
        team(TeamEvent::VoteCounted {
            choice: "g1f3".into(),
            was: Some("d2d4".into()),
        }),
        team(TeamEvent::Tally {
            team: "team north".into(),
            lines: tally(),
            voters: 3,
            show_voters: true,
            closes_in: 540,
            closing_now: false,
        }),
        team(TeamEvent::VoteClosed {
            team: "team north".into(),
            lines: tally(),
            voters: 3,
            show_voters: false,
            decision: Decision::Draw {
                then: Some("e2e4".into()),
            },
        }),
        team(TeamEvent::Record {
            team: "team north".into(),
            parts: vec![Part {
                name: "ann".into(),
                voted: 2,
                played: 1,
            }],
        }),
    ]);
    all.extend(
        [
            TournamentEvent::Created(t()),
            TournamentEvent::Joined {
                t: t(),
                player: "Bob".into(),
                count: 4,
            },
            TournamentEvent::Left {
                t: t(),
                player: "Bob".into(),
                count: 3,
            },
            TournamentEvent::Withdrawn {
                t: t(),
                player: "Bob".into(),
                game_lost: Some(("Ann".into(), true)),
            },
            TournamentEvent::Started { t: t(), players: 9 },
            TournamentEvent::Cancelled(t()),
            TournamentEvent::RoundAnnounced {
                t: t(),
                round: round(),
                withdrawn: vec!["Dan".into()],
            },
            TournamentEvent::Over {
                t: t(),
                lines: standings(),
                early: false,
            },
            TournamentEvent::PairedDirect {
                t: t(),
                round: 2,
                board: 1,
                white: true,
                opponent: "Bob".into(),
                channel: ChannelId::new(Platform::Console, "club-r2-b1"),
            },
            TournamentEvent::BoardBegins {
                t: t(),
                round: 2,
                board: 1,
                white: "Ann".into(),
                black: "Bob".into(),
            },
            TournamentEvent::PlaceName {
                t: t(),
                round: 2,
                board: 1,
                white: "Ann".into(),
                black: "Bob".into(),
            },
        ]
        .map(Saying::from),
    );
    all.extend(
        [
            TournamentInfo::Shown {
                t: t(),
                players: vec!["Ann".into(), "Bob".into()],
                decided: 1,
                boards: 4,
            },
            TournamentInfo::Standings {
                t: t(),
                after: 2,
                lines: standings(),
            },
            TournamentInfo::Pairings {
                t: t(),
                round: round(),
            },
            TournamentInfo::Exported { t: t(), games: 8 },
        ]
        .map(Saying::from),
    );
    all.extend(
        [
            TournamentCaption::Report(t()),
            TournamentCaption::Standings(t()),
            TournamentCaption::Games { t: t(), games: 8 },
        ]
        .map(|c| Caption::Tournament(Box::new(c)).into()),
    );
    all
}
