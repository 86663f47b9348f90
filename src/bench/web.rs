//! `kibitz bench web`: what watchers cost. A Kibitz console with its HTTP side runs as a
//! child process (so that its CPU time is its own, read from `/proc`); 1 and then `pages`
//! clients follow one game's page by Server-Sent Events (each as its own visitor behind the
//! trusted loopback proxy), while moves are played in the console. For each count: the
//! child's CPU time per move and per idle second, and how long each move took to reach every
//! page (median and p99 over all pages and moves).

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver};
use std::time::{Duration, Instant};
use tokio::io::{AsyncBufReadExt, AsyncWriteExt};

/// The moves of each measurement, in a game of its own: every pawn one step and one more,
/// never a position twice, so that the game goes on.
fn moves() -> Vec<String> {
    let mut moves = Vec::new();
    for file in 'a'..='h' {
        for (white, black) in [(3, 6), (4, 5)] {
            moves.push(format!("{file}{white}"));
            moves.push(format!("{file}{black}"));
        }
    }
    moves
}

/// How long the pages are watched with nothing played.
const IDLE: Duration = Duration::from_secs(5);

/// The console being measured.
struct Served {
    child: Child,
    input: ChildStdin,
    lines: Receiver<String>,
    port: u16,
}

impl Served {
    /// The console of this program, or of the one `KIBITZ_BENCH_SERVER` names (another build,
    /// to compare).
    fn start(dir: &std::path::Path) -> anyhow::Result<Served> {
        let port = std::net::TcpListener::bind("127.0.0.1:0")?
            .local_addr()?
            .port();
        let program = match std::env::var_os("KIBITZ_BENCH_SERVER") {
            Some(other) => std::path::PathBuf::from(other),
            None => std::env::current_exe()?,
        };
        let mut child = Command::new(program)
            .args(["console", "--db"])
            .arg(dir.join("kibitz.sqlite"))
            .arg("--images")
            .arg(dir.join("boards"))
            .args(["--http", &format!("127.0.0.1:{port}")])
            .env("KIBITZ_PUBLIC_URL", format!("http://127.0.0.1:{port}"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()?;
        let input = child
            .stdin
            .take()
            .ok_or_else(|| anyhow::anyhow!("no stdin"))?;
        let output = child
            .stdout
            .take()
            .ok_or_else(|| anyhow::anyhow!("no stdout"))?;
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(output).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    return;
                }
            }
        });
        Ok(Served {
            child,
            input,
            lines,
            port,
        })
    }

    fn say(&mut self, line: &str) -> anyhow::Result<()> {
        writeln!(self.input, "{line}")?;
        Ok(self.input.flush()?)
    }

    /// The first line printed from now on that holds `text`.
    fn expect(&mut self, text: &str) -> anyhow::Result<String> {
        loop {
            let line = self.lines.recv_timeout(Duration::from_secs(30))?;
            if line.contains(text) {
                return Ok(line);
            }
        }
    }

    /// The child's CPU time so far, user and system together, from `/proc/<pid>/stat`.
    fn cpu(&self) -> anyhow::Result<Duration> {
        let (user, system) = self.cpu_split()?;
        Ok(user + system)
    }

    /// The child's CPU time so far in user space and in the kernel (where a loopback write
    /// also delivers what it sends).
    fn cpu_split(&self) -> anyhow::Result<(Duration, Duration)> {
        let stat = std::fs::read_to_string(format!("/proc/{}/stat", self.child.id()))?;
        // The fields after the command's name (which may hold spaces), from the 3rd on.
        let after = stat
            .rsplit_once(')')
            .map(|(_, rest)| rest)
            .ok_or_else(|| anyhow::anyhow!("no /proc stat"))?;
        let fields: Vec<&str> = after.split_whitespace().collect();
        // Linux counts in USER_HZ, 100 a second on every platform it runs on.
        let ticks = |i: usize| -> anyhow::Result<Duration> {
            Ok(Duration::from_millis(fields[i].parse::<u64>()? * 10))
        };
        Ok((ticks(11)?, ticks(12)?))
    }
}

impl Drop for Served {
    fn drop(&mut self) {
        self.child.kill().ok();
        self.child.wait().ok();
    }
}

/// One page following `path` as visitor number `n`: each `changed` event's arrival goes to
/// `arrived`; `ready` is told once.
async fn follow(
    port: u16,
    path: String,
    n: usize,
    ready: tokio::sync::mpsc::UnboundedSender<()>,
    arrived: tokio::sync::mpsc::UnboundedSender<Instant>,
) -> anyhow::Result<()> {
    let mut stream = tokio::net::TcpStream::connect(("127.0.0.1", port)).await?;
    let client = format!("10.{}.{}.{}", (n >> 16) & 255, (n >> 8) & 255, n & 255);
    let request = format!(
        "GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\nX-Forwarded-For: {client}\r\n\r\n"
    );
    stream.write_all(request.as_bytes()).await?;
    let mut lines = tokio::io::BufReader::new(stream).lines();
    while let Some(line) = lines.next_line().await? {
        match line.trim() {
            "event: ready" => ready.send(())?,
            "event: changed" => arrived.send(Instant::now())?,
            _ => {}
        }
    }
    Ok(())
}

