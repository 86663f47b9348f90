//! Tournaments through the game service with a controlled clock: a 9-player Swiss and a
//! 6-player round robin played to the end (games won, drawn, lost on time, a withdrawal, a
//! restart mid-round), the record exported and paired again by the Dutch system, and the
//! refusals.

use crate::support::players::*;
use crate::support::stores::scratch_store;
use kibitz::game::{
    Answer, ChannelId, Command, Format, ManualClock, Notice, Platform, Reply, Seat, Service,
    TimePerMove, TournamentAction, TournamentCommand, TournamentId, TournamentTerms, User, UserId,
};
use kibitz::pairing::{check, trf::Report};
use kibitz::rules::{Color, Variant};
use kibitz::store::TournamentState;
use std::collections::{HashMap, HashSet};
use std::sync::Arc;

const HOUR: i64 = 3600;

fn player(n: usize) -> User {
    User::new(
        UserId::new(Platform::Console, &format!("p{n}")),
        format!("P{n}"),
    )
}

fn club() -> ChannelId {
    ChannelId::new(Platform::Console, "club")
}

fn command(action: TournamentAction) -> Command {
    Command::Tournament(TournamentCommand {
        action,
        id: None,
        may_organise: false,
    })
}

fn organising(action: TournamentAction) -> Command {
    Command::Tournament(TournamentCommand {
        action,
        id: None,
        may_organise: true,
    })
}

fn create(format: Format, rounds: Option<u32>) -> Command {
    organising(TournamentAction::Create(TournamentTerms {
        variant: Variant::Standard,
        format,
        rounds,
        time: TimePerMove::from_seconds(HOUR as u64).unwrap(),
        name: Some("Club Open".into()),
        rated: true,
        max_players: None,
    }))
}

/// One board as the announcement lists it.
#[derive(Clone, Debug, PartialEq)]
struct Board {
    number: u32,
    white: String,
    black: String,
    channel: ChannelId,
}

/// The boards and the bye of an announcement, read in the format scripts read.
fn read_round(text: &str) -> (Vec<Board>, Option<String>) {
    let mut boards = Vec::new();
    let mut bye = None;
    for line in text.lines() {
        if let Some(rest) = line.strip_prefix("Board ") {
            let (number, rest) = rest.split_once(": ").unwrap();
            let (white, rest) = rest.split_once(" (White) v ").unwrap();
            let (black, channel) = rest.split_once(" (Black) in ").unwrap();
            boards.push(Board {
                number: number.parse().unwrap(),
                white: white.into(),
                black: black.into(),
                channel: ChannelId::new(Platform::Console, channel),
            });
        } else if let Some(rest) = line.strip_prefix("Bye: ") {
            let (name, points) = rest.split_once(" (").unwrap();
            assert!(points.ends_with("point)"), "{line}");
            bye = Some(name.to_string());
        }
    }
    (boards, bye)
}

/// Sets up every game due, each in a channel of its own; the replies posted there.
fn seat_all(svc: &Service) -> Vec<(Seat, Reply)> {
    svc.clockwork()
        .seats()
        .into_iter()
        .map(|seat| {
            let place = ChannelId::new(
                Platform::Console,
                &format!("club-r{}-b{}", seat.round, seat.board),
            );
            let reply = ok(svc.clockwork().seat(&seat, &place));
            (seat, reply)
        })
        .collect()
}

/// The tick's notices for the tournament's channel, confirmed as posted.
fn announcements(svc: &Service) -> Vec<Notice> {
    let notices = svc.clockwork().tick();
    svc.clockwork().posted(&notices);
    notices
        .into_iter()
        .filter(|n| n.channel == club())
        .collect()
}

