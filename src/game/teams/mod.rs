//! Team games: the members of a channel play one side together, each move chosen by vote.
//! A team plays as a user of its own (`team:<channel>`, see [`UserId::team`]), so its game is
//! stored, clocked and rated as any other; here are the challenge, the votes, and (in
//! [`closing`]) the closing of each vote by the clock.

pub(super) mod closing;
pub(super) mod opening;
pub(super) mod tally;
pub(super) mod told;

use super::challenges::Terms;
use super::events::{Event, Said, Saying, Told};
use super::games::{position, Games};
use super::handled::{refused, Handled, NotDone, Refusal};
use super::unit::Unit;
use crate::rules::Color;
use crate::store::GameRow;
use crate::types::*;
use std::collections::HashSet;
use tally::{parts, Tally, DRAW, RESIGN};
use told::{TeamEvent, TeamRefusal};

/// A vote closes early when every member who voted on the team's last this many moves has
/// voted.
const RECENT_MOVES: u32 = 3;

impl From<TeamEvent> for Event {
    fn from(event: TeamEvent) -> Event {
        Event::Team(Box::new(event))
    }
}

impl From<TeamEvent> for Saying {
    fn from(event: TeamEvent) -> Saying {
        Event::from(event).into()
    }
}

impl From<TeamEvent> for Said {
    fn from(event: TeamEvent) -> Said {
        Event::from(event).into()
    }
}

impl From<TeamRefusal> for Refusal {
    fn from(why: TeamRefusal) -> Refusal {
        Refusal::Team(why)
    }
}

impl From<TeamRefusal> for NotDone {
    fn from(why: TeamRefusal) -> NotDone {
        NotDone::Refused(why.into())
    }
}

/// The team of `channel`, shown as `name`.
pub(super) fn team_of(channel: &ChannelId, name: &str) -> User {
    User::new(UserId::team(channel), name)
}

/// A team's challenge as `challenge ... team:yes` asks it: the challenge the team makes, as a
/// player makes one, and the channel where it waits (this one when the bot is challenged, and
/// the game begins at once; the other team's, for anyone of it to answer). The service makes
/// it, then tells both channels with [`challenge_sent`].
pub(in crate::game) struct TeamChallenge {
    pub waits_in: ChannelId,
    pub terms: Terms,
}

/// `challenge ... team:yes` from this channel's team: what it challenges, where, on which
/// terms. The dispatcher stores both teams as users first.
pub(super) fn challenge(
    g: Games<'_>,
    channel: &ChannelId,
    terms: TeamTerms,
) -> Handled<TeamChallenge> {
    if let Some(game) = g.store.active_game(channel)? {
        return refused(Refusal::GameHere {
            white: game.white.name,
            black: game.black.name,
        });
    }
    let votes = Some(VoteRules {
        vote: terms.vote.unwrap_or(VoteTime::default_for(terms.time)),
        show_voters: terms.show_voters,
    });
    let (waits_in, opponent) = match terms.opponent {
        TeamOpponent::Bot(bot, level) => (channel.clone(), Opponent::Bot(bot, level)),
        TeamOpponent::Channel(other, _) if &other == channel => {
            return Err(TeamRefusal::OwnTeam.into());
        }
        TeamOpponent::Channel(other, name) => {
            let team = team_of(&other, &name);
            (other, Opponent::Person(team))
        }
    };
    let terms = Terms {
        variant: terms.variant,
        opponent,
        color: terms.color,
        time: terms.time,
        clock: None,
        rated: terms.rated,
        votes,
    };
    Ok(TeamChallenge { waits_in, terms })
}

/// What the team of `channel` is told of the challenge it `made` (waiting in `waits_in`): if
/// it waits in another team's channel, that it was sent, and that channel that it is
/// challenged.
pub(super) fn challenge_sent(made: Told, waits_in: ChannelId, channel: &ChannelId) -> Told {
    if &waits_in == channel {
        return made;
    }
    let Some(Event::ChallengeMade(ch)) = made.text.events().next().cloned() else {
        return made;
    };
    let mut told = Told::saying(TeamEvent::ChallengeSent(ch.clone()));
    told.elsewhere.push(Elsewhere {
        channel: waits_in,
        reply: Told {
            text: TeamEvent::ChallengedHere(ch).into(),
            ..made
        },
    });
    told
}

