-- CreateEnum
CREATE TYPE "realtime"."ImGroupRole" AS ENUM ('owner', 'member');

-- AlterTable
ALTER TABLE "realtime"."im_groups" ADD COLUMN     "destroyed_at" TIMESTAMP(3),
ADD COLUMN     "is_public" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "last_message_at" TIMESTAMP(3),
ADD COLUMN     "last_message_id" BIGINT,
ADD COLUMN     "member_count" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "realtime"."im_group_members" (
    "group_id" VARCHAR(64) NOT NULL,
    "im_id" VARCHAR(40) NOT NULL,
    "role" "realtime"."ImGroupRole" NOT NULL DEFAULT 'member',
    "unread" INTEGER NOT NULL DEFAULT 0,
    "joined_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "im_group_members_pkey" PRIMARY KEY ("group_id","im_id")
);

-- CreateIndex
CREATE INDEX "im_group_members_im_id_idx" ON "realtime"."im_group_members"("im_id");

-- CreateIndex
CREATE INDEX "im_groups_is_public_member_count_idx" ON "realtime"."im_groups"("is_public", "member_count");

-- AddForeignKey
ALTER TABLE "realtime"."im_group_members" ADD CONSTRAINT "im_group_members_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "realtime"."im_groups"("id") ON DELETE CASCADE ON UPDATE CASCADE;
