//! Games against the bot. Its moves are thought out on a small, bounded pool of worker
//! threads, away from the chat adapters' async runtime, so that thinking never delays other
//! games; each move is played through the same path as a person's and comes back to the
//! adapters as a [`Notice`] for the game's channel.

use super::handled::{Handled, MoveBy};
use super::unit::Unit;
use super::Service;
use crate::engine::{self, Level};
use crate::rules::Color;
use crate::store::GameRow;
use crate::types::{GameId, Notice, Reply};
use std::collections::{HashMap, HashSet};
use std::sync::mpsc::{channel, Receiver, Sender};
use std::sync::{Arc, Mutex, Weak};
use std::time::{Duration, Instant};

/// Threads thinking for the bot: at most this many bot moves are thought out at once, and
/// the rest of the machine stays free for the chat and the database.
pub const THREADS: usize = 2;

/// The most wall-clock time the bot thinks about one move, whatever its level.
pub const THINKING_CAP: Duration = Duration::from_secs(2);

/// How hard the bot looks before answering a draw offer.
const DRAW_JUDGEMENT_NODES: u64 = 30_000;

/// A position the bot is to move in: the game, and the ply it stands at.
type Job = (GameId, u32);

/// How long the bot's move waits at most for the reply it answers to be posted (see
/// [`Service::replied`]): an adapter that never says so delays the bot, never silences it.
const HOLD_AT_MOST: Duration = Duration::from_secs(20);

pub(crate) struct Workers {
    jobs: Mutex<Sender<Job>>,
    /// Jobs queued or being thought out, so that one position is thought out only once.
    busy: Mutex<HashSet<Job>>,
    notices: Mutex<Sender<Notice>>,
    /// Games whose reply to a person's command is still being posted: the bot's answer in
    /// them (once thought out) waits here, so that it never appears above the move it answers.
    held: Mutex<HashMap<GameId, Held>>,
}

/// A game whose bot moves wait for a reply to be posted: since when, and the moves once ready.
struct Held {
    since: Instant,
    notices: Vec<Notice>,
}

impl Workers {
    /// Posts `notice` (hands it to the adapter), unless its game's reply is still being
    /// posted: then it waits for [`Service::replied`].
    fn post(&self, notice: Notice, game: Option<GameId>) {
        if let Some(game) = game {
            if let Ok(mut held) = self.held.lock() {
                if let Some(waiting) = held.get_mut(&game) {
                    waiting.notices.push(notice);
                    return;
                }
            }
        }
        if let Ok(notices) = self.notices.lock() {
            notices.send(notice).ok();
        }
    }

    /// Lets the bot's move in `game` be posted (now, if it is ready).
    fn release(&self, game: GameId) {
        let waiting = self
            .held
            .lock()
            .ok()
            .and_then(|mut held| held.remove(&game));
        for notice in waiting.map(|w| w.notices).unwrap_or_default() {
            self.post(notice, None);
        }
    }
}

impl Service {
    /// Starts `threads` threads that play the bot's moves, and gives them every unfinished
    /// game where the bot is to move (after a restart, those left waiting). The bot's moves
    /// come back on the returned receiver, as notices to post in the games' channels.
    /// Starting again returns a receiver that gets nothing: one set of workers per service.
    pub fn start_bot(self: &Arc<Self>, threads: usize) -> Receiver<Notice> {
        let (notice_tx, notice_rx) = channel();
        let (job_tx, job_rx) = channel::<Job>();
        let workers = Workers {
            jobs: Mutex::new(job_tx),
            busy: Mutex::new(HashSet::new()),
            notices: Mutex::new(notice_tx),
            held: Mutex::new(HashMap::new()),
        };
        if self.bot.set(workers).is_err() {
            return notice_rx;
        }
        let job_rx = Arc::new(Mutex::new(job_rx));
        for i in 0..threads.max(1) {
            let service = Arc::downgrade(self);
            let job_rx = job_rx.clone();
            let spawned = std::thread::Builder::new()
                .name(format!("kibitz-bot-{i}"))
                .spawn(move || work(&service, &job_rx));
            if let Err(e) = spawned {
                tracing::error!(error = %e, "cannot start a thread for the bot");
            }
        }
        // The games left waiting are read on a thread of their own: the caller may be an
        // async task, which must not wait for the database.
        let service = self.clone();
        let spawned = std::thread::Builder::new()
            .name("kibitz-bot-resume".into())
            .spawn(move || service.queue_waiting_bot_turns());
        if let Err(e) = spawned {
            tracing::error!(error = %e, "cannot resume the games where the bot is to move");
        }
        notice_rx
    }

    /// Queues the bot's move in every unfinished game where it is to move.
    fn queue_waiting_bot_turns(&self) {
        match self.store.games_with_bot() {
            Ok(games) => {
                for row in games {
                    if let (Some(bot), Ok(pos)) = (row.bot, Self::position(&row)) {
                        if pos.turn() == bot.color {
                            self.queue_bot_turn((row.id, row.ply));
                        }
                    }
                }
            }
            Err(e) => tracing::error!(error = %e, "cannot read the games against the bot"),
        }
    }

    /// Queues the bot's move when `reply` shows a game where the bot is to move.
    pub(super) fn bot_turn_if_due(&self, reply: &Reply) {
        // After conditional moves, the last one shows where the game stands.
        if let Some(game) = reply.last().game.as_ref().filter(|g| g.bot_to_move()) {
            self.queue_bot_turn((game.id, game.ply));
        }
    }

