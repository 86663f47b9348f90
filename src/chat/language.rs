//! The words of `language`.

use super::{clip, usage_error, UsageError};
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
        [] if room => return Err(usage_error(NAME, "which language for the room?")),
        [] => LanguageSetting::Show,
        [word] if ["auto", "default", "reset"].contains(&word.to_lowercase().as_str()) => {
            LanguageSetting::Auto
        }
        [word] => match Lang::parse(word.trim_start_matches("lang:")) {
            Some(lang) => LanguageSetting::Set(lang),
            None => {
                let codes: Vec<&str> = Lang::ALL.iter().map(|l| l.code()).collect();
                return Err(usage_error(
                    NAME,
                    format!(
                        "'{}' is not a language I speak; I speak {}",
                        clip(word),
                        codes.join(", ")
                    ),
                ));
            }
        },
        _ => return Err(usage_error(NAME, "one language at a time")),
    };
    Ok(Command::Language {
        setting,
        room,
        may_moderate: false,
    })
}
