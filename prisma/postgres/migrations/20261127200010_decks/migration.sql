-- AlterTable
ALTER TABLE "game" ADD COLUMN "deck_id" TEXT;

-- CreateTable
CREATE TABLE "deck" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "style" TEXT NOT NULL,
    "circle_id" TEXT,
    "creator_hash" TEXT NOT NULL,
    "aspect" DOUBLE PRECISION,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "deck_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "deck_card" (
    "deck_id" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "data" BYTEA NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "deck_card_pkey" PRIMARY KEY ("deck_id","code")
);

-- CreateIndex
CREATE INDEX "deck_circle_id_idx" ON "deck"("circle_id");

-- CreateIndex
CREATE INDEX "deck_creator_hash_idx" ON "deck"("creator_hash");

-- AddForeignKey
ALTER TABLE "deck_card" ADD CONSTRAINT "deck_card_deck_id_fkey" FOREIGN KEY ("deck_id") REFERENCES "deck"("id") ON DELETE CASCADE ON UPDATE CASCADE;
