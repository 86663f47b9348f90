-- Correspondence games: direct messages, conditional moves, vacations, leaderboards per server.

-- The events a user is told of in a direct message, as bits (1 their move, 2 reminders,
-- 4 results, 8 challenges to them); 0, the default, is none.
ALTER TABLE users ADD COLUMN notify INTEGER NOT NULL DEFAULT 0 CHECK (notify BETWEEN 0 AND 15);

-- Conditional moves: a line of moves a player stored in a game, their opponent's and their
-- own in turn, the first to be played at the game's ply `from_ply`.
CREATE TABLE premoves (
    id       INTEGER PRIMARY KEY,
    game_id  INTEGER NOT NULL REFERENCES games(id),
    owner    TEXT    NOT NULL REFERENCES users(id),
    from_ply INTEGER NOT NULL,
    moves    TEXT    NOT NULL              -- notations, separated by spaces
);
CREATE INDEX premoves_by_game ON premoves(game_id, owner);

-- Vacations: while one lasts, its owner's deadlines in correspondence games wait.
CREATE TABLE vacations (
    user_id    TEXT    NOT NULL REFERENCES users(id),
    started_at INTEGER NOT NULL,
    until      INTEGER NOT NULL,           -- when it ends, or ended if it was ended early
    PRIMARY KEY (user_id, started_at)
) WITHOUT ROWID;

-- The servers (a Discord server, a Matrix homeserver) where each user has used Kibitz: the
-- players of a server's leaderboard.
CREATE TABLE server_members (
    server  TEXT NOT NULL,
    user_id TEXT NOT NULL REFERENCES users(id),
    PRIMARY KEY (server, user_id)
) WITHOUT ROWID;
