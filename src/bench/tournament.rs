//! `kibitz bench tournament`: how long the Dutch system takes to pair one round of a large
//! Swiss, after several rounds of a plausible history (players met others near their score,
//! colours alternating, a fifth of the games drawn).

use super::median;
use crate::pairing::dutch;
use crate::pairing::swiss::{Color, Entry, Player, Score, Swiss};
use crate::rules::random::XorShift;
use std::time::{Duration, Instant};

/// Rounds played before the one that is timed.
const ROUNDS_PLAYED: usize = 5;

/// Times the sizes in turn, printing each as it is measured. The time grows with the cube of
/// the players: a size whose time, so predicted from the one before, would exceed `budget`
/// is not run. Sizes of 5,000 and more are timed once.
pub fn tournament(runs: usize, sizes: &[usize], budget: Duration) {
    let mut last: Option<(usize, Duration)> = None;
    for &players in sizes {
        if let Some((before, time)) = last {
            let predicted = time.as_secs_f64() * (players as f64 / before as f64).powi(3);
            if predicted > budget.as_secs_f64() {
                println!(
                    "dutch {players} players not run: about {predicted:.0} s predicted from \
                     {before} players, over the budget of {budget:?}"
                );
                break;
            }
        }
        let swiss = history(players, ROUNDS_PLAYED, players as u64);
        let runs = if players >= 5000 { 1 } else { runs.max(1) };
        let mut times = Vec::new();
        for _ in 0..runs {
            let start = Instant::now();
            let pairing =
                dutch::pair(&swiss, ROUNDS_PLAYED).expect("a history this long can be paired");
            times.push(start.elapsed());
            assert_eq!(pairing.games.len(), players / 2);
        }
        let time = median(times);
        println!(
            "dutch {players} players, round {}: median {:.3} s over {runs} runs",
            ROUNDS_PLAYED + 1,
            time.as_secs_f64(),
        );
        last = Some((players, time));
    }
}

/// `rounds` rounds of `players`: each round pairs neighbours in the standings who have not
/// met, White to the one due it.
fn history(players: usize, rounds: usize, seed: u64) -> Swiss {
    let mut rng = XorShift(seed.max(1));
    let mut swiss = Swiss {
        players: (0..players)
            .map(|i| Player {
                rating: 2600 - (i as u32 % 1200),
                rounds: Vec::new(),
            })
            .collect(),
        rounds: rounds + 4,
        initial_color: Color::White,
    };
    for _ in 0..rounds {
        let mut order: Vec<usize> = (0..players).collect();
        order.sort_by_key(|&i| (std::cmp::Reverse(swiss.players[i].score()), i));
        let mut waiting: Vec<usize> = order;
        let mut entries: Vec<Option<Entry>> = vec![None; players];
        while let Some(a) = (!waiting.is_empty()).then(|| waiting.remove(0)) {
            let met = |b: usize| {
                swiss.players[a]
                    .rounds
                    .iter()
                    .any(|e| e.opponent == Some(b))
            };
            let Some(at) = waiting.iter().position(|&b| !met(b)) else {
                entries[a] = Some(Entry::pairing_bye());
                continue;
            };
            let b = waiting.remove(at);
            let whites = |p: usize| {
                swiss.players[p]
                    .rounds
                    .iter()
                    .filter(|e| e.color == Some(Color::White))
                    .count()
            };
            let (white, black) = if whites(a) <= whites(b) {
                (a, b)
            } else {
                (b, a)
            };
            let (w, l) = match rng.next_u64() % 5 {
                0 => (Score::Draw, Score::Draw),
                1 | 2 => (Score::Win, Score::Loss),
                _ => (Score::Loss, Score::Win),
            };
            entries[white] = Some(Entry::game(black, Color::White, w));
            entries[black] = Some(Entry::game(white, Color::Black, l));
        }
        for (player, entry) in swiss.players.iter_mut().zip(entries) {
            player
                .rounds
                .push(entry.expect("everyone was paired or had the bye"));
        }
    }
    swiss
}
