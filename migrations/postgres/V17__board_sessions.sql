-- Sessions on the board inside a chat client (a Discord Activity, a Matrix widget): who was
-- shown to be whom by the platform, in which channel or room, until when. As with board links,
-- only the secret's first 16 hex digits (`selector`) and its SHA-256 (`digest`) are stored.
CREATE TABLE board_sessions (
    selector   TEXT PRIMARY KEY,
    digest     TEXT NOT NULL,
    user_id    TEXT NOT NULL,
    place      TEXT NOT NULL,
    expires_at BIGINT NOT NULL
);
CREATE INDEX board_sessions_by_expiry ON board_sessions (expires_at);
