//! Tournaments: their terms and state, their players, and each round's boards (a game to set
//! up, a game, or a result without one), with the claims that make each board set up and
//! each round announced by one process at a time until one confirms it.

use super::db::{args, Row, Sql, Value};
use super::{parse_color, parse_variant, time_of, Result, Store, StoreError};
use crate::rules::{Color, Reason, Variant};
use crate::types::{
    ChannelId, Format, GameId, NotifySet, Time, TimePerMove, TournamentId, User, UserId,
};

/// Where a tournament stands.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TournamentState {
    /// Taking players.
    Open,
    Running,
    Finished,
    Cancelled,
}

impl TournamentState {
    pub(super) fn key(self) -> &'static str {
        match self {
            TournamentState::Open => "open",
            TournamentState::Running => "running",
            TournamentState::Finished => "finished",
            TournamentState::Cancelled => "cancelled",
        }
    }

    fn from_key(key: &str) -> Result<TournamentState> {
        match key {
            "open" => Ok(TournamentState::Open),
            "running" => Ok(TournamentState::Running),
            "finished" => Ok(TournamentState::Finished),
            "cancelled" => Ok(TournamentState::Cancelled),
            other => Err(StoreError::Corrupt(format!("tournament state '{other}'"))),
        }
    }
}

/// A tournament as stored.
#[derive(Clone, Debug, PartialEq)]
pub struct TournamentRow {
    pub id: TournamentId,
    pub channel: ChannelId,
    pub name: String,
    pub variant: Variant,
    pub format: Format,
    /// None until the start, when not asked for.
    pub rounds: Option<u32>,
    pub time: TimePerMove,
    pub rated: bool,
    pub max_players: Option<u32>,
    pub organiser: User,
    pub state: TournamentState,
    /// The last round paired (0 before the first).
    pub round: u32,
    /// The colour of the top seed in round 1.
    pub first_color: Color,
    /// The last round announced; one more than the last round paired once the final
    /// standings are.
    pub announced: u32,
    pub created_at: Time,
}

/// A player of a tournament.
#[derive(Clone, Debug, PartialEq)]
pub struct EntrantRow {
    pub user: User,
    pub joined_at: Time,
    /// Their rating in the variant at the start.
    pub rating: Option<u32>,
    /// Their pairing number (from 1), from the start.
    pub number: Option<u32>,
    /// Not paired after this round.
    pub withdrawn: Option<u32>,
    /// What they asked to be told of directly.
    pub notify: NotifySet,
}

/// One board of a round.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardRow {
    pub round: u32,
    /// From 1; 0 is the bye.
    pub board: u32,
    pub white: User,
    /// None: `white` has the bye.
    pub black: Option<User>,
    pub game: Option<BoardGame>,
    /// Decided without play: the side that won by forfeit.
    pub forfeit: Option<Color>,
    /// Its game is still to be set up.
    pub to_seat: bool,
}

/// A board's game, as its result needs it.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardGame {
    pub id: GameId,
    pub channel: ChannelId,
    pub finished: bool,
    pub winner: Option<Color>,
    pub reason: Option<Reason>,
    pub ply: u32,
}

/// A board as a new round stores it.
#[derive(Clone, Debug, PartialEq)]
pub struct NewBoard {
    pub board: u32,
    pub white: UserId,
    pub black: Option<UserId>,
    /// Decided without play: the side that won by forfeit.
    pub forfeit: Option<Color>,
}

const TOURNAMENT_COLUMNS: &str = "t.id, t.channel, t.name, t.variant, t.format, t.rounds, t.seconds_per_move, t.rated, \
     t.max_players, t.organiser, o.name, t.state, t.round, t.first_white, t.announced, t.created_at \
     FROM tournaments t JOIN users o ON o.id = t.organiser";

fn tournament_row(r: &Row) -> Result<TournamentRow> {
    let format = r.text(4)?;
    Ok(TournamentRow {
        id: TournamentId(r.int(0)?),
        channel: ChannelId::from_stored(r.text(1)?),
        name: r.text(2)?,
        variant: parse_variant(&r.text(3)?)?,
        format: Format::from_key(&format)
            .ok_or_else(|| StoreError::Corrupt(format!("tournament format '{format}'")))?,
        rounds: r.opt_num(5)?,
        time: time_of(r.int(6)?)?,
        rated: r.flag(7)?,
        max_players: r.opt_num(8)?,
        organiser: User::new(UserId::from_stored(r.text(9)?), r.text(10)?),
        state: TournamentState::from_key(&r.text(11)?)?,
        round: r.num(12)?,
        first_color: if r.flag(13)? {
            Color::White
        } else {
            Color::Black
        },
        announced: r.num(14)?,
        created_at: r.time(15)?,
    })
}

