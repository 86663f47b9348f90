-- Several challenges may wait in a channel at once (one per challenger), and they expire.
DROP INDEX challenges_one_per_channel;
CREATE UNIQUE INDEX challenges_one_per_challenger ON challenges(channel, challenger);
CREATE INDEX challenges_by_age ON challenges(created_at);

-- When the player to move is to be reminded (set by the game service with the deadline; NULL
-- once reminded), indexed so that the clock reads only what is due.
ALTER TABLE games ADD COLUMN remind_at INTEGER;
UPDATE games SET remind_at = deadline - MIN(seconds_per_move / 4, 86400)
 WHERE finished = 0 AND reminded = 0 AND deadline IS NOT NULL;
CREATE INDEX games_by_remind_at ON games(remind_at) WHERE finished = 0;

-- Chat events (Matrix messages) already handled, recorded in the transaction of their effect,
-- so that a message delivered again after a restart is not carried out twice.
CREATE TABLE handled_events (
    event_id   TEXT    PRIMARY KEY,
    handled_at INTEGER NOT NULL,
    answered   INTEGER NOT NULL DEFAULT 0 CHECK (answered IN (0, 1))
) WITHOUT ROWID;
CREATE INDEX handled_events_by_age ON handled_events(handled_at);
