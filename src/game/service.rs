//! [`Service`]: every command of every platform is decided here.

use super::clock::Clock;
use super::help;
use super::types::*;
use crate::render::{board_text, RenderOptions, Renderer};
use crate::rules::{Color, Game, Move, Outcome, Position, Reason, Variant};
use crate::store::{ChallengeRow, Ending, GameRow, MoveWrite, Offer, Store, StoreError};
use std::collections::hash_map::RandomState;
use std::hash::BuildHasher;
use std::sync::Arc;

/// Most legal moves listed by `moves` (a Give & Take drop phase has hundreds).
const MAX_LISTED_MOVES: usize = 120;

/// Why a command did nothing.
enum Refusal {
    /// The user's mistake or a rule: said to the user.
    Said(String),
    /// The database failed: logged, and the user told nothing changed.
    Store(StoreError),
}

impl From<StoreError> for Refusal {
    fn from(e: StoreError) -> Refusal {
        Refusal::Store(e)
    }
}

type Handled<T> = Result<T, Refusal>;

fn refuse<T>(text: impl Into<String>) -> Handled<T> {
    Err(Refusal::Said(text.into()))
}

fn side(color: Color) -> &'static str {
    match color {
        Color::White => "White",
        Color::Black => "Black",
    }
}

fn ending_outcome(row: &GameRow) -> Option<Outcome> {
    let reason = Reason::from_key(row.result_reason.as_deref()?)?;
    Some(Outcome {
        winner: row.winner,
        reason,
    })
}

/// "Ann (White) wins by checkmate", "Draw by agreement".
fn result_sentence(row: &GameRow, outcome: Outcome) -> String {
    match outcome.winner {
        Some(color) => format!(
            "{} ({}) wins by {}.",
            row.player(color).name,
            side(color),
            outcome.reason
        ),
        None => format!("Draw by {}.", outcome.reason),
    }
}

/// The game service. Create one per process and share it; it is `Sync`.
pub struct Service {
    store: Store,
    renderer: Renderer,
    clock: Arc<dyn Clock>,
    image_size: u32,
}

impl Service {
    pub fn new(store: Store, clock: Arc<dyn Clock>) -> Service {
        Service {
            store,
            renderer: Renderer::new(),
            clock,
            image_size: crate::render::DEFAULT_SIZE,
        }
    }

    pub fn store(&self) -> &Store {
        &self.store
    }

    pub fn now(&self) -> i64 {
        self.clock.now()
    }

    /// Carries out a command from `actor` in `channel`. Errors come back as replies marked
    /// `error`, and then nothing has changed.
    pub fn handle(&self, actor: &User, channel: &ChannelId, command: Command) -> Reply {
        let result = self
            .store
            .upsert_user(actor)
            .map_err(Refusal::from)
            .and_then(|()| match command {
                Command::Challenge {
                    variant,
                    opponent,
                    color,
                    time,
                } => self.challenge(actor, channel, variant, opponent, color, time),
                Command::Accept => self.accept(actor, channel, channel),
                Command::Decline => self.decline(actor, channel),
                Command::Cancel => self.cancel(actor, channel),
                Command::Move(text) => self.play(actor, channel, &text),
                Command::Board => self.board(channel),
                Command::Moves => self.moves(channel),
                Command::Resign => self.resign(actor, channel),
                Command::Draw(answer) => self.draw(actor, channel, answer),
                Command::Takeback(answer) => self.takeback(actor, channel, answer),
                Command::Rules(variant) => self.rules(channel, variant),
                Command::Variants => Ok(Reply::text(help::variants())),
                Command::Games => self.games(actor),
                Command::History => self.history(channel),
                Command::Ratings(variant) => self.ratings(actor, variant),
                Command::Help(topic) => Ok(Reply::text(help::help(topic.as_deref()))),
            });
        self.respond(channel, result)
    }

    // --- challenges -------------------------------------------------------------------------

