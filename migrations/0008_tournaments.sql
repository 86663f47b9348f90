-- Tournaments: Swiss (FIDE Dutch) and round robins, played round by round at a chat's pace.

CREATE TABLE tournaments (
    id               INTEGER PRIMARY KEY,
    channel          TEXT    NOT NULL,             -- where it was opened and is announced
    name             TEXT    NOT NULL,
    variant          TEXT    NOT NULL,
    format           TEXT    NOT NULL CHECK (format IN ('swiss', 'roundrobin', 'double')),
    rounds           INTEGER,                      -- NULL until the start when not asked for
    seconds_per_move INTEGER NOT NULL CHECK (seconds_per_move > 0),
    rated            INTEGER NOT NULL CHECK (rated IN (0, 1)),
    max_players      INTEGER,
    organiser        TEXT    NOT NULL REFERENCES users(id),
    state            TEXT    NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'running', 'finished', 'cancelled')),
    round            INTEGER NOT NULL DEFAULT 0,   -- the last round paired
    first_white      INTEGER NOT NULL DEFAULT 1 CHECK (first_white IN (0, 1)), -- colour of the top seed in round 1
    announced        INTEGER NOT NULL DEFAULT 0,   -- the last round announced (rounds + 1: the final standings)
    announce_at      INTEGER,                      -- an announcement due (claimed until then)
    created_at       INTEGER NOT NULL
);
CREATE INDEX tournaments_by_channel ON tournaments(channel, state);
CREATE INDEX tournaments_running ON tournaments(state) WHERE state = 'running';

CREATE TABLE tournament_players (
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id),
    user_id       TEXT    NOT NULL REFERENCES users(id),
    joined_at     INTEGER NOT NULL,
    rating        INTEGER,                         -- in the variant at the start
    number        INTEGER,                         -- pairing number, from the start
    withdrawn     INTEGER,                         -- not paired after this round
    PRIMARY KEY (tournament_id, user_id)
);

-- A round's boards: a game to be set up (game_id NULL, seat_at when it is due), a game, or a
-- result without one (forfeit: the side that won it). Board 0 is the bye (black NULL).
CREATE TABLE tournament_boards (
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id),
    round         INTEGER NOT NULL,
    board         INTEGER NOT NULL,
    white         TEXT    NOT NULL REFERENCES users(id),
    black         TEXT    REFERENCES users(id),
    game_id       INTEGER REFERENCES games(id),
    seat_at       INTEGER,
    forfeit       TEXT CHECK (forfeit IN ('white', 'black')),
    PRIMARY KEY (tournament_id, round, board)
);
CREATE UNIQUE INDEX tournament_boards_by_game ON tournament_boards(game_id);
CREATE INDEX tournament_boards_to_seat ON tournament_boards(seat_at) WHERE seat_at IS NOT NULL;
