//! Rate limits behind `DISCORD_PROXY`. There serenity's own rate limiter is off (it would send
//! past the proxy, straight to Discord), and a 429 the proxy passes on reaches Kibitz as an
//! error without its `retry_after`. So serenity sends to this relay on 127.0.0.1, which passes
//! every request to the proxy as it came and, on a 429, waits as long as Discord asked
//! (`Retry-After`, `X-RateLimit-Reset-After`, or `retry_after` in the body) and sends it
//! again, within [`LONGEST_WAIT`]; a longer limit goes back to the caller as the 429 it is.

use anyhow::Context as _;
use axum::body::{to_bytes, Body, Bytes};
use axum::extract::{Request, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use std::time::Duration;

/// The longest Kibitz waits out one rate limit; a longer one is the caller's to handle.
const LONGEST_WAIT: Duration = Duration::from_secs(10);
/// How many times one request is sent again after a 429.
const RESENDS: usize = 3;
/// The largest request passed on (Discord's own limit on uploads is lower).
const MAX_BODY: usize = 64 << 20;

#[derive(Clone)]
struct Relay {
    upstream: String,
    client: reqwest::Client,
}

/// Starts the relay to `upstream` (the proxy's base URL); its own base URL, for serenity.
///
/// # Errors
/// If no local port can be had.
pub async fn start(upstream: &str) -> anyhow::Result<String> {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .context("cannot open the local relay for DISCORD_PROXY")?;
    let address = listener.local_addr()?;
    let relay = Relay {
        upstream: upstream.trim_end_matches('/').to_string(),
        client: reqwest::Client::new(),
    };
    let app = axum::Router::new().fallback(pass_on).with_state(relay);
    tokio::spawn(async move {
        if let Err(e) = axum::serve(listener, app).await {
            tracing::error!(error = %e, "the relay for DISCORD_PROXY stopped");
        }
    });
    Ok(format!("http://{address}"))
}

async fn pass_on(State(relay): State<Relay>, request: Request) -> Response {
    let (parts, body) = request.into_parts();
    let Ok(body) = to_bytes(body, MAX_BODY).await else {
        return (StatusCode::PAYLOAD_TOO_LARGE, "request too large").into_response();
    };
    let path = parts.uri.path_and_query().map_or("/", |p| p.as_str());
    let url = format!("{}{path}", relay.upstream);
    let mut headers = parts.headers;
    without_hop_headers(&mut headers);
    headers.remove(header::HOST);
    let mut resends = 0;
    loop {
        let sent = relay
            .client
            .request(parts.method.clone(), &url)
            .headers(headers.clone())
            .body(body.clone())
            .send()
            .await;
        let response = match sent {
            Ok(response) => response,
            Err(e) => {
                tracing::info!(error = %e, "DISCORD_PROXY could not be reached");
                return (
                    StatusCode::BAD_GATEWAY,
                    "DISCORD_PROXY could not be reached",
                )
                    .into_response();
            }
        };
        let status = response.status();
        let mut response_headers = response.headers().clone();
        without_hop_headers(&mut response_headers);
        let bytes = response.bytes().await.unwrap_or_default();
        if status == StatusCode::TOO_MANY_REQUESTS && resends < RESENDS {
            if let Some(wait) =
                retry_after(&response_headers, &bytes).filter(|w| *w <= LONGEST_WAIT)
            {
                tracing::info!(
                    wait_ms = wait.as_millis() as u64,
                    path,
                    "rate limited; waiting as asked"
                );
                metrics::counter!(crate::meters::SEND_RETRIES, "platform" => "discord")
                    .increment(1);
                tokio::time::sleep(wait).await;
                resends += 1;
                continue;
            }
        }
        let mut out = Response::new(Body::from(bytes));
        *out.status_mut() = status;
        *out.headers_mut() = response_headers;
        return out;
    }
}

/// Headers about one connection or one body's framing, which each side sets for itself.
fn without_hop_headers(headers: &mut HeaderMap) {
    for name in [
        header::CONNECTION,
        header::CONTENT_LENGTH,
        header::TRANSFER_ENCODING,
        header::UPGRADE,
    ] {
        headers.remove(name);
    }
}

/// How long a 429 asks to wait: the `Retry-After` header (seconds, fractions allowed as
/// Discord sends them), else `X-RateLimit-Reset-After`, else `retry_after` in the JSON body.
pub fn retry_after(headers: &HeaderMap, body: &Bytes) -> Option<Duration> {
    let seconds = |name: &str| {
        headers
            .get(name)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.trim().parse::<f64>().ok())
    };
    let from_body = || {
        serde_json::from_slice::<serde_json::Value>(body)
            .ok()?
            .get("retry_after")?
            .as_f64()
    };
    let seconds = seconds("retry-after")
        .or_else(|| seconds("x-ratelimit-reset-after"))
        .or_else(from_body)?;
    (seconds.is_finite() && seconds >= 0.0).then(|| Duration::from_secs_f64(seconds))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_wait_comes_from_the_headers_or_the_body() {
        let mut headers = HeaderMap::new();
        let body = Bytes::from_static(
            br#"{"message": "You are being rate limited.", "retry_after": 2.5, "global": false}"#,
        );
        assert_eq!(
            retry_after(&headers, &body),
            Some(Duration::from_millis(2500))
        );
        headers.insert("x-ratelimit-reset-after", "1.25".parse().unwrap());
        assert_eq!(
            retry_after(&headers, &body),
            Some(Duration::from_millis(1250))
        );
        headers.insert("retry-after", "3".parse().unwrap());
        assert_eq!(retry_after(&headers, &body), Some(Duration::from_secs(3)));
        assert_eq!(
            retry_after(&HeaderMap::new(), &Bytes::from_static(b"busy")),
            None
        );
        let negative = Bytes::from_static(br#"{"retry_after": -1}"#);
        assert_eq!(retry_after(&HeaderMap::new(), &negative), None);
    }
}
