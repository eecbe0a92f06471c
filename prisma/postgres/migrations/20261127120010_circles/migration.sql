-- DropIndex
DROP INDEX "deal_reading_player_id_idx";

-- DropIndex
DROP INDEX "free_reading_player_id_idx";

-- AlterTable
ALTER TABLE "device" ADD COLUMN     "browser_id" TEXT;

-- AlterTable
ALTER TABLE "free_reading" ADD COLUMN     "browser_id" TEXT;

-- AlterTable
ALTER TABLE "game" ADD COLUMN     "circle_id" TEXT,
ADD COLUMN     "stats_excluded" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "player" ADD COLUMN     "circle_id" TEXT;

-- AlterTable
ALTER TABLE "player_change" ADD COLUMN     "circle_id" TEXT,
ADD COLUMN     "number" INTEGER;

-- CreateTable
CREATE TABLE "circle" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "circle_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "browser" (
    "id" TEXT NOT NULL,
    "token_hash" TEXT,
    "circle_id" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_seen_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "browser_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "circle_member" (
    "circle_id" TEXT NOT NULL,
    "browser_id" TEXT NOT NULL,
    "joined_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "circle_member_pkey" PRIMARY KEY ("circle_id","browser_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "browser_token_hash_key" ON "browser"("token_hash");

-- CreateIndex
CREATE INDEX "circle_member_browser_id_idx" ON "circle_member"("browser_id");

-- CreateIndex
CREATE INDEX "deal_reading_player_id_created_at_game_id_deal_idx" ON "deal_reading"("player_id", "created_at", "game_id", "deal");

-- CreateIndex
CREATE INDEX "device_browser_id_idx" ON "device"("browser_id");

-- CreateIndex
CREATE INDEX "free_reading_player_id_date_created_at_id_idx" ON "free_reading"("player_id", "date", "created_at", "id");

-- CreateIndex
CREATE INDEX "game_circle_id_created_at_idx" ON "game"("circle_id", "created_at");

-- A name is a player within its circle only
DROP INDEX "player_name_key_key";
CREATE UNIQUE INDEX "player_circle_id_name_key_key" ON "player"("circle_id", "name_key");

-- CreateIndex
CREATE UNIQUE INDEX "player_change_circle_id_number_key" ON "player_change"("circle_id", "number");

-- AddForeignKey
ALTER TABLE "circle_member" ADD CONSTRAINT "circle_member_circle_id_fkey" FOREIGN KEY ("circle_id") REFERENCES "circle"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "circle_member" ADD CONSTRAINT "circle_member_browser_id_fkey" FOREIGN KEY ("browser_id") REFERENCES "browser"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Circles (issue 28): everything stored so far is one group's. One circle holds every game, player and
-- change; every host and seat device at any table (not removed) becomes a browser of its own (no
-- cookie yet: it is known by its table cookie until it is given one, server/access.ts) and a member.
INSERT INTO "circle" ("id", "name", "created_at")
SELECT '00000000-0000-4000-8000-00000000c1c1', 'Our circle', CURRENT_TIMESTAMP
WHERE EXISTS (SELECT 1 FROM "player") OR EXISTS (SELECT 1 FROM "game");

UPDATE "game" SET "circle_id" = '00000000-0000-4000-8000-00000000c1c1' WHERE "circle_id" IS NULL;
UPDATE "player" SET "circle_id" = '00000000-0000-4000-8000-00000000c1c1' WHERE "circle_id" IS NULL;
UPDATE "player_change" SET "circle_id" = '00000000-0000-4000-8000-00000000c1c1' WHERE "circle_id" IS NULL;
UPDATE "player_change" SET "number" = (
  SELECT COUNT(*) FROM "player_change" AS "p2"
  WHERE "p2"."created_at" < "player_change"."created_at" OR ("p2"."created_at" = "player_change"."created_at" AND "p2"."id" <= "player_change"."id")
);

INSERT INTO "browser" ("id", "token_hash", "circle_id", "created_at", "last_seen_at")
SELECT "id", NULL, '00000000-0000-4000-8000-00000000c1c1', "created_at", "last_seen_at" FROM "device" WHERE "role" IN ('host', 'seat') AND "revoked" = false;
UPDATE "device" SET "browser_id" = "id" WHERE "role" IN ('host', 'seat') AND "revoked" = false;
INSERT INTO "circle_member" ("circle_id", "browser_id", "joined_at") SELECT '00000000-0000-4000-8000-00000000c1c1', "id", "created_at" FROM "browser";
