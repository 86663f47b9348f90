//! Who a visitor of the board in a Discord Activity is, as Discord vouches: the page's
//! Embedded App SDK asks Discord to `authorize` and gets a code; Kibitz exchanges it for an
//! access token with the app's secret (`POST /api/discord/token`, as the SDK's examples
//! expect), reads the user with that token, and checks with the bot's token that the user is
//! in that Activity's instance and learns its channel (`POST /api/discord/session`). Requests
//! go where every Discord request of the bot goes (`DISCORD_PROXY`, else Discord).

use super::sign_in::{client, get_json, json, opened, refused, too_fast};
use super::Web;
use crate::types::{ChannelId, DiscordApp, Platform, User, UserId};
use axum::body::Bytes;
use axum::extract::{ConnectInfo, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use std::net::SocketAddr;

/// The app's OAuth2 credentials and the bot's token, to sign Activity players in. Never
/// printed: its `Debug` hides the secrets.
#[derive(Clone)]
pub struct DiscordSignIn {
    pub app: DiscordApp,
    pub bot_token: String,
    /// Where requests go instead of Discord (`DISCORD_PROXY`), if anywhere.
    pub api_base: Option<String>,
}

impl std::fmt::Debug for DiscordSignIn {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DiscordSignIn")
            .field("app", &self.app)
            .field("api_base", &self.api_base)
            .finish_non_exhaustive()
    }
}

impl DiscordSignIn {
    fn api(&self, path: &str) -> String {
        let base = self.api_base.as_deref().unwrap_or("https://discord.com");
        format!("{}/api/v10{path}", base.trim_end_matches('/'))
    }

    /// The access token Discord gives for `code`.
    async fn exchange(&self, client: &reqwest::Client, code: &str) -> Option<String> {
        let form = [
            ("client_id", self.app.client_id.as_str()),
            ("client_secret", self.app.client_secret.as_str()),
            ("grant_type", "authorization_code"),
            ("code", code),
        ];
        let answer = client
            .post(self.api("/oauth2/token"))
            .form(&form)
            .send()
            .await
            .ok()?
            .error_for_status()
            .ok()?;
        let body: serde_json::Value = serde_json::from_slice(&answer.bytes().await.ok()?).ok()?;
        body["access_token"]
            .as_str()
            .filter(|t| token_ok(t))
            .map(String::from)
    }

    /// The user `access_token` stands for, and the channel of the Activity `instance` if
    /// that user is in it.
    async fn member(
        &self,
        client: &reqwest::Client,
        access_token: &str,
        instance: &str,
    ) -> Option<(User, ChannelId)> {
        let me = get_json(client.get(self.api("/users/@me")).bearer_auth(access_token)).await?;
        let id = me["id"].as_str().filter(|id| snowflake(id))?;
        let name = (me["global_name"].as_str())
            .or_else(|| me["username"].as_str())
            .unwrap_or(id);
        let path = format!(
            "/applications/{}/activity-instances/{instance}",
            self.app.client_id
        );
        let activity = get_json(
            client
                .get(self.api(&path))
                .header("authorization", format!("Bot {}", self.bot_token)),
        )
        .await?;
        let users = activity["users"].as_array()?;
        if !users.iter().any(|user| user.as_str() == Some(id)) {
            return None;
        }
        let channel = activity["location"]["channel_id"]
            .as_str()
            .filter(|c| snowflake(c))?;
        let user = User::new(UserId::new(Platform::Discord, id), name);
        Some((user, ChannelId::new(Platform::Discord, channel)))
    }
}

/// A snowflake: Discord's ids are decimal numbers.
fn snowflake(id: &str) -> bool {
    (1..=20).contains(&id.len()) && id.bytes().all(|b| b.is_ascii_digit())
}

/// An OAuth2 code or token, or an Activity instance's id: plain printable characters.
fn token_ok(token: &str) -> bool {
    (1..=512).contains(&token.len())
        && token
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"-_.~:".contains(&b))
}

/// The app's Activity, if it has one here (404 otherwise), and the rate of tries.
fn allowed<'w>(
    web: &'w Web,
    peer: SocketAddr,
    headers: &HeaderMap,
) -> Result<&'w DiscordSignIn, Box<Response>> {
    let Some(discord) = web.access.discord.as_ref() else {
        return Err(Box::new(StatusCode::NOT_FOUND.into_response()));
    };
    match too_fast(web, peer, headers) {
        Some(busy) => Err(Box::new(busy)),
        None => Ok(discord),
    }
}

/// `POST /api/discord/token` with `{"code": "..."}`: `{"access_token": "..."}` for the
/// Activity's page to `authenticate` with, or 401.
pub(super) async fn token(
    State(web): State<Web>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    #[derive(Deserialize)]
    struct Asked {
        code: String,
    }
    let discord = match allowed(&web, peer, &headers) {
        Ok(discord) => discord,
        Err(refusal) => return *refusal,
    };
    let code = serde_json::from_slice::<Asked>(&body)
        .ok()
        .map(|a| a.code)
        .filter(|c| token_ok(c) && web.spent.first_use(c));
    let exchanged = match (code, client()) {
        (Some(code), Some(client)) => discord.exchange(&client, &code).await,
        _ => None,
    };
    match exchanged {
        Some(access_token) => json(
            StatusCode::OK,
            &serde_json::json!({ "access_token": access_token }),
        ),
        None => refused(&web, "discord"),
    }
}

/// `POST /api/discord/session` with `{"access_token", "instance_id"}`: a session for that
/// user in the Activity's channel, if they are in that instance (`{session, user,
/// expires_in}`), or 401 with nothing kept.
pub(super) async fn session(
    State(web): State<Web>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    #[derive(Deserialize)]
    struct Asked {
        access_token: String,
        instance_id: String,
    }
    let discord = match allowed(&web, peer, &headers) {
        Ok(discord) => discord,
        Err(refusal) => return *refusal,
    };
    let asked = serde_json::from_slice::<Asked>(&body)
        .ok()
        .filter(|a| token_ok(&a.access_token) && token_ok(&a.instance_id));
    let member = match (asked, client()) {
        (Some(asked), Some(client)) => {
            discord
                .member(&client, &asked.access_token, &asked.instance_id)
                .await
        }
        _ => None,
    };
    let Some((user, place)) = member else {
        return refused(&web, "discord");
    };
    opened(&web, user, place).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secrets_are_never_printed_and_odd_input_is_no_token() {
        let sign_in = DiscordSignIn {
            app: DiscordApp {
                client_id: "42".into(),
                client_secret: "very-secret".into(),
            },
            bot_token: "bot-secret".into(),
            api_base: None,
        };
        let shown = format!("{sign_in:?}");
        assert!(
            !shown.contains("very-secret") && !shown.contains("bot-secret"),
            "{shown}"
        );
        assert_eq!(
            sign_in.api("/users/@me"),
            "https://discord.com/api/v10/users/@me"
        );
        assert!(token_ok("abc-DEF_123") && !token_ok("") && !token_ok("a b") && !token_ok("a/b"));
        assert!(snowflake("123456789012345678") && !snowflake("12a") && !snowflake(""));
    }
}
