//! `language`: the language a user reads, and a room's for what is posted there unasked.

use super::events::{Told, View};
use super::games::Games;
use super::handled::{refused, Handled, Refusal};
use super::unit::Unit;
use crate::types::{ChannelId, LanguageSetting, Platform, User};

/// Shows the asker's language and this room's, or sets one of them (the room's: a
/// moderator's). The answer is private, and in the language just chosen.
pub(super) fn language(
    g: Games<'_>,
    w: &Unit,
    actor: &User,
    channel: &ChannelId,
    setting: LanguageSetting,
    room: bool,
    may_moderate: bool,
) -> Handled<Told> {
    let chosen = match setting {
        LanguageSetting::Show => None,
        LanguageSetting::Set(lang) => Some(Some(lang)),
        LanguageSetting::Auto => Some(None),
    };
    if let Some(lang) = chosen {
        if room && !may_moderate {
            return refused(Refusal::LanguageForModerators);
        }
        w.write(|tx| match room {
            true => tx.set_channel_language(channel, lang),
            false => tx.set_user_language(&actor.id, lang),
        })?;
    }
    let (mine, room_language) = g.store.languages(&actor.id, channel)?;
    let mut told = Told::saying(View::Languages {
        mine,
        room: room_language,
        saved: chosen.is_some(),
        from_client: actor.id.platform() == Platform::Discord,
    });
    told.private = true;
    Ok(told)
}
