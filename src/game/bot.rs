//! Games against the bot. Its moves are thought out on a small, bounded pool of worker
//! threads, away from the chat adapters' async runtime, so that thinking never delays other
//! games; each move is played through the same path as a person's and comes back to the
//! adapters as a [`Notice`] for the game's channel.

use super::games::{position, Games};
use super::handled::Handled;
use crate::engine::{self, Level};
use crate::store::{GameRow, Store};
use crate::types::{ChannelId, GameId, Notice, Reply, User};
use std::collections::{HashMap, HashSet};
use std::sync::mpsc::{channel, Receiver, Sender};
use std::sync::{Arc, Mutex, OnceLock, Weak};
use std::time::{Duration, Instant};

/// Threads thinking for the bot: at most this many bot moves are thought out at once, and
/// the rest of the machine stays free for the chat and the database.
pub const THREADS: usize = 2;

/// The most wall-clock time the bot thinks about one move, whatever its level.
pub const THINKING_CAP: Duration = Duration::from_secs(2);

/// How hard the bot looks before answering a draw offer.
const DRAW_JUDGEMENT_NODES: u64 = 30_000;

/// A position the bot is to move in: the game, and the ply it stands at.
pub(super) type Job = (GameId, u32);

/// How long the bot's move waits at most for the reply it answers to be posted (see
/// [`Bot::replied`]): an adapter that never says so delays the bot, never silences it.
const HOLD_AT_MOST: Duration = Duration::from_secs(20);

struct Workers {
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
    /// posted: then it waits for [`Bot::replied`].
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

