//! Sessions on the board inside a chat client: opened by the HTTP side once the platform has
//! shown who the user is (Discord's OAuth2, a Matrix homeserver's OpenID), for one channel or
//! room, where its user plays their own games, votes in their team's, and watches the others.

use super::board::{as_player, worded, BoardAction, BoardAnswer, BoardPage, PageRole};
use super::web::{Page, Site};
use crate::game::board_page::board_view;
use crate::game::board_sessions::{open_session, session_of, SESSION_SECONDS};
use crate::game::events::GameView;
use crate::game::words::{self, play_page, Tr};
use crate::rules::Color;
use crate::store::GameRow;
use crate::types::*;

/// A session just opened: its secret (for the page to send with each request) and how long it
/// lasts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpenedSession {
    pub secret: String,
    pub seconds: i64,
}

/// How `user`, in `place`, takes part in the game `row`, and from which side they see it.
fn part(row: &GameRow, user: &UserId, place: &ChannelId) -> (PageRole, Color) {
    if let Some(color) = row.color_of(user) {
        return (PageRole::Player, color);
    }
    match row.color_of(&UserId::team(place)) {
        Some(color) if row.votes.is_some() => (PageRole::Voter, color),
        _ => (PageRole::Watcher, Color::White),
    }
}

impl Site {
    /// A new session for `user` in `place` (a Discord channel, a Matrix room), whom the
    /// platform has shown to be who they are (known by their name here, if they are known).
    pub fn open_session(&self, user: &User, place: &ChannelId) -> Page<OpenedSession> {
        let g = self.core.games();
        g.store.add_user(user)?;
        let secret = open_session(g, &user.id, place)?;
        metrics::counter!(crate::meters::BOARD_SESSIONS, "outcome" => "opened").increment(1);
        Ok(Some(OpenedSession {
            secret,
            seconds: SESSION_SECONDS,
        }))
    }

    /// Who the session `secret` is for, and where: none for no session (or one that ended).
    pub fn session(&self, secret: &str) -> Page<(UserId, ChannelId)> {
        let session = session_of(self.core.games(), secret)?;
        Ok(session.map(|s| (s.user, s.place)))
    }

    /// Counts a session refused because the platform did not vouch for its user (nothing else
    /// of it is kept).
    pub fn session_refused(&self, platform: &'static str) {
        metrics::counter!(crate::meters::BOARD_SESSIONS, "outcome" => "refused", "platform" => platform)
            .increment(1);
    }

    /// The session's user as known here, its place, and the games in progress there: `game`
    /// if it is one of them, else the first where the user plays, else the first.
    fn session_games(
        &self,
        secret: &str,
        game: Option<GameId>,
    ) -> Page<(User, ChannelId, GameRow, Vec<GameRow>)> {
        let g = self.core.games();
        let Some(session) = session_of(g, secret)? else {
            return Ok(None);
        };
        let name = g.store.user_name(&session.user)?;
        let user = User::new(
            session.user.clone(),
            name.unwrap_or_else(|| session.user.key().into()),
        );
        let games = g.store.games_in_place(&session.place)?;
        let chosen = match game {
            Some(id) => games.iter().find(|row| row.id == id),
            None => (games.iter().find(|row| row.color_of(&user.id).is_some()))
                .or_else(|| games.first()),
        };
        Ok(chosen.cloned().map(|row| (user, session.place, row, games)))
    }

    /// The board page of the session `secret` in `lang`: its game (see
    /// [`Site::session_games`]), seen from the user's side, with the other games of its place;
    /// none for no session, or no such game there.
    pub fn session_page(&self, secret: &str, game: Option<GameId>, lang: Lang) -> Page<BoardPage> {
        let Some((user, place, row, games)) = self.session_games(secret, game)? else {
            return Ok(None);
        };
        let (role, you) = part(&row, &user.id, &place);
        let view = board_view(self.core.games(), row, you, role != PageRole::Watcher)?;
        let mut page = worded(view, lang);
        page.role = role;
        let tr = Tr(lang);
        page.games = (games.iter())
            .map(|row| (row.id, words::pages::game_title(tr, &GameView::of(row))))
            .collect();
        if role != PageRole::Player {
            page.you_play = play_page::taking_part(tr, role == PageRole::Voter, you);
        }
        Ok(Some(page))
    }

    /// `action` on game `game` by the user of the session `secret`: a player's as on their own
    /// board, a team member's as their vote; a watcher's is refused. Carried out as typed in
    /// the game's channel. None for no session, or no such game in its place.
    pub fn session_action(
        &self,
        secret: &str,
        game: GameId,
        action: BoardAction,
    ) -> Page<BoardAnswer> {
        let Some((user, place, row, _)) = self.session_games(secret, Some(game))? else {
            return Ok(None);
        };
        let command = match (part(&row, &user.id, &place), action) {
            ((PageRole::Player, _), action) => as_player(&row, action),
            ((PageRole::Voter, _), BoardAction::Move { text, ply }) => Command::Vote {
                choice: VoteChoice::Move(text),
                on: Some((row.id, ply)),
            },
            ((PageRole::Voter, _), BoardAction::Draw(_)) => Command::Vote {
                choice: VoteChoice::Draw,
                on: Some((row.id, row.ply)),
            },
            ((PageRole::Voter, _), BoardAction::Resign) => Command::Vote {
                choice: VoteChoice::Resign,
                on: Some((row.id, row.ply)),
            },
            _ => {
                let lang = self.core.language(&user.id, &row.channel);
                return Ok(Some(BoardAnswer {
                    done: false,
                    moved_on: false,
                    text: play_page::only_players(Tr(lang)),
                }));
            }
        };
        Ok(Some(self.act(&row, &user, command)))
    }
}
