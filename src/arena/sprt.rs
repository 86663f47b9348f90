//! The statistics of a match played in pairs of games (each opening once with each colour):
//! the pentanomial counts of the pairs' scores, the Elo difference with its 95% interval, and
//! the sequential probability ratio test that decides between two Elo hypotheses, as
//! fishtest, OpenBench and fastchess run it (the generalised SPRT on the logistic Elo scale,
//! with the pentanomial variance).

/// The pairs, by the first engine's points in the pair, in half points: 0 (two losses) to 4
/// (two wins).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pentanomial(pub [u32; 5]);

/// The expected score of a side `elo` points stronger.
fn score_of(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// The Elo difference that a score stands for.
fn elo_of(score: f64) -> f64 {
    let s = score.clamp(1e-6, 1.0 - 1e-6);
    -400.0 * (1.0 / s - 1.0).log10()
}

impl Pentanomial {
    /// Counts a pair in which the first engine scored `half_points` (0 to 4).
    pub fn add(&mut self, half_points: usize) {
        self.0[half_points.min(4)] += 1;
    }

    pub fn pairs(&self) -> u32 {
        self.0.iter().sum()
    }

    /// The pairs, the mean score per game and the variance of a pair's mean score, with
    /// `prior` pairs added to each outcome.
    fn moments(&self, prior: f64) -> Option<(f64, f64, f64)> {
        if self.pairs() == 0 {
            return None;
        }
        let counts = self.0.map(|c| f64::from(c) + prior);
        let n: f64 = counts.iter().sum();
        let share = |i: usize| counts[i] / n;
        let mean: f64 = (0..5).map(|i| share(i) * i as f64 / 4.0).sum();
        let variance: f64 = (0..5)
            .map(|i| share(i) * (i as f64 / 4.0 - mean).powi(2))
            .sum();
        Some((n, mean, variance))
    }

    /// The Elo difference and the half width of its 95% interval.
    pub fn elo(&self) -> Option<(f64, f64)> {
        let (n, mean, variance) = self.moments(0.0)?;
        let spread = 1.959_964 * (variance / n).sqrt();
        let (low, high) = (elo_of(mean - spread), elo_of(mean + spread));
        Some((elo_of(mean), (high - low) / 2.0))
    }

    /// The log-likelihood ratio of H1 (`elo1`) against H0 (`elo0`). Half a pair is added to
    /// each outcome: a weak prior centred on equality, so that the variance of a one-sided
    /// match (every pair won) is not zero and a handful of pairs cannot decide; it fades as
    /// pairs come.
    pub fn llr(&self, elo0: f64, elo1: f64) -> f64 {
        match self.moments(0.5) {
            Some((n, mean, variance)) if variance > 0.0 => {
                let (s0, s1) = (score_of(elo0), score_of(elo1));
                n * (s1 - s0) * (2.0 * mean - s0 - s1) / (2.0 * variance)
            }
            _ => 0.0,
        }
    }
}

/// A sequential test between H0 (the first engine is `elo0` stronger) and H1 (`elo1`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sprt {
    pub elo0: f64,
    pub elo1: f64,
    pub alpha: f64,
    pub beta: f64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    H0,
    H1,
}

impl Sprt {
    /// The bounds of the log-likelihood ratio: below the first, H0 is accepted; above the
    /// second, H1.
    pub fn bounds(&self) -> (f64, f64) {
        (
            (self.beta / (1.0 - self.alpha)).ln(),
            ((1.0 - self.beta) / self.alpha).ln(),
        )
    }

    pub fn verdict(&self, llr: f64) -> Option<Verdict> {
        let (lower, upper) = self.bounds();
        if llr >= upper {
            Some(Verdict::H1)
        } else if llr <= lower {
            Some(Verdict::H0)
        } else {
            None
        }
    }
}

/// `"0,5"`: H0 and H1 in Elo, with alpha = beta = 0.05.
pub fn parse_sprt(s: &str) -> Result<Sprt, String> {
    let bad = || format!("'{s}' is not two Elo values like 0,5 (H0 then H1)");
    let (a, b) = s.split_once(',').ok_or_else(bad)?;
    let (elo0, elo1): (f64, f64) = (
        a.trim().parse().map_err(|_| bad())?,
        b.trim().parse().map_err(|_| bad())?,
    );
    if !(elo0.is_finite() && elo1.is_finite() && elo0 < elo1) {
        return Err(bad());
    }
    Ok(Sprt {
        elo0,
        elo1,
        alpha: 0.05,
        beta: 0.05,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_even_match_is_zero_elo_and_a_stronger_side_positive() {
        let even = Pentanomial([10, 20, 40, 20, 10]);
        let (elo, margin) = even.elo().unwrap();
        assert!(elo.abs() < 1e-9, "{elo}");
        assert!(margin > 10.0 && margin < 100.0, "{margin}");
        // 75% of the points: 400 * log10(3) = 190.8 Elo.
        let (elo, _) = Pentanomial([0, 0, 50, 0, 50]).elo().unwrap();
        assert!((elo - 190.85).abs() < 0.1, "{elo}");
        assert_eq!(Pentanomial::default().elo(), None);
    }

    #[test]
    fn the_llr_is_fishtests_formula_with_a_weak_prior() {
        // fishtest's LLR_logistic on pentanomial [5.5, 20.5, 50.5, 30.5, 10.5] for H0 0,
        // H1 5: mean 0.5426, variance 0.0594, N 117.5 -> 0.5548.
        let p = Pentanomial([5, 20, 50, 30, 10]);
        let llr = p.llr(0.0, 5.0);
        assert!((llr - 0.5548).abs() < 0.0005, "{llr}");
        assert!(Pentanomial([0, 0, 10, 0, 0]).llr(0.0, 5.0) < 0.0);
        // One pair won twice decides nothing; thirty do.
        assert!(Pentanomial([0, 0, 0, 0, 1]).llr(0.0, 5.0) < 0.5);
        assert!(Pentanomial([0, 0, 0, 0, 30]).llr(0.0, 5.0) > 2.95);
        assert_eq!(Pentanomial::default().llr(0.0, 5.0), 0.0);
    }

    #[test]
    fn the_bounds_decide_at_alpha_and_beta() {
        let sprt = parse_sprt("0,5").unwrap();
        let (lower, upper) = sprt.bounds();
        assert!((upper - 2.944).abs() < 0.001 && (lower + 2.944).abs() < 0.001);
        assert_eq!(sprt.verdict(3.0), Some(Verdict::H1));
        assert_eq!(sprt.verdict(-3.0), Some(Verdict::H0));
        assert_eq!(sprt.verdict(0.0), None);
        assert!(parse_sprt("5,0").is_err() && parse_sprt("five").is_err());
    }
}
