//! What the HTTP side (`--http`) asks of the service: whether the database and the chat are
//! up, counts for the metrics, and the pages of games and tournaments with their pictures,
//! each found by its random key. Read-only, but for a page's key made when first linked.

use super::Core;
use crate::game::events::{GameView, Said, Saying, View};
use crate::game::games::Games;
use crate::game::handled::{ending_outcome, NotDone};
use crate::game::pages::{self, GamePage, TournamentPage};
use crate::game::pgn;
use crate::game::replays::replayed;
use crate::game::words::{self, Tr};
use crate::render::Severity;
use crate::store::{GameRow, PageOf, StoreError};
use crate::types::Lang;
use std::collections::BTreeMap;
use std::sync::Arc;
use std::sync::Mutex;

/// Which parts of the chat connection (a Discord shard, the Matrix sync) are up now: said by
/// the chat adapters, read by the health check.
#[derive(Clone, Default)]
pub struct Connections(Arc<Mutex<BTreeMap<String, bool>>>);

impl Connections {
    /// Notes that `part` of the chat connection (`discord shard 0`, `matrix sync`) is up or
    /// down.
    pub fn connected(&self, part: &str, up: bool) {
        if let Ok(mut parts) = self.0.lock() {
            parts.insert(part.to_string(), up);
        }
    }

    /// Each part and whether it is up, by name.
    fn parts(&self) -> Vec<(String, bool)> {
        (self.0.lock())
            .map(|parts| parts.iter().map(|(k, v)| (k.clone(), *v)).collect())
            .unwrap_or_default()
    }
}

/// The HTTP side's part of the service: whether the bot is healthy, counts for the metrics,
/// and the pages of games and tournaments with their pictures.
#[derive(Clone)]
pub struct Site {
    pub(super) core: Arc<Core>,
    connections: Connections,
}

/// Whether the bot can do its work: the database answers, and every part of the chat
/// connection is up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Health {
    /// Why the database does not answer, if it does not.
    pub database: Option<String>,
    /// Each part of the chat connection, and whether it is up.
    pub chat: Vec<(String, bool)>,
}

impl Health {
    pub fn ok(&self) -> bool {
        self.database.is_none() && !self.chat.is_empty() && self.chat.iter().all(|(_, up)| *up)
    }
}

/// A picture of a page: a PNG, and whether it can never change (a board of a past move).
#[derive(Clone, Debug)]
pub struct PageImage {
    pub png: Vec<u8>,
    pub immutable: bool,
}

/// The database could not be read for a page: try again later.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Unavailable;

impl From<NotDone> for Unavailable {
    fn from(not_done: NotDone) -> Unavailable {
        if let NotDone::Failed(e) = &not_done {
            tracing::warn!(error = %e, "a page could not be read");
        }
        Unavailable
    }
}

impl From<StoreError> for Unavailable {
    fn from(e: StoreError) -> Unavailable {
        NotDone::Failed(e).into()
    }
}

pub(super) type Page<T> = Result<Option<T>, Unavailable>;

impl Site {
    pub(super) fn new(core: Arc<Core>, connections: Connections) -> Site {
        Site { core, connections }
    }

    /// A number that moves whenever a page may have changed (a move, a game's end, a round):
    /// in this process, and in the others sharing its database once
    /// [`Site::listen_for_changes`] was called.
    pub fn changes(&self) -> tokio::sync::watch::Receiver<u64> {
        self.core.changes.subscribe()
    }

    /// Hears the other processes sharing this PostgreSQL database tell of their changes,
    /// from now on; false on SQLite, where there are none.
    pub fn listen_for_changes(&self) -> bool {
        let changes = self.core.changes.clone();
        // Heard while anyone follows changes (the HTTP side runs).
        self.core.store.listen_for_changes(move || {
            changes.send_modify(|n| *n = n.wrapping_add(1));
            changes.receiver_count() > 0
        })
    }

