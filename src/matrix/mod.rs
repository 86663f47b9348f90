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

mod direct;
mod message;
mod session;
mod tallies;
mod teams;
mod tournaments;

pub use message::command_text;

use crate::chat::parse_command_with;
use crate::game::{ChannelId, Command, Delivery, Notice, Reply, Service, User};
use crate::types::Platform;
use anyhow::Context as _;
use matrix_sdk::config::SyncSettings;
use matrix_sdk::event_handler::Ctx;
use matrix_sdk::ruma::events::room::member::StrippedRoomMemberEvent;
use matrix_sdk::ruma::events::room::message::{MessageType, OriginalSyncRoomMessageEvent};
use matrix_sdk::ruma::{OwnedRoomId, OwnedUserId, UserId};
use matrix_sdk::{Client, Room, RoomState};
use message::send;
use session::{connect, save_token, saved_token, sync_settings, sync_until_answered};
use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

/// How wide the boards posted on Matrix are drawn, in pixels.
pub const BOARD_SIZE: u32 = 512;
/// How often deadlines are checked.
const TICK: Duration = Duration::from_secs(30);

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

/// The server a room belongs to, for its leaderboard: the homeserver that made the room (the
/// sender's, for rooms whose id names none).
fn server_key(room: &Room, sender: &UserId) -> String {
    let server = room
        .room_id()
        .server_name()
        .unwrap_or_else(|| sender.server_name());
    format!("matrix-server:{server}")
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
    service: Arc<Service>,
    limits: Arc<crate::limits::UserLimits>,
    /// Commands of the sync response being processed, in the order they came.
    batch: Arc<Mutex<Vec<(Room, OriginalSyncRoomMessageEvent)>>>,
    /// Kibitz's own user, the opponent that plays at a level.
    bot: crate::types::UserId,
    tallies: tallies::Tallies,
}

/// Collects the commands of a sync response; they are handled once the whole response is in.
async fn on_message(
    event: OriginalSyncRoomMessageEvent,
    room: Room,
    client: Client,
    state: Ctx<State>,
) {
    if room.state() != RoomState::Joined || Some(event.sender.as_ref()) == client.user_id() {
        return;
    }
    let MessageType::Text(text) = &event.content.msgtype else {
        return;
    };
    if command_text(&text.body).is_none() {
        return;
    }
    state
        .batch
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .push((room, event));
}

/// Handles a batch: each room's commands in order, rooms side by side.
async fn handle_batch(state: &State, batch: Vec<(Room, OriginalSyncRoomMessageEvent)>) {
    let mut rooms: Vec<(OwnedRoomId, Vec<(Room, OriginalSyncRoomMessageEvent)>)> = Vec::new();
    for (room, event) in batch {
        let id = room.room_id().to_owned();
        match rooms.iter_mut().find(|(r, _)| *r == id) {
            Some((_, events)) => events.push((room, event)),
            None => rooms.push((id, vec![(room, event)])),
        }
    }
    let tasks: Vec<_> = rooms
        .into_iter()
        .map(|(_, events)| {
            let state = state.clone();
            tokio::spawn(async move {
                for (room, event) in events {
                    handle_command(&state, &room, &event).await;
                }
            })
        })
        .collect();
    for task in tasks {
        if let Err(e) = task.await {
            tracing::error!(error = %e, "handling a room's commands failed");
        }
    }
}

