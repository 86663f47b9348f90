//! The words of tournaments: announcements, pairing lists (in the format scripts read:
//! `Board <n>: <white> (White) v <black> (Black) in <channel>`, `Bye: <player> (<points>
//! point)`), standings, and refusals.

use super::{link, side};
use crate::game::tournaments::told::{
    tiebreaks, BoardResult, RoundLines, StandingLine, StandingsTable, TournamentEvent,
    TournamentRefusal,
};
use crate::pairing::standings::Tiebreak;
use crate::rules::Color;
use crate::store::{TournamentRow, TournamentState};
use crate::types::{Format, TournamentId};
use std::fmt::Write;

/// "Spring Swiss (tournament 3)".
fn title(t: &TournamentRow) -> String {
    format!("{} (tournament {})", t.name, t.id)
}

/// The option that names it, where several might be meant: "id:3".
fn id_hint(id: TournamentId) -> String {
    format!("id:{id}")
}

fn format_name(format: Format) -> &'static str {
    match format {
        Format::Swiss => "Swiss (FIDE Dutch system)",
        Format::RoundRobin => "round robin",
        Format::Double => "double round robin",
    }
}

fn rounds(t: &TournamentRow) -> String {
    match (t.rounds, t.format) {
        (Some(1), _) => "1 round".into(),
        (Some(n), _) => format!("{n} rounds"),
        (None, Format::Swiss) => "rounds set at the start by the number of players".into(),
        (None, _) => "as many rounds as it takes for everyone to meet".into(),
    }
}

fn state(state: TournamentState) -> &'static str {
    match state {
        TournamentState::Open => "open for sign-up",
        TournamentState::Running => "under way",
        TournamentState::Finished => "over",
        TournamentState::Cancelled => "cancelled",
    }
}

/// Half points as players read them: "2", "2½", "½".
pub(in crate::game) fn points(half: u32) -> String {
    match (half / 2, half % 2) {
        (0, 1) => "½".into(),
        (whole, 0) => whole.to_string(),
        (whole, _) => format!("{whole}½"),
    }
}

/// Quarter points with their fraction: "7", "7.25", "7.5".
fn quarters(q: u64) -> String {
    match q % 4 {
        0 => (q / 4).to_string(),
        1 => format!("{}.25", q / 4),
        2 => format!("{}.5", q / 4),
        _ => format!("{}.75", q / 4),
    }
}

fn terms(t: &TournamentRow) -> String {
    format!(
        "{} {}, {}, {} per move, {}",
        t.variant.title(),
        format_name(t.format),
        rounds(t),
        t.time,
        if t.rated { "rated" } else { "unrated" }
    )
}

/// The caption under a tournament game's board: "Round 2, board 3".
pub(in crate::game) fn board_caption(round: u32, board: u32) -> String {
    format!("Round {round}, board {board}")
}

fn result(r: BoardResult) -> &'static str {
    match r {
        BoardResult::WhiteWon => "1-0",
        BoardResult::BlackWon => "0-1",
        BoardResult::Drawn => "½-½",
        BoardResult::WhiteByForfeit => "1-0 by forfeit",
        BoardResult::BlackByForfeit => "0-1 by forfeit",
    }
}

/// A round's boards, one line each (results where known), then the bye.
fn round_lines(round: &RoundLines) -> String {
    let mut out = String::new();
    for line in &round.lines {
        let _ = write!(
            out,
            "\nBoard {}: {} (White) v {} (Black)",
            line.board, line.white, line.black
        );
        if let Some(channel) = &line.channel {
            let _ = write!(out, " in {}", link(channel));
        }
        if let Some(r) = line.result {
            let _ = write!(out, ": {}", result(r));
        }
    }
    if let Some((player, half)) = &round.bye {
        let unit = if *half == 2 { "point" } else { "points" };
        let _ = write!(out, "\nBye: {player} ({} {unit})", points(*half));
    }
    out
}

/// A tie-break's short name (FIDE's abbreviation).
fn tiebreak_name(tiebreak: Tiebreak) -> &'static str {
    match tiebreak {
        Tiebreak::BuchholzCut1 => "BH-C1",
        Tiebreak::Buchholz => "BH",
        Tiebreak::SonnebornBerger => "SB",
        Tiebreak::DirectEncounter => "DE",
        Tiebreak::Wins => "Wins",
        Tiebreak::Koya => "Koya",
    }
}

fn tiebreak_names(t: &TournamentRow) -> Vec<&'static str> {
    tiebreaks(t.format)
        .iter()
        .map(|&b| tiebreak_name(b))
        .collect()
}