/// `vote <move>|draw|resign`: a member's vote on their team's move, counted until the vote
/// closes (a member's latest vote counts). The reply tells the voter, then the tally.
pub(super) fn vote(
    g: Games<'_>,
    w: &Unit,
    actor: &User,
    channel: &ChannelId,
    choice: VoteChoice,
    on: Option<(GameId, u32)>,
) -> Handled<Told> {
    let row = match g.active(channel) {
        Err(NotDone::Refused(Refusal::NoGameInProgress)) => {
            return Err(TeamRefusal::NoTeamGame.into())
        }
        found => found?,
    };
    if on.is_some_and(|on| on != (row.id, row.ply)) {
        return Err(TeamRefusal::VoteClosed.into());
    }
    let team = UserId::team(channel);
    let (Some(color), Some(rules)) = (row.color_of(&team), row.votes) else {
        return Err(TeamRefusal::NoTeamGame.into());
    };
    let pos = position(&row)?;
    if pos.turn() != color {
        let to_move = row.player(pos.turn()).name.clone();
        return Err(TeamRefusal::NotYourTeamsMove { to_move }.into());
    }
    let choice = match choice {
        VoteChoice::Draw => DRAW.to_string(),
        VoteChoice::Resign => RESIGN.to_string(),
        VoteChoice::Move(text) => match pos.parse_move(&text) {
            Ok(mv) => mv.to_string(),
            Err(error) => return refused(Refusal::Illegal { text, error }),
        },
    };
    let before = g.store.votes(row.id, row.ply)?;
    let was = (before.iter().rev())
        .find(|v| v.voter.id == actor.id)
        .map(|v| v.choice.clone());
    let vote_seconds = rules.vote.seconds();
    let cast =
        w.write(|tx| tx.cast_vote(row.id, row.ply, &actor.id, &choice, g.now, vote_seconds))?;
    let Some(closes_at) = cast else {
        return Err(TeamRefusal::VoteClosed.into());
    };
    let mut votes = before;
    votes.push(crate::store::VoteRow {
        ply: row.ply,
        voter: actor.clone(),
        choice: choice.clone(),
    });
    let tally = Tally::of(&votes);
    let moves = tally.moves(&pos);
    let closing_now = everyone_voted(g, &row, &tally, &votes)?;
    if closing_now {
        w.write(|tx| tx.close_vote_at(row.id, row.ply, g.now))?;
    }
    let (choice, was) = (
        tally::readable(&pos, &choice),
        was.map(|w| tally::readable(&pos, &w)),
    );
    let mut told = Told::saying(TeamEvent::VoteCounted { choice, was });
    told.private = true;
    // Everyone who voted lately has: the clock closes the vote now.
    told.follows.wake_clock = closing_now;
    told.then.push(Told {
        text: Said(vec![TeamEvent::Tally {
            team: row.player(color).name.clone(),
            voters: tally.voters,
            lines: tally.readable(&pos).lines,
            show_voters: rules.show_voters,
            closes_in: (closes_at - g.now).max(0),
            closing_now,
        }
        .into()]),
        tally: Some(TallyRef {
            game: row.id,
            ply: row.ply,
            closed: false,
            moves,
        }),
        ..Told::default()
    });
    Ok(told)
}

/// Whether `not_done` is a vote too late for its move (the clock may have it to close).
pub(super) fn closed(not_done: &NotDone) -> bool {
    matches!(
        not_done,
        NotDone::Refused(Refusal::Team(TeamRefusal::VoteClosed))
    )
}

/// Whether every member who voted on the team's last [`RECENT_MOVES`] moves has voted on
/// this one (`votes`, counted in `tally`).
fn everyone_voted(
    g: Games<'_>,
    row: &GameRow,
    tally: &Tally,
    votes: &[crate::store::VoteRow],
) -> Handled<bool> {
    let earlier: Vec<u32> = (1..=RECENT_MOVES)
        .filter_map(|n| row.ply.checked_sub(2 * n))
        .collect();
    let recent = g.store.voters_on(row.id, &earlier)?;
    if recent.is_empty() || (tally.voters as usize) < recent.len() {
        return Ok(false);
    }
    let voted: HashSet<&UserId> = votes.iter().map(|v| &v.voter.id).collect();
    Ok(recent.iter().all(|member| voted.contains(member)))
}

/// The members' parts in the finished team game of `told` (its last reply), added to it.
pub(super) fn add_records(g: Games<'_>, told: &mut Told) -> Handled<()> {
    let last = told.last_mut();
    let Some(game) = last.game.as_ref().filter(|g| g.finished) else {
        return Ok(());
    };
    let teams: Vec<(Color, User)> = [(Color::White, &game.white), (Color::Black, &game.black)]
        .into_iter()
        .filter(|(_, u)| u.id.is_team())
        .map(|(c, u)| (c, u.clone()))
        .collect();
    if teams.is_empty() {
        return Ok(());
    }
    let votes = g.store.votes_of_game(game.id)?;
    let moves = g.store.moves(game.id)?;
    for (color, team) in teams {
        let side = |ply: &u32| ply.is_multiple_of(2) == (color == Color::White);
        let theirs: Vec<_> = votes.iter().filter(|v| side(&v.ply)).cloned().collect();
        if theirs.is_empty() {
            continue;
        }
        let played = |ply: u32| {
            moves
                .get(ply as usize)
                .map(|(notation, _)| notation.clone())
        };
        let parts = parts(&theirs, played);
        last.text.push(TeamEvent::Record {
            team: team.name,
            parts,
        });
    }
    Ok(())
}
