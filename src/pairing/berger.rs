//! Round robin by the FIDE Berger tables (FIDE Handbook C.05, Annex 1).
//!
//! With `n` players (one more, a dummy, when their number is odd: whoever meets it has the
//! bye), round 1 pairs 1–n, 2–(n-1), …, the first named White. Each later round is the one
//! before with every number but `n` moved on by n/2 (counting round 1 to n-1), each board
//! keeping its order, and `n` on board 1 with White in even rounds and Black in odd ones. The
//! tables FIDE publishes are exactly these.

/// One round of a round robin: its games (White, Black, by starting number from 1), board by
/// board, and who has the bye.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Round {
    pub games: Vec<(u32, u32)>,
    pub bye: Option<u32>,
}

/// The rounds of a round robin of `players` (none for fewer than 2): one cycle, or two with
/// the colours reversed in the second. In a double round robin the last two rounds of the
/// first cycle are exchanged, as C.05 recommends, so that players 1 and n/2 + 1 do not have
/// one colour three times running where the cycles meet.
pub fn round_robin(players: u32, double: bool) -> Vec<Round> {
    if players < 2 {
        return Vec::new();
    }
    let n = players + players % 2;
    let mut rounds: Vec<Vec<(u32, u32)>> = Vec::new();
    let mut games: Vec<(u32, u32)> = (1..=n / 2).map(|i| (i, n + 1 - i)).collect();
    for round in 1..n {
        if round > 1 {
            let next = |k: u32| (k - 1 + n / 2) % (n - 1) + 1;
            let other = if games[0].0 == n {
                games[0].1
            } else {
                games[0].0
            };
            let moved = next(other);
            games[0] = if round % 2 == 0 {
                (n, moved)
            } else {
                (moved, n)
            };
            for game in &mut games[1..] {
                *game = (next(game.0), next(game.1));
            }
        }
        rounds.push(games.clone());
    }
    if double {
        let last = rounds.len() - 1;
        if last > 0 {
            rounds.swap(last - 1, last);
        }
        let second: Vec<Vec<(u32, u32)>> = rounds
            .iter()
            .map(|games| games.iter().map(|&(w, b)| (b, w)).collect())
            .collect();
        rounds.extend(second);
    }
    rounds
        .into_iter()
        .map(|games| {
            // The dummy's opponent has the bye.
            let bye = games
                .iter()
                .find(|&&(w, b)| w > players || b > players)
                .map(|&(w, b)| w.min(b));
            let games = games
                .into_iter()
                .filter(|&(w, b)| w <= players && b <= players)
                .collect();
            Round { games, bye }
        })
        .collect()
}
