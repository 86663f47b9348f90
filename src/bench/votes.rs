//! `kibitz bench service`, a team's vote: 1,000 members of a channel vote on one move (most for
//! a few moves, some changing their minds); the time each vote takes through the service,
//! on the team's second move, when every vote also reads who voted on the move before (to
//! close the vote early once all of them have voted).

use super::median;
use crate::game::{
    ChannelId, ColorChoice, Command, ManualClock, Service, TeamOpponent, TeamTerms, TimePerMove,
    User, UserId, VoteChoice, VoteTime,
};
use crate::rules::random::XorShift;
use crate::rules::Variant;
use crate::store::Store;
use crate::types::Platform;
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

const MEMBERS: usize = 1000;

pub(super) fn team_vote(db: Option<&str>, dir: &Path, run: &str) -> anyhow::Result<String> {
    let store = match db {
        Some(target) => Store::connect(target)?,
        None => Store::open(&dir.join("votes.sqlite"))?,
    };
    let clock = Arc::new(ManualClock::new(1_700_000_000));
    let service = Service::new(store, clock.clone());
    let (north, south) = (
        ChannelId::new(Platform::Console, &format!("{run}-north")),
        ChannelId::new(Platform::Console, &format!("{run}-south")),
    );
    let member = |i: usize| {
        User::new(
            UserId::new(Platform::Console, &format!("{run}m{i}")),
            format!("member {i}"),
        )
    };
    let vote = VoteTime::from_seconds(3600).expect("an hour is a vote's length");
    let terms = TeamTerms {
        variant: Variant::Standard,
        opponent: TeamOpponent::Channel(south.clone(), "team south".into()),
        color: ColorChoice::White,
        time: TimePerMove::DEFAULT,
        vote: Some(vote),
        show_voters: false,
        rated: false,
        team_name: "team north".into(),
    };
    let steps = [
        (&north, Command::TeamChallenge(Box::new(terms))),
        (&south, Command::Accept(None)),
    ];
    for (channel, command) in steps {
        let reply = service.handle(&member(0), channel, command);
        anyhow::ensure!(!reply.error, "setting up: {}", reply.text);
    }
    let cast = |who: usize, choice: &str, channel: &ChannelId| -> anyhow::Result<Duration> {
        let choice = VoteChoice::from_word(choice);
        let t = Instant::now();
        let reply = service.handle(&member(who), channel, Command::Vote { choice, on: None });
        let took = t.elapsed();
        anyhow::ensure!(!reply.error, "a vote: {}", reply.text);
        Ok(took)
    };
    let close = |after: i64| {
        clock.advance(after);
        service.clockwork().tick()
    };
    // The first move: every member votes, so that each vote on the next reads them all.
    for i in 0..MEMBERS {
        cast(i, "e2e4", &north)?;
    }
    anyhow::ensure!(!close(3600).is_empty(), "the first vote did not close");
    cast(MEMBERS, "e7e5", &south)?;
    anyhow::ensure!(
        !close(3600).is_empty(),
        "the other team's vote did not close"
    );
    let mut rng = XorShift(0x7ea5);
    let choices = ["g1f3", "d2d4", "b1c3", "f1c4", "c2c3"];
    let mut latencies = Vec::with_capacity(MEMBERS + MEMBERS / 10);
    for i in 0..MEMBERS {
        let choice = choices[(rng.next_u64() % choices.len() as u64) as usize];
        latencies.push(cast(i, choice, &north)?);
        if i % 10 == 5 && i + 1 < MEMBERS {
            latencies.push(cast(i, choices[0], &north)?); // a change of mind
        }
    }
    latencies.sort_unstable();
    let p99 = latencies[((latencies.len() - 1) as f64 * 0.99) as usize];
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    Ok(format!(
        "service team_vote voters={MEMBERS} votes={} median_ms={:.2} p99_ms={:.2}\n",
        latencies.len(),
        ms(median(latencies.clone())),
        ms(p99)
    ))
}
