//! Messages both ways: the command in a message's text, and a reply as a Matrix message (HTML
//! from the reply's Markdown, mentions as pills, the board as an `m.image`).

use super::player;
use super::threads::Place;
use crate::game::Reply;
use matrix_sdk::ruma::events::room::message::{
    FileInfo, FileMessageEventContent, FormattedBody, ImageMessageEventContent, MessageType,
    NoticeMessageEventContent, Relation, ReplacementMetadata, RoomMessageEventContent,
    RoomMessageEventContentWithoutRelation,
};
use matrix_sdk::ruma::events::room::{ImageInfo, MediaSource};
use matrix_sdk::ruma::events::Mentions;
use matrix_sdk::ruma::{OwnedEventId, OwnedUserId, UInt};
use matrix_sdk::Room;
use pulldown_cmark::{html, Event, Options, Parser};
use std::collections::HashMap;

/// The prefix of every command; `!<command>` works too.
pub const PREFIX: &str = "!kibitz";

/// The body without the fallback that clients put in front of a reply: quoted lines
/// (`> <@ann:example.org> ...`) and the blank line after them.
fn without_reply_fallback(body: &str) -> &str {
    let mut rest = body;
    if !rest.starts_with("> ") {
        return body;
    }
    while let Some(line) = rest.lines().next().filter(|l| l.starts_with('>')) {
        rest = rest[line.len()..].trim_start_matches(['\r', '\n']);
    }
    rest
}

/// The command text of a message, if it is addressed to Kibitz: `!kibitz <anything>`, or
/// `!<command>` for the commands (and aliases) Kibitz knows, so that other bots' `!` commands
/// in the same room are left alone.
pub fn command_text(body: &str) -> Option<String> {
    let body = without_reply_fallback(body).trim();
    if let Some(rest) = body.strip_prefix(PREFIX) {
        if rest.starts_with(|c: char| c.is_alphanumeric()) {
            return None; // `!kibitzer`
        }
        let rest = rest.trim_start_matches(':').trim();
        return Some(if rest.is_empty() {
            "help".into()
        } else {
            rest.to_string()
        });
    }
    let rest = body.strip_prefix('!')?;
    let name = rest.split_whitespace().next()?;
    crate::chat::command_name(name).map(|_| rest.to_string())
}

/// The command in a message addressed to Kibitz by one of its `names` (its user id, its name,
/// its display name): `Kibitz: move e2e4`, `kibitz, board`. A message that mentions Kibitz
/// (`pill`, as clients make when a user is picked from a list) may follow the name with a
/// space alone. The name alone asks for help.
pub fn addressed(body: &str, names: &[String], pill: bool) -> Option<String> {
    let body = without_reply_fallback(body).trim();
    // The longest name first: "Kibitz Bot" before "Kibitz".
    let mut names: Vec<&String> = names.iter().filter(|n| !n.is_empty()).collect();
    names.sort_by_key(|n| std::cmp::Reverse(n.len()));
    names.into_iter().find_map(|name| {
        let head = body.get(..name.len())?;
        if head.to_lowercase() != name.to_lowercase() {
            return None;
        }
        let rest = &body[name.len()..];
        let separated = rest.starts_with([':', ','])
            || (pill && rest.starts_with(char::is_whitespace))
            || rest.is_empty();
        if !separated {
            return None;
        }
        let rest = rest.trim_start_matches([':', ',']).trim();
        let rest = rest.strip_prefix('!').unwrap_or(rest);
        Some(if rest.is_empty() {
            "help".to_string()
        } else {
            rest.to_string()
        })
    })
}

/// Markdown (as the service writes its texts: backticks, `**`, lists) as HTML. Any HTML in the
/// text itself (a player's name) is shown as text, never taken as markup.
pub fn markdown_html(text: &str) -> String {
    let parser = Parser::new_ext(text, Options::empty()).map(|event| match event {
        Event::Html(raw) | Event::InlineHtml(raw) => Event::Text(raw),
        // A line break in the text is a line break in the message.
        Event::SoftBreak => Event::HardBreak,
        other => other,
    });
    let mut out = String::new();
    html::push_html(&mut out, parser);
    // One paragraph needs no <p> around it.
    let trimmed = out.trim_end();
    match trimmed
        .strip_prefix("<p>")
        .and_then(|t| t.strip_suffix("</p>"))
    {
        Some(inner) if !inner.contains("<p>") => inner.to_string(),
        _ => trimmed.to_string(),
    }
}

