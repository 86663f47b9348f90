-- Glicko-2 ratings per player and variant, and whether a game counts for them.
CREATE TABLE ratings (
    user_id    TEXT    NOT NULL REFERENCES users(id),
    variant    TEXT    NOT NULL,
    rating     REAL    NOT NULL,
    deviation  REAL    NOT NULL,
    volatility REAL    NOT NULL,
    games      INTEGER NOT NULL,
    PRIMARY KEY (user_id, variant)
) WITHOUT ROWID;

ALTER TABLE games ADD COLUMN rated INTEGER NOT NULL DEFAULT 1 CHECK (rated IN (0, 1));
ALTER TABLE challenges ADD COLUMN rated INTEGER NOT NULL DEFAULT 1 CHECK (rated IN (0, 1));
