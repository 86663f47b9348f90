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
    pub about: &'static str,
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
        usage: "challenge variant:<variant> [opponent:<user>] [color:white|black|random] [days:<n>|hours:<n>|minutes:<n>] [level:<1-8>] [rated:yes|no] [team:yes [channel:<channel>] [vote:<10m|12h|...>] [voters:shown|hidden]]",
        options: &[
            required("variant", Kind::Variant),
            opt("opponent", Kind::User),
            opt("color", Kind::Choice(&["white", "black", "random"])),
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
        about: "challenge someone (or, without an opponent, anyone here) to a game; time per move from 1 minute to 14 days, 3 days if not given. Name the bot itself as the opponent to play it at once, at a level from 1 (beginner) to 8 (full strength), 3 if not given; games are rated unless `rated:no` (games against the bot have ratings of their own, and takebacks against it only when unrated). With `team:yes` this channel plays as a team, each move chosen by `vote`, against the bot (`opponent:kibitz level:<n>`) or another channel's team (`channel:<channel>`, accepted there by anyone); `vote:` is how long each vote lasts (1 minute to 3 days; 10 minutes in games under an hour a move, else 12 hours), `voters:shown` names who voted for what",
    },
    CommandSpec {
        name: "vote",
        aliases: &[],
        usage: "vote <move>|draw|resign",
        options: &[required("move", text(40))],
        about: "in a team game, your vote on your team's move (a move, `draw` to offer or accept one, `resign`); you may change it until the vote closes. The move with most votes is played when the vote closes (a tie: the one that got there first), or sooner once everyone who voted lately has voted; a draw or resignation needs a majority of the voters",
    },
    CommandSpec {
        name: "accept",
        aliases: &[],
        usage: "accept [<challenger>]",
        options: &[opt("challenger", Kind::User)],
        about: "accept a challenge here: the one made to you, else the oldest open one, or the one of the challenger you name",
    },
    CommandSpec {
        name: "decline",
        aliases: &[],
        usage: "decline [<challenger>]",
        options: &[opt("challenger", Kind::User)],
        about: "decline a challenge made to you",
    },
    CommandSpec {
        name: "cancel",
        aliases: &[],
        usage: "cancel",
        options: &[],
        about: "withdraw your challenge here",
    },
    CommandSpec {
        name: "challenges",
        aliases: &["challenge-list"],
        usage: "challenges",
        options: &[],
        about: "the challenges waiting here (each expires after 24 hours)",
    },
    CommandSpec {
        name: "move",
        aliases: &["mv", "m", "play"],
        usage: "move <move>",
        options: &[required("move", text(40))],
        about: "play a move: e2e4, e7e8q, N@e4, P@a2,P@b3, c2c3=nq",
    },
    CommandSpec {
        name: "board",
        aliases: &[],
        usage: "board",
        options: &[],
        about: "show the board of the game here",
    },
    CommandSpec {
        name: "moves",
        aliases: &[],
        usage: "moves [square|piece]",
        options: &[opt("square", text(20)), opt("piece", text(20))],
        about: "the legal moves, and for the players a map of them: one piece's with a square (`moves e2`), where a piece from the hand may go with its letter (`moves N`)",
    },
    CommandSpec {
        name: "resign",
        aliases: &[],
        usage: "resign",
        options: &[],
        about: "give up the game",
    },
    CommandSpec {
        name: "draw",
        aliases: &["offerdraw"],
        usage: "draw [accept|decline]",
        options: &[opt("answer", ANSWERS)],
        about: "offer a draw, or answer an offer",
    },
    CommandSpec {
        name: "takeback",
        aliases: &["undo"],
        usage: "takeback [accept|decline]",
        options: &[opt("answer", ANSWERS)],
        about: "ask to take your last move back, or answer such a request",
    },
    CommandSpec {
        name: "rules",
        aliases: &[],
        usage: "rules [variant] [topic]",
        options: &[opt("variant", Kind::Variant), opt("topic", text(40))],
        about: "the rules of a variant with their diagrams, or one rule (topic) with its own",
    },
    CommandSpec {
        name: "variants",
        aliases: &[],
        usage: "variants",
        options: &[],
        about: "the variants you can play",
    },
    CommandSpec {
        name: "games",
        aliases: &[],
        usage: "games",
        options: &[],
        about: "your games everywhere, most urgent first, with a link to each and whose turn it is",
    },
    CommandSpec {
        name: "next",
        aliases: &[],
        usage: "next",
        options: &[],
        about: "the board of your most urgent game where it is your move",
    },
    CommandSpec {
        name: "history",
        aliases: &["pgn"],
        usage: "history",
        options: &[],
        about: "the moves of the game here, with its record as a PGN file",
    },
    CommandSpec {
        name: "replay",
        aliases: &[],
        usage: "replay [game:<id>]",
        options: &[opt("game", Kind::Number { min: 1, max: None })],
        about: "the game here (or an older one) as an animated picture, move by move",
    },
    CommandSpec {
        name: "analysis",
        aliases: &["analyse", "analyze"],
        usage: "analysis [game:<id>]",
        options: &[opt("game", Kind::Number { min: 1, max: None })],
        about: "the engine's analysis of the last game that ended here (or another): accuracy, mistakes, better moves",
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
        about: "a puzzle near your puzzle rating, shown here: find the move that wins; `daily on` posts one here every day (moderators)",
    },
    CommandSpec {
        name: "solve",
        aliases: &[],
        usage: "solve <move>|show",
        options: &[required("move", text(40))],
        about: "your answer to the puzzle here, one move at a time (`show` for the solution)",
    },
    CommandSpec {
        name: "export",
        aliases: &[],
        usage: "export",
        options: &[],
        about: "all your finished games as one PGN file (on Discord only you see it)",
    },
    CommandSpec {
        name: "ratings",
        aliases: &["rating"],
        usage: "ratings [variant] [global]",
        options: &[
            opt("variant", Kind::Variant),
            opt("scope", Kind::Choice(&["server", "global"])),
        ],
        about: "Glicko-2 ratings: yours with your ranks, or the best in a variant; among the players of this server, or of everyone with `global`",
    },
    CommandSpec {
        name: "notify",
        aliases: &[],
        usage: "notify [on|off] [move|reminders|results|challenges]",
        options: &[
            opt("mode", Kind::Choice(&["on", "off"])),
            opt(
                "event",
                Kind::Choice(&["all", "move", "reminders", "results", "challenges"]),
            ),
        ],
        about: "direct messages (a DM on Discord, a direct room on Matrix) with the board and a link to the game: when it becomes your move in a correspondence game (an hour or more per move), when your time there runs short, when such a game ends, when someone challenges you. All off unless you turn them on; alone, shows your settings",
    },
    CommandSpec {
        name: "premove",
        aliases: &[],
        usage: "premove [game:<id>] [<their move> <your reply> ...|clear]",
        options: &[
            opt("line", text(200)),
            opt("game", Kind::Number { min: 1, max: None }),
        ],
        about: "conditional moves, while your opponent is to move: `premove e7e5 g1f3 b8c6 f1b5` plays g1f3 at once if they play e7e5, then f1b5 if they play b8c6. Several lines per game; a move no line expects clears them all; alone, lists yours. Only you see them: on Matrix, send them in your direct room with Kibitz (`premove game:<id> ...`)",
    },
    CommandSpec {
        name: "vacation",
        aliases: &[],
        usage: "vacation [<days>|end]",
        options: &[
            opt("days", number(1, VACATION_DAYS_PER_YEAR as i64)),
            opt("end", Kind::Flag),
        ],
        about: "stop your clocks in every correspondence game for some days, up to 30 a year; your opponents see that you are away; `vacation end` when you are back early; alone, shows your days left",
    },
    CommandSpec {
        name: "tournament",
        aliases: &["tournaments", "t"],
        usage: "tournament [create|join|leave|withdraw|start|cancel|standings|pairings|export] [id:<n>] [options]",
        options: &[],
        about: "tournaments in this channel: `tournament create variant:<variant> format:swiss|roundrobin|double [rounds:<n>] [days:<n>|hours:<n>|minutes:<n>] [name:<text>] [rated:yes|no] [max:<n>]` opens one (organisers: Manage Server or Manage Events on Discord, power level 50 on Matrix); `join` and `leave` before it starts; `start` and `cancel` (its organiser); `withdraw` once it runs; alone, what it is and where it stands; `standings`, `pairings [round:<n>]`, `export` (its TRF-16 report and games as PGN). Rounds are paired by themselves (Swiss: the FIDE Dutch system; round robin: the Berger tables), each game in its own thread or channel. `id:<n>` names one where a channel has several",
    },
    CommandSpec {
        name: "adjudicate",
        aliases: &["endgame"],
        usage: "adjudicate white|black|draw [game:<id>]",
        options: &[
            required("result", Kind::Choice(&["white", "black", "draw"])),
            opt("game", Kind::Number { min: 1, max: None }),
        ],
        about: "end a game stuck by a player who left, as a moderator (on Discord Manage Channels or Manage Server; on Matrix a power level of 50): `white` or `black` wins, or it is a `draw`; stored and rated as decided, with the termination `adjudication`. The game here, or `game:<id>` for one in a thread of this room",
    },
    CommandSpec {
        name: "language",
        aliases: &["lang", "sprache", "idioma", "langue", "língua", "язык", "语言", "言語"],
        usage: "language [<code>|auto] | language room <code>|auto",
        options: &[],
        about: "the language Kibitz speaks to you: `language de` (or `en`, `es`, `fr`, `pt-BR`, `ru`, `zh-CN`, `ja`), `language auto` to follow this room's. A moderator sets the room's own with `language room <code>`, for what is posted here unasked. On Discord your client's language is used",
    },
    CommandSpec {
        name: "help",
        aliases: &[],
        usage: "help [command]",
        options: &[opt("command", Kind::Text { max_length: None })],
        about: "this list, or one command in detail",
    },
];

