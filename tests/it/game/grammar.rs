//! The text grammar of commands (console and Matrix): every command with its options or
//! plain words, and a clear usage error for everything else.

use kibitz::chat::{command_name, parse_command, UsageError};
use kibitz::game::commands::COMMANDS;
use kibitz::game::help;
use kibitz::game::Platform;
use kibitz::game::Problem;
use kibitz::game::{
    Answer, ChallengePick, ColorChoice, Command, Format, NotifyEvent, PremoveAction, TimePerMove,
    TournamentAction, TournamentCommand, TournamentId, TournamentTerms, User, UserId,
    VacationAction,
};
use kibitz::game::{BotLevel, GameId, Opponent, SolveAction};
use kibitz::rules::{Role, Variant};
use proptest::strategy::Strategy;

fn resolve(name: &str) -> Option<User> {
    let name = name.trim_start_matches('@');
    (!name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric()))
        .then(|| User::new(UserId::new(Platform::Console, name), name))
}

fn parse(line: &str) -> Result<Command, UsageError> {
    parse_command(line, &resolve, &UserId::new(Platform::Console, "kibitz"))
}

/// Checks that `line` is not read, for `problem` in the words of `command` (whose usage the
/// reply shows). How it is worded is checked once, in `tests/golden/usage`.
#[track_caller]
fn unreadable_as(line: &str, command: &'static str, problem: Problem) {
    assert_eq!(parse(line), Err(UsageError::of(command, problem)), "{line}");
}

#[test]
fn challenges_with_options_or_plain_words() {
    let expected = Command::Challenge {
        clock: None,
        variant: Variant::Suction,
        opponent: Opponent::Person(resolve("bob").unwrap()),
        color: ColorChoice::White,
        time: TimePerMove::from_seconds(2 * 86_400).unwrap(),
        rated: true,
    };
    assert_eq!(
        parse("/challenge variant:suction opponent:bob color:white days:2"),
        Ok(expected.clone())
    );
    assert_eq!(parse("challenge suction @bob white days:2"), Ok(expected));
    assert_eq!(
        parse("!challenge giveandtake"),
        Ok(Command::Challenge {
            clock: None,
            variant: Variant::GiveAndTake,
            opponent: Opponent::Anyone,
            color: ColorChoice::Random,
            time: TimePerMove::DEFAULT,
            rated: true,
        })
    );
}

#[test]
fn a_challenge_on_a_chess_clock_names_it_instead_of_a_time_per_move() {
    let clock = |line: &str| match parse(line) {
        Ok(Command::Challenge { clock, .. }) => Ok(clock.map(|c| c.to_string())),
        Ok(other) => panic!("{other:?}"),
        Err(e) => Err(e),
    };
    assert_eq!(
        clock("challenge suction @bob clock:5+3"),
        Ok(Some("5+3".into()))
    );
    assert_eq!(
        clock("challenge shrink clock:2d+1d"),
        Ok(Some("2d+1d".into()))
    );
    assert_eq!(clock("challenge shrink"), Ok(None));
    unreadable_as(
        "challenge suction clock:5+3 minutes:5",
        "challenge",
        Problem::TimeOrClock,
    );
    unreadable_as(
        "challenge suction clock:0+5",
        "challenge",
        Problem::NotAClock("0+5".into()),
    );
    unreadable_as(
        "challenge suction clock:5m",
        "challenge",
        Problem::NotAClock("5m".into()),
    );
    unreadable_as(
        "challenge suction team:yes opponent:kibitz clock:5+3",
        "challenge",
        Problem::NoClockForTeams,
    );
}

#[test]
fn the_bot_plays_at_a_level_and_only_the_bot() {
    let level = |line: &str| match parse(line) {
        Ok(Command::Challenge { opponent, .. }) => Ok(opponent.level().map(BotLevel::number)),
        Ok(other) => panic!("{other:?}"),
        Err(e) => Err(e),
    };
    assert_eq!(
        level("challenge suction opponent:kibitz level:5"),
        Ok(Some(5))
    );
    assert_eq!(
        level("challenge suction @kibitz"),
        Ok(Some(BotLevel::DEFAULT.number()))
    );
    assert_eq!(level("challenge suction bob"), Ok(None));
    for bad in ["0", "9", "x"] {
        let err = level(&format!("challenge suction kibitz level:{bad}")).unwrap_err();
        let expected = Problem::LevelOutOfRange {
            min: 1,
            max: 8,
            word: bad.into(),
        };
        assert_eq!(err, UsageError::of("challenge", expected));
    }
    let err = level("challenge suction bob level:2").unwrap_err();
    assert_eq!(err, UsageError::of("challenge", Problem::LevelWithoutBot));
    assert!(matches!(
        parse("challenge suction kibitz rated:no"),
        Ok(Command::Challenge { rated: false, .. })
    ));
    assert!(parse("challenge suction kibitz rated:maybe").is_err());
}

