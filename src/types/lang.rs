//! The languages Kibitz speaks, and how platforms name them.

use std::fmt;

/// A language of Kibitz's words. English is the reference; every other has all of its
/// messages (`assets/i18n/<code>/`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    #[default]
    En,
    De,
    Es,
    Fr,
    PtBr,
    Ru,
    ZhCn,
    Ja,
}

impl Lang {
    /// Every language spoken: each has every message (`assets/i18n/<code>/`).
    pub const ALL: [Lang; 8] = [
        Lang::En,
        Lang::De,
        Lang::Es,
        Lang::Fr,
        Lang::PtBr,
        Lang::Ru,
        Lang::ZhCn,
        Lang::Ja,
    ];

    /// Its BCP 47 code, as `language <code>` takes it and as its folder is named.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
            Lang::Es => "es",
            Lang::Fr => "fr",
            Lang::PtBr => "pt-BR",
            Lang::Ru => "ru",
            Lang::ZhCn => "zh-CN",
            Lang::Ja => "ja",
        }
    }

    /// Every language's code, as a list to show: "en, de, es, …".
    pub fn codes() -> String {
        let codes: Vec<&str> = Lang::ALL.iter().map(|l| l.code()).collect();
        codes.join(", ")
    }

    /// Its name in itself, for lists a reader of any language scans for their own.
    pub fn endonym(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::De => "Deutsch",
            Lang::Es => "Español",
            Lang::Fr => "Français",
            Lang::PtBr => "Português (Brasil)",
            Lang::Ru => "Русский",
            Lang::ZhCn => "简体中文",
            Lang::Ja => "日本語",
        }
    }

    /// The language a locale names (`de`, `en-US`, `es-419`, `pt-BR`, `zh-CN`, also
    /// underscores and any case), or an English or native name; `None` for one Kibitz does
    /// not speak. A locale of a language spoken (Brazilian Portuguese for `pt-PT`, Simplified
    /// Chinese for `zh-TW`) is read as that language.
    pub fn parse(text: &str) -> Option<Lang> {
        let text = text.trim().to_lowercase().replace('_', "-");
        if let Some(lang) = Lang::ALL
            .into_iter()
            .find(|l| l.endonym().to_lowercase() == text)
        {
            return Some(lang);
        }
        let primary = text.split('-').next().unwrap_or_default();
        Some(match primary {
            "en" | "english" => Lang::En,
            "de" | "german" => Lang::De,
            "es" | "spanish" | "espanol" => Lang::Es,
            "fr" | "french" | "francais" => Lang::Fr,
            "pt" | "portuguese" | "português" | "portugues" => Lang::PtBr,
            "ru" | "russian" => Lang::Ru,
            "zh" | "chinese" | "中文" => Lang::ZhCn,
            "ja" | "japanese" => Lang::Ja,
            _ => return None,
        })
    }

    /// The locales Discord names this language by (its localizations are keyed by them);
    /// none for English, the commands' own language.
    pub fn discord_locales(self) -> &'static [&'static str] {
        match self {
            Lang::En => &[],
            Lang::De => &["de"],
            Lang::Es => &["es-ES", "es-419"],
            Lang::Fr => &["fr"],
            Lang::PtBr => &["pt-BR"],
            Lang::Ru => &["ru"],
            Lang::ZhCn => &["zh-CN"],
            Lang::Ja => &["ja"],
        }
    }

    /// Whether it is written right to left (none of Kibitz's yet: where it matters, text is
    /// laid out by this, not assumed left to right).
    pub fn right_to_left(self) -> bool {
        false
    }
}

/// What `language` asks.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum LanguageSetting {
    /// Which language is read, and which Kibitz speaks.
    Show,
    /// This one from now on.
    Set(Lang),
    /// None chosen: the room's default (for a user), English (for a room).
    Auto,
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locales_and_names_are_read() {
        for (text, lang) in [
            ("de", Lang::De),
            ("en-US", Lang::En),
            ("en-GB", Lang::En),
            ("es-419", Lang::Es),
            ("ES-es", Lang::Es),
            ("pt_BR", Lang::PtBr),
            ("zh-TW", Lang::ZhCn),
            ("ja", Lang::Ja),
            ("Français", Lang::Fr),
            ("русский", Lang::Ru),
            ("German", Lang::De),
        ] {
            assert_eq!(Lang::parse(text), Some(lang), "{text}");
        }
        for text in ["", "xx", "klingon", "e"] {
            assert_eq!(Lang::parse(text), None, "{text}");
        }
        for lang in Lang::ALL {
            assert_eq!(Lang::parse(lang.code()), Some(lang));
        }
    }
}