/// The round just paired: its games set up, then its one announcement.
fn next_round(svc: &Service, round: u32) -> (Vec<Board>, Option<String>) {
    // Paired by the tick (round 1 by the start), announced only once its games are set up.
    assert!(announcements(svc).is_empty());
    let seated = seat_all(svc);
    for (seat, reply) in &seated {
        assert_eq!(seat.round, round);
        assert_eq!(seat.parent, club());
        assert!(reply.image.is_some(), "a tournament game shows its board");
        assert_eq!(reply.says[0], "BoardBegins");
        let on_image = reply.board.as_ref().and_then(|b| b.tournament_board);
        assert_eq!(on_image, Some((round, seat.board)));
    }
    let notices = announcements(svc);
    assert_eq!(notices.len(), 1, "one announcement of round {round}");
    let text = &notices[0].reply.text;
    assert_eq!(notices[0].reply.says[0], "RoundAnnounced");
    let (boards, bye) = read_round(text);
    assert_eq!(boards.len(), seated.len());
    // Announced once: the next tick says nothing more.
    assert!(announcements(svc).is_empty());
    (boards, bye)
}

fn by_name<'a>(players: &'a [User], name: &str) -> &'a User {
    players.iter().find(|p| p.name == name).unwrap()
}

#[test]
fn a_nine_player_swiss_is_played_to_the_end_and_its_record_pairs_again_the_same() {
    let clock = Arc::new(ManualClock::new(T0));
    let store = Arc::new(scratch_store());
    let mut svc = Service::new(store.clone(), clock.clone());
    let players: Vec<User> = (1..=9).map(player).collect();
    let created = ok(svc.handle(&players[0], &club(), create(Format::Swiss, Some(5))));
    assert_eq!(created.says[0], "Created");
    let id = created.tournament.expect("the tournament made");
    assert_eq!(store.tournament(id).unwrap().unwrap().name, "Club Open");
    for p in &players {
        ok(svc.handle(p, &club(), command(TournamentAction::Join)));
    }
    refused(
        svc.handle(&players[3], &club(), command(TournamentAction::Join)),
        "AlreadyIn",
    );
    refused(
        svc.handle(&players[3], &club(), command(TournamentAction::Start)),
        "NotOrganiser",
    );
    ok(svc.handle(&players[0], &club(), command(TournamentAction::Start)));
    let mut met: HashSet<(String, String)> = HashSet::new();
    let mut byes: Vec<String> = Vec::new();
    let mut withdrawn: Option<String> = None;
    for round in 1..=5u32 {
        let (boards, bye) = next_round(&svc, round);
        let mut paired: Vec<&str> = Vec::new();
        for b in &boards {
            assert!(met.insert((b.white.clone(), b.black.clone())), "rematch");
            assert!(
                !met.contains(&(b.black.clone(), b.white.clone())),
                "rematch"
            );
            paired.extend([b.white.as_str(), b.black.as_str()]);
        }
        if let Some(bye) = &bye {
            assert!(!byes.contains(bye), "a second bye for {bye}");
            byes.push(bye.clone());
            paired.push(bye);
        }
        let in_play = if withdrawn.is_some() { 8 } else { 9 };
        assert_eq!(
            paired.len(),
            in_play,
            "round {round}: everyone still in, once"
        );
        if let Some(gone) = &withdrawn {
            assert!(!paired.contains(&gone.as_str()), "{gone} withdrew");
        }
        if round == 4 {
            // A restart mid-round: a new service on the same database goes on.
            svc = Service::new(store.clone(), clock.clone());
        }
        for (i, b) in boards.iter().enumerate() {
            let white = by_name(&players, &b.white);
            let black = by_name(&players, &b.black);
            match (round, i % 3) {
                // Round 2, board 1: nobody moves; White loses on time below.
                (2, 0) if i == 0 => {}
                // Round 3, board 1: Black withdraws from the tournament mid-game.
                (3, _) if i == 0 => {
                    ok(svc.handle(white, &b.channel, Command::Move("e2e4".into())));
                    let told = ok(svc.handle(black, &club(), command(TournamentAction::Withdraw)));
                    assert_eq!(told.says, ["Withdrawn"]);
                    let entrant = (store.entrants(id).unwrap().into_iter())
                        .find(|e| e.user.id == black.id)
                        .unwrap();
                    assert_eq!(entrant.withdrawn, Some(3), "not paired after round 3");
                    // Black had not moved: White wins by forfeit, and is told.
                    let board = ok(svc.handle(white, &b.channel, Command::Board));
                    assert_eq!(outcome(&board).and_then(|o| o.winner), Some(Color::White));
                    assert_eq!(told.mentions, vec![white.id.clone()]);
                    withdrawn = Some(black.name.clone());
                }
                (_, 0) => {
                    ok(svc.handle(white, &b.channel, Command::Draw(Answer::Offer)));
                    ok(svc.handle(black, &b.channel, Command::Draw(Answer::Accept)));
                }
                (_, 1) => {
                    ok(svc.handle(white, &b.channel, Command::Move("e2e4".into())));
                    ok(svc.handle(black, &b.channel, Command::Resign));
                }
                _ => {
                    ok(svc.handle(white, &b.channel, Command::Resign));
                }
            }
        }
        if round == 2 {
            // The last game of the round ends on time, which pairs the next round.
            clock.advance(2 * HOUR);
        }
        if round < 5 {
            // The round has ended: the next one is paired by the tick.
            let standings =
                ok(svc.handle(&players[4], &club(), command(TournamentAction::Standings)));
            assert_eq!(standings.says[0], "Standings");
        }
    }
    let over = announcements(&svc);
    assert_eq!(over.len(), 1, "the final standings, once");
    assert_eq!(over[0].reply.says, ["Over"]);
    let row = store.tournament(id).unwrap().unwrap();
    assert_eq!((row.state, row.round), (TournamentState::Finished, 5));
    // With the final standings drawn as a table.
    let drawn = &over[0].reply.files;
    assert!(
        drawn
            .iter()
            .any(|f| f.file_name == "tournament-1-standings.png"),
        "{drawn:?}"
    );
    assert!(announcements(&svc).is_empty());
    // The points handed out: a win or a bye 1, a draw ½ each, over five rounds.
    let standings = ok(svc.handle(&players[0], &club(), command(TournamentAction::Standings)));
    assert_eq!(standings.says[0], "Standings");
    // And as a table image: a row for each of the nine players under the title and header.
    let table = standings
        .files
        .iter()
        .find(|f| f.file_name.ends_with("-standings.png"))
        .unwrap();
    assert_eq!(table.caption, "Standings of Club Open (tournament 1)");
    let info = png::Decoder::new(std::io::Cursor::new(&table.bytes))
        .read_info()
        .unwrap();
    let height = info.info().height;
    assert_eq!(height / 34, 2 + 9, "{height}");
    std::fs::write(
        std::env::temp_dir().join("kibitz-standings.png"),
        &table.bytes,
    )
    .ok();
    // The record as a TRF-16 report: read back, every round paired again by the Dutch
    // system from the rounds before it gives the same pairing.
    let exported = ok(svc.handle(&players[0], &club(), command(TournamentAction::Export)));
    let trf = exported
        .files
        .iter()
        .find(|f| f.file_name.ends_with(".trf"))
        .unwrap();
    let report = Report::parse(std::str::from_utf8(&trf.bytes).unwrap()).unwrap();
    assert_eq!(report.lines.len(), 9);
    assert_eq!(report.swiss.rounds, 5);
    assert_eq!(check::check(&report.swiss), vec![]);
    assert_eq!(Report::parse(&report.write()).unwrap(), report);
    let pgn = exported
        .files
        .iter()
        .find(|f| f.file_name.ends_with(".pgn"))
        .unwrap();
    let games = String::from_utf8(pgn.bytes.clone()).unwrap();
    assert_eq!(games.matches("[Event ").count(), 4 * 5, "{games}");
}

