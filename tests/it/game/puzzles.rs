//! `puzzle` and `solve` through the service: a puzzle shown in a channel, solved by one
//! player, failed by another, its solution shown to a third; illegal answers change nothing;
//! first tries move the puzzle ratings, once.

use crate::support::players::{ann, bob, eve, ok, refused, service};
use kibitz::engine::puzzles::by_id;
use kibitz::game::{ChannelId, Command, Platform, Service, SolveAction, Time, User};
use kibitz::rules::{Position, Variant};

fn solve(svc: &Service, who: &User, ch: &ChannelId, text: &str) -> kibitz::game::Reply {
    svc.handle(who, ch, Command::Solve(SolveAction::Move(text.into())))
}

/// The id of the puzzle a reply shows ("Puzzle st0042, ...").
fn shown_id(text: &str) -> String {
    text.strip_prefix("Puzzle ")
        .and_then(|rest| rest.split(',').next())
        .unwrap_or_else(|| panic!("no puzzle shown: {text}"))
        .to_string()
}

/// The puzzle rating in Standard Chess that `ratings` gives `who`, if any.
fn puzzle_rating(svc: &Service, who: &User, ch: &ChannelId) -> Option<f64> {
    let ratings = Command::Ratings {
        variant: None,
        global: true,
    };
    crate::support::puzzles::chess_puzzle_rating(&ok(svc.handle(who, ch, ratings)).text)
}

/// Ann challenges Bob to a game of chess in `ch`, and Bob accepts.
fn chess_game(svc: &Service, ch: &ChannelId) {
    ok(svc.handle(
        &ann(),
        ch,
        Command::Challenge {
            variant: Variant::Standard,
            opponent: kibitz::game::Opponent::Person(bob()),
            color: kibitz::game::ColorChoice::White,
            time: kibitz::game::TimePerMove::DEFAULT,
            rated: false,
        },
    ));
    ok(svc.handle(&bob(), ch, Command::Accept(None)));
}

#[test]
fn a_puzzle_is_solved_failed_and_shown_each_on_its_own_try() {
    let (svc, _clock) = service();
    let ch = ChannelId::new(Platform::Console, "puzzles");
    refused(solve(&svc, &ann(), &ch, "e2e4"), "NoPuzzleHere");
    let shown = ok(svc.handle(
        &ann(),
        &ch,
        Command::Puzzle {
            variant: Some(Variant::Standard),
            theme: None,
        },
    ));
    let id = shown_id(&shown.text);
    assert!(
        shown.text.contains("Standard Chess (rated "),
        "{}",
        shown.text
    );
    assert!(
        shown.text.contains("Answer with `solve <move>`"),
        "{}",
        shown.text
    );
    let (variant, puzzle) = by_id(&id).expect("a shipped puzzle");
    assert_eq!(variant, Variant::Standard);
    let board = shown.board.as_ref().expect("the puzzle's board");
    assert_eq!(board.position.fen(), puzzle.fen);
    let start = Position::from_fen(variant, &puzzle.fen).unwrap();
    assert_eq!(board.flip, start.turn() == kibitz::rules::Color::Black);
    assert!(shown.image.is_some());

    // An illegal answer is refused and changes nothing.
    refused(solve(&svc, &bob(), &ch, "a1a8"), "Illegal");
    assert_eq!(puzzle_rating(&svc, &bob(), &ch), None);

    // Bob finds every move: solved, his rating rises; asking again says so.
    let solver_moves: Vec<&String> = puzzle.moves.iter().step_by(2).collect();
    for (i, mv) in solver_moves.iter().enumerate() {
        let answer = ok(solve(&svc, &bob(), &ch, mv));
        assert!(answer.private, "a solver's answers are theirs");
        assert!(
            answer.text.starts_with(&format!("Bob: {mv} is right.")),
            "{}",
            answer.text
        );
        let last = i + 1 == solver_moves.len();
        assert_eq!(answer.text.contains("solved!"), last, "{}", answer.text);
        if !last {
            let reply = &puzzle.moves[2 * i + 1];
            assert!(
                answer.text.contains(&format!("The answer is {reply}")),
                "{}",
                answer.text
            );
        }
        assert!(answer.board.is_some());
    }
    let bob_rating = puzzle_rating(&svc, &bob(), &ch).expect("rated");
    assert!(bob_rating > 1500.0, "{bob_rating}");
    let again = ok(solve(&svc, &bob(), &ch, &puzzle.moves[0]));
    assert!(again.text.contains("solved puzzle"), "{}", again.text);
    assert_eq!(
        puzzle_rating(&svc, &bob(), &ch),
        Some(bob_rating),
        "rated once"
    );

    // Eve slips: told so with the solution offered, her rating falls once; then she may
    // still find the move, unrated.
    let wrong = crate::support::puzzles::wrong_answer(variant, puzzle);
    let slip = ok(solve(&svc, &eve(), &ch, &wrong));
    assert!(
        slip.text.contains(&format!("{wrong} is not the move")),
        "{}",
        slip.text
    );
    assert!(slip.offers_solution && slip.private);
    let eve_rating = puzzle_rating(&svc, &eve(), &ch).expect("rated");
    assert!(eve_rating < 1500.0, "{eve_rating}");
    ok(solve(&svc, &eve(), &ch, &wrong));
    assert_eq!(
        puzzle_rating(&svc, &eve(), &ch),
        Some(eve_rating),
        "one slip counts"
    );

    // Ann asks for the solution: the rest of the line, and her try is over.
    let shown = ok(svc.handle(&ann(), &ch, Command::Solve(SolveAction::Show)));
    assert!(
        shown.text.contains(&format!(
            "The solution of puzzle {id}, for Ann: {}.",
            puzzle.moves.join(" ")
        )),
        "{}",
        shown.text
    );
    assert!(puzzle_rating(&svc, &ann(), &ch).unwrap() < 1500.0);
    let over = ok(solve(&svc, &ann(), &ch, &puzzle.moves[0]));
    assert!(over.text.contains("Your try at puzzle"), "{}", over.text);

    // The next puzzle for Bob is another one.
    let next = ok(svc.handle(
        &bob(),
        &ch,
        Command::Puzzle {
            variant: Some(Variant::Standard),
            theme: None,
        },
    ));
    assert_ne!(shown_id(&next.text), id);
}

