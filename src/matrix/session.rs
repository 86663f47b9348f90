//! The session with the homeserver: logging in (or restoring the saved session), and the
//! position in the event stream up to which Kibitz has handled every message, which it keeps
//! itself and sets matrix-sdk's own position back to after a restart.

use super::Config;
use anyhow::Context as _;
use matrix_sdk::config::SyncSettings;
use matrix_sdk::ruma::api::client::filter::FilterDefinition;
use matrix_sdk::ruma::api::client::sync::sync_events::v3::Filter;
use matrix_sdk::ruma::UserId;
use matrix_sdk::store::{StateStoreDataKey, StateStoreDataValue};
use matrix_sdk::Client;
use std::path::Path;
use std::time::Duration;

/// How long the homeserver may hold a sync open when nothing happens.
const LONG_POLL: Duration = Duration::from_secs(30);
/// The most messages of a room one sync brings (homeservers bring 10 unless asked): after an
/// outage, every command sent meanwhile must come.
const TIMELINE_LIMIT: u32 = 200;
/// The file in the data folder that holds the position in the event stream up to which every
/// message has been handled.
const SYNC_TOKEN_FILE: &str = "sync-token";

/// Logs in (or restores the saved session) with the SQLite store in the data folder.
pub async fn connect(config: &Config) -> anyhow::Result<Client> {
    std::fs::create_dir_all(&config.data_dir)
        .with_context(|| format!("cannot create {}", config.data_dir.display()))?;
    let session_file = config.data_dir.join("session.json");
    let client = Client::builder()
        .homeserver_url(&config.homeserver)
        .sqlite_store(config.data_dir.join("store"), None)
        .build()
        .await
        .context("cannot set up the Matrix client")?;
    if let Some(token) = saved_token(&config.data_dir) {
        // matrix-sdk saves its own position in the stream as soon as it has read a response,
        // before Kibitz has handled its messages, and ignores a response that ends where its
        // position is ("the same sync response twice"). Before the session is restored (which
        // loads that position), it is set back to where Kibitz has handled everything, so the
        // messages a stop cut off are delivered again.
        client
            .state_store()
            .set_kv_data(
                StateStoreDataKey::SyncToken,
                StateStoreDataValue::SyncToken(token),
            )
            .await
            .context("cannot set matrix-sdk's sync position")?;
    }
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

/// The saved position in the event stream, if any.
pub fn saved_token(data_dir: &Path) -> Option<String> {
    std::fs::read_to_string(data_dir.join(SYNC_TOKEN_FILE))
        .ok()
        .map(|t| t.trim().to_string())
        .filter(|t| !t.is_empty())
}

/// Saves the position in the event stream, atomically (a new file renamed over the old one).
pub fn save_token(data_dir: &Path, token: &str) {
    let (file, partial) = (
        data_dir.join(SYNC_TOKEN_FILE),
        data_dir.join(format!("{SYNC_TOKEN_FILE}.part")),
    );
    if let Err(e) = std::fs::write(&partial, token).and_then(|()| std::fs::rename(&partial, &file))
    {
        tracing::warn!(error = %e, "could not save the sync position");
    }
}

/// Syncs once, retrying with growing pauses until the homeserver answers.
pub async fn sync_until_answered(
    client: &Client,
    settings: SyncSettings,
    connections: &crate::game::Connections,
) -> matrix_sdk::sync::SyncResponse {
    let mut delay = Duration::from_secs(1);
    loop {
        match client.sync_once(settings.clone()).await {
            Ok(response) => {
                connections.connected(SYNC_PART, true);
                return response;
            }
            Err(e) => {
                connections.connected(SYNC_PART, false);
                tracing::warn!(error = %e, "sync failed; retrying");
                tokio::time::sleep(delay).await;
                delay = (delay * 2).min(Duration::from_secs(60));
            }
        }
    }
}

/// How the sync is named in the health check.
pub const SYNC_PART: &str = "matrix sync";

/// How every sync after the first goes on from `token`: held open up to [`LONG_POLL`], room
/// messages up to [`TIMELINE_LIMIT`].
pub fn sync_settings(token: &str) -> SyncSettings {
    SyncSettings::default()
        .token(token)
        .timeout(LONG_POLL)
        .filter(sync_filter())
}

/// The filter of every sync after the first: room messages up to [`TIMELINE_LIMIT`].
fn sync_filter() -> Filter {
    let mut filter = FilterDefinition::default();
    filter.room.timeline.limit = Some(TIMELINE_LIMIT.into());
    Filter::FilterDefinition(filter)
}
