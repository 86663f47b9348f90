//! What the sign-ins of the board inside chat clients share (Discord's Activity, Matrix's
//! widget): outbound requests to the platform, the codes and tokens spent, the rate of tries,
//! and the session opened or the refusal.

use super::Web;
use crate::types::{ChannelId, User};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use std::net::SocketAddr;
use std::time::Duration;

/// How long a platform has to answer.
const TIMEOUT: Duration = Duration::from_secs(10);

/// A client for the platform's checks: a short timeout, and no redirect followed.
pub(super) fn client() -> Option<reqwest::Client> {
    reqwest::Client::builder()
        .timeout(TIMEOUT)
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .ok()
}

/// The JSON `request` is answered with, if it succeeds.
pub(super) async fn get_json(request: reqwest::RequestBuilder) -> Option<serde_json::Value> {
    let answer = request.send().await.ok()?.error_for_status().ok()?;
    serde_json::from_slice(&answer.bytes().await.ok()?).ok()
}

pub(super) fn json(status: StatusCode, body: &serde_json::Value) -> Response {
    (
        status,
        [("content-type", "application/json")],
        body.to_string(),
    )
        .into_response()
}

pub(super) fn unavailable() -> Response {
    (
        StatusCode::SERVICE_UNAVAILABLE,
        "the database is unavailable\n",
    )
        .into_response()
}

/// A sign-in `platform` did not vouch for: 401, and nothing kept but the counter.
pub(super) fn refused(web: &Web, platform: &'static str) -> Response {
    web.site.session_refused(platform);
    let body = serde_json::json!({"error": "not signed in: the platform did not vouch for this user here"});
    json(StatusCode::UNAUTHORIZED, &body)
}

/// Each try asks the platform: a few a second per visitor, else 429.
pub(super) fn too_fast(web: &Web, peer: SocketAddr, headers: &HeaderMap) -> Option<Response> {
    let visitor = format!("sign-in {}", web.proxies.client(peer.ip(), headers));
    web.players.check_key(&visitor).is_err().then(|| {
        (
            StatusCode::TOO_MANY_REQUESTS,
            [("retry-after", "1")],
            "too many requests\n",
        )
            .into_response()
    })
}

/// A session opened for `user` in `place`: `{session, user, expires_in}`.
pub(super) async fn opened(web: &Web, user: User, place: ChannelId) -> Response {
    let site = web.site.clone();
    let opened = tokio::task::spawn_blocking(move || {
        site.open_session(&user, &place)
            .map(|s| s.map(|s| (s, user)))
    })
    .await;
    match opened {
        Ok(Ok(Some((session, user)))) => json(
            StatusCode::OK,
            &serde_json::json!({
                "session": session.secret,
                "user": user.id.key(),
                "expires_in": session.seconds,
            }),
        ),
        _ => unavailable(),
    }
}

/// The sign-in codes and tokens used in the last hour (an OpenID token lives an hour, an OAuth2
/// code minutes), by digest: each is used once, so that one seen in a page or a log cannot
/// sign in again.
#[derive(Default)]
pub(super) struct Spent(std::sync::Mutex<std::collections::HashMap<[u8; 32], std::time::Instant>>);

impl Spent {
    /// Whether `token` is used for the first time (it is spent from now on).
    pub(super) fn first_use(&self, token: &str) -> bool {
        use sha2::{Digest, Sha256};
        const KEPT: Duration = Duration::from_secs(3600);
        let digest: [u8; 32] = Sha256::digest(token.as_bytes()).into();
        let now = std::time::Instant::now();
        let mut spent = self
            .0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if spent.len() > 100_000 {
            spent.retain(|_, at| now.duration_since(*at) < KEPT);
        }
        match spent.get(&digest) {
            Some(at) if now.duration_since(*at) < KEPT => false,
            _ => {
                spent.insert(digest, now);
                true
            }
        }
    }
}
