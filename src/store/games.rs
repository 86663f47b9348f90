//! Games, their moves and their deadlines.

use super::correspondence::VacationRow;
use super::db::{args, Row, Sql};
use super::ratings::{update_ratings, RatingRule};
use super::{color_key, parse_color, parse_variant, time_of, Result, Store, StoreError, Tx};
use crate::rules::{Color, Reason, Variant};
use crate::types::{
    BotLevel, ChallengeId, ChannelId, GameClock, GameId, NotifySet, Time, TimePerMove,
    TournamentId, User, UserId, VoteRules, VoteTime,
};

/// A game as stored.
#[derive(Clone, Debug, PartialEq)]
pub struct GameRow {
    pub id: GameId,
    pub channel: ChannelId,
    pub variant: Variant,
    pub white: User,
    pub black: User,
    pub start_fen: String,
    pub fen: String,
    pub ply: u32,
    pub time: TimePerMove,
    pub deadline: Option<Time>,
    pub draw_offer: Option<Color>,
    pub takeback_request: Option<Color>,
    pub finished: bool,
    pub winner: Option<Color>,
    pub result_reason: Option<Reason>,
    pub rated: bool,
    /// In a game against the bot itself: the side it plays and its level.
    pub bot: Option<BotSide>,
    /// What each player, [White, Black], asked to be told of directly.
    pub notify_settings: [NotifySet; 2],
    /// Each player's latest vacation, [White, Black], over or not: read with the game, so
    /// that a move needs no more reads to know who is away.
    pub latest_vacations: [Option<VacationRow>; 2],
    /// The tournament board the game is played on, if it is a tournament's.
    pub board: Option<TournamentBoard>,
    /// In a team game: how its votes run.
    pub votes: Option<VoteRules>,
    /// In a game on a chess clock: each side's time.
    pub clock: Option<GameClock>,
}

/// Where a tournament game stands in its tournament.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct TournamentBoard {
    pub tournament: TournamentId,
    pub round: u32,
    pub board: u32,
}

/// The side the bot plays in a game against it, and how strongly.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct BotSide {
    pub color: Color,
    pub level: BotLevel,
}

impl GameRow {
    pub fn player(&self, color: Color) -> &User {
        match color {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }

    /// What the player of `color` asked to be told of directly.
    pub fn notify(&self, color: Color) -> NotifySet {
        self.notify_settings[color as usize]
    }

    /// The latest vacation of the player of `color`, over or not.
    pub fn latest_vacation(&self, color: Color) -> Option<VacationRow> {
        self.latest_vacations[color as usize]
    }

    /// The colour `user` plays, if they play.
    pub fn color_of(&self, user: &UserId) -> Option<Color> {
        if &self.white.id == user {
            Some(Color::White)
        } else if &self.black.id == user {
            Some(Color::Black)
        } else {
            None
        }
    }
}

/// How a game ended, and how that changes the players' ratings (`None`: it does not).
#[derive(Clone, Debug)]
pub struct Ending {
    pub winner: Option<Color>,
    pub reason: Reason,
    pub ratings: Option<RatingRule>,
}

/// A game with the positions (FENs) after its last few moves, read as one snapshot.
pub struct GameWithHistory {
    pub game: GameRow,
    /// Oldest first.
    pub recent_fens: Vec<String>,
}

/// Which standing offer [`Store::set_offer`] changes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Offer {
    Draw,
    Takeback,
}

/// Reads of a game and its moves that may meet a takeback in between, before giving up.
const READ_ATTEMPTS: u32 = 5;

pub(super) const GAME_COLUMNS: &str = "g.id, g.channel, g.variant, g.white, w.name, g.black, b.name, g.start_fen, g.fen, g.ply, \
     g.seconds_per_move, g.deadline, g.draw_offer, g.takeback_request, g.finished, g.winner, g.result_reason, g.rated, \
     g.bot_color, g.bot_level, w.notify + 16 * w.notify_board, b.notify + 16 * b.notify_board, \
     (SELECT started_at FROM vacations v WHERE v.user_id = g.white ORDER BY started_at DESC LIMIT 1), \
     (SELECT until FROM vacations v WHERE v.user_id = g.white ORDER BY started_at DESC LIMIT 1), \
     (SELECT started_at FROM vacations v WHERE v.user_id = g.black ORDER BY started_at DESC LIMIT 1), \
     (SELECT until FROM vacations v WHERE v.user_id = g.black ORDER BY started_at DESC LIMIT 1), \
     tb.tournament_id, tb.round, tb.board, g.vote_seconds, g.show_voters, \
     g.clock_base, g.clock_increment, g.white_ms, g.black_ms, g.clock_since_ms \
     FROM games g JOIN users w ON w.id = g.white JOIN users b ON b.id = g.black \
     LEFT JOIN tournament_boards tb ON tb.game_id = g.id";

