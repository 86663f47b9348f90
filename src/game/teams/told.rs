//! What the team-game use cases say happened, and why they refuse, in types (worded by
//! [`crate::game::words::teams`]).

use super::tally::{Decision, Part, TallyLine};
use crate::game::subjects::ChallengeView;
use crate::types::VoteTime;

#[derive(Clone, Debug, PartialEq, strum::IntoStaticStr, strum::VariantNames)]
pub(in crate::game) enum TeamEvent {
    /// In the challenging team's channel: the challenge waits in the other team's.
    ChallengeSent(Box<ChallengeView>),
    /// In the challenged team's channel: anyone there may answer.
    ChallengedHere(Box<ChallengeView>),
    /// It is a team's move: how to vote.
    VoteOpen { team: String, vote: VoteTime },
    /// The asker's vote is counted (`was`: the vote it replaces).
    VoteCounted { choice: String, was: Option<String> },
    /// A move's vote so far.
    Tally {
        team: String,
        lines: Vec<TallyLine>,
        voters: u32,
        show_voters: bool,
        /// Seconds until it closes.
        closes_in: i64,
        /// Everyone who voted lately has voted: it closes now.
        closing_now: bool,
    },
    /// A move's vote closed, and what it decided.
    VoteClosed {
        team: String,
        lines: Vec<TallyLine>,
        voters: u32,
        show_voters: bool,
        decision: Decision,
    },
    /// After a team game: who took part and how often their vote was the move played.
    Record { team: String, parts: Vec<Part> },
}

#[derive(Clone, Debug, PartialEq, strum::IntoStaticStr, strum::VariantNames)]
pub(in crate::game) enum TeamRefusal {
    /// `vote` where no team game is played.
    NoTeamGame,
    /// `vote` while the other side is to move.
    NotYourTeamsMove { to_move: String },
    /// The vote closed before this one came.
    VoteClosed,
    /// `move`, `resign`, `draw` or `takeback` by a member of a team.
    VoteInstead,
    /// A team challenge naming its own channel.
    OwnTeam,
}
