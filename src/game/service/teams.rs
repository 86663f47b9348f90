//! The service's part in team games: the two commands, the votes the clock closes (what each
//! team decided carried out as its commands), and who took part, added to the message that
//! ends a team game.

use super::Core;
use crate::game::events::{MoveBy, Said, Told};
use crate::game::games::Games;
use crate::game::handled::{Handled, NotDone};
use crate::game::teams::closing::{self, Closing};
use crate::game::teams::{self, tally::Decision};
use crate::game::unit::Unit;
use crate::game::{challenges, endings, offers, play};
use crate::store::StoreError;
use crate::types::*;

impl Core {
    /// `challenge ... team:yes`, with both teams (and the bot) stored as users first: the
    /// team's challenge made as a player's is.
    pub(super) fn team_challenge(
        &self,
        g: Games<'_>,
        w: &Unit,
        channel: &ChannelId,
        terms: TeamTerms,
    ) -> Handled<Told> {
        let team = teams::team_of(channel, &terms.team_name);
        self.remember(&team)?;
        match &terms.opponent {
            TeamOpponent::Bot(bot, _) => self.remember(bot)?,
            TeamOpponent::Channel(other, name) => self.remember(&teams::team_of(other, name))?,
        }
        let asked = teams::challenge(g, channel, terms)?;
        let made = challenges::challenge(g, w, &team, &asked.waits_in, asked.terms)?;
        Ok(teams::challenge_sent(made, asked.waits_in, channel))
    }

    /// `vote`: counted (a vote everyone who voted lately has cast is closed by the clock now,
    /// as the vote says); a vote found past its closing time wakes the clock too.
    pub(super) fn vote(
        &self,
        g: Games<'_>,
        w: &Unit,
        actor: &User,
        channel: &ChannelId,
        choice: VoteChoice,
        on: Option<(GameId, u32)>,
    ) -> Handled<Told> {
        let voted = teams::vote(g, w, actor, channel, choice, on);
        if voted.as_ref().is_err_and(teams::closed) {
            self.wake.notify_one();
        }
        voted
    }

    /// The votes due now, closed: what each team decided carried out as the team's own
    /// commands, as a player's are; the notices for the teams' channels.
    pub(super) fn close_votes(&self) -> Result<Vec<Notice<Said>>, StoreError> {
        let mut notices = Vec::new();
        for closing in closing::due(self.games())? {
            let (game, ply) = (closing.row.id, closing.row.ply);
            let g = self.games();
            let closed = (self.carry_out_vote(g, &closing))
                .and_then(|outcome| closing::closed(g, closing, outcome));
            match closed {
                Ok(closed) => notices.extend(closed),
                Err(NotDone::Failed(e)) if !matches!(e, StoreError::Corrupt(_)) => return Err(e),
                Err(why) => closing::not_closed(game, ply, &why),
            }
        }
        Ok(notices)
    }

    /// Carries out what `closing`'s vote decided, as its team in its channel: the replies.
    fn carry_out_vote(&self, g: Games<'_>, closing: &Closing) -> Handled<Told> {
        let w = Unit::none(g.store);
        let (team, channel) = (&closing.team, &closing.channel);
        let play = |notation: &str| {
            let played = play::play_from(g, &w, team, channel, notation, None, MoveBy::Player)?;
            Ok::<_, NotDone>(self.then_premoves(g, played))
        };
        match &closing.decision {
            Decision::Resign => endings::resign(g, &w, team, channel),
            Decision::Move(notation) => play(notation),
            Decision::Nothing => Ok(Told::default()),
            Decision::Draw { then } => {
                let offered = offers::draw(g, &w, team, channel, Answer::Offer)?;
                let Some(notation) = then.as_deref().filter(|_| !closing::ended(&offered)) else {
                    return Ok(offered);
                };
                let played = play(notation)?;
                closing::offer_stands(&w, closing, &played)?;
                Ok(closing::with_then(offered, played))
            }
        }
    }

    /// Adds who took part to `told` if it ends a team game (a failing read only logged: the
    /// result matters more than the record).
    pub(super) fn add_team_records(&self, told: &mut Told) {
        if let Err(e) = teams::add_records(self.games(), told) {
            tracing::warn!(?e, "reading a team game's votes failed");
        }
    }
}
