//! Matrix: the game service in Matrix rooms through matrix-sdk, end-to-end encryption included.
//!
//! Commands are text with a prefix, `!kibitz challenge suction @bob:example.org` or the short
//! form `!move e2e4`, read by the same grammar as the console. After every move the board is
//! uploaded and sent as an `m.image` (width, height, size, and the move and whose turn as its
//! text fallback). Errors are replies to the message that caused them.
//!
//! Kibitz drives the sync loop itself: each batch of messages is handled (rooms side by side,
//! each room's messages in order) before the position in the stream is saved, and every
//! message is recorded as handled in the transaction of its effect, so that after a restart
//! the messages sent meanwhile are handled, none twice, and the answers owed for those carried
//! out but not answered are sent (see `session` for matrix-sdk's own position). SIGTERM lets
//! the batch being handled finish first.

mod buttons;
mod carry;
mod direct;
mod handling;
mod message;
mod reactions;
mod session;
mod spaces;
mod tallies;
mod teams;
mod threads;
mod tournaments;
mod typing;
mod upgrades;
mod widgets;

pub use message::command_text;

use crate::game::{ChannelId, Clockwork, Commands, Connections, Deliveries, Notice, Service, User};
use crate::types::{Platform, ServerId};
use anyhow::Context as _;
use matrix_sdk::config::SyncSettings;
use matrix_sdk::ruma::events::room::member::StrippedRoomMemberEvent;
use matrix_sdk::ruma::{OwnedUserId, UserId};
use matrix_sdk::{Client, Room, RoomState};
use message::send;
use session::{connect, save_token, saved_token, sync_settings, sync_until_answered};
use std::path::PathBuf;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};
use threads::place_of;

/// How wide the boards posted on Matrix are drawn, in pixels.
pub const BOARD_SIZE: u32 = 512;
/// How often deadlines are checked, and the clock notes it is alive: a process that starts
/// after a stop gives the chess clocks back the time since (at most this much more).
const TICK: Duration = Duration::from_secs(5);

/// How to reach the homeserver.
#[derive(Clone, Debug)]
pub struct Config {
    pub homeserver: String,
    pub user: String,
    pub password: Option<String>,
    /// An access token with its device, instead of a password.
    pub access_token: Option<(String, String)>,
    /// Session, encryption keys and sync state live here, so a restart neither logs in again
    /// nor answers old messages.
    pub data_dir: PathBuf,
}

impl Config {
    /// From the environment: `MATRIX_HOMESERVER`, `MATRIX_USER`, and `MATRIX_PASSWORD` (or
    /// `MATRIX_PASSWORD_FILE`), or `MATRIX_ACCESS_TOKEN` with `MATRIX_DEVICE_ID`;
    /// `MATRIX_DATA_DIR` (default `kibitz-matrix`).
    ///
    /// # Errors
    /// If a required variable is missing or a file cannot be read.
    pub fn from_env() -> anyhow::Result<Config> {
        let var = |name: &str| {
            std::env::var(name)
                .ok()
                .map(|v| v.trim().to_string())
                .filter(|v| !v.is_empty())
        };
        let homeserver = var("MATRIX_HOMESERVER")
            .context("set MATRIX_HOMESERVER (e.g. https://matrix.example.org)")?;
        let user = var("MATRIX_USER").context("set MATRIX_USER (e.g. @kibitz:example.org)")?;
        let password = match (var("MATRIX_PASSWORD"), var("MATRIX_PASSWORD_FILE")) {
            (Some(p), _) => Some(p),
            (None, Some(path)) => Some(
                std::fs::read_to_string(&path)
                    .with_context(|| format!("cannot read {path}"))?
                    .trim()
                    .to_string(),
            ),
            (None, None) => None,
        };
        let access_token = var("MATRIX_ACCESS_TOKEN").zip(var("MATRIX_DEVICE_ID"));
        anyhow::ensure!(password.is_some() || access_token.is_some(), "set MATRIX_PASSWORD (or MATRIX_PASSWORD_FILE), or MATRIX_ACCESS_TOKEN with MATRIX_DEVICE_ID");
        Ok(Config {
            homeserver,
            user,
            password,
            access_token,
            data_dir: var("MATRIX_DATA_DIR")
                .map_or_else(|| PathBuf::from("kibitz-matrix"), PathBuf::from),
        })
    }
}

fn channel_key(room: &Room) -> ChannelId {
    ChannelId::new(Platform::Matrix, room.room_id().as_str())
}