/// A line's tie-breaks as shown: wins counted, the others in points.
fn tiebreak_values(t: &TournamentRow, line: &StandingLine) -> Vec<String> {
    (line.tiebreaks.iter().zip(tiebreaks(t.format)))
        .map(|(&v, &tiebreak)| match tiebreak {
            Tiebreak::Wins => v.to_string(),
            _ => quarters(v),
        })
        .collect()
}

/// The rows a standings image shows at most; the text lists everyone.
const TABLE_ROWS: usize = 64;

/// A standings table as drawn: its title, header and rows.
pub(in crate::game) fn standings_table(
    table: &StandingsTable,
) -> (String, Vec<String>, Vec<Vec<String>>) {
    let t = &table.t;
    let title = format!("{} · {}", title(t), after_rounds(table.after));
    let header = ["#", "Player", "Points"]
        .into_iter()
        .chain(tiebreak_names(t))
        .map(str::to_string)
        .collect();
    let mut rows: Vec<Vec<String>> = (table.lines.iter().take(TABLE_ROWS))
        .map(|line| {
            let name = if line.withdrawn {
                format!("{} (withdrawn)", line.name)
            } else {
                line.name.clone()
            };
            [line.place.to_string(), name, points(line.points)]
                .into_iter()
                .chain(tiebreak_values(t, line))
                .collect()
        })
        .collect();
    if table.lines.len() > TABLE_ROWS {
        rows.push(vec![
            String::new(),
            format!("and {} more", table.lines.len() - TABLE_ROWS),
        ]);
    }
    (title, header, rows)
}

fn after_rounds(after: u32) -> String {
    match after {
        0 => "before round 1".to_string(),
        1 => "after round 1".to_string(),
        n => format!("after {n} rounds"),
    }
}

fn standing_lines(t: &TournamentRow, lines: &[StandingLine]) -> String {
    let mut out = format!("\nPlace. Player: points ({})", tiebreak_names(t).join(", "));
    for line in lines {
        let breaks = tiebreak_values(t, line);
        let _ = write!(
            out,
            "\n{}. {}{}: {} ({})",
            line.place,
            line.name,
            if line.withdrawn { " (withdrawn)" } else { "" },
            points(line.points),
            breaks.join(", ")
        );
    }
    out
}

pub(in crate::game) fn say(event: &TournamentEvent) -> String {
    use TournamentEvent as E;
    match event {
        E::Created(t) => format!(
            "{} opened {}: {}{}. Join with `tournament join` (`tournament join {}` where several are open); {} starts it with `tournament start`.",
            t.organiser.name,
            title(t),
            terms(t),
            t.max_players
                .map(|m| format!(", at most {m} players"))
                .unwrap_or_default(),
            id_hint(t.id),
            t.organiser.name
        ),
        E::Shown {
            t,
            players,
            decided,
            boards,
        } => {
            let mut out = format!(
                "{}: {}, organised by {}; {}.",
                title(t),
                terms(t),
                t.organiser.name,
                state(t.state)
            );
            if t.state == TournamentState::Running {
                let _ = write!(
                    out,
                    " Round {} of {}: {decided} of {boards} games decided.",
                    t.round,
                    t.rounds.unwrap_or(t.round)
                );
            }
            let _ = write!(
                out,
                " Players ({}): {}.",
                players.len(),
                if players.is_empty() {
                    "none yet".to_string()
                } else {
                    players.join(", ")
                }
            );
            out
        }
        E::Joined { t, player, count } => {
            format!("{player} joined {}; {count} signed up.", title(t))
        }
        E::Left { t, player, count } => format!("{player} left {}; {count} signed up.", title(t)),
        E::Withdrawn {
            t,
            player,
            game_lost,
        } => {
            let game = match game_lost {
                Some((opponent, true)) => {
                    format!(" {opponent} wins this round's game by forfeit.")
                }
                Some((opponent, false)) => format!(" {opponent} wins this round's game."),
                None => String::new(),
            };
            format!(
                "{player} withdrew from {} and will not be paired again.{game}",
                title(t)
            )
        }
        E::Started { t, players } => format!(
            "{} has begun with {players} players: {}. Round 1 is paired; the games are being set up.",
            title(t),
            terms(t)
        ),
        E::Cancelled(t) => format!(
            "{} is cancelled. Games already begun go on as ordinary games.",
            title(t)
        ),
        E::Standings { t, after, lines } => format!(
            "Standings of {} {}:{}",
            title(t),
            after_rounds(*after),
            standing_lines(t, lines)
        ),
        E::Pairings { t, round } => format!(
            "{}, round {}:{}",
            title(t),
            round.round,
            round_lines(round)
        ),
        E::RoundAnnounced {
            t,
            round,
            withdrawn,
        } => {
            let gone = match withdrawn.as_slice() {
                [] => String::new(),
                names => format!("\nWithdrawn, not paired: {}.", names.join(", ")),
            };
            format!(
                "Round {} of {} of {}:{}{gone}",
                round.round,
                t.rounds.unwrap_or(round.round),
                title(t),
                round_lines(round)
            )
        }
        E::Over { t, lines, early } => {
            let why = if *early {
                " It ends before its last round: no further round could be paired (too few players left, or none without a rematch)."
            } else {
                ""
            };
            let winner = lines
                .iter()
                .filter(|l| l.place == 1)
                .map(|l| l.name.as_str())
                .collect::<Vec<_>>()
                .join(" and ");
            format!(
                "{} is over.{why} Winner: {winner}. Final standings:{}",
                title(t),
                standing_lines(t, lines)
            )
        }
        E::PairedDirect {
            t,
            round,
            board,
            white,
            opponent,
            channel,
        } => format!(
            "Round {round} of {}: you play {} against {opponent} on board {board}, in {}.",
            title(t),
            side(if *white { Color::White } else { Color::Black }),
            link(channel)
        ),
        E::BoardBegins {
            t,
            round,
            board,
            white,
            black,
        } => format!(
            "{}, round {round}, board {board}: {white} (White) v {black} (Black). {white} to move; {} per move.",
            title(t),
            t.time
        ),
        E::PlaceName {
            t,
            round,
            board,
            white,
            black,
        } => {
            let name = format!("{} R{round} B{board}: {white} v {black}", t.name);
            name.chars().take(100).collect()
        }
        E::Exported { t, games } => format!(
            "The record of {}: its report in FIDE's TRF-16 format (for checking the pairings with bbpPairings or JaVaFo){}.",
            title(t),
            match games {
                0 => String::new(),
                1 => " and its game as PGN".into(),
                n => format!(" and its {n} games as one PGN file"),
            }
        ),
        E::ReportCaption(t) => format!("TRF-16 report of {}", title(t)),
        E::StandingsCaption(t) => format!("Standings of {}", title(t)),
        E::GamesCaption { t, games } => format!("The {games} games of {}, as PGN", title(t)),
    }
}

