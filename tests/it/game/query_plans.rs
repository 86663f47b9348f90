//! Every statement the commands of a game run is answered through an index: none reads every
//! row of `games`, `moves`, `users` or `votes`, which grow with every game ever played. The
//! commands are run through the service (as the console types them) with the database
//! recording what they ask; each statement is then planned by the database itself (on
//! PostgreSQL too, with sequential scans discouraged so that one left means no index serves).

use crate::support::players::*;
use crate::support::stores::scratch_store;
use kibitz::chat::parse_command_with;
use kibitz::game::{ChannelId, Command, ManualClock, Platform, Service, Settings, User, UserId};
use kibitz::rules::{Position, Variant};
use kibitz::store::db::{Row, Value};
use kibitz::store::{Statement, Store};
use std::sync::Arc;

/// The tables that grow with every game played.
const LARGE: [&str; 4] = ["games", "moves", "users", "votes"];

fn channel(name: &str) -> ChannelId {
    ChannelId::new(Platform::Console, name)
}

fn user(name: &str) -> User {
    User::new(UserId::new(Platform::Console, name), name)
}

/// The names a statement gives the large tables: the tables and their aliases
/// (`FROM games g`, `JOIN users AS w`).
fn large_names(sql: &str) -> Vec<String> {
    let words: Vec<&str> = sql
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .filter(|w| !w.is_empty())
        .collect();
    let mut names = Vec::new();
    for (i, word) in words.iter().enumerate() {
        if LARGE.contains(word) {
            names.push(word.to_string());
            let alias = match words.get(i + 1) {
                Some(w) if w.eq_ignore_ascii_case("as") => words.get(i + 2),
                other => other,
            };
            if let Some(alias) = alias.filter(|a| a.len() <= 2) {
                names.push(alias.to_string());
            }
        }
    }
    names
}

/// The steps of `plan` that read a large table whole: SQLite's `SCAN <table>` (with or
/// without an index: a full index is as long as its table), PostgreSQL's `Seq Scan on`, and
/// an index scan of PostgreSQL without a condition on the index.
fn scans(sql: &str, plan: &[String]) -> Vec<String> {
    let names = large_names(sql);
    let reads = |step: &str, prefix: &str| {
        step.split_once(prefix).is_some_and(|(_, rest)| {
            let table = rest.split_whitespace().next().unwrap_or("");
            names.iter().any(|n| n == table)
        })
    };
    let mut found = Vec::new();
    for (i, line) in plan.iter().enumerate() {
        let step = line.trim_start().trim_start_matches("-> ").trim_start();
        let whole = if step.starts_with("SCAN ") {
            reads(step, "SCAN ")
        } else if step.starts_with("Seq Scan on ") {
            reads(step, "Seq Scan on ")
        } else if step.contains("Index Scan") && step.contains(" on ") {
            // The lines under the step, up to the next step, say what it looks up.
            let conditioned = plan[i + 1..]
                .iter()
                .take_while(|l| !l.trim_start().starts_with("->"))
                .any(|l| l.contains("Index Cond"));
            reads(step, " on ") && !conditioned
        } else {
            false
        };
        if whole {
            found.push(step.to_string());
        }
    }
    found
}

/// Runs `lines` (who, where, what they type) through the service, each followed by the clock's
/// tick, whatever they answer: a refusal's statements count as much as a move's.
fn run(svc: &Service, lines: &[(&str, &str, &str)]) {
    let bot = user("kibitz");
    let resolve = |name: &str| Some(user(name));
    let channel_of = |name: &str| Some((channel(name), format!("team {name}")));
    for &(who, at, line) in lines {
        let mut command = parse_command_with(line, &resolve, &channel_of, &bot.id)
            .unwrap_or_else(|e| panic!("'{line}' does not read: {e:?}"));
        // Anyone organises and moderates, as on the console.
        match &mut command {
            Command::Tournament(t) => t.may_organise = true,
            Command::PuzzleDaily { may_moderate, .. }
            | Command::Adjudicate { may_moderate, .. }
            | Command::Language { may_moderate, .. } => *may_moderate = true,
            _ => {}
        }
        in_server(svc, (&user(who), "console-server"), &channel(at), command);
        svc.clockwork().tick();
    }
}

