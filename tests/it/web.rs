//! The HTTP side (`--http`) of a running `kibitz console`: the health check, the metrics as a
//! Prometheus parser reads them, a game's page with its preview, boards, PGN and live updates,
//! and what it refuses.

use crate::support::http::{get, png_size, request, Events};
use crate::support::synapse::free_port;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver};
use std::time::{Duration, Instant};

/// `kibitz console --http` on a free port, its input, and the lines it prints.
pub struct Console {
    child: Child,
    input: ChildStdin,
    lines: Receiver<String>,
    pub port: u16,
}

impl Console {
    pub fn start(dir: &std::path::Path) -> Console {
        Console::start_on(dir, &dir.join("kibitz.sqlite").to_string_lossy())
    }

    /// The same on the database `db` (a SQLite file or a PostgreSQL URL).
    pub fn start_on(dir: &std::path::Path, db: &str) -> Console {
        Console::spawn(dir, db, Command::new(env!("CARGO_BIN_EXE_kibitz")))
    }

    /// The same on a test clock: the Unix seconds written in `clock` (`KIBITZ_TEST_CLOCK_FILE`).
    pub fn start_timed(dir: &std::path::Path, clock: &std::path::Path) -> Console {
        let mut command = Command::new(env!("CARGO_BIN_EXE_kibitz"));
        command.env("KIBITZ_TEST_CLOCK_FILE", clock);
        Console::spawn(dir, &dir.join("kibitz.sqlite").to_string_lossy(), command)
    }

    fn spawn(dir: &std::path::Path, db: &str, mut command: Command) -> Console {
        let port = free_port();
        let mut child = command
            .args(["console", "--db", db])
            .arg("--images")
            .arg(dir.join("boards"))
            .args(["--http", &format!("127.0.0.1:{port}")])
            .env("KIBITZ_PUBLIC_URL", format!("http://127.0.0.1:{port}/"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("run kibitz console");
        let input = child.stdin.take().unwrap();
        let output = child.stdout.take().unwrap();
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(output).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    return;
                }
            }
        });
        let deadline = Instant::now() + Duration::from_secs(30);
        while !crate::support::synapse::http_get_ok(port, "/healthz") {
            assert!(Instant::now() < deadline, "the HTTP side never answered");
            std::thread::sleep(Duration::from_millis(100));
        }
        Console {
            child,
            input,
            lines,
            port,
        }
    }

    pub fn say(&mut self, line: &str) {
        writeln!(self.input, "{line}").unwrap();
        self.input.flush().unwrap();
    }

    /// The first line printed from now on that holds `text`.
    pub fn expect(&mut self, text: &str) -> String {
        loop {
            match self.lines.recv_timeout(Duration::from_secs(20)) {
                Ok(line) if line.contains(text) => return line,
                Ok(_) => {}
                Err(_) => panic!("the console never printed {text}"),
            }
        }
    }
}

impl Drop for Console {
    fn drop(&mut self) {
        self.child.kill().ok();
        self.child.wait().ok();
    }
}

/// The content of `<meta property="{property}" content="...">` in `html`.
fn meta<'a>(html: &'a str, property: &str) -> &'a str {
    let pattern = format!("property=\"{property}\" content=\"");
    let at = html
        .find(&pattern)
        .unwrap_or_else(|| panic!("no {property}"));
    let rest = &html[at + pattern.len()..];
    &rest[..rest.find('"').unwrap()]
}