    fn challenge(
        &self,
        actor: &User,
        channel: &ChannelId,
        variant: Variant,
        opponent: Option<User>,
        color: ColorChoice,
        time: TimePerMove,
    ) -> Handled<Reply> {
        if let Some(game) = self.store.active_game(channel)? {
            return refuse(format!(
                "A game is already being played here ({} v {}). Start yours in another channel or thread.",
                game.white.name, game.black.name
            ));
        }
        if let Some(open) = self.store.challenge_in(channel)? {
            return refuse(format!("{} has already made a challenge here; it must be accepted, declined or cancelled first.", open.challenger.name));
        }
        if opponent.as_ref().is_some_and(|o| o.id == actor.id) {
            return refuse("You cannot challenge yourself.");
        }
        if let Some(o) = &opponent {
            self.store.upsert_user(o)?;
        }
        let row = ChallengeRow {
            id: 0,
            channel: channel.clone(),
            challenger: actor.clone(),
            opponent: opponent.clone(),
            variant,
            color,
            time,
            rated: true,
        };
        if self.store.insert_challenge(&row, self.now())?.is_none() {
            return refuse("Someone else made a challenge here just now.");
        }
        let plays = match color {
            ColorChoice::Random => "a random colour".to_string(),
            c => c.key().to_string(),
        };
        let (whom, how) = match &opponent {
            Some(o) => (
                o.name.clone(),
                format!("{}: `accept` or `decline`.", o.name),
            ),
            None => (
                "anyone here".to_string(),
                "Anyone may `accept`.".to_string(),
            ),
        };
        Ok(Reply::mentioning(
            format!(
                "{} challenges {whom} to {} ({} plays {plays}, {time} per move). {how}",
                actor.name,
                variant.title(),
                actor.name
            ),
            opponent.map(|o| vec![o.id]).unwrap_or_default(),
        ))
    }

    /// Accepts the challenge in `channel` and starts the game in `game_channel` (a Discord
    /// adapter opens a thread for it; elsewhere both are the same).
    pub fn accept_into(
        &self,
        actor: &User,
        channel: &ChannelId,
        game_channel: &ChannelId,
    ) -> Reply {
        self.respond(
            channel,
            self.store
                .upsert_user(actor)
                .map_err(Refusal::from)
                .and_then(|()| self.accept(actor, channel, game_channel)),
        )
    }

    fn respond(&self, channel: &ChannelId, result: Handled<Reply>) -> Reply {
        match result {
            Ok(reply) => reply,
            Err(Refusal::Said(text)) => Reply::error(text),
            Err(Refusal::Store(e)) => {
                tracing::error!(error = %e, channel = %channel, "storing a command failed");
                Reply::error(
                    "Something went wrong saving that, so nothing was changed. Please try again.",
                )
            }
        }
    }

    /// The legal moves of the game in `channel` that start with `prefix`, for autocompletion;
    /// only for the player to move.
    pub fn move_suggestions(
        &self,
        actor: &UserId,
        channel: &ChannelId,
        prefix: &str,
        limit: usize,
    ) -> Vec<String> {
        let Ok(Some(row)) = self.store.active_game(channel) else {
            return Vec::new();
        };
        let Ok(pos) = Self::position(&row) else {
            return Vec::new();
        };
        if row.color_of(actor) != Some(pos.turn()) {
            return Vec::new();
        }
        pos.legal_moves()
            .iter()
            .map(|m| m.to_string())
            .filter(|m| m.starts_with(prefix.trim()))
            .take(limit)
            .collect()
    }

