//! [`Service`]: the game layer, handed out by part to whoever uses it ([`Commands`],
//! [`Clockwork`], [`Site`], [`Deliveries`], [`Connections`]). It carries out each command of
//! every platform by handing it to its use case (a module of `game` whose functions take what
//! they need: the stored games at one instant, a unit of work to write in, the bot, the
//! renderer), then presents what the use case returned: refusals worded, boards drawn.

mod answers;
mod board;
mod bot_turns;
mod clock;
mod delivery;
mod exchange;
mod languages;
mod members;
mod mining;
mod places;
mod present;
mod seating;
mod sessions;
mod suggestions;
mod teams;
mod web;

use super::analyses::{self, Analyst, Progress};
use super::bot::Bot;
use super::challenges::{self, Terms};
use super::clock::Clock;
use super::diagrams::DiagramCache;
use super::events::{MoveBy, Told, View};
use super::games::Games;
use super::handled::{Handled, NotDone, Refusal};
use super::unit::Unit;
use super::{endings, info, maps, notify, offers, pgn, play, premoves};
use super::{puzzles, replays, tournaments, vacation, words};
use crate::render::Renderer;
use crate::store::{Store, StoreError};
use crate::types::*;
use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex};

pub use board::{BoardAction, BoardAnswer, BoardPage, HandPiece, PageClock, PageRole, PageSquare};
pub use clock::Clockwork;
pub use delivery::{Deliveries, Delivery, STALE_AFTER};
pub use exchange::{AfterPosting, Answered, Commands};
pub use sessions::OpenedSession;
pub use suggestions::Suggestion;
pub use web::{Connections, Health, PageImage, Site, Unavailable};

/// Handled chat events are remembered this long (redelivery comes only after a restart).
const REMEMBER_EVENTS: i64 = 7 * 24 * 3600;

/// How a service draws, analyses and links (each has a default).
#[derive(Clone, Debug)]
pub struct Settings {
    /// The width and height of the boards drawn, in pixels.
    board_size: u32,
    /// The nodes an analysis searches in each position.
    analysis_nodes: u64,
    /// The public address of the HTTP side (`KIBITZ_PUBLIC_URL`), without a final `/`: links
    /// to pages are given only when it is known.
    public_url: Option<String>,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            board_size: crate::render::DEFAULT_SIZE,
            analysis_nodes: crate::engine::analysis::DEFAULT_NODES,
            public_url: None,
        }
    }
}

impl Settings {
    /// Boards drawn `size` pixels wide and high, as the adapter showing them asks (within
    /// [`crate::render::SIZES`]).
    pub fn drawing_boards_at(self, size: u32) -> Settings {
        let sizes = crate::render::SIZES;
        Settings {
            board_size: size.clamp(*sizes.start(), *sizes.end()),
            ..self
        }
    }

    /// Games analysed at `nodes` a position (tests use a small budget).
    pub fn analysing_at(self, nodes: u64) -> Settings {
        Settings {
            analysis_nodes: nodes,
            ..self
        }
    }

    /// Pages linked at `url` (the HTTP side's public address) in messages.
    pub fn linking_pages_at(self, url: &str) -> Settings {
        Settings {
            public_url: Some(url.trim_end_matches('/').to_string()),
            ..self
        }
    }
}

/// The game layer of one process, made once and handed out by part to whoever uses it:
/// [`Commands`] to the chat adapters, [`Clockwork`] to their ticker (deadlines, tournament
/// rounds, the bot's moves, the puzzle miner), [`Site`] to the HTTP side, [`Deliveries`] to
/// Matrix (exactly once), [`Connections`] to whoever connects to a chat. Each part is a cheap
/// handle, `Send` and `Sync`, on what the others share.
pub struct Service {
    core: Arc<Core>,
    clockwork: Clockwork,
    deliveries: Deliveries,
    connections: Connections,
}

impl Service {
    /// The game layer on `store`, by `clock`, with the default [`Settings`].
    pub fn new(store: impl Into<Arc<Store>>, clock: Arc<dyn Clock>) -> Service {
        Service::with(store, clock, Settings::default())
    }

