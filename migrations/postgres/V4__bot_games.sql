-- As ../0004_bot_games.sql.
ALTER TABLE challenges ADD COLUMN bot_level BIGINT CHECK (bot_level BETWEEN 1 AND 8);
ALTER TABLE games ADD COLUMN bot_level BIGINT CHECK (bot_level BETWEEN 1 AND 8);
ALTER TABLE games ADD COLUMN bot_color TEXT CHECK (bot_color IN ('white', 'black'));
CREATE INDEX games_with_bot ON games(id) WHERE finished = 0 AND bot_color IS NOT NULL;

CREATE TABLE bot_ratings (
    user_id    TEXT             NOT NULL,
    variant    TEXT             NOT NULL,
    rating     DOUBLE PRECISION NOT NULL,
    deviation  DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    games      BIGINT           NOT NULL,
    PRIMARY KEY (user_id, variant)
);