    fn accept(
        &self,
        actor: &User,
        channel: &ChannelId,
        game_channel: &ChannelId,
    ) -> Handled<Reply> {
        let Some(ch) = self.store.challenge_in(channel)? else {
            return refuse("There is no challenge here to accept. Make one with `challenge`.");
        };
        if ch.challenger.id == actor.id {
            return refuse("That is your own challenge; `cancel` withdraws it.");
        }
        if let Some(game) = self.store.active_game(game_channel)? {
            return refuse(format!(
                "A game is already being played there ({} v {}).",
                game.white.name, game.black.name
            ));
        }
        if let Some(o) = ch.opponent.as_ref().filter(|o| o.id != actor.id) {
            return refuse(format!(
                "This challenge is for {}; only they can accept it.",
                o.name
            ));
        }
        let challenger_white = match ch.color {
            ColorChoice::White => true,
            ColorChoice::Black => false,
            ColorChoice::Random => RandomState::new().hash_one(ch.id) & 1 == 0,
        };
        let (white, black) = if challenger_white {
            (ch.challenger.clone(), actor.clone())
        } else {
            (actor.clone(), ch.challenger.clone())
        };
        let now = self.now();
        let start = Position::start(ch.variant);
        let draft = GameRow {
            id: 0,
            channel: game_channel.clone(),
            variant: ch.variant,
            white,
            black,
            start_fen: start.fen(),
            fen: start.fen(),
            ply: 0,
            time: ch.time,
            deadline: Some(now + ch.time.seconds() as i64),
            draw_offer: None,
            takeback_request: None,
            finished: false,
            winner: None,
            result_reason: None,
            rated: ch.rated,
        };
        let Some(row) = self.store.start_game(ch.id, &draft, now)? else {
            return refuse("That challenge was just taken or withdrawn.");
        };
        let mut reply = self.board_reply(&row, 0, &start, None, None);
        reply.text = format!(
            "{} (White) and {} (Black) begin a game of {}, {} per move. {}, your move.",
            row.white.name,
            row.black.name,
            row.variant.title(),
            row.time,
            row.white.name
        );
        reply.mentions = vec![row.white.id.clone(), row.black.id.clone()];
        Ok(reply)
    }

    fn decline(&self, actor: &User, channel: &ChannelId) -> Handled<Reply> {
        let Some(ch) = self.store.challenge_in(channel)? else {
            return refuse("There is no challenge here to decline.");
        };
        if ch.challenger.id == actor.id {
            return refuse("That is your own challenge; `cancel` withdraws it.");
        }
        match &ch.opponent {
            Some(o) if o.id == actor.id => {}
            Some(o) => {
                return refuse(format!(
                    "This challenge is for {}; only they can decline it.",
                    o.name
                ))
            }
            None => {
                return refuse(format!(
                    "Anyone may accept this open challenge; only {} can cancel it.",
                    ch.challenger.name
                ))
            }
        }
        if !self.store.delete_challenge(ch.id)? {
            return refuse("That challenge is already gone.");
        }
        Ok(Reply::mentioning(
            format!(
                "{} declined {}'s challenge.",
                actor.name, ch.challenger.name
            ),
            vec![ch.challenger.id],
        ))
    }

    fn cancel(&self, actor: &User, channel: &ChannelId) -> Handled<Reply> {
        let Some(ch) = self.store.challenge_in(channel)? else {
            return refuse("There is no challenge here to cancel.");
        };
        if ch.challenger.id != actor.id {
            return refuse(format!(
                "Only {} can cancel their challenge.",
                ch.challenger.name
            ));
        }
        if !self.store.delete_challenge(ch.id)? {
            return refuse("That challenge is already gone.");
        }
        Ok(Reply::text(format!(
            "{} withdrew the challenge.",
            actor.name
        )))
    }

    // --- playing ----------------------------------------------------------------------------

    fn active(&self, channel: &ChannelId) -> Handled<GameRow> {
        match self.store.active_game(channel)? {
            Some(row) => Ok(row),
            None => refuse("There is no game in progress here. Start one with `challenge`."),
        }
    }

