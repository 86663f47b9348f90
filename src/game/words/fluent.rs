//! The messages of every language, in Project Fluent (`assets/i18n/<code>/*.ftl`, built into
//! the binary), and [`Tr`]: one language's words, as the rest of `words` asks for them with
//! `t!`. A message a language lacks falls back to English's (the tests check that
//! none does).

use crate::types::Lang;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::LazyLock;

/// Defines [`FILES`] and [`SOURCES`] from the languages' codes and the files each has, one
/// per area of the words.
macro_rules! ftl {
    ([$($code:literal),*], $files:tt) => {
        /// The message files of each language.
        pub const FILES: &[&str] = &ftl!(@names $files);
        /// Each language's code and the text of its files, in the order of [`FILES`].
        pub const SOURCES: &[(&str, &[&str])] = &[$(($code, &ftl!(@read $code, $files))),*];
    };
    (@names [$($file:literal),*]) => {
        [$($file),*]
    };
    (@read $code:literal, [$($file:literal),*]) => {
        [$(include_str!(concat!("../../../assets/i18n/", $code, "/", $file, ".ftl"))),*]
    };
}

ftl!(
    ["en", "de", "es", "fr", "pt-BR", "ru", "zh-CN", "ja"],
    [
        "common",
        "refusals",
        "moves",
        "games",
        "info",
        "analysis",
        "tournaments",
        "teams",
        "slash",
        "help",
        "rules",
        "usage"
    ]
);

/// The text of the files of `lang`.
pub fn sources(lang: Lang) -> &'static [&'static str] {
    SOURCES
        .iter()
        .find(|(code, _)| *code == lang.code())
        .map_or(&[], |(_, files)| files)
}

type Bundle = FluentBundle<FluentResource>;

static BUNDLES: LazyLock<Vec<Bundle>> =
    LazyLock::new(|| Lang::ALL.into_iter().map(bundle).collect());

/// Messages that could not be formatted as asked (a variable not given, a message missing):
/// none, in a correct build; the tests read it.
static ERRORS: AtomicU64 = AtomicU64::new(0);

/// How many messages could not be formatted as asked since the process began.
pub fn errors_seen() -> u64 {
    ERRORS.load(Ordering::Relaxed)
}

fn bundle(lang: Lang) -> Bundle {
    let id = lang.code().parse().expect("Kibitz's language codes parse");
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Isolation marks around variables are for right-to-left text among left-to-right; in a
    // chat message of one direction they are noise (and break `code` spans).
    bundle.set_use_isolating(lang.right_to_left());
    if decimal_comma(lang) {
        bundle.set_formatter(Some(with_decimal_comma));
    }
    for source in sources(lang) {
        match FluentResource::try_new(source.to_string()) {
            Ok(resource) => bundle.add_resource_overriding(resource),
            Err((resource, errors)) => {
                tracing::error!(lang = %lang, ?errors, "a message file has errors");
                bundle.add_resource_overriding(resource);
            }
        }
    }
    bundle
}

/// Whether `lang` writes 2.5 as 2,5.
fn decimal_comma(lang: Lang) -> bool {
    matches!(lang, Lang::De | Lang::Es | Lang::Fr | Lang::PtBr | Lang::Ru)
}

fn with_decimal_comma<M>(value: &FluentValue, _: &M) -> Option<String> {
    match value {
        FluentValue::Number(n) => Some(n.as_string().replace('.', ",")),
        _ => None,
    }
}

/// One language's words.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Tr(pub Lang);

impl Tr {
    pub const EN: Tr = Tr(Lang::En);

    /// The message `id` with no variables.
    pub fn s(self, id: &str) -> String {
        self.format(id, None)
    }

    /// The message `id` with the variables `args`.
    pub fn with(self, id: &str, args: &FluentArgs) -> String {
        self.format(id, Some(args))
    }

    /// The message `id`, or its attribute `id.attribute`.
    fn format(self, id: &str, args: Option<&FluentArgs>) -> String {
        for lang in [self.0, Lang::En] {
            // Built in the order of `Lang::ALL`, which is the enum's.
            let bundle = &BUNDLES[lang as usize];
            let (name, attribute) = match id.split_once('.') {
                Some((name, attribute)) => (name, Some(attribute)),
                None => (id, None),
            };
            let Some(message) = bundle.get_message(name) else {
                continue;
            };
            let pattern = match attribute {
                Some(attribute) => message.get_attribute(attribute).map(|a| a.value()),
                None => message.value(),
            };
            let Some(pattern) = pattern else { continue };
            let mut errors = Vec::new();
            let text = bundle.format_pattern(pattern, args, &mut errors);
            if !errors.is_empty() || lang != self.0 {
                ERRORS.fetch_add(1, Ordering::Relaxed);
                tracing::warn!(id, lang = %self.0, ?errors, "a message was not formatted as asked");
            }
            return text.into_owned();
        }
        ERRORS.fetch_add(1, Ordering::Relaxed);
        tracing::error!(id, "no language has this message");
        id.to_string()
    }
}

/// A message of `tr`'s language with its variables: `t!(tr, "game-begins", white = name)`.
macro_rules! t {
    ($tr:expr, $id:expr) => {
        $tr.s($id)
    };
    ($tr:expr, $id:expr, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = fluent_bundle::FluentArgs::new();
        $(args.set(stringify!($name), fluent_bundle::FluentValue::from($value));)+
        $tr.with($id, &args)
    }};
}
pub(crate) use t;
