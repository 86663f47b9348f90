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
use crate::rules::{Role, Variant};
pub use crate::types::UsageError;
use crate::types::{
    Answer, BotLevel, ChallengePick, ChannelId, ColorChoice, Command, GameId, LevelWithoutBot,
    Opponent, Problem, TimeControl, TimePerMove, User, UserId,
};

/// Longest command line accepted.
pub const MAX_LINE: usize = 500;

/// The one game a command may name (`game:12`, `#12`, `12`), if any.
fn one_game(name: &'static str, args: &[&str]) -> Result<Option<GameId>, UsageError> {
    match args {
        [] => Ok(None),
        [one] => one
            .trim_start_matches("game:")
            .trim_start_matches('#')
            .parse()
            .map(Some)
            .map_err(|_| UsageError::of(name, Problem::NotAGameNumber(clip(one)))),
        _ => Err(UsageError::of(name, Problem::OneGameAtMost)),
    }
}

/// `web`, `web game:12`, `web revoke`, `web 12 revoke`: the game (here if none named), and
/// whether the asker's links to it end.
pub fn web_args(args: &[&str]) -> Result<Command, UsageError> {
    let (revoke, rest): (Vec<&str>, Vec<&str>) =
        args.iter().partition(|w| w.eq_ignore_ascii_case("revoke"));
    if revoke.len() > 1 {
        return Err(UsageError::of("web", Problem::TooManyWords));
    }
    Ok(Command::Web {
        game: one_game("web", &rest)?,
        revoke: !revoke.is_empty(),
    })
}

/// The variant a word names, for `command`.
fn variant_for(command: &'static str, word: &str) -> Result<Variant, UsageError> {
    let name = word.trim_start_matches("variant:");
    name.parse()
        .map_err(|_| UsageError::of(command, Problem::UnknownVariant(clip(name))))
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
    UsageError::line(Problem::UnknownCommand {
        word: clip(word),
        close: close_command(word),
    })
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
        return Err(UsageError::line(Problem::LineTooLong { max: MAX_LINE }));
    }
    let mut words = line.split_whitespace();
    let Some(first) = words.next() else {
        return Err(UsageError::line(Problem::NoCommand));
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
            Err(UsageError::of(name, Problem::TakesNothing))
        }
    };
    let answer = |args: &[&str]| -> Result<Answer, UsageError> {
        match args {
            [] => Ok(Answer::Offer),
            [one] => match one.to_ascii_lowercase().as_str() {
                "offer" | "request" | "ask" => Ok(Answer::Offer),
                "accept" | "yes" | "agree" => Ok(Answer::Accept),
                "decline" | "no" | "refuse" => Ok(Answer::Decline),
                _ => Err(UsageError::of(name, Problem::NotAnAnswer(clip(one)))),
            },
            _ => Err(UsageError::of(name, Problem::TooManyWords)),
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
                    .ok_or_else(|| UsageError::of(name, Problem::NoSuchUser(clip(who))))
            }
            _ => Err(UsageError::of(name, Problem::OneChallengerAtMost)),
        }
    };
    match name {
        "challenge" if team::is_team(&args) => {
            team::parse_team_challenge(&args, resolve, channel, bot)
        }
        "challenge" => parse_challenge(&args, resolve, bot).map(ChallengeTerms::into_command),
        "vote" => team::vote_args(&args),
        "accept" => pick(&args).map(Command::Accept),
        "decline" => pick(&args).map(Command::Decline),
        "cancel" => no_args(Command::Cancel),
        "challenges" => no_args(Command::Challenges),
        "move" => match args.as_slice() {
            [mv] => Ok(Command::Move(mv.to_string())),
            [] => Err(UsageError::of("move", Problem::WhichMove)),
            _ => Err(UsageError::of("move", Problem::OneMoveAtATime)),
        },
        "board" => match args.as_slice() {
            [] => Ok(Command::Board),
            [widget, on] if widget.eq_ignore_ascii_case("widget") => {
                match on.to_ascii_lowercase().as_str() {
                    "on" => Ok(Command::BoardWidget {
                        on: true,
                        may_moderate: false,
                    }),
                    "off" => Ok(Command::BoardWidget {
                        on: false,
                        may_moderate: false,
                    }),
                    _ => Err(UsageError::of("board", Problem::WidgetOnOrOff)),
                }
            }
            _ => Err(UsageError::of("board", Problem::WidgetOnOrOff)),
        },
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
        "web" => web_args(&args),
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
            Err(UsageError::of("moves", Problem::OneSquareOrPiece))
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
        None => Err(UsageError::of(
            "moves",
            Problem::NotASquareOrPiece(clip(word)),
        )),
    }
}