/// A game from a row of [`GAME_COLUMNS`], its text columns checked.
fn game_row(r: &Row) -> Result<GameRow> {
    let bot = match (r.opt_text(18)?, super::bot_level_of(r.opt_num(19)?)?) {
        (Some(color), Some(level)) => Some(BotSide {
            color: parse_color(Some(color))?
                .ok_or_else(|| StoreError::Corrupt("bot colour".into()))?,
            level,
        }),
        _ => None,
    };
    Ok(GameRow {
        id: GameId(r.int(0)?),
        channel: ChannelId::from_stored(r.text(1)?),
        variant: parse_variant(&r.text(2)?)?,
        white: User::new(UserId::from_stored(r.text(3)?), r.text(4)?),
        black: User::new(UserId::from_stored(r.text(5)?), r.text(6)?),
        start_fen: r.text(7)?,
        fen: r.text(8)?,
        ply: r.num(9)?,
        time: time_of(r.int(10)?)?,
        deadline: r.opt_time(11)?,
        draw_offer: parse_color(r.opt_text(12)?)?,
        takeback_request: parse_color(r.opt_text(13)?)?,
        finished: r.flag(14)?,
        winner: parse_color(r.opt_text(15)?)?,
        result_reason: r
            .opt_text(16)?
            .map(|key| {
                Reason::from_key(&key)
                    .ok_or_else(|| StoreError::Corrupt(format!("end reason '{key}'")))
            })
            .transpose()?,
        rated: r.flag(17)?,
        bot,
        notify_settings: [
            NotifySet::from_bits(r.num(20)?),
            NotifySet::from_bits(r.num(21)?),
        ],
        latest_vacations: [vacation(r, 22)?, vacation(r, 24)?],
        board: match r.opt_int(26)? {
            Some(id) => Some(TournamentBoard {
                tournament: TournamentId(id),
                round: r.num(27)?,
                board: r.num(28)?,
            }),
            None => None,
        },
        votes: vote_rules(r.opt_int(29)?, r.flag(30)?)?,
        clock: super::clock_columns::game_clock(r, 31)?,
    })
}

/// A team game's or challenge's vote rules from its columns (`None` when not a team's).
pub(super) fn vote_rules(seconds: Option<i64>, show_voters: bool) -> Result<Option<VoteRules>> {
    seconds
        .map(|s| {
            let vote = u64::try_from(s)
                .ok()
                .and_then(VoteTime::from_seconds)
                .ok_or_else(|| StoreError::Corrupt(format!("vote of {s} seconds")))?;
            Ok(VoteRules { vote, show_voters })
        })
        .transpose()
}

/// A vacation from columns `at` (its start) and `at + 1` (its end), if there is one.
fn vacation(r: &Row, at: usize) -> Result<Option<VacationRow>> {
    Ok(match (r.opt_time(at)?, r.opt_time(at + 1)?) {
        (Some(started_at), Some(until)) => Some(VacationRow { started_at, until }),
        _ => None,
    })
}

pub(super) fn game_by_id(c: &mut dyn Sql, id: GameId) -> Result<Option<GameRow>> {
    query_game(
        c,
        &format!("SELECT {GAME_COLUMNS} WHERE g.id = ?1"),
        args![id],
    )
}

pub(super) fn query_game(
    c: &mut dyn Sql,
    sql: &str,
    args: &[super::db::Value],
) -> Result<Option<GameRow>> {
    c.query_opt(sql, args)?.as_ref().map(game_row).transpose()
}

pub(super) fn recent_fens(c: &mut dyn Sql, game_id: GameId, count: u32) -> Result<Vec<String>> {
    let mut fens = c
        .query(
            "SELECT fen_after FROM moves WHERE game_id = ?1 ORDER BY ply DESC LIMIT ?2",
            args![game_id, count],
        )?
        .iter()
        .map(|r| r.text(0))
        .collect::<Result<Vec<String>>>()?;
    fens.reverse();
    Ok(fens)
}

/// The game in progress in channel `?1`: played there, or by its team (`?2`) elsewhere. Each
/// way of being the channel's is looked up in its own index (an `OR` of them would let the
/// database read every game in progress instead).
fn active_game_sql() -> String {
    format!(
        "SELECT {GAME_COLUMNS} WHERE g.id IN ( \
             SELECT id FROM games WHERE channel = ?1 AND finished = 0 \
             UNION ALL SELECT id FROM games WHERE white = ?2 AND finished = 0 \
             UNION ALL SELECT id FROM games WHERE black = ?2 AND finished = 0)"
    )
}

impl Store {
    pub fn game(&self, id: GameId) -> Result<Option<GameRow>> {
        self.with(|c| game_by_id(c, id))
    }

