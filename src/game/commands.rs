//! Every command, declared once: its name, other names, how it is typed, its options with
//! their types and ranges, and what it does. The text grammar (console, Matrix) takes names
//! and aliases from here, `help` its texts, and a test of the Discord adapter checks that each
//! entry has its slash command with these options and ranges.

use crate::types::{BotLevel, TimePerMove, VACATION_DAYS_PER_YEAR};

/// One command.
pub struct CommandSpec {
    pub name: &'static str,
    /// Other words that name it in text (`mv`, `undo`).
    pub aliases: &'static [&'static str],
    /// How it is typed in text (console, Matrix), for `help` and usage errors.
    pub usage: &'static str,
    /// Its options as slash commands take them, in order.
    pub options: &'static [Opt],
}

/// One option of a command.
pub struct Opt {
    pub name: &'static str,
    pub kind: Kind,
    pub required: bool,
}

/// What an option takes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    /// One of the variants.
    Variant,
    /// A user.
    User,
    /// One of these words.
    Choice(&'static [&'static str]),
    /// A whole number in a range (`max` none: no upper bound).
    Number { min: i64, max: Option<i64> },
    /// Free text of at most `max_length` characters (none: no limit of its own).
    Text { max_length: Option<u16> },
    /// Yes or no.
    Flag,
    /// A channel of the same server.
    Channel,
}

const fn opt(name: &'static str, kind: Kind) -> Opt {
    Opt {
        name,
        kind,
        required: false,
    }
}

const fn required(name: &'static str, kind: Kind) -> Opt {
    Opt {
        name,
        kind,
        required: true,
    }
}

const fn number(min: i64, max: i64) -> Kind {
    Kind::Number {
        min,
        max: Some(max),
    }
}

const fn text(max_length: u16) -> Kind {
    Kind::Text {
        max_length: Some(max_length),
    }
}

const DAY: i64 = 86_400;
const ANSWERS: Kind = Kind::Choice(&["offer", "accept", "decline"]);

