//! Kibitz on PostgreSQL (see `support::pg`): `kibitz migrate` from a SQLite file holding games of every
//! variant in every state, a process that loses its database and gets it back, and two
//! `kibitz` processes on one database with one controlled clock: racing moves, each reminder
//! and loss on time posted once, one process killed and the other carrying on.

use crate::support::pg;
use crate::support::players::{in_server, ok};
use kibitz::game::{Platform, UserId};

use kibitz::game::Opponent;
use kibitz::game::Settings;
use kibitz::game::{
    ChannelId, ColorChoice, Command, Fixed, Lang, ManualClock, NotifyEvent, PremoveAction, Service,
    TimePerMove, User, VacationAction,
};
use kibitz::rules::random::XorShift;
use kibitz::rules::{Position, Variant};
use kibitz::store::Store;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

const T0: i64 = 1_700_000_000;

fn user(name: &str) -> User {
    User::new(UserId::new(Platform::Console, name), name)
}

fn challenge(variant: Variant, opponent: &User, hours: u64) -> Command {
    Command::Challenge {
        clock: None,
        variant,
        opponent: Opponent::Person(opponent.clone()),
        color: ColorChoice::White,
        time: TimePerMove::from_seconds(hours * 3600).unwrap(),
        rated: true,
    }
}

/// Plays up to `plies` random legal moves in the game of `channel`.
fn play_random(
    (svc, store): (&Service, &Store),
    channel: &ChannelId,
    plies: usize,
    rng: &mut XorShift,
) {
    for _ in 0..plies {
        let Some(row) = store.active_game(channel).unwrap() else {
            return;
        };
        let pos = Position::from_fen(row.variant, &row.fen).unwrap();
        let moves = pos.legal_moves();
        let mv = moves[(rng.next_u64() % moves.len() as u64) as usize].to_string();
        let actor = row.player(pos.turn()).clone();
        ok(svc.handle(&actor, channel, Command::Move(mv)));
    }
}

/// What a user sees of every channel: boards, histories, games, ratings.
fn snapshot(svc: &Service, channels: &[ChannelId], players: &[User]) -> Vec<String> {
    let mut seen = Vec::new();
    for ch in channels {
        for command in [Command::Board, Command::History, Command::Challenges] {
            seen.push(svc.handle(&players[0], ch, command).text);
        }
    }
    for p in players {
        seen.push(svc.handle(p, &channels[0], Command::Games).text);
        let ratings = Command::Ratings {
            variant: None,
            global: true,
        };
        seen.push(svc.handle(p, &channels[0], ratings).text);
    }
    seen
}

