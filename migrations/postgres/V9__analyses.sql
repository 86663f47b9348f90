-- A finished game's analysis, kept so that it is computed once: what the engine said of each
-- position (`engine::analysis::encode`), at how many nodes a position, and when.
CREATE TABLE analyses (
    game_id  BIGINT PRIMARY KEY REFERENCES games(id),
    nodes    BIGINT NOT NULL,
    scored   TEXT   NOT NULL,
    made_at  BIGINT NOT NULL
);
