//! The words of the web pages of games and tournaments (`--http`), and of the links to them
//! in the bot's messages.

use super::{result_sentence, side};
use crate::rules::{Color, Outcome};
use crate::store::{GameRow, PageOf};

/// "Ann v Bob, Suction Chess".
pub fn game_title(row: &GameRow) -> String {
    format!(
        "{} v {}, {}",
        row.white.name,
        row.black.name,
        row.variant.title()
    )
}

/// "Bob (Black) to move." or the result.
pub fn game_status(row: &GameRow, to_move: Color, outcome: Option<Outcome>) -> String {
    match outcome {
        Some(o) => result_sentence(row, o),
        None => format!("{} ({}) to move.", row.player(to_move).name, side(to_move)),
    }
}

/// The line a message ends with when its game or tournament has a page (never worded
/// without its address: such links are left out).
pub(in crate::game) fn link(of: PageOf, url: Option<&str>) -> String {
    let url = url.unwrap_or_default();
    match of {
        PageOf::Game(_) => format!("Game page: {url}"),
        PageOf::Tournament(_) => format!("Tournament page: {url}"),
    }
}

/// The fixed words of the pages.
pub struct PageWords {
    pub moves: &'static str,
    pub no_moves: &'static str,
    pub first: &'static str,
    pub previous: &'static str,
    pub next: &'static str,
    pub last: &'static str,
    pub keys_hint: &'static str,
    pub download_pgn: &'static str,
    pub analysis: &'static str,
    pub analysis_alt: &'static str,
    pub live: &'static str,
    pub standings: &'static str,
    pub standings_alt: &'static str,
    pub pairings: &'static str,
    pub not_found: &'static str,
    pub not_found_text: &'static str,
    pub footer: &'static str,
}

/// The fixed words of the pages, in English.
pub const PAGE_WORDS: PageWords = PageWords {
    moves: "Moves",
    no_moves: "No move has been played yet.",
    first: "Start",
    previous: "Back",
    next: "Forward",
    last: "Latest",
    keys_hint: "The arrow keys step through the moves.",
    download_pgn: "Download the PGN",
    analysis: "Analysis",
    analysis_alt: "White's winning chances move by move, with the mistakes marked",
    live: "This page follows the game as it is played.",
    standings: "Standings",
    standings_alt: "The standings as a table",
    pairings: "Pairings",
    not_found: "Not found",
    not_found_text: "There is no page here. Links to games come in Kibitz's own messages.",
    footer: "Kibitz: chess variants in Discord and Matrix",
};

/// The board's description for a reader that cannot see it: "The board after 12. Nf3 (Ann v
/// Bob, Suction Chess)".
pub fn board_alt(title: &str, ply: usize, notation: Option<&str>) -> String {
    match notation {
        Some(n) => format!("The board after move {} ({n}), {title}", ply.div_ceil(2)),
        None => format!("The board at the start, {title}"),
    }
}