/// What every statement of `store`'s recording reads whole, with its plan.
fn whole_reads(store: &Store, statements: &[Statement]) -> Vec<String> {
    let mut failures = Vec::new();
    for statement in statements {
        let plan = store
            .plan(statement)
            .unwrap_or_else(|e| panic!("cannot plan {}: {e}", statement.sql));
        let found = scans(&statement.sql, &plan);
        if !found.is_empty() {
            failures.push(format!(
                "{}\n  reads whole: {}\n  plan:\n    {}",
                statement.sql,
                found.join("; "),
                plan.join("\n    ")
            ));
        }
    }
    failures
}

/// Games of others written straight into `store`: [`OTHERS`] games, a third of them in
/// progress with ten moves each and a vote (and a few with conditional moves), the others
/// finished; then the planner's statistics brought up to date.
fn fill_with_others(store: &Store) {
    const OTHERS: usize = 3000;
    let start = Position::start(Variant::Standard).fen();
    let (mut users, mut games, mut moves, mut votes, mut premoves) =
        (vec![], vec![], vec![], vec![], vec![]);
    for i in 0..OTHERS {
        let (white, black) = (format!("console:w{i}"), format!("console:b{i}"));
        users.push(Row(vec![white.clone().into(), format!("w{i}").into()]));
        users.push(Row(vec![black.clone().into(), format!("b{i}").into()]));
        let playing = i % 3 == 0;
        let deadline = playing.then_some(T0 + 86_400 + i as i64);
        games.push(Row(vec![
            Value::Int(1_000_000 + i as i64),
            format!("other-{i}").into(),
            "standard".into(),
            white.clone().into(),
            black.into(),
            start.clone().into(),
            start.clone().into(),
            Value::Int(if playing { 10 } else { 0 }),
            Value::Int(86_400),
            deadline.into(),
            deadline.map(|d| d - 3600).into(),
            Value::from(!playing),
            Value::Int(T0 - 86_400),
            Value::Int(T0 - 86_400),
        ]));
        if playing {
            for ply in 1..=10 {
                moves.push(Row(vec![
                    Value::Int(1_000_000 + i as i64),
                    Value::Int(ply),
                    "e2e4".into(),
                    start.clone().into(),
                    Value::Int(T0 - 86_400),
                ]));
            }
            if i % 100 == 0 {
                premoves.push(Row(vec![
                    Value::Int(1_000_000 + i as i64),
                    white.clone().into(),
                    Value::Int(10),
                    "e7e5 g1f3".into(),
                ]));
            }
            votes.push(Row(vec![
                Value::Int(1_000_000 + i as i64),
                Value::Int(10),
                white.into(),
                "e2e4".into(),
                Value::Int(T0 - 3600),
            ]));
        }
    }
    let insert = |table: &str, columns: &[&str], rows: &[Row]| {
        store
            .insert_rows(table, columns, rows)
            .unwrap_or_else(|e| panic!("filling {table}: {e}"));
    };
    insert("users", &["id", "name"], &users);
    insert(
        "games",
        &[
            "id",
            "channel",
            "variant",
            "white",
            "black",
            "start_fen",
            "fen",
            "ply",
            "seconds_per_move",
            "deadline",
            "remind_at",
            "finished",
            "created_at",
            "updated_at",
        ],
        &games,
    );
    insert(
        "moves",
        &["game_id", "ply", "notation", "fen_after", "played_at"],
        &moves,
    );
    insert(
        "votes",
        &["game_id", "ply", "voter", "choice", "cast_at"],
        &votes,
    );
    insert(
        "premoves",
        &["game_id", "owner", "from_ply", "moves"],
        &premoves,
    );
    store.settle().expect("statistics");
}

#[test]
fn the_scan_finder_knows_a_scan_from_a_search() {
    let sql = "SELECT g.id FROM games g JOIN users w ON w.id = g.white WHERE g.finished = 0";
    assert_eq!(
        scans(sql, &["SCAN g USING INDEX games_by_remind_at".into()]),
        ["SCAN g USING INDEX games_by_remind_at"]
    );
    assert!(scans(
        sql,
        &["SEARCH g USING INDEX games_by_white (white=?)".into()]
    )
    .is_empty());
    assert!(scans(sql, &["SCAN challenges".into()]).is_empty());
    let postgres = [
        "Nested Loop".to_string(),
        "  ->  Index Scan using games_pkey on games g  (cost=0.29..8.30 rows=1 width=4)".into(),
        "        Index Cond: (id = 5)".into(),
        "  ->  Index Scan using users_pkey on users w  (cost=0.29..8.30 rows=1 width=4)".into(),
        "        Filter: (name = 'x'::text)".into(),
        "  ->  Seq Scan on moves  (cost=0.00..1.01 rows=1 width=4)".into(),
    ];
    assert_eq!(
        scans("SELECT 1 FROM games g, users w, moves", &postgres).len(),
        2,
        "the users index read whole and the moves table"
    );
}