    fn queue(&self, job: Job) {
        let fresh = self.busy.lock().is_ok_and(|mut busy| {
            let fresh = busy.insert(job);
            metrics::gauge!(crate::meters::BOT_QUEUE).set(busy.len() as f64);
            fresh
        });
        if fresh {
            if let Ok(jobs) = self.jobs.lock() {
                jobs.send(job).ok();
            }
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

/// The bot's move in a game, held back until the reply it answers is posted: let out when
/// this is dropped (an adapter that never posts delays the bot, never silences it).
#[derive(Debug)]
pub struct HeldTurn {
    workers: Weak<Workers>,
    game: GameId,
}

impl Drop for HeldTurn {
    fn drop(&mut self) {
        if let Some(workers) = self.workers.upgrade() {
            workers.release(self.game);
        }
    }
}

/// The bot's thinking threads, once started, with the moves they hold back: the game layer
/// asks it to think (a move due) and says when a reply it waits for was posted.
#[derive(Default)]
pub(super) struct Bot {
    workers: OnceLock<Arc<Workers>>,
}

impl Bot {
    /// Starts `threads` threads that think out the bot's moves with `turn` (which plays the
    /// move of a job, and gives the reply to post, if any). The moves come back on the
    /// returned receiver; `None` if the threads were started before.
    pub fn start(
        &self,
        threads: usize,
        turn: impl Fn(Job) -> Option<Notice> + Send + Sync + 'static,
    ) -> Option<Receiver<Notice>> {
        let (notice_tx, notice_rx) = channel();
        let (job_tx, job_rx) = channel::<Job>();
        let workers = Arc::new(Workers {
            jobs: Mutex::new(job_tx),
            busy: Mutex::new(HashSet::new()),
            notices: Mutex::new(notice_tx),
            held: Mutex::new(HashMap::new()),
        });
        self.workers.set(workers.clone()).ok()?;
        let job_rx = Arc::new(Mutex::new(job_rx));
        let turn = Arc::new(turn);
        for i in 0..threads.max(1) {
            let workers = Arc::downgrade(&workers);
            let (job_rx, turn) = (job_rx.clone(), turn.clone());
            let spawned = std::thread::Builder::new()
                .name(format!("kibitz-bot-{i}"))
                .spawn(move || work(&workers, &job_rx, &*turn));
            if let Err(e) = spawned {
                tracing::error!(error = %e, "cannot start a thread for the bot");
            }
        }
        Some(notice_rx)
    }

    /// Queues the bot's move when `reply` (to a person's command) leaves it to move: the bot
    /// starts thinking at once, and its move is posted once `reply` is: when the returned
    /// [`HeldTurn`] is dropped.
    pub fn answers_after<T>(&self, reply: &Reply<T>) -> Option<HeldTurn> {
        let game = self.hold(reply)?;
        Some(HeldTurn {
            workers: Arc::downgrade(self.workers.get()?),
            game,
        })
    }

    /// As [`Bot::answers_after`] for a notice of the clock's, whose posting is told by
    /// [`Bot::replied`].
    pub fn answers_after_notice<T>(&self, reply: &Reply<T>) {
        self.hold(reply);
    }

    /// Queues the bot's move when `reply` leaves it to move, its posting held back until it
    /// is let out: the game, if so.
    fn hold<T>(&self, reply: &Reply<T>) -> Option<GameId> {
        let workers = self.workers.get()?;
        let job = due_turn(reply)?;
        if let Ok(mut held) = workers.held.lock() {
            held.entry(job.0).or_insert(Held {
                since: Instant::now(),
                notices: Vec::new(),
            });
        }
        workers.queue(job);
        Some(job.0)
    }

    /// Hands `notice` (a move played on the board page) to the adapters as the bot's moves
    /// are, after those already handed over; false when no adapter takes them (the bot's
    /// workers were never started).
    pub fn announce(&self, notice: Notice) -> bool {
        match self.workers.get() {
            Some(workers) => {
                workers.post(notice, None);
                true
            }
            None => false,
        }
    }

    /// Says that the notice `reply` has been posted, or could not be: the bot's move in its
    /// game, held until then, follows.
    pub fn replied(&self, reply: &Reply) {
        if let (Some(workers), Some((game, _))) = (self.workers.get(), due_turn(reply)) {
            workers.release(game);
        }
    }

    /// Says that game `game` is now played in `channel` (moved into its thread): its moves
    /// held back are posted there.
    pub fn moved(&self, game: GameId, channel: &ChannelId) {
        self.retarget(|notice| {
            if notice
                .reply
                .last()
                .game
                .as_ref()
                .is_some_and(|g| g.id == game)
            {
                notice.channel = channel.clone();
            }
        });
    }

    /// Says that channel `from` was replaced by `to` (see [`ChannelId::moved`]): the moves
    /// held back for its games are posted in `to`.
    pub fn channel_replaced(&self, from: &ChannelId, to: &ChannelId) {
        self.retarget(|notice| notice.channel = notice.channel.moved(from, to));
    }

    fn retarget(&self, mut change: impl FnMut(&mut Notice)) {
        let Some(workers) = self.workers.get() else {
            return;
        };
        if let Ok(mut held) = workers.held.lock() {
            held.values_mut()
                .flat_map(|h| h.notices.iter_mut())
                .for_each(&mut change);
        }
    }

    /// Lets go of the bot's moves held longer than [`HOLD_AT_MOST`] for a reply that an
    /// adapter never said was posted.
    pub fn release_overdue(&self) {
        let Some(workers) = self.workers.get() else {
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

    /// Queues the bot's move in game `job.0` at ply `job.1`, unless it is being thought out.
    pub fn queue(&self, job: Job) {
        if let Some(workers) = self.workers.get() {
            workers.queue(job);
        }
    }
}

/// The bot's turn that `reply` says follows it: after conditional moves, the last of them
/// says where the game stands.
fn due_turn<T>(reply: &Reply<T>) -> Option<Job> {
    reply.last().follows.bot_turn
}

/// Every unfinished game where the bot is to move (after a restart, those left waiting).
pub(super) fn waiting_turns(store: &Store) -> Vec<Job> {
    match store.games_with_bot() {
        Ok(games) => games
            .into_iter()
            .filter_map(|row| {
                let (bot, pos) = (row.bot?, position(&row).ok()?);
                (pos.turn() == bot.color).then_some((row.id, row.ply))
            })
            .collect(),
        Err(e) => {
            tracing::error!(error = %e, "cannot read the games against the bot");
            Vec::new()
        }
    }
}

/// Whether the bot takes a draw in `row`: when it judges its side no better than level.
pub(super) fn would_draw(g: Games<'_>, row: &GameRow) -> Handled<bool> {
    let Some(bot) = row.bot else {
        return Ok(false);
    };
    let (_, game) = g.load(&row.channel)?;
    let options = engine::Options {
        limits: engine::Limits {
            nodes: Some(DRAW_JUDGEMENT_NODES),
            movetime: Some(THINKING_CAP),
            ..Default::default()
        },
        spread: 0,
        seed: 0,
        table_bits: 16,
        contempt: engine::CONTEMPT,
        pruning: None,
        repetition: engine::Repetition::Second,
        evaluator: engine::Evaluator::Shipped,
    };
    let pos = game.position();
    let Some(thought) = engine::think(pos, &engine::history(&game), &options, &mut |_| {}) else {
        return Ok(true);
    };
    let for_bot = if pos.turn() == bot.color {
        thought.score
    } else {
        -thought.score
    };
    Ok(for_bot <= 0)
}

/// Thinks out the bot's move in game `id` at `ply`, if the bot is still to move there: the
/// game's channel and the move, in its notation, with the position it was thought out in.
pub(super) fn think(g: Games<'_>, (id, ply): Job) -> Option<Thought> {
    let row = g.store.game(id).ok()??;
    let bot = row.bot?;
    if row.finished || row.ply != ply {
        return None;
    }
    let (row, game) = g.load(&row.channel).ok()?;
    if row.id != id || row.ply != ply || game.position().turn() != bot.color {
        return None;
    }
    // A bot level is one of the engine's (1 to 8, checked where it was read).
    let level = Level::new(bot.level.number()).unwrap_or(Level::MIN);
    let seed = (id.0 as u64)
        .wrapping_mul(1_000_003)
        .wrapping_add(u64::from(ply));
    let options = level.options(
        game.position().variant(),
        seed,
        Some(thinking_time(&row, bot.color, g.now_ms)),
    );
    let history = engine::history(&game);
    let started = Instant::now();
    let thought = engine::think(game.position(), &history, &options, &mut |_| {})?;
    metrics::histogram!(crate::meters::BOT_THINKING_SECONDS)
        .record(started.elapsed().as_secs_f64());
    Some(Thought {
        game: id,
        bot: row.player(bot.color).clone(),
        channel: row.channel.clone(),
        notation: thought.best.to_string(),
        seen: row.fen,
    })
}

/// How long the bot thinks about a move of `color`'s in `row` at `now_ms`: at most
/// [`THINKING_CAP`], and on a chess clock a fortieth of its time left and most of its
/// increment, so that it never runs out in a long game.
fn thinking_time(row: &GameRow, color: crate::rules::Color, now_ms: i64) -> Duration {
    let Some(clock) = row.clock else {
        return THINKING_CAP;
    };
    let left = clock.left(color, color, now_ms);
    let budget = left / 40 + i64::from(clock.control.increment()) * 750;
    let budget = Duration::from_millis(u64::try_from(budget.max(50)).unwrap_or(50));
    budget.min(THINKING_CAP)
}

/// The bot's move thought out: by whom, where, what, and in which position.
pub(super) struct Thought {
    pub game: GameId,
    pub bot: User,
    /// Where the game was played when the move was thought out.
    pub channel: ChannelId,
    pub notation: String,
    pub seen: String,
}

fn work(
    workers: &Weak<Workers>,
    jobs: &Mutex<Receiver<Job>>,
    turn: &(dyn Fn(Job) -> Option<Notice> + Send + Sync),
) {
    loop {
        let job = match jobs.lock() {
            Ok(jobs) => jobs.recv(),
            Err(_) => return,
        };
        // The bot has gone (its sender with it): nothing more to do.
        let Ok(job) = job else {
            return;
        };
        // A bug in the engine must not take a worker (and with it the bot) down.
        let notice = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| turn(job)))
            .unwrap_or_else(|_| {
                tracing::error!(
                    game = %job.0,
                    ply = job.1,
                    "the bot failed to think of a move"
                );
                None
            });
        let Some(workers) = workers.upgrade() else {
            return;
        };
        if let Ok(mut busy) = workers.busy.lock() {
            busy.remove(&job);
            metrics::gauge!(crate::meters::BOT_QUEUE).set(busy.len() as f64);
        }
        if let Some(notice) = notice {
            // A conditional move in answer may leave the bot to move again.
            if let Some(next) = due_turn(&notice.reply) {
                workers.queue(next);
            }
            workers.post(notice, Some(job.0));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Color, Variant};
    use crate::types::*;

    #[test]
    fn on_a_chess_clock_the_bot_thinks_a_fortieth_of_its_time_and_most_of_its_increment() {
        let control = |text| TimeControl::parse(text).unwrap();
        let ann = User::new(UserId::new(Platform::Console, "ann"), "ann");
        let bot = User::new(UserId::new(Platform::Console, "kibitz"), "Kibitz");
        let row = |clock: Option<GameClock>| GameRow {
            clock,
            ..super::super::games::new_game(
                &ChannelId::new(Platform::Console, "here"),
                Variant::Standard,
                (ann.clone(), bot.clone()),
                TimePerMove::DEFAULT,
                Time::from_unix(0),
                false,
            )
        };
        assert_eq!(thinking_time(&row(None), Color::Black, 0), THINKING_CAP);
        let blitz = GameClock::start(control("1+0"), 0);
        // A fortieth of a minute; of half a minute once its clock has run that long.
        assert_eq!(
            thinking_time(&row(Some(blitz)), Color::Black, 0),
            Duration::from_millis(1500)
        );
        assert_eq!(
            thinking_time(&row(Some(blitz)), Color::Black, 30_000),
            Duration::from_millis(750)
        );
        let mut low = blitz;
        low.left_ms = [60_000, 4_000];
        assert_eq!(
            thinking_time(&row(Some(low)), Color::Black, 0),
            Duration::from_millis(100)
        );
        let with_increment = GameClock::start(control("1+2"), 0);
        assert_eq!(
            thinking_time(&row(Some(with_increment)), Color::Black, 0),
            THINKING_CAP
        );
        low.left_ms = [60_000, 0];
        assert_eq!(
            thinking_time(&row(Some(low)), Color::Black, 0),
            Duration::from_millis(50)
        );
    }
}
