//! `kibitz bench service`: a reply presented in each language, against English — the same
//! commands, answered with the same events, worded from each language's messages.

use super::median;
use crate::game::{ChannelId, Command, Lang, LanguageSetting, Service, User};
use std::time::{Duration, Instant};

/// For each language, the median time of answering `history` (a game's record) and `games`
/// (a player's games) in `channel` for `user`, and its ratio to English's.
pub(super) fn presenting(
    service: &Service,
    user: &User,
    channel: &ChannelId,
    runs: usize,
) -> String {
    let mut out = String::new();
    let mut english = None;
    for lang in Lang::ALL {
        let set = Command::Language {
            setting: LanguageSetting::Set(lang),
            room: false,
            may_moderate: false,
        };
        service.handle(user, channel, set);
        let samples: Vec<Duration> = (0..runs.max(1) * 300)
            .map(|i| {
                let command = if i % 2 == 0 {
                    Command::History
                } else {
                    Command::Games
                };
                let t = Instant::now();
                let reply = service.handle(user, channel, command);
                let took = t.elapsed();
                assert_eq!(reply.lang, lang, "answered in the language chosen");
                took
            })
            .collect();
        let median = median(samples);
        let base = *english.get_or_insert(median);
        out.push_str(&format!(
            "service presenting lang={} median_us={:.0} ratio_to_en={:.3}\n",
            lang.code(),
            median.as_secs_f64() * 1e6,
            median.as_secs_f64() / base.as_secs_f64()
        ));
    }
    let back = Command::Language {
        setting: LanguageSetting::Auto,
        room: false,
        may_moderate: false,
    };
    service.handle(user, channel, back);
    out
}
