//! Players that choose moves in a game: the engine at a level, and two simple opponents it is
//! measured against (`random`, and `greedy`, which wins at once when it can and otherwise
//! takes the most material).

use super::eval::value;
use super::order::victim;
use super::{history, think, Level};
use crate::rules::random::XorShift;
use crate::rules::{Color, Game, Move, Outcome, Role, Variant};
use std::fmt;
use std::str::FromStr;
use std::time::Duration;

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Player {
    Engine(Level),
    Random,
    Greedy,
}

impl Player {
    /// This player's move in `game`; `None` when the side to move has no legal move.
    /// `seed` makes the random choices repeatable; `movetime` caps the engine's thinking.
    pub fn choose(self, game: &Game, seed: u64, movetime: Option<Duration>) -> Option<Move> {
        let pos = game.position();
        let moves = pos.legal_moves();
        if moves.is_empty() {
            return None;
        }
        let mut rng = XorShift(seed.wrapping_mul(0x2545_F491_4F6C_DD1D) | 1);
        let mut pick = |among: &[Move]| among[(rng.next_u64() % among.len() as u64) as usize];
        match self {
            Player::Random => Some(pick(&moves)),
            Player::Greedy => {
                let us = pos.turn();
                if let Some(&win) = moves
                    .iter()
                    .find(|&&m| pos.played(m).outcome().and_then(|o| o.winner) == Some(us))
                {
                    return Some(win);
                }
                let gain = |m: Move| victim(pos, m).map(taken_value);
                let most = moves.iter().filter_map(|&m| gain(m)).max();
                let best: Vec<Move> = match most {
                    Some(most) => moves
                        .into_iter()
                        .filter(|&m| gain(m) == Some(most))
                        .collect(),
                    None => moves,
                };
                Some(pick(&best))
            }
            Player::Engine(level) => {
                let options = level.options(game.position().variant(), seed, movetime);
                think(pos, &history(game), &options, &mut |_| {}).map(|t| t.best)
            }
        }
    }
}

/// What taking a piece gains, for `greedy`: kings count most where they can be taken.
fn taken_value(role: Role) -> i32 {
    if role == Role::King {
        10_000
    } else {
        value(role)
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Player::Engine(level) => write!(f, "engine:{level}"),
            Player::Random => f.write_str("random"),
            Player::Greedy => f.write_str("greedy"),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown player '{0}' (choose engine:<1-8>, random or greedy)")]
pub struct ParsePlayerError(pub String);

impl FromStr for Player {
    type Err = ParsePlayerError;
    fn from_str(s: &str) -> Result<Player, ParsePlayerError> {
        let err = || ParsePlayerError(s.chars().take(24).collect());
        match s.trim().to_ascii_lowercase().as_str() {
            "random" => Ok(Player::Random),
            "greedy" => Ok(Player::Greedy),
            other => other
                .strip_prefix("engine:")
                .and_then(|l| l.parse().ok())
                .map(Player::Engine)
                .ok_or_else(err),
        }
    }
}

/// Games longer than this many plies are stopped and counted as draws (random players can
/// wander for a long time in variants where captures reset the move count).
pub const MAX_PLIES: usize = 1_000;

/// How one game between two players ended.
#[derive(Clone, Debug)]
pub struct GameRecord {
    pub game: Game,
    /// `None` when the game was stopped at [`MAX_PLIES`] or by an illegal move.
    pub outcome: Option<Outcome>,
    /// A move a player chose that the rules refused (never expected: players choose among
    /// the legal moves), with the reason.
    pub illegal: Option<String>,
}

/// Plays one game of `variant` from its start, every move through the rules.
pub fn play_game(
    variant: Variant,
    white: Player,
    black: Player,
    seed: u64,
    movetime: Option<Duration>,
) -> GameRecord {
    let mut game = Game::start(variant);
    loop {
        if let Some(outcome) = game.outcome() {
            return GameRecord {
                game,
                outcome: Some(outcome),
                illegal: None,
            };
        }
        let ply = game.moves().len();
        if ply >= MAX_PLIES {
            return GameRecord {
                game,
                outcome: None,
                illegal: None,
            };
        }
        let player = match game.position().turn() {
            Color::White => white,
            Color::Black => black,
        };
        let seed = seed ^ (ply as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        // A game without a result always has a legal move, and players choose among them.
        let refused = match player.choose(&game, seed, movetime) {
            Some(mv) => game
                .play(&mv.to_string())
                .err()
                .map(|e| format!("{mv}: {e}")),
            None => Some("no move chosen".to_string()),
        };
        if refused.is_some() {
            return GameRecord {
                game,
                outcome: None,
                illegal: refused,
            };
        }
    }
}
