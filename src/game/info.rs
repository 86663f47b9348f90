//! The commands that only tell: the board, rules, your games, a game's history, ratings.

use super::diagrams::{diagrams, Diagram};
use super::events::{Caption, GameLine, GameView, RatingView, Told, View};
use super::games::{position, Games};
use super::handled::{ending_outcome, refused, Handled, NotDone, Refusal};
use super::pgn;
use super::vacation::away;
use super::views::board_reply;
use crate::rules::{Outcome, Position, Variant};
use crate::store::{GameRow, StoreError, StoredRating};
use crate::types::*;

/// `board`: the channel's latest game as it stands (or ended).
pub(super) fn board(g: Games<'_>, channel: &ChannelId) -> Handled<Told> {
    let Some(row) = g.store.latest_game(channel)? else {
        return refused(Refusal::NoGamePlayedHere);
    };
    let pos = position(&row)?;
    let outcome = ending_outcome(&row);
    let mut reply = standing(g, &row, &pos, outcome)?;
    reply.text = View::Board {
        to_move: pos.turn(),
        outcome,
        away: away(&row, g.now),
        game: GameView::of(&row),
    }
    .into();
    Ok(reply)
}

/// A reply showing the game in `row` as it stands at `pos`, its last move marked.
fn standing(
    g: Games<'_>,
    row: &GameRow,
    pos: &Position,
    outcome: Option<Outcome>,
) -> Handled<Told> {
    let last = g.last_move(row)?;
    let last = last.as_ref().map(|(m, before)| (*m, before));
    Ok(board_reply(g.now, row, row.ply, pos, last, outcome))
}

