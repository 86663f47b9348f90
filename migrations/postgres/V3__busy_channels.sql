-- As ../0003_busy_channels.sql.
DROP INDEX challenges_one_per_channel;
CREATE UNIQUE INDEX challenges_one_per_challenger ON challenges(channel, challenger);
CREATE INDEX challenges_by_age ON challenges(created_at);

ALTER TABLE games ADD COLUMN remind_at BIGINT;
UPDATE games SET remind_at = deadline - LEAST(seconds_per_move / 4, 86400)
 WHERE finished = 0 AND reminded = 0 AND deadline IS NOT NULL;
CREATE INDEX games_by_remind_at ON games(remind_at) WHERE finished = 0;

CREATE TABLE handled_events (
    event_id   TEXT   PRIMARY KEY,
    handled_at BIGINT NOT NULL,
    answered   BIGINT NOT NULL DEFAULT 0 CHECK (answered IN (0, 1))
);
CREATE INDEX handled_events_by_age ON handled_events(handled_at);