/// The server a room belongs to, for its leaderboard and tournaments: its parent space
/// (`m.space.parent`) when it has one, else the homeserver that made the room (the sender's,
/// for rooms whose id names none).
async fn server_key(room: &Room, sender: &UserId) -> ServerId {
    if let Some(space) = spaces::parent_space(room).await {
        return ServerId::matrix_space(space.as_str());
    }
    let server = room
        .room_id()
        .server_name()
        .unwrap_or_else(|| sender.server_name());
    ServerId::matrix_homeserver(server.as_str())
}

/// The Matrix user `id` is, if it is one.
fn matrix_user(id: &crate::game::UserId) -> Option<OwnedUserId> {
    if id.platform() != Platform::Matrix {
        return None;
    }
    id.key().try_into().ok()
}

/// The player for a Matrix user, with their display name in the room.
async fn player(room: &Room, id: &UserId) -> User {
    let name = match room.get_member_no_sync(id).await {
        Ok(Some(member)) => member.display_name().map(str::to_string),
        _ => None,
    };
    User::new(
        crate::game::UserId::new(Platform::Matrix, id.as_str()),
        name.unwrap_or_else(|| id.localpart().to_string()),
    )
}

/// What the message handler needs.
#[derive(Clone)]
struct State {
    commands: Commands,
    deliveries: Deliveries,
    limits: Arc<crate::limits::UserLimits>,
    /// Commands and reactions of the sync response being processed, in the order they came.
    batch: Arc<Mutex<Vec<(Room, handling::Incoming)>>>,
    /// The names Kibitz answers to when addressed (`Kibitz: move e2e4`): its user id, its
    /// user name and its display name.
    names: Arc<Vec<String>>,
    /// Kibitz's own user, the opponent that plays at a level.
    bot: crate::types::UserId,
    tallies: tallies::Tallies,
}

/// Joins the rooms Kibitz is invited to, retrying for a while (a fresh invite can race the
/// homeserver's own bookkeeping).
async fn on_invite(event: StrippedRoomMemberEvent, room: Room, client: Client) {
    if Some(event.state_key.as_ref()) != client.user_id() || room.state() != RoomState::Invited {
        return;
    }
    tokio::spawn(async move {
        if joining(room.room_id(), || room.join()).await.is_some() {
            tracing::info!(room = %room.room_id(), "joined");
        }
    });
}

/// Joins a room with `join`, tried up to eight times with growing pauses: a fresh invite (or
/// a new room) races the homeserver's own bookkeeping now and then.
async fn joining<T, E: std::fmt::Display, F: std::future::Future<Output = Result<T, E>>>(
    room: &matrix_sdk::ruma::RoomId,
    mut join: impl FnMut() -> F,
) -> Option<T> {
    let mut delay = Duration::from_millis(500);
    for _ in 0..8 {
        match join().await {
            Ok(joined) => return Some(joined),
            Err(e) => {
                tracing::info!(error = %e, %room, "joining failed; retrying");
                tokio::time::sleep(delay).await;
                delay = (delay * 2).min(Duration::from_secs(60));
            }
        }
    }
    tracing::warn!(%room, "could not join a room");
    None
}

/// Posts what the clock brings (reminders, losses on time, the bot's moves) in the games'
/// rooms; gives back those posted. The others (the homeserver did not take them, a room not
/// known yet, as before the first sync on a new store) are left to be sent again.
async fn post_notices(
    client: &Client,
    tallies: &tallies::Tallies,
    notices: Vec<Notice>,
) -> Vec<Notice> {
    let mut done = Vec::new();
    for notice in notices {
        let Some(place) = place_of(client, &notice.channel) else {
            continue;
        };
        let sent = match &notice.reply.tally {
            // A vote's closing: its tally's last edit, sent when the homeserver allows.
            Some(tally) => {
                tallies::show_tally(tallies, &place.room, tally, &notice.reply);
                Ok(())
            }
            None => send(&place, &notice.reply, None).await.map(|_| ()),
        };
        if notice.reply.game.as_ref().is_some_and(|g| g.bot.is_some()) {
            typing::done(&place.room).await; // the bot's move, thought out
        }
        match sent {
            Ok(()) => {
                direct::extras(client, tallies, &place, &notice.reply).await;
                done.push(notice);
            }
            Err(e) => {
                tracing::warn!(error = %e, room = %place.room.room_id(), "could not post a notice");
            }
        }
    }
    done
}

/// Connects and serves until SIGTERM or Ctrl-C; then finishes the messages being handled,
/// saves its position and returns.
///
/// # Errors
/// If login fails.
pub fn run(
    config: Config,
    service: &Service,
) -> impl std::future::Future<Output = anyhow::Result<()>> + Send {
    let connections = service.connections();
    // Down until the first sync answers (the health check reads it).
    connections.connected(session::SYNC_PART, false);
    let commands = (service.commands(), service.deliveries());
    serve(config, commands, service.clockwork(), connections)
}

