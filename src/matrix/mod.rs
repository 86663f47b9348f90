//! Matrix: the game service in Matrix rooms through matrix-sdk, end-to-end encryption included.
//!
//! Commands are text with a prefix, `!kibitz challenge suction @bob:example.org` or the short
//! form `!move e2e4`, read by the same grammar as the console. After every move the board is
//! uploaded and sent as an `m.image` (width, height, size, and the move and whose turn as its
//! text fallback). Errors are replies to the message that caused them.

use crate::chat::parse_command;
use crate::game::{ChannelId, Notice, Reply, Service, User};
use anyhow::Context as _;
use matrix_sdk::attachment::{AttachmentConfig, AttachmentInfo, BaseImageInfo};
use matrix_sdk::config::SyncSettings;
use matrix_sdk::event_handler::Ctx;
use matrix_sdk::room::reply::{EnforceThread, Reply as MatrixReply};
use matrix_sdk::ruma::events::room::member::StrippedRoomMemberEvent;
use matrix_sdk::ruma::events::room::message::{
    AddMentions, MessageType, OriginalSyncRoomMessageEvent, RoomMessageEventContentWithoutRelation,
    TextMessageEventContent,
};
use matrix_sdk::ruma::events::Mentions;
use matrix_sdk::ruma::{OwnedEventId, OwnedUserId, UInt, UserId};
use matrix_sdk::{Client, Room, RoomState};
use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

/// How often deadlines are checked.
const TICK: Duration = Duration::from_secs(30);
/// The prefix of every command; `!<command>` works too.
const PREFIX: &str = "!kibitz";

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
    ChannelId(format!("matrix:{}", room.room_id()))
}

fn matrix_user(id: &crate::game::UserId) -> Option<OwnedUserId> {
    id.0.strip_prefix("matrix:")?.try_into().ok()
}

/// The player for a Matrix user, with their display name in the room.
async fn player(room: &Room, id: &UserId) -> User {
    let name = match room.get_member_no_sync(id).await {
        Ok(Some(member)) => member.display_name().map(str::to_string),
        _ => None,
    };
    User::new(
        format!("matrix:{id}"),
        name.unwrap_or_else(|| id.localpart().to_string()),
    )
}

/// The command text of a message, if it is addressed to Kibitz.
fn command_text(body: &str) -> Option<String> {
    let body = body.trim();
    if let Some(rest) = body.strip_prefix(PREFIX) {
        let rest = rest.trim_start_matches(':').trim();
        return Some(if rest.is_empty() {
            "help".into()
        } else {
            rest.to_string()
        });
    }
    let rest = body.strip_prefix('!')?;
    let name = rest.split_whitespace().next()?.to_ascii_lowercase();
    crate::game::help::COMMANDS
        .iter()
        .any(|(command, _, _)| {
            *command == name || matches!(name.as_str(), "mv" | "m" | "play" | "undo" | "pgn")
        })
        .then(|| rest.to_string())
}

/// The text of a reply, with the users it mentions in front (as pills in the HTML body).
fn message_text(reply: &Reply, names: &HashMap<OwnedUserId, String>) -> (String, String, Mentions) {
    let ids: Vec<OwnedUserId> = reply.mentions.iter().filter_map(matrix_user).collect();
    let escape = crate::render::escape;
    let plain_names: Vec<String> = ids
        .iter()
        .map(|id| names.get(id).cloned().unwrap_or_else(|| id.to_string()))
        .collect();
    let pills: Vec<String> = ids
        .iter()
        .zip(&plain_names)
        .map(|(id, name)| format!("<a href=\"https://matrix.to/#/{id}\">{}</a>", escape(name)))
        .collect();
    let (plain, html) = if ids.is_empty() {
        (
            reply.text.clone(),
            escape(&reply.text).replace('\n', "<br>"),
        )
    } else {
        (
            format!("{}: {}", plain_names.join(", "), reply.text),
            format!(
                "{}: {}",
                pills.join(", "),
                escape(&reply.text).replace('\n', "<br>")
            ),
        )
    };
    (plain, html, Mentions::with_user_ids(ids))
}