    /// The game in progress in a channel.
    pub fn active_game(&self, channel: &ChannelId) -> Result<Option<GameRow>> {
        let team = UserId::team(channel);
        self.with(|c| query_game(c, &active_game_sql(), args![channel, &team]))
    }

    /// The game in progress in a channel with the FENs after its last `history(game)` moves,
    /// which always agree with it: the FENs are read up to the game's ply, and if the last is
    /// not the game's position (moves were taken back and played again between the two
    /// reads), both are read again. Two statements, without a transaction around them.
    pub fn active_game_with_history(
        &self,
        channel: &ChannelId,
        history: impl Fn(&GameRow) -> u32,
    ) -> Result<Option<GameWithHistory>> {
        for _ in 0..READ_ATTEMPTS {
            let Some(game) = self.active_game(channel)? else {
                return Ok(None);
            };
            let count = history(&game).min(game.ply);
            if count == 0 {
                return Ok(Some(GameWithHistory {
                    game,
                    recent_fens: Vec::new(),
                }));
            }
            let recent_fens = self.with(|c| {
                let mut fens = c
                    .query(
                        "SELECT fen_after FROM moves WHERE game_id = ?1 AND ply <= ?2 ORDER BY ply DESC LIMIT ?3",
                        args![game.id, game.ply, count],
                    )?
                    .iter()
                    .map(|r| r.text(0))
                    .collect::<Result<Vec<String>>>()?;
                fens.reverse();
                Ok(fens)
            })?;
            if recent_fens.last() == Some(&game.fen) {
                return Ok(Some(GameWithHistory { game, recent_fens }));
            }
        }
        Err(StoreError::Corrupt(format!(
            "the moves of the game in {channel} never agreed with its position"
        )))
    }

    /// The game in progress in a channel, or else the last one played there (in a thread
    /// within it, or by its team elsewhere).
    pub fn latest_game(&self, channel: &ChannelId) -> Result<Option<GameRow>> {
        let team = UserId::team(channel);
        self.with(|c| {
            query_game(
                c,
                &format!(
                    "SELECT {GAME_COLUMNS} WHERE g.id IN ( \
                         SELECT id FROM games WHERE channel = ?1 \
                         UNION ALL SELECT id FROM games WHERE room = ?1 \
                         UNION ALL SELECT id FROM games WHERE white = ?2 \
                         UNION ALL SELECT id FROM games WHERE black = ?2) \
                     ORDER BY g.finished ASC, g.id DESC LIMIT 1"
                ),
                args![channel, &team],
            )
        })
    }

    /// The games in progress in a channel or in a thread within it, oldest first.
    pub fn games_in_place(&self, place: &ChannelId) -> Result<Vec<GameRow>> {
        self.query_games(
            &format!(
                "SELECT {GAME_COLUMNS} WHERE g.id IN ( \
                     SELECT id FROM games WHERE channel = ?1 AND finished = 0 \
                     UNION ALL SELECT id FROM games WHERE room = ?1 AND finished = 0) \
                 ORDER BY g.id LIMIT 50"
            ),
            args![place],
        )
    }

    /// The last game that ended in a channel (or in a thread within it).
    pub fn latest_finished_game(&self, channel: &ChannelId) -> Result<Option<GameRow>> {
        self.with(|c| {
            query_game(
                c,
                &format!(
                    "SELECT {GAME_COLUMNS} WHERE g.id IN ( \
                         SELECT id FROM games WHERE channel = ?1 AND finished = 1 \
                         UNION ALL SELECT id FROM games WHERE room = ?1 AND finished = 1) \
                     ORDER BY g.id DESC LIMIT 1"
                ),
                args![channel],
            )
        })
    }

    pub(super) fn query_games(&self, sql: &str, args: &[super::db::Value]) -> Result<Vec<GameRow>> {
        self.with(|c| c.query(sql, args)?.iter().map(game_row).collect())
    }

    /// A user's games in progress, everywhere.
    pub fn games_of(&self, user: &UserId) -> Result<Vec<GameRow>> {
        self.query_games(
            &format!("SELECT {GAME_COLUMNS} WHERE (g.white = ?1 OR g.black = ?1) AND g.finished = 0 ORDER BY g.deadline"),
            args![user],
        )
    }

    /// A user's finished games, everywhere, oldest first.
    pub fn finished_games_of(&self, user: &UserId) -> Result<Vec<GameRow>> {
        self.query_games(
            &format!("SELECT {GAME_COLUMNS} WHERE (g.white = ?1 OR g.black = ?1) AND g.finished = 1 ORDER BY g.id"),
            args![user],
        )
    }