#[test]
fn a_six_player_round_robin_meets_everyone_once_by_the_berger_tables() {
    let (svc, _clock) = service();
    let players: Vec<User> = (1..=6).map(player).collect();
    ok(svc.handle(&players[0], &club(), create(Format::RoundRobin, None)));
    for p in &players {
        ok(svc.handle(p, &club(), command(TournamentAction::Join)));
    }
    ok(svc.handle(&players[0], &club(), command(TournamentAction::Start)));
    let mut met: HashMap<(String, String), u32> = HashMap::new();
    for round in 1..=5u32 {
        let (boards, bye) = next_round(&svc, round);
        assert_eq!((boards.len(), bye), (3, None));
        for b in &boards {
            let mut pair = [b.white.clone(), b.black.clone()];
            pair.sort();
            *met.entry((pair[0].clone(), pair[1].clone())).or_default() += 1;
            let white = by_name(&players, &b.white);
            ok(svc.handle(white, &b.channel, Command::Resign));
        }
    }
    assert_eq!(met.len(), 15, "every pair of six players");
    assert!(met.values().all(|&n| n == 1));
    let over = announcements(&svc);
    assert_eq!(over.len(), 1);
    assert_eq!(over[0].reply.says, ["Over"]);
    // Its report says it was a round robin, and reads back so.
    let exported = ok(svc.handle(&players[1], &club(), command(TournamentAction::Export)));
    let trf = exported
        .files
        .iter()
        .find(|f| f.file_name.ends_with(".trf"))
        .unwrap();
    let text = String::from_utf8(trf.bytes.clone()).unwrap();
    assert!(text.contains("092 Individual: Round-Robin"), "{text}");
    let report = Report::parse(&text).unwrap();
    assert!(report.round_robin);
    assert_eq!(report.swiss.players[0].rounds.len(), 5);
}

