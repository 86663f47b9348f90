//! The keys of the web pages of games and tournaments (chosen by the game layer, random), and
//! whether the database answers at all (for a health check).

use super::db::args;
use super::{Result, Store};
use crate::types::{ChannelId, GameId, Time, TournamentId, UserId};

/// What a web page shows.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PageOf {
    Game(GameId),
    Tournament(TournamentId),
}

impl PageOf {
    /// The column that names it, and its id.
    fn column(self) -> (&'static str, i64) {
        match self {
            PageOf::Game(id) => ("game_id", id.0),
            PageOf::Tournament(id) => ("tournament_id", id.0),
        }
    }
}

impl Store {
    /// The key of the page of `of`, if it has one.
    pub fn page_key(&self, of: PageOf) -> Result<Option<String>> {
        let (column, id) = of.column();
        self.with(|c| {
            c.query_opt(
                &format!("SELECT key FROM pages WHERE {column} = ?1"),
                args![id],
            )?
            .map(|r| r.text(0))
            .transpose()
        })
    }

    /// Gives the page of `of` the key `key`, unless it has one already; the key it has.
    pub fn add_page(&self, of: PageOf, key: &str) -> Result<String> {
        let (column, id) = of.column();
        self.write(|c| {
            c.execute(
                &format!(
                    "INSERT INTO pages (key, {column}) VALUES (?1, ?2) ON CONFLICT DO NOTHING"
                ),
                args![key, id],
            )?;
            c.query_opt(
                &format!("SELECT key FROM pages WHERE {column} = ?1"),
                args![id],
            )?
            .map(|r| r.text(0))
            .transpose()?
            .ok_or_else(|| super::StoreError::Corrupt(format!("no page key for {of:?}")))
        })
    }

    /// What the page with key `key` shows, if there is one.
    pub fn page(&self, key: &str) -> Result<Option<PageOf>> {
        self.with(|c| {
            let Some(row) = c.query_opt(
                "SELECT game_id, tournament_id FROM pages WHERE key = ?1",
                args![key],
            )?
            else {
                return Ok(None);
            };
            Ok(match (row.opt_int(0)?, row.opt_int(1)?) {
                (Some(game), _) => Some(PageOf::Game(GameId(game))),
                (None, Some(t)) => Some(PageOf::Tournament(TournamentId(t))),
                (None, None) => None,
            })
        })
    }

    /// Whether the database answers: a query that reads nothing.
    pub fn ping(&self) -> Result<()> {
        self.with(|c| c.query("SELECT 1", args![]).map(|_| ()))
    }
}

/// What is going on, counted (for the metrics).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    pub games_in_progress: i64,
    pub tournaments_open: i64,
    pub votes_open: i64,
}

impl Store {
    /// Games in progress, tournaments open or running, team votes open.
    pub fn counts(&self) -> Result<Counts> {
        self.with(|c| {
            let row = c
                .query_opt(
                    "SELECT (SELECT COUNT(*) FROM games WHERE finished = 0), \
                     (SELECT COUNT(*) FROM tournaments WHERE state IN ('open', 'running')), \
                     (SELECT COUNT(*) FROM team_turns WHERE chosen IS NULL)",
                    args![],
                )?
                .ok_or_else(|| super::StoreError::Corrupt("no counts".into()))?;
            Ok(Counts {
                games_in_progress: row.int(0)?,
                tournaments_open: row.int(1)?,
                votes_open: row.int(2)?,
            })
        })
    }
}

/// A private link to play a game on its board page, as stored: found by its selector, checked
/// by its digest (the game layer makes both; the secret is never stored).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardLink {
    pub digest: String,
    pub game: GameId,
    pub player: UserId,
}

impl Store {
    /// Keeps a link to play game `link.game` as `link.player`, found by `selector`.
    pub fn add_board_link(&self, selector: &str, link: &BoardLink) -> Result<()> {
        self.write(|c| {
            c.execute(
                "INSERT INTO board_links (selector, digest, game_id, player) VALUES (?1, ?2, ?3, ?4)",
                args![selector, link.digest.as_str(), link.game, &link.player],
            )
            .map(|_| ())
        })
    }

    /// The link found by `selector`, if there is one.
    pub fn board_link(&self, selector: &str) -> Result<Option<BoardLink>> {
        self.with(|c| {
            c.query_opt(
                "SELECT digest, game_id, player FROM board_links WHERE selector = ?1",
                args![selector],
            )?
            .map(|r| {
                Ok(BoardLink {
                    digest: r.text(0)?,
                    game: GameId(r.int(1)?),
                    player: UserId::from_stored(r.text(2)?),
                })
            })
            .transpose()
        })
    }

    /// Ends every link of `player`'s to play game `game`; how many there were.
    pub fn revoke_board_links(&self, game: GameId, player: &UserId) -> Result<usize> {
        self.write(|c| {
            c.execute(
                "DELETE FROM board_links WHERE game_id = ?1 AND player = ?2",
                args![game, player],
            )
        })
    }
}

/// A session on the board inside a chat client, as stored: found by its selector, checked by
/// its digest (the game layer makes both; the secret is never stored).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardSession {
    pub digest: String,
    pub user: UserId,
    /// The channel or room it was opened in: it acts there only.
    pub place: ChannelId,
    pub expires_at: Time,
}

impl Store {
    /// Keeps `session`, found by `selector`; sessions that ended before `now` are forgotten.
    pub fn add_board_session(
        &self,
        selector: &str,
        session: &BoardSession,
        now: Time,
    ) -> Result<()> {
        self.write(|c| {
            c.execute(
                "DELETE FROM board_sessions WHERE expires_at < ?1",
                args![now],
            )?;
            c.execute(
                "INSERT INTO board_sessions (selector, digest, user_id, place, expires_at) VALUES (?1, ?2, ?3, ?4, ?5)",
                args![
                    selector,
                    session.digest.as_str(),
                    &session.user,
                    &session.place,
                    session.expires_at
                ],
            )
            .map(|_| ())
        })
    }

    /// The session found by `selector`, if there is one (ended or not).
    pub fn board_session(&self, selector: &str) -> Result<Option<BoardSession>> {
        self.with(|c| {
            c.query_opt(
                "SELECT digest, user_id, place, expires_at FROM board_sessions WHERE selector = ?1",
                args![selector],
            )?
            .map(|r| {
                Ok(BoardSession {
                    digest: r.text(0)?,
                    user: UserId::from_stored(r.text(1)?),
                    place: ChannelId::from_stored(r.text(2)?),
                    expires_at: r.time(3)?,
                })
            })
            .transpose()
        })
    }
}
