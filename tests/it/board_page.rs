//! The board page players play on (`web`), in headless Chromium as its players use it: each
//! variant's special moves by pointer alone (drops, two-pawn placements, turning a rook over,
//! Swapper's setup and swaps, Shrink's promotion by the shrink in the picker), a move typed in
//! SAN, the keyboard, two tabs at once, a move typed in chat shown at once, a revoked link,
//! and a watcher's page that cannot move.

use crate::support::browser::Browser;
use crate::support::http::{get, request};
use crate::web::Console;
use serde_json::json;
use std::path::{Path, PathBuf};

/// A console with the HTTP side, and a folder of its own.
fn console(name: &str) -> (Console, PathBuf) {
    let dir = std::env::temp_dir().join(format!("kibitz-board-{name}-{}", std::process::id()));
    std::fs::remove_dir_all(&dir).ok();
    std::fs::create_dir_all(&dir).unwrap();
    (Console::start(&dir), dir)
}

/// A game of `variant` between ann (White) and bob, begun in the console.
fn begin(console: &mut Console, variant: &str) {
    for line in [
        &format!("challenge {variant} bob color:white"),
        "as bob",
        "accept",
    ] {
        console.say(line);
    }
    console.expect("begin a game of");
}

/// `who`'s own link to the game, asked for with `web` in the console.
fn link(console: &mut Console, who: &str) -> String {
    console.say(&format!("as {who}"));
    console.say("web");
    let line = console.expect("/play#");
    assert!(
        line.starts_with(&format!("[to {who}, privately]")),
        "the link is for its player alone: {line}"
    );
    let url = line
        .split_whitespace()
        .find(|w| w.contains("/play#"))
        .unwrap()
        .to_string();
    let secret = url.split('#').nth(1).unwrap();
    assert!(
        secret.len() >= 32 && secret.chars().all(|c| c.is_ascii_hexdigit()),
        "a secret of at least 128 bits: {secret}"
    );
    url
}

fn square(name: &str) -> String {
    format!("[data-square=\"{name}\"]")
}

fn hand(letter: &str) -> String {
    format!("[data-hand=\"{letter}\"]")
}

/// Waits until the open tab's board stands after `ply` moves.
fn at_ply(browser: &mut Browser, ply: u32) {
    browser.until(
        &format!("document.querySelector('#play')?.dataset.ply === '{ply}' && !document.querySelector('#play').hasAttribute('aria-busy')"),
        &format!("the board after {ply} moves"),
    );
}

/// What a screen reader says of `name` on the open tab's board.
fn label(browser: &mut Browser, name: &str) -> String {
    browser
        .eval(&format!(
            "document.querySelector('{}').getAttribute('aria-label')",
            square(name)
        ))
        .as_str()
        .unwrap()
        .to_string()
}

/// The moves stored in the console's game, in the machine's notation.
fn stored_moves(dir: &Path) -> Vec<String> {
    let db = rusqlite::Connection::open(dir.join("kibitz.sqlite")).unwrap();
    let mut query = db
        .prepare("SELECT notation FROM moves ORDER BY game_id, ply")
        .unwrap();
    query
        .query_map([], |row| row.get(0))
        .unwrap()
        .map(Result::unwrap)
        .collect()
}

