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

-- `notify on board`: a player's own link with each "your move" message. Beside `notify` (whose
-- bits are checked to stay below 16): the settings read as notify + 16 * notify_board.
ALTER TABLE users ADD COLUMN notify_board INTEGER NOT NULL DEFAULT 0 CHECK (notify_board IN (0, 1));
