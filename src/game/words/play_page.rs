//! The words of the board page a player plays on (`web`): its controls, and what a screen
//! reader says of each square and each piece in hand.

use super::fluent::t;
use super::{piece, side, Tr};
use crate::rules::{Color, Piece, Role, Square};
use crate::types::Lang;

/// "You play White."
pub(in crate::game) fn you_play(tr: Tr, color: Color) -> String {
    t!(tr, "play-you-play", side = side(tr, color))
}

/// "bob played e5."
/// "You vote for White's moves with your team." or "You are watching White's side."
pub(in crate::game) fn taking_part(tr: Tr, votes: bool, color: Color) -> String {
    let id = if votes {
        "play-you-vote"
    } else {
        "play-you-watch"
    };
    t!(tr, id, side = side(tr, color))
}

/// Why a watcher's action is not taken.
pub(in crate::game) fn only_players(tr: Tr) -> String {
    tr.s("play-only-players")
}

/// "White's clock".
pub(in crate::game) fn clock_label(tr: Tr, color: Color) -> String {
    t!(tr, "play-clock", side = side(tr, color))
}

pub(in crate::game) fn last_move(tr: Tr, player: &str, san: &str) -> String {
    t!(tr, "play-last-move", player = player, san = san)
}

/// "e4: knight (White)", or "e4: empty".
pub(in crate::game) fn square_label(tr: Tr, square: Square, on: Option<Piece>) -> String {
    let square = square.to_string();
    match on {
        Some(p) => t!(
            tr,
            "play-square-piece",
            square = square.as_str(),
            piece = piece(tr, p.role),
            side = side(tr, p.color)
        ),
        None => t!(tr, "play-square-empty", square = square.as_str()),
    }
}

/// "knight (White), 2 in hand".
pub(in crate::game) fn hand_label(tr: Tr, p: Piece, count: u8) -> String {
    t!(
        tr,
        "play-hand-piece",
        piece = piece(tr, p.role),
        side = side(tr, p.color),
        count = count
    )
}

/// What is dropped from elsewhere than the hand: "Spearman (White)", "Turn a rook over".
pub(in crate::game) fn supply_label(tr: Tr, p: Piece) -> String {
    match p.role {
        Role::UpsideDownRook => tr.s("play-turn-over"),
        role => t!(
            tr,
            "play-supply-piece",
            piece = piece(tr, role),
            side = side(tr, p.color)
        ),
    }
}

/// The fixed words of the board page.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayWords {
    pub board_label: String,
    pub keys_hint: String,
    pub move_box: String,
    pub play: String,
    pub resign: String,
    pub resign_confirm: String,
    pub offer_draw: String,
    pub accept_draw: String,
    pub decline_draw: String,
    pub draw_offered: String,
    pub ask_takeback: String,
    pub accept_takeback: String,
    pub decline_takeback: String,
    pub takeback_asked: String,
    pub promote: String,
    pub cancel: String,
    pub place_one: String,
    pub turn_over: String,
    pub in_hand: [String; 2],
    pub read_only: String,
    pub moved_on: String,
    pub needs_script: String,
    pub no_link: String,
    pub no_link_text: String,
    /// Inside a chat client, when it did not vouch for its user.
    pub signin_failed: String,
    /// Inside a chat client, signed in where no game is being played.
    pub no_game: String,
}

/// The fixed words of the board page in `lang`.
pub fn play_words(lang: Lang) -> PlayWords {
    let tr = Tr(lang);
    let in_hand = |color| t!(tr, "play-in-hand", side = side(tr, color));
    PlayWords {
        board_label: tr.s("play-board-label"),
        keys_hint: tr.s("play-keys-hint"),
        move_box: tr.s("play-move-box"),
        play: tr.s("play-move-button"),
        resign: tr.s("play-resign"),
        resign_confirm: tr.s("play-resign-confirm"),
        offer_draw: tr.s("play-offer-draw"),
        accept_draw: tr.s("play-accept-draw"),
        decline_draw: tr.s("play-decline-draw"),
        draw_offered: tr.s("play-draw-offered"),
        ask_takeback: tr.s("play-ask-takeback"),
        accept_takeback: tr.s("play-accept-takeback"),
        decline_takeback: tr.s("play-decline-takeback"),
        takeback_asked: tr.s("play-takeback-asked"),
        promote: tr.s("play-promote"),
        cancel: tr.s("play-cancel"),
        place_one: tr.s("play-place-one"),
        turn_over: tr.s("play-turn-over"),
        in_hand: [in_hand(Color::White), in_hand(Color::Black)],
        read_only: tr.s("play-read-only"),
        moved_on: tr.s("play-moved-on"),
        needs_script: tr.s("play-needs-script"),
        no_link: tr.s("play-no-link"),
        no_link_text: tr.s("play-no-link-text"),
        signin_failed: tr.s("play-signin-failed"),
        no_game: tr.s("play-no-game"),
    }
}
