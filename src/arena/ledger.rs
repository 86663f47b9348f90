//! A match's ledger (`kibitz match --resume FILE`): a line per pair of games, written as the
//! pair ends, so that a match stopped (killed, or out of time) carries on where it was. The
//! pairs in the ledger are not played again and count toward the Elo and the sequential test,
//! which often needs more games than one sitting gives.

use super::Settings;
use crate::rules::Move;
use anyhow::{bail, Context};
use std::fs::{File, OpenOptions};
use std::io::{ErrorKind, Write};
use std::path::Path;
use std::time::Duration;

const HEADER: &str = "kibitz match ledger 1";

/// One pair of games, as the match counts it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PairResult {
    /// Which pair: the opening and the engines' seeds follow from it.
    pub index: usize,
    /// The first engine's points in each game, in half points (0 to 2).
    pub half_points: [usize; 2],
    /// Per engine: moves timed, moves later than movetime + [`super::LATE`], the longest.
    pub timing: [(u32, u32, Duration); 2],
    /// The [`opening_key`] of the opening both games started from.
    pub opening: u64,
}

pub struct Ledger {
    file: File,
}

impl Ledger {
    /// Opens the ledger at `path` for the match of `settings`, making it when there is none,
    /// and returns it with the pairs it holds. A line left half written by a match stopped
    /// while writing it is dropped: that pair is played again.
    ///
    /// # Errors
    /// When the file cannot be read or written, is not a ledger, is the ledger of a match of
    /// other settings (or whose pairs started from other openings), or holds a line that is
    /// not a pair.
    pub fn open(path: &Path, settings: &Settings) -> anyhow::Result<(Ledger, Vec<PairResult>)> {
        let shown = path.display();
        let text = match std::fs::read_to_string(path) {
            Ok(text) => text,
            Err(e) if e.kind() == ErrorKind::NotFound => String::new(),
            Err(e) => bail!("cannot read the ledger {shown}: {e}"),
        };
        let file = OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)
            .with_context(|| format!("cannot write the ledger {shown}"))?;
        let mut ledger = Ledger { file };
        let settings_line = format!("match {}", fingerprint(settings));
        if text.is_empty() {
            ledger.write(&format!("{HEADER}\n{settings_line}\n"))?;
            return Ok((ledger, Vec::new()));
        }
        // Only whole lines: the last may have been cut short.
        let whole = text.rfind('\n').map_or(0, |end| end + 1);
        let mut lines = text[..whole].lines();
        if lines.next() != Some(HEADER) {
            bail!("{shown} is not a match ledger (its first line is not '{HEADER}')");
        }
        match lines.next() {
            Some(line) if line == settings_line => {}
            Some(line) => bail!(
                "{shown} is the ledger of another match; it was played with\n  {line}\nand this \
                 one is\n  {settings_line}\n(the same variant, engines, seed and test carry on \
                 a match; give another file to start a new one)"
            ),
            None => bail!("{shown} is not a match ledger (it names no match)"),
        }
        let mut pairs: Vec<PairResult> = Vec::new();
        for (number, line) in (3..).zip(lines) {
            let pair = parse(line)
                .ok_or_else(|| anyhow::anyhow!("line {number} of {shown} is not a pair: {line}"))?;
            if pairs.iter().any(|p| p.index == pair.index) {
                bail!("line {number} of {shown} counts pair {} again", pair.index);
            }
            // Made openings depend on the build that makes them, and a book file may change.
            let opening = settings.opening(pair.index);
            if opening_key(opening) != pair.opening {
                bail!(
                    "pair {} of {shown} was played from another opening than this match gives \
                     it ({}): its openings are not this match's (another --book, or openings \
                     made by another build)",
                    pair.index,
                    super::spaced(opening)
                );
            }
            pairs.push(pair);
        }
        if whole < text.len() {
            ledger
                .file
                .set_len(whole as u64)
                .with_context(|| format!("cannot write the ledger {shown}"))?;
        }
        Ok((ledger, pairs))
    }

    /// Adds `pair`, on disk before it returns.
    ///
    /// # Errors
    /// When the file cannot be written.
    pub fn add(&mut self, pair: &PairResult) -> anyhow::Result<()> {
        let [(m0, l0, t0), (m1, l1, t1)] = pair.timing;
        self.write(&format!(
            "pair {} {} {} {m0} {l0} {} {m1} {l1} {} {:016x}\n",
            pair.index,
            pair.half_points[0],
            pair.half_points[1],
            t0.as_micros(),
            t1.as_micros(),
            pair.opening
        ))
    }

    fn write(&mut self, text: &str) -> anyhow::Result<()> {
        self.file
            .write_all(text.as_bytes())
            .and_then(|()| self.file.sync_data())
            .context("cannot write the match ledger")
    }
}

