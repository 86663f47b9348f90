//! The line under a board: the result, or whose turn it is (and the phase, a check), the last
//! move with what it took off the board, and the notes (a tournament's round, who is away).

use super::fluent::t;
use super::{piece, reason, side, Tr};
use crate::rules::{Move, Outcome, Position, SwapperSetup, Variant};
use crate::types::{BoardView, Lang};

/// The line under `board`'s picture, ending with `note`.
pub(in crate::game) fn status_line(tr: Tr, board: &BoardView, note: Option<&str>) -> String {
    let last_move = board.last_move.as_ref().map(|(mv, before)| (*mv, before));
    status_of(tr, &board.position, last_move, board.outcome, note)
}

/// The line under a picture of `pos` in `lang`, reached by `last_move` (played from the
/// position with it), showing `outcome` (else the position's own): for pictures drawn outside
/// a game's replies (`kibitz render`, a replay's frames).
pub fn board_caption(
    lang: Lang,
    pos: &Position,
    last_move: Option<(Move, &Position)>,
    outcome: Option<Outcome>,
) -> String {
    status_of(Tr(lang), pos, last_move, outcome, None)
}

/// The line under a picture of `pos`, reached by `last_move` (played from the position with
/// it), showing `outcome` (else the position's own, if it is over), ending with `note`.
fn status_of(
    tr: Tr,
    pos: &Position,
    last_move: Option<(Move, &Position)>,
    outcome: Option<Outcome>,
    note: Option<&str>,
) -> String {
    let mut parts = vec![match outcome.or_else(|| pos.outcome()) {
        Some(outcome) => result(tr, outcome),
        None => turn(tr, pos),
    }];
    if let Some((mv, before)) = last_move {
        let mut last = t!(tr, "status-last-move", move = before.san(mv));
        let (files, ranks) = before.lines_removed_by(mv);
        let mut removed: Vec<String> = (0..8u8)
            .filter(|f| files & (1 << f) != 0)
            .map(|f| t!(tr, "status-file", file = ((b'a' + f) as char).to_string()))
            .collect();
        removed.extend(
            (0..8u8)
                .filter(|r| ranks & (1 << r) != 0)
                .map(|r| t!(tr, "status-rank", rank = r + 1)),
        );
        if !removed.is_empty() {
            let lines = removed.join(&tr.s("list-and"));
            last.push_str(", ");
            last.push_str(&t!(tr, "status-removed", lines = lines));
        }
        parts.push(last);
    }
    parts.extend(note.map(str::to_string));
    parts.join(&tr.s("status-separator"))
}

fn result(tr: Tr, outcome: Outcome) -> String {
    let why = reason(tr, outcome.reason);
    match outcome.winner {
        Some(color) => t!(tr, "status-won", side = side(tr, color), reason = why),
        None => t!(tr, "status-drawn", reason = why),
    }
}

/// Whose turn it is, in the phase of the game; "check" when it is.
fn turn(tr: Tr, pos: &Position) -> String {
    let to_move = side(tr, pos.turn());
    let mut text = match (pos.variant(), pos.swapper_setup()) {
        (Variant::Swapper, SwapperSetup::Open) => t!(tr, "status-setup-open"),
        (Variant::Swapper, SwapperSetup::Reply(role)) => {
            t!(tr, "status-setup-reply", piece = piece(tr, role))
        }
        (Variant::GiveAndTake, _) if pos.in_drop_phase() => {
            t!(tr, "status-drop-phase", side = to_move)
        }
        (Variant::GiveAndTake, _) => t!(tr, "status-capture-phase", side = to_move),
        _ => t!(tr, "status-to-move", side = to_move),
    };
    if pos.is_check() {
        text.push_str(&tr.s("status-separator"));
        text.push_str(&t!(tr, "status-check"));
    }
    text
}

/// What a move was, where its notation does not say.
#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::Lang;

    fn board(position: Position, last_move: Option<(Move, Position)>) -> BoardView {
        BoardView {
            position,
            last_move,
            white: "Ann".into(),
            black: "Bob".into(),
            outcome: None,
            away: Vec::new(),
            file_name: "board.png".into(),
            tournament_board: None,
            flip: false,
            clocks: None,
        }
    }

    #[test]
    fn the_line_says_whose_turn_the_last_move_and_the_notes_in_each_language() {
        let start = Position::start(Variant::Standard);
        let (mv, after) = start.play("e2e4").unwrap();
        let played = board(after, Some((mv, start.clone())));
        assert_eq!(
            status_line(Tr::EN, &played, Some("Bob away until 3 Dec")),
            "Black to move · last move e4 · Bob away until 3 Dec"
        );
        assert_eq!(
            status_line(Tr(Lang::De), &played, None),
            "Schwarz ist am Zug · letzter Zug e4"
        );
        // A mate: the result, whoever is to move.
        let mut pos = start;
        let mut last = None;
        for text in ["f2f3", "e7e5", "g2g4", "d8h4"] {
            let (mv, next) = pos.play(text).unwrap();
            last = Some((mv, pos));
            pos = next;
        }
        let mated = board(pos, last);
        assert_eq!(
            status_line(Tr::EN, &mated, None),
            "Black wins by checkmate · last move Qh4#"
        );
        assert_eq!(
            status_line(Tr(Lang::Fr), &mated, None),
            "Les Noirs gagnent par échec et mat · dernier coup Qh4#"
        );
    }
}
