//! The fake Discord's OAuth2 and Activity side, as an Activity's sign-in uses it: the code
//! `code-<user id>` (or `code-<user id>-<more>`) exchanged (with the app's id and the secret `fake-secret`) for the token
//! `access-<user id>`, that token's user, and the Activity instances the test set up, read
//! with the bot's token. Anything else is refused as Discord refuses it.

use super::fake_discord::{Fake, APP};
use axum::http::{Method, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::{json, Value};

/// The app's client secret in the tests.
pub const CLIENT_SECRET: &str = "fake-secret";

/// A form body (`a=1&b=2`) as a JSON object, so that it is recorded like the rest.
pub fn form(bytes: &[u8]) -> Value {
    let text = String::from_utf8_lossy(bytes);
    let fields: serde_json::Map<String, Value> = text
        .split('&')
        .filter_map(|pair| pair.split_once('='))
        .map(|(k, v)| (k.to_string(), Value::String(v.replace("%2D", "-"))))
        .collect();
    if fields.is_empty() {
        Value::Null
    } else {
        Value::Object(fields)
    }
}

fn refused(status: StatusCode, error: &str) -> Response {
    (
        status,
        Json(json!({ "error": error, "message": error, "code": 0 })),
    )
        .into_response()
}

/// The answer to an OAuth2 or Activity request, or `None` for the other requests.
pub fn answer(
    fake: &Fake,
    method: &Method,
    segments: &[&str],
    authorization: &str,
    body: &Value,
) -> Option<Response> {
    Some(match (method.as_str(), segments) {
        ("POST", ["oauth2", "token"]) => {
            let field = |name: &str| body[name].as_str().unwrap_or_default().to_string();
            // `code-<user>`, or `code-<user>-<anything>` for another code of theirs.
            let code = field("code");
            let user = (code.strip_prefix("code-"))
                .and_then(|rest| rest.split('-').next())
                .map(str::to_string);
            let app_ok = field("client_id") == APP.to_string()
                && field("client_secret") == CLIENT_SECRET
                && field("grant_type") == "authorization_code";
            match user.filter(|u| app_ok && u.parse::<u64>().is_ok()) {
                Some(user) => Json(json!({
                    "access_token": format!("access-{user}"),
                    "token_type": "Bearer",
                    "expires_in": 604_800,
                    "refresh_token": format!("refresh-{user}"),
                    "scope": "identify guilds",
                }))
                .into_response(),
                None => refused(StatusCode::BAD_REQUEST, "invalid_grant"),
            }
        }
        ("GET", ["users", "@me"]) => {
            let user = authorization.strip_prefix("Bearer access-");
            match user.filter(|u| u.parse::<u64>().is_ok()) {
                Some(id) => Json(json!({
                    "id": id, "username": format!("player{}", &id[id.len() - 1..]),
                    "global_name": format!("Player {}", &id[id.len() - 1..]),
                    "discriminator": "0", "avatar": null,
                }))
                .into_response(),
                None => refused(StatusCode::UNAUTHORIZED, "401: Unauthorized"),
            }
        }
        ("GET", ["applications", app, "activity-instances", instance]) => {
            if authorization != "Bot fake-token" || *app != APP.to_string() {
                return Some(refused(StatusCode::UNAUTHORIZED, "401: Unauthorized"));
            }
            let instances = fake.activity_instances.lock().unwrap();
            match instances.iter().find(|(id, _, _)| id == instance) {
                Some((id, channel, users)) => Json(json!({
                    "application_id": APP.to_string(),
                    "instance_id": id,
                    "launch_id": "1",
                    "location": {"id": format!("gc-{channel}"), "kind": "gc", "channel_id": channel.to_string(), "guild_id": super::fake_discord::GUILD.to_string()},
                    "users": users.iter().map(u64::to_string).collect::<Vec<_>>(),
                }))
                .into_response(),
                None => refused(StatusCode::NOT_FOUND, "404: Not Found"),
            }
        }
        _ => return None,
    })
}
