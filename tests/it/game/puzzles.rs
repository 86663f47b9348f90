//! `puzzle` and `solve` through the service: a puzzle shown in a channel, solved by one
//! player, failed by another, its solution shown to a third; illegal answers change nothing;
//! first tries move the puzzle ratings, once.

use crate::support::players::{ann, bob, eve, ok, refused, service_and_store};
use kibitz::engine::puzzles::by_id;
use kibitz::game::{ChannelId, Command, Platform, Service, SolveAction, Time, User};
use kibitz::rules::{Game, Position, Variant};
use kibitz::store::{PuzzleTry, Store};

fn solve(svc: &Service, who: &User, ch: &ChannelId, text: &str) -> kibitz::game::Reply {
    svc.handle(who, ch, Command::Solve(SolveAction::Move(text.into())))
}

/// The id of the puzzle `ch` shows.
fn shown_id(store: &Store, ch: &ChannelId) -> String {
    store.channel_puzzle(ch).unwrap().expect("a puzzle shown")
}

/// The puzzle rating in Standard Chess of `who`, if any.
fn puzzle_rating(store: &Store, who: &User) -> Option<f64> {
    let rating = store.puzzle_player_rating(&who.id, Variant::Standard);
    rating.unwrap().map(|r| r.rating)
}

/// `who`'s try at puzzle `id`, as stored.
fn try_of(store: &Store, who: &User, id: &str) -> Option<PuzzleTry> {
    store.puzzle_try_of(&who.id, id).unwrap()
}

/// The position from `fen` after `moves`.
fn after(variant: Variant, fen: &str, moves: &[String]) -> String {
    let mut game = Game::new(Position::from_fen(variant, fen).unwrap());
    for mv in moves {
        game.play(mv).unwrap();
    }
    game.position().fen()
}