#[test]
fn two_games_lost_on_time_without_a_move_withdraw_a_player() {
    let (svc, clock, store) = service_and_store();
    let players: Vec<User> = (1..=4).map(player).collect();
    ok(svc.handle(&players[0], &club(), create(Format::Swiss, Some(3))));
    for p in &players {
        ok(svc.handle(p, &club(), command(TournamentAction::Join)));
    }
    ok(svc.handle(&players[0], &club(), command(TournamentAction::Start)));
    let absent = "P4";
    for round in 1..=2u32 {
        let (boards, _) = next_round(&svc, round);
        for b in &boards {
            let white = by_name(&players, &b.white);
            let black = by_name(&players, &b.black);
            if b.white == absent {
                continue; // never moves: loses on time
            }
            ok(svc.handle(white, &b.channel, Command::Move("e2e4".into())));
            if b.black != absent {
                ok(svc.handle(black, &b.channel, Command::Resign));
            }
        }
        clock.advance(2 * HOUR);
    }
    let (boards, bye) = next_round(&svc, 3);
    assert!(boards
        .iter()
        .all(|b| b.white != absent && b.black != absent));
    assert_ne!(bye.as_deref(), Some(absent));
    let entrants = store.entrants(TournamentId(1)).unwrap();
    let gone: Vec<(&str, Option<u32>)> = (entrants.iter())
        .filter(|e| e.withdrawn.is_some())
        .map(|e| (e.user.name.as_str(), e.withdrawn))
        .collect();
    assert_eq!(
        gone,
        [(absent, Some(2))],
        "withdrawn after its second loss without a move"
    );
}

#[test]
fn tournament_commands_refuse_clearly_and_change_nothing() {
    let (svc, _clock) = service();
    let (ann, bob) = (ann(), bob());
    refused(
        svc.handle(&ann, &club(), command(TournamentAction::Join)),
        "NoneHere",
    );
    refused(
        svc.handle(
            &ann,
            &club(),
            command(TournamentAction::Create(TournamentTerms {
                variant: Variant::Suction,
                format: Format::Swiss,
                rounds: None,
                time: TimePerMove::DEFAULT,
                name: None,
                rated: true,
                max_players: None,
            })),
        ),
        "OrganisersOnly",
    );
    refused(
        svc.handle(&ann, &club(), create(Format::RoundRobin, Some(3))),
        "RoundsForRoundRobin",
    );
    ok(svc.handle(&ann, &club(), create(Format::Swiss, Some(3))));
    refused(
        svc.handle(&ann, &club(), command(TournamentAction::Leave)),
        "NotIn",
    );
    ok(svc.handle(&ann, &club(), command(TournamentAction::Join)));
    refused(
        svc.handle(&ann, &club(), command(TournamentAction::Start)),
        "TooFewPlayers",
    );
    refused(
        svc.handle(&bob, &club(), command(TournamentAction::Cancel)),
        "NotOrganiser",
    );
    refused(
        svc.handle(&ann, &club(), command(TournamentAction::Pairings(Some(2)))),
        "NothingPaired",
    );
    refused(
        svc.handle(&ann, &club(), command(TournamentAction::Withdraw)),
        "NotRunning",
    );
    ok(svc.handle(&bob, &club(), command(TournamentAction::Join)));
    refused(
        svc.handle(&ann, &club(), command(TournamentAction::Start)),
        "TooManyRounds",
    );
    // A second tournament here: commands without an id ask which.
    ok(svc.handle(&bob, &club(), create(Format::RoundRobin, None)));
    refused(
        svc.handle(&ann, &club(), command(TournamentAction::Show)),
        "Which",
    );
    let second = Command::Tournament(TournamentCommand {
        action: TournamentAction::Join,
        id: Some(TournamentId(2)),
        may_organise: false,
    });
    ok(svc.handle(&ann, &club(), second));
    let first_round_two = Command::Tournament(TournamentCommand {
        action: TournamentAction::Pairings(Some(2)),
        id: Some(TournamentId(2)),
        may_organise: false,
    });
    refused(svc.handle(&ann, &club(), first_round_two), "NothingPaired");
    refused(
        svc.handle(
            &ann,
            &club(),
            Command::Tournament(TournamentCommand {
                action: TournamentAction::Show,
                id: Some(TournamentId(9)),
                may_organise: false,
            }),
        ),
        "NoSuch",
    );
}

