//! FIDE's Tournament Report File (TRF-16), with the two lines pairing programs add (`XXR`:
//! the number of rounds; `XXC`: the first player's colour in round 1), read and written so
//! that a tournament director can check every round with bbpPairings or JaVaFo.
//!
//! A player line: `001`, the starting rank in columns 5-8, the name in 15-47, the rating in
//! 49-52, the points in 81-84, the place in 86-89, then a round in each ten columns from 92:
//! the opponent's starting rank (`0000`: none), the colour (`w`, `b`, `-`) and the result
//! (`1 0 =` played; `+ -` forfeit; `U` the pairing-allocated bye; `F H Z` a full, half or
//! zero-point bye, not paired).

use super::swiss::{Color, Entry, Player, Score, Swiss};
use std::fmt::Write;

/// A player as the report lists them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    pub name: String,
    pub rating: u32,
    /// Their place in the standings, when known.
    pub place: usize,
}

/// A tournament as a report holds it: players by starting rank, their rounds in `swiss`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    pub name: String,
    /// A round robin (line 092 says which system paired it).
    pub round_robin: bool,
    pub lines: Vec<Line>,
    pub swiss: Swiss,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrfError {
    pub line: usize,
    pub why: String,
}

impl std::fmt::Display for TrfError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {}: {}", self.line, self.why)
    }
}

impl std::error::Error for TrfError {}

impl Report {
    /// The report's text. Names are cut to the 33 characters their column holds.
    pub fn write(&self) -> String {
        let mut out = String::new();
        let _ = writeln!(out, "012 {}", one_line(&self.name));
        let _ = writeln!(out, "062 {}", self.lines.len());
        let system = if self.round_robin {
            "Round-Robin"
        } else {
            "Swiss-System, Dutch"
        };
        let _ = writeln!(out, "092 Individual: {system}");
        for (id, (line, player)) in self.lines.iter().zip(&self.swiss.players).enumerate() {
            let name: String = one_line(&line.name).chars().take(33).collect();
            let points = player.score();
            let _ = write!(
                out,
                "001 {:>4}      {:<33} {:>4} {:>3} {:>11} {:>10} {:>2}.{} {:>4}",
                id + 1,
                name,
                if line.rating > 0 {
                    line.rating.to_string()
                } else {
                    String::new()
                },
                "",
                "",
                "",
                points / 2,
                if points % 2 == 1 { 5 } else { 0 },
                line.place,
            );
            for entry in &player.rounds {
                let opponent = entry
                    .opponent
                    .map_or("0000".to_string(), |o| format!("{:>4}", o + 1));
                let color = match entry.color {
                    Some(Color::White) => 'w',
                    Some(Color::Black) => 'b',
                    None => '-',
                };
                let _ = write!(out, "  {opponent} {color} {}", result_code(entry));
            }
            out.push('\n');
        }
        let _ = writeln!(out, "XXR {}", self.swiss.rounds);
        let _ = writeln!(
            out,
            "XXC {}1",
            if self.swiss.initial_color == Color::White {
                "white"
            } else {
                "black"
            }
        );
        out
    }

    /// Reads a report. Rounds no one was paired in yet are not rounds; a player's entry for
    /// the round after the last one paired says they are not to be paired in it.
    pub fn parse(text: &str) -> Result<Report, TrfError> {
        let mut name = String::new();
        let mut round_robin = false;
        let mut rows: Vec<(usize, Line, Vec<RawEntry>)> = Vec::new();
        let (mut rounds, mut initial) = (None, None);
        // Some programs end lines with a carriage return alone.
        let separator = if text.contains('\n') { '\n' } else { '\r' };
        for (index, raw) in text.split(separator).enumerate() {
            let error = |why: &str| TrfError {
                line: index + 1,
                why: why.to_string(),
            };
            let chars: Vec<char> = raw.trim_end_matches(['\r', ' ']).chars().collect();
            let field = |from: usize, to: usize| -> String {
                chars
                    .get(from..to.min(chars.len()))
                    .map_or(String::new(), |c| c.iter().collect())
            };
            match field(0, 3).as_str() {
                "012" => name = field(4, chars.len()).trim().to_string(),
                "092" => round_robin = field(4, chars.len()).to_lowercase().contains("round"),
                "XXR" => {
                    let value = field(4, chars.len());
                    rounds = Some(
                        value
                            .trim()
                            .parse()
                            .map_err(|_| error("XXR needs a number of rounds"))?,
                    );
                }
                "XXC" => {
                    let value = field(4, chars.len()).to_lowercase();
                    initial = Some(if value.contains("black") {
                        Color::Black
                    } else {
                        Color::White
                    });
                }
                "001" => rows.push(player_line(&chars, &field).map_err(|why| error(&why))?),
                _ => {}
            }
        }
        rows.sort_by_key(|(id, ..)| *id);
        for (index, (id, ..)) in rows.iter().enumerate() {
            if *id != index + 1 {
                return Err(TrfError {
                    line: 0,
                    why: format!("starting rank {} is missing or twice", index + 1),
                });
            }
        }
        let paired = rows
            .iter()
            .filter_map(|(_, _, entries)| entries.iter().rposition(|e| e.paired()).map(|i| i + 1))
            .max()
            .unwrap_or(0);
        let count = rows.len();
        let mut players = Vec::new();
        let mut lines = Vec::new();
        for (id, line, mut entries) in rows {
            if entries.len() > paired + 1 {
                return Err(TrfError {
                    line: 0,
                    why: format!("player {id} has rounds after the next one"),
                });
            }
            entries.resize(entries.len().max(paired), RawEntry::absent());
            let rounds = entries
                .iter()
                .map(|raw| raw.entry(count))
                .collect::<Result<Vec<_>, String>>()
                .map_err(|why| TrfError {
                    line: 0,
                    why: format!("player {id}: {why}"),
                })?;
            players.push(Player {
                rating: line.rating,
                rounds,
            });
            lines.push(line);
        }
        let rounds = rounds.unwrap_or(paired).max(paired);
        let initial_color = initial.unwrap_or_else(|| first_color(&players));
        Ok(Report {
            name,
            round_robin,
            lines,
            swiss: Swiss {
                players,
                rounds,
                initial_color,
            },
        })
    }
}

