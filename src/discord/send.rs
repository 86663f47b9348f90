//! From a [`Reply`] to what Discord accepts: one builder for every kind of message (interaction
//! response, follow-up, channel message), within Discord's size limits, and sends that are
//! retried when they fail for a passing reason.

use super::button_ids::ButtonId;
use super::discord_user;
use crate::game::{Direct, Fixed, Reply};
use crate::rules::Color;
use poise::serenity_prelude as serenity;
use poise::CreateReply;
use std::future::Future;
use std::time::Duration;

/// Discord's limits on a message.
pub const MAX_CONTENT: usize = 2000;
pub const MAX_EMBED_DESCRIPTION: usize = 4096;
pub const MAX_EMBEDS_TOTAL: usize = 6000;
pub const MAX_EMBEDS: usize = 10;
pub const MAX_ATTACHMENTS: usize = 10;
pub const MAX_ALT_TEXT: usize = 1024;
/// The most of a message's content its mentions take: a round of a large tournament mentions
/// every player, who are each mentioned again in their game's own thread.
const MAX_MENTIONS_TEXT: usize = 1000;

/// Text longer than fits in embeds goes out as a file of this name, with its start shown.
const LONG_TEXT_FILE: &str = "kibitz.txt";
/// Kibitz's colour in embeds.
const COLOUR: u32 = 0x629924;

/// A message ready for any of Discord's ways of sending one.
#[derive(Clone, Default)]
pub struct Outgoing {
    pub content: String,
    pub embeds: Vec<serenity::CreateEmbed>,
    pub files: Vec<serenity::CreateAttachment>,
    pub components: Vec<serenity::CreateActionRow>,
    pub mentions: Vec<serenity::UserId>,
    pub ephemeral: bool,
}

fn chars(text: &str) -> usize {
    text.chars().count()
}

/// Splits `text` at line ends into pieces of at most `max` characters (a line longer than
/// that is cut).
fn split_lines(text: &str, max: usize) -> Vec<String> {
    let mut pieces = vec![String::new()];
    for line in text.split_inclusive('\n') {
        let mut line = line;
        loop {
            let last = pieces.last_mut().map_or(0, |p| chars(p));
            let room = max - last;
            if chars(line) <= room {
                if let Some(p) = pieces.last_mut() {
                    p.push_str(line);
                }
                break;
            }
            if last > 0 {
                pieces.push(String::new());
                continue;
            }
            let cut = line.char_indices().nth(max).map_or(line.len(), |(i, _)| i);
            if let Some(p) = pieces.last_mut() {
                p.push_str(&line[..cut]);
            }
            pieces.push(String::new());
            line = &line[cut..];
        }
    }
    pieces.retain(|p| !p.trim().is_empty());
    pieces
}