/// Sends a reply in a room: the board as an `m.image` when there is one, else text; an error
/// as a reply to `to`.
async fn send(room: &Room, reply: &Reply, to: Option<OwnedEventId>) -> anyhow::Result<()> {
    let mut names = HashMap::new();
    for id in reply.mentions.iter().filter_map(matrix_user) {
        let name = player(room, &id).await.name;
        names.insert(id, name);
    }
    let (plain, html, mentions) = message_text(reply, &names);
    if let Some(image) = &reply.image {
        let info = BaseImageInfo {
            width: Some(UInt::from(image.width)),
            height: Some(UInt::from(image.height)),
            size: UInt::new(image.png.len() as u64),
            ..BaseImageInfo::default()
        };
        let config = AttachmentConfig::new()
            .info(AttachmentInfo::Image(info))
            .caption(Some(TextMessageEventContent::html(plain, html)))
            .mentions(Some(mentions));
        room.send_attachment(
            image.file_name.clone(),
            &mime::IMAGE_PNG,
            image.png.clone(),
            config,
        )
        .await?;
        return Ok(());
    }
    let content =
        RoomMessageEventContentWithoutRelation::text_html(plain, html).add_mentions(mentions);
    let content = match to.filter(|_| reply.error) {
        Some(event_id) => room
            .make_reply_event(
                content.clone(),
                MatrixReply {
                    event_id,
                    enforce_thread: EnforceThread::MaybeThreaded,
                    add_mentions: AddMentions::Yes,
                },
            )
            .await
            .unwrap_or_else(|_| content.with_relation(None)),
        None => content.with_relation(None),
    };
    room.send(content).await?;
    Ok(())
}

/// What the message handler needs.
#[derive(Clone)]
struct State {
    service: Arc<Service>,
    limits: Arc<crate::limits::UserLimits>,
}

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
    let Some(line) = command_text(&text.body) else {
        return;
    };
    let actor = player(&room, &event.sender).await;
    if !state.limits.allow(&actor.id.0) {
        if let Err(e) = send(
            &room,
            &Reply::error(crate::limits::TOO_FAST),
            Some(event.event_id.clone()),
        )
        .await
        {
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
        let user = player(&room, &id).await;
        known.insert(user.name.to_lowercase(), user.clone());
        known.insert(id.to_string(), user);
    }
    let resolve = |word: &str| {
        known
            .get(word)
            .or_else(|| known.get(&word.to_lowercase()))
            .cloned()
    };
    let reply = match parse_command(&line, &resolve) {
        Ok(command) => {
            let (service, channel) = (state.service.clone(), channel_key(&room));
            let actor = actor.clone();
            tokio::task::spawn_blocking(move || service.handle(&actor, &channel, command))
                .await
                .unwrap_or_else(|e| Reply::error(format!("Kibitz failed to handle that: {e}")))
        }
        Err(usage) => Reply::error(usage.to_string()),
    };
    if let Err(e) = send(&room, &reply, Some(event.event_id.clone())).await {
        tracing::warn!(error = %e, room = %room.room_id(), "could not answer");
    }
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
                    tracing::warn!(error = %e, room = %room.room_id(), "joining failed; retrying");
                    tokio::time::sleep(delay).await;
                    delay = (delay * 2).min(Duration::from_secs(60));
                }
            }
        }
    });
}

async fn post_notices(client: &Client, notices: Vec<Notice>) {
    for notice in notices {
        let Some(room_id) = notice.channel.0.strip_prefix("matrix:") else {
            continue;
        };
        let Ok(room_id) = matrix_sdk::ruma::RoomId::parse(room_id) else {
            continue;
        };
        let Some(room) = client.get_room(&room_id) else {
            continue;
        };
        if let Err(e) = send(&room, &notice.reply, None).await {
            tracing::warn!(error = %e, room = %room_id, "could not post a notice");
        }
    }
}

