-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "community";

-- CreateTable
CREATE TABLE "community"."circles" (
    "id" SERIAL NOT NULL,
    "kind" VARCHAR(16) NOT NULL,
    "key" VARCHAR(32) NOT NULL,
    "sport" VARCHAR(16) NOT NULL DEFAULT '',
    "name_zh" VARCHAR(64) NOT NULL,
    "name_en" VARCHAR(64) NOT NULL,
    "name_vi" VARCHAR(64) NOT NULL,
    "intro_zh" VARCHAR(200) NOT NULL DEFAULT '',
    "intro_en" VARCHAR(200) NOT NULL DEFAULT '',
    "intro_vi" VARCHAR(200) NOT NULL DEFAULT '',
    "icon" TEXT NOT NULL DEFAULT '',
    "sort" INTEGER NOT NULL DEFAULT 0,
    "member_count" INTEGER NOT NULL DEFAULT 0,
    "post_count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "circles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "community"."circle_members" (
    "circle_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "circle_members_pkey" PRIMARY KEY ("circle_id","user_id")
);

-- CreateTable
CREATE TABLE "community"."posts" (
    "id" SERIAL NOT NULL,
    "circle_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "author_name" VARCHAR(64) NOT NULL,
    "author_avatar" TEXT NOT NULL DEFAULT '',
    "content" TEXT NOT NULL,
    "images" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "like_count" INTEGER NOT NULL DEFAULT 0,
    "comment_count" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "posts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "community"."post_likes" (
    "post_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "post_likes_pkey" PRIMARY KEY ("post_id","user_id")
);

-- CreateTable
CREATE TABLE "community"."comments" (
    "id" SERIAL NOT NULL,
    "post_id" INTEGER NOT NULL,
    "parent_id" INTEGER,
    "user_id" INTEGER NOT NULL,
    "author_name" VARCHAR(64) NOT NULL,
    "author_avatar" TEXT NOT NULL DEFAULT '',
    "reply_to_name" VARCHAR(64) NOT NULL DEFAULT '',
    "content" TEXT NOT NULL,
    "like_count" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "comments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "community"."comment_likes" (
    "comment_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "comment_likes_pkey" PRIMARY KEY ("comment_id","user_id")
);

-- CreateTable
CREATE TABLE "community"."articles" (
    "id" SERIAL NOT NULL,
    "key" VARCHAR(48) NOT NULL,
    "category" VARCHAR(16) NOT NULL,
    "title_zh" VARCHAR(120) NOT NULL,
    "title_en" VARCHAR(120) NOT NULL,
    "title_vi" VARCHAR(120) NOT NULL,
    "summary_zh" VARCHAR(300) NOT NULL,
    "summary_en" VARCHAR(300) NOT NULL,
    "summary_vi" VARCHAR(300) NOT NULL,
    "body_zh" TEXT NOT NULL,
    "body_en" TEXT NOT NULL,
    "body_vi" TEXT NOT NULL,
    "cover" TEXT NOT NULL DEFAULT '',
    "match_id" INTEGER,
    "views" INTEGER NOT NULL DEFAULT 0,
    "published_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "articles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "community"."banners" (
    "id" SERIAL NOT NULL,
    "key" VARCHAR(32) NOT NULL,
    "title_zh" VARCHAR(80) NOT NULL,
    "title_en" VARCHAR(80) NOT NULL,
    "title_vi" VARCHAR(80) NOT NULL,
    "image" TEXT NOT NULL,
    "link" TEXT NOT NULL DEFAULT '',
    "sort" INTEGER NOT NULL DEFAULT 0,
    "enabled" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "banners_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "circles_kind_key_key" ON "community"."circles"("kind", "key");

-- CreateIndex
CREATE INDEX "circle_members_user_id_idx" ON "community"."circle_members"("user_id");

-- CreateIndex
CREATE INDEX "posts_circle_id_created_at_idx" ON "community"."posts"("circle_id", "created_at");

-- CreateIndex
CREATE INDEX "posts_user_id_created_at_idx" ON "community"."posts"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "comments_post_id_parent_id_created_at_idx" ON "community"."comments"("post_id", "parent_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "articles_key_key" ON "community"."articles"("key");

-- CreateIndex
CREATE INDEX "articles_category_published_at_idx" ON "community"."articles"("category", "published_at");

-- CreateIndex
CREATE INDEX "articles_published_at_idx" ON "community"."articles"("published_at");

-- CreateIndex
CREATE UNIQUE INDEX "banners_key_key" ON "community"."banners"("key");

-- AddForeignKey
ALTER TABLE "community"."circle_members" ADD CONSTRAINT "circle_members_circle_id_fkey" FOREIGN KEY ("circle_id") REFERENCES "community"."circles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "community"."posts" ADD CONSTRAINT "posts_circle_id_fkey" FOREIGN KEY ("circle_id") REFERENCES "community"."circles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "community"."post_likes" ADD CONSTRAINT "post_likes_post_id_fkey" FOREIGN KEY ("post_id") REFERENCES "community"."posts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "community"."comments" ADD CONSTRAINT "comments_post_id_fkey" FOREIGN KEY ("post_id") REFERENCES "community"."posts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "community"."comments" ADD CONSTRAINT "comments_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "community"."comments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "community"."comment_likes" ADD CONSTRAINT "comment_likes_comment_id_fkey" FOREIGN KEY ("comment_id") REFERENCES "community"."comments"("id") ON DELETE CASCADE ON UPDATE CASCADE;
