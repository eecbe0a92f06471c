-- AlterTable
ALTER TABLE "game" ADD COLUMN     "fingerprint" TEXT,
ADD COLUMN     "request_key" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "game_request_key_key" ON "game"("request_key");

-- CreateIndex
CREATE INDEX "game_fingerprint_created_at_idx" ON "game"("fingerprint", "created_at");
