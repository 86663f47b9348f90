//! Team games through the service with a manual clock: a channel's members vote on each move,
//! the vote closes when due (or early), and the move with most votes is played; against the
//! bot and between two channels' teams.

use crate::support::players::{drawn, last_move, notices_say, ok, outcome, refused, says, won};
use crate::support::stores;
use kibitz::game::{
    BotLevel, ChallengePick, ChannelId, ColorChoice, Command, ManualClock, Notice, Platform, Reply,
    Service, TeamOpponent, TeamTerms, TimePerMove, User, UserId, VoteChoice, VoteTime,
};
use kibitz::game::{GameId, Problem, TeamOpponentProblem, Time};
use kibitz::rules::{Color, Reason, Variant};
use kibitz::store::Store;
use std::sync::mpsc::Receiver;
use std::sync::Arc;
use std::time::Duration;

const T0: i64 = 1_700_000_000;
/// Thirty minutes a move: the votes last ten minutes unless a challenge says otherwise.
const MOVE_SECONDS: u64 = 1800;
const VOTE_SECONDS: i64 = 600;

fn user(name: &str) -> User {
    User::new(UserId::new(Platform::Console, name), name)
}

fn bot() -> User {
    User::new(UserId::new(Platform::Console, "kibitz"), "Kibitz")
}

fn channel(name: &str) -> ChannelId {
    ChannelId::new(Platform::Console, name)
}

/// Each member's latest vote on move `ply` of `game`, as stored: (voter, choice), sorted.
fn ballots(t: &Team, game: GameId, ply: u32) -> Vec<(String, String)> {
    let mut latest = std::collections::BTreeMap::new();
    for vote in t.store.votes(game, ply).unwrap() {
        latest.insert(vote.voter.name, vote.choice);
    }
    latest.into_iter().collect()
}

fn ballot(voter: &str, choice: &str) -> (String, String) {
    (voter.into(), choice.into())
}

/// The moves of the tally `reply` carries (as stored), most votes first.
fn tallied(reply: &Reply) -> Vec<&str> {
    let tally = reply.tally.as_ref().expect("a tally");
    tally.moves.iter().map(|m| m.notation.as_str()).collect()
}

/// The move a closed vote played: the last move of the game after the first notice.
fn played(notices: &[Notice]) -> Option<String> {
    let notice = notices.first()?;
    last_move(notice.reply.last()).map(String::from)
}

struct Team {
    svc: Arc<Service>,
    clock: Arc<ManualClock>,
    store: Arc<Store>,
    bot_moves: Receiver<Notice>,
}

fn team_service(target: &str) -> Team {
    let store = Arc::new(Store::connect(target).unwrap());
    let clock = Arc::new(ManualClock::new(T0));
    let svc = Arc::new(Service::new(store.clone(), clock.clone()));
    let bot_moves = svc.clockwork().start_bot(1);
    Team {
        svc,
        clock,
        store,
        bot_moves,
    }
}

fn terms(opponent: TeamOpponent, name: &str) -> Command {
    Command::TeamChallenge(Box::new(TeamTerms {
        variant: Variant::Standard,
        opponent,
        color: ColorChoice::White,
        time: TimePerMove::from_seconds(MOVE_SECONDS).unwrap(),
        vote: None,
        show_voters: true,
        rated: true,
        team_name: name.into(),
    }))
}

fn against_bot() -> Command {
    terms(
        TeamOpponent::Bot(bot(), BotLevel::new(1).unwrap()),
        "team lobby",
    )
}

fn vote(t: &Team, who: &str, ch: &ChannelId, choice: &str) -> Reply {
    t.svc.handle(
        &user(who),
        ch,
        Command::Vote {
            choice: VoteChoice::from_word(choice),
            on: None,
        },
    )
}

/// The clock's work, posted as an adapter posts it (the bot's answer to a team's move follows).
fn tick(t: &Team) -> Vec<Notice> {
    let notices = t.svc.clockwork().tick();
    t.svc.clockwork().posted(&notices);
    notices
}

