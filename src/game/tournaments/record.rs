//! A tournament's record as the pairing rules, the standings and the report read it: each
//! board's result (a game won on time by a player who never moved counts as a forfeit, as
//! FIDE counts an unplayed game), each player's rounds, and the next round's pairing.

use super::told::{tiebreaks, BoardResult, PairingLine, RoundLines, StandingLine};
use crate::game::games::Games;
use crate::game::handled::Handled;
use crate::pairing::berger::round_robin;
use crate::pairing::dutch::{self, PairingError};
use crate::pairing::standings::standings;
use crate::pairing::swiss::{self, Entry, Player, Score, Swiss};
use crate::pairing::trf::{Line, Report};
use crate::rules::{Color, Reason};
use crate::store::{BoardRow, EntrantRow, NewBoard, TournamentRow};
use crate::types::{Format, TournamentId, UserId};
use std::collections::HashMap;

/// A tournament with its players and boards, read now.
pub(in crate::game) struct Record {
    pub t: TournamentRow,
    /// By pairing number once it started.
    pub entrants: Vec<EntrantRow>,
    /// Round by round, the bye first in each.
    pub boards: Vec<BoardRow>,
    /// Each entrant's index, by user.
    numbers: HashMap<UserId, usize>,
}

/// A next round, as [`Record::next_round`] pairs it.
pub(in crate::game) enum NextRound {
    Boards(Vec<NewBoard>),
    /// No pairing obeys the absolute criteria: the tournament ends.
    Impossible,
}

impl Record {
    pub fn load(g: Games<'_>, id: TournamentId) -> Handled<Record> {
        let Some(t) = g.store.tournament(id)? else {
            return Err(super::refused(super::TournamentRefusal::NoSuch(id)));
        };
        let entrants = g.store.entrants(id)?;
        Ok(Record {
            numbers: (entrants.iter().enumerate())
                .map(|(i, e)| (e.user.id.clone(), i))
                .collect(),
            entrants,
            boards: g.store.boards(id)?,
            t,
        })
    }

    pub fn round_robin(&self) -> bool {
        self.t.format != Format::Swiss
    }

    /// The index of a player among the entrants.
    pub fn index(&self, user: &UserId) -> Option<usize> {
        self.numbers.get(user).copied()
    }

    pub fn boards_of(&self, round: u32) -> impl Iterator<Item = &BoardRow> {
        self.boards.iter().filter(move |b| b.round == round)
    }

    /// The current round's boards decided, and its boards (the bye not counted).
    pub fn progress(&self) -> (usize, usize) {
        let games: Vec<&BoardRow> = self
            .boards_of(self.t.round)
            .filter(|b| b.black.is_some())
            .collect();
        let decided = games.iter().filter(|b| result(b).is_some()).count();
        (decided, games.len())
    }

    /// The rounds whose every board is decided.
    pub fn rounds_complete(&self) -> u32 {
        let (decided, boards) = self.progress();
        if decided == boards {
            self.t.round
        } else {
            self.t.round.saturating_sub(1)
        }
    }

