//! The texts users read: the rules of each variant in the project's own words, the list of
//! variants, and the help and usage of every command (from [`super::commands::COMMANDS`]).

use super::commands::COMMANDS;
use crate::rules::Variant;

/// The rules of a variant, with every ruling Kibitz applies (the words; the diagrams are in
/// [`super::diagrams`]).
pub fn rules(variant: Variant) -> String {
    super::diagrams::rules_text(variant).text.clone()
}

/// One line per variant.
pub fn variants() -> String {
    let line = |v: Variant| {
        let gist = match v {
            Variant::Standard => "the FIDE rules, for comparison",
            Variant::Suction => {
                "captured pieces swap places; suck the enemy king to your first rank"
            }
            Variant::Shrink => "emptied rows and columns vanish and the board shrinks",
            Variant::Swapper => "five swapping superheroes join the armies in a setup phase",
            Variant::GiveAndTake => {
                "drop your army onto attacked squares, then every move captures"
            }
            Variant::TradeUp => "start with kings only and trade pieces up from your hand",
        };
        format!("• `{}` — {}: {gist}", v.key(), v.title())
    };
    let mut out =
        String::from("Variants (use the name in `challenge variant:<name>` and `rules <name>`):\n");
    out.push_str(&Variant::ALL.map(line).join("\n"));
    out
}

/// The usage line of a command.
pub fn usage(command: &str) -> Option<&'static str> {
    COMMANDS.iter().find(|c| c.name == command).map(|c| c.usage)
}

/// The help text: every command, or one.
pub fn help(command: Option<&str>) -> String {
    match command.map(|c| c.trim_start_matches(['/', '!']).to_ascii_lowercase()) {
        Some(name) => match COMMANDS.iter().find(|c| c.name == name) {
            Some(c) => format!("`{}`\n{}", c.usage, c.about),
            None => format!("There is no command '{name}'. {}", help(None)),
        },
        None => {
            let mut out = String::from("Kibitz hosts chess variants. Commands:\n");
            for c in COMMANDS {
                out.push_str(&format!("• `{}` — {}\n", c.usage, c.about));
            }
            out.push_str("Start with `variants` and `rules <variant>`, then `challenge`.");
            out
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_variant_has_rules_naming_its_key_rulings() {
        for (variant, must) in [
            (Variant::Standard, "stalemate"),
            (Variant::Suction, "first rank"),
            (Variant::Shrink, "=nq"),
            (Variant::Swapper, "Strongman"),
            (Variant::GiveAndTake, "3 distinct empty squares"),
            (Variant::TradeUp, "exactly one pawn"),
        ] {
            let text = rules(variant);
            assert!(
                text.contains(must) && text.contains("100 half-moves"),
                "{variant}"
            );
        }
    }

    #[test]
    fn help_lists_every_command_and_explains_one() {
        let all = help(None);
        for c in COMMANDS {
            assert!(all.contains(c.usage));
        }
        assert!(help(Some("/move")).contains("move <move>"));
        assert!(help(Some("fly")).starts_with("There is no command 'fly'"));
    }
}
