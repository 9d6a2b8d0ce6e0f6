-- AlterTable
ALTER TABLE "community"."posts" ADD COLUMN     "video_id" INTEGER,
ADD COLUMN     "video_poster" VARCHAR(300) NOT NULL DEFAULT '',
ADD COLUMN     "video_seconds" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "video_status" VARCHAR(16),
ADD COLUMN     "video_url" VARCHAR(300) NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "video"."videos" ADD COLUMN     "source_bytes" INTEGER;

-- CreateIndex
CREATE UNIQUE INDEX "posts_video_id_key" ON "community"."posts"("video_id");
