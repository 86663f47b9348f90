-- The chat event whose handling made a move (NULL for the bot's moves, conditional moves and
-- moves stored before this column): after a restart, the answer owed for a command that was
-- carried out but not answered is rebuilt from the move it made.
ALTER TABLE moves ADD COLUMN event_id TEXT;
CREATE INDEX moves_by_event ON moves(event_id) WHERE event_id IS NOT NULL;