#[test]
fn every_statement_of_a_game_uses_an_index() {
    let store = Arc::new(scratch_store());
    let clock = Arc::new(ManualClock::new(T0));
    let svc = Service::with(store.clone(), clock, Settings::default().analysing_at(500));
    // A game, its moves, and what players do around it, in a channel and in direct talk.
    let game = [
        (
            "ann",
            "hall",
            "challenge variant:chess opponent:bob color:white days:2",
        ),
        ("eve", "hall", "challenge variant:suction"),
        ("ann", "hall", "challenges"),
        ("bob", "hall", "accept ann"),
        ("ann", "hall", "move e2e4"),
        ("ann", "hall", "premove e7e5 g1f3"),
        ("bob", "hall", "move e7e5"),
        ("bob", "hall", "moves e7"),
        ("bob", "hall", "board"),
        ("ann", "hall", "draw"),
        ("bob", "hall", "draw decline"),
        ("bob", "hall", "takeback"),
        ("ann", "hall", "takeback decline"),
        ("bob", "hall", "move b8c6"),
        ("ann", "dm", "games"),
        ("ann", "dm", "next"),
        ("ann", "dm", "notify on"),
        ("bob", "dm", "vacation 2"),
        ("bob", "dm", "vacation end"),
        ("ann", "hall", "history"),
        ("ann", "hall", "language de"),
        ("ann", "hall", "language en"),
        ("bob", "hall", "resign"),
        ("ann", "hall", "ratings"),
        ("ann", "hall", "ratings chess global"),
        ("ann", "hall", "export"),
        ("eve", "hall", "cancel"),
        (
            "dan",
            "hall",
            "challenge variant:shrink opponent:kibitz level:1",
        ),
        ("dan", "hall", "move e2e4"),
        ("eve", "hall", "adjudicate draw"),
        ("ann", "hall", "replay"),
        ("ann", "hall", "analysis"),
        ("ann", "hall", "rules"),
        ("eve", "hall", "puzzle suction"),
        ("eve", "hall", "solve e2e4"),
        ("eve", "hall", "solve show"),
        ("eve", "hall", "puzzle daily on"),
    ];
    // A team game: the team of one channel against the bot, voting its moves.
    let team = [
        (
            "ann",
            "north",
            "challenge variant:chess team:yes opponent:kibitz color:white level:1 vote:2h",
        ),
        ("ann", "north", "vote e2e4"),
        ("bob", "north", "vote d2d4"),
        ("ann", "north", "board"),
    ];
    // A tournament, paired and played.
    let tournament = [
        (
            "ann",
            "club",
            "tournament create variant:chess format:swiss rounds:2 days:1 name:Open",
        ),
        ("bob", "club", "tournament join"),
        ("eve", "club", "tournament join"),
        ("dan", "club", "tournament join"),
        ("ann", "club", "tournament join"),
        ("ann", "club", "tournament start"),
        ("ann", "club", "tournament standings"),
        ("ann", "club", "tournament pairings"),
        ("ann", "club", "tournament"),
    ];
    // The database is not empty: games of others, finished and not, as the planner of
    // PostgreSQL must see a table to choose as it would in use.
    fill_with_others(&store);
    run(
        &svc,
        &[("zed", "old", "challenge variant:chess opponent:yan")],
    );
    run(&svc, &[("yan", "old", "accept"), ("yan", "old", "resign")]);

    store.record_statements();
    run(&svc, &game);
    run(&svc, &team);
    run(&svc, &tournament);
    let statements = store.recorded_statements();
    assert!(
        statements.len() > 60,
        "the commands ran {} statements: fewer than expected",
        statements.len()
    );
    let failures = whole_reads(&store, &statements);
    assert!(
        failures.is_empty(),
        "{} of {} statements read a large table whole:\n\n{}",
        failures.len(),
        statements.len(),
        failures.join("\n\n")
    );
}
