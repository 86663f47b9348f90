-- Games against Kibitz itself: the level a challenge to the bot names, and in a game the colour
-- the bot plays and its level (both NULL in games between people). Indexed so that a restart
-- finds at once every unfinished game where the bot may be to move.
ALTER TABLE challenges ADD COLUMN bot_level INTEGER CHECK (bot_level BETWEEN 1 AND 8);
ALTER TABLE games ADD COLUMN bot_level INTEGER CHECK (bot_level BETWEEN 1 AND 8);
ALTER TABLE games ADD COLUMN bot_color TEXT CHECK (bot_color IN ('white', 'black'));
CREATE INDEX games_with_bot ON games(id) WHERE finished = 0 AND bot_color IS NOT NULL;

-- Ratings from games against the bot, kept apart from those between people: a player's (by
-- user id) and each of the bot's levels' ('level:<n>'), per variant.
CREATE TABLE bot_ratings (
    user_id    TEXT    NOT NULL,
    variant    TEXT    NOT NULL,
    rating     REAL    NOT NULL,
    deviation  REAL    NOT NULL,
    volatility REAL    NOT NULL,
    games      INTEGER NOT NULL,
    PRIMARY KEY (user_id, variant)
) WITHOUT ROWID;
