//! The words of challenges: made, told to the one challenged, listed, accepted (a game
//! begins), declined, withdrawn, expired.

use super::fluent::t;
use super::{duration, variant, Tr};
use crate::game::events::GameView;
use crate::game::subjects::ChallengeView;
use crate::types::{ColorChoice, TimeControl, TimePerMove};

/// "3 days per move", "5+3 on the clock".
pub(super) fn pace(tr: Tr, time: TimePerMove, clock: Option<TimeControl>) -> String {
    match clock {
        Some(clock) => t!(tr, "pace-clock", clock = clock.to_string()),
        None => t!(
            tr,
            "pace-per-move",
            time = duration(tr, time.seconds().into())
        ),
    }
}

/// Whom a challenge is for: a name, or "anyone".
fn whom(tr: Tr, ch: &ChallengeView) -> String {
    ch.opponent
        .as_ref()
        .map_or_else(|| tr.s("anyone"), |o| o.name.clone())
}

/// "Ann challenges Bob to Suction Chess (Ann plays white, 3 days per move). Bob: `accept` or
/// `decline`. It expires in 24 hours."
pub(in crate::game) fn made(tr: Tr, ch: &ChallengeView) -> String {
    let plays = t!(tr, "plays-color", color = ch.color.key());
    let (challenger, v) = (ch.challenger.name.as_str(), variant(tr, ch.variant));
    let pace = pace(tr, ch.time, ch.clock);
    match &ch.opponent {
        Some(o) => t!(
            tr,
            "challenge-made-to",
            challenger = challenger,
            opponent = o.name.as_str(),
            variant = v,
            plays = plays,
            pace = pace.as_str()
        ),
        None => t!(
            tr,
            "challenge-made-open",
            challenger = challenger,
            variant = v,
            plays = plays,
            pace = pace.as_str()
        ),
    }
}

/// The direct message to the one challenged.
pub(in crate::game) fn to_you(tr: Tr, ch: &ChallengeView) -> String {
    t!(
        tr,
        "challenge-to-you",
        challenger = ch.challenger.name.as_str(),
        variant = variant(tr, ch.variant),
        pace = pace(tr, ch.time, ch.clock),
        link = super::link(&ch.channel)
    )
}

/// The challenges waiting in a channel, each with the seconds until it expires.
pub(in crate::game) fn waiting(tr: Tr, challenges: &[(ChallengeView, i64)]) -> String {
    if challenges.is_empty() {
        return t!(tr, "no-challenges-waiting");
    }
    let mut text = t!(tr, "challenges-waiting", count = challenges.len());
    for (ch, expires_in) in challenges {
        let (challenger, opponent) = (ch.challenger.name.as_str(), whom(tr, ch));
        let (v, pace) = (variant(tr, ch.variant), pace(tr, ch.time, ch.clock));
        let expires = duration(tr, *expires_in);
        text.push_str("\n• ");
        text.push_str(&match ch.color {
            ColorChoice::Random => t!(
                tr,
                "challenge-waiting-line",
                challenger = challenger,
                opponent = opponent,
                variant = v,
                pace = pace.as_str(),
                expires = expires
            ),
            c => t!(
                tr,
                "challenge-waiting-line-color",
                challenger = challenger,
                opponent = opponent,
                variant = v,
                color = c.key(),
                pace = pace.as_str(),
                expires = expires
            ),
        });
    }
    text.push('\n');
    text.push_str(&t!(tr, "challenges-waiting-hint"));
    text
}

/// "Ann (White) and Bob (Black) begin a game of Suction Chess, 3 days per move. Ann, your move."
pub(in crate::game) fn game_begins(tr: Tr, game: &GameView) -> String {
    t!(
        tr,
        "game-begins",
        white = game.white.name.as_str(),
        black = game.black.name.as_str(),
        variant = variant(tr, game.variant),
        pace = pace(tr, game.time, game.clock)
    )
}

pub(in crate::game) fn declined(tr: Tr, by: &str, ch: &ChallengeView) -> String {
    t!(
        tr,
        "challenge-declined",
        by = by,
        challenger = ch.challenger.name.as_str()
    )
}

pub(in crate::game) fn withdrawn(tr: Tr, ch: &ChallengeView) -> String {
    t!(
        tr,
        "challenge-withdrawn",
        challenger = ch.challenger.name.as_str(),
        opponent = whom(tr, ch)
    )
}

pub(in crate::game) fn expired(tr: Tr, ch: &ChallengeView) -> String {
    t!(
        tr,
        "challenge-expired",
        challenger = ch.challenger.name.as_str(),
        opponent = whom(tr, ch),
        variant = variant(tr, ch.variant)
    )
}
