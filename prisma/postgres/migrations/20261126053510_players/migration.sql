-- CreateTable
CREATE TABLE "game_summary" (
    "game_id" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "version" INTEGER NOT NULL,
    "data" JSONB NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "game_summary_pkey" PRIMARY KEY ("game_id")
);

-- CreateTable
CREATE TABLE "free_reading" (
    "id" TEXT NOT NULL,
    "player_id" INTEGER NOT NULL,
    "spread" TEXT NOT NULL,
    "question" TEXT,
    "date" TEXT NOT NULL,
    "notes" TEXT,
    "cards" JSONB NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "free_reading_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "player_change" (
    "id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "from_name" TEXT NOT NULL,
    "to_name" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "device_id" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "undone_at" TIMESTAMP(3),

    CONSTRAINT "player_change_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "free_reading_player_id_idx" ON "free_reading"("player_id");

-- CreateIndex
CREATE INDEX "player_change_created_at_idx" ON "player_change"("created_at");

-- AddForeignKey
ALTER TABLE "game_summary" ADD CONSTRAINT "game_summary_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "free_reading" ADD CONSTRAINT "free_reading_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "player"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