/// The text of a reply, with the users it mentions in front (as pills in the HTML body).
fn message_text(reply: &Reply, names: &HashMap<OwnedUserId, String>) -> (String, String, Mentions) {
    let ids: Vec<OwnedUserId> = reply
        .mentions
        .iter()
        .filter_map(super::matrix_user)
        .collect();
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
    let html = markdown_html(&reply.text);
    let (plain, html) = if ids.is_empty() {
        (reply.text.clone(), html)
    } else {
        (
            format!("{}: {}", plain_names.join(", "), reply.text),
            format!("{}: {html}", pills.join(", ")),
        )
    };
    (plain, html, Mentions::with_user_ids(ids))
}

/// The text of a reply as it is sent in `room` (mentions by their names there).
async fn text_in(room: &Room, reply: &Reply) -> (String, String, Mentions) {
    let mut names = HashMap::new();
    for id in reply.mentions.iter().filter_map(super::matrix_user) {
        let name = player(room, &id).await.name;
        names.insert(id, name);
    }
    message_text(reply, &names)
}

/// Sends the text of a reply (a tally) as a notice of its own: its event's id.
///
/// # Errors
/// When the homeserver refuses the message.
pub async fn send_text(room: &Room, reply: &Reply) -> anyhow::Result<OwnedEventId> {
    let (plain, html, mentions) = text_in(room, reply).await;
    let content =
        RoomMessageEventContentWithoutRelation::notice_html(plain, html).add_mentions(mentions);
    Ok(room
        .send(content.with_relation(None))
        .await?
        .response
        .event_id)
}

/// Replaces the text of `message`, one Kibitz sent, with the reply's (`m.replace`).
///
/// # Errors
/// When the homeserver refuses the edit.
pub async fn edit_text(room: &Room, message: &OwnedEventId, reply: &Reply) -> anyhow::Result<()> {
    let (plain, html, mentions) = text_in(room, reply).await;
    let content = RoomMessageEventContentWithoutRelation::notice_html(plain, html)
        .add_mentions(mentions)
        .make_replacement(ReplacementMetadata::new(message.clone(), None));
    room.send(content).await?;
    Ok(())
}

/// The message a reply answers: a command, with who sent it (mentioned in the answer).
#[derive(Clone, Debug)]
pub struct Answering {
    pub event: OwnedEventId,
    pub sender: OwnedUserId,
}

/// The key under which Kibitz's messages say what reactions to them do (a challenge's,
/// a game's board's, a resignation's question), so that a reaction is understood whenever it
/// comes, after a restart too.
pub const MARKER: &str = "org.kibitz.for";

/// What a reply's message is for, as [`MARKER`] keeps it: the challenge it makes, or the game
/// in progress whose board it shows (with its players, whose reactions count).
fn marker(reply: &Reply) -> Option<serde_json::Value> {
    if let Some(challenge) = reply.challenge {
        return Some(serde_json::json!({ "challenge": challenge.0 }));
    }
    let game = reply
        .game
        .as_ref()
        .filter(|g| !g.finished && reply.image.is_some())?;
    let players: Vec<&str> = [&game.white, &game.black]
        .into_iter()
        .filter(|p| p.id.platform() == crate::game::Platform::Matrix)
        .map(|p| p.id.key())
        .collect();
    Some(serde_json::json!({ "game": game.id.0, "players": players }))
}

