-- Every game found through an index, however many are stored: a game's `room` is the channel
-- its thread is within (a Matrix room, for a game played in one of its threads), NULL
-- elsewhere, so that a room's games are looked up rather than matched by the start of their
-- channel's name; and a channel's games, finished or not, are found by their channel.
ALTER TABLE games ADD COLUMN room TEXT;
UPDATE games SET room = substr(channel, 1, instr(channel, '/') - 1) WHERE channel LIKE 'matrix:%/%';
CREATE INDEX games_by_room ON games(room, finished) WHERE room IS NOT NULL;
CREATE INDEX games_by_channel ON games(channel, finished);
