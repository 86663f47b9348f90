//! The commands that only tell: the board, rules, your games, a game's history, ratings.

use super::diagrams::{rules_text, Diagram};
use super::handled::ending_outcome;
use super::handled::{Handled, Refusal};
use super::help;
use super::pgn;
use super::words::info as said;
use super::words::ratings;
use super::Service;
use crate::rules::{Move, Position, Variant};
use crate::store::{GameRow, StoreError};
use crate::types::*;

impl Service {
    /// The last move of a game and the position before it, to mark it on the board.
    pub(super) fn last_move(&self, row: &GameRow) -> Handled<Option<(Move, Position)>> {
        if row.ply == 0 {
            return Ok(None);
        }
        let fens = self.store.recent_fens(row.id, 2)?;
        let moves = self.store.moves(row.id)?;
        let before_fen = if fens.len() == 2 {
            fens[0].clone()
        } else {
            row.start_fen.clone()
        };
        let Some((notation, _)) = moves.last() else {
            return Ok(None);
        };
        let before = Position::from_fen(row.variant, &before_fen)
            .map_err(|e| Refusal::Store(StoreError::Corrupt(e.to_string())))?;
        Ok(before.parse_move(notation).ok().map(|m| (m, before)))
    }

    pub(super) fn board(&self, channel: &ChannelId) -> Handled<Reply> {
        let Some(row) = self.store.latest_game(channel)? else {
            return Err(Refusal::NoGamePlayedHere);
        };
        let pos = Self::position(&row)?;
        let last = self.last_move(&row)?;
        let outcome = ending_outcome(&row);
        let mut reply = self.board_reply(
            &row,
            row.ply,
            &pos,
            last.as_ref().map(|(m, p)| (*m, p)),
            outcome,
        );
        reply.text = said::board(&row, pos.turn(), outcome, &self.away(&row));
        Ok(reply)
    }

    pub(super) fn rules(
        &self,
        channel: &ChannelId,
        variant: Option<Variant>,
        topic: Option<&str>,
    ) -> Handled<Reply> {
        let variant = match variant {
            Some(v) => Some(v),
            None => self.store.active_game(channel)?.map(|g| g.variant),
        };
        let Some(variant) = variant else {
            return match topic {
                Some(topic) => Err(Refusal::WhichVariant {
                    topic: topic.to_string(),
                }),
                None => Ok(Reply::text(said::which_rules(&help::variants()))),
            };
        };
        let rules = rules_text(variant);
        let Some(topic) = topic else {
            let topics = rules.topic_names();
            let mut reply = Reply::text(said::rules(variant, &rules.text, &topics));
            for diagram in rules.diagrams.iter().take(MAX_FILES) {
                reply.files.push(self.diagram(variant, diagram)?);
            }
            return Ok(reply);
        };
        let Some(diagram) = rules.topic(topic) else {
            return Err(Refusal::NoSuchTopic {
                variant,
                topic: topic.to_string(),
                topics: rules.topic_names().iter().map(|t| t.to_string()).collect(),
            });
        };
        let mut reply = Reply::text(said::rule(&diagram.title, &diagram.text));
        reply.files.push(self.diagram(variant, diagram)?);
        Ok(reply)
    }

    fn diagram(&self, variant: Variant, diagram: &Diagram) -> Handled<Attachment> {
        match self.diagrams.get(&self.renderer, variant, diagram) {
            Ok(picture) => Ok((*picture).clone()),
            Err(e) => {
                // A test plays every diagram's move: this is a bug, not the user's mistake.
                tracing::error!(error = %e, "a rules diagram cannot be drawn");
                Err(Refusal::PictureUnavailable)
            }
        }
    }

    /// The asker's games in progress, everywhere, most urgent first: those where it is their
    /// move, by the time left, then the others.
    pub(super) fn games(&self, actor: &User) -> Handled<Reply> {
        let games = self.urgent_games(actor)?;
        let now = self.now();
        let mut lines = Vec::new();
        for (row, yours) in &games {
            lines.push(said::GameLine {
                row,
                yours: *yours,
                to_move: Self::position(row)?.turn(),
                left: row.deadline.map(|d| d - now),
                away: self.away(row),
            });
        }
        let mut reply = Reply::text(said::games(&lines));
        reply.offers_next = games.iter().any(|(_, yours)| *yours);
        Ok(reply)
    }

