//! The text grammar of commands (console and Matrix): every command with its options or
//! plain words, and a clear usage error for everything else.

use kibitz::chat::{command_name, parse_command, UsageError};
use kibitz::game::commands::COMMANDS;
use kibitz::game::help;
use kibitz::game::Platform;
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

/// What a usage error says, in English.
trait Said {
    fn said(&self) -> String;
}

impl Said for UsageError {
    fn said(&self) -> String {
        kibitz::game::unreadable(kibitz::game::Lang::En, self)
    }
}

fn parse(line: &str) -> Result<Command, UsageError> {
    parse_command(line, &resolve, &UserId::new(Platform::Console, "kibitz"))
}

#[test]
fn challenges_with_options_or_plain_words() {
    let expected = Command::Challenge {
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
            variant: Variant::GiveAndTake,
            opponent: Opponent::Anyone,
            color: ColorChoice::Random,
            time: TimePerMove::DEFAULT,
            rated: true,
        })
    );
}

#[test]
fn the_bot_plays_at_a_level_and_only_the_bot() {
    let level = |line: &str| match parse(line) {
        Ok(Command::Challenge { opponent, .. }) => Ok(opponent.level().map(BotLevel::number)),
        Ok(other) => panic!("{other:?}"),
        Err(e) => Err(e.said()),
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
    for bad in ["level:0", "level:9", "level:x"] {
        let err = level(&format!("challenge suction kibitz {bad}")).unwrap_err();
        assert!(err.contains("from 1 to 8"), "{err}");
    }
    let err = level("challenge suction bob level:2").unwrap_err();
    assert!(err.contains("against the bot"), "{err}");
    assert!(matches!(
        parse("challenge suction kibitz rated:no"),
        Ok(Command::Challenge { rated: false, .. })
    ));
    assert!(parse("challenge suction kibitz rated:maybe").is_err());
}

#[test]
fn malformed_commands_show_their_usage() {
    let err = parse("challenge opponent:bob").unwrap_err().said();
    assert!(
        err.contains("which variant") && err.contains("Usage: `challenge variant:"),
        "{err}"
    );
    assert!(parse("challenge chess minutes:0")
        .unwrap_err()
        .said()
        .contains("1 minute to 14 days"));
    assert!(parse("challenge chess days:15").is_err());
    assert!(parse("challenge chess days:99999999999999999999").is_err());
    // A word that is no variant is taken for the opponent; the variant is still missing.
    assert!(parse("challenge fairy")
        .unwrap_err()
        .said()
        .contains("which variant?"));
    assert!(parse("challenge chess opponent:no!body")
        .unwrap_err()
        .said()
        .contains("there is no user 'no!body'"));
    assert!(parse("move")
        .unwrap_err()
        .said()
        .contains("Usage: `move <move>`"));
    assert!(parse("move e2 e4").is_err());
    assert!(parse("resign now")
        .unwrap_err()
        .said()
        .contains("Usage: `resign`"));
    assert!(parse("draw maybe").is_err());
    assert!(parse("fly away")
        .unwrap_err()
        .said()
        .starts_with("unknown command `fly`."));
    assert_eq!(
        parse("chalenge chess").unwrap_err().said(),
        "unknown command `chalenge`. Did you mean `challenge`? Try `help` for the list."
    );
    assert_eq!(
        parse("move").unwrap_err().said(),
        "which move? Usage: `move <move>`"
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
    assert!(parse("rules suctoin")
        .unwrap_err()
        .said()
        .contains("Usage: `rules [variant] [topic]`"));
    assert!(parse("rules variant:fairy shrinking")
        .unwrap_err()
        .said()
        .starts_with("unknown variant 'fairy' (choose standard, suction,"));
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
    assert!(parse("moves z9")
        .unwrap_err()
        .said()
        .contains("neither a square (e2) nor a piece"));
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
    assert!(parse("replay twelve")
        .unwrap_err()
        .said()
        .contains("'twelve' is not a game number"));
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
    assert!(parse("puzzle suctoin")
        .unwrap_err()
        .said()
        .contains("Usage: `puzzle"));
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
    assert!(parse("puzzle daily maybe")
        .unwrap_err()
        .said()
        .contains("daily takes on or off"));
    assert_eq!(
        parse("solve e2e4"),
        Ok(Command::Solve(SolveAction::Move("e2e4".into())))
    );
    assert_eq!(parse("solve show"), Ok(Command::Solve(SolveAction::Show)));
    assert!(parse("solve").unwrap_err().said().contains("which move?"));
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
        ("adjudicate", "who wins: white, black or draw?"),
        ("adjudicate game:4", "who wins"),
        ("adjudicate maybe", "'maybe' is not a result"),
        ("adjudicate white black", "one result"),
        ("adjudicate white game:x", "'game:x' is not a game number"),
        ("adjudicate white #1 #2", "name one game at most"),
    ] {
        let wrong = parse(line).unwrap_err().said();
        assert!(
            wrong.contains(problem) && wrong.contains("Usage: `adjudicate white|black|draw"),
            "{line}: {wrong}"
        );
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
    let wrong = parse("analysis seven").unwrap_err().said();
    assert!(
        wrong.contains("'seven' is not a game number")
            && wrong.contains("Usage: `analysis [game:<id>]`"),
        "{wrong}"
    );
    assert!(parse("analysis 1 2").is_err());
}

#[test]
fn export_and_next_take_nothing_after_them() {
    assert_eq!(parse("next"), Ok(Command::Next));
    assert!(parse("next game").is_err());
    assert_eq!(parse("export"), Ok(Command::Export));
    assert!(parse("export all")
        .unwrap_err()
        .said()
        .contains("Usage: `export`"));
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
            let unknown = parse(word).is_err_and(|e| e.said().starts_with("unknown command"));
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
    let bad = parse("notify moves").unwrap_err().said();
    assert!(
        bad.contains("`on` or `off`") && bad.contains("Usage:"),
        "{bad}"
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
    assert!(parse("vacation soon")
        .unwrap_err()
        .said()
        .contains("Usage: `vacation"));
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
    for (line, says) in [
        ("tournament create format:swiss", "which variant?"),
        (
            "tournament create variant:suction format:league",
            "swiss, roundrobin or double",
        ),
        (
            "tournament create variant:suction rounds:0",
            "rounds is a number from 1 to 30",
        ),
        (
            "tournament create variant:suction days:15",
            "from 1 minute to 14 days",
        ),
        (
            "tournament create variant:suction max:1",
            "max is a number from 2",
        ),
        ("tournament join id:x", "not a tournament number"),
        ("tournament join id:0", "not a tournament number"),
        ("tournament fly", "is not one of create, join"),
        ("tournament join now", "what is 'now'?"),
        ("tournament standings round:2", "unknown option 'round'"),
        (
            "tournament pairings round:99",
            "round is a number from 1 to 60",
        ),
    ] {
        let error = parse(line).unwrap_err().said();
        assert!(error.contains(says), "{line}: {error}");
        assert!(error.contains("Usage: `tournament"), "{line}: {error}");
    }
    let long = format!("tournament create variant:suction name:{}", "x".repeat(61));
    assert!(parse(&long)
        .unwrap_err()
        .said()
        .contains("at most 60 characters"));
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