pub(in crate::game) fn refusal(why: &TournamentRefusal) -> String {
    use TournamentRefusal as R;
    match why {
        R::NoneHere => "There is no tournament here. An organiser opens one with `tournament create variant:<variant> format:swiss|roundrobin|double`.".into(),
        R::NoSuch(id) => format!("There is no tournament {id}."),
        R::Which(several) => {
            let list: Vec<String> = several
                .iter()
                .map(|(id, name)| format!("{name} (`{}`)", id_hint(*id)))
                .collect();
            format!("Several tournaments here could be meant: {}. Name one with its id.", list.join(", "))
        }
        R::OrganisersOnly => "Only organisers can open a tournament here (on Discord: Manage Server or Manage Events; on Matrix: power level 50).".into(),
        R::NotOrganiser(name) => format!("Only its organiser ({name}) or an organiser of this server can do that."),
        R::AlreadyIn(name) => format!("You are in {name} already."),
        R::NotIn(name) => format!("You are not in {name}."),
        R::Full { name, max } => format!("{name} is full ({max} players)."),
        R::NotOpen(name, TournamentState::Running) => format!(
            "{name} is under way: players join and leave only before it starts (`tournament withdraw` takes a player out)."
        ),
        R::NotOpen(name, s) => format!("{name} is {}: players join and leave only before it starts.", state(*s)),
        R::NotRunning(name, s) => format!("{name} is {}.", state(*s)),
        R::NotToStart(name, s) => format!("{name} is {} already.", state(*s)),
        R::TooFewPlayers { name, players } => format!(
            "{name} has {players} player{}; it needs at least 2 to start.",
            if *players == 1 { "" } else { "s" }
        ),
        R::TooManyRounds { rounds, players } => format!(
            "A Swiss of {rounds} rounds needs more than {rounds} players; {players} signed up. Start it with fewer rounds (open a new one) or wait for more players."
        ),
        R::RoundsForRoundRobin(format) => format!(
            "A {} has as many rounds as it takes for everyone to meet; leave `rounds` out.",
            format_name(*format)
        ),
        R::NoSuchRound { round, paired } => format!(
            "There is no round {round}: rounds 1 to {paired} have been paired."
        ),
        R::NothingPaired(name) => format!("{name} has not started: no round is paired yet."),
        R::AlreadyWithdrawn(name) => format!("You have withdrawn from {name} already."),
    }
}