pub(super) fn tournaments_where(
    c: &mut dyn Sql,
    condition: &str,
    args: &[Value],
) -> Result<Vec<TournamentRow>> {
    c.query(
        &format!("SELECT {TOURNAMENT_COLUMNS} WHERE {condition}"),
        args,
    )?
    .iter()
    .map(tournament_row)
    .collect()
}

pub(super) fn entrants_in(c: &mut dyn Sql, id: TournamentId) -> Result<Vec<EntrantRow>> {
    c.query(
        "SELECT p.user_id, u.name, p.joined_at, p.rating, p.number, p.withdrawn, u.notify + 16 * u.notify_board FROM tournament_players p \
         JOIN users u ON u.id = p.user_id WHERE p.tournament_id = ?1 ORDER BY p.number, p.joined_at, p.user_id",
        args![id],
    )?
    .iter()
    .map(|r| {
        Ok(EntrantRow {
            user: User::new(UserId::from_stored(r.text(0)?), r.text(1)?),
            joined_at: r.time(2)?,
            rating: r.opt_num(3)?,
            number: r.opt_num(4)?,
            withdrawn: r.opt_num(5)?,
            notify: NotifySet::from_bits(r.num(6)?),
        })
    })
    .collect()
}

fn board_row(r: &Row) -> Result<BoardRow> {
    let game = match r.opt_int(8)? {
        Some(id) => Some(BoardGame {
            id: GameId(id),
            channel: ChannelId::from_stored(r.text(9)?),
            finished: r.flag(10)?,
            winner: parse_color(r.opt_text(11)?)?,
            reason: r
                .opt_text(12)?
                .map(|key| {
                    Reason::from_key(&key)
                        .ok_or_else(|| StoreError::Corrupt(format!("end reason '{key}'")))
                })
                .transpose()?,
            ply: r.num(13)?,
        }),
        None => None,
    };
    Ok(BoardRow {
        round: r.num(0)?,
        board: r.num(1)?,
        white: User::new(UserId::from_stored(r.text(2)?), r.text(3)?),
        black: match (r.opt_text(4)?, r.opt_text(5)?) {
            (Some(id), Some(name)) => Some(User::new(UserId::from_stored(id), name)),
            _ => None,
        },
        forfeit: parse_color(r.opt_text(6)?)?,
        to_seat: r.opt_int(7)?.is_some(),
        game,
    })
}

const BOARD_COLUMNS: &str =
    "b.round, b.board, b.white, w.name, b.black, k.name, b.forfeit, b.seat_at, \
     g.id, g.channel, g.finished, g.winner, g.result_reason, g.ply, b.tournament_id \
     FROM tournament_boards b JOIN users w ON w.id = b.white LEFT JOIN users k ON k.id = b.black \
     LEFT JOIN games g ON g.id = b.game_id";

fn boards_where(c: &mut dyn Sql, condition: &str, args: &[Value]) -> Result<Vec<BoardRow>> {
    c.query(&format!("SELECT {BOARD_COLUMNS} WHERE {condition}"), args)?
        .iter()
        .map(board_row)
        .collect()
}

impl Store {
    pub fn tournament(&self, id: TournamentId) -> Result<Option<TournamentRow>> {
        self.with(|c| Ok(tournaments_where(c, "t.id = ?1", args![id])?.pop()))
    }

    /// The tournaments opened in a channel, newest first (at most `limit`).
    pub fn tournaments_in(&self, channel: &ChannelId, limit: u32) -> Result<Vec<TournamentRow>> {
        self.with(|c| {
            tournaments_where(
                c,
                "t.channel = ?1 ORDER BY t.id DESC LIMIT ?2",
                args![channel, limit],
            )
        })
    }

    /// A tournament's players, by pairing number (once it started), else in the order they
    /// joined.
    pub fn entrants(&self, id: TournamentId) -> Result<Vec<EntrantRow>> {
        self.with(|c| entrants_in(c, id))
    }