#[test]
fn a_console_game_served_with_health_metrics_and_a_live_page() {
    let dir = std::env::temp_dir().join(format!("kibitz-web-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut console = Console::start(&dir);
    let port = console.port;

    let health = get(port, "/healthz");
    assert_eq!(health.status, 200, "{}", health.text());
    let json: serde_json::Value = serde_json::from_slice(&health.body).unwrap();
    assert_eq!(json["status"], "ok");
    assert_eq!(json["database"], "up");
    assert_eq!(json["chat"]["console"], "up");
    // `kibitz health`, as a container's HEALTHCHECK runs it.
    let probed = Command::new(env!("CARGO_BIN_EXE_kibitz"))
        .args(["health", "--http", &format!("0.0.0.0:{port}")])
        .output()
        .unwrap();
    assert!(probed.status.success());
    assert!(String::from_utf8_lossy(&probed.stdout).contains("\"status\":\"ok\""));

    // A game with two moves; `history` links its page.
    for line in [
        "challenge standard bob color:white",
        "as bob",
        "accept",
        "as ann",
        "move e2e4",
        "as bob",
        "move e7e5",
        "history",
    ] {
        console.say(line);
    }
    let link = console.expect("Game page: ");
    let url = link.split("Game page: ").nth(1).unwrap().trim().to_string();
    let prefix = format!("http://127.0.0.1:{port}/game/");
    let key = url.strip_prefix(&prefix).unwrap_or_else(|| panic!("{url}"));
    assert!(
        key.len() == 32 && key.chars().all(|c| c.is_ascii_hexdigit()),
        "a 128-bit key: {key}"
    );
    let path = format!("/game/{key}");

    // The page: who plays, where the game stands, its moves, the board with alt text, and
    // a preview for those who paste the link.
    let page = get(port, &path);
    assert_eq!(page.status, 200);
    assert!(page
        .header("content-type")
        .unwrap()
        .starts_with("text/html"));
    let html = page.text();
    assert_eq!(meta(&html, "og:title"), "ann v bob, Standard Chess");
    assert_eq!(meta(&html, "og:description"), "ann (White) to move.");
    assert!(
        html.contains("data-ply=\"2\"") && html.contains(">e5</a>"),
        "{html}"
    );
    assert!(html.contains("<img id=\"board\" src=\"/game/"), "{html}");
    assert!(html.contains("alt=\"The board after move 1 (e5)"), "{html}");
    let image = meta(&html, "og:image").to_string();
    let image_path = image
        .strip_prefix(&format!("http://127.0.0.1:{port}"))
        .unwrap();
    let preview = get(port, image_path);
    assert_eq!(preview.header("content-type"), Some("image/png"));
    assert!(png_size(&preview.body).is_some_and(|(w, h)| w >= 256 && h >= 256));
    // Each move's board, and the start's, differ; a ply not played yet is not there.
    let boards: Vec<Vec<u8>> = (0..=2)
        .map(|ply| {
            let board = get(port, &format!("{path}/{ply}.png"));
            assert_eq!(board.status, 200, "ply {ply}");
            board.body
        })
        .collect();
    assert!(boards[0] != boards[1] && boards[1] != boards[2]);
    assert_eq!(get(port, &format!("{path}/3.png")).status, 404);
    let pgn = get(port, &format!("{path}.pgn"));
    assert!(pgn.text().contains("1. e4 e5 *"), "{}", pgn.text());
    assert!(pgn
        .header("content-disposition")
        .is_some_and(|d| d.contains("attachment")));

    // Followed live: a move played in the console is told to the open page.
    let mut events = Events::open(port, &format!("{path}/events"));
    assert_eq!(events.next_event(), "ready");
    let sent = Instant::now();
    console.say("as ann");
    console.say("move Nf3");
    assert_eq!(events.next_event(), "changed");
    println!(
        "web live update: {} ms from the move sent to the page told",
        sent.elapsed().as_millis()
    );
    assert!(get(port, &path).text().contains(">Nf3</a>"));
    // The page may be told before the console has answered: the command is counted once it
    // has.
    console.expect("ann played Nf3");

    // The metrics parse as Prometheus text and count the moves played.
    let metrics = get(port, "/metrics");
    assert_eq!(metrics.status, 200);
    let text = metrics.text();
    let lines = text.lines().map(|l| Ok(l.to_string()));
    let scrape = prometheus_parse::Scrape::parse(lines).expect("Prometheus text");
    let counted = |name: &str| -> f64 {
        scrape
            .samples
            .iter()
            .filter(|s| s.metric == name)
            .map(|s| match s.value {
                prometheus_parse::Value::Counter(v)
                | prometheus_parse::Value::Gauge(v)
                | prometheus_parse::Value::Untyped(v) => v,
                _ => 0.0,
            })
            .sum()
    };
    assert_eq!(counted("kibitz_moves_played_total"), 3.0);
    assert_eq!(counted("kibitz_games_in_progress"), 1.0);
    assert_eq!(counted("kibitz_commands_total"), 6.0);
    assert!(scrape
        .samples
        .iter()
        .any(|s| s.metric == "kibitz_reply_seconds"));
    for sample in &scrape.samples {
        for (label, _) in sample.labels.iter() {
            assert!(
                ["kind", "outcome", "variant", "by", "platform", "le", "quantile"]
                    .contains(&label.as_str()),
                "a label that may name someone: {label}"
            );
        }
    }

    // Once the game has ended and been analysed, its page shows the analysis graph, and stays
    // as it is.
    console.say("resign");
    console.expect("ann resigned.");
    let ended = console.expect("Game page: ");
    assert!(ended.ends_with(&url), "the result links the page: {ended}");
    console.say("analysis");
    console.expect("ccuracy");
    let html = get(port, &path).text();
    assert!(html.contains("bob (Black) wins by resignation."), "{html}");
    assert!(!html.contains("follows the game"), "{html}");
    let graph = get(port, &format!("{path}/analysis.png"));
    assert_eq!(graph.status, 200);
    assert!(png_size(&graph.body).is_some());
    assert!(
        html.contains(&format!("src=\"{path}/analysis.png\" alt=\"")),
        "{html}"
    );

    // A tournament's page, linked where it is announced: its standings in words and drawn,
    // and live too.
    console.say("tournament create variant:standard format:roundrobin name:Autumn<Cup>");
    let link = console.expect("Tournament page: ");
    let url = link.split("Tournament page: ").nth(1).unwrap().trim();
    let path = url
        .strip_prefix(&format!("http://127.0.0.1:{port}"))
        .unwrap()
        .to_string();
    let html = get(port, &path).text();
    assert_eq!(meta(&html, "og:title"), "Autumn&lt;Cup&gt;");
    assert!(html.contains("<h2>Standings</h2>"), "{html}");
    let standings = get(port, &format!("{path}.png"));
    assert!(png_size(&standings.body).is_some());
    let mut events = Events::open(port, &format!("{path}/events"));
    assert_eq!(events.next_event(), "ready");
    console.say("as bob");
    console.say("tournament join");
    assert_eq!(events.next_event(), "changed");

    // What is refused: unknown keys and paths, bodies, other methods, too many requests.
    assert_eq!(
        get(port, "/game/00000000000000000000000000000000").status,
        404
    );
    assert_eq!(get(port, "/game/../etc/passwd").status, 404);
    assert_eq!(get(port, "/games").status, 404);
    assert_eq!(request(port, "POST", "/healthz", "x=1").status, 413);
    assert_eq!(request(port, "DELETE", &path, "").status, 405);
    let statuses: Vec<u16> = (0..200).map(|_| get(port, "/healthz").status).collect();
    assert!(statuses.contains(&429), "no request was held back");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn the_health_check_turns_503_while_postgresql_is_unreachable_and_back() {
    let server = crate::support::pg::Server::get();
    let url = server.database();
    let name = url.rsplit('/').next().unwrap().to_string();
    let dir = std::env::temp_dir().join(format!("kibitz-web-pg-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let console = Console::start_on(&dir, &url);
    let port = console.port;
    assert_eq!(get(port, "/healthz").status, 200);

    server.refuse_connections(&name);
    let down = get(port, "/healthz");
    assert_eq!(down.status, 503, "{}", down.text());
    let json: serde_json::Value = serde_json::from_slice(&down.body).unwrap();
    assert_eq!(json["database"], "down", "{json}");
    assert_eq!(json["chat"]["console"], "up", "{json}");
    // The metrics still answer, counting the failure.
    assert_eq!(get(port, "/metrics").status, 200);

    server.allow_connections(&name);
    let deadline = Instant::now() + Duration::from_secs(30);
    while get(port, "/healthz").status != 200 {
        assert!(
            Instant::now() < deadline,
            "the health check never came back"
        );
        std::thread::sleep(Duration::from_millis(200));
    }
    let metrics = get(port, "/metrics").text();
    assert!(
        metrics.contains("kibitz_database_errors_total"),
        "{metrics}"
    );
    drop(console);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_page_served_by_one_process_follows_a_move_made_in_another_on_the_same_postgresql() {
    let server = crate::support::pg::Server::get();
    let url = server.database();
    let base = std::env::temp_dir().join(format!("kibitz-web-two-{}", std::process::id()));
    let (a, b) = (base.join("a"), base.join("b"));
    std::fs::create_dir_all(&a).unwrap();
    std::fs::create_dir_all(&b).unwrap();
    let watched = Console::start_on(&a, &url);
    let mut played = Console::start_on(&b, &url);
    for line in [
        "challenge standard bob color:white",
        "as bob",
        "accept",
        "as ann",
        "move e4",
        "history",
    ] {
        played.say(line);
    }
    let link = played.expect("Game page: ");
    let key = link.rsplit('/').next().unwrap().trim().to_string();
    let mut events = Events::open(watched.port, &format!("/game/{key}/events"));
    assert_eq!(events.next_event(), "ready");
    let started = Instant::now();
    played.say("as bob");
    played.say("move e5");
    assert_eq!(events.next_event(), "changed");
    // Told by PostgreSQL (NOTIFY): a page that had to wait for its next read would wait 5
    // seconds.
    let took = started.elapsed();
    assert!(
        took < Duration::from_secs(4),
        "the other process heard after {took:?}"
    );
    drop((watched, played));
    std::fs::remove_dir_all(&base).ok();
}

/// The status of `GET /healthz` on 127.0.0.1:`port`, sent as a proxy sends it for `client`.
fn forwarded_status(port: u16, client: &str) -> u16 {
    use std::io::Read;
    let mut stream = std::net::TcpStream::connect(("127.0.0.1", port)).expect("connect");
    let request = format!(
        "GET /healthz HTTP/1.1\r\nHost: kibitz.example.org\r\nX-Forwarded-For: {client}\r\nConnection: close\r\n\r\n"
    );
    stream.write_all(request.as_bytes()).unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).unwrap();
    answer
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap()
}

/// Serves the HTTP side of a fresh service with `proxies` trusted; its port.
fn serving(runtime: &tokio::runtime::Runtime, proxies: &str) -> u16 {
    let (svc, _) = crate::support::players::service();
    let proxies = kibitz::web::TrustedProxies::parse(proxies).unwrap();
    let address = ([127, 0, 0, 1], 0).into();
    let bound = runtime
        .block_on(kibitz::web::start(address, svc.site(), proxies))
        .unwrap();
    bound.port()
}

/// Behind a reverse proxy on the same host, each visitor has a rate limit of their own; a
/// forwarding header from a peer that is not a trusted proxy changes nothing.
#[test]
fn visitors_behind_a_trusted_proxy_are_limited_apart_and_a_forged_header_is_ignored() {
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let busy = |port: u16, client: &str| {
        (0..150)
            .map(|_| forwarded_status(port, client))
            .filter(|&s| s == 429)
            .count()
    };
    // Loopback is trusted by default: one visitor over the limit, the other still served.
    let port = serving(&runtime, kibitz::web::TrustedProxies::LOOPBACK);
    assert!(
        busy(port, "203.0.113.1") > 0,
        "the first visitor is limited"
    );
    assert_ne!(
        forwarded_status(port, "203.0.113.2"),
        429,
        "the second is not"
    );
    // Nothing trusted: the header is not believed, and both are the one peer.
    let port = serving(&runtime, "none");
    assert!(busy(port, "203.0.113.1") > 0);
    // The shared budget refills a request every 50 ms, which a loaded machine may spend
    // between two requests; so a few, of which one refused (a believed header would give
    // the second visitor a fresh burst of 60, and none refused).
    assert!(
        (0..20).any(|_| forwarded_status(port, "203.0.113.2") == 429),
        "a forged header is ignored"
    );
}