    /// The same with `settings`.
    pub fn with(
        store: impl Into<Arc<Store>>,
        clock: Arc<dyn Clock>,
        settings: Settings,
    ) -> Service {
        let started_at = clock.now();
        let core = Arc::new(Core {
            store: store.into(),
            clock,
            renderer: Renderer::new(),
            diagrams: DiagramCache::default(),
            image_size: settings.board_size,
            bot: Bot::default(),
            analyst: Analyst::new(settings.analysis_nodes),
            known_users: Default::default(),
            members_seen: Default::default(),
            wake: tokio::sync::Notify::new(),
            public_url: settings.public_url,
            changes: Arc::new(tokio::sync::watch::channel(0).0),
            flags: clock::Flags::new(),
        });
        core.resume_clocks();
        Service {
            clockwork: Clockwork::new(core.clone()),
            deliveries: Deliveries::new(core.clone(), started_at),
            connections: Connections::default(),
            core,
        }
    }

    /// What the chat adapters ask: their commands answered.
    pub fn commands(&self) -> Commands {
        Commands {
            core: self.core.clone(),
        }
    }

    /// What runs by the clock: deadlines and rounds, the bot, the miner.
    pub fn clockwork(&self) -> Clockwork {
        self.clockwork.clone()
    }

    /// What the HTTP side reads: pages and health.
    pub fn site(&self) -> Site {
        Site::new(self.core.clone(), self.connections.clone())
    }

    /// Commands from a platform that may deliver a message again, carried out once.
    pub fn deliveries(&self) -> Deliveries {
        self.deliveries.clone()
    }

    /// Where the chat adapters say whether they are connected (read by [`Site::health`]).
    pub fn connections(&self) -> Connections {
        self.connections.clone()
    }

    /// `command` from `actor` in `channel`, answered at once (see [`Commands::handle`]): for
    /// tests, benchmarks and tools.
    pub fn handle(&self, actor: &User, channel: &ChannelId, command: Command) -> Reply {
        self.commands().handle(actor, channel, command)
    }
}

/// What the parts share: the stored games, the clock, how replies are worded and drawn, the
/// bot and the analyst.
struct Core {
    /// Shared with whoever opened it (the tests, a benchmark): the chat layers never see it.
    store: Arc<Store>,
    clock: Arc<dyn Clock>,
    renderer: Renderer,
    diagrams: DiagramCache,
    /// The width and height of the boards drawn, in pixels.
    image_size: u32,
    bot: Bot,
    analyst: Analyst,
    /// The users stored with their names by this process, so that a user already stored is
    /// not written again on every command.
    known_users: Mutex<HashMap<UserId, String>>,
    /// (server, user) pairs noted as members already, so that each is written once.
    members_seen: Mutex<HashSet<(ServerId, UserId)>>,
    /// Wakes the adapters' ticker when tournament work is due now (a round started or ended),
    /// rather than at its next tick.
    wake: tokio::sync::Notify,
    /// See [`Settings::linking_pages_at`].
    public_url: Option<String>,
    /// Counts what pages may show changing (a move, a game's end, a round): the pages
    /// followed live read again when it moves, once per game rather than once per page.
    changes: Arc<tokio::sync::watch::Sender<u64>>,
    /// When a chess clock may next run out.
    flags: clock::Flags,
}

impl Core {
    /// Says that what a page shows may have changed: to this process's pages at once, and
    /// to the other processes sharing a PostgreSQL database.
    fn changed(&self) {
        self.changes.send_modify(|n| *n = n.wrapping_add(1));
        if let Err(e) = self.store.announce_change() {
            tracing::warn!(error = %e, "could not tell other processes of a change");
        }
    }

    fn now(&self) -> Time {
        self.clock.now()
    }