#[test]
fn puzzles_of_a_theme_and_themes_that_do_not_exist() {
    let (svc, _clock) = service();
    let ch = ChannelId::new(Platform::Console, "themes");
    let mate = ok(svc.handle(
        &ann(),
        &ch,
        Command::Puzzle {
            variant: Some(Variant::Standard),
            theme: Some("mateIn1".into()),
        },
    ));
    let (_, puzzle) = by_id(&shown_id(&mate.text)).unwrap();
    assert!(
        puzzle.themes.iter().any(|t| t == "mateIn1"),
        "{:?}",
        puzzle.themes
    );
    refused(
        svc.handle(
            &ann(),
            &ch,
            Command::Puzzle {
                variant: Some(Variant::Standard),
                theme: Some("knightTour".into()),
            },
        ),
        "NoSuchTheme",
    );
}

/// Whether `notice` is `channel`'s puzzle of the day (its game's reminders are there too).
fn is_daily(notice: &kibitz::game::Notice, channel: &ChannelId) -> bool {
    notice.channel == *channel
        && matches!(
            notice.receipt,
            Some(kibitz::game::Receipt::DailyPuzzle { .. })
        )
}

#[test]
fn a_daily_puzzle_is_posted_once_a_day_by_one_process_for_moderators_only() {
    let (svc, clock, store) = crate::support::players::service_and_store();
    let other = Service::new(store.clone(), clock.clone());
    let ch = ChannelId::new(Platform::Console, "daily");
    // A game of chess here: the daily puzzles are of its variant.
    chess_game(&svc, &ch);
    let daily = |on, may_moderate| Command::PuzzleDaily { on, may_moderate };
    refused(
        svc.handle(&eve(), &ch, daily(true, false)),
        "DailyForModerators",
    );
    assert!(svc.clockwork().tick().is_empty(), "nothing was turned on");
    let on = ok(svc.handle(&ann(), &ch, daily(true, true)));
    assert!(on.text.contains("every day at 12:00 UTC"), "{}", on.text);
    // Due at once; two processes tick, one posts it.
    let (first, second) = (svc.clockwork().tick(), other.clockwork().tick());
    let posted: Vec<_> = first
        .iter()
        .chain(&second)
        .filter(|n| is_daily(n, &ch))
        .collect();
    assert_eq!(posted.len(), 1, "posted once");
    let notice = posted[0];
    assert!(
        notice.reply.text.starts_with("The puzzle of "),
        "{}",
        notice.reply.text
    );
    assert!(
        notice.reply.text.contains(": Puzzle "),
        "{}",
        notice.reply.text
    );
    assert!(notice.reply.image.is_some(), "with its board");
    svc.clockwork().posted(&first);
    other.clockwork().posted(&second);
    // It is the channel's puzzle now: `solve` answers it.
    let id = notice
        .reply
        .text
        .split("Puzzle ")
        .nth(1)
        .and_then(|r| r.split(',').next())
        .unwrap()
        .to_string();
    let (_, puzzle) = by_id(&id).unwrap();
    assert!(ok(solve(&svc, &bob(), &ch, &puzzle.moves[0]))
        .text
        .contains("is right"));
    // Not again the same day, even after the lease; the next at noon.
    clock.advance(600);
    assert!(svc.clockwork().tick().iter().all(|n| !is_daily(n, &ch)));
    clock.advance(2 * 86_400);
    let next = svc.clockwork().tick();
    assert_eq!(next.iter().filter(|n| is_daily(n, &ch)).count(), 1);
    svc.clockwork().posted(&next);
    // Not posted (the process stopped first): posted again after the lease.
    clock.advance(86_400);
    let lost = svc.clockwork().tick();
    assert_eq!(lost.iter().filter(|n| is_daily(n, &ch)).count(), 1);
    assert!(
        svc.clockwork().tick().iter().all(|n| !is_daily(n, &ch)),
        "claimed"
    );
    clock.advance(300);
    let again = svc.clockwork().tick();
    assert_eq!(
        again.iter().filter(|n| is_daily(n, &ch)).count(),
        1,
        "sent again"
    );
    svc.clockwork().posted(&again);
    let off = ok(svc.handle(&ann(), &ch, daily(false, true)));
    assert!(off.text.contains("No more daily puzzles"), "{}", off.text);
    clock.advance(86_400);
    assert!(svc.clockwork().tick().iter().all(|n| !is_daily(n, &ch)));
}

