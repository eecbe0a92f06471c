-- AlterTable
ALTER TABLE "game_event" ADD COLUMN "device_id" TEXT;

-- CreateTable
CREATE TABLE "device" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "game_id" TEXT NOT NULL,
    "token_hash" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "player" TEXT,
    "label" TEXT NOT NULL,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_seen_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revoked" BOOLEAN NOT NULL DEFAULT false,
    CONSTRAINT "device_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "game" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_game" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "kind" TEXT NOT NULL,
    "options" JSONB NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'active',
    "deck_style" TEXT NOT NULL DEFAULT 'classic',
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" DATETIME NOT NULL,
    "request_key" TEXT,
    "fingerprint" TEXT,
    "room_code" TEXT,
    "watch_code" TEXT,
    "seat_rule" TEXT NOT NULL DEFAULT 'anyone'
);
INSERT INTO "new_game" ("created_at", "deck_style", "fingerprint", "id", "kind", "options", "request_key", "status", "updated_at") SELECT "created_at", "deck_style", "fingerprint", "id", "kind", "options", "request_key", "status", "updated_at" FROM "game";
DROP TABLE "game";
ALTER TABLE "new_game" RENAME TO "game";
CREATE UNIQUE INDEX "game_request_key_key" ON "game"("request_key");
CREATE UNIQUE INDEX "game_room_code_key" ON "game"("room_code");
CREATE UNIQUE INDEX "game_watch_code_key" ON "game"("watch_code");
CREATE INDEX "game_created_at_idx" ON "game"("created_at");
CREATE INDEX "game_fingerprint_created_at_idx" ON "game"("fingerprint", "created_at");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "device_token_hash_key" ON "device"("token_hash");

-- CreateIndex
CREATE INDEX "device_game_id_idx" ON "device"("game_id");
