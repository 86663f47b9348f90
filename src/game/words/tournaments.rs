//! The words of tournaments: announcements, pairing lists (in the format scripts read:
//! `Board <n>: <white> (White) v <black> (Black) in <channel>`, `Bye: <player> (<points>
//! point)`), standings, and refusals.

use super::fluent::t;
use super::{duration, link, list, side, variant, Tr};
use crate::game::subjects::TournamentView;
use crate::game::tournaments::told::{
    tiebreaks, BoardResult, RoundLines, StandingLine, StandingsTable, TournamentCaption,
    TournamentEvent, TournamentInfo,
};
use crate::pairing::standings::Tiebreak;
use crate::rules::Color;
use crate::store::TournamentState;
use crate::types::Format;

/// "Spring Swiss (tournament 3)".
fn title(tr: Tr, t: &TournamentView) -> String {
    t!(tr, "tournament-title", name = t.name.as_str(), id = t.id.0)
}

pub(super) fn format_name(tr: Tr, format: Format) -> String {
    let key = match format {
        Format::Swiss => "swiss",
        Format::RoundRobin => "roundrobin",
        Format::Double => "double",
    };
    t!(tr, "tournament-format", format = key)
}

fn rounds(tr: Tr, t: &TournamentView) -> String {
    match (t.rounds, t.format) {
        (Some(n), _) => t!(tr, "tournament-rounds", rounds = "n", n = n),
        (None, Format::Swiss) => t!(tr, "tournament-rounds", rounds = "swiss", n = 0),
        (None, _) => t!(tr, "tournament-rounds", rounds = "all", n = 0),
    }
}

pub(super) fn state(tr: Tr, state: TournamentState) -> String {
    let key = match state {
        TournamentState::Open => "open",
        TournamentState::Running => "running",
        TournamentState::Finished => "finished",
        TournamentState::Cancelled => "cancelled",
    };
    t!(tr, "tournament-state", state = key)
}

/// Half points as players read them: "2", "2½", "½".
pub(in crate::game) fn points(half: u32) -> String {
    match (half / 2, half % 2) {
        (0, 1) => "½".into(),
        (whole, 0) => whole.to_string(),
        (whole, _) => format!("{whole}½"),
    }
}

/// Quarter points with their fraction: "7", "7.25", "7.5" (with the language's decimal mark).
fn quarters(tr: Tr, q: u64) -> String {
    t!(tr, "number", n = q as f64 / 4.0)
}

fn terms(tr: Tr, t: &TournamentView) -> String {
    t!(
        tr,
        "tournament-terms",
        variant = variant(tr, t.variant),
        format = format_name(tr, t.format),
        rounds = rounds(tr, t),
        time = duration(tr, t.time.seconds().into()),
        rated = if t.rated { "yes" } else { "no" }
    )
}

/// The caption under a tournament game's board: "Round 2, board 3".
pub(in crate::game) fn board_caption(tr: Tr, round: u32, board: u32) -> String {
    t!(tr, "board-caption", round = round, board = board)
}

fn result(tr: Tr, r: BoardResult) -> String {
    let key = match r {
        BoardResult::WhiteWon => "white",
        BoardResult::BlackWon => "black",
        BoardResult::Drawn => "drawn",
        BoardResult::WhiteByForfeit => "white-forfeit",
        BoardResult::BlackByForfeit => "black-forfeit",
    };
    t!(tr, "board-result", result = key)
}

/// A round's boards, one line each (results where known), then the bye.
fn round_lines(tr: Tr, round: &RoundLines) -> String {
    let mut out = String::new();
    for line in &round.lines {
        out.push('\n');
        out.push_str(&t!(
            tr,
            "pairing-line",
            board = line.board,
            white = line.white.as_str(),
            black = line.black.as_str()
        ));
        if let Some(channel) = &line.channel {
            out.push(' ');
            out.push_str(&t!(tr, "pairing-in", link = link(channel)));
        }
        if let Some(r) = line.result {
            out.push_str(": ");
            out.push_str(&result(tr, r));
        }
    }
    if let Some((player, half)) = &round.bye {
        out.push('\n');
        out.push_str(&t!(
            tr,
            "bye-line",
            player = player.as_str(),
            points = points(*half),
            half = *half
        ));
    }
    out
}