/// `rules`, `rules shrink`, `rules shrink vanishing-lines`, `rules vanishing-lines` (the game
/// here's variant), with or without `variant:` and `topic:`.
fn rules_args(args: &[&str]) -> Result<Command, UsageError> {
    let variant = |word: &str| variant_for("rules", word);
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
        _ => Err(UsageError::of("rules", Problem::TooManyWords)),
    }
}

/// A challenge's options, as read.
struct ChallengeTerms {
    variant: Variant,
    opponent: Opponent,
    color: ColorChoice,
    time: TimePerMove,
    clock: Option<TimeControl>,
    rated: bool,
}

impl ChallengeTerms {
    fn into_command(self) -> Command {
        Command::Challenge {
            variant: self.variant,
            opponent: self.opponent,
            color: self.color,
            time: self.time,
            clock: self.clock,
            rated: self.rated,
        }
    }
}

fn parse_challenge(
    args: &[&str],
    resolve: &dyn Fn(&str) -> Option<User>,
    bot: &UserId,
) -> Result<ChallengeTerms, UsageError> {
    let err = |problem: Problem| UsageError::of("challenge", problem);
    let mut level = None;
    let mut rated = true;
    let mut variant = None;
    let mut opponent = None;
    let mut color = ColorChoice::Random;
    let mut time = None;
    let mut clock = None;
    let mut set_time = |seconds: Option<u64>, text: &str| -> Result<(), UsageError> {
        let seconds = seconds.ok_or_else(|| err(Problem::NotANumber(clip(text))))?;
        time = Some(TimePerMove::from_seconds(seconds).ok_or(err(Problem::TimeOutOfRange))?);
        Ok(())
    };
    for arg in args {
        let (key, value) = match arg.split_once(':') {
            Some((k, v)) if !k.starts_with('@') => (Some(k.to_ascii_lowercase()), v),
            _ => (None, *arg),
        };
        let number = |unit: u64| value.parse::<u64>().ok().and_then(|n| n.checked_mul(unit));
        match key.as_deref() {
            Some("variant") | Some("v") => variant = Some(variant_for("challenge", value)?),
            Some("opponent") | Some("user") | Some("vs") => {
                opponent =
                    Some(resolve(value).ok_or_else(|| err(Problem::NoSuchUser(clip(value))))?)
            }
            Some("color") | Some("colour") | Some("side") => {
                color = ColorChoice::from_key(&value.to_ascii_lowercase())
                    .ok_or_else(|| err(Problem::NotAColor(clip(value))))?
            }
            Some("clock") | Some("tc") => clock = Some(clock_option(value).map_err(err)?),
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
                            err(Problem::LevelOutOfRange {
                                min: BotLevel::MIN,
                                max: BotLevel::MAX,
                                word: clip(value),
                            })
                        })?,
                )
            }
            Some("rated") => {
                rated = match value.to_ascii_lowercase().as_str() {
                    "yes" | "true" | "y" => true,
                    "no" | "false" | "n" => false,
                    _ => {
                        return Err(err(Problem::YesOrNo {
                            option: "rated",
                            word: clip(value),
                        }))
                    }
                }
            }
            Some("team") if team::is_no(value) => {} // `team:yes`: see `team`
            Some(other) => return Err(err(Problem::UnknownOption(clip(other)))),
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
                    opponent =
                        Some(resolve(value).ok_or_else(|| err(Problem::NoSuchUser(clip(value))))?);
                } else {
                    return Err(err(Problem::WhatIs(clip(value))));
                }
            }
        }
    }
    let variant = variant.ok_or(err(Problem::WhichVariant))?;
    if time.is_some() && clock.is_some() {
        return Err(err(Problem::TimeOrClock));
    }
    let against_bot = opponent.as_ref().is_some_and(|o| &o.id == bot);
    let opponent = Opponent::named(opponent, against_bot, level)
        .map_err(|LevelWithoutBot| err(Problem::LevelWithoutBot))?;
    Ok(ChallengeTerms {
        variant,
        opponent,
        color,
        time: time.unwrap_or(TimePerMove::DEFAULT),
        clock,
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
                variant = Some(variant_for("ratings", &word)?);
            }
            _ => return Err(UsageError::of("ratings", Problem::TooManyWords)),
        }
    }
    Ok(Command::Ratings { variant, global })
}

/// A challenge's `clock:` option, or why it is none (as every platform reads it).
pub fn clock_option(text: &str) -> Result<TimeControl, Problem> {
    TimeControl::parse(text).map_err(|_| Problem::NotAClock(clip(text)))
}

/// A word of the user's, as quoted back in an error.
fn clip(word: &str) -> String {
    word.chars().take(24).collect()
}
