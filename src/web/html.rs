//! The pages of games and tournaments: server-rendered HTML with a small style sheet and
//! script (stepping through moves, following live), their pictures and the PGN. The words
//! come from the game layer ([`crate::game::page_words`] and what the pages say), in the
//! reader's language (`Accept-Language`); user text is escaped.

use super::Web;
use crate::game::{board_alt, is_key, page_words, GamePage, PageImage, PageWords, Site};
use crate::game::{TournamentPage, Unavailable};
use crate::render::escape;
use crate::types::Lang;
use axum::extract::{Path, Query, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{Html, IntoResponse, Response};
use std::collections::HashMap;

const STYLE: &str = include_str!("../../assets/web/kibitz.css");
const SCRIPT: &str = include_str!("../../assets/web/game.js");
const PLAY_SCRIPT: &str = include_str!("../../assets/web/play.js");
const WIDGET_SCRIPT: &str = include_str!("../../assets/web/widget.js");
const ACTIVITY_SCRIPT: &str = include_str!("../../assets/web/activity.js");
/// Discord's Embedded App SDK, vendored (see `scripts/vendor-discord-sdk.sh`).
const DISCORD_SDK: &str = include_str!("../../assets/web/vendor/discord-sdk.mjs");
const DISCORD_SDK_LICENSES: &str = include_str!("../../assets/web/vendor/discord-sdk.LICENSES.txt");

/// Runs a page's read on a blocking thread: its answer, or 503 when the database failed.
pub(super) async fn read<T: Send + 'static>(
    web: &Web,
    f: impl FnOnce(&Site) -> Result<Option<T>, Unavailable> + Send + 'static,
) -> Result<Option<T>, Response> {
    let site = web.site.clone();
    match tokio::task::spawn_blocking(move || f(&site)).await {
        Ok(Ok(found)) => Ok(found),
        _ => Err((StatusCode::SERVICE_UNAVAILABLE, "try again in a moment\n").into_response()),
    }
}

/// A page's picture read on a blocking thread, as [`read`] does, and answered as a PNG.
async fn image(
    web: &Web,
    f: impl FnOnce(&Site) -> Result<Option<PageImage>, Unavailable> + Send + 'static,
) -> Result<Option<Response>, Response> {
    read(web, f).await.map(|image| image.map(png))
}

fn png(image: PageImage) -> Response {
    let cache = if image.immutable {
        "public, max-age=31536000, immutable"
    } else {
        "no-cache"
    };
    (
        [
            (header::CONTENT_TYPE, "image/png"),
            (header::CACHE_CONTROL, cache),
            // Its captions are in the reader's language.
            (header::VARY, "Accept-Language"),
        ],
        image.png,
    )
        .into_response()
}

/// The reader's language: the first of `Accept-Language` (by its weights) that Kibitz
/// speaks, else English.
pub(super) fn language(headers: &HeaderMap) -> Lang {
    let Some(accepted) = headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|h| h.to_str().ok())
    else {
        return Lang::default();
    };
    let mut ranges: Vec<(f32, &str)> = accepted
        .split(',')
        .map(|range| {
            let mut parts = range.split(';');
            let tag = parts.next().unwrap_or_default().trim();
            let weight = parts
                .find_map(|p| p.trim().strip_prefix("q="))
                .and_then(|q| q.parse::<f32>().ok())
                .unwrap_or(1.0);
            (weight, tag)
        })
        .filter(|(weight, _)| *weight > 0.0)
        .collect();
    // Stable: of equal weights, the first named comes first.
    ranges.sort_by(|a, b| b.0.total_cmp(&a.0));
    ranges
        .into_iter()
        .find_map(|(_, tag)| Lang::parse(tag))
        .unwrap_or_default()
}

/// The address pages are reached at: the public one, else the one this request named.
fn base(site: &Site, headers: &HeaderMap) -> String {
    if let Some(url) = site.public_url() {
        return url.to_string();
    }
    let host = headers
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .filter(|h| {
            h.chars()
                .all(|c| c.is_ascii_alphanumeric() || ".-:[]".contains(c))
        })
        .unwrap_or("127.0.0.1");
    format!("http://{host}")
}

