-- CreateTable
CREATE TABLE "player" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "name_key" TEXT NOT NULL,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "game" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "kind" TEXT NOT NULL,
    "options" JSONB NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'active',
    "deck_style" TEXT NOT NULL DEFAULT 'classic',
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "game_seat" (
    "game_id" TEXT NOT NULL,
    "seat" INTEGER NOT NULL,
    "player_id" INTEGER NOT NULL,

    PRIMARY KEY ("game_id", "seat"),
    CONSTRAINT "game_seat_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "game" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "game_seat_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "player" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "game_event" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "game_id" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "game_event_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "game" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "deal_reading" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "game_id" TEXT NOT NULL,
    "deal" INTEGER NOT NULL,
    "player_id" INTEGER NOT NULL,
    "snapshot" JSONB NOT NULL,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "deal_reading_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "game" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "deal_reading_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "player" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "card_info" (
    "code" TEXT NOT NULL PRIMARY KEY,
    "data" JSONB NOT NULL
);

-- CreateTable
CREATE TABLE "zone_position" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "data" JSONB NOT NULL
);

-- CreateTable
CREATE TABLE "meta" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "value" TEXT NOT NULL
);

-- CreateIndex
CREATE UNIQUE INDEX "player_name_key_key" ON "player"("name_key");

-- CreateIndex
CREATE INDEX "game_created_at_idx" ON "game"("created_at");

-- CreateIndex
CREATE INDEX "game_seat_player_id_idx" ON "game_seat"("player_id");

-- CreateIndex
CREATE UNIQUE INDEX "game_seat_game_id_player_id_key" ON "game_seat"("game_id", "player_id");

-- CreateIndex
CREATE UNIQUE INDEX "game_event_game_id_seq_key" ON "game_event"("game_id", "seq");

-- CreateIndex
CREATE INDEX "deal_reading_player_id_idx" ON "deal_reading"("player_id");

-- CreateIndex
CREATE UNIQUE INDEX "deal_reading_game_id_deal_player_id_key" ON "deal_reading"("game_id", "deal", "player_id");