/// Handles one command message and answers it.
async fn handle_command(state: &State, room: &Room, event: &OriginalSyncRoomMessageEvent) {
    let MessageType::Text(text) = &event.content.msgtype else {
        return;
    };
    let Some(line) = command_text(&text.body) else {
        return;
    };
    let actor = player(room, &event.sender).await;
    if !state.limits.allow(actor.id.stored()) {
        let refusal = Reply::error(crate::limits::TOO_FAST);
        if let Err(e) = send(room, &refusal, Some(event.event_id.clone())).await {
            tracing::warn!(error = %e, "could not answer");
        }
        return;
    }
    // Users named in the command: by id (`@bob:example.org`), or by the display name of a
    // user the message mentions (a pill).
    let mut known: HashMap<String, User> = HashMap::new();
    let mentioned = event
        .content
        .mentions
        .as_ref()
        .map(|m| m.user_ids.iter().cloned().collect::<Vec<_>>())
        .unwrap_or_default();
    let typed = line.split_whitespace().filter_map(|w| {
        let w = w
            .split_once(':')
            .filter(|(k, _)| !k.starts_with('@'))
            .map_or(w, |(_, v)| v);
        UserId::parse(w).ok()
    });
    for id in mentioned.into_iter().chain(typed.collect::<Vec<_>>()) {
        let user = player(room, &id).await;
        known.insert(user.name.to_lowercase(), user.clone());
        known.insert(id.to_string(), user);
    }
    let resolve = |word: &str| {
        known
            .get(word)
            .or_else(|| known.get(&word.to_lowercase()))
            .cloned()
    };
    let rooms = teams::rooms_named(&room.client(), room, &line).await;
    let room_named = |word: &str| rooms.get(word).cloned();
    let mut command = parse_command_with(&line, &resolve, &room_named, &state.bot)
        .map_err(|usage| usage.to_string());
    match &mut command {
        Ok(Command::TeamChallenge(terms)) => terms.team_name = teams::team_name(room).await,
        Ok(Command::Tournament(t)) => {
            t.may_organise = tournaments::may_organise(room, &event.sender).await;
        }
        Ok(Command::PuzzleDaily { may_moderate, .. }) => {
            *may_moderate = tournaments::may_organise(room, &event.sender).await;
        }
        _ => {}
    }
    // A player's conditional moves are theirs alone, and Matrix has no private replies in a
    // room: where others read along, their answers go to the direct room. (Only they depend on
    // who reads along, so the room's members are read for them alone.)
    let secret = matches!(command, Ok(Command::Premove { .. }));
    let in_public = secret && read_by_others(room).await;
    let delivery = Delivery {
        event_id: event.event_id.to_string(),
        sent_at: i64::from(event.origin_server_ts.as_secs()),
        server: Some(server_key(room, &event.sender)),
        in_public,
    };
    let (service, channel) = (state.service.clone(), channel_key(room));
    let handled = {
        let delivery = delivery.clone();
        tokio::task::spawn_blocking(move || {
            service.handle_delivered(&delivery, &actor, &channel, command)
        })
        .await
        .unwrap_or_else(|e| Some(crate::game::failed(e)))
    };
    let Some(reply) = handled else {
        return; // handled and answered before a restart
    };
    let sent = if secret && in_public && !reply.error {
        answer_privately(room, &event.sender, &reply, &event.event_id).await
    } else {
        send(room, &reply, Some(event.event_id.clone())).await
    };
    direct::extras(&room.client(), &state.tallies, room, &reply).await;
    state.service.replied(&reply);
    match sent {
        Ok(()) => {
            let service = state.service.clone();
            tokio::task::spawn_blocking(move || service.answered(&delivery))
                .await
                .ok();
        }
        Err(e) => tracing::warn!(error = %e, room = %room.room_id(), "could not answer"),
    }
}

/// Whether others than the sender and Kibitz are in the room (joined or invited), by the
/// members Kibitz knows; when that cannot be told, it is taken that others read along.
async fn read_by_others(room: &Room) -> bool {
    room.members_no_sync(matrix_sdk::RoomMemberships::ACTIVE)
        .await
        .map_or(true, |members| members.len() > 2)
}

/// A reply for the asker alone, asked for in a room others read: it goes to the direct room
/// shared with the asker, and the room is told where it went.
async fn answer_privately(
    room: &Room,
    asker: &UserId,
    reply: &Reply,
    asked: &matrix_sdk::ruma::EventId,
) -> anyhow::Result<()> {
    direct::send_directly(&room.client(), asker, reply).await?;
    // Marked as an error only so that it goes as a reply to the asker's message.
    let pointer =
        Reply::error("Everyone here reads this room, so I sent you the answer in our direct room.");
    send(room, &pointer, Some(asked.to_owned())).await
}