/// A whole page around `main`, with its script from `/static/` if any.
pub(super) fn page(
    lang: Lang,
    title: &str,
    head: &str,
    main: &str,
    script: Option<&str>,
) -> Html<String> {
    let script = script.map_or_else(String::new, |file| {
        format!(r#"<script type="module" src="/static/{file}"></script>"#)
    });
    Html(format!(
        "<!doctype html>\n<html lang=\"{lang}\" dir=\"{dir}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>{}</title><link rel=\"stylesheet\" href=\"/static/kibitz.css\">{head}{script}</head>\
         <body><main id=\"page\">{main}</main><footer>{}</footer></body></html>\n",
        escape(title),
        escape(&page_words(lang).footer),
        dir = if lang.right_to_left() { "rtl" } else { "ltr" },
    ))
}

/// The fallback: any path that is not a page.
pub(super) async fn no_page(headers: HeaderMap) -> Response {
    not_found(language(&headers))
}

fn not_found(lang: Lang) -> Response {
    let w = page_words(lang);
    let main = format!(
        "<h1>{}</h1><p>{}</p>",
        escape(&w.not_found),
        escape(&w.not_found_text)
    );
    (
        StatusCode::NOT_FOUND,
        page(lang, &w.not_found, "", &main, None),
    )
        .into_response()
}

/// A page's file name split into its key and extension (`""` for the page itself), when the
/// key could be one.
fn key_of(file: &str) -> Option<(String, &str)> {
    let (key, extension) = file.split_once('.').unwrap_or((file, ""));
    is_key(key).then(|| (key.to_string(), extension))
}

/// What was found, a 404 page for nothing, or the 503 of a failed read.
fn answer(lang: Lang, found: Result<Option<Response>, Response>) -> Response {
    match found {
        Ok(Some(response)) => response,
        Ok(None) => not_found(lang),
        Err(unavailable) => unavailable,
    }
}

/// The events of a page of `kind` that follows what `version` reads for `key` (404 when
/// there is none).
async fn events(
    web: &Web,
    kind: &str,
    key: String,
    version: fn(&Site, &str) -> Result<Option<u64>, Unavailable>,
) -> Response {
    let k = key.clone();
    match read(web, move |s| version(s, &k)).await {
        Ok(Some(now)) => {
            let site = web.site.clone();
            let page = format!("{kind}/{key}");
            (web.hub)
                .follow(page, now, move || version(&site, &key))
                .into_response()
        }
        other => answer(Lang::default(), other.map(|_| None)),
    }
}

/// `GET /game/<key>` (the page), `/game/<key>.png` (the board now), `/game/<key>.pgn`.
pub(super) async fn game(
    State(web): State<Web>,
    Path(file): Path<String>,
    Query(query): Query<HashMap<String, String>>,
    headers: HeaderMap,
) -> Response {
    let lang = language(&headers);
    let Some((key, extension)) = key_of(&file) else {
        return not_found(lang);
    };
    let found = match extension {
        "" => {
            let ply = query.get("ply").and_then(|p| p.parse::<usize>().ok());
            let (k, base) = (key.clone(), base(&web.site, &headers));
            read(&web, move |s| s.game_page(&k, lang))
                .await
                .map(|page| page.map(|p| game_html(lang, &p, &key, &base, ply).into_response()))
        }
        "png" => image(&web, move |s| s.game_board(&key, None, lang)).await,
        "pgn" => read(&web, move |s| s.game_pgn(&key, lang))
            .await
            .map(|pgn| {
                pgn.map(|(name, text)| {
                    let disposition = format!("attachment; filename=\"{name}\"");
                    let mut response = text.into_response();
                    let headers = response.headers_mut();
                    headers.insert(
                        header::CONTENT_TYPE,
                        HeaderValue::from_static("application/x-chess-pgn; charset=utf-8"),
                    );
                    if let Ok(value) = HeaderValue::from_str(&disposition) {
                        headers.insert(header::CONTENT_DISPOSITION, value);
                    }
                    response
                })
            }),
        _ => Ok(None),
    };
    answer(lang, found)
}

/// `GET /game/<key>/<ply>.png`, `/game/<key>/analysis.png`, `/game/<key>/events`.
pub(super) async fn game_file(
    State(web): State<Web>,
    Path((key, file)): Path<(String, String)>,
    headers: HeaderMap,
) -> Response {
    let lang = language(&headers);
    if !is_key(&key) {
        return not_found(lang);
    }
    let found = match file.as_str() {
        "events" => return events(&web, "game", key, Site::game_version).await,
        "analysis.png" => image(&web, move |s| s.game_analysis_graph(&key)).await,
        other => match other
            .strip_suffix(".png")
            .and_then(|p| p.parse::<u32>().ok())
        {
            Some(ply) => image(&web, move |s| s.game_board(&key, Some(ply), lang)).await,
            None => Ok(None),
        },
    };
    answer(lang, found)
}

/// The page of a game, at move `ply` (the latest if none or past it).
fn game_html(lang: Lang, p: &GamePage, key: &str, base: &str, ply: Option<usize>) -> Html<String> {
    let w = &page_words(lang);
    let last = p.moves.len();
    let at = ply.unwrap_or(last).min(last);
    let board_src = |ply: usize| format!("/game/{key}/{ply}.png");
    let notation = |ply: usize| (ply > 0).then(|| p.moves[ply - 1].san.as_str());
    let head = format!(
        "<meta property=\"og:type\" content=\"website\">\
         <meta property=\"og:title\" content=\"{title}\">\
         <meta property=\"og:description\" content=\"{status}\">\
         <meta property=\"og:image\" content=\"{base}/game/{key}.png\">\
         <meta property=\"og:image:alt\" content=\"{alt}\">\
         <meta name=\"twitter:card\" content=\"summary_large_image\">\
         <meta name=\"description\" content=\"{status}\">",
        title = escape(&p.title),
        status = escape(&p.status),
        base = escape(base),
        alt = escape(&board_alt(lang, &p.title, last, notation(last))),
    );
    let mut moves = String::new();
    for (i, mv) in p.moves.iter().enumerate() {
        let ply = i + 1;
        if let Some(number) = &mv.number {
            moves.push_str(&format!(
                "<span class=\"number\">{}</span> ",
                escape(number)
            ));
        }
        let current = if ply == at {
            " aria-current=\"step\""
        } else {
            ""
        };
        moves.push_str(&format!(
            "<a href=\"?ply={ply}\" data-ply=\"{ply}\" data-alt=\"{alt}\"{current}>{}</a> ",
            escape(&mv.san),
            alt = escape(&board_alt(lang, &p.title, ply, Some(&mv.san))),
        ));
    }
    if moves.is_empty() {
        moves = format!("<p>{}</p>", escape(&w.no_moves));
    }
    let step = |ply: usize, label: &str, rel: &str| {
        format!(
            "<a class=\"step\" href=\"?ply={ply}\" data-step=\"{rel}\">{}</a>",
            escape(label)
        )
    };
    let analysis = if p.analysed {
        format!(
            "<section><h2>{}</h2><img src=\"/game/{key}/analysis.png\" alt=\"{}\" width=\"600\"></section>",
            escape(&w.analysis),
            escape(&w.analysis_alt)
        )
    } else {
        String::new()
    };
    let live = if p.finished {
        String::new()
    } else {
        format!("<p class=\"live\">{}</p>", escape(&w.live))
    };
    let main = format!(
        "<h1>{title}</h1><p id=\"status\" role=\"status\">{status}</p>{live}\
         <section class=\"game\" data-key=\"{key}\" data-plies=\"{last}\" data-finished=\"{finished}\">\
         <figure><img id=\"board\" src=\"{src}\" alt=\"{alt}\" width=\"512\" height=\"512\"></figure>\
         <nav class=\"steps\" aria-label=\"{moves_label}\">{first}{previous}{next}{latest}</nav>\
         <p class=\"hint\">{hint}</p>\
         <h2>{moves_label}</h2><div id=\"moves\">{moves}</div>\
         <p><a href=\"/game/{key}.pgn\" download>{download}</a></p></section>{analysis}",
        title = escape(&p.title),
        status = escape(&p.status),
        finished = p.finished,
        src = board_src(at),
        alt = escape(&board_alt(lang, &p.title, at, notation(at))),
        moves_label = escape(&w.moves),
        first = step(0, &w.first, "first"),
        previous = step(at.saturating_sub(1), &w.previous, "previous"),
        next = step((at + 1).min(last), &w.next, "next"),
        latest = step(last, &w.last, "last"),
        hint = escape(&w.keys_hint),
        download = escape(&w.download_pgn),
    );
    page(lang, &p.title, &head, &main, Some("game.js"))
}

/// `GET /tournament/<key>` (the page), `/tournament/<key>.png` (the standings drawn).
pub(super) async fn tournament(
    State(web): State<Web>,
    Path(file): Path<String>,
    headers: HeaderMap,
) -> Response {
    let lang = language(&headers);
    let Some((key, extension)) = key_of(&file) else {
        return not_found(lang);
    };
    let found = match extension {
        "" => {
            let base = base(&web.site, &headers);
            let k = key.clone();
            read(&web, move |s| s.tournament_page(&k, lang))
                .await
                .map(|page| page.map(|p| tournament_html(lang, &p, &key, &base).into_response()))
        }
        "png" => image(&web, move |s| s.tournament_standings(&key, lang)).await,
        _ => Ok(None),
    };
    answer(lang, found)
}

/// `GET /tournament/<key>/events`.
pub(super) async fn tournament_file(
    State(web): State<Web>,
    Path((key, file)): Path<(String, String)>,
    headers: HeaderMap,
) -> Response {
    if !is_key(&key) || file != "events" {
        return not_found(language(&headers));
    }
    events(&web, "tournament", key, Site::tournament_version).await
}

fn tournament_html(lang: Lang, p: &TournamentPage, key: &str, base: &str) -> Html<String> {
    let w: &PageWords = &page_words(lang);
    let head = format!(
        "<meta property=\"og:type\" content=\"website\">\
         <meta property=\"og:title\" content=\"{title}\">\
         <meta property=\"og:description\" content=\"{summary}\">\
         <meta property=\"og:image\" content=\"{base}/tournament/{key}.png\">",
        title = escape(&p.title),
        summary = escape(&p.summary),
        base = escape(base),
    );
    let pairings = p.pairings.as_ref().map_or_else(String::new, |text| {
        format!(
            "<section><h2>{}</h2><pre>{}</pre></section>",
            escape(&w.pairings),
            escape(text)
        )
    });
    let main = format!(
        "<h1>{title}</h1><p>{summary}</p>\
         <section class=\"tournament\" data-key=\"{key}\"><h2>{standings}</h2>\
         <img src=\"/tournament/{key}.png\" alt=\"{alt}\"><pre>{table}</pre></section>{pairings}",
        title = escape(&p.title),
        summary = escape(&p.summary),
        standings = escape(&w.standings),
        alt = escape(&w.standings_alt),
        table = escape(&p.standings),
    );
    page(lang, &p.title, &head, &main, Some("game.js"))
}

/// `GET /static/kibitz.css`, `/static/game.js`, `/static/play.js`.
pub(super) async fn asset(Path(file): Path<String>) -> Response {
    let (body, kind) = match file.as_str() {
        "kibitz.css" => (STYLE, "text/css; charset=utf-8"),
        "game.js" => (SCRIPT, "text/javascript; charset=utf-8"),
        "play.js" => (PLAY_SCRIPT, "text/javascript; charset=utf-8"),
        "widget.js" => (WIDGET_SCRIPT, "text/javascript; charset=utf-8"),
        "activity.js" => (ACTIVITY_SCRIPT, "text/javascript; charset=utf-8"),
        "discord-sdk.mjs" => (DISCORD_SDK, "text/javascript; charset=utf-8"),
        "discord-sdk.LICENSES.txt" => (DISCORD_SDK_LICENSES, "text/plain; charset=utf-8"),
        _ => return not_found(Lang::default()),
    };
    (
        [
            (header::CONTENT_TYPE, kind),
            (header::CACHE_CONTROL, "public, max-age=3600"),
        ],
        body,
    )
        .into_response()
}

/// `GET /static/pieces/<w|b><letter>.svg`: Kibitz's own pieces, for the board page.
pub(super) async fn piece(Path(file): Path<String>) -> Response {
    let Some(svg) = PIECES
        .iter()
        .find(|(name, _)| *name == file)
        .map(|(_, svg)| *svg)
    else {
        return not_found(Lang::default());
    };
    (
        [
            (header::CONTENT_TYPE, "image/svg+xml"),
            (header::CACHE_CONTROL, "public, max-age=86400"),
        ],
        svg,
    )
        .into_response()
}

macro_rules! pieces {
    ($($dir:literal / $name:literal),* $(,)?) => {
        &[$(($name, include_str!(concat!("../../assets/pieces/", $dir, "/", $name)))),*]
    };
}

/// Every piece's picture by its file name.
const PIECES: &[(&str, &str)] = pieces![
    "cburnett" / "wK.svg",
    "cburnett" / "wQ.svg",
    "cburnett" / "wR.svg",
    "cburnett" / "wB.svg",
    "cburnett" / "wN.svg",
    "cburnett" / "wP.svg",
    "cburnett" / "bK.svg",
    "cburnett" / "bQ.svg",
    "cburnett" / "bR.svg",
    "cburnett" / "bB.svg",
    "cburnett" / "bN.svg",
    "cburnett" / "bP.svg",
    "swapper" / "wS.svg",
    "swapper" / "wV.svg",
    "swapper" / "wA.svg",
    "swapper" / "wT.svg",
    "swapper" / "wM.svg",
    "swapper" / "bS.svg",
    "swapper" / "bV.svg",
    "swapper" / "bA.svg",
    "swapper" / "bT.svg",
    "swapper" / "bM.svg",
];
