-- The web pages of games and tournaments (`--http`): each has a random key of 128 bits (32 hex
-- digits), the only way to it, given only in the bot's own messages; made when first linked.
CREATE TABLE pages (
    key           TEXT PRIMARY KEY,
    game_id       INTEGER UNIQUE REFERENCES games(id),
    tournament_id INTEGER UNIQUE REFERENCES tournaments(id),
    CHECK ((game_id IS NULL) <> (tournament_id IS NULL))
);