    /// `next`: the board of the most urgent game where it is the asker's move, and where.
    pub(super) fn next_game(&self, actor: &User) -> Handled<Reply> {
        let Some((row, _)) = self
            .urgent_games(actor)?
            .into_iter()
            .find(|(_, yours)| *yours)
        else {
            return Err(Refusal::NoMoveWaiting);
        };
        let pos = Self::position(&row)?;
        let last = self.last_move(&row)?;
        let mut reply = self.board_reply(
            &row,
            row.ply,
            &pos,
            last.as_ref().map(|(m, p)| (*m, p)),
            None,
        );
        let left = row.deadline.map(|d| d - self.now());
        reply.text = said::next(&row, left, &self.away(&row));
        // Another game's board, asked for anywhere: for the asker's eyes.
        reply.private = true;
        Ok(reply)
    }

    /// The asker's games in progress with whether it is their move, most urgent first.
    fn urgent_games(&self, actor: &User) -> Handled<Vec<(GameRow, bool)>> {
        let mut games = Vec::new();
        for row in self.store.games_of(&actor.id)? {
            let yours = row.color_of(&actor.id) == Some(Self::position(&row)?.turn());
            games.push((row, yours));
        }
        // Your move first; then the nearest deadline (none: last); then the oldest game.
        games.sort_by_key(|(row, yours)| (!yours, row.deadline.unwrap_or(i64::MAX), row.id));
        Ok(games)
    }

    pub(super) fn history(&self, channel: &ChannelId) -> Handled<Reply> {
        let Some(row) = self.store.latest_game(channel)? else {
            return Err(Refusal::NoGameToReplay);
        };
        let moves = self.store.moves(row.id)?;
        let start = Position::from_fen(row.variant, &row.start_fen)
            .map_err(|e| Refusal::Store(StoreError::Corrupt(e.to_string())))?;
        let outcome = ending_outcome(&row);
        let notations: Vec<&str> = moves.iter().map(|(n, _)| n.as_str()).collect();
        let record = pgn::record(&row, &start, &notations, outcome);
        let mut reply = Reply::text(said::history(
            &row,
            moves.len(),
            outcome,
            &record.movetext,
            &record.pgn,
        ));
        reply.files.push(Attachment {
            bytes: record.pgn.into_bytes(),
            file_name: format!("game-{}.pgn", row.id),
            kind: FileKind::Pgn,
            caption: said::record_caption(row.id),
        });
        Ok(reply)
    }

    /// Ratings among the players of `server` (those who used Kibitz there), or of everyone.
    pub(super) fn ratings(
        &self,
        actor: &User,
        variant: Option<Variant>,
        server: Option<&str>,
    ) -> Handled<Reply> {
        let text = match variant {
            Some(v) => {
                let top = self.store.top_ratings(v, server, 10)?;
                let levels = self.store.bot_level_ratings(v)?;
                let mine = self.store.ratings_of(&actor.id)?;
                let mut me = None;
                if let Some(mine) = mine.iter().find(|r| r.variant == v) {
                    if !top.iter().any(|r| r.user.id == actor.id) {
                        let (rank, of) = self.store.rank(v, mine.rating, server)?;
                        me = Some((rank, of, mine));
                    }
                }
                ratings::best(v, server.is_some(), &top, me, &levels)
            }
            None => {
                let mine = self.store.ratings_of(&actor.id)?;
                let mut ranked = Vec::new();
                for r in &mine {
                    let (rank, of) = self.store.rank(r.variant, r.rating, server)?;
                    ranked.push((r, rank, of));
                }
                let against_bot = self.store.bot_game_ratings_of(&actor.id)?;
                ratings::of_player(actor, server.is_some(), &ranked, &against_bot)
            }
        };
        Ok(Reply::text(text))
    }
}