    fn player(&self, row: &GameRow, actor: &User) -> Handled<Color> {
        match row.color_of(&actor.id) {
            Some(color) => Ok(color),
            None => refuse(format!(
                "Only the players ({} and {}) can do that in this game.",
                row.white.name, row.black.name
            )),
        }
    }

    fn position(row: &GameRow) -> Handled<Position> {
        Position::from_fen(row.variant, &row.fen)
            .map_err(|e| Refusal::Store(StoreError::Corrupt(format!("game {}: {e}", row.id))))
    }

    /// The game as far back as repetition needs: the positions since the last irreversible move.
    fn load(&self, row: &GameRow) -> Handled<Game> {
        let current = Self::position(row)?;
        let reversible = current.halfmoves().min(row.ply);
        let mut earlier = Vec::new();
        if reversible > 0 {
            let mut fens = self.store.recent_fens(row.id, reversible + 1)?;
            fens.pop(); // the current position
            if fens.len() < reversible as usize {
                fens.insert(0, row.start_fen.clone());
            }
            for fen in fens {
                earlier.push(
                    Position::from_fen(row.variant, &fen)
                        .map_err(|e| Refusal::Store(StoreError::Corrupt(e.to_string())))?,
                );
            }
        }
        Ok(Game::resume(earlier, current))
    }

    fn play(&self, actor: &User, channel: &ChannelId, text: &str) -> Handled<Reply> {
        let row = self.active(channel)?;
        let color = self.player(&row, actor)?;
        let mut game = self.load(&row)?;
        let before = game.position().clone();
        if before.turn() != color {
            let next = row.player(!color);
            return refuse(format!(
                "It is not your turn: {} ({}) is to move.",
                next.name,
                side(!color)
            ));
        }
        let mv = match game.play(text) {
            Ok(mv) => mv,
            Err(e) => {
                return refuse(format!(
                    "`{}` is not a legal move: {e}.",
                    text.chars().take(40).collect::<String>()
                ))
            }
        };
        let after = game.position().clone();
        let outcome = game.outcome();
        let now = self.now();
        let deadline = outcome.is_none().then(|| now + row.time.seconds() as i64);
        let notation = mv.to_string();
        // Draw before storing: the lock is held only for the write itself.
        let mut reply = self.board_reply(&row, row.ply + 1, &after, Some((mv, &before)), outcome);
        let stored = self.store.apply_move(&MoveWrite {
            game_id: row.id,
            expected_ply: row.ply,
            notation: &notation,
            fen_after: &after.fen(),
            now,
            deadline,
            ending: outcome.map(|o| Ending {
                winner: o.winner,
                reason: o.reason.key().to_string(),
            }),
        })?;
        if !stored {
            return refuse("The position changed while your move was being checked (another move came first). Look at the `board` and try again.");
        }
        reply.text = format!("{} played {notation}.", actor.name);
        match outcome {
            Some(outcome) => {
                reply
                    .text
                    .push_str(&format!(" {}", result_sentence(&row, outcome)));
                reply.mentions = vec![row.white.id.clone(), row.black.id.clone()];
            }
            None => {
                let next = after.turn();
                let check = if after.is_check() { " Check!" } else { "" };
                reply.text.push_str(&format!(
                    "{check} {} ({}) to move, {} left.",
                    row.player(next).name,
                    side(next),
                    row.time
                ));
                reply.mentions = vec![row.player(next).id.clone()];
            }
        }
        Ok(reply)
    }

