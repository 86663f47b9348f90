//! The texts users read: the rules of each variant in the project's own words, the list of
//! variants, and the help and usage of every command.

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

/// Every command with its usage and what it does.
pub const COMMANDS: &[(&str, &str, &str)] = &[
    (
        "challenge",
        "challenge variant:<variant> [opponent:<user>] [color:white|black|random] [days:<n>|hours:<n>|minutes:<n>] [level:<1-8>] [rated:yes|no]",
        "challenge someone (or, without an opponent, anyone here) to a game; time per move from 1 minute to 14 days, 3 days if not given. Name the bot itself as the opponent to play it at once, at a level from 1 (beginner) to 8 (full strength), 3 if not given; games are rated unless `rated:no` (games against the bot have ratings of their own, and takebacks against it only when unrated)",
    ),
    ("accept", "accept [<challenger>]", "accept a challenge here: the one made to you, else the oldest open one, or the one of the challenger you name"),
    ("decline", "decline [<challenger>]", "decline a challenge made to you"),
    ("cancel", "cancel", "withdraw your challenge here"),
    ("challenges", "challenges", "the challenges waiting here (each expires after 24 hours)"),
    ("move", "move <move>", "play a move: e2e4, e7e8q, N@e4, P@a2,P@b3, c2c3=nq"),
    ("board", "board", "show the board of the game here"),
    ("moves", "moves [square|piece]", "the legal moves, and for the players a map of them: one piece's with a square (`moves e2`), where a piece from the hand may go with its letter (`moves N`)"),
    ("resign", "resign", "give up the game"),
    ("draw", "draw [accept|decline]", "offer a draw, or answer an offer"),
    ("takeback", "takeback [accept|decline]", "ask to take your last move back, or answer such a request"),
    ("rules", "rules [variant] [topic]", "the rules of a variant with their diagrams, or one rule (topic) with its own"),
    ("variants", "variants", "the variants you can play"),
    ("games", "games", "your games everywhere, most urgent first, with a link to each and whose turn it is"),
    ("next", "next", "the board of your most urgent game where it is your move"),
    ("history", "history", "the moves of the game here, with its record as a PGN file"),
    ("replay", "replay [game:<id>]", "the game here (or an older one) as an animated picture, move by move"),
    ("export", "export", "all your finished games as one PGN file (on Discord only you see it)"),
    ("ratings", "ratings [variant] [global]", "Glicko-2 ratings: yours with your ranks, or the best in a variant; among the players of this server, or of everyone with `global`"),
    ("notify", "notify [on|off] [move|reminders|results|challenges]", "direct messages (a DM on Discord, a direct room on Matrix) with the board and a link to the game: when it becomes your move in a correspondence game (an hour or more per move), when your time there runs short, when such a game ends, when someone challenges you. All off unless you turn them on; alone, shows your settings"),
    ("premove", "premove [game:<id>] [<their move> <your reply> ...|clear]", "conditional moves, while your opponent is to move: `premove e7e5 g1f3 b8c6 f1b5` plays g1f3 at once if they play e7e5, then f1b5 if they play b8c6. Several lines per game; a move no line expects clears them all; alone, lists yours. Only you see them: on Matrix, send them in your direct room with Kibitz (`premove game:<id> ...`)"),
    ("vacation", "vacation [<days>|end]", "stop your clocks in every correspondence game for some days, up to 30 a year; your opponents see that you are away; `vacation end` when you are back early; alone, shows your days left"),
    ("help", "help [command]", "this list, or one command in detail"),
];

/// The usage line of a command.
pub fn usage(command: &str) -> Option<&'static str> {
    COMMANDS
        .iter()
        .find(|(name, _, _)| *name == command)
        .map(|(_, usage, _)| *usage)
}

/// The help text: every command, or one.
pub fn help(command: Option<&str>) -> String {
    match command.map(|c| c.trim_start_matches(['/', '!']).to_ascii_lowercase()) {
        Some(name) => match COMMANDS.iter().find(|(n, _, _)| *n == name) {
            Some((_, usage, what)) => format!("`{usage}`\n{what}"),
            None => format!("There is no command '{name}'. {}", help(None)),
        },
        None => {
            let mut out = String::from("Kibitz hosts chess variants. Commands:\n");
            for (_, usage, what) in COMMANDS {
                out.push_str(&format!("• `{usage}` — {what}\n"));
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
        for (name, _, _) in COMMANDS {
            assert!(all.contains(name));
        }
        assert!(help(Some("/move")).contains("move <move>"));
        assert!(help(Some("fly")).starts_with("There is no command 'fly'"));
    }
}
