//! The words of team games: challenges between channels, votes and their tallies, what a
//! closed vote decided, each member's part, and refusals.

use super::fluent::t;
use super::{duration, link, list, variant, Tr};
use crate::game::subjects::ChallengeView;
use crate::game::teams::tally::{Decision, Part, TallyLine, DRAW, RESIGN};
use crate::game::teams::told::{TeamEvent, TeamRefusal};

/// The most tally lines shown; the rest are summed up.
const SHOWN_LINES: usize = 10;

fn votes(tr: Tr, n: u32) -> String {
    t!(tr, "votes", n = n)
}

/// A choice as a tally names it.
fn choice(tr: Tr, choice: &str) -> String {
    match choice {
        DRAW => t!(tr, "vote-for-draw"),
        RESIGN => t!(tr, "vote-for-resigning"),
        notation => format!("`{notation}`"),
    }
}

/// How the votes of a team challenge's game run.
fn vote_terms(tr: Tr, ch: &ChallengeView) -> String {
    match ch.votes {
        Some(v) => {
            let id = if v.show_voters {
                "vote-terms-shown"
            } else {
                "vote-terms"
            };
            t!(tr, id, time = duration(tr, v.vote.seconds().into()))
        }
        None => String::new(),
    }
}

pub(in crate::game) fn say(tr: Tr, event: &TeamEvent) -> String {
    match event {
        TeamEvent::ChallengeSent(ch) => t!(
            tr,
            "team-challenge-sent",
            challenger = ch.challenger.name.as_str(),
            opponent = opponent(tr, ch),
            variant = variant(tr, ch.variant),
            terms = vote_terms(tr, ch),
            time = duration(tr, ch.time.seconds().into()),
            link = link(&ch.channel)
        ),
        TeamEvent::ChallengedHere(ch) => t!(
            tr,
            "team-challenged-here",
            challenger = ch.challenger.name.as_str(),
            opponent = opponent(tr, ch),
            variant = variant(tr, ch.variant),
            terms = vote_terms(tr, ch),
            time = duration(tr, ch.time.seconds().into())
        ),
        TeamEvent::VoteOpen { team, vote } => t!(
            tr,
            "vote-open",
            team = team.as_str(),
            time = duration(tr, vote.seconds().into())
        ),
        TeamEvent::VoteCounted { choice: c, was } => match was {
            Some(was) if was == c => t!(tr, "vote-stands", choice = choice(tr, c)),
            Some(was) => t!(
                tr,
                "vote-changed",
                choice = choice(tr, c),
                was = choice(tr, was)
            ),
            None => t!(tr, "vote-counted", choice = choice(tr, c)),
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
                t!(tr, "vote-closing-now")
            } else {
                t!(tr, "vote-closes-in", time = duration(tr, *closes_in))
            };
            t!(
                tr,
                "tally",
                team = team.as_str(),
                voters = t!(tr, "voters", n = *n),
                lines = tally_lines(tr, lines, *show_voters),
                when = when
            )
        }
        TeamEvent::VoteClosed {
            team,
            lines,
            voters: n,
            show_voters,
            decision,
        } => t!(
            tr,
            "vote-closed",
            team = team.as_str(),
            voters = t!(tr, "voters", n = *n),
            lines = tally_lines(tr, lines, *show_voters),
            decided = decided(tr, decision)
        ),
        TeamEvent::Record { team, parts } => record(tr, team, parts),
    }
}

/// Whom a team challenge is for.
fn opponent(tr: Tr, ch: &ChallengeView) -> String {
    ch.opponent
        .as_ref()
        .map_or_else(|| tr.s("anyone"), |o| o.name.clone())
}

/// "`e2e4` 2 votes (ann, bob), `d2d4` 1 vote".
fn tally_lines(tr: Tr, lines: &[TallyLine], show_voters: bool) -> String {
    let mut said: Vec<String> = (lines.iter().take(SHOWN_LINES))
        .map(|l| {
            let mut line = format!("{} {}", choice(tr, &l.choice), votes(tr, l.count));
            if show_voters {
                line.push_str(&format!(" ({})", list(tr, &l.voters)));
            }
            line
        })
        .collect();
    if lines.len() > SHOWN_LINES {
        let rest: u32 = lines[SHOWN_LINES..].iter().map(|l| l.count).sum();
        said.push(t!(tr, "tally-more", votes = votes(tr, rest)));
    }
    list(tr, &said)
}

fn decided(tr: Tr, decision: &Decision) -> String {
    match decision {
        Decision::Resign => t!(tr, "decided-resign"),
        Decision::Draw { then: Some(m) } => t!(tr, "decided-draw-then", move = m.as_str()),
        Decision::Draw { then: None } => t!(tr, "decided-draw"),
        Decision::Move(m) => t!(tr, "decided-move", move = m.as_str()),
        Decision::Nothing => t!(tr, "decided-nothing"),
    }
}

/// "team #lobby played with 2 members: ann 5 of 6 votes played, bob 2 of 4 votes played."
fn record(tr: Tr, team: &str, parts: &[Part]) -> String {
    let each: Vec<String> = parts
        .iter()
        .map(|p| {
            t!(
                tr,
                "member-part",
                name = p.name.as_str(),
                played = p.played,
                votes = votes(tr, p.voted)
            )
        })
        .collect();
    t!(
        tr,
        "team-record",
        team = team,
        count = parts.len(),
        parts = list(tr, &each)
    )
}

pub(in crate::game) fn refusal(tr: Tr, why: &TeamRefusal) -> String {
    match why {
        TeamRefusal::NoTeamGame => t!(tr, "no-team-game"),
        TeamRefusal::NotYourTeamsMove { to_move } => {
            t!(tr, "not-your-teams-move", to_move = to_move.as_str())
        }
        TeamRefusal::VoteClosed => t!(tr, "vote-too-late"),
        TeamRefusal::VoteInstead => t!(tr, "vote-instead"),
        TeamRefusal::OwnTeam => t!(tr, "own-team"),
    }
}