/// Every command, in the order `help` lists them.
pub const COMMANDS: &[CommandSpec] = &[
    CommandSpec {
        name: "challenge",
        aliases: &[],
        usage: "challenge variant:<variant> [opponent:<user>] [color:white|black|random] [clock:<5+3|2d+1d>|days:<n>|hours:<n>|minutes:<n>] [level:<1-8>] [rated:yes|no] [team:yes [channel:<channel>] [vote:<10m|12h|...>] [voters:shown|hidden]]",
        options: &[
            required("variant", Kind::Variant),
            opt("opponent", Kind::User),
            opt("color", Kind::Choice(&["white", "black", "random"])),
            opt("clock", text(16)),
            opt("days", number(1, TimePerMove::MAX_SECONDS as i64 / DAY)),
            opt("hours", number(1, TimePerMove::MAX_SECONDS as i64 / 3600)),
            opt("minutes", number(1, DAY / 60)),
            opt("level", number(BotLevel::MIN as i64, BotLevel::MAX as i64)),
            opt("rated", Kind::Flag),
            opt("team", Kind::Flag),
            opt("channel", Kind::Channel),
            opt("vote", text(12)),
            opt("voters", Kind::Choice(&["shown", "hidden"])),
        ],
    },
    CommandSpec {
        name: "vote",
        aliases: &[],
        usage: "vote <move>|draw|resign",
        options: &[required("move", text(40))],
    },
    CommandSpec {
        name: "accept",
        aliases: &[],
        usage: "accept [<challenger>]",
        options: &[opt("challenger", Kind::User)],
    },
    CommandSpec {
        name: "decline",
        aliases: &[],
        usage: "decline [<challenger>]",
        options: &[opt("challenger", Kind::User)],
    },
    CommandSpec {
        name: "cancel",
        aliases: &[],
        usage: "cancel",
        options: &[],
    },
    CommandSpec {
        name: "challenges",
        aliases: &["challenge-list"],
        usage: "challenges",
        options: &[],
    },
    CommandSpec {
        name: "move",
        aliases: &["mv", "m", "play"],
        usage: "move <move>",
        // Optional where menus can pick it (Discord's `/move` alone); typed, it is needed.
        options: &[opt("move", text(40))],
    },
    CommandSpec {
        name: "board",
        aliases: &[],
        usage: "board [widget on|off]",
        options: &[],
    },
    CommandSpec {
        name: "moves",
        aliases: &[],
        usage: "moves [square|piece]",
        options: &[opt("square", text(20)), opt("piece", text(20))],
    },
    CommandSpec {
        name: "resign",
        aliases: &[],
        usage: "resign",
        options: &[],
    },
    CommandSpec {
        name: "draw",
        aliases: &["offerdraw"],
        usage: "draw [accept|decline]",
        options: &[opt("answer", ANSWERS)],
    },
    CommandSpec {
        name: "takeback",
        aliases: &["undo"],
        usage: "takeback [accept|decline]",
        options: &[opt("answer", ANSWERS)],
    },
    CommandSpec {
        name: "rules",
        aliases: &[],
        usage: "rules [variant] [topic]",
        options: &[opt("variant", Kind::Variant), opt("topic", text(40))],
    },
    CommandSpec {
        name: "variants",
        aliases: &[],
        usage: "variants",
        options: &[],
    },
    CommandSpec {
        name: "games",
        aliases: &[],
        usage: "games",
        options: &[],
    },
    CommandSpec {
        name: "next",
        aliases: &[],
        usage: "next",
        options: &[],
    },
    CommandSpec {
        name: "web",
        aliases: &[],
        usage: "web [game:<id>] [revoke]",
        options: &[
            opt("game", Kind::Number { min: 1, max: None }),
            opt("revoke", Kind::Flag),
        ],
    },
    CommandSpec {
        name: "history",
        aliases: &["pgn"],
        usage: "history",
        options: &[],
    },
    CommandSpec {
        name: "replay",
        aliases: &[],
        usage: "replay [game:<id>]",
        options: &[opt("game", Kind::Number { min: 1, max: None })],
    },
    CommandSpec {
        name: "analysis",
        aliases: &["analyse", "analyze"],
        usage: "analysis [game:<id>]",
        options: &[opt("game", Kind::Number { min: 1, max: None })],
    },
    CommandSpec {
        name: "puzzle",
        aliases: &["puzzles"],
        usage: "puzzle [variant] [theme] | puzzle daily on|off",
        options: &[
            opt("variant", Kind::Variant),
            opt("theme", text(40)),
            opt("daily", Kind::Choice(&["on", "off"])),
        ],
    },
    CommandSpec {
        name: "solve",
        aliases: &[],
        usage: "solve <move>|show",
        options: &[required("move", text(40))],
    },
    CommandSpec {
        name: "export",
        aliases: &[],
        usage: "export",
        options: &[],
    },
    CommandSpec {
        name: "ratings",
        aliases: &["rating"],
        usage: "ratings [variant] [global]",
        options: &[
            opt("variant", Kind::Variant),
            opt("scope", Kind::Choice(&["server", "global"])),
        ],
    },
    CommandSpec {
        name: "notify",
        aliases: &[],
        usage: "notify [on|off] [move|reminders|results|challenges|board]",
        options: &[
            opt("mode", Kind::Choice(&["on", "off"])),
            opt(
                "event",
                Kind::Choice(&["all", "move", "reminders", "results", "challenges", "board"]),
            ),
        ],
    },
    CommandSpec {
        name: "premove",
        aliases: &[],
        usage: "premove [game:<id>] [<their move> <your reply> ...|clear]",
        options: &[
            opt("line", text(200)),
            opt("game", Kind::Number { min: 1, max: None }),
        ],
    },
    CommandSpec {
        name: "vacation",
        aliases: &[],
        usage: "vacation [<days>|end]",
        options: &[
            opt("days", number(1, VACATION_DAYS_PER_YEAR as i64)),
            opt("end", Kind::Flag),
        ],
    },
    CommandSpec {
        name: "tournament",
        aliases: &["tournaments", "t"],
        usage: "tournament [create|join|leave|withdraw|start|cancel|standings|pairings|export] [id:<n>] [options]",
        options: &[],
    },
    CommandSpec {
        name: "adjudicate",
        aliases: &["endgame"],
        usage: "adjudicate white|black|draw [game:<id>]",
        options: &[
            required("result", Kind::Choice(&["white", "black", "draw"])),
            opt("game", Kind::Number { min: 1, max: None }),
        ],
    },
    CommandSpec {
        name: "language",
        aliases: &["lang", "sprache", "idioma", "langue", "língua", "язык", "语言", "言語"],
        usage: "language [<code>|auto] | language room <code>|auto",
        options: &[],
    },
    CommandSpec {
        name: "help",
        aliases: &[],
        usage: "help [command]",
        options: &[opt("command", Kind::Text { max_length: None })],
    },
];

