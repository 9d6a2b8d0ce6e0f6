-- CreateEnum
CREATE TYPE "live"."AnchorApplicationStatus" AS ENUM ('pending', 'approved', 'rejected');

-- CreateEnum
CREATE TYPE "live"."RoomStaffRole" AS ENUM ('manager', 'assistant');

-- CreateTable
CREATE TABLE "live"."anchor_applications" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "real_name" VARCHAR(32) NOT NULL,
    "id_number" VARCHAR(32) NOT NULL,
    "contact" VARCHAR(64) NOT NULL,
    "inviter" VARCHAR(64) NOT NULL DEFAULT '',
    "experience" VARCHAR(500) NOT NULL,
    "status" "live"."AnchorApplicationStatus" NOT NULL DEFAULT 'pending',
    "reason" VARCHAR(200) NOT NULL DEFAULT '',
    "decided_by" INTEGER,
    "decided_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "anchor_applications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "live"."room_staff" (
    "room_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "role" "live"."RoomStaffRole" NOT NULL,
    "nickname" VARCHAR(32) NOT NULL DEFAULT '',
    "avatar" TEXT NOT NULL DEFAULT '',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "room_staff_pkey" PRIMARY KEY ("room_id","user_id")
);

-- CreateTable
CREATE TABLE "live"."room_chat_modes" (
    "room_id" INTEGER NOT NULL,
    "slow_seconds" INTEGER NOT NULL DEFAULT 0,
    "followers_only" BOOLEAN NOT NULL DEFAULT false,
    "followers_min_minutes" INTEGER NOT NULL DEFAULT 0,
    "fans_only" BOOLEAN NOT NULL DEFAULT false,
    "emote_only" BOOLEAN NOT NULL DEFAULT false,
    "updated_by" INTEGER,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "room_chat_modes_pkey" PRIMARY KEY ("room_id")
);

-- CreateTable
CREATE TABLE "live"."moderation_log" (
    "id" SERIAL NOT NULL,
    "room_id" INTEGER NOT NULL,
    "actor_id" INTEGER NOT NULL,
    "actor_role" VARCHAR(16) NOT NULL,
    "action" VARCHAR(32) NOT NULL,
    "target_user_id" INTEGER,
    "detail" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "moderation_log_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "live"."stream_keys" (
    "room_id" INTEGER NOT NULL,
    "key_hash" CHAR(64) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stream_keys_pkey" PRIMARY KEY ("room_id")
);

-- CreateTable
CREATE TABLE "live"."fan_groups" (
    "anchor_id" INTEGER NOT NULL,
    "badge_name" VARCHAR(12) NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "fan_groups_pkey" PRIMARY KEY ("anchor_id")
);

-- CreateTable
CREATE TABLE "live"."fan_members" (
    "anchor_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "nickname" VARCHAR(32) NOT NULL DEFAULT '',
    "avatar" TEXT NOT NULL DEFAULT '',
    "wearing" BOOLEAN NOT NULL DEFAULT false,
    "joined_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "fan_members_pkey" PRIMARY KEY ("anchor_id","user_id")
);

-- CreateIndex
CREATE INDEX "anchor_applications_user_id_created_at_idx" ON "live"."anchor_applications"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "anchor_applications_status_created_at_idx" ON "live"."anchor_applications"("status", "created_at");

-- CreateIndex
CREATE INDEX "room_staff_user_id_idx" ON "live"."room_staff"("user_id");

-- CreateIndex
CREATE INDEX "moderation_log_room_id_created_at_idx" ON "live"."moderation_log"("room_id", "created_at");

-- CreateIndex
CREATE INDEX "moderation_log_action_created_at_idx" ON "live"."moderation_log"("action", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "stream_keys_key_hash_key" ON "live"."stream_keys"("key_hash");

-- CreateIndex
CREATE INDEX "fan_members_user_id_idx" ON "live"."fan_members"("user_id");

-- CreateIndex
CREATE INDEX "fan_members_anchor_id_joined_at_idx" ON "live"."fan_members"("anchor_id", "joined_at");

-- AddForeignKey
ALTER TABLE "live"."fan_members" ADD CONSTRAINT "fan_members_anchor_id_fkey" FOREIGN KEY ("anchor_id") REFERENCES "live"."fan_groups"("anchor_id") ON DELETE CASCADE ON UPDATE CASCADE;
