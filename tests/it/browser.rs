//! A game's page in a real browser: headless Chromium (the system's), driven by its DevTools
//! protocol. The board loads, the arrow keys step through the moves, a move played in the
//! console shows on the open page, and the page passes an accessibility check (every image
//! has alt text, headings in order). Screenshots are kept in `target/test-artefacts/`.

use crate::web::Console;
use base64::Engine;
use serde_json::{json, Value};
use std::io::{BufRead, BufReader};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};
use tungstenite::stream::MaybeTlsStream;
use tungstenite::{Message, WebSocket};

/// Headless Chromium with its DevTools socket, and one page attached.
struct Browser {
    child: Child,
    socket: WebSocket<MaybeTlsStream<TcpStream>>,
    next_id: u64,
    session: String,
}

impl Browser {
    /// Chromium showing `url`.
    fn open(url: &str, profile: &std::path::Path) -> Browser {
        let mut child = Command::new("chromium")
            .args([
                "--headless=new",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-dev-shm-usage",
                "--no-first-run",
                "--remote-debugging-port=0",
                "--window-size=800,1200",
            ])
            .arg(format!("--user-data-dir={}", profile.display()))
            .arg("about:blank")
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .expect("chromium (the test command installs it)");
        let stderr = child.stderr.take().unwrap();
        let mut lines = BufReader::new(stderr).lines();
        let endpoint = loop {
            let line = lines
                .next()
                .expect("Chromium said where its DevTools listen")
                .unwrap();
            if let Some(at) = line.find("ws://") {
                break line[at..].trim().to_string();
            }
        };
        // Chromium keeps writing to its standard error; it must not block.
        std::thread::spawn(move || lines.for_each(drop));
        let (socket, _) = tungstenite::connect(endpoint).expect("the DevTools socket");
        let mut browser = Browser {
            child,
            socket,
            next_id: 0,
            session: String::new(),
        };
        let target = browser.call("Target.createTarget", json!({ "url": url }), false);
        let attached = browser.call(
            "Target.attachToTarget",
            json!({ "targetId": target["targetId"], "flatten": true }),
            false,
        );
        browser.session = attached["sessionId"].as_str().unwrap().to_string();
        browser
    }

    /// Sends `method` (to the page when `on_page`) and waits for its result.
    fn call(&mut self, method: &str, params: Value, on_page: bool) -> Value {
        self.next_id += 1;
        let id = self.next_id;
        let mut message = json!({ "id": id, "method": method, "params": params });
        if on_page {
            message["sessionId"] = json!(self.session);
        }
        self.socket
            .send(Message::text(message.to_string()))
            .unwrap();
        loop {
            let Message::Text(text) = self.socket.read().expect("a DevTools answer") else {
                continue;
            };
            let answer: Value = serde_json::from_str(&text).unwrap();
            if answer["id"] == id {
                assert!(answer.get("error").is_none(), "{method}: {answer}");
                return answer["result"].clone();
            }
        }
    }

    /// The value of `expression` in the page.
    fn eval(&mut self, expression: &str) -> Value {
        let result = self.call(
            "Runtime.evaluate",
            json!({ "expression": expression, "returnByValue": true, "awaitPromise": true }),
            true,
        );
        result["result"]["value"].clone()
    }

    /// Waits until `expression` is true in the page; how long it took.
    fn until(&mut self, expression: &str, what: &str) -> Duration {
        let started = Instant::now();
        while self.eval(expression) != json!(true) {
            assert!(started.elapsed() < Duration::from_secs(20), "never: {what}");
            std::thread::sleep(Duration::from_millis(20));
        }
        started.elapsed()
    }

    fn press(&mut self, key: &str, code: u32) {
        for kind in ["keyDown", "keyUp"] {
            self.call(
                "Input.dispatchKeyEvent",
                json!({ "type": kind, "key": key, "code": key, "windowsVirtualKeyCode": code }),
                true,
            );
        }
    }