/// One subcommand of a command taken as subcommands on Discord (`/tournament join`).
pub struct SubcommandSpec {
    pub name: &'static str,
    pub options: &'static [Opt],
    pub about: &'static str,
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
        about: "open a tournament in this channel (organisers)",
    },
    SubcommandSpec {
        name: "show",
        options: &[TOURNAMENT_ID],
        about: "what the tournament here is and where it stands",
    },
    SubcommandSpec {
        name: "join",
        options: &[TOURNAMENT_ID],
        about: "sign up, before it starts",
    },
    SubcommandSpec {
        name: "leave",
        options: &[TOURNAMENT_ID],
        about: "take your name off, before it starts",
    },
    SubcommandSpec {
        name: "withdraw",
        options: &[TOURNAMENT_ID],
        about: "leave a tournament under way: you are not paired again",
    },
    SubcommandSpec {
        name: "start",
        options: &[TOURNAMENT_ID],
        about: "start it and pair round 1 (its organiser)",
    },
    SubcommandSpec {
        name: "cancel",
        options: &[TOURNAMENT_ID],
        about: "cancel it (its organiser)",
    },
    SubcommandSpec {
        name: "standings",
        options: &[TOURNAMENT_ID],
        about: "the standings with FIDE's tie-breaks",
    },
    SubcommandSpec {
        name: "pairings",
        options: &[
            opt("round", number(1, 2 * crate::types::MAX_ROUNDS as i64)),
            TOURNAMENT_ID,
        ],
        about: "a round's pairings and results (the latest if no round is given)",
    },
    SubcommandSpec {
        name: "export",
        options: &[TOURNAMENT_ID],
        about: "the record as a TRF-16 report and every game as PGN",
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