/// An opening's moves as a number that stays the same from build to build (FNV-1a).
pub fn opening_key(opening: &[Move]) -> u64 {
    opening
        .iter()
        .flat_map(|m| (m.to_string() + " ").into_bytes())
        .fold(0xcbf2_9ce4_8422_2325, |key, byte| {
            (key ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
        })
}

/// What makes two runs one match: the variant, the engines, the seed and the test; not the
/// number of games, which may grow (and with it the number of openings made), nor the
/// threads. The openings are checked pair by pair.
fn fingerprint(settings: &Settings) -> String {
    let sprt = settings
        .sprt
        .map_or("none".into(), |s| format!("{},{}", s.elo0, s.elo1));
    format!(
        "{} seed {} sprt {sprt} engines {:?} {:?}",
        settings.variant, settings.seed, settings.engines[0], settings.engines[1]
    )
}

fn parse(line: &str) -> Option<PairResult> {
    let mut words = line.strip_prefix("pair ")?.split(' ');
    let mut number = || words.next()?.parse::<u64>().ok();
    let index = usize::try_from(number()?).ok()?;
    let half_points = [number()?, number()?].map(|h| h as usize);
    let mut timing = [(0, 0, Duration::ZERO); 2];
    for side in &mut timing {
        *side = (
            u32::try_from(number()?).ok()?,
            u32::try_from(number()?).ok()?,
            Duration::from_micros(number()?),
        );
    }
    let opening = u64::from_str_radix(words.next()?, 16).ok()?;
    let whole = words.next().is_none();
    (whole && half_points.iter().all(|&h| h <= 2)).then_some(PairResult {
        index,
        half_points,
        timing,
        opening,
    })
}

#[cfg(test)]
mod tests {
    use super::super::{book, run, Summary};
    use super::*;
    use crate::rules::Variant;
    use std::path::PathBuf;

    fn scratch(name: &str) -> PathBuf {
        let path = std::env::temp_dir().join(format!("kibitz-{name}-{}", std::process::id()));
        std::fs::remove_file(&path).ok();
        path
    }

    fn settings(games: u32, seed: u64, resume: &Path) -> Settings {
        Settings {
            variant: Variant::Suction,
            engines: ["greedy".parse().unwrap(), "random".parse().unwrap()],
            games,
            sprt: None,
            concurrency: 2,
            book: book::make(Variant::Suction, 10, 3),
            seed,
            record: None,
            resume: Some(resume.to_path_buf()),
        }
    }

    fn play(settings: &Settings) -> anyhow::Result<(Summary, String)> {
        let mut out = Vec::new();
        let summary = run(settings, &mut out)?;
        Ok((summary, String::from_utf8(out).unwrap()))
    }

    fn pair_lines(path: &Path) -> Vec<String> {
        let text = std::fs::read_to_string(path).unwrap();
        text.lines()
            .filter(|l| l.starts_with("pair "))
            .map(str::to_string)
            .collect()
    }

    #[test]
    fn a_match_stopped_and_carried_on_counts_as_one_played_through() {
        let path = scratch("ledger-stopped");
        let (whole, _) = play(&settings(24, 9, &path)).unwrap();
        let lines = std::fs::read_to_string(&path).unwrap();
        assert_eq!(pair_lines(&path).len(), 12);
        // As a match killed while writing its sixth pair leaves it.
        let cut: String = lines.lines().take(7).map(|l| format!("{l}\n")).collect();
        std::fs::write(&path, format!("{cut}pair 11 2")).unwrap();
        let (carried, out) = play(&settings(24, 9, &path)).unwrap();
        assert!(out.starts_with("carried on from "), "{out}");
        assert_eq!(out.lines().filter(|l| l.starts_with("game ")).count(), 14);
        assert_eq!((carried.wdl, carried.pairs), (whole.wdl, whole.pairs));
        assert_eq!(carried.timing.map(|t| t.0), whole.timing.map(|t| t.0));
        let mut indices: Vec<usize> = pair_lines(&path)
            .iter()
            .map(|l| parse(l).unwrap().index)
            .collect();
        indices.sort_unstable();
        assert_eq!(indices, (0..12).collect::<Vec<_>>());
        // Everything played: nothing more is.
        let (again, out) = play(&settings(24, 9, &path)).unwrap();
        assert!(!out.contains("game "), "{out}");
        assert_eq!(again.pairs, whole.pairs);
        std::fs::remove_file(&path).ok();
    }

    #[test]
    fn a_match_given_more_games_plays_only_the_new_ones_and_keeps_every_game() {
        let (path, record) = (scratch("ledger-more"), scratch("ledger-more-games"));
        let with_record = |games| Settings {
            record: Some(record.clone()),
            ..settings(games, 4, &path)
        };
        play(&with_record(8)).unwrap();
        let (more, out) = play(&with_record(12)).unwrap();
        assert_eq!(out.lines().filter(|l| l.starts_with("game ")).count(), 4);
        let straight = scratch("ledger-straight");
        let (whole, _) = play(&settings(12, 4, &straight)).unwrap();
        assert_eq!((more.wdl, more.pairs), (whole.wdl, whole.pairs));
        let kept = std::fs::read_to_string(&record).unwrap();
        assert_eq!(kept.lines().count(), 12);
        for file in [path, record, straight] {
            std::fs::remove_file(file).ok();
        }
    }

    #[test]
    fn a_decided_test_plays_no_more_games() {
        let path = scratch("ledger-decided");
        let decided = Settings {
            sprt: Some(super::super::sprt::parse_sprt("0,50").unwrap()),
            variant: Variant::GiveAndTake,
            book: book::make(Variant::GiveAndTake, 10, 5),
            ..settings(200, 5, &path)
        };
        let (first, _) = play(&decided).unwrap();
        assert!(first.verdict.is_some());
        let (again, out) = play(&decided).unwrap();
        assert!(!out.contains("game "), "{out}");
        assert_eq!((again.pairs, again.verdict), (first.pairs, first.verdict));
        std::fs::remove_file(&path).ok();
    }

    #[test]
    fn a_ledger_of_another_match_or_no_ledger_at_all_is_refused_untouched() {
        let path = scratch("ledger-other");
        play(&settings(4, 1, &path)).unwrap();
        let before = std::fs::read_to_string(&path).unwrap();
        let other = play(&settings(4, 2, &path)).unwrap_err().to_string();
        assert!(other.contains("the ledger of another match"), "{other}");
        let mut renamed = settings(4, 1, &path);
        renamed.engines[0] = "greedy,name=other".parse().unwrap();
        assert!(play(&renamed).is_err());
        assert_eq!(std::fs::read_to_string(&path).unwrap(), before);
        std::fs::write(&path, "a shopping list\n").unwrap();
        let not = play(&settings(4, 1, &path)).unwrap_err().to_string();
        assert!(not.contains("is not a match ledger"), "{not}");
        // The same settings but other openings: the pairs played are not this match's.
        std::fs::write(&path, &before).unwrap();
        let reopened = Settings {
            book: book::make(Variant::Suction, 10, 4),
            ..settings(4, 1, &path)
        };
        let moved = play(&reopened).unwrap_err().to_string();
        assert!(moved.contains("another opening"), "{moved}");
        std::fs::write(&path, format!("{before}pair 0 2\n")).unwrap();
        let bad = play(&settings(4, 1, &path)).unwrap_err().to_string();
        assert!(bad.contains("is not a pair"), "{bad}");
        std::fs::remove_file(&path).ok();
    }
}
