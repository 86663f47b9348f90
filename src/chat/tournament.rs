//! The text grammar of `tournament`: an action word (none: what the tournament is), then
//! `key:value` options. `tournament create variant:suction format:swiss rounds:5 days:2
//! name:Spring Open`, `tournament join id:3`, `tournament pairings round:2`.

use super::{clip, variant_for, UsageError};
use crate::types::{
    Command, Format, Problem, TimePerMove, TournamentAction, TournamentCommand, TournamentId,
    TournamentTerms, MAX_NAME, MAX_PLAYERS, MAX_ROUNDS,
};

fn err(problem: Problem) -> UsageError {
    UsageError::of("tournament", problem)
}

/// A whole number from `min` to `max` given for option `key`.
fn number(key: &'static str, value: &str, min: u32, max: u32) -> Result<u32, UsageError> {
    value
        .parse::<u32>()
        .ok()
        .filter(|n| (min..=max).contains(n))
        .ok_or_else(|| {
            err(Problem::NumberOutOfRange {
                option: key,
                min,
                max,
                word: clip(value),
            })
        })
}

/// The action a word names.
fn action_word(word: &str) -> Option<TournamentAction> {
    Some(match word {
        "show" | "info" | "status" => TournamentAction::Show,
        "join" => TournamentAction::Join,
        "leave" => TournamentAction::Leave,
        "withdraw" => TournamentAction::Withdraw,
        "start" => TournamentAction::Start,
        "cancel" => TournamentAction::Cancel,
        "standings" => TournamentAction::Standings,
        "pairings" => TournamentAction::Pairings(None),
        "export" => TournamentAction::Export,
        _ => return None,
    })
}

/// `tournament [action] [id:<n>] [options]`; organising is not allowed until the adapter
/// says the asker may.
pub fn tournament_args(args: &[&str]) -> Result<Command, UsageError> {
    let (action_word_given, options) = match args.split_first() {
        Some((first, rest)) if !first.contains(':') => (Some(first.to_ascii_lowercase()), rest),
        _ => (None, args),
    };
    let mut id = None;
    let mut round = None;
    let mut terms = Terms::default();
    let creating = action_word_given.as_deref() == Some("create");
    let mut in_name = false;
    for arg in options {
        let Some((key, value)) = arg.split_once(':') else {
            if in_name {
                terms.name.push(' ');
                terms.name.push_str(arg);
                continue;
            }
            match (action_word_given.as_deref(), round) {
                (Some("pairings"), None) => {
                    round = Some(number("round", arg, 1, MAX_ROUNDS * 2)?);
                    continue;
                }
                _ => return Err(err(Problem::WhatIs(clip(arg)))),
            }
        };
        let key = key.to_ascii_lowercase();
        in_name = false;
        match key.as_str() {
            "id" => {
                let n = value
                    .trim_start_matches('#')
                    .parse::<i64>()
                    .ok()
                    .filter(|&n| n > 0);
                id =
                    Some(TournamentId(n.ok_or_else(|| {
                        err(Problem::NotATournamentNumber(clip(value)))
                    })?));
            }
            "round" if action_word_given.as_deref() == Some("pairings") => {
                round = Some(number("round", value, 1, MAX_ROUNDS * 2)?)
            }
            _ if creating => {
                in_name = terms.set(&key, value)?;
            }
            other => return Err(err(Problem::UnknownOption(clip(other)))),
        }
    }
    let action = match action_word_given.as_deref() {
        None => TournamentAction::Show,
        Some("create" | "new" | "open") => TournamentAction::Create(terms.done()?),
        Some("pairings") => TournamentAction::Pairings(round),
        Some(word) => {
            action_word(word).ok_or_else(|| err(Problem::NotATournamentAction(clip(word))))?
        }
    };
    Ok(Command::Tournament(TournamentCommand {
        action,
        id,
        may_organise: false,
    }))
}

/// A new tournament's options as they are read.
#[derive(Default)]
struct Terms {
    variant: Option<crate::rules::Variant>,
    format: Option<Format>,
    rounds: Option<u32>,
    time: Option<TimePerMove>,
    name: String,
    rated: Option<bool>,
    max: Option<u32>,
}

impl Terms {
    /// Reads one option; whether it was the name (which takes the plain words after it).
    fn set(&mut self, key: &str, value: &str) -> Result<bool, UsageError> {
        let mut time = |unit: u64| -> Result<(), UsageError> {
            let seconds = value.parse::<u64>().ok().and_then(|n| n.checked_mul(unit));
            self.time = Some(
                seconds
                    .and_then(TimePerMove::from_seconds)
                    .ok_or(err(Problem::TimeOutOfRange))?,
            );
            Ok(())
        };
        match key {
            "variant" | "v" => self.variant = Some(variant_for("tournament", value)?),
            "format" => {
                self.format = Some(
                    Format::from_key(&value.to_ascii_lowercase())
                        .ok_or_else(|| err(Problem::NotAFormat(clip(value))))?,
                )
            }
            "rounds" => self.rounds = Some(number("rounds", value, 1, MAX_ROUNDS)?),
            "days" => time(86_400)?,
            "hours" => time(3600)?,
            "minutes" => time(60)?,
            "rated" => {
                self.rated = Some(match value.to_ascii_lowercase().as_str() {
                    "yes" | "true" | "y" => true,
                    "no" | "false" | "n" => false,
                    _ => {
                        return Err(err(Problem::YesOrNo {
                            option: "rated",
                            word: clip(value),
                        }))
                    }
                })
            }
            "max" => self.max = Some(number("max", value, 2, MAX_PLAYERS)?),
            "name" => {
                self.name = value.to_string();
                return Ok(true);
            }
            other => return Err(err(Problem::UnknownOption(clip(other)))),
        }
        Ok(false)
    }

    fn done(self) -> Result<TournamentTerms, UsageError> {
        let name = self.name.trim();
        if name.chars().count() > MAX_NAME {
            return Err(err(Problem::NameTooLong { max: MAX_NAME }));
        }
        Ok(TournamentTerms {
            variant: self.variant.ok_or(err(Problem::WhichVariant))?,
            format: self.format.unwrap_or(Format::Swiss),
            rounds: self.rounds,
            time: self.time.unwrap_or(TimePerMove::DEFAULT),
            name: (!name.is_empty()).then(|| name.to_string()),
            rated: self.rated.unwrap_or(true),
            max_players: self.max,
        })
    }
}