    /// The public address of the HTTP side, if known.
    pub fn public_url(&self) -> Option<&str> {
        self.core.public_url.as_deref()
    }

    /// Whether the database answers and the chat connection is up.
    pub fn health(&self) -> Health {
        Health {
            database: self.core.store.ping().err().map(|e| e.to_string()),
            chat: self.connections.parts(),
        }
    }

    /// Sets the metrics read from the database: games in progress, tournaments open, votes
    /// open (left as they were when the database does not answer).
    pub fn count_for_metrics(&self) {
        match self.core.store.counts() {
            Ok(counts) => {
                use crate::meters::{GAMES_IN_PROGRESS, TOURNAMENTS_OPEN, VOTES_OPEN};
                metrics::gauge!(GAMES_IN_PROGRESS).set(counts.games_in_progress as f64);
                metrics::gauge!(TOURNAMENTS_OPEN).set(counts.tournaments_open as f64);
                metrics::gauge!(VOTES_OPEN).set(counts.votes_open as f64);
            }
            Err(e) => {
                metrics::counter!(crate::meters::DATABASE_ERRORS).increment(1);
                tracing::warn!(error = %e, "counting for the metrics failed");
            }
        }
    }

    fn game_by_key(&self, key: &str) -> Page<(Games<'_>, GameRow)> {
        let g = self.core.games();
        Ok(pages::game_of(g, key)?.map(|row| (g, row)))
    }

    /// The page of the game with key `key`.
    pub fn game_page(&self, key: &str, lang: Lang) -> Page<GamePage> {
        let Some((g, row)) = self.game_by_key(key)? else {
            return Ok(None);
        };
        let view = pages::game_view(g, row)?;
        let row = &view.row;
        let shown = GameView::of(row);
        Ok(Some(GamePage {
            id: row.id,
            title: words::pages::game_title(Tr(lang), &shown),
            status: words::pages::game_status(Tr(lang), &shown, view.to_move, view.outcome),
            white: row.white.name.clone(),
            black: row.black.name.clone(),
            finished: row.finished,
            analysed: view.analysed,
            version: pages::version(row),
            moves: view.moves,
        }))
    }

    /// What changes when the game with key `key` does (for pages that follow it live).
    pub fn game_version(&self, key: &str) -> Page<u64> {
        Ok(self.game_by_key(key)?.map(|(_, row)| pages::version(&row)))
    }

    /// The board of the game with key `key` after `ply` moves (the latest if none).
    pub fn game_board(&self, key: &str, ply: Option<u32>, lang: Lang) -> Page<PageImage> {
        let Some((g, row)) = self.game_by_key(key)? else {
            return Ok(None);
        };
        let game = replayed(&row, &g.store.moves(row.id)?)?;
        let Some(told) = pages::board_at(&row, &game, ply, g.now) else {
            return Ok(None);
        };
        let immutable = ply.is_some_and(|p| (p as usize) < game.moves().len());
        let reply = self.core.present(told, lang);
        Ok(reply.image.map(|image| PageImage {
            png: image.png,
            immutable,
        }))
    }

    /// The record of the game with key `key` as PGN, its event named in `lang`: its file name
    /// and text.
    pub fn game_pgn(&self, key: &str, lang: Lang) -> Page<(String, String)> {
        let Some((g, row)) = self.game_by_key(key)? else {
            return Ok(None);
        };
        let moves = g.store.moves(row.id)?;
        let game = replayed(&row, &moves)?;
        let notations: Vec<&str> = moves.iter().map(|(n, _)| n.as_str()).collect();
        let notes = crate::game::analyses::pgn_notes(g, &row, &moves)?;
        let record = pgn::record(
            &row,
            (&game.positions()[0], &notations),
            ending_outcome(&row),
            notes.as_deref(),
            &|id| words::pgn_event(lang, id),
        );
        Ok(Some((format!("game-{}.pgn", row.id), record.pgn)))
    }