impl Outgoing {
    /// The message for a reply: its mentions in front; text that does not fit a message in
    /// embeds (or, beyond those, as a file); the board as an image in an embed with the game's
    /// buttons.
    pub fn of(reply: &Reply) -> Outgoing {
        let mut mentions: Vec<serenity::UserId> =
            reply.mentions.iter().filter_map(discord_user).collect();
        let mut room = MAX_MENTIONS_TEXT;
        mentions.retain(|u| {
            let tag = format!("<@{u}> ").len();
            room = room.saturating_sub(tag);
            room > 0
        });
        let prefix = if reply.error || mentions.is_empty() {
            String::new()
        } else {
            let tags: Vec<String> = mentions.iter().map(|u| format!("<@{u}>")).collect();
            tags.join(" ") + " "
        };
        let mut out = Outgoing {
            mentions,
            ephemeral: reply.error || reply.private,
            ..Outgoing::default()
        };
        let text = reply.text.trim_end();
        // Room left for text embeds: the board's embed (title, fields) takes well under 500.
        let (board_budget, board_embeds) = if reply.image.is_some() {
            (500, 1)
        } else {
            (0, 0)
        };
        if chars(&prefix) + chars(text) <= MAX_CONTENT {
            out.content = format!("{prefix}{text}");
        } else {
            let pieces = split_lines(text, MAX_EMBED_DESCRIPTION);
            let total: usize = pieces.iter().map(|p| chars(p)).sum();
            if total + board_budget <= MAX_EMBEDS_TOTAL && pieces.len() + board_embeds <= MAX_EMBEDS
            {
                out.content = prefix.trim_end().to_string();
                out.embeds = pieces
                    .into_iter()
                    .map(|p| serenity::CreateEmbed::new().description(p).colour(COLOUR))
                    .collect();
            } else {
                let whole = crate::game::whole_text_in_file(reply.lang, LONG_TEXT_FILE);
                let note = format!("\n{whole}");
                let room = MAX_CONTENT.saturating_sub(chars(&prefix) + chars(&note));
                let start = split_lines(text, room)
                    .into_iter()
                    .next()
                    .unwrap_or_default();
                out.content = format!("{prefix}{}{note}", start.trim_end());
                out.files.push(serenity::CreateAttachment::bytes(
                    text.as_bytes().to_vec(),
                    LONG_TEXT_FILE,
                ));
            }
        }
        if let Some((embed, file)) = board_embed(reply) {
            out.embeds.push(embed);
            out.files.push(file);
            // A private board (`next`) may be of a game elsewhere: the buttons act on this
            // channel's game, so they come only with the channel's own boards.
            if let Some(game) = reply
                .game
                .as_ref()
                .filter(|g| !reply.private && !g.finished)
            {
                let board_page = game.board_page.then_some(game.id);
                out.components = ButtonId::game_buttons(reply.lang, board_page);
            }
        }
        // Discord's limit of ten files a message; the alt text at most 1,024 characters.
        let room = MAX_ATTACHMENTS.saturating_sub(out.files.len());
        for file in reply.files.iter().take(room) {
            let alt: String = file.caption.chars().take(MAX_ALT_TEXT).collect();
            out.files.push(
                serenity::CreateAttachment::bytes(file.bytes.clone(), file.file_name.clone())
                    .description(alt),
            );
        }
        if reply.offers_next {
            out.components = ButtonId::next_button(reply.lang);
        }
        if reply.offers_solution {
            out.components = ButtonId::solution_button(reply.lang);
        }
        if let Some(id) = reply.challenge.filter(|_| !reply.error) {
            out.components = ButtonId::challenge_buttons(reply.lang, id);
        }
        if let Some(id) = reply.tournament.filter(|_| !reply.error) {
            out.components = ButtonId::tournament_buttons(reply.lang, id);
        }
        if let Some(tally) = reply.tally.as_ref().filter(|t| !t.closed) {
            out.components = ButtonId::vote_buttons(tally);
        }
        out
    }

    fn allowed_mentions(&self) -> serenity::CreateAllowedMentions {
        serenity::CreateAllowedMentions::new().users(self.mentions.iter().copied())
    }

    /// As poise's reply to a slash command (the first response or a follow-up).
    pub fn to_reply(&self) -> CreateReply {
        let mut out = CreateReply::default()
            .content(self.content.clone())
            .allowed_mentions(self.allowed_mentions())
            .ephemeral(self.ephemeral)
            .components(self.components.clone());
        for embed in &self.embeds {
            out = out.embed(embed.clone());
        }
        for file in &self.files {
            out = out.attachment(file.clone());
        }
        out
    }

    /// As the response to a button press.
    pub fn to_response(&self) -> serenity::CreateInteractionResponseMessage {
        serenity::CreateInteractionResponseMessage::new()
            .content(self.content.clone())
            .allowed_mentions(self.allowed_mentions())
            .ephemeral(self.ephemeral)
            .embeds(self.embeds.clone())
            .add_files(self.files.clone())
            .components(self.components.clone())
    }

    /// As a follow-up to an interaction already answered or deferred.
    pub fn to_followup(&self) -> serenity::CreateInteractionResponseFollowup {
        serenity::CreateInteractionResponseFollowup::new()
            .content(self.content.clone())
            .allowed_mentions(self.allowed_mentions())
            .ephemeral(self.ephemeral)
            .embeds(self.embeds.clone())
            .add_files(self.files.clone())
            .components(self.components.clone())
    }

