//! Team games: the members of a channel play one side together, each move chosen by vote.
//! A team plays as a user of its own, `team:<channel>`, so that a team game is stored,
//! clocked and rated as any other game.

use super::{BotLevel, ChannelId, ColorChoice, GameId, TimePerMove, User, UserId};
use crate::rules::Variant;
use std::fmt;

/// How a team's id begins.
const TEAM_PREFIX: &str = "team:";

impl UserId {
    /// The team of `channel`: the player its members are together in a team game.
    pub fn team(channel: &ChannelId) -> UserId {
        UserId::from_stored(format!("{TEAM_PREFIX}{}", channel.stored()))
    }

    /// The channel whose team this is, if it is a team.
    pub fn team_channel(&self) -> Option<ChannelId> {
        self.stored()
            .strip_prefix(TEAM_PREFIX)
            .map(ChannelId::from_stored)
    }

    pub fn is_team(&self) -> bool {
        self.stored().starts_with(TEAM_PREFIX)
    }
}

/// How long each move's vote lasts, from one minute to three days.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct VoteTime(u32);

impl VoteTime {
    pub const MIN_SECONDS: u32 = 60;
    pub const MAX_SECONDS: u32 = 3 * 24 * 3600;

    /// `None` outside one minute to three days.
    pub fn from_seconds(seconds: u64) -> Option<VoteTime> {
        (Self::MIN_SECONDS as u64..=Self::MAX_SECONDS as u64)
            .contains(&seconds)
            .then_some(VoteTime(seconds as u32))
    }

    /// The vote of a challenge that names none: 10 minutes in games under an hour a move,
    /// else 12 hours.
    pub fn default_for(time: TimePerMove) -> VoteTime {
        if time.seconds() < 3600 {
            VoteTime(600)
        } else {
            VoteTime(12 * 3600)
        }
    }

    pub fn seconds(self) -> u32 {
        self.0
    }
}

impl fmt::Display for VoteTime {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&super::human_duration(self.0 as i64))
    }
}

/// Whom a team plays.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TeamOpponent {
    /// Kibitz itself (this user), at a level.
    Bot(User, BotLevel),
    /// The team of another channel of the same server, with the name to show for it.
    Channel(ChannelId, String),
}

/// A team challenge: what `challenge ... team:yes` proposes.
#[derive(Clone, Debug, PartialEq)]
pub struct TeamTerms {
    pub variant: Variant,
    pub opponent: TeamOpponent,
    pub color: ColorChoice,
    pub time: TimePerMove,
    /// How long each vote lasts; the default for `time` if `None`.
    pub vote: Option<VoteTime>,
    /// Whether the tally names who voted for what.
    pub show_voters: bool,
    pub rated: bool,
    /// The name this channel's team is shown by (its channel's name).
    pub team_name: String,
}

/// What a team member votes for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VoteChoice {
    Move(String),
    /// Offer a draw, or accept the other side's offer.
    Draw,
    Resign,
}

impl VoteChoice {
    /// What a vote's word means: `draw`, `resign`, else a move.
    pub fn from_word(word: &str) -> VoteChoice {
        match word.to_ascii_lowercase().as_str() {
            "draw" => VoteChoice::Draw,
            "resign" => VoteChoice::Resign,
            _ => VoteChoice::Move(word.to_string()),
        }
    }
}

/// The vote of a team on one move, for adapters that keep its tally in one message and edit
/// it as votes come.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TallyRef {
    pub game: GameId,
    /// The moves played before the move voted on.
    pub ply: u32,
    /// The vote has closed: this is the tally's last edit.
    pub closed: bool,
    /// The moves voted for so far (not draws or resignations), most votes first: a member may
    /// join one of them in one click where the platform has buttons.
    pub moves: Vec<VotedMove>,
}

/// A move voted for: in the coordinate notation (what a button sends back) and in SAN (what
/// it shows).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VotedMove {
    pub notation: String,
    pub san: String,
}

/// How a team game's votes run: how long each lasts, and whether its tally names the voters.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct VoteRules {
    pub vote: VoteTime,
    pub show_voters: bool,
}
