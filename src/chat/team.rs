//! `challenge ... team:yes`: a challenge for the channel's team, read on top of a plain
//! challenge's options (`vote:`, `voters:`, and an opponent that is the bot or a channel), and
//! `vote <move>|draw|resign`.

use super::{clip, parse_challenge, UsageError};
use crate::types::{
    ChannelId, Command, Opponent, Problem, TeamOpponent, TeamOpponentProblem, TeamTerms, User,
    UserId, VoteChoice, VoteTime,
};

/// Whether a challenge's options ask for a team game: `team:` other than `team:no` (read,
/// and refused if it is not `yes`, as a team challenge's).
pub(super) fn is_team(args: &[&str]) -> bool {
    args.iter().any(|a| {
        a.split_once(':')
            .is_some_and(|(k, v)| k.eq_ignore_ascii_case("team") && !is_no(v))
    })
}

/// `no`, `false` or `n`, in any case.
pub(super) fn is_no(word: &str) -> bool {
    matches!(word.to_ascii_lowercase().as_str(), "no" | "false" | "n")
}

/// A team challenge: `channel` turns what names an opponent channel into it and its name.
pub(super) fn parse_team_challenge(
    args: &[&str],
    resolve: &dyn Fn(&str) -> Option<User>,
    channel: &dyn Fn(&str) -> Option<(ChannelId, String)>,
    bot: &UserId,
) -> Result<Command, UsageError> {
    let err = |problem: Problem| UsageError::of("challenge", problem);
    let opponent_channel =
        |value: &str| channel(value).ok_or_else(|| err(Problem::NotBotOrChannel(clip(value))));
    let (mut vote, mut show_voters, mut other) = (None, false, None);
    let mut plain = Vec::new();
    for arg in args {
        let Some((key, value)) = arg.split_once(':').filter(|(k, _)| !k.starts_with('@')) else {
            plain.push(*arg);
            continue;
        };
        match key.to_ascii_lowercase().as_str() {
            "team" => match value.to_ascii_lowercase().as_str() {
                "yes" | "true" | "y" => {}
                _ => {
                    return Err(err(Problem::YesOrNo {
                        option: "team",
                        word: clip(value),
                    }))
                }
            },
            "vote" => vote = Some(vote_time(value).map_err(err)?),
            "voters" => {
                show_voters = match value.to_ascii_lowercase().as_str() {
                    "shown" | "show" | "yes" | "public" => true,
                    "hidden" | "hide" | "no" | "secret" => false,
                    _ => return Err(err(Problem::VotersShownOrHidden(clip(value)))),
                }
            }
            "channel" => other = Some(opponent_channel(value)?),
            "opponent" | "vs" | "user" if resolve(value).is_none_or(|u| &u.id != bot) => {
                other = Some(opponent_channel(value)?);
            }
            _ => plain.push(*arg),
        }
    }
    let challenge = parse_challenge(&plain, resolve, bot)?;
    if challenge.clock.is_some() {
        return Err(err(Problem::NoClockForTeams));
    }
    let opponent =
        team_opponent(challenge.opponent, other).map_err(|why| err(Problem::TeamOpponent(why)))?;
    Ok(Command::TeamChallenge(Box::new(TeamTerms {
        variant: challenge.variant,
        opponent,
        color: challenge.color,
        time: challenge.time,
        vote,
        show_voters,
        rated: challenge.rated,
        team_name: String::new(),
    })))
}

/// Whom a team challenge names: Kibitz (`opponent`, at a level) or another channel's team
/// (`channel`, or a channel as the `opponent`); else why not.
pub fn team_opponent(
    opponent: Opponent,
    channel: Option<(ChannelId, String)>,
) -> Result<TeamOpponent, TeamOpponentProblem> {
    match (opponent, channel) {
        (Opponent::Bot(bot, level), None) => Ok(TeamOpponent::Bot(bot, level)),
        (Opponent::Anyone, Some((channel, name))) => Ok(TeamOpponent::Channel(channel, name)),
        (Opponent::Anyone, None) => Err(TeamOpponentProblem::NoOpponent),
        (Opponent::Person(_), _) => Err(TeamOpponentProblem::APerson),
        (Opponent::Bot(..), Some(_)) => Err(TeamOpponentProblem::Both),
    }
}

/// A vote's length: `10m`, `90s`, `2h`, `1d`, `15min` (a bare number is minutes), from one
/// minute to three days; else what is wrong.
pub fn vote_time(text: &str) -> Result<VoteTime, Problem> {
    read_vote_time(text).ok_or_else(|| Problem::NotAVoteTime(clip(text)))
}

fn read_vote_time(text: &str) -> Option<VoteTime> {
    let text = text.to_ascii_lowercase();
    let split = text
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(text.len());
    let (number, unit) = text.split_at(split);
    let unit_seconds = match unit {
        "" | "m" | "min" | "mins" | "minute" | "minutes" => 60,
        "s" | "sec" | "secs" | "second" | "seconds" => 1,
        "h" | "hour" | "hours" => 3600,
        "d" | "day" | "days" => 86_400,
        _ => return None,
    };
    let seconds = number.parse::<u64>().ok()?.checked_mul(unit_seconds)?;
    VoteTime::from_seconds(seconds)
}

/// `vote e2e4`, `vote draw`, `vote resign`.
pub(super) fn vote_args(args: &[&str]) -> Result<Command, UsageError> {
    match args {
        [one] => Ok(Command::Vote {
            choice: VoteChoice::from_word(one),
            on: None,
        }),
        [] => Err(UsageError::of("vote", Problem::VoteForWhichMove)),
        _ => Err(UsageError::of("vote", Problem::OneMoveAtATime)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn vote_lengths_read_with_their_units() {
        let seconds = |t| vote_time(t).ok().map(VoteTime::seconds);
        assert_eq!(seconds("10m"), Some(600));
        assert_eq!(seconds("10"), Some(600));
        assert_eq!(seconds("2h"), Some(7200));
        assert_eq!(seconds("3d"), Some(3 * 86_400));
        assert_eq!(seconds("90s"), Some(90));
        assert_eq!(seconds("30s"), None, "under a minute");
        assert_eq!(seconds("4d"), None, "over three days");
        assert_eq!(seconds("10y"), None);
        assert_eq!(seconds("99999999999999999999d"), None);
    }
}