    /// As the new content of a message sent before (a tally): its text, embeds and buttons,
    /// with none left of the old ones.
    pub fn to_edit(&self) -> serenity::EditMessage {
        serenity::EditMessage::new()
            .content(self.content.clone())
            .allowed_mentions(self.allowed_mentions())
            .embeds(self.embeds.clone())
            .components(self.components.clone())
    }

    /// As a message in a channel (a game's thread, a notice).
    pub fn to_message(&self) -> serenity::CreateMessage {
        serenity::CreateMessage::new()
            .content(self.content.clone())
            .allowed_mentions(self.allowed_mentions())
            .embeds(self.embeds.clone())
            .add_files(self.files.clone())
            .components(self.components.clone())
    }
}

/// The embed for a board: the image, the last move, whose turn and the time left.
fn board_embed(reply: &Reply) -> Option<(serenity::CreateEmbed, serenity::CreateAttachment)> {
    let image = reply.image.as_ref()?;
    let attachment = serenity::CreateAttachment::bytes(image.png.clone(), image.file_name.clone());
    let mut embed = serenity::CreateEmbed::new()
        .image(format!("attachment://{}", image.file_name))
        .colour(COLOUR);
    if let Some(game) = &reply.game {
        let lang = reply.lang;
        let label = |field| crate::game::fixed(lang, field);
        let (white, black) = (&game.white.name, &game.black.name);
        embed = embed.title(crate::game::board_title(lang, white, black, game.variant));
        if let Some(last) = &game.last_san {
            embed = embed.field(label(Fixed::LastMoveField), format!("`{last}`"), true);
        }
        if !game.finished {
            let to_move = match game.to_move {
                Color::White => &game.white.name,
                Color::Black => &game.black.name,
            };
            embed = embed.field(label(Fixed::ToMoveField), to_move.clone(), true);
            if let Some(left) = crate::game::time_left(lang, game) {
                embed = embed.field(label(Fixed::TimeLeftField), left, true);
            }
        }
    }
    Some((embed, attachment))
}

/// Whether a failed request may succeed if sent again: Discord busy (5xx), rate limited (429,
/// when the rate limiter is off), or the connection failed.
pub fn transient(error: &serenity::Error) -> bool {
    match error {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)) => {
            let status = response.status_code.as_u16();
            status == 429 || status >= 500
        }
        serenity::Error::Http(serenity::HttpError::Request(e)) => {
            e.is_timeout() || e.is_connect() || e.is_request()
        }
        _ => false,
    }
}

/// Discord's code for "this interaction was answered already" (a first answer that failed on
/// our side but reached Discord).
pub fn already_acknowledged(error: &serenity::Error) -> bool {
    matches!(error, serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) if r.error.code == 40060)
}

/// Waits before each new attempt. A 429 is waited out for as long as Discord asks before it
/// gets here (by serenity's rate limiter, or behind a proxy by the relay in `relay.rs`); these
/// cover server errors, lost connections and a rate limit longer than the relay waits, and
/// stay within the three seconds Discord gives a first response.
const RETRY_DELAYS: [Duration; 2] = [Duration::from_millis(300), Duration::from_millis(900)];

/// Sends with `send`, again after a transient failure.
///
/// # Errors
/// The last error, when every attempt failed or the failure is not transient.
pub async fn with_retries<T, F, Fut>(what: &str, mut send: F) -> Result<T, serenity::Error>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, serenity::Error>>,
{
    let mut delays = RETRY_DELAYS.iter();
    let failed = || {
        metrics::counter!(crate::meters::SEND_FAILURES, "platform" => "discord").increment(1);
    };
    loop {
        match send().await {
            Ok(value) => return Ok(value),
            Err(e) if transient(&e) => match delays.next() {
                Some(delay) => {
                    tracing::info!(error = %e, what, "sending failed; trying again");
                    metrics::counter!(crate::meters::SEND_RETRIES, "platform" => "discord")
                        .increment(1);
                    tokio::time::sleep(*delay).await;
                }
                None => {
                    failed();
                    return Err(e);
                }
            },
            Err(e) => {
                failed();
                return Err(e);
            }
        }
    }
}

