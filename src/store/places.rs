//! Where things happen, moved: a game into a thread opened for it, and everything of a
//! channel (and of the threads in it) into the channel that replaces it (a Matrix room
//! upgraded to a new room).

use super::db::{args, Sql};
use super::{Result, Store};
use crate::types::{ChannelId, GameId};

/// The tables that keep a channel, and their column that names it.
const PLACED: [&str; 5] = [
    "games",
    "challenges",
    "tournaments",
    "channel_puzzles",
    "daily_puzzles",
];

impl Store {
    /// Moves game `game`, unfinished and played in `from`, to `to`; whether it was there.
    pub fn move_game(&self, game: GameId, from: &ChannelId, to: &ChannelId) -> Result<bool> {
        self.write(|c| {
            Ok(c.execute(
                "UPDATE games SET channel = ?3, room = ?4 WHERE id = ?1 AND channel = ?2 AND finished = 0",
                args![game, from, to, to.parent().as_ref()],
            )? == 1)
        })
    }

    /// Moves what `from` and the channels within it (see [`ChannelId::within`]) hold to `to`
    /// and the same channels within it: games, challenges, tournaments, the puzzle shown and
    /// the puzzle a day. One transaction: all of it moves, or nothing.
    pub fn move_channel(&self, from: &ChannelId, to: &ChannelId) -> Result<usize> {
        self.write(|c| {
            let mut moved = 0;
            for table in PLACED {
                for stored in channels_within(c, table, from)? {
                    let old = ChannelId::from_stored(stored);
                    let new = old.moved(from, to);
                    moved += if table == "games" {
                        c.execute(
                            "UPDATE games SET channel = ?2, room = ?3 WHERE channel = ?1",
                            args![&old, &new, new.parent().as_ref()],
                        )?
                    } else {
                        c.execute(
                            &format!("UPDATE {table} SET channel = ?2 WHERE channel = ?1"),
                            args![&old, &new],
                        )?
                    };
                }
            }
            Ok(moved)
        })
    }
}

/// The channels of `table` that are `channel` or within it (games know their room; the other
/// tables are small).
fn channels_within(c: &mut dyn Sql, table: &str, channel: &ChannelId) -> Result<Vec<String>> {
    let rows = if table == "games" {
        c.query(
            "SELECT channel FROM games WHERE channel = ?1 UNION SELECT channel FROM games WHERE room = ?1",
            args![channel],
        )?
    } else {
        let (prefix, length) = within(channel);
        c.query(
            &format!(
                "SELECT DISTINCT channel FROM {table} WHERE channel = ?1 OR substr(channel, 1, {length}) = ?2"
            ),
            args![channel, &prefix],
        )?
    };
    rows.iter().map(|r| r.text(0)).collect()
}

impl Store {
    /// The channels within `channel` (its threads) where games are in progress.
    pub fn channels_within(&self, channel: &ChannelId) -> Result<Vec<ChannelId>> {
        self.with(|c| {
            let rows = c.query(
                "SELECT channel FROM games WHERE room = ?1 AND finished = 0 ORDER BY id",
                args![channel],
            )?;
            rows.iter()
                .map(|r| r.text(0).map(ChannelId::from_stored))
                .collect()
        })
    }
}

/// How the channels within `channel` (a Matrix room's threads) begin, and its length in
/// characters: for channels that have none within, a text no channel begins with (a control
/// character, which names never hold; not NUL, which PostgreSQL's text refuses).
fn within(channel: &ChannelId) -> (String, usize) {
    let prefix = match channel.platform() {
        crate::types::Platform::Matrix if channel.parent().is_none() => {
            format!("{}/", channel.stored())
        }
        _ => "\u{1}".to_string(),
    };
    let length = prefix.chars().count();
    (prefix, length)
}
