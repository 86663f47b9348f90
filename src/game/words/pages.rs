//! The words of the web pages of games and tournaments (`--http`), and of the links to them
//! in the bot's messages.

use super::fluent::t;
use super::{result_sentence, side, variant, Tr};
use crate::game::events::GameView;
use crate::rules::{Color, Outcome};
use crate::store::PageOf;
use crate::types::{GameId, Lang};

/// "Ann v Bob, Suction Chess".
pub fn game_title(tr: Tr, game: &GameView) -> String {
    t!(
        tr,
        "game-title",
        white = game.white.name.as_str(),
        black = game.black.name.as_str(),
        variant = variant(tr, game.variant)
    )
}

/// "Bob (Black) to move." or the result.
pub fn game_status(tr: Tr, game: &GameView, to_move: Color, outcome: Option<Outcome>) -> String {
    match outcome {
        Some(o) => result_sentence(tr, game, o),
        None => t!(
            tr,
            "game-to-move",
            player = game.player(to_move).name.as_str(),
            side = side(tr, to_move)
        ),
    }
}

/// The line a message ends with when its game or tournament has a page (never worded
/// without its address: such links are left out).
pub(in crate::game) fn link(tr: Tr, of: PageOf, url: Option<&str>) -> String {
    let url = url.unwrap_or_default();
    match of {
        PageOf::Game(_) => t!(tr, "game-page-link", url = url),
        PageOf::Tournament(_) => t!(tr, "tournament-page-link", url = url),
    }
}

/// A player's own link to play a game on its board page.
pub(in crate::game) fn board_link(tr: Tr, game: GameId, url: &str) -> String {
    t!(tr, "board-link", game = game.0, url = url)
}

/// A player's links to a game's board page ended.
pub(in crate::game) fn links_revoked(tr: Tr, game: GameId, count: usize) -> String {
    t!(tr, "board-links-revoked", game = game.0, count = count)
}

/// The fixed words of the pages.
pub struct PageWords {
    pub moves: String,
    pub no_moves: String,
    pub first: String,
    pub previous: String,
    pub next: String,
    pub last: String,
    pub keys_hint: String,
    pub download_pgn: String,
    pub analysis: String,
    pub analysis_alt: String,
    pub live: String,
    pub standings: String,
    pub standings_alt: String,
    pub pairings: String,
    pub not_found: String,
    pub not_found_text: String,
    pub footer: String,
}

/// The fixed words of the pages in `lang`.
pub fn page_words(lang: Lang) -> PageWords {
    let tr = Tr(lang);
    PageWords {
        moves: tr.s("page-moves"),
        no_moves: tr.s("page-no-moves"),
        first: tr.s("page-first"),
        previous: tr.s("page-previous"),
        next: tr.s("page-next"),
        last: tr.s("page-last"),
        keys_hint: tr.s("page-keys-hint"),
        download_pgn: tr.s("page-download-pgn"),
        analysis: tr.s("page-analysis"),
        analysis_alt: tr.s("page-analysis-alt"),
        live: tr.s("page-live"),
        standings: tr.s("page-standings"),
        standings_alt: tr.s("page-standings-alt"),
        pairings: tr.s("page-pairings"),
        not_found: tr.s("page-not-found"),
        not_found_text: tr.s("page-not-found-text"),
        footer: tr.s("page-footer"),
    }
}

/// The board's description for a reader that cannot see it: "The board after move 12
/// (g1f3), Ann v Bob, Suction Chess".
pub fn board_alt(lang: Lang, title: &str, ply: usize, notation: Option<&str>) -> String {
    let tr = Tr(lang);
    match notation {
        Some(n) => t!(
            tr,
            "board-alt-move",
            number = ply.div_ceil(2),
            notation = n,
            title = title
        ),
        None => t!(tr, "board-alt-start", title = title),
    }
}