/// `rules`: a variant's rules, or one topic of them, and the diagrams to show with them.
pub(super) fn rules(
    g: Games<'_>,
    channel: &ChannelId,
    variant: Option<Variant>,
    topic: Option<&str>,
) -> Handled<(Told, Vec<(Variant, &'static Diagram)>)> {
    let variant = match variant {
        Some(v) => Some(v),
        None => g.store.active_game(channel)?.map(|g| g.variant),
    };
    let Some(variant) = variant else {
        return match topic {
            Some(topic) => refused(Refusal::WhichVariant {
                topic: topic.to_string(),
            }),
            None => Ok((Told::saying(View::WhichRules), Vec::new())),
        };
    };
    let all = diagrams(variant);
    let Some(topic) = topic else {
        let topics = all.topic_names().iter().map(|t| t.to_string()).collect();
        let shown = all.0.iter().take(MAX_FILES).map(|d| (variant, d)).collect();
        return Ok((Told::saying(View::Rules { variant, topics }), shown));
    };
    let Some(diagram) = all.topic(topic) else {
        return refused(Refusal::NoSuchTopic {
            variant,
            topic: topic.to_string(),
            topics: all.topic_names().iter().map(|t| t.to_string()).collect(),
        });
    };
    let told = Told::saying(View::Rule {
        variant,
        topic: diagram.topic.clone(),
    });
    Ok((told, vec![(variant, diagram)]))
}

/// The asker's games in progress, everywhere, most urgent first: those where it is their
/// move, by the time left, then the others.
pub(super) fn games(g: Games<'_>, actor: &User) -> Handled<Told> {
    let games = urgent_games(g, actor)?;
    let now = g.now;
    let mut lines = Vec::new();
    for (row, yours) in &games {
        lines.push(GameLine {
            game: GameView::of(row),
            yours: *yours,
            to_move: position(row)?.turn(),
            left: row.deadline.map(|d| d - now),
            away: away(row, g.now),
        });
    }
    let mut reply = Told::saying(View::Games(lines));
    reply.offers_next = games.iter().any(|(_, yours)| *yours);
    Ok(reply)
}

/// `next`: the board of the most urgent game where it is the asker's move, and where.
pub(super) fn next_game(g: Games<'_>, actor: &User) -> Handled<Told> {
    let Some((row, _)) = urgent_games(g, actor)?
        .into_iter()
        .find(|(_, yours)| *yours)
    else {
        return refused(Refusal::NoMoveWaiting);
    };
    let pos = position(&row)?;
    let mut reply = standing(g, &row, &pos, None)?;
    let left = row.deadline.map(|d| d - g.now);
    reply.text = View::Next {
        left,
        away: away(&row, g.now),
        game: GameView::of(&row),
    }
    .into();
    // Another game's board, asked for anywhere: for the asker's eyes.
    reply.private = true;
    Ok(reply)
}

/// The asker's games in progress with whether it is their move, most urgent first.
fn urgent_games(g: Games<'_>, actor: &User) -> Handled<Vec<(GameRow, bool)>> {
    let mut games = Vec::new();
    for row in g.store.games_of(&actor.id)? {
        let yours = row.color_of(&actor.id) == Some(position(&row)?.turn());
        games.push((row, yours));
    }
    // Your move first; then the nearest deadline (none: last); then the oldest game.
    games.sort_by_key(|(row, yours)| (!yours, row.deadline.unwrap_or(Time::MAX), row.id));
    Ok(games)
}

/// `history`: the moves of the channel's latest game, and its record as a PGN file.
pub(super) fn history(
    g: Games<'_>,
    channel: &ChannelId,
    event: pgn::EventName<'_>,
) -> Handled<Told> {
    let Some(row) = g.store.latest_game(channel)? else {
        return refused(Refusal::NoGameToReplay);
    };
    let moves = g.store.moves(row.id)?;
    let start = Position::from_fen(row.variant, &row.start_fen)
        .map_err(|e| NotDone::Failed(StoreError::Corrupt(e.to_string())))?;
    let outcome = ending_outcome(&row);
    let notations: Vec<&str> = moves.iter().map(|(n, _)| n.as_str()).collect();
    let notes = super::analyses::pgn_notes(g, &row, &moves)?;
    let record = pgn::record(&row, (&start, &notations), outcome, notes.as_deref(), event);
    let (id, bytes) = (row.id, record.pgn.clone().into_bytes());
    let mut reply = Told::saying(View::History {
        game: GameView::of(&row),
        moves: moves.len(),
        outcome,
        movetext: record.movetext,
        pgn: record.pgn,
    });
    reply.text.push(View::PageLink {
        of: crate::store::PageOf::Game(id),
        url: None,
    });
    reply.files.push(Attachment {
        bytes,
        file_name: format!("game-{id}.pgn"),
        kind: FileKind::Pgn,
        caption: Caption::Record(id).into(),
    });
    Ok(reply)
}

/// Ratings among the players of `server` (those who used Kibitz there), or of everyone.
pub(super) fn ratings(
    g: Games<'_>,
    actor: &User,
    variant: Option<Variant>,
    server: Option<&ServerId>,
) -> Handled<Told> {
    let said = match variant {
        Some(v) => {
            let top = g.store.top_ratings(v, server, 10)?;
            let levels = g.store.bot_level_ratings(v)?;
            let mine = g.store.ratings_of(&actor.id)?;
            let mut me = None;
            if let Some(mine) = mine.iter().find(|r| r.variant == v) {
                if !top.iter().any(|r| r.user.id == actor.id) {
                    let (rank, of) = g.store.rank(v, mine.rating, server)?;
                    me = Some((rank, of, RatingView::from(mine)));
                }
            }
            View::BestRatings {
                variant: v,
                in_server: server.is_some(),
                top: top.iter().map(|r| (r.user.clone(), r.into())).collect(),
                me,
                levels: levels.iter().map(|(l, r)| (*l, r.into())).collect(),
            }
        }
        None => {
            let mine = g.store.ratings_of(&actor.id)?;
            let mut ranked = Vec::new();
            for r in mine {
                let (rank, of) = g.store.rank(r.variant, r.rating, server)?;
                ranked.push((r.variant, RatingView::from(&r), rank, of));
            }
            let shown = |ratings: Vec<(Variant, StoredRating)>| {
                let shown = ratings.iter().map(|(v, r)| (*v, RatingView::from(r)));
                shown.collect()
            };
            View::PlayerRatings {
                player: actor.clone(),
                in_server: server.is_some(),
                ranked,
                against_bot: shown(g.store.bot_game_ratings_of(&actor.id)?),
                puzzles: shown(g.store.puzzle_ratings_of(&actor.id)?),
            }
        }
    };
    Ok(Told::saying(said))
}