#[test]
fn kibitz_migrate_copies_every_game_in_every_state_and_checks_the_counts() {
    let server = pg::Server::get();
    let dir = std::env::temp_dir().join(format!("kibitz-migrate-postgres-{}", std::process::id()));
    std::fs::remove_dir_all(&dir).ok();
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("kibitz.sqlite");
    let (ann, bob) = (user("ann"), user("bob"));
    let players = [ann.clone(), bob.clone()];
    let mut channels = Vec::new();
    let mut rng = XorShift(0x5eed);
    let clock = Arc::new(ManualClock::new(T0));
    {
        let store = Arc::new(Store::open(&file).unwrap());
        let svc = Service::with(
            store.clone(),
            clock.clone(),
            Settings::default().analysing_at(2_000),
        );
        for variant in Variant::ALL {
            // Finished, in progress (with a standing draw offer), and waiting to be accepted.
            let [done, playing, waiting] = ["done", "playing", "waiting"]
                .map(|s| ChannelId::new(Platform::Console, &format!("{s}-{}", variant.key())));
            ok(in_server(
                &svc,
                (&ann, "s1"),
                &done,
                challenge(variant, &bob, 24),
            ));
            ok(in_server(&svc, (&bob, "s1"), &done, Command::Accept(None)));
            play_random((&svc, &store), &done, 4, &mut rng);
            ok(svc.handle(&bob, &done, Command::Resign));
            ok(svc.handle(&ann, &playing, challenge(variant, &bob, 48)));
            ok(svc.handle(&bob, &playing, Command::Accept(None)));
            play_random((&svc, &store), &playing, 5, &mut rng);
            ok(svc.handle(&bob, &playing, Command::Draw(kibitz::game::Answer::Offer)));
            ok(svc.handle(&ann, &waiting, challenge(variant, &bob, 1)));
            channels.extend([done, playing, waiting]);
        }
        let notify = Command::Notify {
            on: Some(true),
            events: vec![NotifyEvent::Move],
        };
        ok(svc.handle(&bob, &channels[0], notify));
        // A kept analysis: its evaluations are in the game's PGN, read on both sides.
        ok(svc.handle(&ann, &channels[0], Command::Analysis(None)));
        ok(svc.handle(
            &ann,
            &channels[0],
            Command::Vacation(VacationAction::Start(3)),
        ));
        let mine = channels
            .iter()
            .find(|c| c.key() == "playing-standard")
            .unwrap();
        let row = store.active_game(mine).unwrap().unwrap();
        let pos = Position::from_fen(row.variant, &row.fen).unwrap();
        let planner = row.player(!pos.turn()).clone();
        let reply = pos.legal_moves()[0].to_string();
        let after = pos.play(&reply).unwrap().1;
        let answer = after.legal_moves()[0].to_string();
        let line = PremoveAction::Add(vec![reply, answer]);
        ok(svc.handle(
            &planner,
            mine,
            Command::Premove {
                game: None,
                action: line,
            },
        ));
    }
    let before = {
        let svc = Service::new(Store::open(&file).unwrap(), clock.clone());
        snapshot(&svc, &channels, &players)
    };

    let url = server.database();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_kibitz"))
        .args(["migrate", "--from", file.to_str().unwrap(), "--to", &url])
        .output()
        .unwrap();
    let report = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{report}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(report.contains("games: 12 rows"), "{report}");
    assert!(report.contains("challenges: 6 rows"), "{report}");
    assert!(report.contains("analyses: 1 rows"), "{report}");
    assert!(report.contains("migrated: every count matches"), "{report}");

    // Everything reads the same on PostgreSQL, and play goes on there.
    let store = Arc::new(Store::connect(&url).unwrap());
    let svc = Service::new(store.clone(), clock.clone());
    assert_eq!(snapshot(&svc, &channels, &players), before);
    let waiting = ChannelId::new(Platform::Console, "waiting-suction");
    let started = ok(svc.handle(&bob, &waiting, Command::Accept(None)));
    assert!(
        started.game.unwrap().id.0 > 12,
        "new games are numbered after the copied ones"
    );
    play_random((&svc, &store), &waiting, 2, &mut rng);

    // Into a database that holds games already: refused, nothing copied twice.
    let again = std::process::Command::new(env!("CARGO_BIN_EXE_kibitz"))
        .args(["migrate", "--from", file.to_str().unwrap(), "--to", &url])
        .output()
        .unwrap();
    assert!(!again.status.success());
    assert!(String::from_utf8_lossy(&again.stderr).contains("already holds"));
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_process_that_loses_its_database_says_so_and_recovers() {
    let server = pg::Server::get();
    let url = server.database();
    let name = url.rsplit('/').next().unwrap().to_string();
    let svc = Service::new(
        Store::connect(&url).unwrap(),
        Arc::new(ManualClock::new(T0)),
    );
    let (ann, bob) = (user("ann"), user("bob"));
    let ch = ChannelId::new(Platform::Console, "main");
    ok(svc.handle(&ann, &ch, challenge(Variant::Standard, &bob, 24)));
    ok(svc.handle(&bob, &ch, Command::Accept(None)));

    server.refuse_connections(&name);
    let down = svc.handle(&ann, &ch, Command::Move("e2e4".into()));
    assert!(down.error, "{}", down.text);
    assert_eq!(down.text, kibitz::game::fixed(Lang::En, Fixed::Unreachable));
    assert!(
        svc.clockwork().tick().is_empty(),
        "the clock goes on without the database"
    );

    server.allow_connections(&name);
    let moved = ok(svc.handle(&ann, &ch, Command::Move("e2e4".into())));
    assert!(moved.text.contains("ann played e4"), "{}", moved.text);
}

/// A `kibitz console` on `db`, its output collected.
struct Process {
    child: Child,
    output: Arc<Mutex<String>>,
}

impl Process {
    fn start(db: &str, clock: &std::path::Path, images: &std::path::Path) -> Process {
        let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_kibitz"))
            .args(["console", "--db", db, "--images", images.to_str().unwrap()])
            .env("KIBITZ_TEST_CLOCK_FILE", clock)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .unwrap();
        let output = Arc::new(Mutex::new(String::new()));
        let stdout = child.stdout.take().unwrap();
        let collected = output.clone();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                let mut text = collected.lock().unwrap();
                text.push_str(&line);
                text.push('\n');
            }
        });
        Process { child, output }
    }

    fn say(&mut self, lines: &str) {
        let stdin = self.child.stdin.as_mut().unwrap();
        stdin.write_all(lines.as_bytes()).unwrap();
        stdin.flush().unwrap();
    }

    fn count(&self, text: &str) -> usize {
        self.output.lock().unwrap().matches(text).count()
    }

    /// Waits until the output holds `text` `times` times, within 30 s.
    fn wait_for(&self, text: &str, times: usize) {
        let deadline = Instant::now() + Duration::from_secs(30);
        while self.count(text) < times {
            assert!(
                Instant::now() < deadline,
                "never saw '{text}' {times} times in:\n{}",
                self.output.lock().unwrap()
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }
}

#[test]
fn two_processes_on_one_database_race_and_post_each_notice_once() {
    let server = pg::Server::get();
    let url = server.database();
    let dir = std::env::temp_dir().join(format!("kibitz-two-{}", std::process::id()));
    std::fs::remove_dir_all(&dir).ok();
    std::fs::create_dir_all(&dir).unwrap();
    let clock = dir.join("now");
    std::fs::write(&clock, T0.to_string()).unwrap();
    let mut a = Process::start(&url, &clock, &dir.join("a"));
    let mut b = Process::start(&url, &clock, &dir.join("b"));
    a.say("challenge standard bob white hours:1\n");
    a.wait_for("ann challenges bob", 1);
    b.say("as bob\naccept\nas ann\n");
    b.wait_for("begin a game", 1);

    // Both processes send Ann's and then Bob's moves at the same moment: one of each pair is
    // stored, the other told why not.
    let mut rng = XorShift(7);
    let mut game = kibitz::rules::Game::start(Variant::Standard);
    for ply in 0..6 {
        let who = if ply % 2 == 0 { "ann" } else { "bob" };
        let legal = game.position().legal_moves();
        let mv = legal[(rng.next_u64() % legal.len() as u64) as usize];
        let san = game.position().san(mv);
        game.play(&san).unwrap();
        let line = format!("as {who}\nmove {san}\n");
        a.say(&line);
        b.say(&line);
        let played = format!("{who} played {san}.");
        let deadline = Instant::now() + Duration::from_secs(30);
        while a.count(&played) + b.count(&played) == 0 {
            assert!(Instant::now() < deadline, "{played} was never played");
            std::thread::sleep(Duration::from_millis(50));
        }
    }
    std::thread::sleep(Duration::from_secs(1));
    let store = Store::connect(&url).unwrap();
    let row = store
        .latest_game(&ChannelId::new(Platform::Console, "main"))
        .unwrap()
        .unwrap();
    assert_eq!(row.ply, 6);
    assert_eq!(
        store.moves(row.id).unwrap().len(),
        6,
        "exactly one move per ply"
    );

    // A quarter of Ann's hour left: each process ticks, the reminder is posted once.
    std::fs::write(&clock, (T0 + 46 * 60).to_string()).unwrap();
    let reminder = "ann, it is your move";
    let deadline = Instant::now() + Duration::from_secs(30);
    while a.count(reminder) + b.count(reminder) == 0 {
        assert!(Instant::now() < deadline, "no reminder");
        std::thread::sleep(Duration::from_millis(100));
    }
    std::thread::sleep(Duration::from_secs(12)); // both have ticked at least twice since
    assert_eq!(a.count(reminder) + b.count(reminder), 1, "one reminder");

    // One process is killed; the other carries on and posts the loss on time, once.
    a.child.kill().unwrap();
    a.child.wait().unwrap();
    std::fs::write(&clock, (T0 + 2 * 3600).to_string()).unwrap();
    b.wait_for("ann ran out of time", 1);
    std::thread::sleep(Duration::from_secs(6));
    assert_eq!(b.count("ran out of time"), 1);
    let row = store
        .latest_game(&ChannelId::new(Platform::Console, "main"))
        .unwrap()
        .unwrap();
    assert!(row.finished);
    b.child.kill().ok();
    b.child.wait().ok();
    std::fs::remove_dir_all(&dir).ok();
}

/// Processes starting together on a new database take turns bringing the schema up to date:
/// every one of them opens it, and every migration is applied once.
#[test]
fn processes_starting_together_on_a_new_database_migrate_it_once() {
    let server = pg::Server::get();
    let url = server.database();
    let barrier = std::sync::Barrier::new(4);
    std::thread::scope(|scope| {
        for _ in 0..4 {
            scope.spawn(|| {
                barrier.wait();
                Store::connect(&url).expect("open while others migrate");
            });
        }
    });
    let mut client = postgres::Client::connect(&url, postgres::NoTls).unwrap();
    let applied: Vec<i32> = client
        .query(
            "SELECT version FROM refinery_schema_history ORDER BY version",
            &[],
        )
        .unwrap()
        .iter()
        .map(|r| r.get(0))
        .collect();
    let files = std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/migrations/postgres"))
        .unwrap()
        .count();
    assert_eq!(applied, (1..=files as i32).collect::<Vec<_>>());
}