/// Sends a reply at `place` (a room, or a game's thread): the board as an `m.image` when there
/// is one, else a notice (`m.notice`, which bots do not answer); an error, or an answer meant
/// for the asker alone (Matrix has no private messages in a room), as a reply to the message
/// it answers. Files follow as messages of their own. The id of the reply's main message
/// (its board, or its text).
///
/// # Errors
/// When the homeserver refuses the upload or the message.
pub async fn send(
    place: &Place,
    reply: &Reply,
    answering: Option<&Answering>,
) -> anyhow::Result<OwnedEventId> {
    send_with(place, reply, answering, marker(reply)).await
}

/// Sends `reply` at `place` as a message marked `marker` (a question with its own button).
///
/// # Errors
/// When the homeserver refuses the message.
pub async fn send_marked(
    place: &Place,
    reply: &Reply,
    marker: serde_json::Value,
) -> anyhow::Result<OwnedEventId> {
    send_with(place, reply, None, Some(marker)).await
}

async fn send_with(
    place: &Place,
    reply: &Reply,
    answering: Option<&Answering>,
    marker: Option<serde_json::Value>,
) -> anyhow::Result<OwnedEventId> {
    let sent = send_now(place, reply, answering, marker).await;
    if sent.is_err() {
        metrics::counter!(crate::meters::SEND_FAILURES, "platform" => "matrix").increment(1);
    }
    sent
}

async fn send_now(
    place: &Place,
    reply: &Reply,
    answering: Option<&Answering>,
    marker: Option<serde_json::Value>,
) -> anyhow::Result<OwnedEventId> {
    let room = &place.room;
    let (plain, html, mut mentions) = text_in(room, reply).await;
    let answering = answering.filter(|_| reply.error || reply.private);
    if let Some(asker) = answering {
        mentions.user_ids.insert(asker.sender.clone());
    }
    let relation = place.relation(answering.map(|a| a.event.as_ref()));
    let msgtype = match &reply.image {
        Some(image) => {
            let source = upload(room, &mime::IMAGE_PNG, &image.png).await?;
            let size = (image.width, image.height, image.png.len());
            let mut content =
                image_content(plain, source, &mime::IMAGE_PNG, size, &image.file_name);
            content.formatted = Some(FormattedBody::html(html));
            MessageType::Image(content)
        }
        None => MessageType::Notice(NoticeMessageEventContent::html(plain, html)),
    };
    let main = post(place, msgtype, mentions, relation, marker).await?;
    for file in &reply.files {
        let mime: mime::Mime = file.kind.mime().parse()?;
        let source = upload(room, &mime, &file.bytes).await?;
        let msgtype = match file.kind.dimensions() {
            Some((width, height)) => MessageType::Image(image_content(
                file.caption.clone(),
                source,
                &mime,
                (width, height, file.bytes.len()),
                &file.file_name,
            )),
            None => {
                let mut info = FileInfo::new();
                (info.size, info.mimetype) =
                    (UInt::new(file.bytes.len() as u64), Some(mime.to_string()));
                let mut content = FileMessageEventContent::new(file.caption.clone(), source)
                    .info(Some(Box::new(info)));
                content.filename = Some(file.file_name.clone());
                MessageType::File(content)
            }
        };
        post(place, msgtype, Mentions::new(), place.relation(None), None).await?;
    }
    Ok(main)
}

/// An image message: `body` its caption, `source` the uploaded file, `(width, height, bytes)`.
fn image_content(
    body: String,
    source: MediaSource,
    mime: &mime::Mime,
    (width, height, bytes): (u32, u32, usize),
    file_name: &str,
) -> ImageMessageEventContent {
    let mut info = ImageInfo::new();
    info.width = Some(UInt::from(width));
    info.height = Some(UInt::from(height));
    info.size = UInt::new(bytes as u64);
    info.mimetype = Some(mime.to_string());
    let mut content = ImageMessageEventContent::new(body, source).info(Some(Box::new(info)));
    content.filename = Some(file_name.to_string());
    content
}