/// Logs in (or restores the saved session) with the SQLite store in the data folder.
async fn connect(config: &Config) -> anyhow::Result<Client> {
    std::fs::create_dir_all(&config.data_dir)
        .with_context(|| format!("cannot create {}", config.data_dir.display()))?;
    let session_file = config.data_dir.join("session.json");
    let client = Client::builder()
        .homeserver_url(&config.homeserver)
        .sqlite_store(config.data_dir.join("store"), None)
        .build()
        .await
        .context("cannot set up the Matrix client")?;
    if let Ok(saved) = std::fs::read_to_string(&session_file) {
        let session: matrix_sdk::authentication::matrix::MatrixSession =
            serde_json::from_str(&saved).context("the saved session is unreadable")?;
        client
            .restore_session(session)
            .await
            .context("cannot restore the saved session")?;
        return Ok(client);
    }
    if let Some((token, device)) = &config.access_token {
        let session = matrix_sdk::authentication::matrix::MatrixSession {
            meta: matrix_sdk::SessionMeta {
                user_id: UserId::parse(&config.user)
                    .context("MATRIX_USER must be a full user id")?,
                device_id: device.as_str().into(),
            },
            tokens: matrix_sdk::SessionTokens {
                access_token: token.clone(),
                refresh_token: None,
            },
        };
        client
            .restore_session(session)
            .await
            .context("the access token was refused")?;
    } else {
        let password = config.password.as_deref().unwrap_or_default();
        client
            .matrix_auth()
            .login_username(&config.user, password)
            .initial_device_display_name("Kibitz")
            .await
            .context("login failed")?;
    }
    if let Some(session) = client.matrix_auth().session() {
        let json = serde_json::to_string(&session)?;
        write_private(&session_file, &json)?;
    }
    Ok(client)
}

/// Writes a file only its owner can read (it holds an access token).
fn write_private(path: &std::path::Path, text: &str) -> anyhow::Result<()> {
    use std::io::Write;
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    options.open(path)?.write_all(text.as_bytes())?;
    Ok(())
}

/// Connects and serves until the process is stopped.
///
/// # Errors
/// If login fails or the first sync never succeeds.
pub async fn run(config: Config, service: Arc<Service>) -> anyhow::Result<()> {
    let client = connect(&config).await?;
    // Sync once before the handlers exist, so messages from before the start are not answered.
    let mut delay = Duration::from_secs(1);
    let first = loop {
        match client.sync_once(SyncSettings::default()).await {
            Ok(response) => break response,
            Err(e) => {
                tracing::warn!(error = %e, "first sync failed; retrying");
                tokio::time::sleep(delay).await;
                delay = (delay * 2).min(Duration::from_secs(60));
            }
        }
    };
    // Invites that came while Kibitz was away.
    for room in client.invited_rooms() {
        if let Err(e) = room.join().await {
            tracing::warn!(error = %e, room = %room.room_id(), "could not join");
        }
    }
    client.add_event_handler_context(State {
        service: service.clone(),
        limits: Arc::new(crate::limits::UserLimits::default()),
    });
    client.add_event_handler(on_message);
    client.add_event_handler(on_invite);
    let ticker = client.clone();
    tokio::spawn(crate::game::ticker::tick_forever(
        service,
        TICK,
        move |notices| {
            let client = ticker.clone();
            async move { post_notices(&client, notices).await }
        },
    ));
    tracing::info!(user = ?client.user_id(), "connected to Matrix");
    client
        .sync(SyncSettings::default().token(first.next_batch))
        .await
        .context("syncing stopped")?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_with_the_prefix_or_the_short_form() {
        assert_eq!(
            command_text("!kibitz challenge suction @bob:example.org").as_deref(),
            Some("challenge suction @bob:example.org")
        );
        assert_eq!(command_text("!kibitz").as_deref(), Some("help"));
        assert_eq!(command_text("!move e2e4").as_deref(), Some("move e2e4"));
        assert_eq!(command_text("!mv e2e4").as_deref(), Some("mv e2e4"));
        assert_eq!(command_text("!party time"), None);
        assert_eq!(command_text("good move!"), None);
    }
}