/// Joins the rooms Kibitz is invited to, retrying for a while (a fresh invite can race the
/// homeserver's own bookkeeping).
async fn on_invite(event: StrippedRoomMemberEvent, room: Room, client: Client) {
    if Some(event.state_key.as_ref()) != client.user_id() || room.state() != RoomState::Invited {
        return;
    }
    tokio::spawn(async move {
        let mut delay = Duration::from_millis(500);
        for _ in 0..8 {
            match room.join().await {
                Ok(()) => {
                    tracing::info!(room = %room.room_id(), "joined");
                    return;
                }
                Err(e) => {
                    // Expected now and then: a fresh invite races the homeserver's bookkeeping.
                    tracing::info!(error = %e, room = %room.room_id(), "joining failed; retrying");
                    tokio::time::sleep(delay).await;
                    delay = (delay * 2).min(Duration::from_secs(60));
                }
            }
        }
        tracing::warn!(room = %room.room_id(), "could not join the room it was invited to");
    });
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
        let Some(room) = room_of(client, &notice.channel) else {
            continue;
        };
        let sent = match &notice.reply.tally {
            // A vote's closing: its tally's last edit, sent when the homeserver allows.
            Some(tally) => {
                tallies::show_tally(tallies, &room, tally, &notice.reply);
                Ok(())
            }
            None => send(&room, &notice.reply, None).await,
        };
        match sent {
            Ok(()) => {
                direct::extras(client, tallies, &room, &notice.reply).await;
                done.push(notice);
            }
            Err(e) => {
                tracing::warn!(error = %e, room = %room.room_id(), "could not post a notice");
            }
        }
    }
    done
}

/// The joined (or known) room `channel` is, if it is a Matrix room.
fn room_of(client: &Client, channel: &ChannelId) -> Option<Room> {
    if channel.platform() != Platform::Matrix {
        return None;
    }
    let id = matrix_sdk::ruma::RoomId::parse(channel.key()).ok()?;
    client.get_room(&id)
}

/// Connects and serves until SIGTERM or Ctrl-C; then finishes the messages being handled,
/// saves its position and returns.
///
/// # Errors
/// If login fails.
pub async fn run(config: Config, service: Arc<Service>) -> anyhow::Result<()> {
    let stop = crate::shutdown::requested();
    let client = connect(&config).await?;
    let mut token = match saved_token(&config.data_dir) {
        // Back after a restart: what arrived meanwhile is handled (stale commands are
        // answered, not carried out).
        Some(token) => token,
        // The first start: history from before Kibitz was here is not answered.
        None => {
            let first = sync_until_answered(&client, SyncSettings::default()).await;
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
    let state = State {
        service: service.clone(),
        limits: Arc::new(crate::limits::UserLimits::default()),
        batch: Arc::default(),
        bot: crate::types::UserId::new(Platform::Matrix, &own_id),
        tallies: tallies::tallies(client.clone()),
    };
    client.add_event_handler_context(state.clone());
    client.add_event_handler(on_message);
    client.add_event_handler(on_invite);
    let poster = (client.clone(), state.tallies.clone());
    service.start_miner();
    crate::game::ticker::post_bot_moves(
        service.start_bot(crate::game::bot::THREADS),
        move |notices| {
            let (client, tallies) = poster.clone();
            async move { post_notices(&client, &tallies, notices).await }
        },
    );
    let ticker = (client.clone(), state.tallies.clone());
    let seating = (client.clone(), service.clone(), state.tallies.clone());
    tokio::spawn(crate::game::ticker::tick_forever(
        service,
        TICK,
        move |notices| {
            let (client, tallies) = ticker.clone();
            async move { post_notices(&client, &tallies, notices).await }
        },
        move |seats| {
            let (client, service, tallies) = seating.clone();
            async move { tournaments::open_seats(&client, &tallies, &service, seats).await }
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
            response = sync_until_answered(&client, settings) => response,
            () = &mut stop => break,
        };
        let batch =
            std::mem::take(&mut *state.batch.lock().unwrap_or_else(PoisonError::into_inner));
        let quiet = batch.is_empty();
        // A stop while handling waits for the batch to be handled and answered.
        let handling = handle_batch(&state, batch);
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
        if quiet && started.elapsed() < Duration::from_millis(50) {
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
    }
    tracing::info!("stopped");
    Ok(())
}
