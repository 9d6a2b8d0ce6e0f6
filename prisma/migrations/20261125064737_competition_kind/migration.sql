-- AlterTable
ALTER TABLE "scores"."competitions" ADD COLUMN     "kind" VARCHAR(10) NOT NULL DEFAULT 'league';