    /// A reply showing the board: image, text diagram and summary; the caller writes the text.
    fn board_reply(
        &self,
        row: &GameRow,
        ply: u32,
        pos: &Position,
        last: Option<(Move, &Position)>,
        outcome: Option<Outcome>,
    ) -> Reply {
        let options = RenderOptions {
            size: self.image_size,
            white_name: Some(&row.white.name),
            black_name: Some(&row.black.name),
            last_move: last,
            outcome,
            ..RenderOptions::new()
        };
        let image = self.renderer.render(pos, &options);
        Reply {
            image: Some(BoardImage {
                png: image.png,
                width: image.width,
                height: image.height,
                file_name: format!("game-{}-ply-{ply}.png", row.id),
            }),
            board_text: Some(board_text(pos)),
            game: Some(GameSummary {
                id: row.id,
                variant: row.variant,
                white: row.white.clone(),
                black: row.black.clone(),
                to_move: pos.turn(),
                finished: row.finished || outcome.is_some(),
                last_move: last.map(|(m, _)| m.to_string()),
                seconds_left: row.deadline.map(|d| d - self.now()),
                ply,
            }),
            ..Reply::default()
        }
    }

    /// The last move of a game and the position before it, to mark it on the board.
    fn last_move(&self, row: &GameRow) -> Handled<Option<(Move, Position)>> {
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

    fn board(&self, channel: &ChannelId) -> Handled<Reply> {
        let Some(row) = self.store.latest_game(channel)? else {
            return refuse("No game has been played here yet. Start one with `challenge`.");
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
        reply.text = match outcome {
            Some(o) => format!(
                "{} v {}, {}: {}",
                row.white.name,
                row.black.name,
                row.variant.title(),
                result_sentence(&row, o)
            ),
            None => format!(
                "{} v {}, {}: {} ({}) to move.",
                row.white.name,
                row.black.name,
                row.variant.title(),
                row.player(pos.turn()).name,
                side(pos.turn())
            ),
        };
        Ok(reply)
    }

    fn moves(&self, channel: &ChannelId) -> Handled<Reply> {
        let row = self.active(channel)?;
        let pos = Self::position(&row)?;
        let moves: Vec<String> = pos.legal_moves().iter().map(|m| m.to_string()).collect();
        let shown = moves
            .iter()
            .take(MAX_LISTED_MOVES)
            .cloned()
            .collect::<Vec<_>>()
            .join(" ");
        let more = moves.len().saturating_sub(MAX_LISTED_MOVES);
        let tail = if more > 0 {
            format!(" … and {more} more")
        } else {
            String::new()
        };
        Ok(Reply::text(format!(
            "{} legal moves for {} ({}): {shown}{tail}",
            moves.len(),
            row.player(pos.turn()).name,
            side(pos.turn())
        )))
    }

    fn finish_reply(&self, row: &GameRow, ending: Outcome, text: String) -> Handled<Reply> {
        if !self.store.finish(
            row.id,
            row.ply,
            &Ending {
                winner: ending.winner,
                reason: ending.reason.key().to_string(),
            },
            self.now(),
        )? {
            return refuse("The game changed just now; look at the `board` and try again.");
        }
        let pos = Self::position(row)?;
        let mut reply = self.board_reply(row, row.ply, &pos, None, Some(ending));
        reply.text = format!("{text} {}", result_sentence(row, ending));
        reply.mentions = vec![row.white.id.clone(), row.black.id.clone()];
        Ok(reply)
    }

    fn resign(&self, actor: &User, channel: &ChannelId) -> Handled<Reply> {
        let row = self.active(channel)?;
        let color = self.player(&row, actor)?;
        let outcome = Outcome {
            winner: Some(!color),
            reason: Reason::Resignation,
        };
        self.finish_reply(&row, outcome, format!("{} resigned.", actor.name))
    }

    fn draw(&self, actor: &User, channel: &ChannelId, answer: Answer) -> Handled<Reply> {
        let row = self.active(channel)?;
        let color = self.player(&row, actor)?;
        let opponent = row.player(!color);
        let offered_to_me = row.draw_offer == Some(!color);
        match answer {
            Answer::Offer | Answer::Accept if offered_to_me => {
                let outcome = Outcome {
                    winner: None,
                    reason: Reason::Agreement,
                };
                self.finish_reply(
                    &row,
                    outcome,
                    format!("{} accepted {}'s draw offer.", actor.name, opponent.name),
                )
            }
            Answer::Accept => refuse(format!(
                "{} has not offered a draw. `draw` offers one.",
                opponent.name
            )),
            Answer::Offer if row.draw_offer == Some(color) => refuse(format!(
                "You have already offered a draw; {} can `draw accept` or `draw decline`.",
                opponent.name
            )),
            Answer::Offer => {
                if !self
                    .store
                    .set_offer(row.id, row.ply, Offer::Draw, Some(color))?
                {
                    return refuse("The game changed just now; try again.");
                }
                Ok(Reply::mentioning(
                    format!(
                        "{} offers a draw. {}: `draw accept` or `draw decline`.",
                        actor.name, opponent.name
                    ),
                    vec![opponent.id.clone()],
                ))
            }
            Answer::Decline if offered_to_me => {
                self.store.set_offer(row.id, row.ply, Offer::Draw, None)?;
                Ok(Reply::mentioning(
                    format!("{} declined the draw offer. Play on.", actor.name),
                    vec![opponent.id.clone()],
                ))
            }
            Answer::Decline => refuse(format!(
                "There is no draw offer from {} to decline.",
                opponent.name
            )),
        }
    }

    fn takeback(&self, actor: &User, channel: &ChannelId, answer: Answer) -> Handled<Reply> {
        let row = self.active(channel)?;
        let color = self.player(&row, actor)?;
        let opponent = row.player(!color);
        let asked_of_me = row.takeback_request == Some(!color);
        let turn = Self::position(&row)?.turn();
        match answer {
            Answer::Offer | Answer::Accept if asked_of_me => {
                // Back to before the requester's last move: one ply if they moved last, two if
                // the accepting player has moved since.
                let requester = !color;
                let undo = if turn == color { 1 } else { 2 };
                if row.ply < undo {
                    return refuse("There is no move to take back.");
                }
                let to_ply = row.ply - undo;
                let moves = self.store.moves(row.id)?;
                let fen = if to_ply == 0 {
                    row.start_fen.clone()
                } else {
                    moves[to_ply as usize - 1].1.clone()
                };
                let taken: Vec<&str> = moves[to_ply as usize..]
                    .iter()
                    .map(|(n, _)| n.as_str())
                    .collect();
                let deadline = Some(self.now() + row.time.seconds() as i64);
                if !self
                    .store
                    .take_back(row.id, row.ply, to_ply, &fen, deadline, self.now())?
                {
                    return refuse("The game changed just now; try again.");
                }
                let mut back = row.clone();
                back.ply = to_ply;
                back.fen = fen;
                back.deadline = deadline;
                let pos = Self::position(&back)?;
                let last = self.last_move(&back)?;
                let mut reply = self.board_reply(
                    &back,
                    to_ply,
                    &pos,
                    last.as_ref().map(|(m, p)| (*m, p)),
                    None,
                );
                reply.text = format!(
                    "{} agreed to take back {}. {} ({}) to move.",
                    actor.name,
                    taken.join(" "),
                    back.player(pos.turn()).name,
                    side(pos.turn())
                );
                reply.mentions = vec![back.player(requester).id.clone()];
                Ok(reply)
            }
            Answer::Accept => refuse(format!("{} has not asked for a takeback.", opponent.name)),
            Answer::Offer if row.takeback_request == Some(color) => refuse(format!(
                "You have already asked; {} can `takeback accept` or `takeback decline`.",
                opponent.name
            )),
            Answer::Offer => {
                let my_moves = if turn == color {
                    row.ply / 2
                } else {
                    row.ply.div_ceil(2)
                };
                if my_moves == 0 || row.ply == 0 {
                    return refuse("You have no move to take back.");
                }
                if !self
                    .store
                    .set_offer(row.id, row.ply, Offer::Takeback, Some(color))?
                {
                    return refuse("The game changed just now; try again.");
                }
                Ok(Reply::mentioning(format!("{} asks to take back their last move. {}: `takeback accept` or `takeback decline`.", actor.name, opponent.name), vec![opponent.id.clone()]))
            }
            Answer::Decline if asked_of_me => {
                self.store
                    .set_offer(row.id, row.ply, Offer::Takeback, None)?;
                Ok(Reply::mentioning(
                    format!("{} declined the takeback. Play on.", actor.name),
                    vec![opponent.id.clone()],
                ))
            }
            Answer::Decline => refuse(format!(
                "There is no takeback request from {} to decline.",
                opponent.name
            )),
        }
    }

    // --- information ------------------------------------------------------------------------

    fn rules(&self, channel: &ChannelId, variant: Option<Variant>) -> Handled<Reply> {
        let variant = match variant {
            Some(v) => Some(v),
            None => self.store.active_game(channel)?.map(|g| g.variant),
        };
        Ok(Reply::text(match variant {
            Some(v) => help::rules(v),
            None => format!(
                "{}\nSay `rules <variant>` for the rules of one.",
                help::variants()
            ),
        }))
    }

    fn games(&self, actor: &User) -> Handled<Reply> {
        let games = self.store.games_of(&actor.id)?;
        if games.is_empty() {
            return Ok(Reply::text(
                "You have no games in progress. Start one with `challenge`.",
            ));
        }
        let now = self.now();
        let mut text = format!("Your games ({}):", games.len());
        for row in &games {
            let color = row.color_of(&actor.id).unwrap_or(Color::White);
            let turn = Self::position(row)?.turn();
            let whose = if turn == color {
                "your move".to_string()
            } else {
                format!("{} to move", row.player(turn).name)
            };
            let left = row
                .deadline
                .map(|d| format!(", {} left", human_duration(d - now)))
                .unwrap_or_default();
            text.push_str(&format!(
                "\n• {} v {} in {} ({}, move {}): {whose}{left}",
                row.white.name,
                row.black.name,
                row.channel,
                row.variant.title(),
                row.ply / 2 + 1
            ));
        }
        Ok(Reply::text(text))
    }

    fn history(&self, channel: &ChannelId) -> Handled<Reply> {
        let Some(row) = self.store.latest_game(channel)? else {
            return refuse("No game has been played here yet.");
        };
        let moves = self.store.moves(row.id)?;
        let start = Position::from_fen(row.variant, &row.start_fen)
            .map_err(|e| Refusal::Store(StoreError::Corrupt(e.to_string())))?;
        let black_first = start.turn() == Color::Black;
        let mut movetext = String::new();
        for (i, (notation, _)) in moves.iter().enumerate() {
            let ply = i + usize::from(black_first);
            if ply % 2 == 0 {
                movetext.push_str(&format!("{}. ", ply / 2 + start.fullmoves() as usize));
            } else if i == 0 {
                movetext.push_str(&format!("{}... ", start.fullmoves()));
            }
            movetext.push_str(notation);
            movetext.push(' ');
        }
        let outcome = ending_outcome(&row);
        let result = match (row.finished, row.winner) {
            (false, _) => "*",
            (true, Some(Color::White)) => "1-0",
            (true, Some(Color::Black)) => "0-1",
            (true, None) => "1/2-1/2",
        };
        movetext.push_str(result);
        let escape = |s: &str| s.replace('\\', "\\\\").replace('"', "\\\"");
        let mut pgn = format!(
            "[Event \"Kibitz game {}\"]\n[Site \"{}\"]\n[Variant \"{}\"]\n[White \"{}\"]\n[Black \"{}\"]\n[Result \"{result}\"]\n",
            row.id,
            escape(&row.channel.0),
            row.variant.title(),
            escape(&row.white.name),
            escape(&row.black.name)
        );
        if row.start_fen != Position::start(row.variant).fen() || row.variant != Variant::Standard {
            pgn.push_str(&format!("[SetUp \"1\"]\n[FEN \"{}\"]\n", row.start_fen));
        }
        if let Some(o) = outcome {
            pgn.push_str(&format!("[Termination \"{}\"]\n", o.reason));
        }
        pgn.push('\n');
        pgn.push_str(&movetext);
        let status = match outcome {
            Some(o) => result_sentence(&row, o),
            None => "In progress.".to_string(),
        };
        Ok(Reply::text(format!(
            "{} v {}, {}, {} moves. {status}\n{}\n\n{pgn}",
            row.white.name,
            row.black.name,
            row.variant.title(),
            moves.len(),
            movetext
        )))
    }

    fn ratings(&self, actor: &User, variant: Option<Variant>) -> Handled<Reply> {
        let line = |r: &crate::store::RatingRow| {
            format!(
                "{:.0} ±{:.0} ({} games)",
                r.rating,
                2.0 * r.deviation,
                r.games
            )
        };
        match variant {
            Some(v) => {
                let top = self.store.top_ratings(v, 10)?;
                if top.is_empty() {
                    return Ok(Reply::text(format!("No rated games of {} yet.", v.title())));
                }
                let mut text = format!("Ratings in {} (Glicko-2):", v.title());
                for (i, r) in top.iter().enumerate() {
                    text.push_str(&format!("\n{}. {} {}", i + 1, r.user.name, line(r)));
                }
                Ok(Reply::text(text))
            }
            None => {
                let mine = self.store.ratings_of(&actor.id)?;
                if mine.is_empty() {
                    return Ok(Reply::text("You have no rated games yet. `ratings <variant>` shows the best players of a variant."));
                }
                let mut text = format!("{}'s ratings (Glicko-2):", actor.name);
                for r in &mine {
                    text.push_str(&format!("\n• {}: {}", r.variant.title(), line(r)));
                }
                Ok(Reply::text(text))
            }
        }
    }

    // --- the clock --------------------------------------------------------------------------

    /// Fires what is due: losses on time and reminders. Call it every few seconds (the
    /// deadlines are in the database, so nothing is missed across a restart).
    pub fn tick(&self) -> Vec<Notice> {
        match self.try_tick() {
            Ok(notices) => notices,
            Err(e) => {
                tracing::error!(error = %e, "checking deadlines failed");
                Vec::new()
            }
        }
    }

    fn try_tick(&self) -> Result<Vec<Notice>, StoreError> {
        let now = self.now();
        let mut notices = Vec::new();
        for row in self.store.games_past_deadline(now)? {
            let Ok(pos) = Self::position(&row) else {
                continue;
            };
            let loser = pos.turn();
            let outcome = Outcome {
                winner: Some(!loser),
                reason: Reason::Timeout,
            };
            match self.finish_reply(
                &row,
                outcome,
                format!("{} ran out of time.", row.player(loser).name),
            ) {
                Ok(reply) => notices.push(Notice {
                    channel: row.channel.clone(),
                    reply,
                }),
                Err(Refusal::Store(e)) => return Err(e),
                Err(Refusal::Said(_)) => {} // a move came in first
            }
        }
        for row in self.store.games_to_remind(now)? {
            if !self.store.mark_reminded(row.id, row.ply)? {
                continue;
            }
            let Ok(pos) = Self::position(&row) else {
                continue;
            };
            let (to_move, opponent) = (row.player(pos.turn()), row.player(!pos.turn()));
            let left = row.deadline.map_or(0, |d| d - now);
            notices.push(Notice {
                channel: row.channel.clone(),
                reply: Reply {
                    text: format!(
                        "{}, it is your move in {} against {}: {} left before you lose on time.",
                        to_move.name,
                        row.variant.title(),
                        opponent.name,
                        human_duration(left)
                    ),
                    mentions: vec![to_move.id.clone()],
                    ..Reply::default()
                },
            });
        }
        Ok(notices)
    }
}