/// Measures with 1 page, then with `pages`.
pub fn web(pages: usize) -> anyhow::Result<String> {
    let dir = std::env::temp_dir().join(format!("kibitz-bench-web-{}", std::process::id()));
    std::fs::create_dir_all(&dir)?;
    let mut served = Served::start(&dir)?;
    // The HTTP side is up once it answers.
    let started = Instant::now();
    while std::net::TcpStream::connect(("127.0.0.1", served.port)).is_err() {
        anyhow::ensure!(
            started.elapsed() < Duration::from_secs(30),
            "the HTTP side never came up"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    let runtime = tokio::runtime::Runtime::new()?;
    let mut out = String::new();
    let mut cpu_per_move = Vec::new();
    let mut played: Vec<String> = Vec::new();
    for count in [1, pages.max(1)] {
        // A game of its own, and its page.
        for line in [
            "as ann",
            "challenge standard bob color:white",
            "as bob",
            "accept",
            "history",
        ] {
            served.say(line)?;
        }
        // The page of this game, not of the one before (whose end links its page too).
        let key = loop {
            let link = served.expect("/game/")?;
            let key = link.rsplit('/').next().map(str::trim).unwrap_or_default();
            if !played.iter().any(|k| k == key) {
                break key.to_string();
            }
        };
        let path = format!("/game/{key}/events");
        played.push(key);
        let moves = moves();
        let (ready_tx, mut ready) = tokio::sync::mpsc::unbounded_channel();
        let (arrived_tx, mut arrived) = tokio::sync::mpsc::unbounded_channel();
        let clients: Vec<_> = (0..count)
            .map(|n| {
                let (path, ready, arrived) = (path.clone(), ready_tx.clone(), arrived_tx.clone());
                runtime.spawn(follow(served.port, path, n, ready, arrived))
            })
            .collect();
        runtime.block_on(async {
            for _ in 0..count {
                ready.recv().await;
            }
        });
        // Idle: the pages open, nothing played.
        let idle_from = served.cpu()?;
        std::thread::sleep(IDLE);
        let idle = (served.cpu()? - idle_from).div_f64(IDLE.as_secs_f64());
        // The moves, each waited for on every page.
        let (user_from, system_from) = served.cpu_split()?;
        let mut latencies = Vec::with_capacity(count * moves.len());
        for (mv, who) in moves.iter().zip(["ann", "bob"].into_iter().cycle()) {
            served.say(&format!("as {who}"))?;
            let sent = Instant::now();
            served.say(&format!("move {mv}"))?;
            runtime.block_on(async {
                for _ in 0..count {
                    if let Some(at) = arrived.recv().await {
                        latencies.push(at - sent);
                    }
                }
            });
            std::thread::sleep(Duration::from_millis(100));
        }
        let (user_to, system_to) = served.cpu_split()?;
        let (user, system) = (
            (user_to - user_from) / moves.len() as u32,
            (system_to - system_from) / moves.len() as u32,
        );
        let per_move = user + system;
        cpu_per_move.push(per_move);
        latencies.sort_unstable();
        std::fmt::Write::write_fmt(
            &mut out,
            format_args!(
                "web pages={count} cpu_ms_per_move={:.1} (user {:.1}, kernel {:.1}) idle_cpu_ms_per_s={:.1} reach_ms_median={:.1} reach_ms_p99={:.1}\n",
                per_move.as_secs_f64() * 1e3,
                user.as_secs_f64() * 1e3,
                system.as_secs_f64() * 1e3,
                idle.as_secs_f64() * 1e3,
                super::quantile(&latencies, 0.5).as_secs_f64() * 1e3,
                super::quantile(&latencies, 0.99).as_secs_f64() * 1e3,
            ),
        )?;
        clients.iter().for_each(|c| c.abort());
        served.say("resign")?;
    }
    if let [one, many] = cpu_per_move[..] {
        std::fmt::Write::write_fmt(
            &mut out,
            format_args!(
                "web cpu_ratio pages={pages}/1 = {:.2} (target at most 2)\n",
                many.as_secs_f64() / one.as_secs_f64().max(1e-9)
            ),
        )?;
    }
    drop(served);
    std::fs::remove_dir_all(&dir).ok();
    Ok(out)
}
