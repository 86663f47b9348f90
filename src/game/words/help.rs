//! The words of `help` (every command, or one) and of `variants`.

use super::fluent::t;
use super::{variant, Tr};
use crate::game::commands::COMMANDS;
use crate::rules::Variant;

/// One line per variant: its key, name and gist.
pub(in crate::game) fn variants(tr: Tr) -> String {
    let mut out = t!(tr, "variants-intro");
    for v in Variant::ALL {
        let gist = tr.s(&format!("variant-gist-{}", v.key()));
        out.push_str(&format!("\n• `{}` — {}: {gist}", v.key(), variant(tr, v)));
    }
    out
}

/// The help text: every command, or the one named.
pub(in crate::game) fn help(tr: Tr, command: Option<&str>) -> String {
    let about = |name: &str| tr.s(&format!("about-{name}"));
    match command.map(|c| c.trim_start_matches(['/', '!']).to_ascii_lowercase()) {
        Some(name) => match COMMANDS.iter().find(|c| c.name == name) {
            Some(c) => format!("`{}`\n{}", c.usage, about(c.name)),
            None => format!(
                "{} {}",
                t!(tr, "help-unknown", name = name.as_str()),
                help(tr, None)
            ),
        },
        None => {
            let mut out = t!(tr, "help-intro");
            for c in COMMANDS {
                out.push_str(&format!("\n• `{}` — {}", c.usage, about(c.name)));
            }
            out.push('\n');
            out.push_str(&t!(tr, "help-outro"));
            out
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::Lang;

    #[test]
    fn help_lists_every_command_and_explains_one_in_each_language() {
        for lang in Lang::ALL {
            let tr = Tr(lang);
            let all = help(tr, None);
            for c in COMMANDS {
                assert!(all.contains(c.usage), "{lang}: {}", c.name);
                assert!(
                    !all.contains(&format!("about-{}", c.name)),
                    "{lang}: {}",
                    c.name
                );
            }
            assert!(help(tr, Some("/move")).contains("move <move>"));
        }
        assert!(help(Tr::EN, Some("fly")).starts_with("There is no command 'fly'"));
    }
}
