-- Private links to play a game on the board page (`web`): one row per link given to a player.
-- The secret itself is never stored: `selector` (its first 16 hex digits) finds the row, and
-- `digest` (SHA-256 of the whole secret, hex) is compared in constant time.
CREATE TABLE board_links (
    selector TEXT PRIMARY KEY,
    digest   TEXT NOT NULL,
    game_id  BIGINT NOT NULL REFERENCES games(id),
    player   TEXT NOT NULL
);
CREATE INDEX board_links_by_player ON board_links (game_id, player);
