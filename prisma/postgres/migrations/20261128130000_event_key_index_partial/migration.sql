-- The request key's index holds only events recorded with a key (a key is unique within its game).
-- Events without one never conflicted; indexing their NULLs cost every such write an index entry.

-- DropIndex
DROP INDEX "game_event_game_id_request_key_key";

-- CreateIndex
CREATE UNIQUE INDEX "game_event_game_id_request_key_key" ON "game_event"("game_id", "request_key") WHERE (request_key IS NOT NULL);