fn bot_reply(t: &Team) -> Notice {
    let notice = t
        .bot_moves
        .recv_timeout(Duration::from_secs(60))
        .expect("the bot answers within a minute");
    says(&notice.reply, "MovePlayed");
    notice
}

#[test]
fn a_team_of_three_against_the_bot_plays_the_move_with_most_votes() {
    let t = team_service(&stores::scratch_target("team-bot"));
    let lobby = channel("lobby");
    let begun = ok(t.svc.handle(&user("ann"), &lobby, against_bot()));
    says(&begun, "VoteOpen");
    let game = begun.game.as_ref().unwrap().id;
    let rules = t
        .store
        .game(game)
        .unwrap()
        .unwrap()
        .votes
        .expect("a team game");
    assert_eq!(rules.vote.seconds() as i64, VOTE_SECONDS);
    assert!(
        begun.mentions.iter().all(|m| !m.is_team()),
        "a team is never mentioned: {:?}",
        begun.mentions
    );

    let first = ok(vote(&t, "ann", &lobby, "e2e4"));
    assert!(first.private, "the voter alone is told their vote counts");
    assert_eq!(first.says, ["VoteCounted"]);
    assert_eq!(ballots(&t, game, 0), [ballot("ann", "e2e4")]);
    let tally = &first.then[0];
    assert!(!tally.private, "the tally is for everyone");
    assert_eq!(
        (tally.says.as_slice(), tallied(tally)),
        (&["Tally"][..], vec!["e2e4"])
    );
    ok(vote(&t, "bob", &lobby, "e2e4"));
    let third = ok(vote(&t, "cat", &lobby, "d2d4"));
    assert_eq!(tallied(&third.then[0]), ["e2e4", "d2d4"]);
    let shown: Vec<&str> = (third.then[0].tally.as_ref().unwrap().moves.iter())
        .map(|m| m.san.as_str())
        .collect();
    assert_eq!(shown, ["e4", "d4"], "the buttons show SAN");
    assert_eq!(
        ballots(&t, game, 0),
        [
            ballot("ann", "e2e4"),
            ballot("bob", "e2e4"),
            ballot("cat", "d2d4")
        ]
    );
    // A member of the team may not move alone.
    refused(
        t.svc
            .handle(&user("ann"), &lobby, Command::Move("d2d4".into())),
        "VoteInstead",
    );

    // Not yet due: nothing closes.
    t.clock.advance(VOTE_SECONDS - 1);
    assert!(tick(&t).is_empty());
    t.clock.advance(1);
    let closed = tick(&t);
    assert_eq!(closed.len(), 1);
    notices_say(&closed, "VoteClosed");
    assert_eq!(played(&closed).as_deref(), Some("e2e4"));
    let tally = closed[0]
        .reply
        .tally
        .clone()
        .expect("the closing edits the tally");
    assert!(tally.closed && tally.ply == 0);
    assert!(
        closed[0].reply.then[0].image.is_some(),
        "the move comes with its board"
    );
    t.svc.clockwork().posted(&closed);

    // The bot's move opens the team's next vote.
    says(&bot_reply(&t).reply, "VoteOpen");
    // A vote closes once: the tick has nothing more.
    assert!(tick(&t).is_empty());
}

