//! The rules of each variant in the project's own words, and the usage of every command (from
//! [`super::commands::COMMANDS`]); `help` and `variants` are worded in [`super::words`].

use super::commands::COMMANDS;
use crate::rules::Variant;
use crate::types::Lang;

/// The rules of a variant in `lang`, with every ruling Kibitz applies (the words; the
/// diagrams are in [`super::diagrams`]).
pub fn rules(variant: Variant, lang: Lang) -> String {
    super::words::info::rules_text(super::words::Tr(lang), variant)
}

/// The usage line of a command.
pub fn usage(command: &str) -> Option<&'static str> {
    COMMANDS.iter().find(|c| c.name == command).map(|c| c.usage)
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
            let text = rules(variant, Lang::En);
            assert!(
                text.contains(must) && text.contains("100 half-moves"),
                "{variant}"
            );
        }
    }
}