/// A tie-break's short name (FIDE's abbreviation).
fn tiebreak_name(tr: Tr, tiebreak: Tiebreak) -> String {
    match tiebreak {
        Tiebreak::BuchholzCut1 => "BH-C1".into(),
        Tiebreak::Buchholz => "BH".into(),
        Tiebreak::SonnebornBerger => "SB".into(),
        Tiebreak::DirectEncounter => "DE".into(),
        Tiebreak::Wins => tr.s("tiebreak-wins"),
        Tiebreak::Koya => "Koya".into(),
    }
}

fn tiebreak_names(tr: Tr, t: &TournamentView) -> Vec<String> {
    tiebreaks(t.format)
        .iter()
        .map(|&b| tiebreak_name(tr, b))
        .collect()
}

/// A line's tie-breaks as shown: wins counted, the others in points.
fn tiebreak_values(tr: Tr, t: &TournamentView, line: &StandingLine) -> Vec<String> {
    (line.tiebreaks.iter().zip(tiebreaks(t.format)))
        .map(|(&v, &tiebreak)| match tiebreak {
            Tiebreak::Wins => v.to_string(),
            _ => quarters(tr, v),
        })
        .collect()
}

/// The rows a standings image shows at most; the text lists everyone.
const TABLE_ROWS: usize = 64;

/// A standings table as drawn: its title, header and rows.
pub(in crate::game) fn standings_table(
    tr: Tr,
    table: &StandingsTable,
) -> (String, Vec<String>, Vec<Vec<String>>) {
    let t = &table.t;
    let title = format!("{} · {}", title(tr, t), after_rounds(tr, table.after));
    let header = [
        tr.s("table-place"),
        tr.s("table-player"),
        tr.s("table-points"),
    ]
    .into_iter()
    .chain(tiebreak_names(tr, t))
    .collect();
    let mut rows: Vec<Vec<String>> = (table.lines.iter().take(TABLE_ROWS))
        .map(|line| {
            let name = if line.withdrawn {
                t!(tr, "withdrawn-name", name = line.name.as_str())
            } else {
                line.name.clone()
            };
            [line.place.to_string(), name, points(line.points)]
                .into_iter()
                .chain(tiebreak_values(tr, t, line))
                .collect()
        })
        .collect();
    if table.lines.len() > TABLE_ROWS {
        rows.push(vec![
            String::new(),
            t!(tr, "table-more", count = table.lines.len() - TABLE_ROWS),
        ]);
    }
    (title, header, rows)
}

fn after_rounds(tr: Tr, after: u32) -> String {
    t!(tr, "after-rounds", after = after)
}

fn standing_lines(tr: Tr, t: &TournamentView, lines: &[StandingLine]) -> String {
    let mut out = format!(
        "\n{}",
        t!(
            tr,
            "standings-head",
            tiebreaks = list(tr, &tiebreak_names(tr, t))
        )
    );
    for line in lines {
        let id = if line.withdrawn {
            "standing-line-withdrawn"
        } else {
            "standing-line"
        };
        out.push('\n');
        out.push_str(&t!(
            tr,
            id,
            place = line.place,
            name = line.name.as_str(),
            points = points(line.points),
            tiebreaks = list(tr, &tiebreak_values(tr, t, line))
        ));
    }
    out
}

