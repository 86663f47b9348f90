//! Direct messages for the players who ask for them (`notify`): their move and reminders in
//! correspondence games, results, and challenges to them, with the board and a link to the
//! game.

use super::events::{Event, GameView, Told, View, WhyYourMove};
use super::games::Games;
use super::handled::Handled;
use super::unit::Unit;
use crate::rules::{Color, Outcome};
use crate::store::GameRow;
use crate::types::*;

/// `notify`: the asker's settings, changed if they said so.
pub(super) fn notify(
    g: Games<'_>,
    w: &Unit,
    actor: &User,
    on: Option<bool>,
    events: &[NotifyEvent],
) -> Handled<Told> {
    let mut settings = g.store.notify_settings(&actor.id)?;
    if let Some(on) = on {
        settings = settings.with(events, on);
        w.write(|tx| tx.set_notify_settings(&actor.id, settings))?;
    }
    let mut reply = Told::saying(View::NotifySettings {
        saved: on.is_some(),
        settings,
    });
    reply.private = true;
    Ok(reply)
}

/// Adds to `reply` a direct message for `user`, saying `text`, if they asked to be told of
/// `event`; with the reply's board if `board`.
pub(super) fn tell(
    g: Games<'_>,
    reply: &mut Told,
    user: &UserId,
    event: NotifyEvent,
    text: Event,
    board: bool,
) {
    match g.store.notify_settings(user) {
        Ok(settings) => tell_if(reply, user, settings, event, || text, board),
        // A message not sent is no reason to fail what was done.
        Err(e) => tracing::warn!(error = %e, "reading notification settings failed"),
    }
}

/// The same for the player of `color` in `row`, whose settings were read with the game; what
/// it says is made only for a player who asked.
pub(super) fn tell_player(
    reply: &mut Told,
    row: &GameRow,
    color: Color,
    event: NotifyEvent,
    text: impl FnOnce() -> Event,
    board: bool,
) {
    let user = &row.player(color).id;
    tell_if(reply, user, row.notify(color), event, text, board);
}

/// Tells the player of `to_move` in `row`, a correspondence game, that it is their move
/// (begun at `now`), and `why`.
pub(super) fn tell_move(
    now: Time,
    reply: &mut Told,
    row: &GameRow,
    to_move: Color,
    why: WhyYourMove,
) {
    if row.time.seconds() < CORRESPONDENCE_SECONDS {
        return;
    }
    let text = || Event::YourMoveDirect {
        why,
        game: GameView::of(row),
        opponent: row.player(!to_move).clone(),
        left: row.deadline.map(|d| d - now),
    };
    let before = reply.direct.len();
    tell_player(reply, row, to_move, NotifyEvent::Move, text, true);
    // With their own link to play on the board, for those who asked for it.
    if row.notify(to_move).contains(NotifyEvent::Board) {
        for direct in &mut reply.direct[before..] {
            direct.text.push(View::BoardLink {
                game: row.id,
                player: direct.user.clone(),
                url: None,
            });
        }
    }
}

/// Tells the players of `row`, a correspondence game, but `by` (who ended it), its result.
pub(super) fn tell_result(reply: &mut Told, row: &GameRow, outcome: Outcome, by: Option<&UserId>) {
    if row.time.seconds() < CORRESPONDENCE_SECONDS {
        return;
    }
    let text = || Event::EndedDirect {
        game: GameView::of(row),
        outcome,
    };
    let before = reply.direct.len();
    for color in [Color::White, Color::Black] {
        if Some(&row.player(color).id) != by {
            tell_player(reply, row, color, NotifyEvent::Result, text, true);
        }
    }
    // Each result ends with the game's page, as the message in its channel does.
    for direct in &mut reply.direct[before..] {
        direct.text.push(View::PageLink {
            of: crate::store::PageOf::Game(row.id),
            url: None,
        });
    }
}

/// Adds to `reply` a direct message for `user`, whose settings are `settings`, if they asked
/// to be told of `event`; with the reply's board if `board`.
pub(super) fn tell_if(
    reply: &mut Told,
    user: &UserId,
    settings: NotifySet,
    event: NotifyEvent,
    text: impl FnOnce() -> Event,
    board: bool,
) {
    if settings.contains(event) {
        (reply.direct).push(Direct::new(user.clone(), text().into(), board));
    }
}
