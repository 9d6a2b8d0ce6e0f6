-- AlterTable
ALTER TABLE "live"."broadcasts" ADD COLUMN     "pushed" BOOLEAN NOT NULL DEFAULT false;
