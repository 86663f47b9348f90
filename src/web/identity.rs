//! Who a visitor of the board inside a chat client is, as their platform vouches: on Matrix,
//! the OpenID token the widget API gave the page (`get_openid`), checked with the user's own
//! homeserver (`/_matrix/federation/v1/openid/userinfo`), which alone is trusted for its
//! users. A token is checked before anything is shown or kept; a refused one leaves nothing but
//! a counter.

use super::sign_in::{client, get_json, json, opened, refused, too_fast, unavailable};
use super::Web;
use crate::types::{ChannelId, Platform, User, UserId};
use axum::body::Bytes;
use axum::extract::{ConnectInfo, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use serde::Deserialize;
use std::net::SocketAddr;

/// Where Kibitz asks Matrix homeservers about their users' tokens: by default the server found
/// as federation finds it (`/.well-known/matrix/server`, else port 8448 over HTTPS); for the
/// servers an admin names (`KIBITZ_MATRIX_HOMESERVERS=example.org=https://matrix.example.org`),
/// at that address.
#[derive(Clone, Debug, Default)]
pub struct MatrixHomeservers(Vec<(String, String)>);

impl MatrixHomeservers {
    /// Reads `name=url` pairs, comma-separated.
    ///
    /// # Errors
    /// A pair that is not `name=http(s)://...`.
    pub fn parse(text: &str) -> Result<MatrixHomeservers, String> {
        let mut servers = Vec::new();
        for pair in text.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            match pair.split_once('=') {
                Some((name, url))
                    if server_name_ok(name)
                        && (url.starts_with("https://") || url.starts_with("http://")) =>
                {
                    servers.push((name.to_string(), url.trim_end_matches('/').to_string()));
                }
                _ => return Err(format!("'{pair}' is not server=https://address")),
            }
        }
        Ok(MatrixHomeservers(servers))
    }

    /// `name` at `url`, besides those already named.
    pub fn with(mut self, name: &str, url: &str) -> MatrixHomeservers {
        self.0
            .push((name.to_string(), url.trim_end_matches('/').to_string()));
        self
    }

    /// The address of homeserver `name`'s federation API.
    async fn address(&self, client: &reqwest::Client, name: &str) -> Option<String> {
        if let Some((_, url)) = self.0.iter().find(|(n, _)| n == name) {
            return Some(url.clone());
        }
        let delegated = async {
            let answer = client
                .get(format!("https://{name}/.well-known/matrix/server"))
                .send()
                .await
                .ok()?;
            let body: serde_json::Value =
                serde_json::from_slice(&answer.error_for_status().ok()?.bytes().await.ok()?)
                    .ok()?;
            let server = body["m.server"].as_str()?.to_string();
            server_name_ok(&server).then(|| format!("https://{server}"))
        };
        match delegated.await {
            Some(url) => Some(url),
            None if name.contains(':') => Some(format!("https://{name}")),
            None => Some(format!("https://{name}:8448")),
        }
    }
}

/// Which chat clients may show the board page in a frame (CSP `frame-ancestors`): Discord's,
/// for an Activity, and the Matrix clients an admin names (Element's web app by default).
#[derive(Clone, Debug)]
pub struct Framing(Vec<String>);

impl Framing {
    /// Element's web app.
    pub const ELEMENT: &'static str = "https://app.element.io";
    /// Where Discord shows an Activity's page from: its clients, and the Activity's proxy.
    const DISCORD: &'static str = "https://discord.com https://ptb.discord.com https://canary.discord.com https://*.discordsays.com";

    /// Reads web origins (`https://app.element.io`), space- or comma-separated.
    ///
    /// # Errors
    /// A word that is not an origin.
    pub fn parse(text: &str) -> Result<Framing, String> {
        let origins: Vec<String> = text
            .split([' ', ','])
            .filter(|o| !o.is_empty())
            .map(|o| o.trim_end_matches('/').to_string())
            .collect();
        match origins.iter().find(|o| !origin_ok(o)) {
            Some(bad) => Err(format!("'{bad}' is not a web origin (https://host[:port])")),
            None => Ok(Framing(origins)),
        }
    }

    /// The `frame-ancestors` sources of the board page.
    pub(super) fn ancestors(&self) -> String {
        std::iter::once(Self::DISCORD.to_string())
            .chain(self.0.iter().cloned())
            .collect::<Vec<_>>()
            .join(" ")
    }
}

impl Default for Framing {
    fn default() -> Framing {
        Framing(vec![Self::ELEMENT.to_string()])
    }
}

/// An origin a CSP source list may name: a scheme, a host and an optional port, nothing else.
fn origin_ok(origin: &str) -> bool {
    let host = origin
        .strip_prefix("https://")
        .or_else(|| origin.strip_prefix("http://"));
    host.is_some_and(|host| {
        !host.is_empty()
            && host
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || ".-:[]".contains(c))
    })
}

/// A server name as Matrix writes them: a host name, IPv4 or bracketed IPv6 address, and an
/// optional port.
fn server_name_ok(name: &str) -> bool {
    (1..=255).contains(&name.len())
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || ".-:[]".contains(c))
}