    /// Each player's rounds 1 to `rounds` (all decided), as the pairing rules read them.
    pub fn players(&self, rounds: u32) -> Vec<Player> {
        let mut players: Vec<Player> = (self.entrants.iter())
            .map(|e| Player {
                rating: e.rating.unwrap_or(0),
                rounds: vec![Entry::absent(Score::Loss); rounds as usize],
            })
            .collect();
        let round_robin = self.round_robin();
        for b in self.boards.iter().filter(|b| b.round <= rounds) {
            let r = b.round as usize - 1;
            let Some(w) = self.index(&b.white.id) else {
                continue;
            };
            let Some(black) = &b.black else {
                players[w].rounds[r] = if round_robin {
                    // The dummy's opponent in a round robin has no game and no points.
                    Entry::absent(Score::Loss)
                } else {
                    Entry::pairing_bye()
                };
                continue;
            };
            let Some(k) = self.index(&black.id) else {
                continue;
            };
            let (white_entry, black_entry) = match result(b) {
                Some(BoardResult::WhiteByForfeit) => (
                    Entry::forfeit(k, Some(swiss::Color::White), true),
                    Entry::forfeit(w, Some(swiss::Color::Black), false),
                ),
                Some(BoardResult::BlackByForfeit) => (
                    Entry::forfeit(k, Some(swiss::Color::White), false),
                    Entry::forfeit(w, Some(swiss::Color::Black), true),
                ),
                Some(played) => {
                    let (ws, bs) = match played {
                        BoardResult::WhiteWon => (Score::Win, Score::Loss),
                        BoardResult::BlackWon => (Score::Loss, Score::Win),
                        _ => (Score::Draw, Score::Draw),
                    };
                    (
                        Entry::game(k, swiss::Color::White, ws),
                        Entry::game(w, swiss::Color::Black, bs),
                    )
                }
                None => continue,
            };
            players[w].rounds[r] = white_entry;
            players[k].rounds[r] = black_entry;
        }
        players
    }

    /// The record as a pairing program reads it, after `rounds` rounds.
    pub fn swiss(&self, rounds: u32) -> Swiss {
        Swiss {
            players: self.players(rounds),
            rounds: self.t.rounds.unwrap_or(rounds) as usize,
            initial_color: match self.t.first_color {
                Color::White => swiss::Color::White,
                Color::Black => swiss::Color::Black,
            },
        }
    }

    /// Whether a player is withdrawn before round `round`.
    fn out_before(e: &EntrantRow, round: u32) -> bool {
        e.withdrawn.is_some_and(|after| after < round)
    }

    /// Round `self.t.round + 1`, paired: the Dutch system for a Swiss (the withdrawn not
    /// paired), the Berger tables for a round robin (a withdrawn player's games lost by
    /// forfeit).
    pub fn next_round(&self) -> NextRound {
        let round = self.t.round + 1;
        let user = |i: usize| self.entrants[i].user.id.clone();
        if self.round_robin() {
            let double = self.t.format == Format::Double;
            let schedule = round_robin(self.entrants.len() as u32, double);
            let Some(this) = schedule.get(round as usize - 1) else {
                return NextRound::Impossible;
            };
            let out = |n: u32| Record::out_before(&self.entrants[n as usize - 1], round);
            let mut boards: Vec<NewBoard> = (this.games.iter().enumerate())
                .map(|(i, &(w, b))| NewBoard {
                    board: i as u32 + 1,
                    white: user(w as usize - 1),
                    black: Some(user(b as usize - 1)),
                    // A withdrawn player's games are lost by forfeit (White's when both are
                    // gone: one result per board).
                    forfeit: match (out(w), out(b)) {
                        (false, false) => None,
                        (true, _) => Some(Color::Black),
                        (false, true) => Some(Color::White),
                    },
                })
                .collect();
            if let Some(bye) = this.bye {
                boards.push(NewBoard {
                    board: 0,
                    white: user(bye as usize - 1),
                    black: None,
                    forfeit: None,
                });
            }
            return NextRound::Boards(boards);
        }
        let mut swiss = self.swiss(round - 1);
        for (player, e) in swiss.players.iter_mut().zip(&self.entrants) {
            if Record::out_before(e, round) {
                player.rounds.push(Entry::absent(Score::Loss));
            }
        }
        match dutch::pair(&swiss, round as usize - 1) {
            Ok(pairing) => {
                let mut boards: Vec<NewBoard> = (pairing.games.iter().enumerate())
                    .map(|(i, &(w, b))| NewBoard {
                        board: i as u32 + 1,
                        white: user(w),
                        black: Some(user(b)),
                        forfeit: None,
                    })
                    .collect();
                if let Some(bye) = pairing.bye {
                    boards.push(NewBoard {
                        board: 0,
                        white: user(bye),
                        black: None,
                        forfeit: None,
                    });
                }
                NextRound::Boards(boards)
            }
            Err(PairingError::Impossible) => NextRound::Impossible,
            Err(PairingError::Record(why)) => {
                tracing::error!(why, tournament = %self.t.id, "a tournament's record cannot be paired");
                NextRound::Impossible
            }
        }
    }

