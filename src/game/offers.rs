//! Draw offers and takeback requests: offer, accept, decline.

use super::service::{refuse, side, Handled};
use super::Service;
use crate::rules::{Outcome, Reason};
use crate::store::Offer;
use crate::types::*;

impl Service {
    pub(super) fn draw(&self, actor: &User, channel: &ChannelId, answer: Answer) -> Handled<Reply> {
        let row = self.active(channel)?;
        let color = self.player(&row, actor)?;
        let opponent = row.player(!color);
        let offered_to_me = row.draw_offer == Some(!color);
        match answer {
            Answer::Offer | Answer::Accept if offered_to_me => {
                let outcome = Outcome {
                    winner: None,
                    reason: Reason::Agreement,
                };
                self.finish_reply(
                    &row,
                    outcome,
                    format!("{} accepted {}'s draw offer.", actor.name, opponent.name),
                )
            }
            Answer::Accept => refuse(format!(
                "{} has not offered a draw. `draw` offers one.",
                opponent.name
            )),
            Answer::Offer if row.draw_offer == Some(color) => refuse(format!(
                "You have already offered a draw; {} can `draw accept` or `draw decline`.",
                opponent.name
            )),
            Answer::Offer => {
                if !self
                    .store
                    .set_offer(row.id, row.ply, Offer::Draw, Some(color))?
                {
                    return refuse("The game changed just now; try again.");
                }
                Ok(Reply::mentioning(
                    format!(
                        "{} offers a draw. {}: `draw accept` or `draw decline`.",
                        actor.name, opponent.name
                    ),
                    vec![opponent.id.clone()],
                ))
            }
            Answer::Decline if offered_to_me => {
                self.store.set_offer(row.id, row.ply, Offer::Draw, None)?;
                Ok(Reply::mentioning(
                    format!("{} declined the draw offer. Play on.", actor.name),
                    vec![opponent.id.clone()],
                ))
            }
            Answer::Decline => refuse(format!(
                "There is no draw offer from {} to decline.",
                opponent.name
            )),
        }
    }

    pub(super) fn takeback(
        &self,
        actor: &User,
        channel: &ChannelId,
        answer: Answer,
    ) -> Handled<Reply> {
        let row = self.active(channel)?;
        let color = self.player(&row, actor)?;
        let opponent = row.player(!color);
        let asked_of_me = row.takeback_request == Some(!color);
        let turn = Self::position(&row)?.turn();
        match answer {
            Answer::Offer | Answer::Accept if asked_of_me => {
                // Back to before the requester's last move: one ply if they moved last, two if
                // the accepting player has moved since.
                let requester = !color;
                let undo = if turn == color { 1 } else { 2 };
                if row.ply < undo {
                    return refuse("There is no move to take back.");
                }
                let to_ply = row.ply - undo;
                let moves = self.store.moves(row.id)?;
                let fen = if to_ply == 0 {
                    row.start_fen.clone()
                } else {
                    moves[to_ply as usize - 1].1.clone()
                };
                let taken: Vec<&str> = moves[to_ply as usize..]
                    .iter()
                    .map(|(n, _)| n.as_str())
                    .collect();
                let clock = self.clock_for(row.time);
                if !self.store.take_back(
                    row.id,
                    row.ply,
                    to_ply,
                    &fen,
                    Some(clock.deadline),
                    Some(clock.remind_at),
                    self.now(),
                )? {
                    return refuse("The game changed just now; try again.");
                }
                let mut back = row.clone();
                back.ply = to_ply;
                back.fen = fen;
                back.deadline = Some(clock.deadline);
                let pos = Self::position(&back)?;
                let last = self.last_move(&back)?;
                let mut reply = self.board_reply(
                    &back,
                    to_ply,
                    &pos,
                    last.as_ref().map(|(m, p)| (*m, p)),
                    None,
                );
                reply.text = format!(
                    "{} agreed to take back {}. {} ({}) to move.",
                    actor.name,
                    taken.join(" "),
                    back.player(pos.turn()).name,
                    side(pos.turn())
                );
                reply.mentions = vec![back.player(requester).id.clone()];
                Ok(reply)
            }
            Answer::Accept => refuse(format!("{} has not asked for a takeback.", opponent.name)),
            Answer::Offer if row.takeback_request == Some(color) => refuse(format!(
                "You have already asked; {} can `takeback accept` or `takeback decline`.",
                opponent.name
            )),
            Answer::Offer => {
                let my_moves = if turn == color {
                    row.ply / 2
                } else {
                    row.ply.div_ceil(2)
                };
                if my_moves == 0 || row.ply == 0 {
                    return refuse("You have no move to take back.");
                }
                if !self
                    .store
                    .set_offer(row.id, row.ply, Offer::Takeback, Some(color))?
                {
                    return refuse("The game changed just now; try again.");
                }
                Ok(Reply::mentioning(format!("{} asks to take back their last move. {}: `takeback accept` or `takeback decline`.", actor.name, opponent.name), vec![opponent.id.clone()]))
            }
            Answer::Decline if asked_of_me => {
                self.store
                    .set_offer(row.id, row.ply, Offer::Takeback, None)?;
                Ok(Reply::mentioning(
                    format!("{} declined the takeback. Play on.", actor.name),
                    vec![opponent.id.clone()],
                ))
            }
            Answer::Decline => refuse(format!(
                "There is no takeback request from {} to decline.",
                opponent.name
            )),
        }
    }
}
