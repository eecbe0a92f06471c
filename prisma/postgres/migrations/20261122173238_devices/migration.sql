-- AlterTable
ALTER TABLE "game" ADD COLUMN     "room_code" TEXT,
ADD COLUMN     "seat_rule" TEXT NOT NULL DEFAULT 'anyone',
ADD COLUMN     "watch_code" TEXT;

-- AlterTable
ALTER TABLE "game_event" ADD COLUMN     "device_id" TEXT;

-- CreateTable
CREATE TABLE "device" (
    "id" TEXT NOT NULL,
    "game_id" TEXT NOT NULL,
    "token_hash" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "player" TEXT,
    "label" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_seen_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revoked" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "device_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "device_token_hash_key" ON "device"("token_hash");

-- CreateIndex
CREATE INDEX "device_game_id_idx" ON "device"("game_id");

-- CreateIndex
CREATE UNIQUE INDEX "game_room_code_key" ON "game"("room_code");

-- CreateIndex
CREATE UNIQUE INDEX "game_watch_code_key" ON "game"("watch_code");

-- AddForeignKey
ALTER TABLE "device" ADD CONSTRAINT "device_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