/// Ann challenges Bob to a game of chess in `ch`, and Bob accepts.
fn chess_game(svc: &Service, ch: &ChannelId) {
    ok(svc.handle(
        &ann(),
        ch,
        Command::Challenge {
            clock: None,
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
    let (svc, _clock, store) = service_and_store();
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
    assert_eq!(shown.says, ["Shown"]);
    let id = shown_id(&store, &ch);
    let (variant, puzzle) = by_id(&id).expect("a shipped puzzle");
    assert_eq!(variant, Variant::Standard);
    let board = shown.board.as_ref().expect("the puzzle's board");
    assert_eq!(board.position.fen(), puzzle.fen);
    let start = Position::from_fen(variant, &puzzle.fen).unwrap();
    assert_eq!(board.flip, start.turn() == kibitz::rules::Color::Black);
    assert!(shown.image.is_some());

    // An illegal answer is refused and changes nothing.
    refused(solve(&svc, &bob(), &ch, "a1a8"), "Illegal");
    assert_eq!(puzzle_rating(&store, &bob()), None);

    // Bob finds every move: solved, his rating rises; asking again says so.
    let solver_moves: Vec<&String> = puzzle.moves.iter().step_by(2).collect();
    for (i, mv) in solver_moves.iter().enumerate() {
        let answer = ok(solve(&svc, &bob(), &ch, mv));
        assert!(answer.private, "a solver's answers are theirs");
        assert_eq!(answer.says, ["Right"]);
        let last = i + 1 == solver_moves.len();
        let found = (i + 1) as u32;
        assert_eq!(
            try_of(&store, &bob(), &id),
            Some(PuzzleTry {
                found,
                failed: false,
                finished: last
            })
        );
        // The opponent's answer is played on the board shown, unless it was the last move.
        let shown = answer.board.as_ref().expect("the board");
        let plies = (2 * i + 2).min(puzzle.moves.len());
        assert_eq!(
            shown.position.fen(),
            after(variant, &puzzle.fen, &puzzle.moves[..plies])
        );
    }
    let bob_rating = puzzle_rating(&store, &bob()).expect("rated");
    assert!(bob_rating > 1500.0, "{bob_rating}");
    let again = ok(solve(&svc, &bob(), &ch, &puzzle.moves[0]));
    assert_eq!(again.says, ["AlreadyDone"]);
    assert_eq!(
        puzzle_rating(&store, &bob()),
        Some(bob_rating),
        "rated once"
    );

    // Eve slips: told so with the solution offered, her rating falls once; then she may
    // still find the move, unrated.
    let wrong = crate::support::puzzles::wrong_answer(variant, puzzle);
    let slip = ok(solve(&svc, &eve(), &ch, &wrong));
    assert_eq!(slip.says, ["Wrong"]);
    assert!(slip.offers_solution && slip.private);
    assert!(try_of(&store, &eve(), &id).is_some_and(|t| t.failed && !t.finished));
    let eve_rating = puzzle_rating(&store, &eve()).expect("rated");
    assert!(eve_rating < 1500.0, "{eve_rating}");
    ok(solve(&svc, &eve(), &ch, &wrong));
    assert_eq!(
        puzzle_rating(&store, &eve()),
        Some(eve_rating),
        "one slip counts"
    );

    // Ann asks for the solution: the rest of the line, and her try is over.
    let shown = ok(svc.handle(&ann(), &ch, Command::Solve(SolveAction::Show)));
    assert_eq!(shown.says, ["Solution"]);
    let solved = after(variant, &puzzle.fen, &puzzle.moves);
    assert_eq!(shown.board.as_ref().map(|b| b.position.fen()), Some(solved));
    assert!(try_of(&store, &ann(), &id).is_some_and(|t| t.failed && t.finished));
    assert!(puzzle_rating(&store, &ann()).unwrap() < 1500.0);
    let over = ok(solve(&svc, &ann(), &ch, &puzzle.moves[0]));
    assert_eq!(over.says, ["AlreadyDone"]);

    // The next puzzle for Bob is another one.
    let next = ok(svc.handle(
        &bob(),
        &ch,
        Command::Puzzle {
            variant: Some(Variant::Standard),
            theme: None,
        },
    ));
    assert_eq!(next.says, ["Shown"]);
    assert_ne!(shown_id(&store, &ch), id);
}

#[test]
fn puzzles_of_a_theme_and_themes_that_do_not_exist() {
    let (svc, _clock, store) = service_and_store();
    let ch = ChannelId::new(Platform::Console, "themes");
    ok(svc.handle(
        &ann(),
        &ch,
        Command::Puzzle {
            variant: Some(Variant::Standard),
            theme: Some("mateIn1".into()),
        },
    ));
    let (_, puzzle) = by_id(&shown_id(&store, &ch)).unwrap();
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
    let (svc, clock, store) = service_and_store();
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
    assert_eq!(on.says, ["Daily"]);
    // Due at once; two processes tick, one posts it.
    let (first, second) = (svc.clockwork().tick(), other.clockwork().tick());
    let posted: Vec<_> = first
        .iter()
        .chain(&second)
        .filter(|n| is_daily(n, &ch))
        .collect();
    assert_eq!(posted.len(), 1, "posted once");
    let notice = posted[0];
    assert_eq!(notice.reply.says, ["OfTheDay", "Shown"]);
    assert!(notice.reply.image.is_some(), "with its board");
    svc.clockwork().posted(&first);
    other.clockwork().posted(&second);
    // It is the channel's puzzle now: `solve` answers it.
    let (_, puzzle) = by_id(&shown_id(&store, &ch)).unwrap();
    assert_eq!(
        ok(solve(&svc, &bob(), &ch, &puzzle.moves[0])).says,
        ["Right"]
    );
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
    assert_eq!(off.says, ["Daily"]);
    clock.advance(86_400);
    assert!(svc.clockwork().tick().iter().all(|n| !is_daily(n, &ch)));
}

#[test]
fn finished_games_are_mined_for_puzzles_once_and_they_are_played_like_the_shipped_ones() {
    let (svc, _clock, store) = service_and_store();
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
    assert_eq!(ok(solve(&svc, &eve(), &ch, "d1h5")).says, ["Right"]);
    assert!(try_of(&store, &eve(), &mate.id).is_some_and(|t| t.finished && !t.failed));
}
