//! The text grammar of commands, shared by the console and Matrix: a command name (with or
//! without a leading `/` or `!`), then `key:value` options or plain words.
//!
//! `challenge variant:suction opponent:bob color:white days:3`, `challenge suction bob`,
//! `move e2e4`, `draw accept`, `rules shrink`.

mod correspondence;
mod language;
mod moderate;
mod puzzle;
mod team;
mod tournament;
pub use correspondence::premove_args;
pub use team::{team_opponent, vote_time};

use crate::game::commands::{self, COMMANDS};
use crate::game::help::usage;
use crate::rules::{Role, Variant};
use crate::types::{
    Answer, BotLevel, ChallengePick, ChannelId, ColorChoice, Command, GameId, LevelWithoutBot,
    Opponent, TimePerMove, User, UserId,
};

/// Longest command line accepted.
pub const MAX_LINE: usize = 500;

/// Why a line is not a command; the text includes the command's usage.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct UsageError(pub String);

/// The one game a command may name (`game:12`, `#12`, `12`), if any.
fn one_game(name: &str, args: &[&str]) -> Result<Option<GameId>, UsageError> {
    match args {
        [] => Ok(None),
        [one] => one
            .trim_start_matches("game:")
            .trim_start_matches('#')
            .parse()
            .map(Some)
            .map_err(|_| usage_error(name, format!("'{one}' is not a game number"))),
        _ => Err(usage_error(name, "name one game at most")),
    }
}

fn usage_error(command: &str, problem: impl std::fmt::Display) -> UsageError {
    let problem = problem.to_string();
    // "which move?" stays a question; other problems end with a full stop.
    let stop = if problem.ends_with(['?', '.', '!']) {
        ""
    } else {
        "."
    };
    match usage(command) {
        Some(u) => UsageError(format!("{problem}{stop} Usage: `{u}`")),
        None => UsageError(format!("{problem}{stop}")),
    }
}

/// The command a word names (without its `/` or `!`), aliases included (see
/// [`crate::game::commands::COMMANDS`]).
pub fn command_name(word: &str) -> Option<&'static str> {
    commands::named(word).map(|c| c.name)
}

/// The command a mistyped word most likely meant, if one is close.
fn close_command(word: &str) -> Option<&'static str> {
    COMMANDS
        .iter()
        .map(|c| c.name)
        .map(|name| (strsim::damerau_levenshtein(word, name), name))
        .filter(|&(distance, name)| distance <= 2 && distance < name.len() / 2 + 1)
        .min_by_key(|&(distance, _)| distance)
        .map(|(_, name)| name)
}

fn unknown_command(word: &str) -> UsageError {
    let shown: String = word.chars().take(24).collect();
    let hint = close_command(word)
        .map(|name| format!(" Did you mean `{name}`?"))
        .unwrap_or_default();
    UsageError(format!(
        "unknown command `{shown}`.{hint} Try `help` for the list."
    ))
}

/// Reads one line as a command. `resolve` turns what the user wrote for a user (a name, a
/// mention) into a user, or `None` if there is no such user; `bot` is the bot's own user, the
/// opponent that plays at a `level`.
///
/// # Errors
/// A [`UsageError`] naming the problem and showing the command's usage.
pub fn parse_command(
    line: &str,
    resolve: &dyn Fn(&str) -> Option<User>,
    bot: &UserId,
) -> Result<Command, UsageError> {
    parse_command_with(line, resolve, &|_| None, bot)
}

