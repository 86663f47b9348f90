-- Team games: a channel's members play one side by vote. A team plays as the user
-- 'team:<channel>'. A team challenge and its game keep how long each move's vote lasts and
-- whether the tally names the voters; in games between people both are NULL / 0.
ALTER TABLE challenges ADD COLUMN vote_seconds INTEGER CHECK (vote_seconds > 0);
ALTER TABLE challenges ADD COLUMN show_voters INTEGER NOT NULL DEFAULT 0 CHECK (show_voters IN (0, 1));
ALTER TABLE games ADD COLUMN vote_seconds INTEGER CHECK (vote_seconds > 0);
ALTER TABLE games ADD COLUMN show_voters INTEGER NOT NULL DEFAULT 0 CHECK (show_voters IN (0, 1));

-- Every vote cast, in order (a member's vote is their latest for the move; the order breaks
-- ties: the move that reached its count first). `choice` is a move's notation as played, or
-- 'draw' or 'resign'.
CREATE TABLE votes (
    id      INTEGER PRIMARY KEY,
    game_id INTEGER NOT NULL REFERENCES games(id),
    ply     INTEGER NOT NULL,                      -- the position voted on (moves played before)
    voter   TEXT    NOT NULL REFERENCES users(id),
    choice  TEXT    NOT NULL,
    cast_at INTEGER NOT NULL
);
CREATE INDEX votes_by_turn ON votes(game_id, ply);

-- A team's vote on one move, from its first vote: when it closes, and once a process claims
-- the closing, until when that process may carry it out (another takes it over after); votes
-- cast once it is claimed count for nothing. `chosen` is what the vote decided, once done.
CREATE TABLE team_turns (
    game_id       INTEGER NOT NULL REFERENCES games(id),
    ply           INTEGER NOT NULL,
    closes_at     INTEGER NOT NULL,
    claimed_until INTEGER,
    chosen        TEXT,
    PRIMARY KEY (game_id, ply)
);
CREATE INDEX team_turns_due ON team_turns(closes_at) WHERE chosen IS NULL;

-- Team ratings per channel and variant, kept apart from people's.
CREATE TABLE team_ratings (
    user_id    TEXT    NOT NULL,
    variant    TEXT    NOT NULL,
    rating     REAL    NOT NULL,
    deviation  REAL    NOT NULL,
    volatility REAL    NOT NULL,
    games      INTEGER NOT NULL,
    PRIMARY KEY (user_id, variant)
);