/// A DM: the text and the board, without the game's buttons (they act on a channel's game).
pub async fn direct_message(http: &serenity::Http, direct: &Direct) {
    let Some(user) = discord_user(&direct.user) else {
        return;
    };
    let channel = match with_retries("a DM channel", || user.create_dm_channel(http)).await {
        Ok(channel) => channel.id,
        Err(e) => {
            // Users may refuse DMs from bots: nothing to do about it.
            tracing::info!(error = %e, user = %user, "cannot open a DM");
            return;
        }
    };
    let message = Reply {
        text: direct.text.clone(),
        image: direct.image.clone(),
        ..Reply::default()
    };
    if let Err(e) = post(http, channel, &Outgoing::of(&message)).await {
        tracing::info!(error = %e, user = %user, "could not send a DM");
    }
}

/// Sends a message to a channel, retrying.
///
/// # Errors
/// When it could not be sent.
pub async fn post(
    http: &serenity::Http,
    channel: serenity::ChannelId,
    message: &Outgoing,
) -> Result<serenity::Message, serenity::Error> {
    with_retries("a channel message", || {
        channel.send_message(http, message.to_message())
    })
    .await
}

/// When the answer to a command that changed something could not be sent: says what is true,
/// as text in the channel (the interaction may be unusable by now).
pub async fn tell_what_happened(
    http: &serenity::Http,
    channel: serenity::ChannelId,
    user: serenity::UserId,
    reply: &Reply,
) {
    let mut text = reply.text.clone();
    if reply.game.is_some() {
        text.push(' ');
        text.push_str(&crate::game::fixed(
            reply.lang,
            crate::game::Fixed::BoardNotShown,
        ));
    }
    let mut text_only = Reply {
        text,
        mentions: reply.mentions.clone(),
        lang: reply.lang,
        ..Reply::default()
    };
    if !reply.mentions.iter().any(|m| discord_user(m) == Some(user)) {
        text_only.mentions.push(super::user_key(user));
    }
    if let Err(e) = post(http, channel, &Outgoing::of(&text_only)).await {
        tracing::warn!(error = %e, channel = %channel, "could not tell what happened either");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_text_goes_into_embeds_then_into_a_file() {
        let short = Outgoing::of(&Reply::text("Hello"));
        assert_eq!(short.content, "Hello");
        let line = "word ".repeat(19) + "\n"; // 96 characters
        let rules = Outgoing::of(&Reply::text(line.repeat(30))); // 2,880
        assert!(rules.content.is_empty() && rules.embeds.len() == 1 && rules.files.is_empty());
        let long = Outgoing::of(&Reply::text(line.repeat(55))); // 5,280: two embeds
        assert_eq!(long.embeds.len(), 2);
        let huge = Outgoing::of(&Reply::text(line.repeat(500)));
        assert!(huge.embeds.is_empty() && huge.files.len() == 1);
        assert!(
            chars(&huge.content) <= MAX_CONTENT,
            "{}",
            chars(&huge.content)
        );
        let unbroken = split_lines(&"x".repeat(9000), MAX_EMBED_DESCRIPTION);
        assert_eq!(
            unbroken.iter().map(|p| chars(p)).collect::<Vec<_>>(),
            [4096, 4096, 808]
        );
    }

    #[test]
    fn a_round_of_many_players_mentions_as_many_as_fit() {
        use crate::game::{Platform, UserId};
        let players: Vec<UserId> = (0..500u64)
            .map(|n| {
                UserId::new(
                    Platform::Discord,
                    &(200_000_000_000_000_000 + n).to_string(),
                )
            })
            .collect();
        let line = "Board 1: someone (White) v someone else (Black) in <#1>\n";
        let round = Reply::mentioning(line.repeat(250), players);
        let out = Outgoing::of(&round);
        assert!(
            chars(&out.content) <= MAX_CONTENT,
            "{}",
            chars(&out.content)
        );
        assert!(
            out.mentions.len() > 20 && out.mentions.len() < 100,
            "{}",
            out.mentions.len()
        );
        assert!(out.content.starts_with(&format!("<@{}>", out.mentions[0])));
        let short = Reply::mentioning(line.repeat(250), Vec::new());
        assert!(Outgoing::of(&short).files.len() == 1);
    }
}