#[test]
fn votes_change_ties_go_first_come_and_bad_votes_change_nothing() {
    let t = team_service(&stores::scratch_target("team-votes"));
    let lobby = channel("lobby");
    let game = ok(t.svc.handle(&user("ann"), &lobby, against_bot()))
        .game
        .unwrap()
        .id;
    refused(vote(&t, "ann", &lobby, "e2e5"), "Illegal");
    refused(
        t.svc.handle(
            &user("ann"),
            &lobby,
            Command::Vote {
                choice: VoteChoice::Move(String::new()),
                on: None,
            },
        ),
        "Illegal",
    );
    ok(vote(&t, "ann", &lobby, "d2d4"));
    let changed = ok(vote(&t, "ann", &lobby, "g1f3"));
    assert_eq!(changed.says, ["VoteCounted"]);
    assert_eq!(ballots(&t, game, 0), [ballot("ann", "g1f3")]);
    ok(vote(&t, "bob", &lobby, "e2e4"));
    let tally = ok(vote(&t, "cat", &lobby, "d2d4"));
    // Each has one vote (ann's changed vote counts once); d2d4 reached one first (ann's
    // vote, before she changed it), then g1f3, then e2e4.
    assert_eq!(tallied(&tally.then[0]), ["d2d4", "g1f3", "e2e4"]);
    t.clock.advance(VOTE_SECONDS);
    let closed = tick(&t);
    assert_eq!(played(&closed).as_deref(), Some("d2d4"));
    bot_reply(&t);
    // Someone of another channel has no vote here; a vote on the bot's move is refused.
    refused(vote(&t, "dan", &channel("elsewhere"), "e2e4"), "NoTeamGame");
}

#[test]
fn a_vote_claimed_for_closing_takes_no_more_votes() {
    let t = team_service(&stores::scratch_target("team-late"));
    let lobby = channel("lobby");
    let begun = ok(t.svc.handle(&user("ann"), &lobby, against_bot()));
    let game = begun.game.unwrap().id;
    ok(vote(&t, "ann", &lobby, "e2e4"));
    t.clock.advance(VOTE_SECONDS);
    // Another process has claimed the closing and not carried it out yet.
    assert!(t
        .store
        .claim_vote(
            game,
            0,
            Time::from_unix(T0) + VOTE_SECONDS,
            Time::from_unix(T0) + VOTE_SECONDS + 120
        )
        .unwrap());
    refused(vote(&t, "bob", &lobby, "d2d4"), "VoteClosed");
    // That process stopped: once its claim lapses, this one closes the vote with ann's.
    assert!(tick(&t).is_empty(), "the claim still holds");
    t.clock.advance(121);
    assert_eq!(played(&tick(&t)).as_deref(), Some("e2e4"));
}

#[test]
fn everyone_who_voted_lately_closes_the_vote_early() {
    let t = team_service(&stores::scratch_target("team-early"));
    let lobby = channel("lobby");
    ok(t.svc.handle(&user("ann"), &lobby, against_bot()));
    ok(vote(&t, "ann", &lobby, "e2e4"));
    ok(vote(&t, "bob", &lobby, "e2e4"));
    t.clock.advance(VOTE_SECONDS);
    tick(&t);
    bot_reply(&t);
    // The second move: ann and bob voted on the first, so the vote waits for both.
    let one = ok(vote(&t, "ann", &lobby, "g1f3"));
    says(&one, "Tally");
    assert!(tick(&t).is_empty(), "bob has not voted yet");
    ok(vote(&t, "bob", &lobby, "g1f3"));
    // The clock has not moved: the tick closes it all the same.
    assert_eq!(played(&tick(&t)).as_deref(), Some("g1f3"));
}

#[test]
fn a_team_that_never_votes_loses_on_time() {
    let t = team_service(&stores::scratch_target("team-time"));
    let lobby = channel("lobby");
    ok(t.svc.handle(&user("ann"), &lobby, against_bot()));
    t.clock.advance(MOVE_SECONDS as i64);
    let lost = tick(&t);
    assert_eq!(lost.len(), 1);
    assert_eq!(outcome(&lost[0].reply), won(Color::Black, Reason::Timeout));
    refused(vote(&t, "ann", &lobby, "e2e4"), "NoTeamGame");
}