/// Uploads a file for `room`: encrypted for an encrypted room.
async fn upload(room: &Room, mime: &mime::Mime, bytes: &[u8]) -> anyhow::Result<MediaSource> {
    let client = room.client();
    // Known from the sync for every joined room: asked of the homeserver only when unknown.
    if room.latest_encryption_state().await?.is_encrypted() {
        let mut reader = std::io::Cursor::new(bytes);
        let file = client.upload_encrypted_file(&mut reader).await?;
        return Ok(MediaSource::Encrypted(Box::new(file)));
    }
    let uploaded = client.media().upload(mime, bytes.to_vec(), None).await?;
    Ok(MediaSource::Plain(uploaded.content_uri))
}

/// Sends one message at `place` with `marker` under [`MARKER`]; its id, noted as the latest of
/// its thread.
async fn post(
    place: &Place,
    msgtype: MessageType,
    mentions: Mentions,
    relation: Option<Relation<RoomMessageEventContentWithoutRelation>>,
    marker: Option<serde_json::Value>,
) -> anyhow::Result<OwnedEventId> {
    let mut content = RoomMessageEventContent::new(msgtype).add_mentions(mentions);
    content.relates_to = relation;
    let sent = match marker {
        Some(marker) => {
            let offered = super::buttons::offered(&marker);
            let mut raw = serde_json::to_value(&content)?;
            raw[MARKER] = marker;
            let sent = place
                .room
                .send_raw("m.room.message", raw)
                .await?
                .response
                .event_id;
            super::buttons::react(&place.room, &sent, offered);
            sent
        }
        None => place.room.send(content).await?.response.event_id,
    };
    if let Some(root) = &place.thread {
        super::threads::seen(root, &sent);
    }
    Ok(sent)
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
        // Every alias of the grammar, the same as in the console.
        assert_eq!(command_text("!rating").as_deref(), Some("rating"));
        assert_eq!(command_text("!offerdraw").as_deref(), Some("offerdraw"));
        assert_eq!(command_text("!party time"), None);
        assert_eq!(command_text("good move!"), None);
        assert_eq!(command_text("!kibitzer hello"), None);
        assert_eq!(
            command_text("!kibitz frobnicate").as_deref(),
            Some("frobnicate")
        );
    }

    #[test]
    fn commands_addressed_by_name_or_pill() {
        let names = [
            "@kibitz:example.org".to_string(),
            "kibitz".into(),
            "Kibitz Bot".into(),
        ];
        assert_eq!(
            addressed("Kibitz: move e2e4", &names, false).as_deref(),
            Some("move e2e4")
        );
        assert_eq!(
            addressed("kibitz, board", &names, false).as_deref(),
            Some("board")
        );
        assert_eq!(
            addressed("@kibitz:example.org: games", &names, false).as_deref(),
            Some("games")
        );
        assert_eq!(
            addressed("Kibitz Bot move e2e4", &names, true).as_deref(),
            Some("move e2e4")
        );
        assert_eq!(addressed("Kibitz:", &names, true).as_deref(), Some("help"));
        // Talk about Kibitz is not a command; nor is a longer word.
        assert_eq!(addressed("kibitz is great", &names, false), None);
        assert_eq!(addressed("kibitzer: hello", &names, false), None);
        assert_eq!(addressed("hello kibitz: move", &names, true), None);
        assert_eq!(
            addressed("Kibitzé: x", &["kibitz".to_string()], false),
            None
        );
    }

    #[test]
    fn a_command_sent_as_a_reply_is_read_without_the_quote() {
        let body = "> <@kibitz:example.org> ann played e2e4. bob (Black) to move.\n> second line\n\n!move e7e5";
        assert_eq!(command_text(body).as_deref(), Some("move e7e5"));
        assert_eq!(command_text("> just a quote\n\nhello"), None);
    }

    #[test]
    fn markdown_becomes_html_and_names_stay_text() {
        assert_eq!(
            markdown_html("Say `move e2e4` **now**."),
            "Say <code>move e2e4</code> <strong>now</strong>."
        );
        assert_eq!(
            markdown_html("<b>Eve</b> & Bob"),
            "&lt;b&gt;Eve&lt;/b&gt; &amp; Bob"
        );
        let list = markdown_html("Your games (2):\n• one\n• two");
        assert_eq!(list, "Your games (2):<br />\n• one<br />\n• two");
    }
}