    /// The unfinished games against the bot, oldest first.
    pub fn games_with_bot(&self) -> Result<Vec<GameRow>> {
        self.query_games(
            &format!("SELECT {GAME_COLUMNS} WHERE g.finished = 0 AND g.bot_color IS NOT NULL ORDER BY g.id"),
            args![],
        )
    }
}

/// Stores a new game (its id, notify settings and vacations are not written); `Ok(None)` if
/// its channel already has a game in progress.
pub(super) fn insert_game(
    tx: &mut dyn Sql,
    game: &GameRow,
    remind_at: Option<Time>,
    now: Time,
) -> Result<Option<GameId>> {
    let [white_ms, black_ms, since_ms] = super::clock_columns::clock_values(game.clock);
    let inserted = tx.query_opt(
        "INSERT INTO games (channel, variant, white, black, start_fen, fen, ply, seconds_per_move, deadline, remind_at, rated, created_at, updated_at, bot_color, bot_level, \
         vote_seconds, show_voters, room, clock_base, clock_increment, white_ms, black_ms, clock_since_ms) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?5, 0, ?6, ?7, ?8, ?9, ?10, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20) \
         ON CONFLICT DO NOTHING RETURNING id",
        args![
            &game.channel,
            game.variant.key(),
            &game.white.id,
            &game.black.id,
            &game.start_fen,
            game.time.seconds(),
            game.deadline,
            remind_at,
            game.rated,
            now,
            game.bot.map(|b| color_key(b.color)),
            game.bot.map(|b| b.level.number()),
            game.votes.map(|v| v.vote.seconds()),
            game.votes.is_some_and(|v| v.show_voters),
            game.channel.parent().as_ref(),
            game.clock.map(|c| c.control.base()),
            game.clock.map(|c| c.control.increment()),
            white_ms,
            black_ms,
            since_ms
        ],
    )?;
    inserted.map(|r| r.int(0).map(GameId)).transpose()
}

/// Marks the game finished at `ply` and updates the ratings, inside the caller's transaction;
/// `false` (nothing changed) if it is at another ply or has ended already. The update is
/// guarded, so that of two processes ending one game (a loss on time seen by both), exactly
/// one does.
pub(super) fn finish_in(
    tx: &mut dyn Sql,
    game_id: GameId,
    ply: u32,
    ending: &Ending,
    now: Time,
) -> Result<bool> {
    let updated = tx.execute(
        "UPDATE games SET finished = 1, winner = ?2, result_reason = ?3, deadline = NULL, remind_at = NULL, draw_offer = NULL, \
         takeback_request = NULL, updated_at = ?4 WHERE id = ?1 AND ply = ?5 AND finished = 0",
        args![game_id, ending.winner.map(color_key), ending.reason.key(), now, ply],
    )?;
    if updated != 1 {
        return Ok(false);
    }
    // Conditional moves of an ended game can never be played.
    tx.execute("DELETE FROM premoves WHERE game_id = ?1", args![game_id])?;
    if let Some(rule) = ending.ratings {
        update_ratings(tx, game_id, ending.winner, rule)?;
    }
    Ok(true)
}

impl Tx<'_> {
    /// A game, as this transaction sees it.
    pub fn game(&mut self, id: GameId) -> Result<Option<GameRow>> {
        game_by_id(self.sql, id)
    }

    /// Turns a challenge into a game, atomically; `Ok(None)` if the challenge is gone or the
    /// channel already has a game.
    pub fn start_game(
        &mut self,
        challenge_id: ChallengeId,
        game: &GameRow,
        remind_at: Option<Time>,
        now: Time,
    ) -> Result<Option<GameRow>> {
        let tx = &mut *self.sql;
        if tx.execute("DELETE FROM challenges WHERE id = ?1", args![challenge_id])? != 1 {
            return Ok(None);
        }
        match insert_game(tx, game, remind_at, now)? {
            Some(id) => game_by_id(tx, id),
            None => Ok(None),
        }
    }

    pub fn finish(
        &mut self,
        game_id: GameId,
        expected_ply: u32,
        ending: &Ending,
        now: Time,
    ) -> Result<bool> {
        let tx = &mut *self.sql;
        finish_in(tx, game_id, expected_ply, ending, now)
    }

    /// Sets or clears a standing draw offer or takeback request; `false` if the game moved on.
    pub fn set_offer(
        &mut self,
        game_id: GameId,
        expected_ply: u32,
        kind: Offer,
        by: Option<Color>,
    ) -> Result<bool> {
        let column = match kind {
            Offer::Draw => "draw_offer",
            Offer::Takeback => "takeback_request",
        };
        let tx = &mut *self.sql;
        Ok(tx.execute(
            &format!("UPDATE games SET {column} = ?3 WHERE id = ?1 AND ply = ?2 AND finished = 0"),
            args![game_id, expected_ply, by.map(color_key)],
        )? == 1)
    }
}
