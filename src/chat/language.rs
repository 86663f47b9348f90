//! The words of `language`.

use super::{clip, UsageError};
use crate::types::Problem;
use crate::types::{Command, Lang, LanguageSetting};

/// `language`, `language de`, `language français`, `language auto`, `language room fr` (a
/// moderator's; whether the asker may is the adapter's to say).
pub fn language_args(args: &[&str]) -> Result<Command, UsageError> {
    const NAME: &str = "language";
    let (room, rest) = match args {
        [first, rest @ ..] if first.eq_ignore_ascii_case("room") => (true, rest),
        rest => (false, rest),
    };
    let setting = match rest {
        [] if room => return Err(UsageError::of(NAME, Problem::WhichRoomLanguage)),
        [] => LanguageSetting::Show,
        [word] if ["auto", "default", "reset"].contains(&word.to_lowercase().as_str()) => {
            LanguageSetting::Auto
        }
        [word] => match Lang::parse(word.trim_start_matches("lang:")) {
            Some(lang) => LanguageSetting::Set(lang),
            None => return Err(UsageError::of(NAME, Problem::NotALanguage(clip(word)))),
        },
        _ => return Err(UsageError::of(NAME, Problem::OneLanguageAtATime)),
    };
    Ok(Command::Language {
        setting,
        room,
        may_moderate: false,
    })
}
