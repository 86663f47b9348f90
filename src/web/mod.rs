//! The HTTP side (`--http <address>`): a health check and Prometheus metrics for admins, and
//! a read-only page for every game and tournament that was linked in the chat (found by a
//! random key of 128 bits, and by nothing else), live while the game goes on.
//!
//! Players play on their own board page (`/play`, see [`play`]), whose script POSTs small
//! JSON bodies to `/play/board` and `/play/act`; everything else is GET and HEAD with no
//! request body. Each client address may ask so often (see [`PER_ADDRESS`]; behind a trusted
//! reverse proxy, the address it forwards for), each player's link act so often (see
//! [`PER_PLAYER`]); the address is 127.0.0.1 unless told otherwise.

mod cli;
mod client;
mod discord_sign_in;
mod html;
mod identity;
mod live;
mod metrics_route;
mod play;
mod sign_in;

pub use cli::{parse_address, probe, start_http, HttpArgs};
pub use client::TrustedProxies;
pub use discord_sign_in::DiscordSignIn;
pub use identity::{Framing, MatrixHomeservers};

use crate::game::Site;
use axum::extract::{ConnectInfo, Request, State};
use axum::http::{header, HeaderValue, StatusCode};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::Router;
use governor::{DefaultKeyedRateLimiter, Quota};
use std::net::{IpAddr, SocketAddr};
use std::num::NonZeroU32;
use std::sync::Arc;

/// Requests one client address may make: this many a second, in bursts of [`BURST`] (a page
/// with its board, script and style, then stepping through moves quickly).
const PER_ADDRESS: u32 = 20;
const BURST: u32 = 60;

/// Actions one player's link may send: this many a second, in bursts of [`PLAYER_BURST`].
const PER_PLAYER: u32 = 5;
const PLAYER_BURST: u32 = 10;

/// What every handler shares.
#[derive(Clone)]
struct Web {
    site: Site,
    limiter: Arc<DefaultKeyedRateLimiter<IpAddr>>,
    /// Each board link's actions, by its selector.
    players: Arc<DefaultKeyedRateLimiter<String>>,
    /// The sign-in codes and tokens already used: each signs in once.
    spent: Arc<sign_in::Spent>,
    /// Whose forwarding headers say who the client is.
    proxies: TrustedProxies,
    /// The watchers of the pages followed live.
    hub: Arc<live::Hub>,
    /// Who the chat clients' users are, and which clients may frame the board page.
    access: Access,
}

/// How the board inside a chat client is reached: where Matrix homeservers are asked who a
/// token stands for, and which clients may show the board page in a frame.
#[derive(Clone, Debug, Default)]
pub struct Access {
    pub matrix: MatrixHomeservers,
    pub framing: Framing,
    /// Discord's Activity, where the app has one.
    pub discord: Option<DiscordSignIn>,
}

/// Serves the HTTP side on `listener` until the process stops, each client known by its
/// address as `proxies` tell it.
///
/// # Errors
/// When serving fails (the listener broke).
pub async fn serve(
    listener: tokio::net::TcpListener,
    site: Site,
    proxies: TrustedProxies,
    access: Access,
) -> anyhow::Result<()> {
    metrics_route::install();
    let quota = Quota::per_second(NonZeroU32::new(PER_ADDRESS).unwrap_or(NonZeroU32::MIN))
        .allow_burst(NonZeroU32::new(BURST).unwrap_or(NonZeroU32::MIN));
    let per_player = Quota::per_second(NonZeroU32::new(PER_PLAYER).unwrap_or(NonZeroU32::MIN))
        .allow_burst(NonZeroU32::new(PLAYER_BURST).unwrap_or(NonZeroU32::MIN));
    // Followed before listening starts: the listener stops when no one follows.
    let changes = site.changes();
    let told = site.listen_for_changes();
    let web = Web {
        hub: Arc::new(live::Hub::new(changes, told)),
        site,
        limiter: Arc::new(DefaultKeyedRateLimiter::keyed(quota)),
        players: Arc::new(DefaultKeyedRateLimiter::keyed(per_player)),
        spent: Arc::default(),
        proxies,
        access,
    };
    let app = Router::new()
        .route("/healthz", get(healthz))
        .route("/metrics", get(metrics_route::metrics))
        .route("/game/{file}", get(html::game))
        .route("/game/{key}/{file}", get(html::game_file))
        .route("/tournament/{file}", get(html::tournament))
        .route("/tournament/{key}/{file}", get(html::tournament_file))
        .route("/static/{file}", get(html::asset))
        .route("/static/pieces/{file}", get(html::piece))
        .route("/", get(play::activity))
        .route("/play", get(play::page))
        .route("/play/board", post(play::board))
        .route("/play/act", post(play::act))
        .route("/api/matrix/session", post(identity::matrix_session))
        .route("/api/session", post(identity::session))
        .route("/api/discord/token", post(discord_sign_in::token))
        .route("/api/discord/session", post(discord_sign_in::session))
        .fallback(html::no_page)
        .layer(middleware::from_fn_with_state(web.clone(), guard))
        .with_state(web);
    axum::serve(
        listener,
        app.into_make_service_with_connect_info::<SocketAddr>(),
    )
    .await?;
    Ok(())
}