    /// A tournament's boards, round by round, board by board (the bye first).
    pub fn boards(&self, id: TournamentId) -> Result<Vec<BoardRow>> {
        self.with(|c| {
            boards_where(
                c,
                "b.tournament_id = ?1 ORDER BY b.round, b.board",
                args![id],
            )
        })
    }

    /// One board of a round.
    pub fn board(&self, id: TournamentId, round: u32, board: u32) -> Result<Option<BoardRow>> {
        self.with(|c| {
            Ok(boards_where(
                c,
                "b.tournament_id = ?1 AND b.round = ?2 AND b.board = ?3",
                args![id, round, board],
            )?
            .pop())
        })
    }

    /// Running tournaments whose current round has ended: every board decided (at most
    /// `limit`).
    pub fn rounds_ended(&self, limit: u32) -> Result<Vec<TournamentRow>> {
        self.with(|c| {
            tournaments_where(
                c,
                "t.state = 'running' AND NOT EXISTS (SELECT 1 FROM tournament_boards b LEFT JOIN games g ON g.id = b.game_id \
                 WHERE b.tournament_id = t.id AND b.round = t.round AND b.black IS NOT NULL AND b.forfeit IS NULL \
                 AND (g.id IS NULL OR g.finished = 0)) ORDER BY t.id LIMIT ?1",
                args![limit],
            )
        })
    }

    /// Boards whose game is due to be set up by `now`, with their tournaments (at most
    /// `limit`).
    pub fn boards_to_seat(&self, now: Time, limit: u32) -> Result<Vec<(TournamentId, BoardRow)>> {
        self.with(|c| {
            c.query(
                &format!("SELECT {BOARD_COLUMNS} WHERE b.seat_at <= ?1 ORDER BY b.seat_at, b.tournament_id, b.board LIMIT ?2"),
                args![now, limit],
            )?
            .iter()
            .map(|r| Ok((TournamentId(r.int(14)?), board_row(r)?)))
            .collect()
        })
    }

    /// Claims the setting up of a board until `until`; `false` if another process claimed
    /// it or it was set up.
    pub fn claim_seat(
        &self,
        id: TournamentId,
        round: u32,
        board: u32,
        now: Time,
        until: Time,
    ) -> Result<bool> {
        self.with(|c| {
            Ok(c.execute(
                "UPDATE tournament_boards SET seat_at = ?5 WHERE tournament_id = ?1 AND round = ?2 AND board = ?3 AND seat_at <= ?4",
                args![id, round, board, now, until],
            )? == 1)
        })
    }

    /// Tournaments with an announcement due by `now` (a round whose boards are all set up,
    /// or the final standings), at most `limit`.
    pub fn announcements_due(&self, now: Time, limit: u32) -> Result<Vec<TournamentRow>> {
        self.with(|c| {
            tournaments_where(
                c,
                "t.announce_at <= ?1 AND NOT EXISTS (SELECT 1 FROM tournament_boards b WHERE b.tournament_id = t.id \
                 AND b.round = t.round AND b.seat_at IS NOT NULL) ORDER BY t.announce_at LIMIT ?2",
                args![now, limit],
            )
        })
    }

    /// Claims an announcement until `until`; `false` if another process claimed it first.
    pub fn claim_tournament_announcement(
        &self,
        id: TournamentId,
        now: Time,
        until: Time,
    ) -> Result<bool> {
        self.with(|c| {
            Ok(c.execute(
                "UPDATE tournaments SET announce_at = ?3 WHERE id = ?1 AND announce_at <= ?2",
                args![id, now, until],
            )? == 1)
        })
    }

    /// Notes that announcement `what` (a round, or one more than the last for the final
    /// standings) was posted; another one that came due meanwhile stays due.
    pub fn confirm_tournament_announcement(&self, id: TournamentId, what: u32) -> Result<()> {
        self.with(|c| {
            c.execute(
                "UPDATE tournaments SET announced = ?2, announce_at = CASE WHEN ?2 >= round + (CASE WHEN state = 'finished' THEN 1 ELSE 0 END) \
                 THEN NULL ELSE announce_at END WHERE id = ?1 AND announced < ?2",
                args![id, what],
            )?;
            Ok(())
        })
    }
}