#[test]
fn a_give_and_take_drop_phase_is_played_by_clicks_and_told_in_the_chat() {
    let (mut console, dir) = console("giveandtake");
    let port = console.port;
    begin(&mut console, "giveandtake");
    let (ann, bob) = (link(&mut console, "ann"), link(&mut console, "bob"));
    // Bob asks for a direct message when it is his move, with his own link to the board.
    console.say("notify on move");
    console.say("notify on board");
    let mut browser = Browser::open(&ann, &dir.join("profile"));
    let ann_tab = browser.session();
    at_ply(&mut browser, 0);
    // Both hands are shown, with the contract's letters: White's uppercase, Black's lowercase.
    assert_eq!(
        browser.eval("document.querySelectorAll('[data-hand]').length"),
        json!(12)
    );
    browser.click(&hand("N"));
    assert_eq!(
        browser.eval("document.querySelectorAll('.target').length > 3"),
        json!(true),
        "the drops of a knight are marked"
    );
    browser.click(&square("e4"));
    at_ply(&mut browser, 1);
    assert!(label(&mut browser, "e4").contains("knight"));
    let said = browser.eval("document.getElementById('said').textContent");
    assert!(said.as_str().unwrap().contains("N@e4"), "{said}");
    assert_eq!(
        browser.eval("document.getElementById('said').getAttribute('aria-live')"),
        json!("polite")
    );

    browser.new_tab(&bob);
    at_ply(&mut browser, 1);
    assert_eq!(
        browser.eval("document.querySelector('#play').dataset.you"),
        json!("black")
    );
    browser.click(&hand("n"));
    browser.click(&square("d6"));
    at_ply(&mut browser, 2);

    browser.switch_to(&ann_tab);
    at_ply(&mut browser, 2);
    browser.click(&hand("Q"));
    browser.click(&square("c4"));
    at_ply(&mut browser, 3);
    browser.screenshot("board-page-giveandtake");
    assert_eq!(stored_moves(&dir), ["N@e4", "N@d6", "Q@c4"]);
    // The chat was told each move, as if typed there, and Bob of his move, with a link of
    // his own that opens his board.
    console.say("as ann");
    console.say("board");
    console.expect("ann played N@e4");
    console.expect("[to bob, directly]");
    let line = console.expect("/play#");
    let secret = line
        .split("/play#")
        .nth(1)
        .unwrap()
        .split_whitespace()
        .next()
        .unwrap();
    let body = json!({ "secret": secret }).to_string();
    let board = request(port, "POST", "/play/board", &body);
    assert_eq!(board.status, 200);
    assert!(
        board.text().contains("data-you=\"black\""),
        "{}",
        board.text()
    );
    drop(browser);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_suction_game_is_played_by_pointer_keyboard_and_typed_san_and_a_watcher_cannot_move() {
    let (mut console, dir) = console("suction");
    let port = console.port;
    begin(&mut console, "suction");
    let (ann, bob) = (link(&mut console, "ann"), link(&mut console, "bob"));
    let mut browser = Browser::open(&ann, &dir.join("profile"));
    let ann_tab = browser.session();
    at_ply(&mut browser, 0);
    // It is not Black's move: Bob's page offers no move, and clicking does nothing.
    browser.click(&square("e2"));
    browser.click(&square("e4"));
    at_ply(&mut browser, 1);

    let bob_tab = browser.new_tab(&bob);
    at_ply(&mut browser, 1);
    // From Black's side: h1 is drawn top left.
    let corner = browser.eval(
        "(() => { const r = document.querySelector('[data-square=\"h1\"] rect'); return [r.getAttribute('x'), r.getAttribute('y')]; })()",
    );
    assert_eq!(corner, json!(["0", "0"]));
    browser.drag(&square("e7"), &square("e5"));
    at_ply(&mut browser, 2);

    // A move typed in SAN, by the same parser as the chat's.
    browser.switch_to(&ann_tab);
    at_ply(&mut browser, 2);
    browser.click("input[name=\"move\"]");
    browser.type_text("Nf3");
    browser.click("#typed button");
    at_ply(&mut browser, 3);

    // By keyboard alone: a square is focused and Enter chooses, then plays.
    browser.switch_to(&bob_tab);
    at_ply(&mut browser, 3);
    browser.eval(&format!(
        "document.querySelector('{}').focus()",
        square("d7")
    ));
    browser.press("Enter", 13);
    browser.eval(&format!(
        "document.querySelector('{}').focus()",
        square("d5")
    ));
    browser.press("Enter", 13);
    at_ply(&mut browser, 4);

    // A Suction capture by clicks: the taken pawn goes where the capturer came from.
    browser.switch_to(&ann_tab);
    at_ply(&mut browser, 4);
    browser.click(&square("e4"));
    browser.click(&square("d5"));
    at_ply(&mut browser, 5);
    let e4 = label(&mut browser, "e4");
    assert!(e4.contains("pawn") && e4.contains("Black"), "{e4}");

    // A move typed in the chat shows on the open page at once.
    console.say("as bob");
    console.say("move Qxd5");
    at_ply(&mut browser, 6);
    // ... and is read out to a screen reader.
    browser.until(
        "document.getElementById('said').textContent.includes('Qxd5')",
        "the chat's move announced",
    );

    // Two tabs of one player send the same move at once: one is stored.
    browser.new_tab(&ann);
    at_ply(&mut browser, 6);
    let both = browser.eval(
        "(async () => { const secret = location.hash.slice(1); \
         const send = () => fetch('/play/act', { method: 'POST', body: JSON.stringify({ secret, action: 'move', move: 'b1c3', ply: 6 }) }).then(r => r.json()); \
         const answers = await Promise.all([send(), send()]); return answers.map(a => a.done); })()",
    );
    let done = both.as_array().unwrap();
    assert_eq!(
        done.iter().filter(|d| **d == json!(true)).count(),
        1,
        "{both}"
    );
    at_ply(&mut browser, 7);
    assert_eq!(stored_moves(&dir).len(), 7);
    assert_eq!(stored_moves(&dir)[6], "b1c3");

    // A draw offered on the board shows on the other's board at once, and is declined there.
    browser.switch_to(&ann_tab);
    at_ply(&mut browser, 7);
    browser.click("[data-action=\"draw\"][data-answer=\"offer\"]");
    browser.switch_to(&bob_tab);
    let decline = "[data-action=\"draw\"][data-answer=\"decline\"]";
    browser.until(
        &format!("document.querySelector('{decline}') !== null"),
        "the offer on Bob's board",
    );
    browser.click(decline);
    browser.until(
        &format!("document.querySelector('{decline}') === null"),
        "the offer answered",
    );

    // A watcher's page has no way to move, and its key moves nothing.
    console.say("history");
    let page = console.expect("Game page: ");
    let key = page.rsplit('/').next().unwrap().trim().to_string();
    let watched = get(port, &format!("/game/{key}"));
    let html = watched.text();
    assert!(!html.contains("data-square") && !html.contains("name=\"move\""));
    let body = json!({ "secret": key, "action": "resign" }).to_string();
    let tried = request(port, "POST", "/play/act", &body);
    assert_eq!(tried.status, 404);
    // Nor may a move come any other way than a POST.
    assert_eq!(get(port, "/play/act").status, 405);

    // A revoked link opens no board and moves nothing.
    browser.switch_to(&ann_tab);
    console.say("as ann");
    console.say("web revoke");
    console.expect("no longer work");
    browser.eval("location.reload()");
    browser.until(
        "document.querySelector('#play')?.dataset.gone === 'true'",
        "the revoked link's page",
    );
    let secret = ann.split('#').nth(1).unwrap();
    let body = json!({ "secret": secret, "action": "resign" }).to_string();
    assert_eq!(request(port, "POST", "/play/act", &body).status, 404);
    assert_eq!(stored_moves(&dir).len(), 7);
    drop(browser);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn trade_up_placements_replacements_and_a_rook_turned_over_swapper_heroes_and_a_shrink_promotion_by_pointer(
) {
    let (mut console, dir) = console("variants");
    begin(&mut console, "tradeup");
    let (ann, bob) = (link(&mut console, "ann"), link(&mut console, "bob"));
    let mut browser = Browser::open(&ann, &dir.join("profile"));
    let ann_tab = browser.session();
    at_ply(&mut browser, 0);
    // White's first turn places exactly one pawn: no second square is offered.
    browser.click(&hand("P"));
    browser.click(&square("e2"));
    at_ply(&mut browser, 1);

    // Black places two pawns at once: the first square, then the second.
    let bob_tab = browser.new_tab(&bob);
    at_ply(&mut browser, 1);
    browser.click(&hand("p"));
    browser.click(&square("a7"));
    assert_eq!(
        browser.eval("document.querySelector('[data-promotion], #promotion button') !== null && !document.getElementById('promotion').hidden"),
        json!(true),
        "this pawn alone is offered"
    );
    browser.click(&square("b6"));
    at_ply(&mut browser, 2);

    // A replacement: the knight in hand dropped on the pawn it replaces; then a rook on it.
    let (white, black) = (ann_tab.clone(), bob_tab.clone());
    for (tab, letter, at, ply) in [
        (&white, "N", "e2", 3),
        // (Blocking the e-file before the rook comes.)
        (&black, "p", "e7", 4),
        (&white, "R", "e2", 5),
        (&black, "p", "d7", 6),
        // Turning the rook over: picked beside the hand, then the rook.
        (&white, "U", "e2", 7),
    ] {
        browser.switch_to(tab);
        at_ply(&mut browser, ply - 1);
        browser.click(&hand(letter));
        if letter == "p" {
            // One pawn alone: the square, then "this pawn alone".
            browser.click(&square(at));
            browser.click("#promotion button");
        } else {
            browser.click(&square(at));
        }
        at_ply(&mut browser, ply);
    }
    assert!(label(&mut browser, "e2").contains("upside-down rook"));
    browser.screenshot("board-page-tradeup");
    assert_eq!(
        stored_moves(&dir),
        ["P@e2", "P@a7,P@b6", "N@e2", "P@e7", "R@e2", "P@d7", "U@e2"]
    );

    // Swapper: a hero from the supply set up, the answer forced, then a swap.
    console.say("as ann");
    console.say("resign");
    begin(&mut console, "swapper");
    let (ann, bob) = (link(&mut console, "ann"), link(&mut console, "bob"));
    browser.switch_to(&ann_tab);
    browser.eval(&format!("location.href = {}", json!(ann)));
    at_ply(&mut browser, 0);
    browser.click(&hand("S"));
    browser.click(&square("c3"));
    at_ply(&mut browser, 1);
    browser.switch_to(&bob_tab);
    browser.eval(&format!("location.href = {}", json!(bob)));
    at_ply(&mut browser, 1);
    browser.click(&hand("s"));
    browser.click(&square("c6"));
    at_ply(&mut browser, 2);
    browser.switch_to(&ann_tab);
    at_ply(&mut browser, 2);
    // The Spearman steps onto its own pawn: they swap.
    browser.click(&square("c3"));
    browser.click(&square("c2"));
    at_ply(&mut browser, 3);
    assert!(label(&mut browser, "c2").contains("Spearman"));
    assert!(label(&mut browser, "c3").contains("pawn"));

    // Shrink: the king leaves the top row alone, the row goes, and White's pawn on b7 is on
    // the new top row: Black (who moved) picks its piece among the legal ones.
    console.say("as ann");
    console.say("resign");
    begin(&mut console, "shrink");
    let bob = link(&mut console, "bob");
    let fen = "4k3/1P6/8/8/8/8/8/4K3 b - - 0 1";
    let db = rusqlite::Connection::open(dir.join("kibitz.sqlite")).unwrap();
    db.execute(
        "UPDATE games SET fen = ?1, start_fen = ?1 WHERE id = (SELECT MAX(id) FROM games)",
        [fen],
    )
    .unwrap();
    browser.switch_to(&bob_tab);
    browser.eval(&format!("location.href = {}", json!(bob)));
    at_ply(&mut browser, 0);
    browser.click(&square("e8"));
    browser.click(&square("d7"));
    let choices = browser.eval(
        "Array.from(document.querySelectorAll('#promotion [data-promotion]')).map(b => b.dataset.promotion).sort()",
    );
    assert_eq!(
        choices,
        json!(["b", "n"]),
        "a queen or rook there would check"
    );
    browser.click("#promotion [data-promotion=\"n\"]");
    at_ply(&mut browser, 1);
    assert_eq!(
        browser.eval("document.querySelector('#play').dataset.ranks"),
        json!("7")
    );
    assert!(label(&mut browser, "b7").contains("knight"));
    assert_eq!(stored_moves(&dir).last().unwrap(), "e8d7=n");
    browser.screenshot("board-page-shrink");
    drop(browser);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_one_minute_game_is_lost_on_time_on_a_test_clock() {
    let dir = std::env::temp_dir().join(format!("kibitz-board-clock-{}", std::process::id()));
    std::fs::remove_dir_all(&dir).ok();
    std::fs::create_dir_all(&dir).unwrap();
    let clock = dir.join("clock");
    let set_clock = |seconds: i64| std::fs::write(&clock, seconds.to_string()).unwrap();
    set_clock(1_700_000_000);
    let mut console = Console::start_timed(&dir, &clock);
    for line in [
        "challenge chess bob color:white clock:1+0",
        "as bob",
        "accept",
    ] {
        console.say(line);
    }
    console.expect("1+0 on the clock");
    let ann = link(&mut console, "ann");
    let mut browser = Browser::open(&ann, &dir.join("profile"));
    at_ply(&mut browser, 0);
    // Both clocks, the contract's way: White's runs (and ticks on the page), Black's waits.
    let clock_of = |browser: &mut Browser, side: &str, data: &str| {
        browser.eval(&format!(
            "document.querySelector('[data-clock=\"{side}\"]').dataset.{data}"
        ))
    };
    assert_eq!(clock_of(&mut browser, "black", "seconds"), json!("60"));
    assert_eq!(clock_of(&mut browser, "white", "running"), json!("true"));
    browser.until(
        "Number(document.querySelector('[data-clock=\"white\"]').dataset.seconds) < 60",
        "White's clock ticking on the page",
    );
    browser.click(&square("e2"));
    browser.click(&square("e4"));
    at_ply(&mut browser, 1);
    assert_eq!(clock_of(&mut browser, "white", "seconds"), json!("60"));
    assert_eq!(clock_of(&mut browser, "black", "running"), json!("true"));
    // A minute and a second later (on the test clock), Bob has lost on time: the chat is told,
    // and the page shows the game over.
    set_clock(1_700_000_061);
    console.expect("bob ran out of time");
    browser.until(
        "document.querySelector('#play')?.dataset.finished === 'true'",
        "the board over",
    );
    assert_eq!(
        browser.eval("document.querySelectorAll('[data-clock][data-running=\"true\"]').length"),
        json!(0)
    );
    assert_eq!(clock_of(&mut browser, "black", "seconds"), json!("0"));
    browser.screenshot("board-page-clock");
    drop(browser);
    std::fs::remove_dir_all(&dir).ok();
}