#[test]
fn two_processes_on_one_database_pair_set_up_and_announce_each_round_once() {
    let target = crate::support::stores::scratch_target("tournament-processes");
    let clock = Arc::new(ManualClock::new(T0));
    let one = Service::new(
        kibitz::store::Store::connect(&target).unwrap(),
        clock.clone(),
    );
    let two = Service::new(
        kibitz::store::Store::connect(&target).unwrap(),
        clock.clone(),
    );
    let players: Vec<User> = (1..=4).map(player).collect();
    ok(one.handle(&players[0], &club(), create(Format::Swiss, Some(2))));
    for (i, p) in players.iter().enumerate() {
        let svc = if i % 2 == 0 { &one } else { &two };
        ok(svc.handle(p, &club(), command(TournamentAction::Join)));
    }
    ok(two.handle(&players[0], &club(), command(TournamentAction::Start)));
    refused(
        one.handle(&players[0], &club(), command(TournamentAction::Start)),
        "NotToStart",
    );
    let mut ended = Vec::new();
    for round in 1..=2u32 {
        // Both look for games to set up at once: each board goes to one of them.
        let (a, b) = std::thread::scope(|s| {
            let a = s.spawn(|| one.clockwork().seats());
            let b = s.spawn(|| two.clockwork().seats());
            (a.join().unwrap(), b.join().unwrap())
        });
        let mut boards: Vec<u32> = a.iter().chain(&b).map(|seat| seat.board).collect();
        boards.sort_unstable();
        assert_eq!(boards, [1, 2], "round {round}");
        for (svc, seats) in [(&one, &a), (&two, &b)] {
            for seat in seats {
                let place = ChannelId::new(Platform::Console, &format!("r{round}b{}", seat.board));
                ok(svc.clockwork().seat(seat, &place));
                // Set up twice (a retry after a lost answer): refused, nothing changes.
                assert!(svc.clockwork().seat(seat, &place).error);
            }
        }
        // Both tick: one announcement between them.
        let said: Vec<Notice> = announcements(&one)
            .into_iter()
            .chain(announcements(&two))
            .collect();
        assert_eq!(said.len(), 1, "round {round}");
        let (boards, _) = read_round(&said[0].reply.text);
        for b in &boards {
            ok(one.handle(by_name(&players, &b.white), &b.channel, Command::Resign));
        }
        // The round's end is seen by both ticks: the next round is paired once (and
        // announced once set up), the final standings posted once.
        ended.extend(announcements(&one));
        ended.extend(announcements(&two));
    }
    ended.extend(announcements(&one));
    ended.extend(announcements(&two));
    let over: Vec<&Notice> = ended
        .iter()
        .filter(|n| n.reply.text.contains("is over"))
        .collect();
    assert_eq!(
        (over.len(), ended.len()),
        (1, 1),
        "the final standings once"
    );
    assert!(over[0].reply.text.contains("is over"));
}
