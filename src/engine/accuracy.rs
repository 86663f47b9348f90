//! Winning chances, move accuracy, game accuracy and the judgement of a move, as lichess
//! defines them (lila's `WinPercent`, `AccuracyPercent` and `Advice`), at a steepness (the
//! constant that turns centipawns into winning chances) given by the caller: the engine's
//! scores mean different things in each variant, and "60%" should mean the same everywhere,
//! so [`steepness`] holds one fitted per variant.

use crate::rules::{Color, Variant};

/// An evaluation from White's side: centipawns, a forced mate in so many moves (positive
/// when White mates), or a game already won.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Eval {
    Cp(i32),
    Mate(i32),
    Won(Color),
}

impl Eval {
    /// The evaluation as centipawns, a mate or a win counting as the ceiling lichess uses.
    pub fn as_cp(self) -> i32 {
        match self {
            Eval::Cp(cp) => cp.clamp(-CP_CEILING, CP_CEILING),
            Eval::Mate(n) if n > 0 => CP_CEILING,
            Eval::Mate(_) => -CP_CEILING,
            Eval::Won(Color::White) => CP_CEILING,
            Eval::Won(Color::Black) => -CP_CEILING,
        }
    }

    /// The same evaluation from `color`'s side (a win stays whose it is).
    pub fn for_side(self, color: Color) -> Eval {
        match (self, color) {
            (Eval::Cp(cp), Color::Black) => Eval::Cp(-cp),
            (Eval::Mate(n), Color::Black) => Eval::Mate(-n),
            (e, _) => e,
        }
    }
}

impl std::fmt::Display for Eval {
    /// Centipawns as a number, a mate as `#n` (`#-n` when Black mates), a game won as `#0`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Eval::Cp(cp) => write!(f, "{cp}"),
            Eval::Mate(n) => write!(f, "#{n}"),
            Eval::Won(_) => write!(f, "#0"),
        }
    }
}

/// Centipawns beyond this count as this (lila's `Eval.Cp.CEILING`).
pub const CP_CEILING: i32 = 1000;

/// Lichess's steepness, fitted to Stockfish's centipawns in chess.
pub const LICHESS_STEEPNESS: f64 = 0.003_682_08;

/// How steeply winning chances rise with Kibitz's engine's centipawns in each variant (but
/// standard chess, below), fitted on 2026-12-02 with that day's engine by `kibitz calibrate
/// --variant <v> --games 200 --seed 1` (engine self-play at levels 4 to 6; each position it
/// scored after the sixth ply, and how the game ended for the side to move). The first fit
/// (2026-11-24) and a rerun (2026-11-27, never shipped) beside it; Suction's, fitted again on
/// 400 games, gave 0.019429:
///
/// | variant     | fit (12-02) | positions | games | White, draws, Black | 11-24    | 11-27    |
/// |-------------|-------------|-----------|-------|---------------------|----------|----------|
/// | suction     | 0.019126    | 19,038    | 200   | 102, 22, 76         | 0.009420 | 0.013432 |
/// | shrink      | 0.011057    | 12,864    | 200   | 92, 46, 62          | 0.005174 | 0.012857 |
/// | swapper     | 0.005675    | 15,210    | 126   | 84, 0, 42           | 0.009696 | 0.011243 |
/// | giveandtake | 0.001733    | 7,794     | 200   | 100, 0, 100         | 0.001710 | 0.002809 |
/// | tradeup     | 0.005264    | 23,592    | 200   | 100, 24, 76         | 0.005755 | 0.008669 |
///
/// A puzzle's second move is judged in winning chances, so each variant's puzzles were
/// verified again with these (`kibitz puzzles verify`). In standard chess a steeper
/// self-play fit agreed less with Stockfish's analysis (`kibitz check-analysis`, 12 games,
/// 2026-11-27's engine: accuracy 8.1 points off on average instead of 4.7, blunder calls
/// right 45% instead of 51%), hence Stockfish's fit there, below.
///
/// So a given percentage means the same chance of winning in every variant, whatever the
/// engine's centipawns are worth in it.
///
/// Standard chess's is fitted to Stockfish instead, on 2026-11-28: its analysis is judged
/// against Stockfish's with lichess's formulas, so Kibitz's centipawns should mean what
/// Stockfish's mean there. `kibitz check-analysis` prints the steepness at which Kibitz's
/// winning chances best match Stockfish's (depth 14): 0.004311 on 12 games (`kibitz match
/// --variant standard --engine engine:3 --engine "uci:/usr/games/stockfish,movetime=50,
/// option.UCI_LimitStrength=true,option.UCI_Elo=1350" --games 12 --seed 48 --record ...`),
/// 0.004166 on 12 others (`--seed 47`). Judged on those others, against 0.006647 before:
/// Stockfish's blunders found 62.3% (70.1%), Kibitz's blunder calls right 65.8% (56.8%),
/// each player's accuracy off by 3.0 points on average (7.0) and 13.2 at worst (16.7).
/// Checked again on 2026-12-04, once standard chess was judged by its network (trained to
/// this steepness): on the games of `--seed 47`, the steepness that best matches Stockfish's
/// is 0.003487 with the network and 0.003489 with the hand-written evaluation, so the value
/// stands.
pub fn steepness(variant: Variant) -> f64 {
    match variant {
        Variant::Standard => 0.004_311,
        Variant::Suction => 0.019_126,
        Variant::Shrink => 0.011_057,
        Variant::Swapper => 0.005_675,
        Variant::GiveAndTake => 0.001_733,
        Variant::TradeUp => 0.005_264,
    }
}

