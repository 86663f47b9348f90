//! The board page a player plays on (`web`): `GET /play` is the same page for every link
//! (the link's secret follows a `#`, so it never reaches this server's log, a proxy's, or a
//! referrer); its script sends the secret in the body of `POST /play/board` (the board as
//! HTML: an SVG whose squares the script makes clickable) and `POST /play/act` (a move,
//! resigning, a draw or a takeback, answered as JSON). No cookie: nothing another site could
//! ride on. The legal moves come with the board, from the rules module: the script writes no
//! rule of its own.

use super::{html, Web};
use crate::game::{play_words, BoardAction, BoardAnswer, BoardPage, HandPiece, PageClock, Site};
use crate::game::{GameId, PageRole, Unavailable};
use crate::render::escape;
use crate::rules::Color;
use crate::types::{Answer, Lang};
use axum::body::Bytes;
use axum::extract::State;
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{Html, IntoResponse, Response};
use serde::Deserialize;
use std::fmt::Write as _;

/// The most a board page's request body may hold (a secret and a typed move fit many times).
pub(super) const MAX_BODY: usize = 4096;

/// A board page's request: the link's secret, and for `/play/act` what to do.
#[derive(Deserialize)]
struct Asked {
    /// A board link's secret, or
    #[serde(default)]
    secret: String,
    /// a session's, from a chat client's sign-in, with the game of its place to show.
    #[serde(default)]
    session: Option<String>,
    #[serde(default)]
    game: Option<i64>,
    #[serde(default)]
    action: Option<String>,
    /// The move, in SAN or the machine's notation.
    #[serde(default, rename = "move")]
    text: Option<String>,
    /// The ply of the position the move was chosen on.
    #[serde(default)]
    ply: Option<u32>,
    /// offer, accept or decline.
    #[serde(default)]
    answer: Option<String>,
}

impl Asked {
    fn read(body: &[u8]) -> Option<Asked> {
        serde_json::from_slice(body).ok()
    }

    /// What finds the asker's credential, to limit each one's rate apart.
    fn selector(&self) -> String {
        let held = self.session.as_deref().unwrap_or(&self.secret);
        held.chars().take(16).collect()
    }

    /// The board page asked for, in `lang`.
    fn page(&self, site: &Site, lang: Lang) -> Result<Option<BoardPage>, Unavailable> {
        match &self.session {
            Some(session) => site.session_page(session, self.game.map(GameId), lang),
            None => site.board_page(&self.secret, lang),
        }
    }

    fn action(&self) -> Option<BoardAction> {
        let answer = || match self.answer.as_deref().unwrap_or("offer") {
            "offer" => Some(Answer::Offer),
            "accept" => Some(Answer::Accept),
            "decline" => Some(Answer::Decline),
            _ => None,
        };
        Some(match self.action.as_deref()? {
            "move" => BoardAction::Move {
                text: self.text.clone().filter(|t| t.len() <= 64)?,
                ply: self.ply?,
            },
            "resign" => BoardAction::Resign,
            "draw" => BoardAction::Draw(answer()?),
            "takeback" => BoardAction::Takeback(answer()?),
            _ => return None,
        })
    }
}

/// `GET /play`: the page every link opens; its script reads the secret after the `#` (or
/// signs in through the Matrix client showing it as a widget).
pub(super) async fn page(headers: HeaderMap) -> Response {
    page_for(&headers, None)
}

/// `GET /`: where the app has an Activity, its page, which Discord loads (the root of the
/// Activity's URL mapping); no page otherwise.
pub(super) async fn activity(State(web): State<Web>, headers: HeaderMap) -> Response {
    match &web.access.discord {
        Some(discord) => page_for(&headers, Some(&discord.app.client_id)),
        None => html::no_page(headers).await,
    }
}

/// The board page, signing in through Discord's Activity as the app `discord` when given.
fn page_for(headers: &HeaderMap, discord: Option<&str>) -> Response {
    let lang = html::language(headers);
    let w = play_words(lang);
    let client = discord.map_or(String::new(), |id| {
        format!(" data-discord-client=\"{}\"", escape(id))
    });
    let main = format!(
        "<section id=\"play\" class=\"play\" aria-busy=\"true\"{client}><noscript><p>{}</p></noscript></section>\
         <p id=\"signin-failed\" role=\"alert\" hidden>{}</p>\
         <p id=\"said\" role=\"status\" aria-live=\"polite\"></p>",
        escape(&w.needs_script),
        escape(&w.signin_failed)
    );
    let mut page = html::page(lang, "Kibitz", "", &main, Some("play.js")).into_response();
    page.headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    page
}

