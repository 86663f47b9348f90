//! The words of a game's course told to its players: how it ended, reminders, and the
//! direct messages of correspondence games.

use super::fluent::t;
use super::{duration, link, result_sentence, variant, Tr};
use crate::game::events::GameView;
use crate::game::events::{HowEnded, WhyYourMove};
use crate::rules::{Outcome, Variant};
use crate::types::{ChannelId, GameId, NotifyEvent, NotifySet, User};

/// "Ann resigned. Bob (Black) wins by resignation."
pub(in crate::game) fn ended(tr: Tr, how: &HowEnded, game: &GameView, outcome: Outcome) -> String {
    let what = match how {
        HowEnded::Resigned { by } => t!(tr, "ended-resigned", by = by.as_str()),
        HowEnded::DrawAgreed { by, offered_by } => t!(
            tr,
            "ended-draw-agreed",
            by = by.as_str(),
            offered_by = offered_by.as_str()
        ),
        HowEnded::OutOfTime { loser } => t!(tr, "ended-out-of-time", loser = loser.as_str()),
        HowEnded::Adjudicated { by } => t!(tr, "ended-adjudicated", by = by.as_str()),
    };
    format!("{what} {}", result_sentence(tr, game, outcome))
}

/// "Bob, it is your move in Suction Chess against Ann: 2 hours left before you lose on time."
pub(in crate::game) fn reminder(
    tr: Tr,
    game: &GameView,
    to_move: &User,
    opponent: &User,
    left: i64,
) -> String {
    t!(
        tr,
        "reminder",
        player = to_move.name.as_str(),
        variant = variant(tr, game.variant),
        opponent = opponent.name.as_str(),
        left = duration(tr, left)
    )
}

/// The same reminder as a direct message, with a link to the game.
pub(in crate::game) fn reminder_direct(
    tr: Tr,
    game: &GameView,
    opponent: &User,
    left: i64,
) -> String {
    t!(
        tr,
        "reminder-direct",
        opponent = opponent.name.as_str(),
        link = link(&game.channel),
        variant = variant(tr, game.variant),
        left = duration(tr, left)
    )
}

/// "Ann played e2e4. Your move against Ann in <#1> (Suction Chess). 3 days left."
pub(in crate::game) fn your_move_direct(
    tr: Tr,
    why: &WhyYourMove,
    game: &GameView,
    opponent: &User,
    left: Option<i64>,
) -> String {
    let mut text = match why {
        WhyYourMove::Played { by, san } => t!(
            tr,
            "your-move-played",
            by = by.as_str(),
            notation = san.as_str()
        ),
        WhyYourMove::Accepted { by } => t!(tr, "your-move-accepted", by = by.as_str()),
        WhyYourMove::Paired {
            tournament,
            round,
            board,
        } => t!(
            tr,
            "your-move-paired",
            tournament = tournament.as_str(),
            round = *round,
            board = *board
        ),
    };
    text.push(' ');
    text.push_str(&t!(
        tr,
        "your-move-direct",
        opponent = opponent.name.as_str(),
        link = link(&game.channel),
        variant = variant(tr, game.variant)
    ));
    if let Some(left) = left {
        text.push(' ');
        text.push_str(&t!(tr, "time-left", left = duration(tr, left)));
    }
    text
}

/// "Your game of Suction Chess in <#1> ended: Ann (White) wins by checkmate."
pub(in crate::game) fn ended_direct(tr: Tr, game: &GameView, outcome: Outcome) -> String {
    t!(
        tr,
        "ended-direct",
        variant = variant(tr, game.variant),
        link = link(&game.channel),
        result = result_sentence(tr, game, outcome)
    )
}

/// A player's direct-message settings, after they were `saved` or not.
pub(in crate::game) fn notify_settings(tr: Tr, saved: bool, settings: NotifySet) -> String {
    let mut text = if saved {
        format!("{} ", t!(tr, "notify-saved"))
    } else {
        String::new()
    };
    text.push_str(&if settings == NotifySet::default() {
        t!(tr, "notify-none")
    } else {
        t!(tr, "notify-some")
    });
    for event in NotifyEvent::ALL {
        let state = t!(
            tr,
            if settings.contains(event) {
                "notify-on"
            } else {
                "notify-off"
            }
        );
        let about = t!(
            tr,
            match event {
                NotifyEvent::Move => "notify-move",
                NotifyEvent::Reminder => "notify-reminder",
                NotifyEvent::Result => "notify-result",
                NotifyEvent::Challenge => "notify-challenge",
                NotifyEvent::Board => "notify-board",
            }
        );
        text.push_str("\n• ");
        text.push_str(&t!(
            tr,
            "notify-line",
            event = event.key(),
            state = state,
            about = about
        ));
    }
    text
}

/// An answer owed for a command carried out just before a restart, whose effect was not
/// stored (a move not played: its text), before where things stand now.
pub(in crate::game) fn owed(tr: Tr, move_not_played: Option<&str>) -> String {
    let what = match move_not_played {
        Some(text) => t!(
            tr,
            "owed-not-played",
            text = text.chars().take(40).collect::<String>()
        ),
        None => t!(tr, "owed-handled"),
    };
    format!("{what} {}", t!(tr, "owed-now"))
}

/// A move's answer owed after a restart, when the game has moved on since.
pub(in crate::game) fn played_then_moved_on(tr: Tr, mover: &str, notation: &str) -> String {
    t!(
        tr,
        "played-then-moved-on",
        mover = mover,
        notation = notation
    )
}

/// `adjudicate` with no game named where the games are in threads: which to name.
pub(in crate::game) fn name_the_game(
    tr: Tr,
    games: &[(GameId, ChannelId, String, String, Variant)],
) -> String {
    let mut text = t!(tr, "name-the-game");
    for (id, thread, white, black, v) in games {
        text.push_str("\n• ");
        text.push_str(&t!(
            tr,
            "name-the-game-line",
            id = id.0,
            white = white.as_str(),
            black = black.as_str(),
            variant = variant(tr, *v),
            link = link(thread)
        ));
    }
    text
}
