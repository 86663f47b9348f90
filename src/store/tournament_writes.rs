//! A tournament's writes: opening it, its players joining, leaving and withdrawing, its start,
//! each round's boards, each board's game set up or decided without play.

use super::db::args;
use super::games::{game_by_id, insert_game, GameRow};
use super::tournaments::{
    entrants_in, tournaments_where, EntrantRow, NewBoard, TournamentRow, TournamentState,
};
use super::{color_key, Result, StoreError, Tx};
use crate::rules::Color;
use crate::types::{Time, TournamentId, UserId};

impl Tx<'_> {
    /// Stores a new tournament; its id.
    pub fn insert_tournament(&mut self, t: &TournamentRow) -> Result<TournamentId> {
        let row = self.sql.query_opt(
            "INSERT INTO tournaments (channel, name, variant, format, rounds, seconds_per_move, rated, max_players, organiser, created_at) \
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10) RETURNING id",
            args![
                &t.channel,
                &t.name,
                t.variant.key(),
                t.format.key(),
                t.rounds,
                t.time.seconds(),
                t.rated,
                t.max_players,
                &t.organiser.id,
                t.created_at
            ],
        )?;
        let row = row.ok_or_else(|| StoreError::Corrupt("no tournament id returned".into()))?;
        Ok(TournamentId(row.int(0)?))
    }

    /// A tournament as this transaction sees it.
    pub fn tournament(&mut self, id: TournamentId) -> Result<Option<TournamentRow>> {
        Ok(tournaments_where(self.sql, "t.id = ?1", args![id])?.pop())
    }

    /// Its players as this transaction sees them.
    pub fn entrants(&mut self, id: TournamentId) -> Result<Vec<EntrantRow>> {
        entrants_in(self.sql, id)
    }

    /// Adds a player; `false` if they were in already.
    pub fn add_entrant(&mut self, id: TournamentId, user: &UserId, now: Time) -> Result<bool> {
        Ok(self.sql.execute(
            "INSERT INTO tournament_players (tournament_id, user_id, joined_at) VALUES (?1, ?2, ?3) ON CONFLICT DO NOTHING",
            args![id, user, now],
        )? == 1)
    }

    /// Removes a player who is in; `false` if they were not.
    pub fn remove_entrant(&mut self, id: TournamentId, user: &UserId) -> Result<bool> {
        Ok(self.sql.execute(
            "DELETE FROM tournament_players WHERE tournament_id = ?1 AND user_id = ?2",
            args![id, user],
        )? == 1)
    }

    /// Moves a tournament from state `from` to `to`: finished, its final standings are due to
    /// be announced at `now`; cancelled, its games not set up never are. `false` if it was
    /// not in `from`.
    pub fn set_tournament_state(
        &mut self,
        id: TournamentId,
        from: TournamentState,
        to: TournamentState,
        now: Time,
    ) -> Result<bool> {
        let changed = match to {
            TournamentState::Finished => self.sql.execute(
                "UPDATE tournaments SET state = ?3, announce_at = ?4 WHERE id = ?1 AND state = ?2",
                args![id, from.key(), to.key(), now],
            )?,
            // Nothing more is announced or set up; games begun go on.
            _ => self.sql.execute(
                "UPDATE tournaments SET state = ?3, announce_at = NULL WHERE id = ?1 AND state = ?2",
                args![id, from.key(), to.key()],
            )?,
        } == 1;
        if changed && to == TournamentState::Cancelled {
            self.sql.execute(
                "UPDATE tournament_boards SET seat_at = NULL WHERE tournament_id = ?1 AND seat_at IS NOT NULL",
                args![id],
            )?;
        }
        Ok(changed)
    }

    /// Starts a tournament: its rounds, the top seed's first colour, and each player's
    /// (user, rating, pairing number); `false` if it was no longer open.
    pub fn start_tournament(
        &mut self,
        id: TournamentId,
        rounds: u32,
        first_color: Color,
        seeds: &[(UserId, u32, u32)],
    ) -> Result<bool> {
        if self.sql.execute(
            "UPDATE tournaments SET state = 'running', rounds = ?2, first_white = ?3 WHERE id = ?1 AND state = 'open'",
            args![id, rounds, first_color == Color::White],
        )? != 1
        {
            return Ok(false);
        }
        for (user, rating, number) in seeds {
            self.sql.execute(
                "UPDATE tournament_players SET rating = ?3, number = ?4 WHERE tournament_id = ?1 AND user_id = ?2",
                args![id, user, *rating, *number],
            )?;
        }
        Ok(true)
    }

    /// Stores round `round`'s boards, its games due to be set up at `now`; `false` if the
    /// round was paired already (by another process) or the tournament is not running.
    pub fn pair_round(
        &mut self,
        id: TournamentId,
        round: u32,
        boards: &[NewBoard],
        now: Time,
    ) -> Result<bool> {
        if self.sql.execute(
            "UPDATE tournaments SET round = ?2, announce_at = ?3 WHERE id = ?1 AND round = ?2 - 1 AND state = 'running'",
            args![id, round, now],
        )? != 1
        {
            return Ok(false);
        }
        for b in boards {
            self.sql.execute(
                "INSERT INTO tournament_boards (tournament_id, round, board, white, black, seat_at, forfeit) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
                args![
                    id,
                    round,
                    b.board,
                    &b.white,
                    b.black.as_ref(),
                    b.black.as_ref().filter(|_| b.forfeit.is_none()).map(|_| now),
                    b.forfeit.map(color_key)
                ],
            )?;
        }
        Ok(true)
    }

    /// Sets up a board's game (`game`'s id is not written): `Ok(None)` if the board was set up
    /// or decided meanwhile, or the game's channel has a game in progress.
    pub fn seat(
        &mut self,
        id: TournamentId,
        round: u32,
        board: u32,
        game: &GameRow,
        remind_at: Option<Time>,
        now: Time,
    ) -> Result<Option<GameRow>> {
        let open = self.sql.query_opt(
            "SELECT 1 FROM tournament_boards WHERE tournament_id = ?1 AND round = ?2 AND board = ?3 \
             AND game_id IS NULL AND forfeit IS NULL AND seat_at IS NOT NULL",
            args![id, round, board],
        )?;
        if open.is_none() {
            return Ok(None);
        }
        let Some(game_id) = insert_game(self.sql, game, remind_at, now)? else {
            return Ok(None);
        };
        self.sql.execute(
            "UPDATE tournament_boards SET game_id = ?4, seat_at = NULL WHERE tournament_id = ?1 AND round = ?2 AND board = ?3",
            args![id, round, board, game_id],
        )?;
        game_by_id(self.sql, game_id)
    }

    /// Decides a board without play: `winner` won it by forfeit (its game, if any, ended
    /// apart).
    pub fn forfeit_board(
        &mut self,
        id: TournamentId,
        round: u32,
        board: u32,
        winner: Color,
    ) -> Result<()> {
        self.sql.execute(
            "UPDATE tournament_boards SET forfeit = ?4, seat_at = NULL WHERE tournament_id = ?1 AND round = ?2 AND board = ?3",
            args![id, round, board, color_key(winner)],
        )?;
        Ok(())
    }

    /// Withdraws a player: not paired after round `after`.
    pub fn withdraw(&mut self, id: TournamentId, user: &UserId, after: u32) -> Result<bool> {
        Ok(self.sql.execute(
            "UPDATE tournament_players SET withdrawn = ?3 WHERE tournament_id = ?1 AND user_id = ?2 AND withdrawn IS NULL",
            args![id, user, after],
        )? == 1)
    }
}
