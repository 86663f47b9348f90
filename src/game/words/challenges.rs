//! The words of challenges: made, told to the one challenged, listed, accepted (a game
//! begins), declined, withdrawn, expired.

use crate::store::{ChallengeRow, GameRow};
use crate::types::{human_duration, ColorChoice};

/// Whom a challenge is for: a name, or "anyone".
fn whom(ch: &ChallengeRow) -> &str {
    ch.opponent.as_ref().map_or("anyone", |o| o.name.as_str())
}

/// "Ann challenges Bob to Suction Chess (Ann plays white, 3 days per move). Bob: `accept` or
/// `decline`. It expires in 24 hours."
pub(in crate::game) fn made(ch: &ChallengeRow) -> String {
    let plays = match ch.color {
        ColorChoice::Random => "a random colour",
        c => c.key(),
    };
    let how = match &ch.opponent {
        Some(o) => format!("{}: `accept` or `decline`.", o.name),
        None => "Anyone may `accept`.".to_string(),
    };
    format!(
        "{} challenges {} to {} ({} plays {plays}, {} per move). {how} It expires in 24 hours.",
        ch.challenger.name,
        ch.opponent
            .as_ref()
            .map_or("anyone here", |o| o.name.as_str()),
        ch.variant.title(),
        ch.challenger.name,
        ch.time
    )
}

/// The direct message to the one challenged.
pub(in crate::game) fn to_you(ch: &ChallengeRow) -> String {
    format!(
        "{} challenges you to {} ({} per move) in {}: `accept` or `decline` there. It expires in 24 hours.",
        ch.challenger.name,
        ch.variant.title(),
        ch.time,
        super::link(&ch.channel)
    )
}

/// The challenges waiting in a channel, each with the seconds until it expires.
pub(in crate::game) fn waiting(challenges: &[(ChallengeRow, i64)]) -> String {
    if challenges.is_empty() {
        return "No challenges are waiting here. Make one with `challenge`.".into();
    }
    let mut text = format!("Challenges waiting here ({}):", challenges.len());
    for (ch, expires_in) in challenges {
        let plays = match ch.color {
            ColorChoice::Random => String::new(),
            c => format!(", {} plays {}", ch.challenger.name, c.key()),
        };
        text.push_str(&format!(
            "\n• {} challenges {}: {}{plays}, {} per move; expires in {}",
            ch.challenger.name,
            whom(ch),
            ch.variant.title(),
            ch.time,
            human_duration(*expires_in)
        ));
    }
    text.push_str("\n`accept` takes the one made to you, or the oldest open one; `accept <challenger>` a given one.");
    text
}

/// "Ann (White) and Bob (Black) begin a game of Suction Chess, 3 days per move. Ann, your move."
pub(in crate::game) fn game_begins(row: &GameRow) -> String {
    format!(
        "{} (White) and {} (Black) begin a game of {}, {} per move. {}, your move.",
        row.white.name,
        row.black.name,
        row.variant.title(),
        row.time,
        row.white.name
    )
}

pub(in crate::game) fn declined(by: &str, ch: &ChallengeRow) -> String {
    format!("{by} declined {}'s challenge.", ch.challenger.name)
}

pub(in crate::game) fn withdrawn(ch: &ChallengeRow) -> String {
    format!(
        "{} withdrew the challenge to {}.",
        ch.challenger.name,
        whom(ch)
    )
}

pub(in crate::game) fn expired(ch: &ChallengeRow) -> String {
    format!(
        "{}, your challenge to {} ({}) expired: nobody accepted it within 24 hours.",
        ch.challenger.name,
        whom(ch),
        ch.variant.title()
    )
}
