//! Which language a reply is worded in: the user's (chosen with `language`, or on Discord
//! their client's locale), else their channel's (set by a moderator, or on Discord the
//! server's preferred locale), else English. What is posted unasked in a channel (reminders,
//! tournament rounds, the bot's move) is in the channel's; a direct message in its
//! recipient's.

use super::Core;
use crate::types::{ChannelId, Lang, Locales, User, UserId};

impl Core {
    /// Notes what a platform tells of languages with a command (Discord: the locale of the
    /// user's client, and the server's preferred locale), before it is handled: the user's
    /// language (for replies and direct messages) and the channel's (for what is posted
    /// there unasked) follow them. A locale Kibitz does not speak clears the setting.
    pub(super) fn note_locales(&self, user: &User, channel: &ChannelId, locales: &Locales) {
        let (user_locale, server_locale) = (locales.user.as_deref(), locales.server.as_deref());
        // Most platforms tell none: nothing to read or write then.
        if user_locale.is_none() && server_locale.is_none() {
            return;
        }
        // The language is kept with the user, who may be new.
        if let Err(e) = self.remember(user) {
            tracing::warn!(error = %e, "recording a user failed");
            return;
        }
        let user = &user.id;
        let (stored_user, stored_channel) = match self.store.languages(user, channel) {
            Ok(stored) => stored,
            Err(e) => {
                tracing::warn!(error = %e, "reading languages failed");
                return;
            }
        };
        let told_user = user_locale.and_then(Lang::parse);
        if user_locale.is_some() && told_user != stored_user {
            if let Err(e) = self.store.set_user_language(user, told_user) {
                tracing::warn!(error = %e, "storing a user's language failed");
            }
        }
        let told_channel = server_locale.and_then(Lang::parse);
        if server_locale.is_some() && told_channel != stored_channel {
            if let Err(e) = self.store.set_channel_language(channel, told_channel) {
                tracing::warn!(error = %e, "storing a channel's language failed");
            }
        }
    }

    /// The language of a reply to `user` in `channel`.
    pub(super) fn language(&self, user: &UserId, channel: &ChannelId) -> Lang {
        match self.store.languages(user, channel) {
            Ok((Some(lang), _) | (None, Some(lang))) => lang,
            Ok((None, None)) => channel
                .parent()
                .map_or_else(Lang::default, |room| self.channel_language(&room)),
            Err(e) => {
                tracing::warn!(error = %e, "reading languages failed");
                Lang::default()
            }
        }
    }

    /// The language of what is posted in `channel` unasked: its own, else (a thread) its
    /// room's.
    pub(super) fn channel_language(&self, channel: &ChannelId) -> Lang {
        match self.store.channel_language(channel) {
            Ok(Some(lang)) => lang,
            Ok(None) => channel
                .parent()
                .map_or_else(Lang::default, |room| self.channel_language(&room)),
            Err(e) => {
                tracing::warn!(error = %e, "reading a channel's language failed");
                Lang::default()
            }
        }
    }

    /// The language of a direct message to `user`, about something in a channel of
    /// `fallback`.
    pub(super) fn direct_language(&self, user: &UserId, fallback: Lang) -> Lang {
        match self.store.user_language(user) {
            Ok(lang) => lang.unwrap_or(fallback),
            Err(e) => {
                tracing::warn!(error = %e, "reading a user's language failed");
                fallback
            }
        }
    }
}
