-- AlterTable
ALTER TABLE "account"."users" ADD COLUMN     "is_expert" BOOLEAN NOT NULL DEFAULT false;