/// What the widget API's `get_openid` answered.
#[derive(Deserialize)]
struct OpenId {
    access_token: String,
    matrix_server_name: String,
}

#[derive(Deserialize)]
struct Asked {
    openid: OpenId,
    room_id: String,
}

/// A room id: `!opaque:server`, or `!hash` from room version 12 on.
fn room_id_ok(room: &str) -> bool {
    (2..=255).contains(&room.len())
        && room.starts_with('!')
        && room.chars().all(|c| c.is_ascii_graphic())
}

/// `POST /api/matrix/session` with `{"openid": <get_openid's answer>, "room_id": "!..."}`: a
/// session for the token's user in that room (200, `{"session", "user", "expires_in"}`), or
/// 401 with nothing kept.
pub(super) async fn matrix_session(
    State(web): State<Web>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    if let Some(busy) = too_fast(&web, peer, &headers) {
        return busy;
    }
    let user = match serde_json::from_slice::<Asked>(&body) {
        Ok(asked)
            if room_id_ok(&asked.room_id) && web.spent.first_use(&asked.openid.access_token) =>
        {
            verified(&web, &asked.openid)
                .await
                .map(|user| (user, asked.room_id))
        }
        _ => None,
    };
    let Some((user, room)) = user else {
        return refused(&web, "matrix");
    };
    // Named by their id's local part until the room tells their display name.
    let local = user.key().trim_start_matches('@');
    let named = User::new(user.clone(), local.split(':').next().unwrap_or(local));
    opened(&web, named, ChannelId::new(Platform::Matrix, &room)).await
}

/// `POST /api/session` with `{"session": "..."}`: whom the session is for and where
/// (`{"user", "place"}`), or 401.
pub(super) async fn session(State(web): State<Web>, body: Bytes) -> Response {
    #[derive(Deserialize)]
    struct Held {
        session: String,
    }
    let Ok(held) = serde_json::from_slice::<Held>(&body) else {
        return json(
            StatusCode::UNAUTHORIZED,
            &serde_json::json!({"error": "no session"}),
        );
    };
    let site = web.site.clone();
    match tokio::task::spawn_blocking(move || site.session(&held.session)).await {
        Ok(Ok(Some((user, place)))) => json(
            StatusCode::OK,
            &serde_json::json!({"user": user.key(), "place": place.key()}),
        ),
        Ok(Ok(None)) => json(
            StatusCode::UNAUTHORIZED,
            &serde_json::json!({"error": "no session"}),
        ),
        _ => unavailable(),
    }
}

/// The user `openid`'s token stands for, as its own homeserver says; none if it says nothing,
/// or names a user of another server.
async fn verified(web: &Web, openid: &OpenId) -> Option<UserId> {
    let server = openid.matrix_server_name.as_str();
    let token = openid.access_token.as_str();
    if !server_name_ok(server)
        || token.is_empty()
        || token.len() > 1024
        || !token.chars().all(|c| c.is_ascii_graphic())
    {
        return None;
    }
    let client = client()?;
    let address = web.access.matrix.address(&client, server).await?;
    let asked = client
        .get(format!("{address}/_matrix/federation/v1/openid/userinfo"))
        .query(&[("access_token", token)]);
    let body = get_json(asked).await?;
    let sub = body["sub"].as_str()?;
    // A homeserver vouches for its own users only.
    let (local, of) = sub.strip_prefix('@')?.split_once(':')?;
    let plain = !local.is_empty() && sub.len() <= 255 && sub.chars().all(|c| c.is_ascii_graphic());
    (plain && of == server).then(|| UserId::new(Platform::Matrix, sub))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn homeservers_are_named_with_their_addresses() {
        let servers = MatrixHomeservers::parse(
            "example.org=https://matrix.example.org/, localhost:8008=http://127.0.0.1:8008",
        )
        .unwrap();
        assert_eq!(
            servers.0,
            [
                (
                    "example.org".to_string(),
                    "https://matrix.example.org".to_string()
                ),
                (
                    "localhost:8008".to_string(),
                    "http://127.0.0.1:8008".to_string()
                )
            ]
        );
        assert!(MatrixHomeservers::parse("example.org").is_err());
        assert!(MatrixHomeservers::parse("a b=https://x").is_err());
        assert!(MatrixHomeservers::parse("example.org=ftp://x").is_err());
        assert!(Framing::parse("https://app.element.io, https://chat.example.org:8443").is_ok());
        for bad in [
            "app.element.io",
            "https://x; script-src *",
            "https://a/b",
            "javascript:x",
        ] {
            assert!(Framing::parse(bad).is_err(), "{bad}");
        }
        assert!(Framing::default()
            .ancestors()
            .ends_with("https://*.discordsays.com https://app.element.io"));
        assert!(room_id_ok("!abc:example.org"));
        assert!(room_id_ok("!2QHbOeIs-JB6Rltus5JRN6Py3Rog8Gef8aURsexVIck"));
        assert!(!room_id_ok("#alias:example.org") && !room_id_ok("!") && !room_id_ok("!a b"));
    }
}