/// The round to pair next in a report just read: the rounds paired so far.
pub fn rounds_paired(swiss: &Swiss) -> usize {
    swiss
        .players
        .iter()
        .map(|p| p.rounds.len())
        .min()
        .unwrap_or(0)
}

/// Without an `XXC` line, the first player's colour in round 1 is read off the first round
/// with colours, as bbpPairings does: the highest-ranked player's colour in it, or the
/// next's reversed, and so on.
fn first_color(players: &[Player]) -> Color {
    let first = (0..players.iter().map(|p| p.rounds.len()).max().unwrap_or(0)).find(|&r| {
        players
            .iter()
            .any(|p| p.rounds.get(r).is_some_and(|e| e.color.is_some()))
    });
    let Some(round) = first else {
        return Color::White;
    };
    let paired = players
        .iter()
        .filter(|p| p.rounds.iter().take(round + 1).any(|e| e.paired));
    for (k, player) in paired.enumerate() {
        if let Some(color) = player.rounds.get(round).and_then(|e| e.color) {
            return if k % 2 == 1 { color.other() } else { color };
        }
    }
    Color::White
}

fn one_line(text: &str) -> String {
    text.chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect()
}

fn result_code(entry: &Entry) -> char {
    match (entry.opponent, entry.played, entry.paired, entry.score) {
        (Some(_), true, _, Score::Win) => '1',
        (Some(_), true, _, Score::Draw) => '=',
        (Some(_), true, _, Score::Loss) => '0',
        (Some(_), false, _, Score::Win) => '+',
        (Some(_), false, _, _) => '-',
        (None, _, true, _) => 'U',
        (None, _, false, Score::Win) => 'F',
        (None, _, false, Score::Draw) => 'H',
        (None, _, false, Score::Loss) => 'Z',
    }
}

/// One round of a player line as written.
#[derive(Clone, Copy, Debug)]
struct RawEntry {
    opponent: Option<usize>,
    color: char,
    result: char,
}

impl RawEntry {
    fn absent() -> RawEntry {
        RawEntry {
            opponent: None,
            color: '-',
            result: 'Z',
        }
    }

    fn paired(&self) -> bool {
        self.opponent.is_some() || matches!(self.result, 'U' | '+')
    }

    fn entry(&self, players: usize) -> Result<Entry, String> {
        let color = match self.color {
            'w' => Some(Color::White),
            'b' => Some(Color::Black),
            _ => None,
        };
        let score = match self.result {
            'D' | '=' | 'H' => Score::Draw,
            '+' | 'W' | '1' | 'F' | 'U' => Score::Win,
            _ => Score::Loss,
        };
        if let Some(o) = self.opponent.filter(|&o| o >= players) {
            return Err(format!("opponent {} does not exist", o + 1));
        }
        let over_the_board = matches!(self.result, '1' | '0' | '=' | 'W' | 'D' | 'L');
        if over_the_board && (self.opponent.is_none() || color.is_none()) {
            return Err("a game played needs an opponent and a colour".to_string());
        }
        Ok(Entry {
            opponent: self.opponent,
            color,
            score,
            played: over_the_board,
            paired: self.paired(),
        })
    }
}

type Row = (usize, Line, Vec<RawEntry>);

fn player_line(chars: &[char], field: &dyn Fn(usize, usize) -> String) -> Result<Row, String> {
    let number = |text: String, what: &str| -> Result<usize, String> {
        text.trim()
            .parse::<usize>()
            .map_err(|_| format!("{what} is not a number: {:?}", text.trim()))
    };
    let id = number(field(4, 8), "the starting rank")?;
    if id == 0 {
        return Err("starting rank 0".to_string());
    }
    let rating = field(48, 52);
    let rating = if rating.trim().is_empty() {
        0
    } else {
        number(rating, "the rating")? as u32
    };
    let place = field(85, 89);
    let place = if place.trim().is_empty() {
        0
    } else {
        number(place, "the place")?
    };
    let mut entries = Vec::new();
    let mut start = 91;
    while start < chars.len() {
        let opponent = field(start, start + 4);
        let color = chars.get(start + 5).copied().unwrap_or(' ');
        let result = chars
            .get(start + 7)
            .copied()
            .unwrap_or(' ')
            .to_ascii_uppercase();
        let opponent = match opponent.trim() {
            "" | "0000" | "0" => None,
            text => Some(
                number(text.to_string(), "an opponent")?
                    .checked_sub(1)
                    .ok_or("opponent 0000")?,
            ),
        };
        if !matches!(color, 'w' | 'b' | '-' | ' ') {
            return Err(format!(
                "colour {color:?} in the round at column {}",
                start + 1
            ));
        }
        if !"10=WDL+-UFHZ ".contains(result) {
            return Err(format!(
                "result {result:?} in the round at column {}",
                start + 1
            ));
        }
        entries.push(RawEntry {
            opponent,
            color: color.to_ascii_lowercase(),
            result,
        });
        start += 10;
    }
    while entries
        .last()
        .is_some_and(|e| e.opponent.is_none() && e.result == ' ' && e.color == ' ')
    {
        entries.pop();
    }
    let name = field(14, 47).trim().to_string();
    Ok((
        id,
        Line {
            name,
            rating,
            place,
        },
        entries,
    ))
}