#[test]
fn a_vote_open_across_a_restart_closes_with_its_votes() {
    let target = stores::scratch_target("team-restart");
    let lobby = channel("lobby");
    {
        let t = team_service(&target);
        ok(t.svc.handle(&user("ann"), &lobby, against_bot()));
        ok(vote(&t, "ann", &lobby, "d2d4"));
        ok(vote(&t, "bob", &lobby, "d2d4"));
    }
    let t = team_service(&target);
    t.clock.advance(VOTE_SECONDS);
    assert_eq!(played(&tick(&t)).as_deref(), Some("d2d4"));
    bot_reply(&t);
}

#[test]
fn two_channels_teams_play_each_other_to_a_result() {
    let t = team_service(&stores::scratch_target("team-team"));
    let (north, south) = (channel("north"), channel("south"));
    let against_south = terms(
        TeamOpponent::Channel(south.clone(), "team south".into()),
        "team north",
    );
    refused(
        t.svc.handle(
            &user("ann"),
            &north,
            terms(
                TeamOpponent::Channel(north.clone(), "team north".into()),
                "team north",
            ),
        ),
        "OwnTeam",
    );
    let sent = ok(t.svc.handle(&user("ann"), &north, against_south));
    assert_eq!(sent.says, ["ChallengeSent"]);
    let there = &sent.elsewhere[0];
    assert_eq!(there.channel, south);
    assert_eq!(there.reply.says, ["ChallengedHere"]);
    assert!(
        there.reply.challenge.is_some(),
        "the challenge carries its buttons there"
    );

    // Anyone of the south channel accepts, for its team; the game is played in both.
    let begun = ok(t.svc.handle(&user("cat"), &south, Command::Accept(None)));
    says(&begun, "GameBegins");
    says(&begun, "VoteOpen");
    let game = begun.game.as_ref().unwrap();
    assert_eq!(
        (game.white.id.clone(), game.black.id.clone()),
        (UserId::team(&north), UserId::team(&south))
    );
    assert_eq!(
        begun.elsewhere[0].channel, north,
        "the challenging team is told"
    );
    let board = ok(t.svc.handle(&user("ann"), &north, Command::Board));
    assert_eq!(
        board.game.as_ref().map(|g| g.id),
        Some(game.id),
        "north sees the game"
    );
    refused(vote(&t, "cat", &south, "e7e5"), "NotYourTeamsMove");
    ok(vote(&t, "ann", &north, "e2e4"));
    t.clock.advance(VOTE_SECONDS);
    let closed = tick(&t);
    let to: Vec<&ChannelId> = closed.iter().map(|n| &n.channel).collect();
    assert_eq!(to, [&north, &south], "both teams see the move");
    says(&closed[1].reply, "VoteOpen");
    assert!(
        closed[1].reply.tally.is_none(),
        "the tally stays with the team that voted"
    );
    t.svc.clockwork().posted(&closed);

    // South offers a draw with its move; north's majority accepts it.
    ok(vote(&t, "cat", &south, "draw"));
    ok(vote(&t, "dan", &south, "e7e5"));
    ok(vote(&t, "eve", &south, "draw"));
    t.clock.advance(VOTE_SECONDS);
    // A majority voted for a draw, and the move most voted for is played with the offer.
    let offered = tick(&t);
    assert_eq!(played(&offered).as_deref(), Some("e7e5"));
    notices_say(&offered, "OfferMade");
    t.svc.clockwork().posted(&offered);
    ok(vote(&t, "ann", &north, "draw"));
    t.clock.advance(VOTE_SECONDS);
    let ended = tick(&t);
    assert_eq!(outcome(&ended[0].reply), drawn(Reason::Agreement));
    // Each team's record of who played: north's one member, south's three.
    notices_say(&ended, "Record");
    let voters = |team: &ChannelId| {
        let color = if *team == north {
            Color::White
        } else {
            Color::Black
        };
        let votes = t.store.votes_of_game(game.id).unwrap();
        let plies = votes
            .iter()
            .filter(|v| (v.ply % 2 == 0) == (color == Color::White));
        let mut names: Vec<String> = plies.map(|v| v.voter.name.clone()).collect();
        names.sort();
        names.dedup();
        names
    };
    assert_eq!(voters(&north), ["ann"]);
    assert_eq!(voters(&south), ["cat", "dan", "eve"]);
    // The game is over in both channels.
    refused(vote(&t, "ann", &north, "g1f3"), "NoTeamGame");
    refused(
        t.svc.handle(
            &user("cat"),
            &south,
            Command::Accept(Some(ChallengePick::From(user("ann")))),
        ),
        "NoChallengeFrom",
    );
}