/// Binds `address` and serves the HTTP side there in the background; the address bound
/// (its port chosen by the system when it was 0).
///
/// # Errors
/// When the address cannot be bound.
pub async fn start(
    address: SocketAddr,
    site: Site,
    proxies: TrustedProxies,
) -> anyhow::Result<SocketAddr> {
    start_with(address, site, proxies, Access::default()).await
}

/// [`start`], the board inside chat clients reached as `access` says.
///
/// # Errors
/// When the address cannot be bound.
pub async fn start_with(
    address: SocketAddr,
    site: Site,
    proxies: TrustedProxies,
    access: Access,
) -> anyhow::Result<SocketAddr> {
    let listener = tokio::net::TcpListener::bind(address).await?;
    let bound = listener.local_addr()?;
    tokio::spawn(async move {
        if let Err(e) = serve(listener, site, proxies, access).await {
            tracing::error!(error = %e, "the HTTP side stopped");
        }
    });
    tracing::info!(%bound, "serving HTTP");
    Ok(bound)
}

/// Refuses request bodies (but the board page's small ones) and clients over their rate;
/// adds the headers every answer needs.
async fn guard(
    State(web): State<Web>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    request: Request,
    next: Next,
) -> Response {
    let headers = request.headers();
    // A length that is no number, or a body in chunks, is refused with every other body.
    let length = (headers.get(header::CONTENT_LENGTH))
        .map(|length| length.to_str().ok().and_then(|n| n.parse::<usize>().ok()));
    let path = request.uri().path();
    let body_allowed = request.method() == axum::http::Method::POST
        && (path.starts_with("/play/") || path.starts_with("/api/"));
    // The board page alone may be shown inside the chat clients (`/` is the Activity's).
    let framed = path == "/play" || path == "/";
    let refused = headers.contains_key(header::TRANSFER_ENCODING)
        || match length {
            None | Some(Some(0)) => false,
            Some(Some(n)) => !body_allowed || n > play::MAX_BODY,
            Some(None) => true,
        };
    if refused {
        return (StatusCode::PAYLOAD_TOO_LARGE, "no request bodies here\n").into_response();
    }
    if web
        .limiter
        .check_key(&web.proxies.client(peer.ip(), headers))
        .is_err()
    {
        let mut refused = (StatusCode::TOO_MANY_REQUESTS, "too many requests\n").into_response();
        refused
            .headers_mut()
            .insert(header::RETRY_AFTER, HeaderValue::from_static("1"));
        return refused;
    }
    if web.limiter.len() > 100_000 {
        web.limiter.retain_recent();
    }
    let mut response = next.run(request).await;
    let headers = response.headers_mut();
    for (name, value) in [
        (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        (header::REFERRER_POLICY, "no-referrer"),
    ] {
        headers.insert(name, HeaderValue::from_static(value));
    }
    const POLICY: &str = "default-src 'none'; img-src 'self'; style-src 'self'; script-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors";
    let ancestors = if framed {
        web.access.framing.ancestors()
    } else {
        headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
        "'none'".to_string()
    };
    if let Ok(policy) = HeaderValue::from_str(&format!("{POLICY} {ancestors}")) {
        headers.insert(header::CONTENT_SECURITY_POLICY, policy);
    }
    response
}

/// `GET /healthz`: 200 when the database answers and the chat is connected, else 503 with
/// the part that is down; a small JSON either way.
async fn healthz(State(web): State<Web>) -> Response {
    let site = web.site.clone();
    let Ok(health) = tokio::task::spawn_blocking(move || site.health()).await else {
        return StatusCode::INTERNAL_SERVER_ERROR.into_response();
    };
    let chat: serde_json::Map<String, serde_json::Value> = health
        .chat
        .iter()
        .map(|(part, up)| (part.clone(), (if *up { "up" } else { "down" }).into()))
        .collect();
    let body = serde_json::json!({
        "status": if health.ok() { "ok" } else { "down" },
        "database": health.database.as_ref().map_or("up", |_| "down"),
        "database_error": health.database,
        "chat": chat,
    });
    let status = if health.ok() {
        StatusCode::OK
    } else {
        StatusCode::SERVICE_UNAVAILABLE
    };
    let mut response = (status, body.to_string()).into_response();
    response.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    response
        .headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    response
}