#[test]
fn malformed_commands_show_their_usage() {
    unreadable_as("challenge opponent:bob", "challenge", Problem::WhichVariant);
    unreadable_as(
        "challenge chess minutes:0",
        "challenge",
        Problem::TimeOutOfRange,
    );
    assert!(parse("challenge chess days:15").is_err());
    assert!(parse("challenge chess days:99999999999999999999").is_err());
    // A word that is no variant is taken for the opponent; the variant is still missing.
    unreadable_as("challenge fairy", "challenge", Problem::WhichVariant);
    unreadable_as(
        "challenge chess opponent:no!body",
        "challenge",
        Problem::NoSuchUser("no!body".into()),
    );
    unreadable_as("move", "move", Problem::WhichMove);
    assert!(parse("move e2 e4").is_err());
    unreadable_as("resign now", "resign", Problem::TakesNothing);
    assert!(parse("draw maybe").is_err());
    let unknown = |word: &str, close| {
        Err(UsageError::line(Problem::UnknownCommand {
            word: word.into(),
            close,
        }))
    };
    assert_eq!(parse("fly away"), unknown("fly", None));
    assert_eq!(
        parse("chalenge chess"),
        unknown("chalenge", Some("challenge"))
    );
    assert!(parse("").is_err());
    assert!(parse(&"x".repeat(600)).is_err());
}

#[test]
fn rules_with_a_variant_a_topic_or_both() {
    let rules = |variant: Option<Variant>, topic: Option<&str>| {
        Ok(Command::Rules {
            variant,
            topic: topic.map(String::from),
        })
    };
    assert_eq!(parse("rules"), rules(None, None));
    assert_eq!(
        parse("rules suction capture"),
        rules(Some(Variant::Suction), Some("capture"))
    );
    assert_eq!(
        parse("rules variant:shrink topic:Vanishing-Lines"),
        rules(Some(Variant::Shrink), Some("vanishing-lines"))
    );
    // A topic alone is the game's variant's.
    assert_eq!(parse("rules mage"), rules(None, Some("mage")));
    assert_eq!(parse("rules topic:fly"), rules(None, Some("fly")));
    let unknown = |word: &str| Problem::UnknownVariant(word.into());
    unreadable_as("rules suctoin", "rules", unknown("suctoin"));
    unreadable_as("rules variant:fairy shrinking", "rules", unknown("fairy"));
    assert!(parse("rules suction capture now").is_err());
}

#[test]
fn moves_of_a_square_or_a_piece_from_the_hand() {
    let moves = |square: Option<&str>, piece: Option<Role>| {
        Ok(Command::Moves {
            square: square.map(|s| s.parse().unwrap()),
            piece,
        })
    };
    assert_eq!(parse("moves"), moves(None, None));
    assert_eq!(parse("moves e2"), moves(Some("e2"), None));
    assert_eq!(parse("moves square:E2"), moves(Some("e2"), None));
    assert_eq!(parse("moves N"), moves(None, Some(Role::Knight)));
    assert_eq!(parse("moves piece:knight"), moves(None, Some(Role::Knight)));
    assert_eq!(parse("moves Strongman"), moves(None, Some(Role::Strongman)));
    unreadable_as("moves z9", "moves", Problem::NotASquareOrPiece("z9".into()));
    assert!(parse("moves e2 e4").is_err());
}

#[test]
fn replay_of_the_latest_or_a_numbered_game() {
    assert_eq!(parse("replay"), Ok(Command::Replay(None)));
    assert_eq!(parse("replay 12"), Ok(Command::Replay(Some(GameId(12)))));
    assert_eq!(
        parse("replay game:12"),
        Ok(Command::Replay(Some(GameId(12))))
    );
    assert_eq!(parse("replay #12"), Ok(Command::Replay(Some(GameId(12)))));
    unreadable_as(
        "replay twelve",
        "replay",
        Problem::NotAGameNumber("twelve".into()),
    );
    assert!(parse("replay 1 2").is_err());
}

