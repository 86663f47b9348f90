//! The web pages of games and tournaments (`--http`): what a page shows, read by its key.
//! A page has a random key of 128 bits, made when the game or tournament is first linked
//! (the bot's own messages carry the link), so pages can be found by no one else. What the
//! page says is worded in [`super::words::pages`]; its boards are drawn when presented.

use super::analyses;
use super::events::Told;
use super::games::Games;
use super::handled::{ending_outcome, Handled};
use super::replays::replayed;
use super::views::board_reply;
use crate::rules::{Color, Game, Outcome};
use crate::store::{GameRow, PageOf, StoreError};
use crate::types::{GameId, Time, TournamentId};

/// Hex digits of a page key: 128 bits.
const KEY_DIGITS: usize = 32;

/// A game's page.
#[derive(Clone, Debug, PartialEq)]
pub struct GamePage {
    pub id: GameId,
    /// "Ann v Bob, Suction Chess".
    pub title: String,
    /// Where the game stands: who is to move, or the result.
    pub status: String,
    pub white: String,
    pub black: String,
    /// The moves, each with its number where one is shown ("1.", "1...").
    pub moves: Vec<PageMove>,
    pub finished: bool,
    /// Whether an analysis is kept for it (its graph is then shown).
    pub analysed: bool,
    /// Changes whenever the game does (a move, its end): live pages compare it.
    pub version: u64,
}

/// One move of a game's page.
#[derive(Clone, Debug, PartialEq)]
pub struct PageMove {
    /// "12." before White's move, "12..." before Black's when it opens a line; else none.
    pub number: Option<String>,
    /// The move in SAN.
    pub san: String,
}

/// A tournament's page: its standings and the latest round's pairings, in words.
#[derive(Clone, Debug, PartialEq)]
pub struct TournamentPage {
    pub id: TournamentId,
    pub title: String,
    pub summary: String,
    pub standings: String,
    pub pairings: Option<String>,
    pub version: u64,
}

/// `digits` hex digits from the operating system's randomness (a page key, a board link's
/// secret).
pub(super) fn random_hex(digits: usize) -> Result<String, StoreError> {
    let mut bytes = vec![0u8; digits.div_ceil(2)];
    getrandom::fill(&mut bytes)
        .map_err(|e| StoreError::Refused(format!("no randomness for a key: {e}")))?;
    let mut text = hex(&bytes);
    text.truncate(digits);
    Ok(text)
}

/// `bytes` as lowercase hex.
pub(super) fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Whether `text` is `digits` lowercase hex digits.
pub(super) fn is_hex(text: &str, digits: usize) -> bool {
    text.len() == digits && text.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
}

/// Whether `key` could be a page key (32 lowercase hex digits): others are never looked up.
pub fn is_key(key: &str) -> bool {
    is_hex(key, KEY_DIGITS)
}

/// The key of `of`'s page, made now if it has none.
pub(super) fn key_of(g: Games<'_>, of: PageOf) -> Result<String, StoreError> {
    match g.store.page_key(of)? {
        Some(key) => Ok(key),
        None => g.store.add_page(of, &random_hex(KEY_DIGITS)?),
    }
}

/// What the page with key `key` shows, if there is such a page.
pub(super) fn page_of(g: Games<'_>, key: &str) -> Result<Option<PageOf>, StoreError> {
    if !is_key(key) {
        return Ok(None);
    }
    g.store.page(key)
}

/// The game whose page has key `key`.
pub(super) fn game_of(g: Games<'_>, key: &str) -> Handled<Option<GameRow>> {
    match page_of(g, key)? {
        Some(PageOf::Game(id)) => Ok(g.store.game(id)?),
        _ => Ok(None),
    }
}

/// What the page of game `row` shows, but its words.
pub(super) struct GameView {
    pub row: GameRow,
    pub moves: Vec<PageMove>,
    pub to_move: Color,
    pub outcome: Option<Outcome>,
    pub analysed: bool,
}

/// What the page of game `row` shows.
pub(super) fn game_view(g: Games<'_>, row: GameRow) -> Handled<GameView> {
    let moves = g.store.moves(row.id)?;
    let game = replayed(&row, &moves)?;
    let start = &game.positions()[0];
    let mut listed = Vec::new();
    for (i, mv) in game.moves().iter().enumerate() {
        let (number, mover) = analyses::move_number(start, i);
        let number = match mover {
            Color::White => Some(format!("{number}.")),
            Color::Black if i == 0 => Some(format!("{number}...")),
            Color::Black => None,
        };
        listed.push(PageMove {
            number,
            san: game.positions()[i].san(*mv),
        });
    }
    Ok(GameView {
        outcome: ending_outcome(&row),
        to_move: game.position().turn(),
        analysed: g.store.analysis(row.id)?.is_some(),
        moves: listed,
        row,
    })
}

/// A number that changes with every move, the game's end, and each offer made or answered
/// (the players' board pages show them).
pub(super) fn version(row: &GameRow) -> u64 {
    u64::from(row.ply) * 8
        + 4 * u64::from(row.finished)
        + 2 * u64::from(row.draw_offer.is_some())
        + u64::from(row.takeback_request.is_some())
}

/// The board of game `row` after `ply` moves (its last, if none is given), to draw: the move
/// that led there marked, and the result on the last board of a finished game. None for a
/// move not played (yet).
pub(super) fn board_at(row: &GameRow, game: &Game, ply: Option<u32>, now: Time) -> Option<Told> {
    let last = game.moves().len();
    let ply = ply.map_or(last, |p| p as usize);
    if ply > last {
        return None;
    }
    let positions = game.positions();
    let moved = (ply > 0).then(|| (game.moves()[ply - 1], &positions[ply - 1]));
    let outcome = ending_outcome(row).filter(|_| ply == last);
    Some(board_reply(
        now,
        row,
        ply as u32,
        &positions[ply],
        moved,
        outcome,
    ))
}
