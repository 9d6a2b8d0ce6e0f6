-- CreateTable
CREATE TABLE "realtime"."im_room_chat_modes" (
    "room_id" INTEGER NOT NULL,
    "slow_seconds" INTEGER NOT NULL DEFAULT 0,
    "followers_only" BOOLEAN NOT NULL DEFAULT false,
    "followers_min_minutes" INTEGER NOT NULL DEFAULT 0,
    "fans_only" BOOLEAN NOT NULL DEFAULT false,
    "emote_only" BOOLEAN NOT NULL DEFAULT false,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "im_room_chat_modes_pkey" PRIMARY KEY ("room_id")
);

-- CreateTable
CREATE TABLE "realtime"."im_room_staff" (
    "room_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,

    CONSTRAINT "im_room_staff_pkey" PRIMARY KEY ("room_id","user_id")
);

-- CreateTable
CREATE TABLE "realtime"."im_room_fans" (
    "room_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,

    CONSTRAINT "im_room_fans_pkey" PRIMARY KEY ("room_id","user_id")
);

-- CreateTable
CREATE TABLE "realtime"."im_follows" (
    "follower_id" INTEGER NOT NULL,
    "anchor_id" INTEGER NOT NULL,
    "following" BOOLEAN NOT NULL,
    "changed_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "im_follows_pkey" PRIMARY KEY ("follower_id","anchor_id")
);

-- CreateTable
CREATE TABLE "realtime"."im_banned_words" (
    "word" VARCHAR(50) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "im_banned_words_pkey" PRIMARY KEY ("word")
);