    /// The stored games, read now.
    fn games(&self) -> Games<'_> {
        Games::at_ms(&self.store, self.clock.now_ms())
    }

    /// A command from `actor` in `channel`, part of `server` (a Discord server, a Matrix
    /// homeserver: the players of its leaderboard), carried out as the work `w` (which may be
    /// handling a chat event) and presented.
    fn carry_out(
        &self,
        w: &Unit,
        actor: &User,
        channel: &ChannelId,
        server: Option<&ServerId>,
        command: Command,
        progress: Progress<'_>,
    ) -> Reply {
        let started = std::time::Instant::now();
        let kind = command.name();
        let result = self.remember(actor).map_err(NotDone::from).and_then(|()| {
            if let Some(server) = server {
                self.note_member(server, &actor.id);
            }
            self.dispatch(w, actor, channel, server, command, progress)
        });
        let outcome = match &result {
            Ok(_) => "ok",
            Err(NotDone::Failed(StoreError::AlreadyHandled)) => "repeated",
            Err(NotDone::Failed(_)) => "failed",
            Err(_) => "refused",
        };
        // Read after the command: the answer to `language` is in the language it leaves.
        let lang = self.language(&actor.id, channel);
        let reply = self.respond(channel, lang, result);
        metrics::counter!(crate::meters::COMMANDS, "kind" => kind, "outcome" => outcome)
            .increment(1);
        metrics::histogram!(crate::meters::REPLY_SECONDS).record(started.elapsed().as_secs_f64());
        self.wake_clock_if_due(&reply);
        reply
    }

    /// Wakes the adapters' clock when `reply` (or one that follows it) says its work is due
    /// now rather than at its next tick.
    fn wake_clock_if_due(&self, reply: &Reply) {
        if std::iter::once(reply)
            .chain(&reply.then)
            .any(|r| r.follows.wake_clock)
        {
            self.wake.notify_one();
        }
    }

    /// Hands `command` to its use case.
    fn dispatch(
        &self,
        w: &Unit,
        actor: &User,
        channel: &ChannelId,
        server: Option<&ServerId>,
        command: Command,
        progress: Progress<'_>,
    ) -> Handled<Told> {
        let g = self.games();
        // The language of the pictures some answers draw.
        let lang = || self.language(&actor.id, channel);
        match command {
            Command::Challenge {
                variant,
                opponent,
                color,
                time,
                clock,
                rated,
            } => {
                if let Some(named) = opponent.user() {
                    self.remember(named)?;
                }
                let terms = Terms {
                    variant,
                    opponent,
                    color,
                    time,
                    clock,
                    rated,
                    votes: None,
                };
                challenges::challenge(g, w, actor, channel, terms)
            }
            Command::TeamChallenge(terms) => self.team_challenge(g, w, channel, *terms),
            Command::Vote { choice, on } => self.vote(g, w, actor, channel, choice, on),
            Command::Accept(pick) => {
                challenges::accept(g, w, actor, channel, pick.as_ref(), channel)
            }
            Command::Decline(pick) => challenges::decline(g, w, actor, channel, pick.as_ref()),
            Command::Cancel => challenges::cancel(g, w, actor, channel),
            Command::Challenges => challenges::list_challenges(g, channel),
            Command::Move(text) => {
                let played = play::play_from(g, w, actor, channel, &text, None, MoveBy::Player)?;
                Ok(self.then_premoves(g, played))
            }
            Command::PickedMove {
                notation,
                game,
                ply,
            } => {
                let row = g.active(channel)?;
                if (row.id, row.ply) != (game, ply) {
                    return Err(Refusal::PickExpired.into());
                }
                let seen = Some(row.fen.as_str());
                let played =
                    play::play_from(g, w, actor, channel, &notation, seen, MoveBy::Player)?;
                Ok(self.then_premoves(g, played))
            }
            Command::Board => info::board(g, channel),
            Command::Moves { square, piece } => {
                let (mut told, map) = maps::moves(g, actor, channel, square, piece)?;
                told.files
                    .extend(map.map(|map| self.draw_map(&map, lang())));
                Ok(told)
            }
            Command::Resign => endings::resign(g, w, actor, channel),
            Command::Draw(answer) => offers::draw(g, w, actor, channel, answer),
            Command::Takeback(answer) => offers::takeback(g, w, actor, channel, answer),
            Command::Rules { variant, topic } => {
                let (mut told, shown) = info::rules(g, channel, variant, topic.as_deref())?;
                for diagram in shown {
                    told.files.push(self.draw_diagram(diagram, lang())?);
                }
                Ok(told)
            }
            Command::Variants => Ok(Told::saying(View::Variants)),
            Command::Games => info::games(g, actor),
            Command::History => info::history(g, channel, &|id| words::pgn_event(lang(), id)),
            Command::Replay(id) => {
                // Each frame's line in the asker's language.
                let lang = lang();
                let status: crate::render::StatusWords<'_> =
                    &|pos, last, outcome| words::board_caption(lang, pos, last, outcome);
                replays::replay(g, &self.renderer, actor, channel, id, status)
            }
            Command::Analysis(id) => {
                let (mut told, pictures) =
                    analyses::analysis(g, &self.analyst, actor, channel, id, progress)?;
                told.files.extend(self.draw_analysis(&pictures, lang()));
                Ok(told)
            }
            Command::Puzzle { variant, theme } => {
                puzzles::puzzle(g, w, actor, channel, variant, theme)
            }
            Command::Solve(action) => puzzles::solve(g, w, actor, channel, action),
            Command::PuzzleDaily { on, may_moderate } => {
                puzzles::daily(g, channel, on, may_moderate)
            }
            Command::Export => pgn::export(g, actor, &|id| words::pgn_event(lang(), id)),
            Command::Next => info::next_game(g, actor),
            Command::BoardWidget { on, may_moderate } => super::board_links::board_widget(
                channel,
                on,
                may_moderate,
                self.public_url.as_deref(),
            ),
            Command::Web { game, revoke } => {
                super::board_links::web(g, actor, channel, game, revoke, self.public_url.is_some())
            }
            Command::Ratings { variant, global } => {
                info::ratings(g, actor, variant, server.filter(|_| !global))
            }
            Command::Notify { on, events } => notify::notify(g, w, actor, on, &events),
            Command::Premove { game, action } => {
                premoves::premove(g, w, actor, channel, game, action)
            }
            Command::Vacation(action) => vacation::vacation(g, w, actor, action),
            Command::Tournament(command) => {
                let event = |id| words::pgn_event(lang(), id);
                let (mut told, table) =
                    tournaments::tournament(g, w, actor, channel, command, &event)?;
                told.files
                    .extend(table.map(|table| self.draw_standings(&table, lang())));
                Ok(told)
            }
            Command::Adjudicate {
                winner,
                game,
                may_moderate,
            } => endings::adjudicate(g, w, actor, channel, winner, game, may_moderate),
            Command::Language {
                setting,
                room,
                may_moderate,
            } => super::languages::language(g, w, actor, channel, setting, room, may_moderate),
            Command::Help(topic) => Ok(Told::saying(View::Help(topic))),
        }
    }

    /// What a use case returned, presented: a reply in words with its boards drawn, or the
    /// refusal in words (a failing database logged).
    fn respond(&self, channel: &ChannelId, lang: Lang, result: Handled<Told>) -> Reply {
        match result {
            Ok(told) => self.present(told, lang),
            Err(refused) => {
                match &refused {
                    NotDone::Failed(StoreError::AlreadyHandled) => {}
                    NotDone::Failed(e) => {
                        metrics::counter!(crate::meters::DATABASE_ERRORS).increment(1);
                        match e {
                            StoreError::Unavailable(why) => {
                                tracing::warn!(why, channel = %channel, "the database is unreachable");
                            }
                            e => {
                                tracing::error!(error = %e, channel = %channel, "storing a command failed");
                            }
                        }
                    }
                    _ => {}
                }
                let mut reply = Reply::error(words::not_done(words::Tr(lang), &refused));
                reply.lang = lang;
                match &refused {
                    NotDone::Refused(why) => reply.refused = Some(why.kind()),
                    NotDone::Failed(StoreError::AlreadyHandled) => {
                        reply.says = vec!["AlreadyHandled"]
                    }
                    NotDone::Failed(StoreError::Unavailable(_)) => reply.says = vec!["Unreachable"],
                    NotDone::Failed(_) => reply.says = vec!["NotSaved"],
                }
                reply
            }
        }
    }
}
