//! The words of a game's course told to its players: how it ended, reminders, and the
//! direct messages of correspondence games.

use super::result_sentence;
use crate::game::events::{HowEnded, WhyYourMove};
use crate::rules::{Outcome, Variant};
use crate::store::GameRow;
use crate::types::{human_duration, ChannelId, GameId, NotifyEvent, NotifySet, User};

/// "Ann resigned. Bob (Black) wins by resignation."
pub(in crate::game) fn ended(how: &HowEnded, row: &GameRow, outcome: Outcome) -> String {
    let what = match how {
        HowEnded::Resigned { by } => format!("{by} resigned."),
        HowEnded::DrawAgreed { by, offered_by } => {
            format!("{by} accepted {offered_by}'s draw offer.")
        }
        HowEnded::OutOfTime { loser } => format!("{loser} ran out of time."),
        HowEnded::Adjudicated { by } => format!("{by}, a moderator, ended the game."),
    };
    format!("{what} {}", result_sentence(row, outcome))
}

/// "Bob, it is your move in Suction Chess against Ann: 2 hours left before you lose on time."
pub(in crate::game) fn reminder(
    row: &GameRow,
    to_move: &User,
    opponent: &User,
    left: i64,
) -> String {
    format!(
        "{}, it is your move in {} against {}: {} left before you lose on time.",
        to_move.name,
        row.variant.title(),
        opponent.name,
        human_duration(left)
    )
}

/// The same reminder as a direct message, with a link to the game.
pub(in crate::game) fn reminder_direct(row: &GameRow, opponent: &User, left: i64) -> String {
    format!(
        "Reminder: your move against {} in {} ({}): {} left before you lose on time.",
        opponent.name,
        super::link(&row.channel),
        row.variant.title(),
        human_duration(left)
    )
}

/// "Ann played e2e4. Your move against Ann in <#1> (Suction Chess). 3 days left."
pub(in crate::game) fn your_move_direct(
    why: &WhyYourMove,
    row: &GameRow,
    opponent: &User,
    left: Option<i64>,
) -> String {
    let what = match why {
        WhyYourMove::Played { by, notation } => format!("{by} played {notation}."),
        WhyYourMove::Accepted { by } => format!("{by} accepted your challenge."),
        WhyYourMove::Paired {
            tournament,
            round,
            board,
        } => format!("{tournament}, round {round}, board {board}: your game begins."),
    };
    let left = left
        .map(|s| format!(" {} left.", human_duration(s)))
        .unwrap_or_default();
    format!(
        "{what} Your move against {} in {} ({}).{left}",
        opponent.name,
        super::link(&row.channel),
        row.variant.title()
    )
}

/// "Your game of Suction Chess in <#1> ended: Ann (White) wins by checkmate."
pub(in crate::game) fn ended_direct(row: &GameRow, outcome: Outcome) -> String {
    format!(
        "Your game of {} in {} ended: {}",
        row.variant.title(),
        super::link(&row.channel),
        result_sentence(row, outcome)
    )
}

/// A player's direct-message settings, after they were `saved` or not.
pub(in crate::game) fn notify_settings(saved: bool, settings: NotifySet) -> String {
    let mut text = String::from(if saved { "Saved. " } else { "" });
    if settings == NotifySet::default() {
        text.push_str("I send you no direct messages (mentions in the games' channels tell you of your moves). `notify on` sends one for each of these, `notify on <event>` for one:");
    } else {
        text.push_str("I send you a direct message with the board and a link to the game:");
    }
    for event in NotifyEvent::ALL {
        let mark = if settings.contains(event) {
            "on"
        } else {
            "off"
        };
        text.push_str(&format!(
            "\n• `{}` ({mark}): {}",
            event.key(),
            event.describe()
        ));
    }
    text
}

/// An answer owed for a command carried out just before a restart, whose effect was not
/// stored (a move not played: its text), before where things stand now.
pub(in crate::game) fn owed(move_not_played: Option<&str>) -> String {
    let what = match move_not_played {
        Some(text) => format!(
            "`{}` was not played (I looked at it just before a restart).",
            text.chars().take(40).collect::<String>()
        ),
        None => "I handled this just before a restart.".to_string(),
    };
    format!("{what} Where things stand now:")
}

/// A move's answer owed after a restart, when the game has moved on since.
pub(in crate::game) fn played_then_moved_on(mover: &str, notation: &str) -> String {
    format!(
        "{mover} played {notation}. The game has moved on since: `board` shows where it stands."
    )
}

/// `adjudicate` with no game named where the games are in threads: which to name.
pub(in crate::game) fn name_the_game(
    games: &[(GameId, ChannelId, String, String, Variant)],
) -> String {
    let mut text =
        "No game is played here itself; name the one to end with `game:<id>`:".to_string();
    for (id, thread, white, black, variant) in games {
        text.push_str(&format!(
            "\n• game:{id}: {white} v {black} ({}), {}",
            variant.title(),
            super::link(thread)
        ));
    }
    text
}
