-- A finished game's analysis, kept so that it is computed once: what the engine said of each
-- position (`engine::analysis::encode`), at how many nodes a position, and when.
CREATE TABLE analyses (
    game_id  INTEGER PRIMARY KEY REFERENCES games(id),
    nodes    INTEGER NOT NULL,
    scored   TEXT    NOT NULL,
    made_at  INTEGER NOT NULL
);
