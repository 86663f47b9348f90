//! Sessions on the board inside a chat client, through the site as the HTTP side asks it: in
//! its own place, a player plays their game, a team's member votes in theirs, anyone else
//! watches; nothing of another place is shown or moved.

use crate::support::players::*;
use kibitz::game::{
    BoardAction, BotLevel, ChannelId, ColorChoice, Command, Lang, PageRole, Platform, TeamOpponent,
    TeamTerms, TimePerMove, User, UserId,
};
use kibitz::rules::Variant;

fn person(name: &str) -> User {
    User::new(UserId::new(Platform::Console, name), name)
}

#[test]
fn a_session_plays_its_own_game_votes_for_its_team_and_watches_the_rest() {
    let (svc, _, store) = service_and_store();
    let site = svc.site();
    let room = ChannelId::new(Platform::Console, "room");
    start(&svc, &room, Variant::Standard);
    let session =
        |user: &User, place: &ChannelId| site.open_session(user, place).unwrap().unwrap().secret;
    let en = Lang::default();

    // Ann plays White: her moves are legal moves, and one is played and told in the room.
    let ann = session(&ann(), &room);
    let page = site.session_page(&ann, None, en).unwrap().unwrap();
    assert_eq!(
        (page.role, page.moves.is_empty()),
        (PageRole::Player, false)
    );
    let moved = site
        .session_action(
            &ann,
            page.game,
            BoardAction::Move {
                text: "e4".into(),
                ply: 0,
            },
        )
        .unwrap()
        .unwrap();
    assert!(moved.done, "{}", moved.text);
    assert_eq!(store.moves(page.game).unwrap().len(), 1);

    // Carol only watches: no moves offered, none taken, nothing stored.
    let carol = session(&person("carol"), &room);
    let watching = site.session_page(&carol, None, en).unwrap().unwrap();
    assert_eq!(
        (watching.role, watching.moves.len()),
        (PageRole::Watcher, 0)
    );
    let refused = site
        .session_action(
            &carol,
            page.game,
            BoardAction::Move {
                text: "e5".into(),
                ply: 1,
            },
        )
        .unwrap()
        .unwrap();
    assert!(!refused.done);
    assert_eq!(store.moves(page.game).unwrap().len(), 1);

    // A session of another place neither sees nor moves this game.
    let elsewhere = session(&bob(), &ChannelId::new(Platform::Console, "elsewhere"));
    assert_eq!(
        site.session_page(&elsewhere, Some(page.game), en).unwrap(),
        None
    );
    let far = site
        .session_action(&elsewhere, page.game, BoardAction::Resign)
        .unwrap();
    assert_eq!(far, None);
    assert_eq!(site.session_page(&"f".repeat(64), None, en).unwrap(), None);

    // A team game in another channel: its members vote on the board.
    let lobby = ChannelId::new(Platform::Console, "lobby");
    ok(svc.handle(
        &person("dan"),
        &lobby,
        Command::TeamChallenge(Box::new(TeamTerms {
            variant: Variant::Standard,
            opponent: TeamOpponent::Bot(
                User::new(UserId::new(Platform::Console, "kibitz"), "Kibitz"),
                BotLevel::new(1).unwrap(),
            ),
            color: ColorChoice::White,
            time: TimePerMove::from_seconds(1800).unwrap(),
            vote: None,
            show_voters: true,
            rated: false,
            team_name: "team lobby".into(),
        })),
    ));
    let dan = session(&person("dan"), &lobby);
    let team_page = site.session_page(&dan, None, en).unwrap().unwrap();
    assert_eq!(team_page.role, PageRole::Voter);
    assert!(!team_page.moves.is_empty());
    let voted = site
        .session_action(
            &dan,
            team_page.game,
            BoardAction::Move {
                text: "d4".into(),
                ply: 0,
            },
        )
        .unwrap()
        .unwrap();
    assert!(voted.done, "{}", voted.text);
    let votes = store.votes(team_page.game, 0).unwrap();
    assert_eq!(votes.len(), 1);
    assert_eq!(
        (votes[0].voter.name.as_str(), votes[0].choice.as_str()),
        ("dan", "d2d4")
    );
}
