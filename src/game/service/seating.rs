//! Tournament games set up in the places adapters open for them, and the wake-up that tells
//! the adapters' ticker that tournament work is due now.

use super::Clockwork;
use crate::game::{tournaments, words};
use crate::types::{ChannelId, Reply, Seat};

impl Clockwork {
    /// The tournament boards whose games are due to be set up, each claimed for a while by
    /// this process. For each, the adapter opens a place (a thread under the seat's parent, a
    /// room, a console channel) named as the seat says, and calls [`Clockwork::seat`]; a seat
    /// not taken up is offered again after a while.
    pub fn seats(&self) -> Vec<Seat> {
        match tournaments::rounds::seats(self.core.games()) {
            Ok(seats) => seats
                .into_iter()
                .map(|seat| Seat {
                    name: words::said(
                        words::Tr(self.core.channel_language(&seat.parent)),
                        &seat.name,
                    ),
                    tournament: seat.tournament,
                    round: seat.round,
                    board: seat.board,
                    parent: seat.parent,
                    players: seat.players,
                })
                .collect(),
            Err(e) => {
                tracing::error!(error = %e, "reading the tournament games to set up failed");
                Vec::new()
            }
        }
    }

    /// Begins the game of `seat` in `place`: the reply to post there (the board, both players
    /// mentioned), or an error reply if it was set up meanwhile.
    pub fn seat(&self, seat: &Seat, place: &ChannelId) -> Reply {
        let g = self.core.games();
        let begun = tournaments::rounds::seat(g, seat.tournament, seat.round, seat.board, place);
        self.core
            .respond(place, self.core.channel_language(place), begun)
    }

    /// Waits until the service has tournament work due now (see [`super::ticker`]).
    pub async fn woken(&self) {
        self.core.wake.notified().await;
    }
}
