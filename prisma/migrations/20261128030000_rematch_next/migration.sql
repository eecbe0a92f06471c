-- AlterTable
ALTER TABLE "game" ADD COLUMN "next_game_id" TEXT;
