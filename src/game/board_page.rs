//! The board page a player plays on (`web`): the position as the player sees it, the legal
//! moves in both notations when it is their move (the page writes no rule of its own), and
//! the last move. Worded by the service (`service/board.rs`).

use super::games::{position, Games};
use super::handled::Handled;
use super::pages;
use crate::rules::{Color, Position, Role, Variant};
use crate::store::{GameRow, PageOf};

/// What a player's board page shows, but its words (see `service/board.rs`).
pub(super) struct BoardView {
    pub row: GameRow,
    /// The side the page is for.
    pub you: Color,
    pub position: Position,
    /// The key of the game's public page, whose events tell the board page to read again.
    pub key: String,
    /// The player's legal moves when it is their move (none else), in the machine's notation
    /// and in SAN.
    pub moves: Vec<(String, String)>,
    /// What the legal moves drop that no hand holds (see [`supplied`]).
    pub supplied: Vec<Role>,
    /// The last move: who played it, in SAN.
    pub last: Option<(String, String)>,
    /// The squares of the last move, to mark.
    pub last_squares: Vec<String>,
    /// A game on a chess clock: each side's time left now (ms), [White, Black].
    pub clocks: Option<[i64; 2]>,
}

/// The board page of `row` from `you`'s side, for one who `plays` that side (a player, or a
/// team's member who votes) or only watches.
pub(super) fn board_view(
    g: Games<'_>,
    row: GameRow,
    you: Color,
    plays: bool,
) -> Handled<BoardView> {
    let position = position(&row)?;
    let your_move = plays && !row.finished && position.turn() == you;
    let moves: Vec<(String, String)> = if your_move {
        (position.legal_moves_san().into_iter())
            .map(|(mv, san)| (mv.to_string(), san))
            .collect()
    } else {
        Vec::new()
    };
    let played = g.store.moves(row.id)?;
    let last = played.last().and_then(|(notation, _)| {
        let before = match played.len() {
            1 => &row.start_fen,
            n => &played[n - 2].1,
        };
        let before = Position::from_fen(row.variant, before).ok()?;
        let mv = before.parse_move(notation).ok()?;
        let mover = row.player(before.turn()).name.clone();
        Some((mover, before.san(mv), notation.clone()))
    });
    // A shrink renames the squares after the move: its squares are marked only where none do.
    let last_squares = match &last {
        Some((_, _, notation)) if row.variant != Variant::Shrink => squares_of(notation),
        _ => Vec::new(),
    };
    let running = (!row.finished).then(|| position.turn());
    Ok(BoardView {
        clocks: row.clock.map(|clock| clock.faces(running, g.now_ms)),
        key: pages::key_of(g, PageOf::Game(row.id))?,
        supplied: supplied(&moves),
        moves,
        last: last.map(|(mover, san, _)| (mover, san)),
        last_squares,
        position,
        you,
        row,
    })
}

/// What the legal `moves` drop that no hand holds (Swapper's heroes, from an unlimited
/// supply; Trade-up's turning a rook over, `U@e3`): shown with the hand, so that a pointer
/// can pick it as it picks a piece in hand.
fn supplied(moves: &[(String, String)]) -> Vec<Role> {
    let mut roles = Vec::new();
    for (notation, _) in moves {
        let dropped = notation.split_once('@').and_then(|(letter, _)| {
            let mut chars = letter.chars();
            chars.next().filter(|_| chars.next().is_none())
        });
        if let Some(role) = dropped.and_then(Role::from_char) {
            if !roles.contains(&role) {
                roles.push(role);
            }
        }
    }
    roles
}

/// The squares a stored move names, in order (`e2e4` → e2, e4; `P@a2,P@b3` → a2, b3).
fn squares_of(notation: &str) -> Vec<String> {
    let bytes = notation.as_bytes();
    (0..bytes.len().saturating_sub(1))
        .filter(|&i| bytes[i].is_ascii_lowercase() && bytes[i + 1].is_ascii_digit())
        .filter(|&i| i == 0 || !bytes[i - 1].is_ascii_lowercase())
        .map(|i| notation[i..i + 2].to_string())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::squares_of;

    #[test]
    fn the_squares_of_a_move_are_read_from_its_notation() {
        assert_eq!(squares_of("e2e4"), ["e2", "e4"]);
        assert_eq!(squares_of("e7e8q=n"), ["e7", "e8"]);
        assert_eq!(squares_of("P@a2,P@b3"), ["a2", "b3"]);
        assert_eq!(squares_of("U@e3"), ["e3"]);
    }
}
