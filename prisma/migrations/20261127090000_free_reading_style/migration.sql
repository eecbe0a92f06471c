-- AlterTable
ALTER TABLE "free_reading" ADD COLUMN "style" TEXT;