/// `POST /play/board`: the board of the link whose secret the body holds, as HTML; 404 with
/// words that say so for no link.
pub(super) async fn board(State(web): State<Web>, headers: HeaderMap, body: Bytes) -> Response {
    let lang = html::language(&headers);
    let Some(asked) = Asked::read(&body) else {
        return StatusCode::BAD_REQUEST.into_response();
    };
    let found = html::read(&web, move |s: &Site| {
        let page = asked.page(s, lang)?;
        // A session that holds, where no game is played: said so, not "no link".
        let signed_in = match (&page, &asked.session) {
            (None, Some(session)) => s.session(session)?.is_some(),
            _ => false,
        };
        Ok(Some((page, signed_in)))
    })
    .await;
    match found {
        Ok(Some((Some(page), _))) => fragment(StatusCode::OK, board_html(&page)),
        Ok(Some((None, true))) => no_game(lang),
        Ok(_) => no_link(lang),
        Err(unavailable) => unavailable,
    }
}

/// `POST /play/act`: what the player does, as JSON `{done, moved_on, text}`; 404 for no link,
/// 400 for what is no action, 429 when too fast.
pub(super) async fn act(State(web): State<Web>, headers: HeaderMap, body: Bytes) -> Response {
    let lang = html::language(&headers);
    let Some((asked, action)) = Asked::read(&body).and_then(|a| a.action().map(|x| (a, x))) else {
        return StatusCode::BAD_REQUEST.into_response();
    };
    // Per link (its stored selector): one player's clicks cannot slow another's.
    if web.players.check_key(&asked.selector()).is_err() {
        return StatusCode::TOO_MANY_REQUESTS.into_response();
    }
    if web.players.len() > 100_000 {
        web.players.retain_recent();
    }
    let done = html::read(&web, move |s: &Site| match (&asked.session, asked.game) {
        (Some(session), Some(game)) => s.session_action(session, GameId(game), action),
        (Some(_), None) => Ok(None),
        (None, _) => s.board_action(&asked.secret, action),
    })
    .await;
    match done {
        Ok(Some(BoardAnswer {
            done,
            moved_on,
            text,
        })) => {
            let text = if moved_on {
                play_words(lang).moved_on
            } else {
                text
            };
            let body = serde_json::json!({ "done": done, "moved_on": moved_on, "text": text });
            (
                [
                    (header::CONTENT_TYPE, "application/json"),
                    (header::CACHE_CONTROL, "no-store"),
                ],
                body.to_string(),
            )
                .into_response()
        }
        Ok(None) => StatusCode::NOT_FOUND.into_response(),
        Err(unavailable) => unavailable,
    }
}

fn no_game(lang: Lang) -> Response {
    let html = format!(
        "<section id=\"play\" class=\"play\" data-role=\"none\"><p>{}</p></section>",
        escape(&play_words(lang).no_game)
    );
    fragment(StatusCode::OK, html)
}

fn no_link(lang: Lang) -> Response {
    let w = play_words(lang);
    let html = format!(
        "<section id=\"play\" class=\"play\" data-gone=\"true\"><h1>{}</h1><p>{}</p></section>",
        escape(&w.no_link),
        escape(&w.no_link_text)
    );
    fragment(StatusCode::NOT_FOUND, html)
}

fn fragment(status: StatusCode, html: String) -> Response {
    let mut response = (status, Html(html)).into_response();
    response
        .headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    response
}