    /// Keeps a screenshot of the page as `target/test-artefacts/<name>.png`.
    fn screenshot(&mut self, name: &str) {
        let shot = self.call("Page.captureScreenshot", json!({ "format": "png" }), true);
        let png = base64::engine::general_purpose::STANDARD
            .decode(shot["data"].as_str().unwrap())
            .unwrap();
        assert!(crate::support::http::png_size(&png).is_some());
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/test-artefacts");
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join(format!("{name}.png")), png).unwrap();
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        self.child.kill().ok();
        self.child.wait().ok();
    }
}

/// Whether the board shows the board after `ply` moves, loaded.
fn board_at(ply: usize) -> String {
    format!(
        "(() => {{ const b = document.getElementById('board'); \
         return b.src.endsWith('/{ply}.png') && b.complete && b.naturalWidth > 0; }})()"
    )
}

#[test]
fn a_game_page_in_chromium_steps_through_moves_and_follows_the_game() {
    let dir = std::env::temp_dir().join(format!("kibitz-browser-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut console = Console::start(&dir);
    for line in [
        "challenge suction bob color:white",
        "as bob",
        "accept",
        "as ann",
        "move e2e4",
        "as bob",
        "move e7e5",
        "as ann",
        "move g1f3",
        "history",
    ] {
        console.say(line);
    }
    let link = console.expect("Game page: ");
    let url = link.split("Game page: ").nth(1).unwrap().trim().to_string();

    let mut browser = Browser::open(&url, &dir.join("profile"));
    browser.until("document.readyState === 'complete'", "the page loaded");
    browser.until(&board_at(3), "the board loaded");
    browser.screenshot("game-page-latest");

    // Accessible: every image has alt text, the headings go down one level at a time.
    let images_without_alt = browser.eval(
        "Array.from(document.images).filter(i => !(i.getAttribute('alt') || '').trim()).length",
    );
    assert_eq!(images_without_alt, json!(0));
    let headings = browser.eval(
        "Array.from(document.querySelectorAll('h1,h2,h3,h4,h5,h6')).map(h => Number(h.tagName[1]))",
    );
    let levels: Vec<u64> = headings
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l.as_u64().unwrap())
        .collect();
    assert_eq!(levels.first(), Some(&1), "{levels:?}");
    assert!(
        levels.windows(2).all(|w| w[1] <= w[0] + 1),
        "headings skip a level: {levels:?}"
    );
    assert_eq!(levels.iter().filter(|&&l| l == 1).count(), 1);
    assert_eq!(browser.eval("document.documentElement.lang"), json!("en"));

    // The arrow keys step through the moves; the board and its alt text follow.
    browser.press("ArrowLeft", 37);
    browser.until(&board_at(2), "the board after move 2");
    let alt = browser.eval("document.getElementById('board').alt");
    assert!(alt.as_str().unwrap().contains("(e5)"), "{alt}");
    browser.press("Home", 36);
    browser.until(&board_at(0), "the start");
    browser.screenshot("game-page-start");
    browser.press("ArrowRight", 39);
    browser.until(&board_at(1), "the board after move 1");
    browser.press("End", 35);
    browser.until(&board_at(3), "the latest board again");

    // A move played in the console shows on the open page.
    let moves = "document.querySelectorAll('#moves a[data-ply]').length";
    assert_eq!(browser.eval(moves), json!(3));
    console.say("as bob");
    console.say("move b8c6");
    let took = browser.until(&format!("{moves} === 4"), "the new move on the page");
    browser.until(&board_at(4), "the new board");
    println!(
        "browser live update: {} ms from the move sent to the page showing it",
        took.as_millis()
    );
    assert!(
        took < Duration::from_secs(1),
        "the move took {took:?} to show"
    );
    browser.screenshot("game-page-live");
    drop(browser);
    std::fs::remove_dir_all(&dir).ok();
}
