//! The service on a large database: `kibitz bench service`'s last lines.

use super::median;
use crate::game::{
    ChannelId, Clock, ColorChoice, Command, Opponent, Service, SystemClock, TimePerMove, User,
};
use crate::rules::random::XorShift;
use crate::rules::{Position, Variant};
use crate::store::db::{Row, Value};
use crate::store::Store;
use crate::types::{Platform, UserId};
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Games stored in the large run, and how many of them are in progress.
const STORED_GAMES: usize = 100_000;
const GAMES_IN_PROGRESS: usize = 10_000;

/// Games created through the service (challenge, accept, and the clock's tick after each, as
/// the console does after every line) per second.
fn creation_rate(service: &Service, prefix: &str, count: usize) -> anyhow::Result<f64> {
    let started = Instant::now();
    for i in 0..count {
        let channel = ChannelId::new(Platform::Console, &format!("{prefix}-{i}"));
        let (white, black) = (
            User::new(
                UserId::new(Platform::Console, &format!("{prefix}w{i}")),
                "White",
            ),
            User::new(
                UserId::new(Platform::Console, &format!("{prefix}b{i}")),
                "Black",
            ),
        );
        let challenge = Command::Challenge {
            variant: Variant::Standard,
            opponent: Opponent::Person(black.clone()),
            color: ColorChoice::White,
            time: TimePerMove::DEFAULT,
            clock: None,
            rated: true,
        };
        for (user, command) in [(&white, challenge), (&black, Command::Accept(None))] {
            let reply = service.handle(user, &channel, command);
            anyhow::ensure!(!reply.error, "creating games: {}", reply.text);
            service.clockwork().tick();
        }
    }
    Ok(count as f64 / started.elapsed().as_secs_f64())
}

/// Writes `stored` games straight into `store`, as years of play would leave it: the first
/// `in_progress` in progress, their deadlines spread over the coming days (none due yet), the
/// others finished. Names start with `run`. (On PostgreSQL, [`Store::settle`] after it: else
/// autovacuum, woken by the load, runs during the timed moves.)
pub(super) fn fill(
    store: &Store,
    run: &str,
    stored: usize,
    in_progress: usize,
) -> anyhow::Result<()> {
    let now = SystemClock.now();
    let mut users = Vec::with_capacity(2 * stored);
    let mut games = Vec::with_capacity(stored);
    for i in 0..stored {
        let variant = Variant::ALL[i % Variant::ALL.len()];
        let (white, black) = (format!("bench:{run}lw{i}"), format!("bench:{run}lb{i}"));
        users.push(Row(vec![white.clone().into(), format!("White {i}").into()]));
        users.push(Row(vec![black.clone().into(), format!("Black {i}").into()]));
        let playing = i < in_progress;
        let deadline = playing.then(|| now + 3600 + (i as i64 * 37) % 259_200);
        let fen = Position::start(variant).fen();
        games.push(Row(vec![
            format!("{run}-large-{i}").into(),
            variant.key().into(),
            white.into(),
            black.into(),
            fen.clone().into(),
            fen.into(),
            Value::Int(0),
            Value::Int(259_200),
            deadline.into(),
            deadline.map(|d| d - 86_400 + 7200).into(),
            Value::from(!playing),
            (!playing).then_some("white").into(),
            (!playing).then_some("resignation").into(),
            Value::Int(1),
            (now - 86_400).into(),
            (now - 86_400).into(),
        ]));
    }
    store.insert_rows("users", &["id", "name"], &users)?;
    store.insert_rows(
        "games",
        &[
            "channel",
            "variant",
            "white",
            "black",
            "start_fen",
            "fen",
            "ply",
            "seconds_per_move",
            "deadline",
            "remind_at",
            "finished",
            "winner",
            "result_reason",
            "rated",
            "created_at",
            "updated_at",
        ],
        &games,
    )?;
    Ok(())
}

/// The service on a large database: [`STORED_GAMES`] games of which [`GAMES_IN_PROGRESS`] are
/// in progress. Prints move latency with a tick between moves (timed apart: about 3,000 of
/// the games are due for a reminder, sent 200 a tick), the tick, and how fast
/// games are created there compared with before it was filled: the clock must cost what is
/// due, not what exists. On SQLite two new files; on PostgreSQL the database `db` names, whose
/// games (the benchmark's thousand and any from earlier runs) are the "before".
pub(super) fn service_at_scale(
    db: Option<&str>,
    dir: &Path,
    run: &str,
    runs: usize,
) -> anyhow::Result<String> {
    let open = |file: &str| -> anyhow::Result<Store> {
        Ok(match db {
            Some(target) => Store::connect(target)?,
            None => Store::open(&dir.join(file))?,
        })
    };
    let created = 200 * runs.max(1);
    let before = Service::new(open("empty.sqlite")?, Arc::new(SystemClock));
    let before_rate = creation_rate(&before, &format!("{run}fresh"), created)?;
    drop(before);

    let store = open("large.sqlite")?;
    fill(&store, run, STORED_GAMES, GAMES_IN_PROGRESS)?;
    store.settle()?;
    let store = Arc::new(store);
    let service = Service::new(store.clone(), Arc::new(SystemClock));
    let mut rng = XorShift(0x5eed);
    let mut latencies = Vec::new();
    let mut ticks = Vec::new();
    for n in 0..runs.max(1) * 400 {
        let i = (rng.next_u64() % GAMES_IN_PROGRESS as u64) as usize;
        let channel = ChannelId::new(Platform::Console, &format!("{run}-large-{i}"));
        let Ok(Some(row)) = store.active_game(&channel) else {
            continue;
        };
        let Ok(pos) = Position::from_fen(row.variant, &row.fen) else {
            continue;
        };
        let moves = pos.legal_moves();
        let Some(mv) = moves.get((rng.next_u64() % moves.len().max(1) as u64) as usize) else {
            continue;
        };
        let actor = row.player(pos.turn()).clone();
        let t = Instant::now();
        let reply = service.handle(&actor, &channel, Command::Move(mv.to_string()));
        let took = t.elapsed();
        let tick = Instant::now();
        service.clockwork().tick();
        if !reply.error {
            latencies.push(took);
            ticks.push(tick.elapsed());
        }
        anyhow::ensure!(
            n < 10 || !latencies.is_empty(),
            "no move was accepted: {}",
            reply.text
        );
    }
    latencies.sort_unstable();
    let pick = |q: f64| latencies[((latencies.len() - 1) as f64 * q) as usize];
    let large_rate = creation_rate(&service, &format!("{run}more"), created)?;
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    Ok(format!(
        "service large stored={STORED_GAMES} in_progress={GAMES_IN_PROGRESS} timed_moves={} median_ms={:.2} p99_ms={:.2} tick_median_ms={:.3}\n\
         service creation games_per_sec_before={before_rate:.0} games_per_sec_large={large_rate:.0} ratio={:.2}\n",
        latencies.len(),
        ms(pick(0.5)),
        ms(pick(0.99)),
        ms(median(ticks)),
        large_rate / before_rate
    ))
}
