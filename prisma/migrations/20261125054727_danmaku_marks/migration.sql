-- AlterTable
ALTER TABLE "realtime"."im_profiles" ADD COLUMN     "wealth_level" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "realtime"."im_room_fans" ADD COLUMN     "badge_name" VARCHAR(12) NOT NULL DEFAULT '';