/// [`parse_command`] where a team may challenge another channel's team: `channel` turns what
/// the user wrote for a channel into it and the name to show for its team, or `None`.
///
/// # Errors
/// A [`UsageError`] naming the problem and showing the command's usage.
pub fn parse_command_with(
    line: &str,
    resolve: &dyn Fn(&str) -> Option<User>,
    channel: &dyn Fn(&str) -> Option<(ChannelId, String)>,
    bot: &UserId,
) -> Result<Command, UsageError> {
    if line.len() > MAX_LINE {
        return Err(UsageError(format!(
            "that line is too long (at most {MAX_LINE} characters)"
        )));
    }
    let mut words = line.split_whitespace();
    let Some(first) = words.next() else {
        return Err(UsageError("no command given; try `help`".into()));
    };
    let typed = first.trim_start_matches(['/', '!']).to_ascii_lowercase();
    let args: Vec<&str> = words.collect();
    let Some(name) = command_name(&typed) else {
        return Err(unknown_command(&typed));
    };
    let no_args = |command: Command| {
        if args.is_empty() {
            Ok(command)
        } else {
            Err(usage_error(
                name,
                format!("`{name}` takes nothing after it"),
            ))
        }
    };
    let answer = |args: &[&str]| -> Result<Answer, UsageError> {
        match args {
            [] => Ok(Answer::Offer),
            [one] => match one.to_ascii_lowercase().as_str() {
                "offer" | "request" | "ask" => Ok(Answer::Offer),
                "accept" | "yes" | "agree" => Ok(Answer::Accept),
                "decline" | "no" | "refuse" => Ok(Answer::Decline),
                other => Err(usage_error(
                    name,
                    format!("'{other}' is not accept or decline"),
                )),
            },
            _ => Err(usage_error(name, "too many words")),
        }
    };
    let pick = |args: &[&str]| -> Result<Option<ChallengePick>, UsageError> {
        match args {
            [] => Ok(None),
            [one] => {
                let who = one
                    .split_once(':')
                    .filter(|(k, _)| !k.starts_with('@'))
                    .map_or(*one, |(_, v)| v);
                resolve(who)
                    .map(|u| Some(ChallengePick::From(u)))
                    .ok_or_else(|| usage_error(name, format!("there is no user '{who}'")))
            }
            _ => Err(usage_error(name, "name one challenger at most")),
        }
    };
    match name {
        "challenge" if team::is_team(&args) => {
            team::parse_team_challenge(&args, resolve, channel, bot)
        }
        "challenge" => parse_challenge(&args, resolve, bot),
        "vote" => team::vote_args(&args),
        "accept" => pick(&args).map(Command::Accept),
        "decline" => pick(&args).map(Command::Decline),
        "cancel" => no_args(Command::Cancel),
        "challenges" => no_args(Command::Challenges),
        "move" => match args.as_slice() {
            [mv] => Ok(Command::Move(mv.to_string())),
            [] => Err(usage_error("move", "which move?")),
            _ => Err(usage_error("move", "one move at a time, without spaces")),
        },
        "board" => no_args(Command::Board),
        "moves" => moves_args(&args),
        "resign" => no_args(Command::Resign),
        "draw" => answer(&args).map(Command::Draw),
        "takeback" => answer(&args).map(Command::Takeback),
        "rules" => rules_args(&args),
        "variants" => no_args(Command::Variants),
        "games" => no_args(Command::Games),
        "history" => no_args(Command::History),
        "export" => no_args(Command::Export),
        "next" => no_args(Command::Next),
        "replay" => one_game(name, &args).map(Command::Replay),
        "analysis" => one_game(name, &args).map(Command::Analysis),
        "puzzle" => puzzle::puzzle_args(&args),
        "solve" => puzzle::solve_args(&args),
        "ratings" => ratings_args(&args),
        "notify" => correspondence::notify_args(&args),
        "premove" => correspondence::premove_args(&args),
        "vacation" => correspondence::vacation_args(&args),
        "tournament" => tournament::tournament_args(&args),
        "adjudicate" => moderate::adjudicate_args(&args),
        "language" => language::language_args(&args),
        "help" => Ok(Command::Help(args.first().map(|s| s.to_string()))),
        other => Err(unknown_command(other)),
    }
}

/// `moves`, `moves e2`, `moves square:e2`, `moves N`, `moves piece:knight`.
pub fn moves_args(args: &[&str]) -> Result<Command, UsageError> {
    let all = Command::Moves {
        square: None,
        piece: None,
    };
    let [word] = args else {
        return if args.is_empty() {
            Ok(all)
        } else {
            Err(usage_error("moves", "one square or one piece at most"))
        };
    };
    let lower = word.to_ascii_lowercase();
    if let Ok(square) = lower.strip_prefix("square:").unwrap_or(&lower).parse() {
        return Ok(Command::Moves {
            square: Some(square),
            piece: None,
        });
    }
    let name = lower.strip_prefix("piece:").unwrap_or(&lower);
    let mut letters = name.chars();
    let role = match (letters.next(), letters.next()) {
        (Some(letter), None) => Role::from_char(letter),
        _ => Role::ALL
            .into_iter()
            .find(|r| r.name().eq_ignore_ascii_case(name)),
    };
    match role {
        Some(role) => Ok(Command::Moves {
            square: None,
            piece: Some(role),
        }),
        None => Err(usage_error(
            "moves",
            format!("'{word}' is neither a square (e2) nor a piece (N, knight)"),
        )),
    }
}

/// `rules`, `rules shrink`, `rules shrink vanishing-lines`, `rules vanishing-lines` (the game
/// here's variant), with or without `variant:` and `topic:`.
fn rules_args(args: &[&str]) -> Result<Command, UsageError> {
    let variant = |word: &str| -> Result<Variant, UsageError> {
        word.trim_start_matches("variant:")
            .parse()
            .map_err(|e| usage_error("rules", e))
    };
    let topic = |word: &str| Some(word.trim_start_matches("topic:").to_ascii_lowercase());
    let is_topic = |word: &str| {
        word.starts_with("topic:")
            || Variant::ALL
                .iter()
                .any(|&v| crate::game::diagrams::diagrams(v).topic(word).is_some())
    };
    match args {
        [] => Ok(Command::Rules {
            variant: None,
            topic: None,
        }),
        [one] if is_topic(one) => Ok(Command::Rules {
            variant: None,
            topic: topic(one),
        }),
        [one] => Ok(Command::Rules {
            variant: Some(variant(one)?),
            topic: None,
        }),
        [first, second] => Ok(Command::Rules {
            variant: Some(variant(first)?),
            topic: topic(second),
        }),
        _ => Err(usage_error("rules", "too many words")),
    }
}