/// One subcommand of a command taken as subcommands on Discord (`/tournament join`).
pub struct SubcommandSpec {
    pub name: &'static str,
    pub options: &'static [Opt],
}

const TOURNAMENT_ID: Opt = opt("id", Kind::Number { min: 1, max: None });

/// The subcommands of `tournament`, in order; the text grammar takes the same words.
pub const TOURNAMENT: &[SubcommandSpec] = &[
    SubcommandSpec {
        name: "create",
        options: &[
            required("variant", Kind::Variant),
            required("format", Kind::Choice(&["swiss", "roundrobin", "double"])),
            opt("rounds", number(1, crate::types::MAX_ROUNDS as i64)),
            opt("days", number(1, TimePerMove::MAX_SECONDS as i64 / DAY)),
            opt("hours", number(1, TimePerMove::MAX_SECONDS as i64 / 3600)),
            opt("minutes", number(1, DAY / 60)),
            opt("name", text(crate::types::MAX_NAME as u16)),
            opt("rated", Kind::Flag),
            opt("max", number(2, crate::types::MAX_PLAYERS as i64)),
        ],
    },
    SubcommandSpec {
        name: "show",
        options: &[TOURNAMENT_ID],
    },
    SubcommandSpec {
        name: "join",
        options: &[TOURNAMENT_ID],
    },
    SubcommandSpec {
        name: "leave",
        options: &[TOURNAMENT_ID],
    },
    SubcommandSpec {
        name: "withdraw",
        options: &[TOURNAMENT_ID],
    },
    SubcommandSpec {
        name: "start",
        options: &[TOURNAMENT_ID],
    },
    SubcommandSpec {
        name: "cancel",
        options: &[TOURNAMENT_ID],
    },
    SubcommandSpec {
        name: "standings",
        options: &[TOURNAMENT_ID],
    },
    SubcommandSpec {
        name: "pairings",
        options: &[
            opt("round", number(1, 2 * crate::types::MAX_ROUNDS as i64)),
            TOURNAMENT_ID,
        ],
    },
    SubcommandSpec {
        name: "export",
        options: &[TOURNAMENT_ID],
    },
];

/// The command a word names (without its `/` or `!`; any case), aliases included.
pub fn named(word: &str) -> Option<&'static CommandSpec> {
    let word = word.trim_start_matches(['/', '!']).to_ascii_lowercase();
    COMMANDS
        .iter()
        .find(|c| c.name == word)
        .or_else(|| COMMANDS.iter().find(|c| c.aliases.contains(&word.as_str())))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_aliases_name_one_command_each() {
        let mut words: Vec<&str> = COMMANDS
            .iter()
            .flat_map(|c| std::iter::once(c.name).chain(c.aliases.iter().copied()))
            .collect();
        let all = words.len();
        words.sort_unstable();
        words.dedup();
        assert_eq!(words.len(), all, "a word names two commands");
        assert_eq!(named("MV").map(|c| c.name), Some("move"));
        assert_eq!(named("/undo").map(|c| c.name), Some("takeback"));
        assert!(named("fly").is_none());
    }

    #[test]
    fn the_usage_line_starts_with_the_name_and_shows_the_choices() {
        for command in COMMANDS {
            assert!(command.usage.starts_with(command.name), "{}", command.usage);
            for option in command.options {
                if let Kind::Choice(words) = option.kind {
                    assert!(
                        words.iter().any(|w| command.usage.contains(w)),
                        "{}: {}",
                        command.name,
                        option.name
                    );
                }
            }
        }
    }
}