#[test]
fn finished_games_are_mined_for_puzzles_once_and_they_are_played_like_the_shipped_ones() {
    let (svc, _clock, store) = crate::support::players::service_and_store();
    let ch = ChannelId::new(Platform::Console, "mined");
    assert_eq!(svc.clockwork().mine_one(), 0, "no finished game yet");
    chess_game(&svc, &ch);
    // After 2... g7g5 White mates with Qh5, and plays on instead.
    let moves = "e2e4 f7f6 d2d4 g7g5 b1c3 b8c6 g1f3 g8h6 f1e2 h6g8 c1e3 g8h6";
    for (i, mv) in moves.split(' ').enumerate() {
        let who = if i % 2 == 0 { ann() } else { bob() };
        ok(svc.handle(&who, &ch, Command::Move(mv.into())));
    }
    ok(svc.handle(&ann(), &ch, Command::Resign));
    let found = svc.clockwork().mine_one();
    assert!(found >= 1, "the missed mate is a puzzle");
    let other = Service::new(store.clone(), _clock.clone());
    assert_eq!(other.clockwork().mine_one(), 0, "each game is mined once");
    let mined = store.mined_puzzles(Variant::Standard).unwrap();
    assert_eq!(mined.len(), found);
    let mate = mined
        .iter()
        .find(|p| p.fen == "rnbqkbnr/ppppp2p/5p2/6p1/3PP3/8/PPP2PPP/RNBQKBNR w KQkq g6 0 3")
        .unwrap_or_else(|| panic!("{mined:?}"));
    assert!(mate.moves.starts_with("d1h5"), "{mate:?}");
    assert!(mate.themes.contains("mateIn1"), "{mate:?}");
    // Played like a shipped one: shown in a channel, solved with its move.
    store
        .transaction(None, |tx| {
            tx.show_puzzle(&ch, &mate.id, Time::from_unix(crate::support::players::T0))
        })
        .unwrap();
    let solved = ok(solve(&svc, &eve(), &ch, "d1h5"));
    assert!(
        solved.text.contains(&format!("Puzzle {} solved!", mate.id)),
        "{}",
        solved.text
    );
}
