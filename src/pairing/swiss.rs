//! A Swiss tournament's record as the pairing rules read it: who met whom, with which colour,
//! for how many points, and whether the game was played (FIDE Handbook C.04.1 and C.04.3:
//! colour differences and preferences, floats, who may get the pairing-allocated bye).
//! Points are counted in half points: a win 2, a draw 1.

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Color {
    White,
    Black,
}

impl Color {
    pub fn other(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Score {
    Loss,
    Draw,
    Win,
}

impl Score {
    pub fn points(self) -> u32 {
        match self {
            Score::Loss => 0,
            Score::Draw => 1,
            Score::Win => 2,
        }
    }
}

/// One round of one player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Entry {
    /// The opponent (an index into the players); none for a bye or an absence.
    pub opponent: Option<usize>,
    pub color: Option<Color>,
    pub score: Score,
    /// Over the board; forfeits and byes were not.
    pub played: bool,
    /// Paired by the system: a game (played or forfeited) or the pairing-allocated bye;
    /// not a requested bye or an absence.
    pub paired: bool,
}

impl Entry {
    pub fn game(opponent: usize, color: Color, score: Score) -> Entry {
        Entry {
            opponent: Some(opponent),
            color: Some(color),
            score,
            played: true,
            paired: true,
        }
    }

    /// A game paired but not played: won or lost by forfeit.
    pub fn forfeit(opponent: usize, color: Option<Color>, won: bool) -> Entry {
        let score = if won { Score::Win } else { Score::Loss };
        Entry {
            opponent: Some(opponent),
            color,
            score,
            played: false,
            paired: true,
        }
    }

    /// The pairing-allocated bye: the points of a win.
    pub fn pairing_bye() -> Entry {
        Entry {
            opponent: None,
            color: None,
            score: Score::Win,
            played: false,
            paired: true,
        }
    }

    /// Not paired this round (withdrawn, or a requested bye): zero, a half or a full point.
    pub fn absent(score: Score) -> Entry {
        Entry {
            opponent: None,
            color: None,
            score,
            played: false,
            paired: false,
        }
    }
}

/// A player: their rating (for the initial ranking) and their rounds so far.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    pub rating: u32,
    pub rounds: Vec<Entry>,
}

impl Player {
    pub fn score(&self) -> u32 {
        self.rounds.iter().map(|entry| entry.score.points()).sum()
    }
}

/// The tournament as the pairing program sees it: players in the order of their pairing
/// numbers (the initial ranking), the number of rounds, and the colour the first-ranked
/// player had (or will have) in round 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Swiss {
    pub players: Vec<Player>,
    pub rounds: usize,
    pub initial_color: Color,
}

/// What the colour and float rules read of a player before a round is paired.
#[derive(Clone, Debug)]
pub(crate) struct Standing {
    pub id: usize,
    pub rank: usize,
    pub score: u32,
    pub played_games: usize,
    pub imbalance: usize,
    pub preference: Option<Color>,
    /// The colour of the last two played games, when they had the same one.
    pub repeated: Option<Color>,
    pub strong: bool,
}

impl Standing {
    /// The player before round `round + 1`: an entry for that round (not to be paired in
    /// it) does not count yet.
    pub fn new(id: usize, player: &Player, round: usize) -> Standing {
        let (mut white, mut black, mut run, mut last) = (0usize, 0usize, 0usize, None);
        for entry in player.rounds.iter().filter(|entry| entry.played) {
            let color = entry.color.expect("a played game has a colour");
            match color {
                Color::White => white += 1,
                Color::Black => black += 1,
            }
            run = if last == Some(color) { run + 1 } else { 1 };
            last = Some(color);
        }
        let lower = if white > black {
            Color::Black
        } else {
            Color::White
        };
        let imbalance = white.abs_diff(black);
        let preference = if imbalance > 1 {
            Some(lower)
        } else if run > 1 {
            last.map(Color::other)
        } else if imbalance > 0 {
            Some(lower)
        } else {
            last.map(Color::other)
        };
        let repeated = if run > 1 { last } else { None };
        let mut standing = Standing {
            id,
            rank: id,
            score: player
                .rounds
                .iter()
                .take(round)
                .map(|entry| entry.score.points())
                .sum(),
            played_games: white + black,
            imbalance,
            preference,
            repeated,
            strong: false,
        };
        standing.strong = !standing.absolute_preference() && imbalance > 0;
        standing
    }

    pub fn absolute_imbalance(&self) -> bool {
        self.imbalance > 1
    }

    pub fn absolute_preference(&self) -> bool {
        self.absolute_imbalance() || self.repeated.is_some()
    }
}

/// Two colour preferences both can have.
pub(crate) fn compatible_preferences(a: Option<Color>, b: Option<Color>) -> bool {
    a != b || a.is_none()
}

/// May the player get the pairing-allocated bye: not if they had it, nor any other point of
/// a win without playing (a forfeit win, a full-point bye).
pub(crate) fn eligible_for_bye(player: &Player) -> bool {
    player.rounds.iter().all(|entry| {
        entry.played || (entry.score != Score::Win && !(entry.paired && entry.opponent.is_none()))
    })
}