#[test]
fn puzzles_by_variant_and_theme_answers_and_the_daily_puzzle() {
    let puzzle = |variant, theme: Option<&str>| Command::Puzzle {
        variant,
        theme: theme.map(String::from),
    };
    assert_eq!(parse("puzzle"), Ok(puzzle(None, None)));
    assert_eq!(
        parse("puzzle suction"),
        Ok(puzzle(Some(Variant::Suction), None))
    );
    assert_eq!(
        parse("puzzle theme:mateIn2"),
        Ok(puzzle(None, Some("mateIn2")))
    );
    assert_eq!(
        parse("puzzle shrink vanishingLine"),
        Ok(puzzle(Some(Variant::Shrink), Some("vanishingLine")))
    );
    unreadable_as(
        "puzzle suctoin",
        "puzzle",
        Problem::UnknownVariant("suctoin".into()),
    );
    assert_eq!(
        parse("puzzle daily on"),
        Ok(Command::PuzzleDaily {
            on: true,
            may_moderate: false
        })
    );
    assert_eq!(
        parse("puzzle daily OFF"),
        Ok(Command::PuzzleDaily {
            on: false,
            may_moderate: false
        })
    );
    unreadable_as("puzzle daily maybe", "puzzle", Problem::DailyOnOrOff);
    assert_eq!(
        parse("solve e2e4"),
        Ok(Command::Solve(SolveAction::Move("e2e4".into())))
    );
    assert_eq!(parse("solve show"), Ok(Command::Solve(SolveAction::Show)));
    unreadable_as("solve", "solve", Problem::WhichMove);
    assert!(parse("solve e2e4 e7e5").is_err());
}

#[test]
fn a_moderator_adjudicates_with_a_result_and_maybe_a_game() {
    use kibitz::rules::Color;
    let adjudicate = |winner, game: Option<i64>| {
        Ok(Command::Adjudicate {
            winner,
            game: game.map(GameId),
            may_moderate: false,
        })
    };
    assert_eq!(
        parse("adjudicate white"),
        adjudicate(Some(Color::White), None)
    );
    assert_eq!(
        parse("!endgame result:black game:12"),
        adjudicate(Some(Color::Black), Some(12))
    );
    assert_eq!(parse("adjudicate #3 DRAW"), adjudicate(None, Some(3)));
    assert_eq!(
        parse("adjudicate 1-0 7"),
        adjudicate(Some(Color::White), Some(7))
    );
    assert_eq!(parse("adjudicate 1/2-1/2"), adjudicate(None, None));
    for (line, problem) in [
        ("adjudicate", Problem::WhoWins),
        ("adjudicate game:4", Problem::WhoWins),
        ("adjudicate maybe", Problem::NotAResult("maybe".into())),
        ("adjudicate white black", Problem::OneResult),
        (
            "adjudicate white game:x",
            Problem::NotAGameNumber("game:x".into()),
        ),
        ("adjudicate white #1 #2", Problem::OneGameAtMost),
    ] {
        unreadable_as(line, "adjudicate", problem);
    }
}

#[test]
fn analysis_of_the_last_finished_or_a_numbered_game() {
    assert_eq!(parse("analysis"), Ok(Command::Analysis(None)));
    for spelled in ["analysis game:7", "analyse 7", "analyze #7"] {
        assert_eq!(
            parse(spelled),
            Ok(Command::Analysis(Some(GameId(7)))),
            "{spelled}"
        );
    }
    unreadable_as(
        "analysis seven",
        "analysis",
        Problem::NotAGameNumber("seven".into()),
    );
    assert!(parse("analysis 1 2").is_err());
}

#[test]
fn export_and_next_take_nothing_after_them() {
    assert_eq!(parse("next"), Ok(Command::Next));
    assert!(parse("next game").is_err());
    assert_eq!(parse("export"), Ok(Command::Export));
    unreadable_as("export all", "export", Problem::TakesNothing);
}