pub(in crate::game) fn say(tr: Tr, event: &TournamentEvent) -> String {
    use TournamentEvent as E;
    match event {
        E::Created(t) => match t.max_players {
            Some(max) => t!(
                tr,
                "tournament-created-max",
                organiser = t.organiser.name.as_str(),
                title = title(tr, t),
                terms = terms(tr, t),
                max = max,
                id = t.id.0
            ),
            None => t!(
                tr,
                "tournament-created",
                organiser = t.organiser.name.as_str(),
                title = title(tr, t),
                terms = terms(tr, t),
                id = t.id.0
            ),
        },
        E::Joined { t, player, count } => t!(
            tr,
            "tournament-joined",
            player = player.as_str(),
            title = title(tr, t),
            count = *count
        ),
        E::Left { t, player, count } => t!(
            tr,
            "tournament-left",
            player = player.as_str(),
            title = title(tr, t),
            count = *count
        ),
        E::Withdrawn {
            t,
            player,
            game_lost,
        } => {
            let mut out = t!(
                tr,
                "tournament-withdrew",
                player = player.as_str(),
                title = title(tr, t)
            );
            if let Some((opponent, forfeit)) = game_lost {
                let id = if *forfeit {
                    "forfeit-win"
                } else {
                    "round-game-won"
                };
                out.push(' ');
                out.push_str(&t!(tr, id, opponent = opponent.as_str()));
            }
            out
        }
        E::Started { t, players } => t!(
            tr,
            "tournament-started",
            title = title(tr, t),
            players = *players,
            terms = terms(tr, t)
        ),
        E::Cancelled(t) => t!(tr, "tournament-cancelled", title = title(tr, t)),
        E::RoundAnnounced {
            t,
            round,
            withdrawn,
        } => {
            let mut out = t!(
                tr,
                "round-announced",
                round = round.round,
                rounds = t.rounds.unwrap_or(round.round),
                title = title(tr, t)
            );
            out.push_str(&round_lines(tr, round));
            if !withdrawn.is_empty() {
                out.push('\n');
                out.push_str(&t!(tr, "withdrawn-not-paired", names = list(tr, withdrawn)));
            }
            out
        }
        E::Over { t, lines, early } => {
            let winner = lines
                .iter()
                .filter(|l| l.place == 1)
                .map(|l| l.name.as_str())
                .collect::<Vec<_>>()
                .join(&tr.s("list-and"));
            let id = if *early {
                "tournament-over-early"
            } else {
                "tournament-over"
            };
            let head = t!(tr, id, title = title(tr, t), winner = winner);
            format!("{head}{}", standing_lines(tr, t, lines))
        }
        E::PairedDirect {
            t,
            round,
            board,
            white,
            opponent,
            channel,
        } => t!(
            tr,
            "paired-direct",
            round = *round,
            title = title(tr, t),
            side = side(tr, if *white { Color::White } else { Color::Black }),
            opponent = opponent.as_str(),
            board = *board,
            link = link(channel)
        ),
        E::BoardBegins {
            t,
            round,
            board,
            white,
            black,
        } => t!(
            tr,
            "board-begins",
            title = title(tr, t),
            round = *round,
            board = *board,
            white = white.as_str(),
            black = black.as_str(),
            time = duration(tr, t.time.seconds().into())
        ),
        E::PlaceName {
            t,
            round,
            board,
            white,
            black,
        } => {
            let name = t!(
                tr,
                "place-name",
                name = t.name.as_str(),
                round = *round,
                board = *board,
                white = white.as_str(),
                black = black.as_str()
            );
            name.chars().take(100).collect()
        }
    }
}

pub(in crate::game) fn view(tr: Tr, view: &TournamentInfo) -> String {
    use TournamentInfo as V;
    match view {
        V::Shown {
            t,
            players,
            decided,
            boards,
        } => {
            let mut out = t!(
                tr,
                "tournament-shown",
                title = title(tr, t),
                terms = terms(tr, t),
                organiser = t.organiser.name.as_str(),
                state = state(tr, t.state)
            );
            if t.state == TournamentState::Running {
                out.push(' ');
                out.push_str(&t!(
                    tr,
                    "tournament-round-of",
                    round = t.round,
                    rounds = t.rounds.unwrap_or(t.round),
                    decided = *decided,
                    boards = *boards
                ));
            }
            out.push(' ');
            out.push_str(&if players.is_empty() {
                t!(tr, "tournament-no-players")
            } else {
                t!(
                    tr,
                    "tournament-players",
                    count = players.len(),
                    players = list(tr, players)
                )
            });
            out
        }
        V::Standings { t, after, lines } => {
            let head = t!(
                tr,
                "standings-of",
                title = title(tr, t),
                after = after_rounds(tr, *after)
            );
            format!("{head}{}", standing_lines(tr, t, lines))
        }
        V::Pairings { t, round } => {
            let head = t!(tr, "pairings-of", title = title(tr, t), round = round.round);
            format!("{head}{}", round_lines(tr, round))
        }
        V::Exported { t, games } => t!(
            tr,
            "tournament-exported",
            title = title(tr, t),
            games = *games
        ),
    }
}

pub(in crate::game) fn caption(tr: Tr, caption: &TournamentCaption) -> String {
    use TournamentCaption as C;
    match caption {
        C::Report(t) => t!(tr, "report-caption", title = title(tr, t)),
        C::Standings(t) => t!(tr, "standings-caption", title = title(tr, t)),
        C::Games { t, games } => {
            t!(tr, "games-caption", games = *games, title = title(tr, t))
        }
    }
}