/// White's winning chances, -1 to +1, at steepness `k`.
pub fn winning_chances(k: f64, eval: Eval) -> f64 {
    let cp = eval.as_cp() as f64;
    (2.0 / (1.0 + (-k * cp).exp()) - 1.0).clamp(-1.0, 1.0)
}

/// White's win percentage, 0 to 100, at steepness `k`.
pub fn win_percent(k: f64, eval: Eval) -> f64 {
    50.0 + 50.0 * winning_chances(k, eval)
}

/// A move's accuracy, 0 to 100, from the mover's win percentage before and after it.
pub fn move_accuracy(before: f64, after: f64) -> f64 {
    if after >= before {
        return 100.0;
    }
    let raw = 103.166_810_071_164_9 * (-0.043_544_153_867_539_51 * (before - after)).exp()
        - 3.166_924_740_191_411;
    // Lichess adds one point for the engine's own uncertainty.
    (raw + 1.0).clamp(0.0, 100.0)
}

/// White's and Black's accuracy over a game: for each side the mean of its moves' accuracies
/// weighted by how volatile the game was around them, and their harmonic mean, averaged.
/// `evals` are the evaluations after each ply; `first` moved first.
pub fn game_accuracy(k: f64, first: Color, evals: &[Eval]) -> Option<(f64, f64)> {
    let wins: Vec<f64> = std::iter::once(Eval::Cp(INITIAL_CP))
        .chain(evals.iter().copied())
        .map(|e| win_percent(k, e))
        .collect();
    let window = (evals.len() / 10).clamp(2, 8);
    let mut windows: Vec<&[f64]> =
        vec![&wins[..window.min(wins.len())]; window.min(wins.len()).saturating_sub(2)];
    windows.extend(wins.windows(window));
    let weights = windows
        .iter()
        .map(|w| standard_deviation(w).clamp(0.5, 12.0));
    let mut by_side: [Vec<(f64, f64)>; 2] = [Vec::new(), Vec::new()];
    for (i, (pair, weight)) in wins.windows(2).zip(weights).enumerate() {
        let mover = if i % 2 == 0 { first } else { !first };
        let (before, after) = match mover {
            Color::White => (pair[0], pair[1]),
            Color::Black => (100.0 - pair[0], 100.0 - pair[1]),
        };
        by_side[(mover == Color::Black) as usize].push((move_accuracy(before, after), weight));
    }
    let side = |moves: &[(f64, f64)]| -> Option<f64> {
        if moves.is_empty() {
            return None;
        }
        let total: f64 = moves.iter().map(|(_, w)| w).sum();
        let weighted = moves.iter().map(|(a, w)| a * w).sum::<f64>() / total;
        let harmonic =
            moves.len() as f64 / moves.iter().map(|(a, _)| 1.0 / a.max(1.0)).sum::<f64>();
        Some((weighted + harmonic) / 2.0)
    };
    Some((side(&by_side[0])?, side(&by_side[1])?))
}

/// Lichess counts the start position as this many centipawns for White.
const INITIAL_CP: i32 = 15;

fn standard_deviation(values: &[f64]) -> f64 {
    let mean = values.iter().sum::<f64>() / values.len() as f64;
    (values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / values.len() as f64).sqrt()
}

/// How bad a move was.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Judgement {
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Judgement {
    /// The PGN mark: ?!, ? or ??.
    pub fn nag(self) -> u8 {
        match self {
            Judgement::Inaccuracy => 6,
            Judgement::Mistake => 2,
            Judgement::Blunder => 4,
        }
    }
}

/// The judgement of `mover`'s move from the evaluation before it to the one after it: a loss
/// of 0.1, 0.2 or 0.3 in winning chances, or a forced mate let go or walked into.
pub fn judge(k: f64, mover: Color, before: Eval, after: Eval) -> Option<Judgement> {
    let (before, after) = (before.for_side(mover), after.for_side(mover));
    match (before, after) {
        (Eval::Cp(_), Eval::Cp(_)) => {
            let loss = winning_chances(k, before) - winning_chances(k, after);
            [
                (0.3, Judgement::Blunder),
                (0.2, Judgement::Mistake),
                (0.1, Judgement::Inaccuracy),
            ]
            .into_iter()
            .find(|&(at_least, _)| loss >= at_least)
            .map(|(_, judgement)| judgement)
        }
        // Walked into a forced mate: worse the better the position was.
        (Eval::Cp(cp), Eval::Mate(n)) if n < 0 => Some(match cp {
            cp if cp < -999 => Judgement::Inaccuracy,
            cp if cp < -700 => Judgement::Mistake,
            _ => Judgement::Blunder,
        }),
        // Let a forced mate go.
        (Eval::Mate(m), after)
            if m > 0 && !matches!(after, Eval::Mate(n) if n > 0) && after != Eval::Won(mover) =>
        {
            Some(match after {
                Eval::Cp(cp) if cp > 999 => Judgement::Inaccuracy,
                Eval::Cp(cp) if cp > 700 => Judgement::Mistake,
                _ => Judgement::Blunder,
            })
        }
        _ => None,
    }
}
