//! The languages users read and channels' defaults (BCP 47 codes; a code this build does not
//! speak reads as none).

use super::db::{args, Sql};
use super::{Result, Store, Tx};
use crate::types::{ChannelId, Lang, UserId};

impl Store {
    /// The language `user` reads and that of `channel`, where set: one read for both.
    pub fn languages(
        &self,
        user: &UserId,
        channel: &ChannelId,
    ) -> Result<(Option<Lang>, Option<Lang>)> {
        self.with(|c| {
            let row = c.query_opt(
                "SELECT (SELECT language FROM users WHERE id = ?1), \
                 (SELECT language FROM channel_languages WHERE channel_id = ?2)",
                args![user, channel],
            )?;
            let code = |i| -> Result<Option<Lang>> {
                let text = row.as_ref().map(|r| r.opt_text(i)).transpose()?.flatten();
                Ok(text.as_deref().and_then(Lang::parse))
            };
            Ok((code(0)?, code(1)?))
        })
    }

    /// The language `user` reads, if they chose one (or their client told it).
    pub fn user_language(&self, user: &UserId) -> Result<Option<Lang>> {
        self.with(|c| {
            let row = c.query_opt("SELECT language FROM users WHERE id = ?1", args![user])?;
            let code = row.map(|r| r.opt_text(0)).transpose()?.flatten();
            Ok(code.as_deref().and_then(Lang::parse))
        })
    }

    /// Sets (or with `None` forgets) the language `user` reads; the user must have been
    /// recorded.
    pub fn set_user_language(&self, user: &UserId, lang: Option<Lang>) -> Result<()> {
        self.write(|c| set_user(c, user, lang))
    }

    /// The language of what is posted in `channel` unasked, if one was set.
    pub fn channel_language(&self, channel: &ChannelId) -> Result<Option<Lang>> {
        self.with(|c| {
            let row = c.query_opt(
                "SELECT language FROM channel_languages WHERE channel_id = ?1",
                args![channel],
            )?;
            let code = row.map(|r| r.text(0)).transpose()?;
            Ok(code.as_deref().and_then(Lang::parse))
        })
    }

    /// Sets (or with `None` forgets) the language of `channel`.
    pub fn set_channel_language(&self, channel: &ChannelId, lang: Option<Lang>) -> Result<()> {
        self.write(|c| set_channel(c, channel, lang))
    }
}

impl Tx<'_> {
    /// [`Store::set_user_language`] in this transaction.
    pub fn set_user_language(&mut self, user: &UserId, lang: Option<Lang>) -> Result<()> {
        set_user(self.sql, user, lang)
    }

    /// [`Store::set_channel_language`] in this transaction.
    pub fn set_channel_language(&mut self, channel: &ChannelId, lang: Option<Lang>) -> Result<()> {
        set_channel(self.sql, channel, lang)
    }
}

fn set_user(c: &mut dyn Sql, user: &UserId, lang: Option<Lang>) -> Result<()> {
    c.execute(
        "UPDATE users SET language = ?2 WHERE id = ?1",
        args![user, lang.map(Lang::code)],
    )?;
    Ok(())
}

fn set_channel(c: &mut dyn Sql, channel: &ChannelId, lang: Option<Lang>) -> Result<()> {
    match lang {
        Some(lang) => c.execute(
            "INSERT INTO channel_languages (channel_id, language) VALUES (?1, ?2) \
             ON CONFLICT (channel_id) DO UPDATE SET language = excluded.language",
            args![channel, lang.code()],
        )?,
        None => c.execute(
            "DELETE FROM channel_languages WHERE channel_id = ?1",
            args![channel],
        )?,
    };
    Ok(())
}
