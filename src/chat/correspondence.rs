//! The words of the commands of correspondence games: `notify`, `premove`, `vacation`.

use super::{clip, UsageError};
use crate::types::Problem;
use crate::types::{Command, NotifyEvent, PremoveAction, VacationAction};

/// `notify`, `notify on`, `notify off reminders`, `notify on move results`.
pub fn notify_args(args: &[&str]) -> Result<Command, UsageError> {
    let Some((first, rest)) = args.split_first() else {
        return Ok(Command::Notify {
            on: None,
            events: Vec::new(),
        });
    };
    let on = match first.to_ascii_lowercase().trim_start_matches("mode:") {
        "on" | "yes" | "true" => true,
        "off" | "no" | "false" => false,
        other => {
            return Err(UsageError::of(
                "notify",
                Problem::NotifyOnOrOff(clip(other)),
            ))
        }
    };
    let mut events = Vec::new();
    for word in rest {
        let word = word.trim_start_matches("event:");
        if word.eq_ignore_ascii_case("all") {
            continue;
        }
        match NotifyEvent::from_key(word) {
            Some(event) if !events.contains(&event) => events.push(event),
            Some(_) => {}
            None => {
                return Err(UsageError::of(
                    "notify",
                    Problem::NotANotifyEvent(clip(word)),
                ))
            }
        }
    }
    Ok(Command::Notify {
        on: Some(on),
        events,
    })
}

/// `premove`, `premove clear`, `premove e7e5 g1f3 b8c6 f1b5`, `premove game:12 e7e5 g1f3`,
/// `premove line:"e7e5 g1f3"`.
pub fn premove_args(args: &[&str]) -> Result<Command, UsageError> {
    let mut game = None;
    let mut args = args;
    if let Some((first, rest)) = args.split_first() {
        if let Some(id) = first
            .strip_prefix("game:")
            .or_else(|| first.strip_prefix('#'))
        {
            game = Some(
                id.parse()
                    .map_err(|_| UsageError::of("premove", Problem::NotAGameNumber(clip(id))))?,
            );
            args = rest;
        }
    }
    let words: Vec<String> = args
        .iter()
        .flat_map(|w| w.trim_start_matches("line:").split(','))
        .map(|w| w.trim_matches(['"', '\'', '“', '”']).to_string())
        .filter(|w| !w.is_empty())
        .collect();
    let action = match words.as_slice() {
        [] => PremoveAction::List,
        [one] if one.eq_ignore_ascii_case("clear") => PremoveAction::Clear,
        [one] if one.eq_ignore_ascii_case("list") => PremoveAction::List,
        _ => PremoveAction::Add(words),
    };
    Ok(Command::Premove { game, action })
}

/// `vacation`, `vacation 7`, `vacation days:7`, `vacation end`.
pub fn vacation_args(args: &[&str]) -> Result<Command, UsageError> {
    match args {
        [] => Ok(Command::Vacation(VacationAction::Show)),
        [one] => {
            let word = one.to_ascii_lowercase();
            match word.trim_start_matches("days:") {
                "end" | "stop" | "back" | "over" => Ok(Command::Vacation(VacationAction::End)),
                days => days
                    .parse::<u32>()
                    .map(|d| Command::Vacation(VacationAction::Start(d)))
                    .map_err(|_| UsageError::of("vacation", Problem::NotDaysOrEnd(clip(one)))),
            }
        }
        _ => Err(UsageError::of("vacation", Problem::TooManyWords)),
    }
}
