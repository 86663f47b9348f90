//! [`Service`]: the game layer's one entry. It carries out each command of every platform by
//! handing it to its use case (a module of `game` whose functions take what they need: the
//! stored games at one instant, a unit of work to write in, the bot, the renderer), then
//! presents what the use case returned: refusals worded, boards drawn.

mod answers;
mod clock;
mod delivery;
mod exchange;
mod languages;
mod members;
mod mining;
mod places;
mod present;
mod seating;
mod suggestions;
mod teams;
mod web;

use super::analyses::{self, Analyst, Progress};
use super::bot::{self, Bot};
use super::challenges::{self, challenge_to_accept, Terms};
use super::clock::Clock;
use super::diagrams::DiagramCache;
use super::events::{Event, MoveBy, Told};
use super::games::Games;
use super::handled::{Handled, NotDone};
use super::unit::Unit;
use super::{endings, info, maps, notify, offers, pgn, play, premoves};
use super::{puzzles, replays, tournaments, vacation, words};
use crate::render::Renderer;
use crate::store::{Store, StoreError};
use crate::types::*;
use std::collections::{HashMap, HashSet};
use std::sync::atomic::AtomicI64;
use std::sync::mpsc::Receiver;
use std::sync::{Arc, Mutex};

pub use delivery::{Delivery, STALE_AFTER};
pub use exchange::{AfterPosting, Answered};
pub use web::{Health, PageImage, Unavailable};

/// Handled chat events are remembered this long (redelivery comes only after a restart).
const REMEMBER_EVENTS: i64 = 7 * 24 * 3600;

/// The game service. Create one per process and share it; it is `Sync`.
pub struct Service {
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
    /// When this process's service began (by its clock): an event handled since by another
    /// process is one that process is answering.
    started_at: i64,
    /// The chat events this process began handling (see [`Service::handle_delivered`]).
    handled_here: Mutex<HashSet<String>>,
    /// When handled chat events were last forgotten (a write, so not on every tick).
    events_forgotten_at: AtomicI64,
    /// Wakes the adapters' ticker when tournament work is due now (a round started or ended),
    /// rather than at its next tick.
    wake: tokio::sync::Notify,
    /// What the HTTP side needs: where pages are linked from, and whether chat is connected.
    web: web::WebState,
}

impl Service {
    pub fn new(store: impl Into<Arc<Store>>, clock: Arc<dyn Clock>) -> Service {
        let started_at = clock.now();
        Service {
            store: store.into(),
            clock,
            renderer: Renderer::new(),
            diagrams: DiagramCache::default(),
            image_size: crate::render::DEFAULT_SIZE,
            bot: Bot::default(),
            analyst: Analyst::new(crate::engine::analysis::DEFAULT_NODES),
            known_users: Default::default(),
            members_seen: Default::default(),
            started_at,
            handled_here: Default::default(),
            events_forgotten_at: AtomicI64::new(i64::MIN),
            wake: tokio::sync::Notify::new(),
            web: Default::default(),
        }
    }

    /// The service drawing its boards `size` pixels wide and high, as the adapter showing them
    /// asks (within [`crate::render::SIZES`]; [`crate::render::DEFAULT_SIZE`] unless asked).
    pub fn drawing_boards_at(self, size: u32) -> Service {
        let sizes = crate::render::SIZES;
        Service {
            image_size: size.clamp(*sizes.start(), *sizes.end()),
            ..self
        }
    }

    /// The service analysing games at `nodes` a position (tests use a small budget).
    pub fn analysing_at(self, nodes: u64) -> Service {
        Service {
            analyst: Analyst::new(nodes),
            ..self
        }
    }

    pub fn now(&self) -> i64 {
        self.clock.now()
    }

