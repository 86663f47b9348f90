//! The board page's part of the site (`web`): the page a player's link opens, and what they
//! do on it, carried out as the same command typed in the game's channel.

use super::web::{Page, Site};
use super::Answered;
use crate::game::board_links::link_of;
use crate::game::board_page::{self, BoardView};
use crate::game::events::GameView;
use crate::game::handled::ending_outcome;
use crate::game::pages;
use crate::game::unit::Unit;
use crate::game::words::play_page::{self as said, play_words, PlayWords};
use crate::game::words::{self, Tr};
use crate::rules::{Color, Hand, Piece, Square};
use crate::store::GameRow;
use crate::types::*;

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
    /// A game on a chess clock: each side's clock, White's then Black's.
    pub clocks: Option<[PageClock; 2]>,
    /// How the page's visitor takes part: playing, voting for their team, or watching.
    pub role: PageRole,
    /// The other games in progress where the page was opened (a chat client's channel or room),
    /// with their titles, to switch to.
    pub games: Vec<(GameId, String)>,
    /// The words of the page's controls.
    pub words: PlayWords,
}

/// How the visitor of a board page takes part in its game.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PageRole {
    /// A player: their moves are played.
    Player,
    /// A member of a team playing by votes: their moves are votes.
    Voter,
    /// Only watching: no move.
    Watcher,
}

impl PageRole {
    /// As the page's data says it.
    pub fn key(self) -> &'static str {
        match self {
            PageRole::Player => "player",
            PageRole::Voter => "voter",
            PageRole::Watcher => "watcher",
        }
    }
}

/// One side's chess clock on the board page.
#[derive(Clone, Debug, PartialEq)]
pub struct PageClock {
    /// Milliseconds left when the page was made.
    pub ms: i64,
    /// It runs (the side is to move, the game goes on).
    pub running: bool,
    /// As the clock shows it: "4:53", or "2 days 3 hours".
    pub face: String,
    /// What a screen reader says of it: "White's clock".
    pub label: String,
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

/// What a player does on the board page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardAction {
    /// A move, clicked or typed (SAN or the machine's notation), for the position after
    /// `ply` moves: played only if the game still stands there.
    Move {
        text: String,
        ply: u32,
    },
    Resign,
    Draw(Answer),
    Takeback(Answer),
}

/// How the game took an action from the board page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardAnswer {
    /// It was done (and told in the game's channel).
    pub done: bool,
    /// The game had moved on: nothing was done, and the page should show it as it is now.
    pub moved_on: bool,
    /// Why not, or what happened, in the player's language.
    pub text: String,
}

impl Site {
    /// The game the link `secret` stands for, and the side its player plays there.
    fn linked(&self, secret: &str) -> Page<(GameRow, Color)> {
        let g = self.core.games();
        let Some(link) = link_of(g, secret)? else {
            return Ok(None);
        };
        let Some(row) = g.store.game(link.game)? else {
            return Ok(None);
        };
        Ok(row.color_of(&link.player).map(|you| (row, you)))
    }

    /// The board page the link with `secret` opens, in `lang`; none for no such link.
    pub fn board_page(&self, secret: &str, lang: Lang) -> Page<BoardPage> {
        let Some((row, you)) = self.linked(secret)? else {
            return Ok(None);
        };
        let view = board_page::board_view(self.core.games(), row, you, true)?;
        Ok(Some(worded(view, lang)))
    }

    /// `action` by the player of the link with `secret`, carried out as the same command
    /// typed in the game's channel (the same checks, transaction, conditional moves, bot's
    /// answer and notices). What it says there is handed to the adapters as the bot's moves
    /// are ([`super::Clockwork::start_bot`]'s receiver); the page is told how it went.
    pub fn board_action(&self, secret: &str, action: BoardAction) -> Page<BoardAnswer> {
        let Some((row, you)) = self.linked(secret)? else {
            return Ok(None);
        };
        let actor = row.player(you).clone();
        Ok(Some(self.act(&row, &actor, as_player(&row, action))))
    }

    /// `command` by `actor` in the game `row`, carried out as typed in its channel and told
    /// there; how it went, for the page.
    pub(super) fn act(&self, row: &GameRow, actor: &User, command: Command) -> BoardAnswer {
        let core = &self.core;
        let w = Unit::none(&core.store);
        let reply = core.carry_out(&w, actor, &row.channel, None, command, &|_| {});
        let answer = BoardAnswer {
            done: !reply.error,
            moved_on: reply.refused == Some("PickExpired"),
            text: reply.text.clone(),
        };
        if !reply.error {
            let Answered { reply, after } = core.posting(reply);
            if !core.bot.announce(Notice::once(row.channel.clone(), reply)) {
                tracing::warn!(game = %row.id, "a move from the board page is told nowhere: no chat adapter runs");
            }
            // The bot's answer, if any, follows the move it answers.
            drop(after);
        }
        answer
    }
}

/// What a player's `action` on the board page of `row` is, as a command.
pub(super) fn as_player(row: &GameRow, action: BoardAction) -> Command {
    match action {
        BoardAction::Move { text, ply } => Command::PickedMove {
            notation: text,
            game: row.id,
            ply,
        },
        BoardAction::Resign => Command::Resign,
        BoardAction::Draw(answer) => Command::Draw(answer),
        BoardAction::Takeback(answer) => Command::Takeback(answer),
    }
}

/// The board page `view` in `lang`, for its player.
pub(super) fn worded(view: BoardView, lang: Lang) -> BoardPage {
    let tr = Tr(lang);
    let BoardView {
        row,
        you,
        position,
        key,
        moves,
        supplied,
        last,
        last_squares,
        clocks,
    } = view;
    let board = position.board();
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
                label: said::square_label(tr, square, piece),
            });
        }
    }
    let hand = |color: Color| hand_pieces(tr, color, position.hand(color));
    let mut hands = [hand(Color::White), hand(Color::Black)];
    let mine = &mut hands[usize::from(you == Color::Black)];
    for role in supplied {
        let piece = Piece::new(you, role);
        if !mine.iter().any(|h| h.letter == piece.char()) {
            mine.push(HandPiece {
                letter: piece.char(),
                count: 0,
                label: said::supply_label(tr, piece),
            });
        }
    }
    let shown = GameView::of(&row);
    BoardPage {
        game: row.id,
        key,
        title: words::pages::game_title(tr, &shown),
        status: words::pages::game_status(tr, &shown, position.turn(), ending_outcome(&row)),
        you_play: said::you_play(tr, you),
        you,
        ply: row.ply,
        version: pages::version(&row),
        finished: row.finished,
        files,
        ranks,
        squares,
        hands,
        moves,
        last_move: last_squares,
        last_said: last.map(|(mover, san)| said::last_move(tr, &mover, &san)),
        draw_offer: row.draw_offer,
        takeback_request: row.takeback_request,
        clocks: clocks.map(|ms| {
            [Color::White, Color::Black].map(|color| PageClock {
                ms: ms[color as usize],
                running: !row.finished && position.turn() == color,
                face: words::clock_face(tr, ms[color as usize]),
                label: said::clock_label(tr, color),
            })
        }),
        role: PageRole::Player,
        games: Vec::new(),
        words: play_words(lang),
    }
}

fn hand_pieces(tr: Tr, color: Color, hand: &Hand) -> Vec<HandPiece> {
    (Hand::ROLES.into_iter())
        .filter_map(|role| {
            let count = hand.count(role);
            let piece = Piece::new(color, role);
            (count > 0).then(|| HandPiece {
                letter: piece.char(),
                count,
                label: said::hand_label(tr, piece, count),
            })
        })
        .collect()
}
