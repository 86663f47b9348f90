//! The slash commands in every language Kibitz speaks: each command's, option's and choice's
//! words come from the message files (`slash.ftl`: the English shown by default, the others
//! as Discord's localizations, keyed by the locales Discord names each language by).

use super::{Data, Error};
use crate::game::fluent::Tr;
use crate::game::Lang;
use crate::rules::Variant;
use std::borrow::Cow;

type Localizations = Cow<'static, [(Cow<'static, str>, Cow<'static, str>)]>;

/// `commands`, their words from the message files.
pub(super) fn localized(
    mut commands: Vec<poise::Command<Data, Error>>,
) -> Vec<poise::Command<Data, Error>> {
    for command in &mut commands {
        let key = format!("slash-{}", command.name);
        localize(command, &key);
    }
    commands
}

fn localize(command: &mut poise::Command<Data, Error>, key: &str) {
    command.description = Some(Tr::EN.s(key).into());
    command.name_localizations = each_language(|tr| tr.s(&format!("{key}.name")));
    command.description_localizations = each_language(|tr| tr.s(key));
    for option in &mut command.parameters {
        let key = format!("{key}-opt-{}", option.name);
        option.description = Some(Tr::EN.s(&key).into());
        option.name_localizations = each_language(|tr| tr.s(&format!("{key}.name")));
        option.description_localizations = each_language(|tr| tr.s(&key));
        for choice in option.choices.to_mut() {
            let key = choice_key(&choice.name);
            choice.localizations = each_language(|tr| tr.s(&key));
        }
    }
    for sub in &mut command.subcommands {
        let key = format!("{key}-{}", sub.name);
        localize(sub, &key);
    }
}

/// The message of a choice: a variant's name, or `slash-choice-<its English label>`.
fn choice_key(label: &str) -> String {
    if let Some(v) = Variant::ALL.into_iter().find(|v| v.title() == label) {
        return format!("variant-{}", v.key());
    }
    let mut slug = String::new();
    for word in label
        .to_lowercase()
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
    {
        if !slug.is_empty() {
            slug.push('-');
        }
        slug.push_str(word);
    }
    format!("slash-choice-{slug}")
}

/// What `say` says in each language but English, under each locale Discord names it by.
fn each_language(say: impl Fn(Tr) -> String) -> Localizations {
    let mut all = Vec::new();
    for lang in Lang::ALL {
        let words = say(Tr(lang));
        for locale in lang.discord_locales() {
            all.push((Cow::Borrowed(*locale), Cow::Owned(words.clone())));
        }
    }
    all.into()
}