#[test]
fn the_other_commands() {
    assert_eq!(parse("move e2e4"), Ok(Command::Move("e2e4".into())));
    assert_eq!(parse("/mv N@e4"), Ok(Command::Move("N@e4".into())));
    assert_eq!(parse("draw"), Ok(Command::Draw(Answer::Offer)));
    assert_eq!(
        parse("takeback accept"),
        Ok(Command::Takeback(Answer::Accept))
    );
    assert_eq!(
        parse("rules shrink"),
        Ok(Command::Rules {
            variant: Some(Variant::Shrink),
            topic: None
        })
    );
    assert_eq!(
        parse("ratings"),
        Ok(Command::Ratings {
            variant: None,
            global: false
        })
    );
    assert_eq!(parse("HELP move"), Ok(Command::Help(Some("move".into()))));
    assert_eq!(parse("accept"), Ok(Command::Accept(None)));
    assert_eq!(
        parse("accept @ann"),
        Ok(Command::Accept(Some(ChallengePick::From(
            resolve("ann").unwrap()
        ))))
    );
    assert_eq!(parse("challenges"), Ok(Command::Challenges));
    // Every name and alias of the table names its command, which the grammar knows.
    for command in COMMANDS {
        for word in std::iter::once(&command.name).chain(command.aliases) {
            assert_eq!(command_name(word), Some(command.name));
            let unknown =
                parse(word).is_err_and(|e| matches!(e.problem, Problem::UnknownCommand { .. }));
            assert!(!unknown, "{word}");
        }
        assert!(help::usage(command.name).is_some(), "{}", command.name);
    }
    assert_eq!(
        parse("!rating"),
        Ok(Command::Ratings {
            variant: None,
            global: false
        })
    );
}

#[test]
fn correspondence_commands_in_words() {
    let notify = |on: Option<bool>, events: Vec<NotifyEvent>| Ok(Command::Notify { on, events });
    assert_eq!(parse("notify"), notify(None, vec![]));
    assert_eq!(parse("notify on"), notify(Some(true), vec![]));
    assert_eq!(parse("notify off all"), notify(Some(false), vec![]));
    assert_eq!(
        parse("notify on move Results reminder"),
        notify(
            Some(true),
            vec![
                NotifyEvent::Move,
                NotifyEvent::Result,
                NotifyEvent::Reminder
            ]
        )
    );
    assert_eq!(
        parse("notify off event:challenges"),
        notify(Some(false), vec![NotifyEvent::Challenge])
    );
    unreadable_as(
        "notify moves",
        "notify",
        Problem::NotifyOnOrOff("moves".into()),
    );
    assert!(parse("notify on everything").is_err());

    let premove = |game: Option<i64>, action: PremoveAction| {
        Ok(Command::Premove {
            game: game.map(GameId),
            action,
        })
    };
    let line = |moves: &[&str]| PremoveAction::Add(moves.iter().map(|m| m.to_string()).collect());
    assert_eq!(parse("premove"), premove(None, PremoveAction::List));
    assert_eq!(parse("premove clear"), premove(None, PremoveAction::Clear));
    assert_eq!(
        parse("premove e7e5 g1f3 b8c6 f1b5"),
        premove(None, line(&["e7e5", "g1f3", "b8c6", "f1b5"]))
    );
    assert_eq!(
        parse("premove game:12 line:\"e7e5 g1f3\""),
        premove(Some(12), line(&["e7e5", "g1f3"]))
    );
    assert_eq!(
        parse("premove #3 e7e5,g1f3"),
        premove(Some(3), line(&["e7e5", "g1f3"]))
    );
    assert!(parse("premove game:x e7e5 g1f3").is_err());

    assert_eq!(
        parse("vacation"),
        Ok(Command::Vacation(VacationAction::Show))
    );
    assert_eq!(
        parse("vacation 7"),
        Ok(Command::Vacation(VacationAction::Start(7)))
    );
    assert_eq!(
        parse("vacation days:10"),
        Ok(Command::Vacation(VacationAction::Start(10)))
    );
    assert_eq!(
        parse("vacation end"),
        Ok(Command::Vacation(VacationAction::End))
    );
    unreadable_as(
        "vacation soon",
        "vacation",
        Problem::NotDaysOrEnd("soon".into()),
    );
    assert!(parse("vacation -3").is_err());

    let ratings = |variant: Option<Variant>, global: bool| Ok(Command::Ratings { variant, global });
    assert_eq!(parse("ratings global"), ratings(None, true));
    assert_eq!(
        parse("ratings suction scope:global"),
        ratings(Some(Variant::Suction), true)
    );
    assert_eq!(
        parse("ratings scope:server shrink"),
        ratings(Some(Variant::Shrink), false)
    );
    assert!(parse("ratings suction shrink").is_err());
}

