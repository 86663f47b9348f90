//! The words of team games: challenges between channels, votes and their tallies, what a
//! closed vote decided, each member's part, and refusals.

use super::{link, plural};
use crate::game::teams::tally::{Decision, Part, TallyLine, DRAW, RESIGN};
use crate::game::teams::told::{TeamEvent, TeamRefusal};
use crate::store::ChallengeRow;
use crate::types::human_duration;

/// The most tally lines shown; the rest are summed up.
const SHOWN_LINES: usize = 10;

fn votes(n: u32) -> String {
    format!("{n} vote{}", plural(n as usize))
}

fn voters(n: u32) -> String {
    format!("{n} voter{}", plural(n as usize))
}

/// A choice as a tally names it.
fn choice(choice: &str) -> String {
    match choice {
        DRAW => "a draw".to_string(),
        RESIGN => "resigning".to_string(),
        notation => format!("`{notation}`"),
    }
}

/// How the votes of a team challenge's game run.
fn vote_terms(ch: &ChallengeRow) -> String {
    match ch.votes {
        Some(v) => format!(
            "each move chosen by vote, {} a vote{}",
            v.vote,
            if v.show_voters { ", voters shown" } else { "" }
        ),
        None => String::new(),
    }
}

pub(in crate::game) fn say(event: &TeamEvent) -> String {
    match event {
        TeamEvent::ChallengeSent(ch) => format!(
            "{} challenges {} to {} ({}, {} per move). The challenge waits in {}, where anyone may `accept` or `decline` it; it expires in 24 hours.",
            ch.challenger.name,
            opponent(ch),
            ch.variant.title(),
            vote_terms(ch),
            ch.time,
            link(&ch.channel)
        ),
        TeamEvent::ChallengedHere(ch) => format!(
            "{} challenges this channel's team ({}) to {} ({}, {} per move): anyone here may `accept` or `decline`. It expires in 24 hours.",
            ch.challenger.name,
            opponent(ch),
            ch.variant.title(),
            vote_terms(ch),
            ch.time
        ),
        TeamEvent::VoteOpen { team, vote } => format!(
            "{team} to move: vote with `vote <move>` (or `vote draw`, `vote resign`); the vote lasts {vote}."
        ),
        TeamEvent::VoteCounted { choice: c, was } => match was {
            Some(was) if was == c => format!("Your vote for {} stands.", choice(c)),
            Some(was) => format!(
                "Your vote is now for {} (it was for {}).",
                choice(c),
                choice(was)
            ),
            None => format!("Your vote for {} is counted.", choice(c)),
        },
        TeamEvent::Tally {
            team,
            lines,
            voters: n,
            show_voters,
            closes_in,
            closing_now,
        } => {
            let when = if *closing_now {
                "Everyone who voted lately has voted: the vote closes now.".to_string()
            } else {
                format!("The vote closes in {}.", human_duration(*closes_in))
            };
            format!(
                "{team}'s vote ({}): {}. {when}",
                voters(*n),
                tally_lines(lines, *show_voters)
            )
        }
        TeamEvent::VoteClosed {
            team,
            lines,
            voters: n,
            show_voters,
            decision,
        } => format!(
            "{team}'s vote has closed ({}): {}. {}",
            voters(*n),
            tally_lines(lines, *show_voters),
            decided(decision)
        ),
        TeamEvent::Record { team, parts } => record(team, parts),
    }
}

/// Whom a team challenge is for.
fn opponent(ch: &ChallengeRow) -> &str {
    ch.opponent.as_ref().map_or("anyone", |o| o.name.as_str())
}

/// "`e2e4` 2 votes (ann, bob), `d2d4` 1 vote".
fn tally_lines(lines: &[TallyLine], show_voters: bool) -> String {
    let mut said: Vec<String> = (lines.iter().take(SHOWN_LINES))
        .map(|l| {
            let mut line = format!("{} {}", choice(&l.choice), votes(l.count));
            if show_voters {
                line.push_str(&format!(" ({})", l.voters.join(", ")));
            }
            line
        })
        .collect();
    if lines.len() > SHOWN_LINES {
        let rest: u32 = lines[SHOWN_LINES..].iter().map(|l| l.count).sum();
        said.push(format!("{} more for other moves", votes(rest)));
    }
    said.join(", ")
}

fn decided(decision: &Decision) -> String {
    match decision {
        Decision::Resign => "A majority voted to resign.".to_string(),
        Decision::Draw { then: Some(m) } => {
            format!("A majority voted for a draw, and `{m}` is played.")
        }
        Decision::Draw { then: None } => "A majority voted for a draw.".to_string(),
        Decision::Move(m) => format!("`{m}` is played."),
        Decision::Nothing => {
            "No move had votes and no draw or resignation a majority: the vote opens again."
                .to_string()
        }
    }
}

/// "team #lobby: ann 5 of 6 votes played, bob 2 of 4".
fn record(team: &str, parts: &[Part]) -> String {
    let each: Vec<String> = parts
        .iter()
        .map(|p| format!("{} {} of {} played", p.name, p.played, votes(p.voted)))
        .collect();
    format!(
        "{team} played with {} member{}: {}.",
        parts.len(),
        plural(parts.len()),
        each.join(", ")
    )
}

pub(in crate::game) fn refusal(why: &TeamRefusal) -> String {
    match why {
        TeamRefusal::NoTeamGame => {
            "No team game is played here: `vote` is for team games (`challenge ... team:yes`); in a game of your own, play with `move`.".to_string()
        }
        TeamRefusal::NotYourTeamsMove { to_move } => format!(
            "It is not your team's move: {to_move} is to move. Voting opens when it is your team's turn."
        ),
        TeamRefusal::VoteClosed => {
            "The vote on this move has closed, so your vote counted for nothing; look at the `board`.".to_string()
        }
        TeamRefusal::VoteInstead => {
            "This is a team game: each move is chosen by vote. Use `vote <move>`, `vote draw` or `vote resign`.".to_string()
        }
        TeamRefusal::OwnTeam => {
            "A team cannot challenge itself: name another channel's team as the opponent.".to_string()
        }
    }
}
