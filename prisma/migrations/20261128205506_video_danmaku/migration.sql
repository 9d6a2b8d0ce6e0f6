-- CreateTable
CREATE TABLE "video"."danmaku" (
    "id" SERIAL NOT NULL,
    "video_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "nickname" VARCHAR(40) NOT NULL,
    "text" VARCHAR(100) NOT NULL,
    "at_ms" INTEGER NOT NULL,
    "color" VARCHAR(7) NOT NULL DEFAULT '#ffffff',
    "mode" VARCHAR(8) NOT NULL DEFAULT 'scroll',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "danmaku_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "danmaku_video_id_at_ms_idx" ON "video"."danmaku"("video_id", "at_ms");

-- AddForeignKey
ALTER TABLE "video"."danmaku" ADD CONSTRAINT "danmaku_video_id_fkey" FOREIGN KEY ("video_id") REFERENCES "video"."videos"("id") ON DELETE CASCADE ON UPDATE CASCADE;
