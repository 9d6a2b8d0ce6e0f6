-- CreateTable
CREATE TABLE "live"."follows" (
    "follower_id" INTEGER NOT NULL,
    "anchor_id" INTEGER NOT NULL,
    "following" BOOLEAN NOT NULL,
    "changed_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "follows_pkey" PRIMARY KEY ("follower_id","anchor_id")
);

-- CreateTable
CREATE TABLE "live"."room_contributions" (
    "id" SERIAL NOT NULL,
    "room_id" INTEGER NOT NULL,
    "broadcast_id" INTEGER,
    "user_id" INTEGER NOT NULL,
    "nickname" VARCHAR(32) NOT NULL,
    "avatar" TEXT NOT NULL DEFAULT '',
    "diamonds" DECIMAL(18,2) NOT NULL,
    "transfer_id" VARCHAR(40) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "room_contributions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "follows_follower_id_following_idx" ON "live"."follows"("follower_id", "following");

-- CreateIndex
CREATE UNIQUE INDEX "room_contributions_transfer_id_key" ON "live"."room_contributions"("transfer_id");

-- CreateIndex
CREATE INDEX "room_contributions_room_id_created_at_idx" ON "live"."room_contributions"("room_id", "created_at");

-- CreateIndex
CREATE INDEX "room_contributions_broadcast_id_idx" ON "live"."room_contributions"("broadcast_id");
