-- Players, challenges, games and their moves. Times are Unix seconds.
CREATE TABLE users (
    id   TEXT PRIMARY KEY,          -- platform-qualified: "console:ann", "discord:123", "matrix:@a:b"
    name TEXT NOT NULL              -- display name, as last seen
);

CREATE TABLE challenges (
    id               INTEGER PRIMARY KEY,
    channel          TEXT    NOT NULL,
    challenger       TEXT    NOT NULL REFERENCES users(id),
    opponent         TEXT             REFERENCES users(id),   -- NULL: open to anyone
    variant          TEXT    NOT NULL,
    color            TEXT    NOT NULL CHECK (color IN ('white', 'black', 'random')),
    seconds_per_move INTEGER NOT NULL CHECK (seconds_per_move > 0),
    created_at       INTEGER NOT NULL
);
CREATE UNIQUE INDEX challenges_one_per_channel ON challenges(channel);

CREATE TABLE games (
    id               INTEGER PRIMARY KEY,
    channel          TEXT    NOT NULL,
    variant          TEXT    NOT NULL,
    white            TEXT    NOT NULL REFERENCES users(id),
    black            TEXT    NOT NULL REFERENCES users(id),
    start_fen        TEXT    NOT NULL,
    fen              TEXT    NOT NULL,                 -- the current position
    ply              INTEGER NOT NULL DEFAULT 0,       -- moves played; the version for concurrent moves
    seconds_per_move INTEGER NOT NULL CHECK (seconds_per_move > 0),
    deadline         INTEGER,                          -- when the player to move loses on time
    reminded         INTEGER NOT NULL DEFAULT 0 CHECK (reminded IN (0, 1)),
    draw_offer       TEXT CHECK (draw_offer IN ('white', 'black')),
    takeback_request TEXT CHECK (takeback_request IN ('white', 'black')),
    finished         INTEGER NOT NULL DEFAULT 0 CHECK (finished IN (0, 1)),
    winner           TEXT CHECK (winner IN ('white', 'black')),
    result_reason    TEXT,
    created_at       INTEGER NOT NULL,
    updated_at       INTEGER NOT NULL
);
CREATE UNIQUE INDEX games_one_active_per_channel ON games(channel) WHERE finished = 0;
CREATE INDEX games_by_white ON games(white, finished);
CREATE INDEX games_by_black ON games(black, finished);
CREATE INDEX games_by_deadline ON games(deadline) WHERE finished = 0;

CREATE TABLE moves (
    game_id   INTEGER NOT NULL REFERENCES games(id),
    ply       INTEGER NOT NULL,                        -- 1 for the first move
    notation  TEXT    NOT NULL,
    fen_after TEXT    NOT NULL,
    played_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, ply)
) WITHOUT ROWID;