    /// The standings after the rounds complete, best first.
    pub fn standings(&self) -> (u32, Vec<StandingLine>) {
        let after = self.rounds_complete();
        let players = self.players(after);
        let lines = standings(&players, self.round_robin(), tiebreaks(self.t.format))
            .into_iter()
            .map(|row| StandingLine {
                player: row.player,
                place: row.place,
                name: self.entrants[row.player].user.name.clone(),
                points: row.points,
                tiebreaks: row.tiebreaks,
                withdrawn: self.entrants[row.player].withdrawn.is_some(),
            })
            .collect();
        (after, lines)
    }

    /// Round `round`'s boards as a pairing list shows them.
    pub fn round_lines(&self, round: u32) -> RoundLines {
        let mut bye = None;
        let mut lines = Vec::new();
        for b in self.boards_of(round) {
            match &b.black {
                None => {
                    let points = if self.round_robin() { 0 } else { 2 };
                    bye = Some((b.white.name.clone(), points));
                }
                Some(black) => lines.push(PairingLine {
                    board: b.board,
                    white: b.white.name.clone(),
                    black: black.name.clone(),
                    channel: b.game.as_ref().map(|g| g.channel.clone()),
                    result: result(b),
                }),
            }
        }
        RoundLines { round, lines, bye }
    }

    /// The record as a TRF-16 report, its places from the standings.
    pub fn report(&self) -> Report {
        let (after, lines) = self.standings();
        let mut places = vec![0; self.entrants.len()];
        for line in &lines {
            places[line.player] = line.place;
        }
        Report {
            name: self.t.name.clone(),
            round_robin: self.round_robin(),
            lines: (self.entrants.iter().zip(places))
                .map(|(e, place)| Line {
                    name: e.user.name.clone(),
                    rating: e.rating.unwrap_or(0),
                    place,
                })
                .collect(),
            swiss: self.swiss(after),
        }
    }
}

/// A board's result, once it has one.
pub(in crate::game) fn result(b: &BoardRow) -> Option<BoardResult> {
    if let Some(winner) = b.forfeit {
        return Some(by_forfeit(winner));
    }
    let game = b.game.as_ref().filter(|g| g.finished)?;
    Some(match game.winner {
        None => BoardResult::Drawn,
        Some(winner) => {
            if game.reason == Some(Reason::Timeout) && never_moved(!winner, game.ply) {
                by_forfeit(winner)
            } else if winner == Color::White {
                BoardResult::WhiteWon
            } else {
                BoardResult::BlackWon
            }
        }
    })
}

/// Whether the player of `color` has not moved in a game at `ply` (White moves first).
pub(in crate::game) fn never_moved(color: Color, ply: u32) -> bool {
    match color {
        Color::White => ply == 0,
        Color::Black => ply <= 1,
    }
}

fn by_forfeit(winner: Color) -> BoardResult {
    match winner {
        Color::White => BoardResult::WhiteByForfeit,
        Color::Black => BoardResult::BlackByForfeit,
    }
}

/// The players of `record` to withdraw before its next round: two games lost on time
/// without a move.
pub(in crate::game) fn absent_players(record: &Record) -> Vec<usize> {
    let mut losses = vec![0u32; record.entrants.len()];
    for b in &record.boards {
        let (Some(black), Some(game)) = (&b.black, &b.game) else {
            continue;
        };
        if game.reason != Some(Reason::Timeout) {
            continue;
        }
        let loser = match result(b) {
            Some(BoardResult::WhiteByForfeit) => black,
            Some(BoardResult::BlackByForfeit) => &b.white,
            _ => continue,
        };
        if let Some(i) = record.index(&loser.id) {
            losses[i] += 1;
        }
    }
    (0..losses.len())
        .filter(|&i| losses[i] >= 2 && record.entrants[i].withdrawn.is_none())
        .collect()
}