async fn serve(
    config: Config,
    (commands, deliveries): (Commands, Deliveries),
    clockwork: Clockwork,
    connections: Connections,
) -> anyhow::Result<()> {
    let stop = crate::shutdown::requested();
    let client = connect(&config).await?;
    let mut token = match saved_token(&config.data_dir) {
        // Back after a restart: what arrived meanwhile is handled (stale commands are
        // answered, not carried out).
        Some(token) => token,
        // The first start: history from before Kibitz was here is not answered.
        None => {
            let first = sync_until_answered(&client, SyncSettings::default(), &connections).await;
            save_token(&config.data_dir, &first.next_batch);
            first.next_batch
        }
    };
    // Invites that came while Kibitz was away.
    for room in client.invited_rooms() {
        if let Err(e) = room.join().await {
            tracing::warn!(error = %e, room = %room.room_id(), "could not join");
        }
    }
    let own_id = client
        .user_id()
        .map_or_else(|| config.user.clone(), ToString::to_string);
    let mut names = vec![own_id.clone()];
    names.extend(
        UserId::parse(&own_id)
            .ok()
            .map(|id| id.localpart().to_string()),
    );
    if let Ok(Some(name)) = client.account().get_display_name().await {
        names.push(name);
    }
    let state = State {
        commands,
        deliveries,
        limits: Arc::new(crate::limits::UserLimits::default()),
        batch: Arc::default(),
        names: Arc::new(names),
        bot: crate::types::UserId::new(Platform::Matrix, &own_id),
        tallies: tallies::tallies(client.clone()),
    };
    client.add_event_handler_context(state.clone());
    client.add_event_handler(handling::on_message);
    client.add_event_handler(handling::on_reaction);
    client.add_event_handler(on_invite);
    client.add_event_handler(upgrades::on_tombstone);
    let poster = (client.clone(), state.tallies.clone());
    clockwork.start_miner();
    crate::game::ticker::post_bot_moves(
        clockwork.start_bot(crate::game::bot::THREADS),
        move |notices| {
            let (client, tallies) = poster.clone();
            async move { post_notices(&client, &tallies, notices).await }
        },
    );
    let ticker = (client.clone(), state.tallies.clone());
    let seating = (client.clone(), clockwork.clone(), state.tallies.clone());
    tokio::spawn(crate::game::ticker::tick_forever(
        clockwork,
        TICK,
        move |notices| {
            let (client, tallies) = ticker.clone();
            async move { post_notices(&client, &tallies, notices).await }
        },
        move |seats| {
            let (client, clockwork, tallies) = seating.clone();
            async move { tournaments::open_seats(&client, &tallies, &clockwork, seats).await }
        },
    ));
    tracing::info!(user = ?client.user_id(), "connected to Matrix");
    // Our own loop rather than `Client::sync`, which sleeps a second after every response that
    // came within a second of the one before: a move arriving then waited for it.
    tokio::pin!(stop);
    loop {
        let started = Instant::now();
        let settings = sync_settings(&token);
        // A stop while waiting for the homeserver drops the sync: what it would have brought
        // comes again after the restart (the position is saved only below).
        let response = tokio::select! {
            response = sync_until_answered(&client, settings, &connections) => response,
            () = &mut stop => break,
        };
        let batch =
            std::mem::take(&mut *state.batch.lock().unwrap_or_else(PoisonError::into_inner));
        // Whether the homeserver answered without moving on (nothing new, not even Kibitz's
        // own messages): then it ignored the long poll.
        let stalled =
            batch.is_empty() && (response.next_batch == token || response.next_batch.is_empty());
        // A stop while handling waits for the batch to be handled and answered.
        let handling = handling::handle_batch(&state, batch);
        tokio::pin!(handling);
        let stopping = tokio::select! {
            () = &mut handling => false,
            () = &mut stop => {
                tracing::info!("stopping once the messages being handled are answered");
                handling.await;
                true
            }
        };
        // matrix-sdk answers a response it ignores (one that ends where its own position
        // is) with no position at all: the one before is kept, never an empty one (which
        // would start the stream over).
        if !response.next_batch.is_empty() {
            token = response.next_batch;
            save_token(&config.data_dir, &token);
        }
        if stopping {
            break;
        }
        // A homeserver that answers at once with nothing (ignoring the long poll) is not
        // hammered.
        if stalled && started.elapsed() < Duration::from_millis(50) {
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
    }
    tracing::info!("stopped");
    Ok(())
}
