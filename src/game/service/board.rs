//! The board page's part of the site (`web`): the page a player's link opens, and what they
//! do on it, carried out as the same command typed in the game's channel.

use super::web::{Page, Site};
use super::Answered;
use crate::game::board_links::link_of;
use crate::game::board_page::{self, BoardPage};
use crate::game::unit::Unit;
use crate::store::{BoardLink, GameRow};
use crate::types::*;

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
    /// The link `secret` stands for, with its game and the side its player plays there.
    fn linked(&self, secret: &str) -> Page<(BoardLink, GameRow, crate::rules::Color)> {
        let g = self.core.games();
        let Some(link) = link_of(g, secret)? else {
            return Ok(None);
        };
        let Some(row) = g.store.game(link.game)? else {
            return Ok(None);
        };
        Ok(row.color_of(&link.player).map(|you| (link, row, you)))
    }

    /// The board page the link with `secret` opens, in `lang`; none for no such link.
    pub fn board_page(&self, secret: &str, lang: Lang) -> Page<BoardPage> {
        let Some((_, row, you)) = self.linked(secret)? else {
            return Ok(None);
        };
        Ok(Some(board_page::board_page(
            self.core.games(),
            row,
            you,
            lang,
        )?))
    }

    /// `action` by the player of the link with `secret`, carried out as the same command
    /// typed in the game's channel (the same checks, transaction, conditional moves, bot's
    /// answer and notices). What it says there is handed to the adapters as the bot's moves
    /// are ([`super::Clockwork::start_bot`]'s receiver); the page is told how it went.
    pub fn board_action(&self, secret: &str, action: BoardAction) -> Page<BoardAnswer> {
        let Some((link, row, _)) = self.linked(secret)? else {
            return Ok(None);
        };
        let Some(actor) = [&row.white, &row.black]
            .into_iter()
            .find(|p| p.id == link.player)
            .cloned()
        else {
            return Ok(None);
        };
        let command = match action {
            BoardAction::Move { text, ply } => Command::PickedMove {
                notation: text,
                game: row.id,
                ply,
            },
            BoardAction::Resign => Command::Resign,
            BoardAction::Draw(answer) => Command::Draw(answer),
            BoardAction::Takeback(answer) => Command::Takeback(answer),
        };
        let core = &self.core;
        let w = Unit::none(&core.store);
        let reply = core.carry_out(&w, &actor, &row.channel, None, command, &|_| {});
        let answer = BoardAnswer {
            done: !reply.error,
            moved_on: reply.refused == Some("PickExpired"),
            text: reply.text.clone(),
        };
        if !reply.error {
            let Answered { reply, after } = core.posting(reply);
            if !core.bot.announce(Notice::once(row.channel, reply)) {
                tracing::warn!(game = %row.id, "a move from the board page is told nowhere: no chat adapter runs");
            }
            // The bot's answer, if any, follows the move it answers.
            drop(after);
        }
        Ok(Some(answer))
    }
}
