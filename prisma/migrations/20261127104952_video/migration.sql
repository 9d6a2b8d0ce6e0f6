-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "video";

-- CreateTable
CREATE TABLE "video"."categories" (
    "id" SERIAL NOT NULL,
    "code" VARCHAR(32) NOT NULL,
    "name_zh" VARCHAR(40) NOT NULL,
    "name_en" VARCHAR(40) NOT NULL,
    "name_vi" VARCHAR(40) NOT NULL,
    "icon" VARCHAR(32) NOT NULL DEFAULT 'film',
    "recommended" BOOLEAN NOT NULL DEFAULT false,
    "sort" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "categories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "video"."my_categories" (
    "user_id" INTEGER NOT NULL,
    "category_id" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "my_categories_pkey" PRIMARY KEY ("user_id","category_id")
);

-- CreateTable
CREATE TABLE "video"."videos" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "nickname" VARCHAR(40) NOT NULL,
    "avatar" VARCHAR(300) NOT NULL DEFAULT '',
    "category_id" INTEGER NOT NULL,
    "kind" VARCHAR(16) NOT NULL,
    "title" VARCHAR(100) NOT NULL,
    "description" VARCHAR(500) NOT NULL DEFAULT '',
    "url" VARCHAR(300) NOT NULL,
    "poster" VARCHAR(300) NOT NULL DEFAULT '',
    "duration_seconds" INTEGER NOT NULL,
    "room_id" INTEGER,
    "broadcast_id" INTEGER,
    "files_dir" VARCHAR(100),
    "views" INTEGER NOT NULL DEFAULT 0,
    "likes" INTEGER NOT NULL DEFAULT 0,
    "comments" INTEGER NOT NULL DEFAULT 0,
    "favorites" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "videos_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "video"."daily_views" (
    "video_id" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "views" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "daily_views_pkey" PRIMARY KEY ("video_id","day")
);

-- CreateTable
CREATE TABLE "video"."comments" (
    "id" SERIAL NOT NULL,
    "video_id" INTEGER NOT NULL,
    "parent_id" INTEGER,
    "user_id" INTEGER NOT NULL,
    "nickname" VARCHAR(40) NOT NULL,
    "avatar" VARCHAR(300) NOT NULL DEFAULT '',
    "reply_to_user_id" INTEGER,
    "reply_to_name" VARCHAR(40),
    "content" VARCHAR(200) NOT NULL,
    "likes" INTEGER NOT NULL DEFAULT 0,
    "replies" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "comments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "video"."likes" (
    "video_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "likes_pkey" PRIMARY KEY ("video_id","user_id")
);

-- CreateTable
CREATE TABLE "video"."comment_likes" (
    "comment_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "comment_likes_pkey" PRIMARY KEY ("comment_id","user_id")
);

-- CreateTable
CREATE TABLE "video"."favorites" (
    "video_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "favorites_pkey" PRIMARY KEY ("video_id","user_id")
);

-- CreateTable
CREATE TABLE "video"."processed_events" (
    "id" VARCHAR(80) NOT NULL,
    "processed_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "processed_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "categories_code_key" ON "video"."categories"("code");

-- CreateIndex
CREATE UNIQUE INDEX "videos_broadcast_id_key" ON "video"."videos"("broadcast_id");

-- CreateIndex
CREATE INDEX "videos_category_id_created_at_idx" ON "video"."videos"("category_id", "created_at");

-- CreateIndex
CREATE INDEX "videos_user_id_created_at_idx" ON "video"."videos"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "videos_room_id_created_at_idx" ON "video"."videos"("room_id", "created_at");

-- CreateIndex
CREATE INDEX "daily_views_day_idx" ON "video"."daily_views"("day");

-- CreateIndex
CREATE INDEX "comments_video_id_parent_id_created_at_idx" ON "video"."comments"("video_id", "parent_id", "created_at");

-- CreateIndex
CREATE INDEX "comments_parent_id_created_at_idx" ON "video"."comments"("parent_id", "created_at");

-- CreateIndex
CREATE INDEX "favorites_user_id_created_at_idx" ON "video"."favorites"("user_id", "created_at");

-- AddForeignKey
ALTER TABLE "video"."my_categories" ADD CONSTRAINT "my_categories_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "video"."categories"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "video"."videos" ADD CONSTRAINT "videos_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "video"."categories"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "video"."daily_views" ADD CONSTRAINT "daily_views_video_id_fkey" FOREIGN KEY ("video_id") REFERENCES "video"."videos"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "video"."comments" ADD CONSTRAINT "comments_video_id_fkey" FOREIGN KEY ("video_id") REFERENCES "video"."videos"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "video"."comments" ADD CONSTRAINT "comments_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "video"."comments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "video"."likes" ADD CONSTRAINT "likes_video_id_fkey" FOREIGN KEY ("video_id") REFERENCES "video"."videos"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "video"."comment_likes" ADD CONSTRAINT "comment_likes_comment_id_fkey" FOREIGN KEY ("comment_id") REFERENCES "video"."comments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "video"."favorites" ADD CONSTRAINT "favorites_video_id_fkey" FOREIGN KEY ("video_id") REFERENCES "video"."videos"("id") ON DELETE CASCADE ON UPDATE CASCADE;
