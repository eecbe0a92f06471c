-- AlterTable
ALTER TABLE "game_event" ADD COLUMN     "request_key" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "game_event_game_id_request_key_key" ON "game_event"("game_id", "request_key");