fn parse_challenge(
    args: &[&str],
    resolve: &dyn Fn(&str) -> Option<User>,
    bot: &UserId,
) -> Result<Command, UsageError> {
    let err = |problem: String| usage_error("challenge", problem);
    let mut level = None;
    let mut rated = true;
    let mut variant = None;
    let mut opponent = None;
    let mut color = ColorChoice::Random;
    let mut time = None;
    let mut set_time = |seconds: Option<u64>, text: &str| -> Result<(), UsageError> {
        let seconds = seconds.ok_or_else(|| err(format!("'{text}' is not a number")))?;
        time = Some(
            TimePerMove::from_seconds(seconds)
                .ok_or_else(|| err("the time per move must be from 1 minute to 14 days".into()))?,
        );
        Ok(())
    };
    for arg in args {
        let (key, value) = match arg.split_once(':') {
            Some((k, v)) if !k.starts_with('@') => (Some(k.to_ascii_lowercase()), v),
            _ => (None, *arg),
        };
        let number = |unit: u64| value.parse::<u64>().ok().and_then(|n| n.checked_mul(unit));
        match key.as_deref() {
            Some("variant") | Some("v") => {
                variant = Some(value.parse().map_err(|e| err(format!("{e}")))?)
            }
            Some("opponent") | Some("user") | Some("vs") => {
                opponent =
                    Some(resolve(value).ok_or_else(|| err(format!("there is no user '{value}'")))?)
            }
            Some("color") | Some("colour") | Some("side") => {
                color = ColorChoice::from_key(&value.to_ascii_lowercase())
                    .ok_or_else(|| err(format!("'{value}' is not white, black or random")))?
            }
            Some("days") => set_time(number(86_400), value)?,
            Some("hours") => set_time(number(3600), value)?,
            Some("minutes") => set_time(number(60), value)?,
            Some("level") => {
                level = Some(
                    value
                        .parse::<u8>()
                        .ok()
                        .and_then(BotLevel::new)
                        .ok_or_else(|| {
                            err(format!(
                                "the level is a number from {} to {}, not '{value}'",
                                BotLevel::MIN,
                                BotLevel::MAX
                            ))
                        })?,
                )
            }
            Some("rated") => {
                rated = match value.to_ascii_lowercase().as_str() {
                    "yes" | "true" | "y" => true,
                    "no" | "false" | "n" => false,
                    _ => return Err(err(format!("rated is yes or no, not '{value}'"))),
                }
            }
            Some("team") if team::is_no(value) => {} // `team:yes`: see `team`
            Some(other) => return Err(err(format!("unknown option '{other}'"))),
            None => {
                if variant.is_none() {
                    if let Ok(v) = value.parse() {
                        variant = Some(v);
                        continue;
                    }
                }
                if let Some(c) =
                    ColorChoice::from_key(&value.to_ascii_lowercase()).filter(|_| value.len() > 1)
                {
                    color = c;
                } else if opponent.is_none() {
                    opponent = Some(
                        resolve(value).ok_or_else(|| err(format!("there is no user '{value}'")))?,
                    );
                } else {
                    return Err(err(format!("what is '{value}'?")));
                }
            }
        }
    }
    let variant = variant.ok_or_else(|| err("which variant? (see `variants`)".into()))?;
    let against_bot = opponent.as_ref().is_some_and(|o| &o.id == bot);
    let opponent = Opponent::named(opponent, against_bot, level).map_err(|LevelWithoutBot| {
        err("a level is for a game against the bot: name it as the opponent".into())
    })?;
    Ok(Command::Challenge {
        variant,
        opponent,
        color,
        time: time.unwrap_or(TimePerMove::DEFAULT),
        rated,
    })
}

/// `ratings`, `ratings suction`, `ratings suction global`, `ratings scope:global`.
fn ratings_args(args: &[&str]) -> Result<Command, UsageError> {
    let (mut variant, mut global) = (None, false);
    for arg in args {
        let word = arg.to_ascii_lowercase();
        match word.trim_start_matches("scope:") {
            "global" | "all" | "everyone" => global = true,
            "server" | "here" | "local" => global = false,
            _ if variant.is_none() => {
                variant = Some(
                    word.trim_start_matches("variant:")
                        .parse()
                        .map_err(|e| usage_error("ratings", e))?,
                )
            }
            _ => return Err(usage_error("ratings", "too many words")),
        }
    }
    Ok(Command::Ratings { variant, global })
}

/// A word of the user's, as quoted back in an error.
fn clip(word: &str) -> String {
    word.chars().take(24).collect()
}
