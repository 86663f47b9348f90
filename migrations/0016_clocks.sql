-- Chess clocks (`challenge ... clock:5+3`, `clock:2d+1d`): a challenge's and a game's time
-- control (base and increment, seconds; NULL: a time per move, as before), and in a game each
-- side's time left in milliseconds when the clock of the side to move started
-- (`clock_since_ms`, Unix milliseconds). `deadline` stays when the side to move runs out.
ALTER TABLE challenges ADD COLUMN clock_base INTEGER;
ALTER TABLE challenges ADD COLUMN clock_increment INTEGER;
ALTER TABLE games ADD COLUMN clock_base INTEGER;
ALTER TABLE games ADD COLUMN clock_increment INTEGER;
ALTER TABLE games ADD COLUMN white_ms INTEGER;
ALTER TABLE games ADD COLUMN black_ms INTEGER;
ALTER TABLE games ADD COLUMN clock_since_ms INTEGER;
-- The next flag, and the running clocks a restart gives time back to, read without the games
-- on a time per move.
CREATE INDEX games_by_flag ON games(deadline) WHERE finished = 0 AND clock_since_ms IS NOT NULL;

-- The last time a process running the clock was alive (written every tick). A process that
-- starts long after it gives the clocks that ran meanwhile their time back.
CREATE TABLE clock_heartbeat (
    id       INTEGER PRIMARY KEY CHECK (id = 1),
    alive_at INTEGER NOT NULL
);
