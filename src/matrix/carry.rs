//! Carrying out a command (typed, or pressed as a reaction) at its place and answering it:
//! where the game it acts on is played, a game begun in a room moved into the thread of its
//! first board, the bot shown typing while it thinks.

use super::message::{send, Answering};
use super::threads::{place_of, Place};
use super::{direct, server_key, typing, State};
use crate::game::{AfterPosting, Answered, Command, Delivery, Fixed, Lang, Reply, UsageError};
use crate::game::{Time, User, UserId};
use matrix_sdk::Room;

/// Carries out `command` of `actor`, sent at `here` by the message `asker` (a command, or a
/// reaction when `quiet`: then a refusal is not answered), and answers it: where the game it
/// acts on is played, a game begun in a room moved into the thread of its first board.
/// Whether it was carried out.
pub async fn carry_out(
    state: &State,
    here: &Place,
    asker: &Answering,
    actor: User,
    command: Result<Command, UsageError>,
    sent_at: Time,
    quiet: bool,
) -> bool {
    let room = &here.room;
    let client = room.client();
    // A command about a game, from the room where the sender plays in one thread: there.
    let place = match &command {
        Ok(command) => {
            let (commands, actor, channel, command) = (
                state.commands.clone(),
                actor.clone(),
                here.channel(),
                command.clone(),
            );
            let placed =
                tokio::task::spawn_blocking(move || commands.place_for(&actor, &channel, &command))
                    .await
                    .unwrap_or_else(|e| Err(Box::new(crate::game::failed(Lang::default(), e))));
            match placed {
                Ok(channel) => place_of(&client, &channel).unwrap_or_else(|| here.clone()),
                Err(refusal) => {
                    if !quiet {
                        answer(here, &refusal, asker).await;
                    }
                    return false;
                }
            }
        }
        Err(_) => here.clone(),
    };
    // A player's conditional moves are theirs alone, and Matrix has no private replies in a
    // room: where others read along, their answers go to the direct room. (Only they depend on
    // who reads along, so the room's members are read for them alone.)
    let secret = matches!(command, Ok(Command::Premove { .. } | Command::Web { .. }));
    let in_public = secret && read_by_others(room).await;
    let starts = starts_a_game(&command) && place.thread.is_none();
    let delivery = Delivery {
        event_id: asker.event.to_string(),
        sent_at,
        server: Some(server_key(room, &asker.sender).await),
        in_public,
    };
    // An analysis takes a while: Kibitz is shown thinking meanwhile.
    let analysis = matches!(command, Ok(Command::Analysis(_)));
    if analysis {
        typing::start(room);
    }
    let (deliveries, channel) = (state.deliveries.clone(), place.channel());
    let handled = {
        let (delivery, channel) = (delivery.clone(), channel.clone());
        tokio::task::spawn_blocking(move || {
            deliveries.handle_delivered(&delivery, &actor, &channel, command)
        })
        .await
        .unwrap_or_else(|e| Some(Answered::from(crate::game::failed(Lang::default(), e))))
    };
    if analysis {
        typing::done(room).await;
    }
    let Some(Answered { reply, after }) = handled else {
        return false; // handled and answered before a restart
    };
    if reply.error && quiet {
        noted(after).await;
        return false;
    }
    // The room's board widget, written before it is said to be there.
    if let Some(widget) = reply.room_widget.as_ref().filter(|_| !reply.error) {
        if let Err(e) = super::widgets::apply(room, widget).await {
            tracing::warn!(error = %e, room = %room.room_id(), "could not change the room's widgets");
            answer(
                here,
                &Reply::error(crate::game::fixed(reply.lang, Fixed::WidgetNotSet)),
                asker,
            )
            .await;
            noted(after).await;
            return false;
        }
    }
    // The bot thinks about its move from now: shown typing until its move is posted.
    if reply.last().game.as_ref().is_some_and(|g| g.bot_to_move()) {
        typing::start(room);
    }
    // A refusal answers the command where it was sent; the rest goes where the game is.
    let (place, answering) = if reply.error || place.thread == here.thread {
        (here.clone(), Some(asker))
    } else {
        (place, None)
    };
    let mut shown_at = place.clone();
    let sent = if secret && in_public && !reply.error {
        answer_privately(here, &reply, asker).await
    } else {
        match send(&place, &reply, answering).await {
            Ok(first) => {
                if starts && !reply.error {
                    shown_at = into_thread(state, &place, &reply, first).await;
                }
                Ok(())
            }
            Err(e) => Err(e),
        }
    };
    direct::extras(&client, &state.tallies, &shown_at, &reply).await;
    match sent {
        Ok(()) => noted(after).await,
        // Left owed: the message is answered again after a restart.
        Err(e) => tracing::warn!(error = %e, room = %room.room_id(), "could not answer"),
    }
    !reply.error
}