#[test]
fn tournament_commands_in_words() {
    let t = |action: TournamentAction, id: Option<i64>| {
        Ok(Command::Tournament(TournamentCommand {
            action,
            id: id.map(TournamentId),
            may_organise: false,
        }))
    };
    assert_eq!(parse("tournament"), t(TournamentAction::Show, None));
    assert_eq!(parse("tournament id:3"), t(TournamentAction::Show, Some(3)));
    assert_eq!(parse("t join id:3"), t(TournamentAction::Join, Some(3)));
    assert_eq!(parse("tournament LEAVE"), t(TournamentAction::Leave, None));
    assert_eq!(
        parse("tournament pairings 2"),
        t(TournamentAction::Pairings(Some(2)), None)
    );
    assert_eq!(
        parse("tournament pairings round:4 id:1"),
        t(TournamentAction::Pairings(Some(4)), Some(1))
    );
    assert_eq!(
        parse("tournament create variant:suction format:double hours:6 name:Spring  Open rated:no max:12"),
        t(
            TournamentAction::Create(TournamentTerms {
                variant: Variant::Suction,
                format: Format::Double,
                rounds: None,
                time: TimePerMove::from_seconds(6 * 3600).unwrap(),
                name: Some("Spring Open".into()),
                rated: false,
                max_players: Some(12),
            }),
            None
        )
    );
    // Swiss by default, three days a move, rated.
    let Ok(Command::Tournament(TournamentCommand {
        action: TournamentAction::Create(terms),
        ..
    })) = parse("tournament create variant:shrink")
    else {
        panic!("a tournament")
    };
    assert_eq!(
        (terms.format, terms.time, terms.rated, terms.rounds),
        (Format::Swiss, TimePerMove::DEFAULT, true, None)
    );
    let out_of_range = |option, min, max, word: &str| Problem::NumberOutOfRange {
        option,
        min,
        max,
        word: word.into(),
    };
    for (line, problem) in [
        ("tournament create format:swiss", Problem::WhichVariant),
        (
            "tournament create variant:suction format:league",
            Problem::NotAFormat("league".into()),
        ),
        (
            "tournament create variant:suction rounds:0",
            out_of_range("rounds", 1, 30, "0"),
        ),
        (
            "tournament create variant:suction days:15",
            Problem::TimeOutOfRange,
        ),
        (
            "tournament create variant:suction max:1",
            out_of_range("max", 2, 1000, "1"),
        ),
        (
            "tournament join id:x",
            Problem::NotATournamentNumber("x".into()),
        ),
        (
            "tournament join id:0",
            Problem::NotATournamentNumber("0".into()),
        ),
        (
            "tournament fly",
            Problem::NotATournamentAction("fly".into()),
        ),
        ("tournament join now", Problem::WhatIs("now".into())),
        (
            "tournament standings round:2",
            Problem::UnknownOption("round".into()),
        ),
        (
            "tournament pairings round:99",
            out_of_range("round", 1, 60, "99"),
        ),
    ] {
        unreadable_as(line, "tournament", problem);
    }
    let long = format!("tournament create variant:suction name:{}", "x".repeat(61));
    unreadable_as(&long, "tournament", Problem::NameTooLong { max: 60 });
}

proptest::proptest! {
    /// No line, however mangled, makes the grammar panic: it is a command or a usage error.
    #[test]
    fn any_line_is_a_command_or_a_usage_error(words in proptest::collection::vec(
        proptest::prop_oneof![
            proptest::string::string_regex("[a-z]{0,8}(:[a-z0-9#@-]{0,6})?").unwrap(),
            proptest::sample::select(vec![
                "tournament", "create", "pairings", "round:", "id:", "name:", "variant:suction",
                "format:swiss", "rounds:", "max:", "days:99999999999999999999", "challenge",
                "move", "premove", "vacation", "notify", "-1", "\u{202e}", "é",
            ]).prop_map(String::from),
        ],
        0..8,
    )) {
        let _ = parse(&words.join(" "));
    }
}
