-- As ../0002_ratings.sql.
CREATE TABLE ratings (
    user_id    TEXT             NOT NULL REFERENCES users(id),
    variant    TEXT             NOT NULL,
    rating     DOUBLE PRECISION NOT NULL,
    deviation  DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    games      BIGINT           NOT NULL,
    PRIMARY KEY (user_id, variant)
);

ALTER TABLE games ADD COLUMN rated BIGINT NOT NULL DEFAULT 1 CHECK (rated IN (0, 1));
ALTER TABLE challenges ADD COLUMN rated BIGINT NOT NULL DEFAULT 1 CHECK (rated IN (0, 1));
