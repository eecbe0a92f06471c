-- AlterTable
ALTER TABLE "game" ADD COLUMN "deck_id" TEXT;

-- CreateTable
CREATE TABLE "deck" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "style" TEXT NOT NULL,
    "circle_id" TEXT,
    "creator_hash" TEXT NOT NULL,
    "aspect" REAL,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "deck_card" (
    "deck_id" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "data" BLOB NOT NULL,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("deck_id", "code"),
    CONSTRAINT "deck_card_deck_id_fkey" FOREIGN KEY ("deck_id") REFERENCES "deck" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "deck_circle_id_idx" ON "deck"("circle_id");

-- CreateIndex
CREATE INDEX "deck_creator_hash_idx" ON "deck"("creator_hash");