    /// The stored games, read now.
    fn games(&self) -> Games<'_> {
        Games::at(&self.store, self.now())
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
            Command::Variants => Ok(Told::saying(Event::Variants)),
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
            Command::Help(topic) => Ok(Told::saying(Event::Help(topic))),
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
                reply
            }
        }
    }

    /// Whether `actor` may accept a challenge in `channel` with `pick`: the challenge, or what
    /// says why not (in the languages `locales` tell, noted as [`Service::answer`] notes them).
    /// Adapters ask before they open a thread for the game, then [`Service::accept_into`].
    pub fn acceptable_challenge(
        &self,
        actor: &User,
        channel: &ChannelId,
        pick: Option<&ChallengePick>,
        locales: &Locales,
    ) -> Result<ChallengeSummary, String> {
        self.note_locales(actor, channel, locales);
        match challenge_to_accept(self.games(), actor, channel, pick) {
            Ok(ch) => Ok(ChallengeSummary {
                id: ch.id,
                challenger: ch.challenger,
                variant: ch.variant,
            }),
            Err(refusal) => {
                let lang = self.language(&actor.id, channel);
                Err(self.respond(channel, lang, Err(refusal)).text)
            }
        }
    }

    /// Accepts a challenge in `channel` and starts the game in `game_channel` (a Discord
    /// adapter opens a thread for it; elsewhere both are the same).
    pub fn accept_into(
        &self,
        actor: &User,
        channel: &ChannelId,
        pick: Option<ChallengePick>,
        game_channel: &ChannelId,
    ) -> Answered {
        let accepted = self.remember(actor).map_err(Into::into).and_then(|()| {
            let w = Unit::none(&self.store);
            let g = self.games();
            challenges::accept(g, &w, actor, channel, pick.as_ref(), game_channel)
        });
        self.posting(self.respond(channel, self.language(&actor.id, channel), accepted))
    }

    // --- the bot -----------------------------------------------------------------------

    /// Starts `threads` threads that play the bot's moves, and gives them every unfinished
    /// game where the bot is to move (after a restart, those left waiting). The bot's moves
    /// come back on the returned receiver, as notices to post in the games' channels.
    /// Starting again returns a receiver that gets nothing: one set of workers per service.
    pub fn start_bot(self: &Arc<Self>, threads: usize) -> Receiver<Notice> {
        let service = Arc::downgrade(self);
        let turn = move |job| service.upgrade()?.bot_turn(job);
        let Some(moves) = self.bot.start(threads, turn) else {
            return std::sync::mpsc::channel().1;
        };
        // The games left waiting are read on a thread of their own: the caller may be an
        // async task, which must not wait for the database.
        let service = self.clone();
        let spawned = std::thread::Builder::new()
            .name("kibitz-bot-resume".into())
            .spawn(move || {
                for job in bot::waiting_turns(&service.store) {
                    service.bot.queue(job);
                }
            });
        if let Err(e) = spawned {
            tracing::error!(error = %e, "cannot resume the games where the bot is to move");
        }
        moves
    }

    /// The bot's move in game `job.0` at ply `job.1`, thought out and played, with the
    /// conditional moves it sets off: the notice to post, if a move was played.
    fn bot_turn(&self, job: bot::Job) -> Option<Notice> {
        let thought = bot::think(self.games(), job)?;
        // Thinking took time: the move is played at the clock's reading after it, if the game
        // still stands where it was thought out, in the channel where it is played now (it
        // may have moved into its thread meanwhile).
        let g = self.games();
        let (channel, played) = match g.store.game(thought.game) {
            Ok(Some(row)) => {
                let played = play::play_from(
                    g,
                    &Unit::none(&self.store),
                    &thought.bot,
                    &row.channel,
                    &thought.notation,
                    Some(&thought.seen),
                    MoveBy::Player,
                );
                (row.channel, played)
            }
            Ok(None) => return None,
            Err(e) => (thought.channel, Err(e.into())),
        };
        let played = played.map(|played| {
            let mut told = self.then_premoves(g, played);
            self.add_team_records(&mut told);
            told
        });
        let reply = self.respond(&channel, self.channel_language(&channel), played);
        (!reply.error).then(|| Notice::once(channel, reply))
    }
}
