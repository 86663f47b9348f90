-- Puzzles as they are played: each player's puzzle rating per variant and each puzzle's own
-- (Glicko-2, moved by first tries only, as lichess does), each player's try at a puzzle, and
-- the puzzle each channel shows (the one `solve` answers).
CREATE TABLE puzzle_player_ratings (
    user_id    TEXT    NOT NULL REFERENCES users(id),
    variant    TEXT    NOT NULL,
    rating     REAL    NOT NULL,
    deviation  REAL    NOT NULL,
    volatility REAL    NOT NULL,
    games      INTEGER NOT NULL,
    PRIMARY KEY (user_id, variant)
);
CREATE TABLE puzzle_ratings (
    puzzle_id  TEXT    PRIMARY KEY,
    rating     REAL    NOT NULL,
    deviation  REAL    NOT NULL,
    volatility REAL    NOT NULL,
    games      INTEGER NOT NULL
);
CREATE TABLE puzzle_tries (
    user_id    TEXT    NOT NULL REFERENCES users(id),
    puzzle_id  TEXT    NOT NULL,
    -- The solver's moves found so far.
    found      INTEGER NOT NULL,
    -- A wrong move was played or the solution shown: the try counted as lost.
    failed     INTEGER NOT NULL,
    finished   INTEGER NOT NULL,
    started_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, puzzle_id)
);
CREATE TABLE channel_puzzles (
    channel    TEXT    PRIMARY KEY,
    puzzle_id  TEXT    NOT NULL,
    shown_at   INTEGER NOT NULL
);
-- Channels that get a puzzle a day: the next one is due at `due_at` (claimed by pushing it a
-- little later, confirmed by moving it to the next day once posted), `posted_day` the last
-- day (days since 1970, UTC) posted.
CREATE TABLE daily_puzzles (
    channel    TEXT    PRIMARY KEY,
    due_at     INTEGER NOT NULL,
    posted_day INTEGER
);
CREATE INDEX daily_puzzles_due ON daily_puzzles(due_at);
-- Puzzles mined from the finished games played here, and the games already looked at.
CREATE TABLE mined_puzzles (
    id         TEXT    PRIMARY KEY,
    variant    TEXT    NOT NULL,
    fen        TEXT    NOT NULL,
    moves      TEXT    NOT NULL,
    rating     INTEGER NOT NULL,
    themes     TEXT    NOT NULL,
    game_id    INTEGER NOT NULL REFERENCES games(id)
);
CREATE INDEX mined_puzzles_by_variant ON mined_puzzles(variant);
CREATE TABLE mined_games (
    game_id    INTEGER PRIMARY KEY REFERENCES games(id),
    mined_at   INTEGER NOT NULL
);
