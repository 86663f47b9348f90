//! A game's page in a real browser: headless Chromium (the system's), driven by its DevTools
//! protocol. The board loads, the arrow keys step through the moves, a move played in the
//! console shows on the open page, and the page passes an accessibility check (every image
//! has alt text, headings in order). Screenshots are kept in `target/test-artefacts/`.

use crate::support::browser::Browser;
use crate::web::Console;
use serde_json::json;
use std::time::Duration;

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
