-- AlterTable
ALTER TABLE "realtime"."im_profiles" ADD COLUMN     "noble_expires_at" TIMESTAMP(3),
ADD COLUMN     "noble_level" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "noble_version" INTEGER NOT NULL DEFAULT 0;