/// The side's name in the page's data (`white`, `black`).
fn side(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// The file name of a piece's picture, by its FEN letter: `wN.svg`, `bS.svg`; an upside-down
/// rook is a rook drawn turned over.
fn picture(letter: char) -> String {
    let color = if letter.is_ascii_uppercase() {
        'w'
    } else {
        'b'
    };
    let shown = match letter.to_ascii_uppercase() {
        'U' => 'R',
        other => other,
    };
    format!("/static/pieces/{color}{shown}.svg")
}

/// The board, its hands, its controls and its legal moves, as the page's script takes them.
fn board_html(p: &BoardPage) -> String {
    let w = &p.words;
    let your_move = !p.moves.is_empty();
    let mut out = String::new();
    let _ = write!(
        out,
        "<section id=\"play\" class=\"play\" data-game=\"{game}\" data-role=\"{role}\" data-key=\"{key}\" data-version=\"{version}\" data-ply=\"{ply}\" data-you=\"{you}\" data-files=\"{files}\" data-ranks=\"{ranks}\" \
         data-finished=\"{finished}\" data-your-move=\"{your_move}\" data-resign-confirm=\"{confirm}\" \
         data-place-one=\"{place_one}\" data-promote=\"{promote}\" data-cancel=\"{cancel}\">\
         <h1>{title}</h1><p id=\"status\">{status}</p><p>{you_play}</p>",
        game = p.game.0,
        role = p.role.key(),
        key = escape(&p.key),
        ply = p.ply,
        version = p.version,
        you = side(p.you),
        files = p.files,
        ranks = p.ranks,
        finished = p.finished,
        confirm = escape(&w.resign_confirm),
        place_one = escape(&w.place_one),
        promote = escape(&w.promote),
        cancel = escape(&w.cancel),
        title = escape(&p.title),
        status = escape(&p.status),
        you_play = escape(&p.you_play),
    );
    if let Some(said) = &p.last_said {
        let _ = write!(out, "<p class=\"last-move\">{}</p>", escape(said));
    }
    if p.games.len() > 1 {
        out.push_str("<nav class=\"games\">");
        for (id, title) in &p.games {
            let _ = write!(
                out,
                "<button type=\"button\" data-show-game=\"{}\" aria-pressed=\"{}\">{}</button>",
                id.0,
                *id == p.game,
                escape(title)
            );
        }
        out.push_str("</nav>");
    }
    if p.finished {
        let _ = write!(out, "<p class=\"over\">{}</p>", escape(&w.read_only));
    }
    // The opponent's clock and hand above the board, the player's below, as across a table.
    for color in [!p.you, p.you] {
        let at = usize::from(color == Color::Black);
        if color == p.you {
            board_svg(&mut out, p);
        }
        if let Some(clocks) = &p.clocks {
            clock_html(&mut out, color, &clocks[at]);
        }
        hand_html(&mut out, &w.in_hand[at], color, &p.hands[at]);
    }
    let _ = write!(
        out,
        "<p class=\"hint\">{}</p><div id=\"promotion\" role=\"group\" hidden></div>",
        escape(&w.keys_hint)
    );
    if !p.finished && p.role != PageRole::Watcher {
        controls_html(&mut out, p, your_move);
    }
    let legal: Vec<[&str; 2]> = (p.moves.iter())
        .map(|(notation, san)| [notation.as_str(), san.as_str()])
        .collect();
    // JSON in a data block: never run, so the strict Content-Security-Policy allows it. A `<`
    // cannot end it early: moves are letters, digits and signs, and `<` is escaped anyway.
    let legal = serde_json::to_string(&legal)
        .unwrap_or_else(|_| "[]".into())
        .replace('<', "\\u003c");
    let _ = write!(
        out,
        "<script type=\"application/json\" id=\"legal\">{legal}</script></section>"
    );
    out
}

/// A side's chess clock: the seconds left in `data-seconds` (whole, rounded down), the
/// milliseconds in `data-ms`; the script makes the running one tick.
fn clock_html(out: &mut String, color: Color, clock: &PageClock) {
    let _ = write!(
        out,
        "<p class=\"clock{running}\" data-clock=\"{side}\" data-seconds=\"{seconds}\" data-ms=\"{ms}\" data-running=\"{is_running}\" \
         role=\"timer\" aria-label=\"{label}\">{face}</p>",
        running = if clock.running { " running" } else { "" },
        side = side(color),
        seconds = clock.ms.max(0) / 1000,
        ms = clock.ms.max(0),
        is_running = clock.running,
        label = escape(&clock.label),
        face = escape(&clock.face),
    );
}

fn hand_html(out: &mut String, label: &str, color: Color, hand: &[HandPiece]) {
    if hand.is_empty() {
        return;
    }
    let _ = write!(
        out,
        "<div class=\"hand\" data-side=\"{}\" role=\"group\" aria-label=\"{}\">",
        side(color),
        escape(label)
    );
    for piece in hand {
        let count = if piece.count > 0 {
            format!("<span class=\"count\">{}</span>", piece.count)
        } else {
            String::new()
        };
        let turned = if piece.letter.eq_ignore_ascii_case(&'u') {
            " turned"
        } else {
            ""
        };
        let _ = write!(
            out,
            "<button type=\"button\" class=\"piece{turned}\" data-hand=\"{letter}\" aria-label=\"{label}\" aria-pressed=\"false\">\
             <img src=\"{src}\" alt=\"\" width=\"40\" height=\"40\">{count}</button>",
            letter = piece.letter,
            label = escape(&piece.label),
            src = picture(piece.letter),
        );
    }
    out.push_str("</div>");
}

/// The board as SVG, from the player's side: one group per square, named and focusable.
fn board_svg(out: &mut String, p: &BoardPage) {
    const SIZE: u32 = 60;
    let (files, ranks) = (u32::from(p.files), u32::from(p.ranks));
    let _ = write!(
        out,
        "<svg class=\"board\" viewBox=\"0 0 {w} {h}\" role=\"group\" aria-label=\"{label}\">",
        w = files * SIZE,
        h = ranks * SIZE,
        label = escape(&p.words.board_label),
    );
    for square in &p.squares {
        let (file, rank) = (u32::from(square.file), u32::from(square.rank));
        let (column, row) = match p.you {
            Color::White => (file, ranks - 1 - rank),
            Color::Black => (files - 1 - file, rank),
        };
        let (x, y) = (column * SIZE, row * SIZE);
        let shade = if (file + rank) % 2 == 0 {
            "dark"
        } else {
            "light"
        };
        let last = if p.last_move.contains(&square.name) {
            " last"
        } else {
            ""
        };
        let _ = write!(
            out,
            "<g data-square=\"{name}\" class=\"square{last}\" role=\"button\" tabindex=\"0\" aria-label=\"{label}\">\
             <rect class=\"{shade}\" x=\"{x}\" y=\"{y}\" width=\"{SIZE}\" height=\"{SIZE}\"/>",
            name = square.name,
            label = escape(&square.label),
        );
        if let Some(letter) = square.piece {
            let turn = if letter.eq_ignore_ascii_case(&'u') {
                format!(
                    " transform=\"rotate(180 {} {})\"",
                    x + SIZE / 2,
                    y + SIZE / 2
                )
            } else {
                String::new()
            };
            let _ = write!(
                out,
                "<image href=\"{src}\" x=\"{x}\" y=\"{y}\" width=\"{SIZE}\" height=\"{SIZE}\"{turn}/>",
                src = picture(letter),
            );
        }
        let _ = write!(
            out,
            "<circle class=\"dot\" cx=\"{}\" cy=\"{}\" r=\"{}\"/></g>",
            x + SIZE / 2,
            y + SIZE / 2,
            SIZE / 6
        );
    }
    out.push_str("</svg>");
}

/// The move box, and resigning, draws and takebacks as the game stands.
fn controls_html(out: &mut String, p: &BoardPage, your_move: bool) {
    let w = &p.words;
    let disabled = if your_move { "" } else { " disabled" };
    let _ = write!(
        out,
        "<form id=\"typed\" class=\"typed\"><label>{label} <input name=\"move\" autocomplete=\"off\" \
         spellcheck=\"false\" maxlength=\"32\"{disabled}></label> <button type=\"submit\"{disabled}>{play}</button></form>",
        label = escape(&w.move_box),
        play = escape(&w.play),
    );
    let button = |action: &str, answer: &str, label: &str| {
        format!(
            "<button type=\"button\" data-action=\"{action}\" data-answer=\"{answer}\">{}</button>",
            escape(label)
        )
    };
    let mut offers = String::new();
    for (action, by, offered, accept, decline) in [
        (
            "draw",
            p.draw_offer,
            &w.draw_offered,
            &w.accept_draw,
            &w.decline_draw,
        ),
        (
            "takeback",
            p.takeback_request,
            &w.takeback_asked,
            &w.accept_takeback,
            &w.decline_takeback,
        ),
    ] {
        // The opponent's offer, to answer.
        if by.is_some_and(|by| by != p.you) {
            let _ = write!(
                offers,
                "<p class=\"offer\">{}</p>{}{}",
                escape(offered),
                button(action, "accept", accept),
                button(action, "decline", decline)
            );
        }
    }
    let _ = write!(
        out,
        "<div class=\"offers\">{offers}</div><div class=\"actions\">{}{}{}</div>",
        button("draw", "offer", &w.offer_draw),
        button("takeback", "offer", &w.ask_takeback),
        button("resign", "", &w.resign),
    );
}
