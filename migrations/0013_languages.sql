-- The language each user reads (`language <code>` on Matrix and the console; on Discord the
-- locale of their client, as their last interaction told it), and each channel's default for
-- what is posted there unasked (set by a moderator, or on Discord the server's locale).
ALTER TABLE users ADD COLUMN language TEXT;
CREATE TABLE channel_languages (
    channel_id TEXT PRIMARY KEY,
    language   TEXT NOT NULL
);
