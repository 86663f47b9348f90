//! Headless Chromium (the system's), driven by its DevTools protocol: pages opened, scripts
//! evaluated, keys pressed and the mouse clicked as a user would, screenshots kept in
//! `target/test-artefacts/`.

use base64::Engine;
use serde_json::{json, Value};
use std::io::{BufRead, BufReader};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};
use tungstenite::stream::MaybeTlsStream;
use tungstenite::{Message, WebSocket};

/// Headless Chromium with its DevTools socket, and one page attached.
pub struct Browser {
    child: Child,
    socket: WebSocket<MaybeTlsStream<TcpStream>>,
    next_id: u64,
    session: String,
    /// Each tab's session and target.
    targets: Vec<(String, Value)>,
    /// Whether the calls from now on act in the page's first frame (see [`Browser::in_frame`]).
    framed: bool,
}

impl Browser {
    /// Chromium showing `url`.
    pub fn open(url: &str, profile: &std::path::Path) -> Browser {
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
            targets: Vec::new(),
            framed: false,
        };
        let target = browser.call("Target.createTarget", json!({ "url": url }), false);
        let attached = browser.call(
            "Target.attachToTarget",
            json!({ "targetId": target["targetId"], "flatten": true }),
            false,
        );
        browser.session = attached["sessionId"].as_str().unwrap().to_string();
        let first = (browser.session.clone(), target["targetId"].clone());
        browser.targets.push(first);
        browser
    }

    /// Sends `method` (to the page when `on_page`) and waits for its result.
    pub fn call(&mut self, method: &str, params: Value, on_page: bool) -> Value {
        match self.try_call(method, params, on_page) {
            Ok(result) => result,
            Err(answer) => panic!("{method}: {answer}"),
        }
    }

    /// [`Browser::call`], the browser's error handed back rather than failing.
    fn try_call(&mut self, method: &str, params: Value, on_page: bool) -> Result<Value, Value> {
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
                return match answer.get("error") {
                    Some(_) => Err(answer),
                    None => Ok(answer["result"].clone()),
                };
            }
        }
    }

    /// The value of `expression` in the page (or in its frame, see [`Browser::in_frame`]).
    pub fn eval(&mut self, expression: &str) -> Value {
        self.try_eval(expression)
            .unwrap_or_else(|answer| panic!("Runtime.evaluate: {answer}"))
    }

    /// [`Browser::eval`], the browser's error handed back: a page that is navigating (a reload)
    /// answers "Inspected target navigated or closed" until the new page is there.
    fn try_eval(&mut self, expression: &str) -> Result<Value, Value> {
        let mut params =
            json!({ "expression": expression, "returnByValue": true, "awaitPromise": true });
        if self.framed {
            // No frame yet (the page still loads): nothing to read there.
            let Some(context) = self.frame_context() else {
                return Ok(Value::Null);
            };
            params["contextId"] = json!(context);
            // The frame may have loaded another page since: nothing to read there yet.
            return Ok(self
                .try_call("Runtime.evaluate", params, true)
                .map_or(Value::Null, |result| result["result"]["value"].clone()));
        }
        let result = self.try_call("Runtime.evaluate", params, true)?;
        Ok(result["result"]["value"].clone())
    }

    /// From now on (`true`), the calls act in the page's first frame, as a chat client shows a
    /// widget: its DOM read, its elements clicked where they are on the screen.
    pub fn in_frame(&mut self, framed: bool) {
        self.framed = framed;
    }

    /// A context of the page's first frame, where its DOM can be read (a world of its own, so
    /// that the frame's scripts are left alone).
    fn frame_context(&mut self) -> Option<i64> {
        let tree = self.call("Page.getFrameTree", json!({}), true);
        let frame = tree["frameTree"]["childFrames"][0]["frame"]["id"].clone();
        if frame.is_null() {
            return None;
        }
        let world = self.try_call(
            "Page.createIsolatedWorld",
            json!({ "frameId": frame, "worldName": "kibitz-tests" }),
            true,
        );
        world.ok()?["executionContextId"].as_i64()
    }

    /// Where the page's first frame's content begins on the screen.
    fn frame_offset(&mut self) -> (f64, f64) {
        self.framed = false;
        let at = self.eval(
            "(() => { const f = document.querySelector('iframe'); const r = f.getBoundingClientRect(); \
             return [r.x + f.clientLeft, r.y + f.clientTop]; })()",
        );
        self.framed = true;
        (at[0].as_f64().unwrap(), at[1].as_f64().unwrap())
    }

    /// Waits until `expression` is true in the page; how long it took.
    pub fn until(&mut self, expression: &str, what: &str) -> Duration {
        let started = Instant::now();
        // A page navigating answers with an error until it is back: not yet true.
        while self.try_eval(expression).ok() != Some(json!(true)) {
            assert!(started.elapsed() < Duration::from_secs(20), "never: {what}");
            std::thread::sleep(Duration::from_millis(20));
        }
        started.elapsed()
    }

    pub fn press(&mut self, key: &str, code: u32) {
        for kind in ["keyDown", "keyUp"] {
            self.call(
                "Input.dispatchKeyEvent",
                json!({ "type": kind, "key": key, "code": key, "windowsVirtualKeyCode": code }),
                true,
            );
        }
    }

    /// Opens `url` in a new tab, which the calls from now on act on (the other tabs stay
    /// open: see [`Browser::switch_to`]); the tab's session.
    pub fn new_tab(&mut self, url: &str) -> String {
        let target = self.call("Target.createTarget", json!({ "url": url }), false);
        let attached = self.call(
            "Target.attachToTarget",
            json!({ "targetId": target["targetId"], "flatten": true }),
            false,
        );
        self.session = attached["sessionId"].as_str().unwrap().to_string();
        self.targets
            .push((self.session.clone(), target["targetId"].clone()));
        self.session.clone()
    }

    /// The tab whose session this is, for the calls from now on, brought to the front (a
    /// hidden tab draws no frames, and input waits for them).
    pub fn switch_to(&mut self, session: &str) {
        self.session = session.to_string();
        let target = (self.targets.iter())
            .find(|(s, _)| s == session)
            .map(|(_, t)| t.clone());
        if let Some(target) = target {
            self.call(
                "Target.activateTarget",
                json!({ "targetId": target }),
                false,
            );
        }
    }

    /// The tab's current session.
    pub fn session(&self) -> String {
        self.session.clone()
    }

    /// The middle of the first element `selector` matches, scrolled into view.
    fn middle(&mut self, selector: &str) -> (f64, f64) {
        let at = self.eval(&format!(
            "(() => {{ const e = document.querySelector({}); if (!e) return null; \
             e.scrollIntoView({{ block: 'center' }}); const r = e.getBoundingClientRect(); \
             return [r.x + r.width / 2, r.y + r.height / 2]; }})()",
            serde_json::to_string(selector).unwrap()
        ));
        assert!(!at.is_null(), "nothing on the page matches {selector}");
        let (x, y) = (at[0].as_f64().unwrap(), at[1].as_f64().unwrap());
        if self.framed {
            let (left, top) = self.frame_offset();
            return (left + x, top + y);
        }
        (x, y)
    }

    fn mouse(&mut self, kind: &str, (x, y): (f64, f64)) {
        self.call(
            "Input.dispatchMouseEvent",
            json!({ "type": kind, "x": x, "y": y, "button": "left", "buttons": 1, "clickCount": 1 }),
            true,
        );
    }

    /// Clicks the first element `selector` matches, as a mouse does.
    pub fn click(&mut self, selector: &str) {
        let at = self.middle(selector);
        self.mouse("mouseMoved", at);
        self.mouse("mousePressed", at);
        self.mouse("mouseReleased", at);
    }

    /// Drags with the mouse from the element `from` matches to the one `to` matches.
    pub fn drag(&mut self, from: &str, to: &str) {
        let (start, end) = (self.middle(from), self.middle(to));
        self.mouse("mouseMoved", start);
        self.mouse("mousePressed", start);
        self.mouse(
            "mouseMoved",
            ((start.0 + end.0) / 2.0, (start.1 + end.1) / 2.0),
        );
        self.mouse("mouseMoved", end);
        self.mouse("mouseReleased", end);
    }

    /// Types `text` into the focused element, key by key.
    pub fn type_text(&mut self, text: &str) {
        self.call("Input.insertText", json!({ "text": text }), true);
    }

    /// Keeps a screenshot of the page as `target/test-artefacts/<name>.png`.
    pub fn screenshot(&mut self, name: &str) {
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
