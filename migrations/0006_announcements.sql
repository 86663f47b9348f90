-- A game the clock ended (a loss on time) whose result has not been posted yet: when a process
-- may announce it (again). Set when the game ends, moved on by the process that claims the
-- announcement, cleared once it is posted; so an announcement whose process stopped before
-- posting it is made by another (or the same, restarted) a little later.
ALTER TABLE games ADD COLUMN announce_at INTEGER;
CREATE INDEX games_by_announce_at ON games(announce_at) WHERE announce_at IS NOT NULL;