/// Says that an answer is out (which notes its message as answered, in the database).
async fn noted(after: AfterPosting) {
    tokio::task::spawn_blocking(move || after.posted())
        .await
        .ok();
}

/// Whether `command` may begin a game at once (an accepted challenge, a game against the bot).
fn starts_a_game(command: &Result<Command, UsageError>) -> bool {
    matches!(command, Ok(Command::Accept(_) | Command::Challenge { .. }))
}

/// The game `reply` began, its first board shown at `place` as message `first`, moved into the
/// thread rooted there (not a team's game: its members vote in the room itself): the place
/// where what follows goes.
async fn into_thread(
    state: &State,
    place: &Place,
    reply: &Reply,
    first: matrix_sdk::ruma::OwnedEventId,
) -> Place {
    let Some(game) = reply
        .game
        .as_ref()
        .filter(|g| g.ply == 0 && !g.finished && !g.white.id.is_team() && !g.black.id.is_team())
    else {
        return place.clone();
    };
    let thread = Place {
        room: place.room.clone(),
        thread: Some(first),
    };
    let (commands, id, from, to) = (
        state.commands.clone(),
        game.id,
        place.channel(),
        thread.channel(),
    );
    let moved = tokio::task::spawn_blocking(move || commands.into_thread(id, &from, &to))
        .await
        .unwrap_or(false);
    if moved {
        thread
    } else {
        place.clone()
    }
}

/// Sends `reply` at `here` in answer to `asker`, logging a failure.
pub async fn answer(here: &Place, reply: &Reply, asker: &Answering) {
    if let Err(e) = send(here, reply, Some(asker)).await {
        tracing::warn!(error = %e, "could not answer");
    }
}

/// Whether others than the sender and Kibitz are in the room (joined or invited), by the
/// members Kibitz knows; when that cannot be told, it is taken that others read along.
async fn read_by_others(room: &Room) -> bool {
    room.members_no_sync(matrix_sdk::RoomMemberships::ACTIVE)
        .await
        .map_or(true, |members| members.len() > 2)
}

/// The language `user` reads in `place`, for the words an adapter says itself.
pub(super) async fn language(state: &State, user: &UserId, place: &Place) -> Lang {
    let (commands, user, channel) = (state.commands.clone(), user.clone(), place.channel());
    tokio::task::spawn_blocking(move || commands.language(&user, &channel))
        .await
        .unwrap_or_default()
}

/// A reply for the asker alone, asked for in a room others read: it goes to the direct room
/// shared with the asker, and the room is told where it went.
async fn answer_privately(here: &Place, reply: &Reply, asked: &Answering) -> anyhow::Result<()> {
    direct::send_directly(&here.room.client(), &asked.sender, reply).await?;
    // Marked as an error only so that it goes as a reply to the asker's message.
    let pointer = Reply::error(crate::game::fixed(reply.lang, Fixed::SentToDirectRoom));
    send(here, &pointer, Some(asked)).await?;
    Ok(())
}
