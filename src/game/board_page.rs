//! The board page a player plays on (`web`): the position as the player sees it, their hand
//! and the opponent's, the legal moves in both notations when it is their move (the page
//! writes no rule of its own), and the offers standing. Worded in the reader's language.

use super::events::GameView;
use super::games::{position, Games};
use super::handled::{ending_outcome, Handled};
use super::pages;
use super::words::{self, Tr};
use crate::rules::{Color, Hand, Piece, Position, Role, Square, Variant};
use crate::store::{GameRow, PageOf};
use crate::types::{GameId, Lang};

/// What a player's board page shows.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardPage {
    pub game: GameId,
    /// The key of the game's public page, whose events tell the board page to read again.
    pub key: String,
    /// "Ann v Bob, Suction Chess".
    pub title: String,
    /// Who is to move, or the result.
    pub status: String,
    /// "You play White."
    pub you_play: String,
    /// The side the page is for: the board is drawn from it.
    pub you: Color,
    /// Moves played so far: a move is sent with it, and played only if the game still stands
    /// there.
    pub ply: u32,
    pub finished: bool,
    /// What the game's page events carry (see [`pages::version`]): the page reads the board
    /// again only when it changes.
    pub version: u64,
    /// Columns and rows of the board now (Shrink Chess makes them fewer).
    pub files: u8,
    pub ranks: u8,
    /// Every square of the board, a1 first.
    pub squares: Vec<PageSquare>,
    /// The pieces in each side's hand, White's then Black's (empty where the variant has none).
    pub hands: [Vec<HandPiece>; 2],
    /// The player's legal moves when it is their move (none else), in the machine's notation
    /// and in SAN.
    pub moves: Vec<(String, String)>,
    /// The squares of the last move, to mark.
    pub last_move: Vec<String>,
    /// "bob played e5.", read out when the page shows it.
    pub last_said: Option<String>,
    /// The offers standing: a draw's, a takeback's, by the side that made it.
    pub draw_offer: Option<Color>,
    pub takeback_request: Option<Color>,
    /// The words of the page's controls.
    pub words: words::play_page::PlayWords,
}

/// One square of the board page.
#[derive(Clone, Debug, PartialEq)]
pub struct PageSquare {
    /// Its name on the board now: "e4".
    pub name: String,
    pub file: u8,
    pub rank: u8,
    /// The piece on it, as its FEN letter (`N`, `n`, `U` for an upside-down rook).
    pub piece: Option<char>,
    /// What a screen reader says of it: "e4, white knight".
    pub label: String,
}

/// Pieces of one kind in a hand.
#[derive(Clone, Debug, PartialEq)]
pub struct HandPiece {
    /// Its FEN letter (uppercase for White).
    pub letter: char,
    /// How many the hand holds: none for what comes from elsewhere (a Swapper hero from the
    /// supply, turning a rook over).
    pub count: u8,
    /// "2 white knights".
    pub label: String,
}

/// The board page of `row` for the player of `you`, in `lang`.
pub(super) fn board_page(g: Games<'_>, row: GameRow, you: Color, lang: Lang) -> Handled<BoardPage> {
    let tr = Tr(lang);
    let pos = position(&row)?;
    let board = pos.board();
    let (files, ranks) = (board.width(), board.height());
    let mut squares = Vec::with_capacity(usize::from(files) * usize::from(ranks));
    for rank in 0..ranks {
        for file in 0..files {
            let square = Square::new(rank * 8 + file);
            let piece = board.piece_at(square);
            squares.push(PageSquare {
                name: square.to_string(),
                file,
                rank,
                piece: piece.map(Piece::char),
                label: words::play_page::square_label(tr, square, piece),
            });
        }
    }
    let hand = |color: Color| hand_pieces(tr, color, pos.hand(color));
    let your_move = !row.finished && pos.turn() == you;
    let moves = if your_move {
        (pos.legal_moves_san().into_iter())
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
        let mover = &row.player(before.turn()).name;
        Some((
            words::play_page::last_move(tr, mover, &before.san(mv)),
            notation,
        ))
    });
    // A shrink renames the squares after the move: its squares are marked only where none do.
    let last_move = match (&last, row.variant) {
        (Some((_, notation)), variant) if variant != Variant::Shrink => squares_of(notation),
        _ => Vec::new(),
    };
    let mut hands = [hand(Color::White), hand(Color::Black)];
    let mine = &mut hands[usize::from(you == Color::Black)];
    for role in supplied(&moves) {
        let letter = Piece::new(you, role).char();
        if !mine.iter().any(|h| h.letter == letter) {
            mine.push(HandPiece {
                letter,
                count: 0,
                label: words::play_page::supply_label(tr, Piece::new(you, role)),
            });
        }
    }
    let shown = GameView::of(&row);
    Ok(BoardPage {
        game: row.id,
        key: pages::key_of(g, PageOf::Game(row.id))?,
        title: words::pages::game_title(tr, &shown),
        status: words::pages::game_status(tr, &shown, pos.turn(), ending_outcome(&row)),
        you_play: words::play_page::you_play(tr, you),
        you,
        ply: row.ply,
        version: pages::version(&row),
        finished: row.finished,
        files,
        ranks,
        squares,
        hands,
        moves,
        last_move,
        last_said: last.map(|(said, _)| said),
        draw_offer: row.draw_offer,
        takeback_request: row.takeback_request,
        words: words::play_page::play_words(lang),
    })
}

fn hand_pieces(tr: Tr, color: Color, hand: &Hand) -> Vec<HandPiece> {
    (Hand::ROLES.into_iter())
        .filter_map(|role| {
            let count = hand.count(role);
            (count > 0).then(|| HandPiece {
                letter: Piece::new(color, role).char(),
                count,
                label: words::play_page::hand_label(tr, Piece::new(color, role), count),
            })
        })
        .collect()
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