    /// The graph of the analysis kept for the game with key `key`, if one is.
    pub fn game_analysis_graph(&self, key: &str) -> Page<PageImage> {
        let Some((g, row)) = self.game_by_key(key)? else {
            return Ok(None);
        };
        let Some(pictures) = crate::game::analyses::kept_pictures(g, &row)? else {
            return Ok(None);
        };
        let marks: Vec<(usize, Severity)> = pictures
            .marks
            .iter()
            .map(|&(ply, j)| (ply, super::present::severity(j)))
            .collect();
        let graph = self.core.renderer.eval_graph(
            &pictures.chances,
            &marks,
            &pictures.white,
            &pictures.black,
        );
        Ok(Some(PageImage {
            png: graph.png,
            immutable: true,
        }))
    }

    fn tournament_parts(&self, key: &str) -> Page<crate::game::tournaments::page::PageParts> {
        let g = self.core.games();
        match pages::page_of(g, key)? {
            Some(PageOf::Tournament(id)) => Ok(Some(crate::game::tournaments::page::page(g, id)?)),
            _ => Ok(None),
        }
    }

    /// The page of the tournament with key `key`.
    pub fn tournament_page(&self, key: &str, lang: Lang) -> Page<TournamentPage> {
        let Some(parts) = self.tournament_parts(key)? else {
            return Ok(None);
        };
        Ok(Some(TournamentPage {
            id: parts.t.id,
            title: parts.t.name.clone(),
            summary: words::said(Tr(lang), &parts.shown),
            standings: words::said(Tr(lang), &parts.standings),
            pairings: parts.pairings.as_ref().map(|p| words::said(Tr(lang), p)),
            version: parts.version,
        }))
    }

    /// What changes when the tournament with key `key` does.
    pub fn tournament_version(&self, key: &str) -> Page<u64> {
        Ok(self.tournament_parts(key)?.map(|parts| parts.version))
    }

    /// The standings of the tournament with key `key`, drawn as a table.
    pub fn tournament_standings(&self, key: &str, lang: Lang) -> Page<PageImage> {
        let Some(parts) = self.tournament_parts(key)? else {
            return Ok(None);
        };
        let drawn = self.core.draw_standings(&parts.table, lang);
        Ok(Some(PageImage {
            png: drawn.bytes,
            immutable: false,
        }))
    }
}

impl Core {
    /// The link to the page of `of`, when pages are linked (its key made now if need be).
    pub(super) fn page_url(&self, of: PageOf) -> Option<String> {
        let base = self.public_url.as_ref()?;
        let kind = match of {
            PageOf::Game(_) => "game",
            PageOf::Tournament(_) => "tournament",
        };
        match pages::key_of(self.games(), of) {
            Ok(key) => Some(format!("{base}/{kind}/{key}")),
            Err(e) => {
                tracing::warn!(error = %e, "a page's key could not be made");
                None
            }
        }
    }

    /// Fills in the links of `said` (dropping them when pages are not linked): a page's, and
    /// a player's own link to play on the board, made now.
    pub(super) fn link_pages(&self, said: &mut Said) {
        said.0.retain_mut(|saying| match saying {
            Saying::View(View::PageLink { of, url }) => {
                *url = self.page_url(*of);
                url.is_some()
            }
            Saying::View(View::BoardLink { game, player, url }) => {
                *url = self.board_url(*game, player);
                url.is_some()
            }
            _ => true,
        });
    }

    /// A new link for `player` to play `game` on its board page, when pages are linked.
    fn board_url(
        &self,
        game: crate::types::GameId,
        player: &crate::types::UserId,
    ) -> Option<String> {
        let base = self.public_url.as_ref()?;
        match crate::game::board_links::new_link(self.games(), game, player) {
            Ok(secret) => Some(format!("{base}/play#{secret}")),
            Err(e) => {
                tracing::warn!(error = %e, "a link to play on the board could not be made");
                None
            }
        }
    }
}