#[test]
fn a_team_challenge_names_the_bot_or_a_channel() {
    use kibitz::chat::parse_command_with;
    let bot_id = bot().id;
    let resolve = |name: &str| (name == "kibitz").then(bot);
    let channel_of = |name: &str| Some((channel(name), format!("team {name}")));
    let parse = |line: &str| parse_command_with(line, &resolve, &channel_of, &bot_id);
    let Ok(Command::TeamChallenge(t)) =
        parse("challenge variant:suction team:yes opponent:kibitz level:4 vote:2h voters:shown")
    else {
        panic!("a team challenge to the bot");
    };
    assert_eq!(t.vote, VoteTime::from_seconds(7200));
    assert!(t.show_voters);
    assert!(matches!(t.opponent, TeamOpponent::Bot(_, level) if level.number() == 4));
    let Ok(Command::TeamChallenge(t)) = parse("challenge chess team:yes opponent:south minutes:5")
    else {
        panic!("a team challenge to a channel");
    };
    assert_eq!(
        t.opponent,
        TeamOpponent::Channel(channel("south"), "team south".into())
    );
    assert_eq!(t.vote, None, "the default is the game's");
    for (line, problem) in [
        (
            "challenge chess team:yes",
            Problem::TeamOpponent(TeamOpponentProblem::NoOpponent),
        ),
        (
            "challenge chess team:yes opponent:kibitz vote:5d",
            Problem::NotAVoteTime("5d".into()),
        ),
        (
            "challenge chess team:yes opponent:kibitz voters:maybe",
            Problem::VotersShownOrHidden("maybe".into()),
        ),
        (
            "challenge chess team:maybe opponent:kibitz",
            Problem::YesOrNo {
                option: "team",
                word: "maybe".into(),
            },
        ),
        ("vote", Problem::VoteForWhichMove),
        ("vote e2e4 d2d4", Problem::OneMoveAtATime),
    ] {
        assert_eq!(parse(line).map_err(|e| e.problem), Err(problem), "{line}");
    }
}

#[test]
fn a_team_challenge_is_withdrawn_or_expires_in_both_channels() {
    let t = team_service(&stores::scratch_target("team-withdrawn"));
    let (north, south) = (channel("north"), channel("south"));
    let against_south = || {
        terms(
            TeamOpponent::Channel(south.clone(), "team south".into()),
            "team north",
        )
    };
    ok(t.svc.handle(&user("ann"), &north, against_south()));
    // Any member withdraws it from the challenging channel; the challenged one is told.
    let withdrawn = ok(t.svc.handle(&user("bob"), &north, Command::Cancel));
    assert_eq!(withdrawn.says, ["ChallengeWithdrawn"]);
    assert_eq!(withdrawn.elsewhere[0].channel, south);
    refused(
        t.svc.handle(&user("cat"), &south, Command::Accept(None)),
        "NoChallengeToAccept",
    );

    ok(t.svc.handle(&user("ann"), &north, against_south()));
    t.clock.advance(25 * 3600);
    let expired = tick(&t);
    let told: Vec<&ChannelId> = expired.iter().map(|n| &n.channel).collect();
    assert!(told.contains(&&north) && told.contains(&&south), "{told:?}");
    notices_say(&expired, "ChallengeExpired");
}
