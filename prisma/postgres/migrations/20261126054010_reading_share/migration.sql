-- CreateTable
CREATE TABLE "reading_share" (
    "id" TEXT NOT NULL,
    "game_id" TEXT NOT NULL,
    "deal" INTEGER NOT NULL,
    "player" TEXT NOT NULL,
    "token_hash" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revoked_at" TIMESTAMP(3),

    CONSTRAINT "reading_share_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "reading_share_token_hash_key" ON "reading_share"("token_hash");

-- CreateIndex
CREATE INDEX "reading_share_game_id_idx" ON "reading_share"("game_id");

-- AddForeignKey
ALTER TABLE "reading_share" ADD CONSTRAINT "reading_share_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "game"("id") ON DELETE CASCADE ON UPDATE CASCADE;