    /// As [`Service::bot_turn_if_due`] for the reply to a person's command: the bot starts
    /// thinking at once, and its move is posted once the adapter has posted `reply` (see
    /// [`Service::replied`]).
    pub(super) fn bot_answers_after(&self, reply: &Reply) {
        let Some(workers) = self.bot.get() else {
            return;
        };
        if let Some(game) = reply.last().game.as_ref().filter(|g| g.bot_to_move()) {
            if let Ok(mut held) = workers.held.lock() {
                held.entry(game.id).or_insert(Held {
                    since: Instant::now(),
                    notices: Vec::new(),
                });
            }
            self.queue_bot_turn((game.id, game.ply));
        }
    }

    /// Says that the reply to a command (from [`Service::handle_in`]) has been posted, or
    /// could not be: the bot's move in its game, held until then, follows. Every adapter
    /// calls it once it is done with a reply.
    pub fn replied(&self, reply: &Reply) {
        if let (Some(workers), Some(game)) = (self.bot.get(), reply.last().game.as_ref()) {
            workers.release(game.id);
        }
    }

    /// Lets go of the bot's moves held longer than [`HOLD_AT_MOST`] for a reply that an
    /// adapter never said was posted.
    pub(super) fn release_overdue_bot_moves(&self) {
        let Some(workers) = self.bot.get() else {
            return;
        };
        let overdue: Vec<GameId> = workers.held.lock().map_or_else(
            |_| Vec::new(),
            |held| {
                held.iter()
                    .filter(|(_, w)| w.since.elapsed() > HOLD_AT_MOST)
                    .map(|(&game, _)| game)
                    .collect()
            },
        );
        for game in overdue {
            tracing::warn!(
                %game,
                "a reply was never said to be posted; the bot's move follows"
            );
            workers.release(game);
        }
    }

    fn queue_bot_turn(&self, job: Job) {
        let Some(workers) = self.bot.get() else {
            return;
        };
        let fresh = workers.busy.lock().is_ok_and(|mut busy| busy.insert(job));
        if fresh {
            if let Ok(jobs) = workers.jobs.lock() {
                jobs.send(job).ok();
            }
        }
    }

    /// Whether the bot takes a draw in `row`: when it judges its side no better than level.
    pub(super) fn bot_would_draw(&self, row: &GameRow) -> Handled<bool> {
        let Some(bot) = row.bot else {
            return Ok(false);
        };
        let (_, game) = self.load(&row.channel)?;
        let options = engine::Options {
            limits: engine::Limits {
                nodes: Some(DRAW_JUDGEMENT_NODES),
                movetime: Some(THINKING_CAP),
                depth: None,
            },
            spread: 0,
            seed: 0,
            table_bits: 16,
        };
        let pos = game.position();
        let Some(thought) = engine::think(pos, &engine::history(&game), &options, &mut |_| {})
        else {
            return Ok(true);
        };
        let for_bot = if pos.turn() == bot.color {
            thought.score
        } else {
            -thought.score
        };
        Ok(for_bot <= 0)
    }

    /// Thinks out and plays the bot's move in game `id` at `ply`, if the bot is still to move
    /// there; the reply to post, if a move was played.
    fn bot_move(&self, (id, ply): Job) -> Option<Notice> {
        let row = self.store.game(id).ok()??;
        let bot = row.bot?;
        if row.finished || row.ply != ply {
            return None;
        }
        let (row, game) = self.load(&row.channel).ok()?;
        if row.id != id || row.ply != ply || game.position().turn() != bot.color {
            return None;
        }
        // A bot level is one of the engine's (1 to 8, checked where it was read).
        let level = Level::new(bot.level.number()).unwrap_or(Level::MIN);
        let seed = (id.0 as u64)
            .wrapping_mul(1_000_003)
            .wrapping_add(u64::from(ply));
        let options = level.options(seed, Some(THINKING_CAP));
        let history = engine::history(&game);
        let thought = engine::think(game.position(), &history, &options, &mut |_| {})?;
        let bot_user = row.player(bot.color).clone();
        let played = self
            .play_from(
                &Unit::none(&self.store),
                &bot_user,
                &row.channel,
                &thought.best.to_string(),
                Some(&row.fen),
                MoveBy::Player,
            )
            .map(|played| self.then_premoves(played));
        let reply = self.respond(&row.channel, played);
        (!reply.error).then(|| Notice::once(row.channel.clone(), reply))
    }
}

/// `reply` without a mention of the bot: it needs no notification of its own turn.
pub(super) fn not_mentioning_the_bot(mut reply: Reply) -> Reply {
    if let Some(game) = &reply.game {
        let bot = match game.bot {
            Some(Color::White) => &game.white.id,
            Some(Color::Black) => &game.black.id,
            None => return reply,
        };
        reply.mentions.retain(|m| m != bot);
    }
    reply
}

fn work(service: &Weak<Service>, jobs: &Mutex<Receiver<Job>>) {
    loop {
        let job = match jobs.lock() {
            Ok(jobs) => jobs.recv(),
            Err(_) => return,
        };
        // The service has gone (its sender with it): nothing more to do.
        let (Ok(job), Some(service)) = (job, service.upgrade()) else {
            return;
        };
        // A bug in the engine must not take a worker (and with it the bot) down.
        let notice =
            std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| service.bot_move(job)))
                .unwrap_or_else(|_| {
                    tracing::error!(
                        game = %job.0,
                        ply = job.1,
                        "the bot failed to think of a move"
                    );
                    None
                });
        if let Some(workers) = service.bot.get() {
            if let Ok(mut busy) = workers.busy.lock() {
                busy.remove(&job);
            }
            if let Some(notice) = notice {
                // A conditional move in answer may leave the bot to move again.
                service.bot_turn_if_due(&notice.reply);
                workers.post(notice, Some(job.0));
            }
        }
    }
}
