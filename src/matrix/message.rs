//! Messages both ways: the command in a message's text, and a reply as a Matrix message (HTML
//! from the reply's Markdown, mentions as pills, the board as an `m.image`).

use super::player;
use crate::game::Reply;
use matrix_sdk::attachment::{AttachmentConfig, AttachmentInfo, BaseFileInfo, BaseImageInfo};
use matrix_sdk::room::reply::{EnforceThread, Reply as MatrixReply};
use matrix_sdk::ruma::events::room::message::{
    AddMentions, ReplacementMetadata, RoomMessageEventContentWithoutRelation,
    TextMessageEventContent,
};
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

/// Sends the text of a reply (a tally) as a message of its own: its event's id.
///
/// # Errors
/// When the homeserver refuses the message.
pub async fn send_text(room: &Room, reply: &Reply) -> anyhow::Result<OwnedEventId> {
    let (plain, html, mentions) = text_in(room, reply).await;
    let content =
        RoomMessageEventContentWithoutRelation::text_html(plain, html).add_mentions(mentions);
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
    let content = RoomMessageEventContentWithoutRelation::text_html(plain, html)
        .add_mentions(mentions)
        .make_replacement(ReplacementMetadata::new(message.clone(), None));
    room.send(content).await?;
    Ok(())
}

/// Sends a reply in a room: the board as an `m.image` when there is one, else text; an error,
/// or an answer meant for the asker alone (Matrix has no private messages in a room), as a
/// reply to `to`.
///
/// # Errors
/// When the homeserver refuses the upload or the message.
pub async fn send(room: &Room, reply: &Reply, to: Option<OwnedEventId>) -> anyhow::Result<()> {
    let (plain, html, mentions) = text_in(room, reply).await;
    send_main(room, reply, to, plain, html, mentions).await?;
    for file in &reply.files {
        let info = match file.kind.dimensions() {
            Some((width, height)) => AttachmentInfo::Image(BaseImageInfo {
                width: Some(UInt::from(width)),
                height: Some(UInt::from(height)),
                size: UInt::new(file.bytes.len() as u64),
                ..BaseImageInfo::default()
            }),
            None => AttachmentInfo::File(BaseFileInfo {
                size: UInt::new(file.bytes.len() as u64),
            }),
        };
        let mime: mime::Mime = file.kind.mime().parse()?;
        let config = AttachmentConfig::new()
            .info(info)
            .caption(Some(TextMessageEventContent::plain(file.caption.clone())));
        room.send_attachment(file.file_name.clone(), &mime, file.bytes.clone(), config)
            .await?;
    }
    Ok(())
}

/// The reply's text, with its board as an `m.image` when there is one.
async fn send_main(
    room: &Room,
    reply: &Reply,
    to: Option<OwnedEventId>,
    plain: String,
    html: String,
    mentions: Mentions,
) -> anyhow::Result<()> {
    if let Some(image) = &reply.image {
        let info = BaseImageInfo {
            width: Some(UInt::from(image.width)),
            height: Some(UInt::from(image.height)),
            size: UInt::new(image.png.len() as u64),
            ..BaseImageInfo::default()
        };
        let config = AttachmentConfig::new()
            .info(AttachmentInfo::Image(info))
            .caption(Some(TextMessageEventContent::html(plain, html)))
            .mentions(Some(mentions));
        room.send_attachment(
            image.file_name.clone(),
            &mime::IMAGE_PNG,
            image.png.clone(),
            config,
        )
        .await?;
        return Ok(());
    }
    let content =
        RoomMessageEventContentWithoutRelation::text_html(plain, html).add_mentions(mentions);
    let content = match to.filter(|_| reply.error || reply.private) {
        Some(event_id) => room
            .make_reply_event(
                content.clone(),
                MatrixReply {
                    event_id,
                    enforce_thread: EnforceThread::MaybeThreaded,
                    add_mentions: AddMentions::Yes,
                },
            )
            .await
            .unwrap_or_else(|_| content.with_relation(None)),
        None => content.with_relation(None),
    };
    room.send(content).await?;
    Ok(())
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
