//! The service's part in team games: the two commands, the votes the clock closes, and who
//! took part, added to the message that ends a team game.

use super::Core;
use crate::game::events::{Said, Told};
use crate::game::games::Games;
use crate::game::handled::Handled;
use crate::game::teams;
use crate::game::unit::Unit;
use crate::store::StoreError;
use crate::types::*;

impl Core {
    /// `challenge ... team:yes`, with both teams (and the bot) stored as users first.
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
        teams::challenge(g, w, channel, &team, terms)
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

    /// The votes due now, closed: the notices for the teams' channels.
    pub(super) fn close_votes(&self) -> Result<Vec<Notice<Said>>, StoreError> {
        teams::closing::due(self.games())
    }

    /// Adds who took part to `told` if it ends a team game (a failing read only logged: the
    /// result matters more than the record).
    pub(super) fn add_team_records(&self, told: &mut Told) {
        if let Err(e) = teams::add_records(self.games(), told) {
            tracing::warn!(?e, "reading a team game's votes failed");
        }
    }
}
